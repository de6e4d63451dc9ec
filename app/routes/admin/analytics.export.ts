/**
 * /admin/analytics/export.csv?table=…&from&to: one table of the analytics screen as CSV
 * (docs/product/analytics-and-consent.md#ana-6), with the screen's headers in the admin's language and plain numbers (amounts as decimals).
 */
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/analytics.export";
import { requireStaff } from "~/server/permissions.server";
import { adminMiddleware } from "~/features/admin/admin-context.server";
import { csvResponse, type CsvColumn } from "~/features/admin/list.server";
import { analyticsPeriodSchema } from "~/schemas/analytics";
import { defaultPeriod, eventCounts, previousPeriod, split, topProducts, type EventRow, type ProductRow, type SplitRow } from "~/features/analytics/analytics-admin.server";
import { toDecimalString } from "~/lib/money";

const tableSchema = z.enum(["day", "lang", "currency", "device", "products", "events"], { error: "Tableau inconnu" });

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

async function* each<T>(rows: T[]) {
  yield* rows;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, t } = await requireStaff({ request, context }, "analytics:read");
  const url = new URL(request.url);
  const table = tableSchema.safeParse(url.searchParams.get("table"));
  const given = url.searchParams.has("from") || url.searchParams.has("to");
  const period = given ? analyticsPeriodSchema.safeParse({ from: url.searchParams.get("from"), to: url.searchParams.get("to") }) : { success: true as const, data: defaultPeriod() };
  if (!table.success) return data({ error: table.error.issues[0]?.message }, { status: 400 });
  if (!period.success) {
    const key = period.error.issues[0]?.message ?? "analytics.period.errors.date";
    return data({ error: t(key) }, { status: 400 });
  }
  const name = `analytics-${table.data}-${period.data.from}-${period.data.to}.csv`;

  if (table.data === "products") {
    const columns: CsvColumn<ProductRow>[] = [
      { header: t("analytics.col.product"), value: (row) => row.name },
      { header: t("analytics.col.views"), value: (row) => row.views },
      { header: t("analytics.col.carts"), value: (row) => row.carts },
      { header: t("analytics.col.quantity"), value: (row) => row.quantity },
      { header: t("analytics.metric.revenue"), value: (row) => toDecimalString(row.revenueIls) },
    ];
    return csvResponse(name, columns, each(await topProducts(period.data, lang, null)));
  }
  if (table.data === "events") {
    const columns: CsvColumn<EventRow>[] = [
      { header: t("analytics.col.event"), value: (row) => `${row.type}:${row.name}` },
      { header: t("analytics.col.count"), value: (row) => row.events },
      { header: t("analytics.col.previous"), value: (row) => row.previous },
    ];
    return csvResponse(name, columns, each(await eventCounts(period.data, previousPeriod(period.data))));
  }
  const columns: CsvColumn<SplitRow>[] = [
    { header: t(`analytics.col.${table.data}`), value: (row) => row.key },
    { header: t("analytics.metric.visitors"), value: (row) => row.visitors },
    { header: t("analytics.metric.pageViews"), value: (row) => row.pageViews },
    { header: t("analytics.metric.productViews"), value: (row) => row.productViews },
    { header: t("analytics.metric.addToCart"), value: (row) => row.addToCart },
    { header: t("analytics.metric.checkouts"), value: (row) => row.checkouts },
    { header: t("analytics.metric.orders"), value: (row) => row.orders },
    { header: t("analytics.metric.revenue"), value: (row) => toDecimalString(row.revenueIls) },
    ...(table.data === "currency" ? [{ header: t("analytics.metric.revenueOwn"), value: (row: SplitRow) => toDecimalString(row.revenue) }] : []),
  ];
  return csvResponse(name, columns, each(await split(period.data, table.data)));
}
