/**
 * The orders list's columns (docs/product/admin-back-office.md#adm-4), for the shared DataTable: the live list
 * (routes/admin/orders.tsx) and the offline list (routes/admin/offline.tsx, from the snapshot on the
 * device, where nothing can be sorted on the server) both use them.
 */
import { useMemo } from "react";
import { Link } from "react-router";
import type { OrderRow } from "~/features/orders/orders-admin.server";
import type { AdminColumn } from "~/components/admin/data-table/data-table";
import { DateCell, MoneyCell, TextCell } from "~/components/admin/data-table/cells";
import { OrderStatusBadge } from "~/components/admin/orders/order-status-badge";
import { useTranslator } from "~/lib/request-context";

/** A row as the server sends it, or as the offline snapshot keeps it (its date as text). */
export type OrderListRow = Omit<OrderRow, "createdAt"> & { createdAt: Date | string };

export function useOrderColumns({ sortable = true }: { sortable?: boolean } = {}): AdminColumn<OrderListRow>[] {
  const { t } = useTranslator();
  return useMemo<AdminColumn<OrderListRow>[]>(() => {
    const columns: AdminColumn<OrderListRow>[] = [
      {
        id: "number",
        header: t("adminOrders.col.number"),
        sort: "number",
        primary: true,
        cell: (row) => (
          <Link to={`/admin/orders/${row.id}`} className="inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline md:min-h-0">
            <bdi dir="ltr" className="tabular-nums">#{row.orderNumber}</bdi>
            <span className="ms-2 font-normal md:hidden">{row.name}</span>
          </Link>
        ),
      },
      { id: "customer", header: t("adminOrders.col.customer"), hideOnCard: true, cell: (row) => <span className="whitespace-nowrap">{row.name}</span> },
      {
        id: "contact",
        header: t("adminOrders.col.contact"),
        cell: (row) => (
          <span className="flex flex-col items-start">
            <TextCell ltr>{row.phone}</TextCell>
            <bdi dir="ltr" className="block max-w-[15rem] truncate text-xs text-muted" title={row.email}>{row.email}</bdi>
          </span>
        ),
      },
      { id: "status", header: t("adminOrders.col.status"), sort: "status", cell: (row) => <OrderStatusBadge status={row.status} /> },
      { id: "buyer", header: t("adminOrders.col.buyer"), cell: (row) => <TextCell muted>{t(row.guest ? "adminOrders.buyer.guest" : "adminOrders.buyer.customer")}</TextCell> },
      { id: "total", header: t("adminOrders.col.total"), sort: "total", align: "end", cell: (row) => <MoneyCell minor={row.totalMinor} currency={row.currency} /> },
      { id: "createdAt", header: t("adminOrders.col.createdAt"), sort: "createdAt", cell: (row) => <DateCell value={row.createdAt} withTime /> },
    ];
    return sortable ? columns : columns.map(({ sort: _sort, ...column }) => column);
  }, [t, sortable]);
}
