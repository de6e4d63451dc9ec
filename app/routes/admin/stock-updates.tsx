/**
 * /admin/stock-updates (docs/product/admin-back-office.md#adm-11, docs/product/admin-back-office.md#adm-11): every stock movement with its
 * reason, who made it and its order, filtered by product, variant, reason and date in the URL, in
 * the shared data table. Above it, the low-stock threshold (docs/product/admin-back-office.md#adm-15): the owner changes it
 * here ("settings:write"); others read it.
 */
import { useEffect, useMemo } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import type { Route } from "./+types/stock-updates";
import { requireStaff } from "~/server/permissions.server";
import { logger } from "~/server/logger.server";
import { readFormData } from "~/server/form-data.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { LOW_STOCK_THRESHOLD_INTENT, MAX_LOW_STOCK_THRESHOLD, lowStockThresholdSchema } from "~/schemas/admin/stock";
import { listStockMovementsFor, setLowStockThreshold, stockMovementListSpec, type StockMovementListQuery, type StockMovementRow } from "~/features/stock/stock-admin.server";
import { getLowStockThreshold } from "~/features/content/settings.server";
import { FieldError } from "~/components/admin/form/field-error";
import { toast } from "~/components/ui/toast";
import { productChoices } from "~/features/catalog/catalog.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { DateCell, StatusCell, TextCell, type StatusTone } from "~/components/admin/data-table/cells";
import { STOCK_REASONS } from "../../../db/schema";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "stock:read");
  const query = parseListQuery(stockMovementListSpec, new URL(request.url).searchParams) as StockMovementListQuery;
  const [{ rows, total }, products, lowStockThreshold] = await Promise.all([listStockMovementsFor(query, lang), productChoices(lang), getLowStockThreshold()]);
  return { query, rows, total, products, lowStockThreshold };
}

type ActionData = { ok?: string; error?: string; errors?: Record<string, string> };

/** The low-stock threshold's form: the owner's setting, audited (setLowStockThreshold). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "settings:write");
  const parsed = lowStockThresholdSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), t(issue.message)]));
    return data<ActionData>({ errors }, { status: 400 });
  }
  const value = parsed.data.threshold;
  try {
    const changed = await setLowStockThreshold(value, { id: user.id, email: user.email });
    return data<ActionData>({ ok: t(changed ? "stock.threshold.saved" : "stock.threshold.unchanged", { value }) });
  } catch (error) {
    logger.error({ err: error }, "low-stock threshold not saved");
    return data<ActionData>({ error: t("stock.threshold.errors.generic") }, { status: 500 });
  }
}

export const handle: CrumbHandle = { crumb: "shell.nav.stockUpdates" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "stock.title");

const REASON_TONES: Record<string, StatusTone> = { order: "info", cancel: "warning", admin: "neutral", seed: "neutral", import: "neutral" };

export default function StockUpdates({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, total, products, lowStockThreshold } = loaderData;
  const { t } = useTranslator();
  const chosen = products.find((product) => product.id === query.filters.product);

  const columns = useMemo<AdminColumn<StockMovementRow>[]>(
    () => [
      { id: "createdAt", header: t("stock.col.date"), sort: "createdAt", cell: (row) => <DateCell value={row.createdAt} withTime /> },
      {
        id: "product",
        header: t("stock.col.product"),
        primary: true,
        cell: (row) => (
          <span>
            {row.product.name || <bdi dir="ltr">{row.product.sku}</bdi>}
            {row.variant && <span className="text-muted"> · {row.variant.label || <bdi dir="ltr">{row.variant.sku}</bdi>}</span>}
          </span>
        ),
      },
      { id: "reason", header: t("stock.col.reason"), sort: "reason", cell: (row) => <StatusCell label={t(`stock.reason.${row.reason}`)} tone={REASON_TONES[row.reason] ?? "neutral"} /> },
      {
        id: "delta",
        header: t("stock.col.delta"),
        sort: "delta",
        align: "end",
        cell: (row) => (
          <bdi dir="ltr" className={`tabular-nums font-medium ${row.delta < 0 ? "text-accent-2" : "text-[#1e5630]"}`}>
            {row.delta > 0 ? "+" : ""}
            {row.delta}
          </bdi>
        ),
      },
      { id: "stockAfter", header: t("stock.col.stockAfter"), sort: "stockAfter", align: "end", cell: (row) => <bdi dir="ltr" className="tabular-nums">{row.stockAfter}</bdi> },
      {
        id: "order",
        header: t("stock.col.order"),
        cell: (row) =>
          row.order ? (
            <Link to={`/admin/orders/${row.order.id}`} className="inline-flex min-h-11 items-center underline underline-offset-4 md:min-h-0">
              <bdi dir="ltr" className="tabular-nums">#{row.order.orderNumber ?? "—"}</bdi>
            </Link>
          ) : (
            <TextCell>{null}</TextCell>
          ),
      },
      {
        id: "actor",
        header: t("stock.col.actor"),
        cell: (row) => (row.actor ? <TextCell ltr={!row.actor.name}>{row.actor.name || row.actor.email || t("stock.actor.removed")}</TextCell> : <TextCell muted>{t("stock.actor.system")}</TextCell>),
      },
      { id: "note", header: t("stock.col.note"), hideOnCard: true, cell: (row) => <TextCell muted>{row.note}</TextCell> },
    ],
    [t],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [
      { name: "product", label: t("stock.filter.product"), options: products.map((product) => ({ value: product.id, label: product.name || product.sku })) },
      // The variants of the chosen product (choose a product first).
      ...(chosen && chosen.variants.length > 0 ? [{ name: "variant", label: t("stock.filter.variant"), options: chosen.variants.map((variant) => ({ value: variant.id, label: variant.label || variant.sku })) }] : []),
      { name: "reason", label: t("stock.filter.reason"), options: STOCK_REASONS.map((reason) => ({ value: reason, label: t(`stock.reason.${reason}`) })) },
      { name: "from", label: t("stock.filter.from"), type: "date" as const },
      { name: "to", label: t("stock.filter.to"), type: "date" as const },
    ],
    [t, products, chosen],
  );

  return (
    <section aria-labelledby="stock-title" className="space-y-4">
      <header>
        <h1 id="stock-title" className="text-3xl lg:text-4xl">{t("stock.title")}</h1>
        <p className="mt-1 text-muted">{t("stock.intro")}</p>
      </header>
      <LowStockThreshold value={lowStockThreshold} answer={actionData as ActionData | undefined} />
      <DataTable
        caption={t("stock.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.product.name}
        filters={filters}
        searchable={false}
        emptyText={t("stock.empty")}
      />
    </section>
  );
}

/** "Seuil de stock bas": a number and a button for the owner; the value alone for everyone else. */
function LowStockThreshold({ value, answer }: { value: number; answer?: ActionData }) {
  const { t } = useTranslator();
  const { can, number } = useAdmin();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === LOW_STOCK_THRESHOLD_INTENT;
  // Each answer is said once, as a toast; a field error stays under the field.
  useEffect(() => {
    if (answer?.ok) toast.success(answer.ok);
    else if (answer?.error) toast.error(answer.error);
  }, [answer]);
  if (!can("settings:write")) {
    return <p className="text-sm text-muted" data-testid="low-stock-threshold">{t("stock.threshold.current", { value: number(value) })}</p>;
  }
  const error = answer?.errors?.threshold ?? answer?.errors?.intent ?? answer?.errors?.form;
  return (
    <Form method="post" noValidate className="rounded-soft border border-lines bg-surface p-4" data-testid="low-stock-threshold">
      <input type="hidden" name="intent" value={LOW_STOCK_THRESHOLD_INTENT} />
      <label htmlFor="low-stock-threshold" className="mb-1 block text-sm font-medium">{t("stock.threshold.label")}</label>
      <div className="flex flex-wrap items-start gap-2">
        <input
          // A saved value starts the field afresh from what the page now holds.
          key={value}
          id="low-stock-threshold"
          name="threshold"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_LOW_STOCK_THRESHOLD}
          step={1}
          required
          dir="ltr"
          defaultValue={value}
          className="field w-28 text-center tabular-nums"
          aria-describedby="low-stock-threshold-hint low-stock-threshold-error"
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} variant="accent" size="md">
          {t("stock.threshold.save")}
        </Button>
      </div>
      <p id="low-stock-threshold-hint" className="mt-1 text-xs text-muted">{t("stock.threshold.hint")}</p>
      <FieldError id="low-stock-threshold-error" message={error} />
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
