import { useEffect, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/products.prices";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { applyPriceChange, PriceChangeError, pricePreview } from "~/features/catalog/products-admin.server";
import { PRICE_CHANGE_MODES, PRICE_DIRECTIONS, priceChangeOf, priceChangeSchema, type PriceChangeMode, type PriceDirection } from "~/schemas/admin/products";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { ChangeArrow } from "~/components/admin/shell/sentence";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { FieldError } from "~/components/admin/form/field-error";
import { toast } from "~/components/ui/toast";
import { UUID } from "~/lib/uuid";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * The bulk price change (docs/product/admin-back-office.md#adm-13), reached from the products list's selection: the change
 * (a percentage or an amount in shekels, up or down) is a GET form, so its preview (old → new base
 * price of each selected product) is a page with an address and writes nothing. "Appliquer" posts the
 * prices the preview showed; the service writes all of them in one transaction, with an audit row per
 * product, or none if one has moved since. Variants keep their price adjustments.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, t } = await requireStaff({ request, context }, "prices:write");
  const search = new URL(request.url).searchParams;
  const ids = [...new Set(search.getAll("ids").filter((id) => UUID.test(id)))].slice(0, 200);
  const values = {
    mode: (PRICE_CHANGE_MODES as readonly string[]).includes(search.get("mode") ?? "") ? (search.get("mode") as PriceChangeMode) : "percent",
    direction: (PRICE_DIRECTIONS as readonly string[]).includes(search.get("direction") ?? "") ? (search.get("direction") as PriceDirection) : "up",
    amount: (search.get("amount") ?? "").slice(0, 20),
  };
  // A preview only once a change was asked for; a bad one is said at its field.
  const asked = search.has("amount") && ids.length > 0;
  const parsed = asked ? priceChangeSchema.safeParse({ ids, ...values }) : null;
  const errors = parsed && !parsed.success ? Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), t(issue.message)])) : {};
  const rows = await pricePreview(ids, parsed?.success ? priceChangeOf(parsed.data) : null, lang);
  return { ids, values, rows, errors: errors as Record<string, string>, previewed: Boolean(parsed?.success) };
}

type ActionData = { ok?: string; error?: string; changed?: { id: string; before: number; after: number }[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "prices:write");
  const form = await readFormData(request);
  const parsed = priceChangeSchema.safeParse({
    ids: form.getAll("ids"),
    mode: form.get("mode"),
    direction: form.get("direction"),
    amount: form.get("amount"),
    expected: form.getAll("expected"),
  });
  if (!parsed.success) return data<ActionData>({ error: t(parsed.error.issues[0]?.message ?? "products.prices.errors.invalid") }, { status: 400 });
  const selected = new Set(parsed.data.ids);
  const expected = new Map(
    parsed.data.expected.flatMap((entry) => {
      const [id, price] = entry.split(":");
      return selected.has(id) ? [[id, Number(price)] as const] : [];
    }),
  );
  try {
    const changed = await applyPriceChange(expected, priceChangeOf(parsed.data), { id: user.id, email: user.email });
    return data<ActionData>({ ok: t("products.prices.applied", { count: changed.length }), changed });
  } catch (error) {
    if (error instanceof PriceChangeError) return data<ActionData>({ error: t(`products.prices.errors.${error.code}`) }, { status: 409 });
    throw error;
  }
}

export const handle: CrumbHandle = { parent: { crumb: "shell.nav.products", to: "/admin/products" }, crumb: "products.prices.title" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "products.prices.title");

export default function PriceChange({ loaderData, actionData }: Route.ComponentProps) {
  const { ids, values, rows, errors, previewed } = loaderData;
  const answer = actionData as ActionData | undefined;
  const { t } = useTranslator();
  const { money, number } = useAdmin();
  const navigation = useNavigation();
  const location = useLocation();
  const [mode, setMode] = useState<PriceChangeMode>(values.mode);
  // A new preview loading (the GET form), or the page coming back after "Appliquer".
  const previewing = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const applying = navigation.state === "submitting" && navigation.formMethod === "POST";

  useEffect(() => {
    if (answer?.ok) toast.success(answer.ok);
    else if (answer?.error) toast.error(answer.error);
  }, [answer]);

  const signed = (minor: number) => `${minor > 0 ? "+" : minor < 0 ? "−" : ""}${money(Math.abs(minor), "ILS")}`;
  const names = new Map(rows.map((row) => [row.id, row]));

  if (answer?.ok && answer.changed) {
    return (
      <section aria-labelledby="prices-title" className="space-y-4">
        <h1 id="prices-title" className="text-3xl lg:text-4xl">{t("products.prices.title")}</h1>
        <div role="status" className="rounded-soft border border-lines bg-surface p-4">
          <p className="font-medium">{answer.ok}</p>
          {answer.changed.length > 0 && (
            <ul className="mt-3 divide-y divide-lines text-sm">
              {answer.changed.map((row) => (
                <li key={row.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>{names.get(row.id)?.name ?? row.id}</span>
                  {/* Each price reads left to right; the pair follows the page, the arrow pointing to the new one. */}
                  <span className="tabular-nums">
                    <bdi dir="ltr">{money(row.before, "ILS")}</bdi> <ChangeArrow />{" "}
                    <strong>
                      <bdi dir="ltr">{money(row.after, "ILS")}</bdi>
                    </strong>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Link to="/admin/products" className={buttonVariants({ variant: "surface", size: "md", className: "inline-flex items-center font-medium" })}>
          {t("products.prices.back")}
        </Link>
      </section>
    );
  }

  if (ids.length === 0 || rows.length === 0) {
    return (
      <section aria-labelledby="prices-title" className="space-y-4">
        <h1 id="prices-title" className="text-3xl lg:text-4xl">{t("products.prices.title")}</h1>
        <div className="rounded-soft border border-lines bg-surface px-4 py-10 text-center">
          <p>{t("products.prices.empty")}</p>
          <Link to="/admin/products" className={buttonVariants({ variant: "outline", size: "md", className: "mt-4 inline-flex items-center" })}>
            {t("products.prices.back")}
          </Link>
        </div>
      </section>
    );
  }

  const changing = rows.filter((row) => !row.refused && row.after !== null && row.after !== row.before);
  const refused = rows.filter((row) => row.refused);
  return (
    <section aria-labelledby="prices-title" className="space-y-5">
      <div>
        <h1 id="prices-title" className="text-3xl lg:text-4xl">{t("products.prices.title")}</h1>
        <p className="mt-1 text-sm text-muted">{t("products.prices.selected", { count: number(rows.length) })}</p>
      </div>

      {/* The change: a GET form, so the preview is a page (back and refresh keep it) and writes nothing. */}
      <Form method="get" className="space-y-4 rounded-soft border border-lines bg-surface p-4" aria-labelledby="prices-change-title">
        <h2 id="prices-change-title" className="font-sans text-base font-semibold">{t("products.prices.change")}</h2>
        {ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t("products.prices.mode")}</legend>
          <div className="flex flex-wrap gap-2">
            {PRICE_CHANGE_MODES.map((option) => (
              <label key={option} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-soft border border-lines px-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-background">
                <input type="radio" name="mode" value={option} defaultChecked={option === values.mode} onChange={() => setMode(option)} className="accent-accent" />
                {t(`products.prices.mode.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t("products.prices.direction")}</legend>
          <div className="flex flex-wrap gap-2">
            {PRICE_DIRECTIONS.map((option) => (
              <label key={option} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-soft border border-lines px-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-background">
                <input type="radio" name="direction" value={option} defaultChecked={option === values.direction} className="accent-accent" />
                {t(`products.prices.direction.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="prices-amount" className="mb-1 block text-sm font-medium">
            {t(mode === "percent" ? "products.prices.amount.percent" : "products.prices.amount.amount")}
          </label>
          <div className="flex max-w-xs items-center gap-2">
            <input
              id="prices-amount"
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              defaultValue={values.amount}
              required
              className="field tabular-nums"
              aria-describedby="prices-amount-hint prices-amount-error"
              aria-invalid={errors.amount ? true : undefined}
            />
            <span aria-hidden="true" className="text-sm font-medium">{mode === "percent" ? "%" : "₪"}</span>
          </div>
          <p id="prices-amount-hint" className="mt-1 text-xs text-muted">{t("products.prices.rounding")}</p>
          <FieldError id="prices-amount-error" message={errors.amount ?? errors.mode ?? errors.direction ?? errors.ids} />
        </div>
        <Button type="submit" disabled={previewing} aria-busy={previewing || undefined} variant="strong" size="md" className="disabled:opacity-60">
          {t("products.prices.preview")}
        </Button>
      </Form>

      <section aria-labelledby="prices-preview-title" aria-busy={previewing || undefined} className="rounded-soft border border-lines bg-surface">
        <h2 id="prices-preview-title" className="border-b border-lines px-4 py-3 font-sans text-base font-semibold">
          {previewed ? t("products.prices.previewTitle") : t("products.prices.currentTitle")}
        </h2>
        <p className="border-b border-lines px-4 py-2 text-xs text-muted">{t("products.prices.variantsKept")}</p>
        <ul className="divide-y divide-lines">
          {rows.map((row) => (
            <li key={row.id} className={`grid gap-1 px-4 py-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center ${previewing ? "opacity-60" : ""}`}>
              <span>
                <span className="font-medium">{row.name}</span> <bdi dir="ltr" className="text-xs text-muted">{row.sku}</bdi>
                {row.adjustments && (
                  <span className="block text-xs text-muted">
                    {t("products.prices.adjustments", { range: row.adjustments.min === row.adjustments.max ? signed(row.adjustments.min) : `${signed(row.adjustments.min)} … ${signed(row.adjustments.max)}` })}
                  </span>
                )}
                {row.refused && <span className="block text-xs font-medium text-accent-2">{t(`products.prices.refused.${row.refused}`)}</span>}
              </span>
              <span className="tabular-nums sm:text-end">
                {row.after === null ? (
                  <bdi dir="ltr">{money(row.before, "ILS")}</bdi>
                ) : (
                  <>
                    <bdi dir="ltr" className={row.after !== row.before ? "text-muted line-through" : undefined}>{money(row.before, "ILS")}</bdi> <ChangeArrow />{" "}
                    <strong>
                      <bdi dir="ltr">{money(row.after, "ILS")}</bdi>
                    </strong>{" "}
                    <bdi dir="ltr" className="text-xs text-muted">({signed(row.after - row.before)})</bdi>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>

      {previewed && (
        <Form method="post" className="space-y-2">
          {ids.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <input type="hidden" name="mode" value={values.mode} />
          <input type="hidden" name="direction" value={values.direction} />
          <input type="hidden" name="amount" value={values.amount} />
          {rows
            .filter((row) => !row.refused)
            .map((row) => (
              <input key={row.id} type="hidden" name="expected" value={`${row.id}:${row.before}`} />
            ))}
          {refused.length > 0 && <p className="text-sm text-accent-2">{t("products.prices.refusedNote", { count: number(refused.length) })}</p>}
          {changing.length === 0 ? (
            <p className="text-sm text-muted">{t("products.prices.nothing")}</p>
          ) : (
            <Button type="submit" disabled={applying} aria-busy={applying || undefined} variant="accent" size="md" className="w-full sm:w-auto">
              {t("products.prices.apply", { count: number(changing.length) })}
            </Button>
          )}
        </Form>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
