/**
 * The `analytics` screen's figures (docs/product/analytics-and-consent.md#ana-6). Everything is read from the daily rollups
 * (analytics_daily, analytics_daily_products: migration 0016), never from the events: a period of a
 * year is at most a few tens of thousands of summed rows, whatever the number of events
 * (bench/analytics.mjs measures it on 1,000,000 events).
 *
 * Definitions, the same in every table:
 * - visitors: visits, i.e. page views that start one (a new tab session with consent, a page
 *   reached from elsewhere without it): a visitor who refused consent is counted with no identifier;
 * - page views, product views (page views of a product page), checkouts (of the checkout page);
 * - adds to cart; orders (their first purchase line); revenue, the purchase lines in shekels at each
 *   order's rate (the currency table also gives each currency's own amount).
 */
import { sql, type SQL } from "drizzle-orm";
import { db } from "~/server/db.server";
import type { AnalyticsPeriod } from "~/schemas/analytics";
import type { Lang } from "~/lib/langs";

export const SHOP_TIME_ZONE = "Asia/Jerusalem";
const DAY_MS = 86_400_000;

export interface Figures {
  visitors: number;
  pageViews: number;
  productViews: number;
  addToCart: number;
  checkouts: number;
  orders: number;
  revenueIls: number;
  /** In the row's own currency: only the currency split has one. */
  revenue: number;
}
export type SplitRow = Figures & { key: string };
export type Dimension = "day" | "lang" | "currency" | "device";
export const DIMENSIONS: Dimension[] = ["day", "lang", "currency", "device"];

export interface ProductRow {
  productId: string;
  name: string;
  views: number;
  carts: number;
  quantity: number;
  revenueIls: number;
}
export interface EventRow {
  type: string;
  name: string;
  events: number;
  previous: number;
}

/** Today in the shop's time zone, as YYYY-MM-DD. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const length = (p: AnalyticsPeriod) => Math.round((Date.parse(p.to) - Date.parse(p.from)) / DAY_MS) + 1;

/** The last 30 days, today included. */
export function defaultPeriod(now = new Date()): AnalyticsPeriod {
  const to = shopToday(now);
  return { from: addDays(to, -29), to };
}

/** The same number of days just before. */
export function previousPeriod(p: AnalyticsPeriod): AnalyticsPeriod {
  const days = length(p);
  return { from: addDays(p.from, -days), to: addDays(p.from, -1) };
}

/** Every day of the period, so the day table and chart show days without events as zeros. */
export function daysOf(p: AnalyticsPeriod): string[] {
  return Array.from({ length: length(p) }, (_, i) => addDays(p.from, i));
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

const FIGURES = sql`
  coalesce(sum(entries) filter (where event_type = 'page_view'), 0)::int as "visitors",
  coalesce(sum(events) filter (where event_type = 'page_view'), 0)::int as "pageViews",
  coalesce(sum(events) filter (where event_type = 'page_view' and event_name = 'product'), 0)::int as "productViews",
  coalesce(sum(events) filter (where event_type = 'add_to_cart'), 0)::int as "addToCart",
  coalesce(sum(events) filter (where event_type = 'page_view' and event_name = 'checkout'), 0)::int as "checkouts",
  coalesce(sum(entries) filter (where event_type = 'purchase'), 0)::int as "orders",
  coalesce(sum(amount_ils) filter (where event_type = 'purchase'), 0)::bigint as "revenueIls",
  coalesce(sum(amount) filter (where event_type = 'purchase'), 0)::bigint as "revenue"`;

const KEYS: Record<Dimension, SQL> = {
  day: sql`to_char(day, 'YYYY-MM-DD')`,
  lang: sql`lang`,
  currency: sql`currency`,
  device: sql`device_type`,
};

function numbers<T extends Figures>(row: T): T {
  return { ...row, revenueIls: Number(row.revenueIls), revenue: Number(row.revenue) };
}

/** The period's totals. */
export async function totals(p: AnalyticsPeriod): Promise<Figures> {
  const [row] = await rows<Figures>(sql`select ${FIGURES} from analytics_daily where day between ${p.from}::date and ${p.to}::date`);
  return numbers(row);
}

/** The period's figures split by one dimension ('' is unknown: an event without a device, say). */
export async function split(p: AnalyticsPeriod, dimension: Dimension): Promise<SplitRow[]> {
  const key = KEYS[dimension];
  const found = (
    await rows<SplitRow>(sql`select ${key} as "key", ${FIGURES} from analytics_daily where day between ${p.from}::date and ${p.to}::date group by 1 order by 1`)
  ).map(numbers);
  if (dimension !== "day") return found;
  const byDay = new Map(found.map((row) => [row.key, row]));
  const zero: Figures = { visitors: 0, pageViews: 0, productViews: 0, addToCart: 0, checkouts: 0, orders: 0, revenueIls: 0, revenue: 0 };
  return daysOf(p).map((day) => byDay.get(day) ?? { key: day, ...zero });
}

/**
 * The products most sold, then most viewed, with their name in the admin's language: the screen
 * shows the first ten, the CSV export every product (`limit` null).
 */
export async function topProducts(p: AnalyticsPeriod, lang: Lang, limit: number | null = 10): Promise<ProductRow[]> {
  const found = await rows<ProductRow>(sql`
    select r.product_id as "productId",
           coalesce(t.name, f.name, r.name, r.product_id::text) as "name",
           r.views::int as "views", r.carts::int as "carts", r.quantity::int as "quantity", r.revenue_ils::bigint as "revenueIls"
    from (
      select product_id, max(product_name) as name, sum(views) as views, sum(carts) as carts, sum(quantity) as quantity, sum(amount_ils) as revenue_ils
      from analytics_daily_products where day between ${p.from}::date and ${p.to}::date
      group by product_id
      order by sum(amount_ils) desc, sum(views) desc, product_id
      limit ${limit}
    ) r
    left join product_translations t on t.product_id = r.product_id and t.lang = ${lang}
    left join product_translations f on f.product_id = r.product_id and f.lang = 'fr'
    order by r.revenue_ils desc, r.views desc, r.product_id`);
  return found.map((row) => ({ ...row, revenueIls: Number(row.revenueIls) }));
}

/** Every kind of event, this period and the previous one (scroll depths, calls, checkout errors...). */
export async function eventCounts(p: AnalyticsPeriod, before: AnalyticsPeriod): Promise<EventRow[]> {
  return rows<EventRow>(sql`
    select event_type as "type", event_name as "name",
           coalesce(sum(events) filter (where day >= ${p.from}::date), 0)::int as "events",
           coalesce(sum(events) filter (where day <= ${before.to}::date), 0)::int as "previous"
    from analytics_daily where day between ${before.from}::date and ${p.to}::date
    group by 1, 2 order by 1, 2`);
}

export interface RefusalShare {
  orders: number;
  cancelled: number;
}

/**
 * Pay-on-delivery orders (every order: docs/product/catalogue.md#cat-14) placed in the period, and those cancelled, which
 * is how a refused parcel ends. Read from orders here, a count only, to keep the screen's figures in
 * one service; the orders service stays the only writer.
 */
export async function refusalShare(p: AnalyticsPeriod): Promise<RefusalShare> {
  const [row] = await rows<RefusalShare>(sql`
    select count(*)::int as "orders", (count(*) filter (where status = 'cancelled'))::int as "cancelled"
    from orders
    where created_at >= (${p.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}
      and created_at < (${p.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`);
  return row;
}

export interface AnalyticsReport {
  period: AnalyticsPeriod;
  previous: AnalyticsPeriod;
  totals: { current: Figures; previous: Figures };
  splits: Record<Dimension, SplitRow[]>;
  products: ProductRow[];
  events: EventRow[];
  refusals: { current: RefusalShare; previous: RefusalShare };
}

/** The grouping sets' bits, in the order of GROUPING(day, lang, currency, device_type, event_type, event_name). */
const SET_OF_BITS: Record<number, Dimension | "total" | "events"> = {
  0b111111: "total",
  0b011111: "day",
  0b101111: "lang",
  0b110111: "currency",
  0b111011: "device",
  0b111100: "events",
};

type GroupedRow = Figures & {
  current: boolean;
  bits: number;
  day: string | null;
  lang: string | null;
  currency: string | null;
  device: string | null;
  eventType: string | null;
  eventName: string | null;
  events: number;
};

/**
 * Everything the screen shows. The totals, the four splits and the event counts of both periods come
 * from ONE pass over the rollup (grouping sets): on PGlite every query waits for the one before, so
 * fewer passes is what keeps the screen fast.
 */
export async function analyticsReport(period: AnalyticsPeriod, lang: Lang): Promise<AnalyticsReport> {
  const previous = previousPeriod(period);
  const grouped = await rows<GroupedRow>(sql`
    select cur as "current",
           grouping(day, lang, currency, device_type, event_type, event_name)::int as "bits",
           to_char(day, 'YYYY-MM-DD') as "day", lang as "lang", currency as "currency", device_type as "device",
           event_type as "eventType", event_name as "eventName",
           coalesce(sum(events), 0)::int as "events",
           ${FIGURES}
    from (select *, day >= ${period.from}::date as cur from analytics_daily where day between ${previous.from}::date and ${period.to}::date) d
    group by grouping sets ((cur), (cur, day), (cur, lang), (cur, currency), (cur, device_type), (cur, event_type, event_name))`);
  const [products, refusals] = await Promise.all([topProducts(period, lang), refusalShares(period, previous)]);

  const zero: Figures = { visitors: 0, pageViews: 0, productViews: 0, addToCart: 0, checkouts: 0, orders: 0, revenueIls: 0, revenue: 0 };
  const totals = { current: { ...zero }, previous: { ...zero } };
  const splits: Record<Dimension, SplitRow[]> = { day: [], lang: [], currency: [], device: [] };
  const events = new Map<string, EventRow>();
  for (const raw of grouped) {
    const set = SET_OF_BITS[raw.bits];
    const { visitors, pageViews, productViews, addToCart, checkouts, orders } = raw;
    const figures = numbers({ visitors, pageViews, productViews, addToCart, checkouts, orders, revenueIls: raw.revenueIls, revenue: raw.revenue });
    if (set === "total") totals[raw.current ? "current" : "previous"] = figures;
    else if (set === "events") {
      const key = `${raw.eventType}:${raw.eventName}`;
      const row = events.get(key) ?? { type: raw.eventType!, name: raw.eventName!, events: 0, previous: 0 };
      row[raw.current ? "events" : "previous"] = raw.events;
      events.set(key, row);
    } else if (set && raw.current) {
      const key = set === "day" ? raw.day : set === "device" ? raw.device : raw[set];
      splits[set].push({ key: key ?? "", ...figures });
    }
  }
  for (const dimension of DIMENSIONS) splits[dimension].sort((a, b) => a.key.localeCompare(b.key));
  const byDay = new Map(splits.day.map((row) => [row.key, row]));
  splits.day = daysOf(period).map((day) => byDay.get(day) ?? { key: day, ...zero });
  const eventRows = [...events.values()].sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name));

  return { period, previous, totals, splits, products, events: eventRows, refusals };
}

/** refusalShare for both periods in one query. */
async function refusalShares(period: AnalyticsPeriod, previous: AnalyticsPeriod): Promise<{ current: RefusalShare; previous: RefusalShare }> {
  const start = (day: string) => sql`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
  const end = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;
  const [row] = await rows<{ orders: number; cancelled: number; previousOrders: number; previousCancelled: number }>(sql`
    select (count(*) filter (where created_at >= ${start(period.from)}))::int as "orders",
           (count(*) filter (where created_at >= ${start(period.from)} and status = 'cancelled'))::int as "cancelled",
           (count(*) filter (where created_at < ${start(period.from)}))::int as "previousOrders",
           (count(*) filter (where created_at < ${start(period.from)} and status = 'cancelled'))::int as "previousCancelled"
    from orders
    where created_at >= ${start(previous.from)} and created_at < ${end(period.to)}`);
  return { current: { orders: row.orders, cancelled: row.cancelled }, previous: { orders: row.previousOrders, cancelled: row.previousCancelled } };
}
