import type { Route } from "./+types/orders.export";
import { requireStaff } from "~/server/permissions.server";
import { allOrders, orderListSpec, type OrderListQuery } from "~/features/orders/orders-admin.server";
import { csvResponse } from "~/features/admin/list.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { adminMessages } from "~/locales/admin";
import { toDecimalString } from "~/lib/money";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/** The orders of the current tab, search, filters and sort as CSV, streamed (docs/product/admin-back-office.md#adm-4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "orders:read");
  const query = parseListQuery(orderListSpec, new URL(request.url).searchParams) as OrderListQuery;
  const texts = adminMessages(lang);
  const date = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `orders-${date}.csv`,
    [
      { header: texts["adminOrders.col.number"], value: (row) => row.orderNumber },
      { header: texts["adminOrders.col.createdAt"], value: (row) => row.createdAt.toISOString() },
      { header: texts["adminOrders.col.status"], value: (row) => texts[`adminOrders.status.${row.status}`] },
      { header: texts["adminOrders.col.customer"], value: (row) => row.name },
      { header: texts["adminOrders.detail.email"], value: (row) => row.email },
      { header: texts["adminOrders.detail.phone"], value: (row) => row.phone },
      { header: texts["adminOrders.detail.city"], value: (row) => row.city },
      { header: texts["adminOrders.col.buyer"], value: (row) => texts[row.guest ? "adminOrders.buyer.guest" : "adminOrders.buyer.customer"] },
      { header: texts["adminOrders.filter.currency"], value: (row) => row.currency },
      // Plain decimals, which spreadsheets read as numbers.
      { header: texts["adminOrders.col.total"], value: (row) => toDecimalString(row.totalMinor) },
      { header: `${texts["adminOrders.col.total"]} (ILS)`, value: (row) => toDecimalString(row.totalIlsMinor) },
    ],
    allOrders(query),
  );
}
