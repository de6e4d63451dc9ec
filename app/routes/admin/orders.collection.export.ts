import type { Route } from "./+types/orders.collection.export";
import { requireStaff } from "~/server/permissions.server";
import { collectionRange, collectionReport } from "~/features/orders/orders-admin.server";
import { csvResponse } from "~/features/admin/list.server";
import { adminMessages } from "~/locales/admin";
import { toDecimalString } from "~/lib/money";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/** The daily collection report of the chosen days as CSV (docs/product/admin-back-office.md#adm-4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "orders:read");
  const range = collectionRange(new URL(request.url).searchParams);
  const texts = adminMessages(lang);
  const days = await collectionReport(range);
  async function* rows() {
    yield* days;
  }
  return csvResponse(
    `collection-${range.from}-${range.to}.csv`,
    [
      { header: texts["adminOrders.collection.col.day"], value: (row) => row.day },
      { header: texts["adminOrders.filter.currency"], value: (row) => row.currency },
      { header: texts["adminOrders.collection.col.shippedCount"], value: (row) => row.shippedCount },
      { header: texts["adminOrders.collection.col.shipped"], value: (row) => toDecimalString(row.shippedMinor) },
      { header: texts["adminOrders.collection.col.delivered"], value: (row) => row.deliveredCount },
      { header: texts["adminOrders.method.cash"], value: (row) => toDecimalString(row.cashMinor) },
      { header: texts["adminOrders.method.card"], value: (row) => toDecimalString(row.cardMinor) },
      { header: texts["adminOrders.collection.col.collected"], value: (row) => toDecimalString(row.cashMinor + row.cardMinor) },
      { header: texts["adminOrders.collection.col.expected"], value: (row) => toDecimalString(row.expectedMinor) },
    ],
    rows(),
  );
}
