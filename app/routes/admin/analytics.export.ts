/**
 * /admin/analytics/export.csv?table=…&from&to: one table of the analytics screen as CSV (issue 13
 * point 3), with the screen's headers in the admin's language and plain numbers (amounts as decimals).
 */
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/analytics.export";
import { requireStaff } from "~/server/permissions.server";
import { adminLang } from "~/server/request-context.server";
import { adminMessages } from "~/locales/admin";
import { csvResponse, type CsvColumn } from "~/features/admin/list.server";
import { analyticsPeriodSchema } from "~/schemas/analytics";
import { defaultPeriod, eventCounts, previousPeriod, split, topProducts, type EventRow, type ProductRow, type SplitRow } from "~/features/analytics/analytics-admin.server";
import { toDecimalString } from "~/lib/money";

const tableSchema = z.enum(["day", "lang", "currency", "device", "products", "events"], { error: "Tableau inconnu" });

async function* each<T>(rows: T[]) {
  yield* rows;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "analytics:read");
  const url = new URL(request.url);
  const table = tableSchema.safeParse(url.searchParams.get("table"));
  const given = url.searchParams.has("from") || url.searchParams.has("to");
  const period = given ? analyticsPeriodSchema.safeParse({ from: url.searchParams.get("from"), to: url.searchParams.get("to") }) : { success: true as const, data: defaultPeriod() };
  if (!table.success) return data({ error: table.error.issues[0]?.message }, { status: 400 });
  const lang = await adminLang(request);
  const texts = adminMessages(lang);
  if (!period.success) {
    const key = period.error.issues[0]?.message ?? "analytics.period.errors.date";
    return data({ error: texts[key] ?? key }, { status: 400 });
  }
  const name = `analytics-${table.data}-${period.data.from}-${period.data.to}.csv`;

  if (table.data === "products") {
    const columns: CsvColumn<ProductRow>[] = [
      { header: texts["analytics.col.product"], value: (row) => row.name },
      { header: texts["analytics.col.views"], value: (row) => row.views },
      { header: texts["analytics.col.carts"], value: (row) => row.carts },
      { header: texts["analytics.col.quantity"], value: (row) => row.quantity },
      { header: texts["analytics.metric.revenue"], value: (row) => toDecimalString(row.revenueIls) },
    ];
    return csvResponse(name, columns, each(await topProducts(period.data, lang, null)));
  }
  if (table.data === "events") {
    const columns: CsvColumn<EventRow>[] = [
      { header: texts["analytics.col.event"], value: (row) => `${row.type}:${row.name}` },
      { header: texts["analytics.col.count"], value: (row) => row.events },
      { header: texts["analytics.col.previous"], value: (row) => row.previous },
    ];
    return csvResponse(name, columns, each(await eventCounts(period.data, previousPeriod(period.data))));
  }
  const columns: CsvColumn<SplitRow>[] = [
    { header: texts[`analytics.col.${table.data}`], value: (row) => row.key },
    { header: texts["analytics.metric.visitors"], value: (row) => row.visitors },
    { header: texts["analytics.metric.pageViews"], value: (row) => row.pageViews },
    { header: texts["analytics.metric.productViews"], value: (row) => row.productViews },
    { header: texts["analytics.metric.addToCart"], value: (row) => row.addToCart },
    { header: texts["analytics.metric.checkouts"], value: (row) => row.checkouts },
    { header: texts["analytics.metric.orders"], value: (row) => row.orders },
    { header: texts["analytics.metric.revenue"], value: (row) => toDecimalString(row.revenueIls) },
    ...(table.data === "currency" ? [{ header: texts["analytics.metric.revenueOwn"], value: (row: SplitRow) => toDecimalString(row.revenue) }] : []),
  ];
  return csvResponse(name, columns, each(await split(period.data, table.data)));
}
