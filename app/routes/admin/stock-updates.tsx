/**
 * /admin/stock-updates (SPEC.md `stock-updates`, issue 10 point 8): every stock movement with its
 * reason, who made it and its order, filtered by product, variant, reason and date in the URL, in
 * the shared data table.
 */
import { useMemo } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/stock-updates";
import { requireStaff } from "~/server/permissions.server";
import { adminLang } from "~/server/request-context.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { listStockMovementsFor, stockMovementListSpec, type StockMovementListQuery, type StockMovementRow } from "~/features/stock/stock-admin.server";
import { productChoices } from "~/features/catalog/catalog.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { DateCell, StatusCell, TextCell, type StatusTone } from "~/components/admin/data-table/cells";
import { STOCK_REASONS } from "../../../db/schema";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "stock:read");
  const lang = await adminLang(request);
  const query = parseListQuery(stockMovementListSpec, new URL(request.url).searchParams) as StockMovementListQuery;
  const [{ rows, total }, products] = await Promise.all([listStockMovementsFor(query, lang), productChoices(lang)]);
  return { query, rows, total, products };
}

export const handle: CrumbHandle = { crumb: "shell.nav.stockUpdates" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "stock.title");

const REASON_TONES: Record<string, StatusTone> = { order: "info", cancel: "warning", admin: "neutral", seed: "neutral", import: "neutral" };

export default function StockUpdates({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, products } = loaderData;
  const { t } = useAdmin();
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
