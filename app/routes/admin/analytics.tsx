/**
 * /admin/analytics (docs/product/admin-back-office.md#adm-32, docs/product/analytics-and-consent.md#ana-6): a period against the previous one of the
 * same length; visitors, page views, product views, add-to-cart rate, the funnel and revenue; each
 * split by day, language, currency, device and top product; the share of pay-on-delivery orders
 * refused or cancelled. Figures come from the daily rollups (features/analytics/analytics-admin.server.ts);
 * the chart library is loaded lazily, in the browser, by this screen only.
 */
import { lazy, Suspense, useMemo, useSyncExternalStore } from "react";
import { data, Form, isRouteErrorResponse, useNavigation } from "react-router";
import type { Route } from "./+types/analytics";
import { requireStaff } from "~/server/permissions.server";
import { analyticsPeriodSchema, type AnalyticsPeriod } from "~/schemas/analytics";
import { analyticsReport, defaultPeriod, type AnalyticsReport, type Figures, type ProductRow, type SplitRow, type EventRow } from "~/features/analytics/analytics-admin.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { ReportTable, type ReportColumn } from "~/components/analytics/report-table";
import { LANG_NAMES, isLang } from "~/lib/langs";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

const DailyChart = lazy(() => import("~/components/analytics/daily-chart"));

/** The period of the address (?from&to), or the last 30 days; a bad one is answered 400 with why. */
function periodOf(url: URL): { period: AnalyticsPeriod; error?: string } {
  const from = url.searchParams.get("from");
  const to = url.searchParams.get("to");
  if (!from && !to) return { period: defaultPeriod() };
  const parsed = analyticsPeriodSchema.safeParse({ from, to });
  return parsed.success ? { period: parsed.data } : { period: defaultPeriod(), error: parsed.error.issues[0]?.message ?? "" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "analytics:read");
  const { period, error } = periodOf(new URL(request.url));
  const report = await analyticsReport(period, lang);
  return data({ report, error: error ?? null }, { status: error ? 400 : 200 });
}

export const handle: CrumbHandle = { crumb: "shell.nav.analytics" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "analytics.screenTitle");

const noSubscribe = () => () => {};
/** True once hydrated: the chart is drawn in the browser only (it measures its box). */
const useHydrated = () => useSyncExternalStore(noSubscribe, () => true, () => false);

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { report, error } = loaderData;
  const { t } = useTranslator();
  const { number, money, dir, percent: formatPercent, day } = useAdmin();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/analytics";
  const hydrated = useHydrated();
  const { current, previous } = report.totals;
  const empty = current.pageViews === 0 && current.orders === 0 && current.addToCart === 0;

  // Rates to a tenth of a percent, formatted alike on the server and in the browser (hydration).
  const percent = (value: number) => formatPercent(value, { digits: 1 });
  const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
  const shekels = (minor: number) => money(minor, "ILS");
  const csv = (table: string) => `/admin/analytics/export.csv?table=${table}&from=${report.period.from}&to=${report.period.to}`;
  const csvLabel = (table: string) => ({ text: t("analytics.csv"), name: t("analytics.csvOf", { table }) });
  const keyLabel = (dimension: string, key: string) => {
    if (!key) return t("analytics.unknown");
    if (dimension === "lang") return isLang(key) ? LANG_NAMES[key] : key;
    if (dimension === "device") return t(`analytics.device.${key}`);
    if (dimension === "day") return day(key);
    return key;
  };

  const metrics: Array<{ id: string; label: string; value: (f: Figures) => string }> = [
    { id: "visitors", label: t("analytics.metric.visitors"), value: (f) => number(f.visitors) },
    { id: "pageViews", label: t("analytics.metric.pageViews"), value: (f) => number(f.pageViews) },
    { id: "productViews", label: t("analytics.metric.productViews"), value: (f) => number(f.productViews) },
    { id: "addToCartRate", label: t("analytics.metric.addToCartRate"), value: (f) => percent(rate(f.addToCart, f.productViews)) },
    { id: "orders", label: t("analytics.metric.orders"), value: (f) => number(f.orders) },
    { id: "revenue", label: t("analytics.metric.revenue"), value: (f) => shekels(f.revenueIls) },
  ];

  const splitColumns = (dimension: string): ReportColumn<SplitRow>[] => [
    { id: "key", header: t(`analytics.col.${dimension}`), cell: (row) => <bdi>{keyLabel(dimension, row.key)}</bdi> },
    { id: "visitors", header: t("analytics.metric.visitors"), align: "end", cell: (row) => number(row.visitors) },
    { id: "pageViews", header: t("analytics.metric.pageViews"), align: "end", cell: (row) => number(row.pageViews) },
    { id: "productViews", header: t("analytics.metric.productViews"), align: "end", cell: (row) => number(row.productViews) },
    { id: "addToCart", header: t("analytics.metric.addToCart"), align: "end", cell: (row) => number(row.addToCart) },
    { id: "rate", header: t("analytics.metric.addToCartRate"), align: "end", cell: (row) => percent(rate(row.addToCart, row.productViews)) },
    { id: "checkouts", header: t("analytics.metric.checkouts"), align: "end", cell: (row) => number(row.checkouts) },
    { id: "orders", header: t("analytics.metric.orders"), align: "end", cell: (row) => number(row.orders) },
    { id: "revenue", header: t("analytics.metric.revenue"), align: "end", cell: (row) => <bdi dir="ltr">{shekels(row.revenueIls)}</bdi> },
    ...(dimension === "currency"
      ? [{ id: "own", header: t("analytics.metric.revenueOwn"), align: "end" as const, cell: (row: SplitRow) => (row.key ? <bdi dir="ltr">{money(row.revenue, row.key as "ILS")}</bdi> : "") }]
      : []),
  ];
  const productColumns: ReportColumn<ProductRow>[] = [
    { id: "name", header: t("analytics.col.product"), cell: (row) => <bdi>{row.name}</bdi> },
    { id: "views", header: t("analytics.col.views"), align: "end", cell: (row) => number(row.views) },
    { id: "carts", header: t("analytics.col.carts"), align: "end", cell: (row) => number(row.carts) },
    { id: "quantity", header: t("analytics.col.quantity"), align: "end", cell: (row) => number(row.quantity) },
    { id: "revenue", header: t("analytics.metric.revenue"), align: "end", cell: (row) => <bdi dir="ltr">{shekels(row.revenueIls)}</bdi> },
  ];
  const eventColumns: ReportColumn<EventRow>[] = [
    { id: "event", header: t("analytics.col.event"), cell: (row) => t(`analytics.event.${row.type}`, { name: row.name }) },
    { id: "count", header: t("analytics.col.count"), align: "end", cell: (row) => number(row.events) },
    { id: "previous", header: t("analytics.col.previous"), align: "end", cell: (row) => number(row.previous) },
  ];

  const funnel = [
    { id: "product", value: current.productViews },
    { id: "cart", value: current.addToCart },
    { id: "checkout", value: current.checkouts },
    { id: "order", value: current.orders },
  ];
  const widest = Math.max(1, ...funnel.map((step) => step.value));
  const points = useMemo(() => report.splits.day.map((row) => ({ day: row.key, visitors: row.visitors, orders: row.orders })), [report.splits.day]);
  const refusals = report.refusals;

  return (
    <div className="space-y-6" aria-busy={loading || undefined}>
      <header>
        <h1 className="text-3xl lg:text-4xl">{t("analytics.screenTitle")}</h1>
        <p className="mt-1 max-w-3xl text-muted">{t("analytics.intro")}</p>
      </header>

      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-soft border border-lines bg-surface p-3" aria-label={t("analytics.period.legend")}>
        <label className="flex-[1_1_10rem]">
          <span className="mb-1 block text-xs font-medium text-muted">{t("analytics.period.from")}</span>
          <input type="date" name="from" defaultValue={report.period.from} key={`from-${report.period.from}`} required className="field" />
        </label>
        <label className="flex-[1_1_10rem]">
          <span className="mb-1 block text-xs font-medium text-muted">{t("analytics.period.to")}</span>
          <input type="date" name="to" defaultValue={report.period.to} key={`to-${report.period.to}`} required className="field" />
        </label>
        <Button type="submit" variant="primary">
          {t("analytics.period.apply")}
        </Button>
        <p className="w-full text-sm text-muted">
          {t("analytics.period.compared", { from: day(report.previous.from), to: day(report.previous.to) })}
        </p>
      </Form>

      {error && (
        <p role="alert" className="rounded-soft border border-accent-2/40 bg-accent-2/5 px-4 py-3 text-accent-2" data-testid="analytics-error">
          {t("analytics.period.invalid", { message: t(error) })}
        </p>
      )}
      {loading && (
        <p role="status" className="text-sm text-muted">
          {t("analytics.loading")}
        </p>
      )}

      <section aria-label={t("analytics.screenTitle")} className={loading ? "opacity-60" : undefined}>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
          {metrics.map((metric) => (
            <li key={metric.id} className="rounded-soft border border-lines bg-surface px-4 py-3" data-testid={`metric-${metric.id}`}>
              <span className="block text-sm text-muted">{metric.label}</span>
              <span className="mt-1 block text-2xl font-semibold tabular-nums" data-testid={`metric-${metric.id}-value`}>
                <bdi dir="ltr">{metric.value(current)}</bdi>
              </span>
              <span className="mt-1 block text-xs text-muted">{t("analytics.previous", { value: metric.value(previous) })}</span>
            </li>
          ))}
        </ul>
      </section>

      {empty ? (
        <p className="rounded-soft border border-dashed border-lines bg-surface px-4 py-10 text-center text-muted" data-testid="analytics-empty">
          {t("analytics.empty")}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="funnel-title" className="rounded-soft border border-lines bg-surface p-4" data-testid="analytics-funnel">
            <h2 id="funnel-title" className="font-sans text-base font-semibold">
              {t("analytics.funnel.title")}
            </h2>
            <ol className="mt-3 space-y-3">
              {funnel.map((step, index) => (
                <li key={step.id}>
                  <div className="flex justify-between gap-2 text-sm">
                    <span>{t(`analytics.funnel.${step.id}`)}</span>
                    <span className="tabular-nums">
                      <bdi dir="ltr">{number(step.value)}</bdi>
                      {index > 0 && <span className="ms-2 text-muted">{t("analytics.funnel.share", { share: percent(rate(step.value, funnel[index - 1].value)) })}</span>}
                    </span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-background" aria-hidden="true">
                    <div className="h-2 rounded-full bg-accent" style={{ width: `${(step.value / widest) * 100}%` }} />
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <figure className="rounded-soft border border-lines bg-surface p-4">
            <figcaption className="font-sans text-base font-semibold">{t("analytics.chart.title")}</figcaption>
            {/* A picture of the "by day" table below, which screen readers read instead. */}
            <div aria-hidden="true" className="mt-3 h-[260px]" dir="ltr">
              {hydrated ? (
                <Suspense fallback={<p className="text-sm text-muted">{t("analytics.chart.loading")}</p>}>
                  <DailyChart points={points} labels={{ visitors: t("analytics.metric.visitors"), orders: t("analytics.metric.orders") }} rtl={dir === "rtl"} dayLabel={(key) => day(key, "short")} dayTitle={day} />
                </Suspense>
              ) : (
                <p className="text-sm text-muted">{t("analytics.chart.loading")}</p>
              )}
            </div>
          </figure>
        </div>
      )}

      <section aria-labelledby="refusals-title" className="rounded-soft border border-lines bg-surface px-4 py-3" data-testid="analytics-refusals">
        <h2 id="refusals-title" className="font-sans text-base font-semibold">
          {t("analytics.refusals.title")}
        </h2>
        <p className="mt-1 text-2xl font-semibold tabular-nums">
          <bdi dir="ltr">{percent(rate(refusals.current.cancelled, refusals.current.orders))}</bdi>
        </p>
        <p className="text-sm text-muted">
          {t("analytics.refusals.value", { cancelled: number(refusals.current.cancelled), orders: number(refusals.current.orders) })} ·{" "}
          {t("analytics.previous", { value: percent(rate(refusals.previous.cancelled, refusals.previous.orders)) })}
        </p>
      </section>

      <ReportTable id="products" title={t("analytics.split.products")} rows={report.products} columns={productColumns} rowKey={(row) => row.productId} csvHref={csv("products")} csvLabel={csvLabel(t("analytics.split.products"))} emptyText={t("analytics.empty")} />
      {(["lang", "currency", "device"] as const).map((dimension) => (
        <ReportTable
          key={dimension}
          id={dimension}
          title={t(`analytics.split.${dimension}`)}
          rows={report.splits[dimension]}
          columns={splitColumns(dimension)}
          rowKey={(row) => row.key || "unknown"}
          csvHref={csv(dimension)}
          csvLabel={csvLabel(t(`analytics.split.${dimension}`))}
          emptyText={t("analytics.empty")}
        />
      ))}
      <ReportTable id="events" title={t("analytics.split.events")} rows={report.events} columns={eventColumns} rowKey={(row) => `${row.type}:${row.name}`} csvHref={csv("events")} csvLabel={csvLabel(t("analytics.split.events"))} emptyText={t("analytics.empty")} />
      <ReportTable id="day" title={t("analytics.split.day")} rows={[...report.splits.day].reverse()} columns={splitColumns("day")} rowKey={(row) => row.key} csvHref={csv("day")} csvLabel={csvLabel(t("analytics.split.day"))} emptyText={t("analytics.empty")} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}

export type { AnalyticsReport };
