import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Minus, Plus } from "lucide-react";
import type { Route } from "./+types/products.$id.stock";
import { requireStaff } from "~/server/permissions.server";
import { logger } from "~/server/logger.server";
import { adjustStock, StockError } from "~/features/stock/stock.server";
import { stockEditorFor, waitingRequestsFor, type StockEditorRow } from "~/features/stock/stock-admin.server";
import { can } from "~/lib/permissions";
import { isLang, LANG_NAMES } from "~/lib/langs";
import { readFormData } from "~/server/form-data.server";
import { ADJUSTMENT_MODES, MAX_STOCK_CHANGE, STOCK_NOTE_MAX_LENGTH, stockAdjustmentSchema } from "~/schemas/admin/stock";
import { ADJUSTMENT_REASONS } from "../../../db/schema/commerce";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { ImageCell } from "~/components/admin/data-table/cells";
import { DetailError } from "~/components/admin/shell/detail-not-found";
import { FieldError } from "~/components/admin/form/field-error";
import { Panel } from "~/components/admin/shell/panel";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * The quick stock editor (docs/product/admin-back-office.md#adm-15), made for a phone: the product's own stock and each
 * variant's, each changed by ± a quantity or set to a counted value, with a reason. Every change is
 * relative and written with its movement row and its audit row in one transaction (adjustStock).
 * Below, the "Prévenez-moi" requests still waiting on the product (docs/product/catalogue.md#cat-17): their count
 * for anyone who may read stock, and their e-mail addresses, which are customers' data, only for
 * those who may also read customers ("customers:read").
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, lang } = await requireStaff({ request, context }, "stock:read");
  const editor = await stockEditorFor(params.id, lang);
  if (!editor) throw data({ error: "not-found" }, { status: 404 });
  const waiting = await waitingRequestsFor(params.id, lang, { withEmails: can(user, "customers:read") });
  return { ...editor, waiting };
}

type ActionData = { variantId: string | null; ok?: string; error?: string; errors?: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "stock:write");
  const form = await readFormData(request);
  const values = Object.fromEntries(form);
  const variantId = typeof values.variantId === "string" && values.variantId ? values.variantId : null;
  const parsed = stockAdjustmentSchema.safeParse(values);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), t(issue.message)]));
    return data<ActionData>({ variantId, errors }, { status: 400 });
  }
  const { mode, quantity, reason, note } = parsed.data;
  try {
    const written = await adjustStock(
      { productId: params.id, variantId: parsed.data.variantId, change: mode === "by" ? { by: quantity } : { to: quantity }, reason, note },
      { id: user.id, email: user.email },
    );
    // The row the person edited: the variant's movement, or the product's own.
    const own = written.find((movement) => movement.variantId === parsed.data.variantId);
    if (!own) return data<ActionData>({ variantId, ok: t("stock.editor.unchanged", { stock: quantity }) });
    return data<ActionData>({ variantId, ok: t("stock.editor.saved", { before: own.stockAfter - own.delta, after: own.stockAfter }) });
  } catch (error) {
    if (error instanceof StockError) {
      return data<ActionData>({ variantId, error: t(`stock.errors.${error.code}`, { available: error.available }) }, { status: error.code === "not_found" ? 404 : 409 });
    }
    logger.error({ err: error }, "stock adjustment failed");
    return data<ActionData>({ variantId, error: t("stock.errors.generic") }, { status: 500 });
  }
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.products", to: "/admin/products" },
  crumb: (loaderData) => (loaderData as { name?: string } | undefined)?.name ?? "—",
};

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "stock.editor.crumb");

export default function StockEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { name, imageUrl, hasVariants, rows, recent, movementCount, id, waiting } = loaderData;
  const { t } = useTranslator();
  const { can, number, date } = useAdmin();
  const answer = actionData as ActionData | undefined;

  // Each answer is said once, as a toast; field errors stay under their field.
  useEffect(() => {
    if (answer?.ok) toast.success(answer.ok);
    else if (answer?.error) toast.error(answer.error);
  }, [answer]);

  const [own, ...variants] = rows;
  return (
    <section aria-labelledby="stock-editor-title" className="space-y-5">
      <div className="flex items-center gap-3">
        <ImageCell src={imageUrl} alt="" />
        <h1 id="stock-editor-title" className="text-3xl lg:text-4xl">{t("stock.editor.title", { name })}</h1>
      </div>

      <StockRow row={own} title={t("stock.editor.productStock")} hint={hasVariants ? t("stock.editor.productStockHint") : undefined} answer={answer} editable={can("stock:write")} />

      {variants.length > 0 && (
        <section aria-labelledby="variants-title" className="space-y-3">
          <h2 id="variants-title" className="font-sans text-base font-semibold">{t("stock.editor.variants")}</h2>
          {variants.map((row) => (
            <StockRow key={row.variantId} row={row} title={row.label || row.sku} answer={answer} editable={can("stock:write")} />
          ))}
        </section>
      )}

      <WaitingRequests waiting={waiting} />

      <Panel id="recent" title={t("stock.editor.recent")} flush>
        {recent.length === 0 ? (
          <p className="p-4 text-sm text-muted">{t("stock.editor.recentEmpty")}</p>
        ) : (
          <ul className="divide-y divide-lines">
            {recent.map((movement) => (
              <li key={movement.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 py-2 text-sm">
                <span>
                  {t(`stock.reason.${movement.reason}`)}
                  {movement.variant && <span className="text-muted"> · {movement.variant.label || <bdi dir="ltr">{movement.variant.sku}</bdi>}</span>}
                  {movement.note && <span className="block text-xs text-muted">{movement.note}</span>}
                </span>
                <span className="flex items-baseline gap-3">
                  <bdi dir="ltr" className={`tabular-nums font-medium ${movement.delta < 0 ? "text-accent-2" : "text-[#1e5630]"}`}>
                    {movement.delta > 0 ? `+${number(movement.delta)}` : number(movement.delta)}
                  </bdi>
                  <span className="text-xs text-muted">{date(movement.createdAt, "dateTime")}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {movementCount > recent.length && (
          <p className="border-t border-lines px-4 py-3 text-sm">
            <Link to={`/admin/stock-updates?product=${id}`} className="underline underline-offset-4">
              {t("stock.editor.allMovements", { count: number(movementCount) })}
            </Link>
          </p>
        )}
      </Panel>
    </section>
  );
}

/** The "Prévenez-moi" requests still waiting on this product: who, in which language, for which variant, since when. */
function WaitingRequests({ waiting }: { waiting: Route.ComponentProps["loaderData"]["waiting"] }) {
  const { t } = useTranslator();
  const { number, date } = useAdmin();
  const { total, rows } = waiting;
  const hidden = rows.some((row) => row.email === null);
  return (
    <section aria-labelledby="waiting-title" className="rounded-soft border border-lines bg-surface" data-testid="waiting-requests">
      <div className="border-b border-lines px-4 py-3">
        <h2 id="waiting-title" className="font-sans text-base font-semibold">{t("stock.waiting.title", { count: number(total) })}</h2>
        {total > 0 && <p className="mt-1 text-xs text-muted">{t("stock.waiting.intro")}</p>}
      </div>
      {total === 0 ? (
        <p className="p-4 text-sm text-muted">{t("stock.waiting.empty")}</p>
      ) : (
        <>
          {hidden && <p className="border-b border-lines px-4 py-3 text-sm text-muted">{t("stock.waiting.hiddenEmails")}</p>}
          <ul className="divide-y divide-lines">
            {rows.map((row) => (
              <li key={row.id} className="px-4 py-3 text-sm">
                {/* The address first (when the reader may see it), then what, in which language, since when. */}
                {row.email !== null && (
                  <p className="break-all font-medium">
                    <span className="sr-only">{t("stock.waiting.email")} </span>
                    <bdi dir="ltr">{row.email}</bdi>
                  </p>
                )}
                <dl className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-muted">
                  <div className="flex gap-1">
                    <dt className="sr-only">{t("stock.waiting.variant")}</dt>
                    <dd>{row.variant ? row.variant.label || <bdi dir="ltr">{row.variant.sku}</bdi> : t("stock.waiting.product")}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="sr-only">{t("stock.waiting.lang")}</dt>
                    <dd lang={row.lang}>{isLang(row.lang) ? LANG_NAMES[row.lang] : row.lang}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="sr-only">{t("stock.waiting.date")}</dt>
                    <dd><time dateTime={new Date(row.createdAt).toISOString()}>{date(row.createdAt, "dateTime")}</time></dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          {total > rows.length && <p className="border-t border-lines px-4 py-3 text-xs text-muted">{t("stock.waiting.more", { shown: number(rows.length) })}</p>}
        </>
      )}
    </section>
  );
}

/** One stock row (the product's own, or a variant's) and its form. */
function StockRow({ row, title, hint, answer, editable }: { row: StockEditorRow; title: string; hint?: string; answer?: ActionData; editable: boolean }) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const navigation = useNavigation();
  const key = row.variantId ?? "product";
  const busy = navigation.state === "submitting" && (navigation.formData?.get("variantId") || null) === row.variantId;
  const errors = answer && answer.variantId === row.variantId ? (answer.errors ?? {}) : {};
  const quantity = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // A saved change starts the row's form afresh.
  useEffect(() => {
    if (answer?.ok && answer.variantId === row.variantId) form.current?.reset();
  }, [answer, row.variantId]);
  const id = (name: string) => `${key}-${name}`;
  const step = (by: 1 | -1) => {
    const input = quantity.current;
    if (!input) return;
    const next = (Number(input.value) || 0) + by;
    input.value = String(Math.max(-MAX_STOCK_CHANGE, Math.min(MAX_STOCK_CHANGE, next)));
  };

  return (
    <article aria-labelledby={id("title")} className="rounded-soft border border-lines bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id("title")} className="font-sans text-base font-semibold">
          {title} <bdi dir="ltr" className="text-xs font-normal text-muted">{row.sku}</bdi>
        </h3>
        <p className="text-sm">
          {t("stock.editor.current")} <bdi dir="ltr" className="text-2xl font-semibold tabular-nums">{number(row.stock)}</bdi>
        </p>
      </div>
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
      {editable && (
        <Form ref={form} method="post" noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="variantId" value={row.variantId ?? ""} />
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">{t("stock.editor.mode")}</legend>
            <div className="flex flex-wrap gap-2">
              {ADJUSTMENT_MODES.map((mode) => (
                <label key={mode} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-soft border border-lines px-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-background">
                  <input type="radio" name="mode" value={mode} defaultChecked={mode === "by"} className="accent-accent" />
                  {t(`stock.editor.mode.${mode}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={id("quantity")} className="mb-1 block text-sm font-medium">{t("stock.editor.quantity")}</label>
            <div className="flex items-stretch gap-2">
              <Button type="button" onClick={() => step(-1)} aria-label={t("stock.editor.less")} variant="outline" size="icon">
                <Minus aria-hidden="true" className="size-4" />
              </Button>
              <input
                ref={quantity}
                id={id("quantity")}
                name="quantity"
                type="number"
                inputMode="numeric"
                step={1}
                min={-MAX_STOCK_CHANGE}
                max={MAX_STOCK_CHANGE}
                required
                dir="ltr"
                className="field min-w-0 flex-1 text-center tabular-nums"
                aria-describedby={`${id("quantity-hint")} ${id("quantity-error")}`}
                aria-invalid={errors.quantity ? true : undefined}
              />
              <Button type="button" onClick={() => step(1)} aria-label={t("stock.editor.more")} variant="outline" size="icon">
                <Plus aria-hidden="true" className="size-4" />
              </Button>
            </div>
            <p id={id("quantity-hint")} className="mt-1 text-xs text-muted">{t("stock.editor.quantityHint")}</p>
            <FieldError id={id("quantity-error")} message={errors.quantity} />
          </div>
          <div>
            <label htmlFor={id("reason")} className="mb-1 block text-sm font-medium">{t("stock.editor.reason")}</label>
            <select id={id("reason")} name="reason" defaultValue="restock" className="field" aria-describedby={id("reason-error")} aria-invalid={errors.reason ? true : undefined}>
              {ADJUSTMENT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`stock.reason.${reason}`)}
                </option>
              ))}
            </select>
            <FieldError id={id("reason-error")} message={errors.reason} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={id("note")} className="mb-1 block text-sm font-medium">{t("stock.editor.note")}</label>
            <input id={id("note")} name="note" type="text" maxLength={STOCK_NOTE_MAX_LENGTH} className="field" aria-describedby={`${id("note-hint")} ${id("note-error")}`} aria-invalid={errors.note ? true : undefined} />
            <p id={id("note-hint")} className="mt-1 text-xs text-muted">{t("stock.editor.noteHint")}</p>
            <FieldError id={id("note-error")} message={errors.note} />
          </div>
          <FieldError id={id("form-error")} message={errors.variantId ?? errors.mode ?? errors.form} />
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} variant="accent" size="md" className="sm:col-span-2 sm:justify-self-start">
            {t("stock.editor.save")}
          </Button>
        </Form>
      )}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} message="stock.editor.notFound" backTo="/admin/products" backLabel="shell.nav.products" />;
}
