import { useMemo } from "react";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { Banknote } from "lucide-react";
import type { Route } from "./+types/orders";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { adminMessages } from "~/locales/admin";
import { bulkMoveOrders, cashToCollect, orderListPage, orderListSpec, type OrderListQuery } from "~/features/orders/orders-admin.server";
import { orderErrorText } from "~/features/orders/order-admin-texts.server";
import { createTranslator } from "~/lib/i18n";
import { orderBulkSchema } from "~/schemas/admin/orders";
import { listHref, parseListQuery } from "~/schemas/admin/list-query";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminFilter, type BulkAction } from "~/components/admin/data-table/data-table";
import { useOrderColumns } from "~/components/admin/orders/order-columns";
import { CURRENCIES } from "~/lib/money";
import { ORDER_STATUSES } from "../../../db/schema/commerce";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** The orders list (docs/product/admin-back-office.md#adm-4): status tabs with counts, the shared table, bulk moves and printing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "orders:read");
  const query = parseListQuery(orderListSpec, new URL(request.url).searchParams) as OrderListQuery;
  const [{ page, counts }, toCollect] = await Promise.all([orderListPage(query), cashToCollect()]);
  const { rows, total } = page;
  return { query, rows, total, counts, toCollect };
}

/** Bulk confirm or ship: each order moves on its own, and a refused one is named with its reason. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, lang } = await requireStaff({ request, context }, "orders:write");
  const t = createTranslator(lang, adminMessages(lang));
  const form = await readFormData(request);
  const parsed = orderBulkSchema.safeParse({ intent: form.get("intent"), ids: form.getAll("ids") });
  if (!parsed.success) return data({ error: t(parsed.error.issues[0]?.message ?? "adminOrders.errors.invalid"), results: [] }, { status: 400 });
  const results = await bulkMoveOrders(parsed.data.ids, parsed.data.intent, { id: user.id, email: user.email }, (error) => orderErrorText(error, t));
  return { results };
}

export const handle: CrumbHandle = { crumb: "shell.nav.orders" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "adminOrders.title");

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, counts, toCollect } = loaderData;
  const { t } = useTranslator();
  const { can, money, number } = useAdmin();
  const { search, pathname } = useLocation();

  const columns = useOrderColumns();
  const filters = useMemo<AdminFilter[]>(
    () => [
      { name: "currency", label: t("adminOrders.filter.currency"), options: CURRENCIES.map((currency) => ({ value: currency, label: currency })) },
      { name: "buyer", label: t("adminOrders.filter.buyer"), options: [{ value: "customer", label: t("adminOrders.buyer.customer") }, { value: "guest", label: t("adminOrders.buyer.guest") }] },
      { name: "from", label: t("adminOrders.filter.from"), type: "date" },
      { name: "to", label: t("adminOrders.filter.to"), type: "date" },
    ],
    [t],
  );
  const bulkActions = useMemo<BulkAction[]>(
    () => [
      ...(can("orders:write")
        ? [
            { intent: "confirm", label: t("adminOrders.bulk.confirm") },
            { intent: "ship", label: t("adminOrders.bulk.ship") },
          ]
        : []),
      { intent: "print", label: t("adminOrders.bulk.print"), href: (ids: string[]) => `/admin/orders/delivery-notes?${ids.map((id) => `id=${id}`).join("&")}` },
    ],
    [t, can],
  );

  const tabs = [{ status: undefined, label: t("adminOrders.tabs.all"), count: counts.all }, ...ORDER_STATUSES.map((status) => ({ status, label: t(`adminOrders.status.${status}`), count: counts[status] }))];

  return (
    <section aria-labelledby="orders-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="orders-title" className="text-3xl lg:text-4xl">{t("adminOrders.title")}</h1>
        <Link to="/admin/orders/collection" className={buttonVariants({ variant: "surface", size: "sm", inline: true })}>
          <Banknote aria-hidden="true" className="size-4" />
          {t("adminOrders.collection.title")}
        </Link>
      </div>

      {toCollect.length > 0 && (
        <Link
          to={listHref(query, { filters: { status: "shipped" } }, pathname)}
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-soft border border-accent/40 bg-accent-soft px-4 py-3 hover:border-accent"
        >
          <span className="font-medium">{t("adminOrders.cashToCollect")}</span>
          {toCollect.map((entry) => (
            <span key={entry.currency} className="text-sm">
              <bdi dir="ltr" className="font-semibold tabular-nums">{money(entry.amountMinor, entry.currency)}</bdi>{" "}
              <span className="text-muted">{t.plural("adminOrders.collection.orderCount", entry.count)}</span>
            </span>
          ))}
        </Link>
      )}

      <nav aria-label={t("adminOrders.tabs.label")} className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 px-1">
          {tabs.map((tab) => {
            const current = query.filters.status === tab.status;
            return (
              <li key={tab.status ?? "all"}>
                <Link
                  to={listHref(query, { filters: { status: tab.status } }, pathname)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm ${current ? "border-ink bg-ink text-background" : "border-lines bg-surface hover:bg-background"}`}
                >
                  {tab.label}
                  <bdi dir="ltr" className={`rounded-full px-1.5 text-xs tabular-nums ${current ? "bg-background/20" : "bg-background"}`}>{number(tab.count)}</bdi>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <DataTable
        caption={t("adminOrders.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `#${row.orderNumber} ${row.name}`}
        searchPlaceholder={t("adminOrders.searchPlaceholder")}
        filters={filters}
        keptFilters={["status"]}
        emptyText={t("adminOrders.empty")}
        exportHref={`/admin/orders/export.csv${search}`}
        bulkActions={bulkActions}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
