/**
 * The orders' figures for the dashboard (docs/product/admin-back-office.md#adm-3): what waits for someone (orders to
 * confirm, to ship, cash still to collect per currency) and the sales of today, 7 and 30 days, each
 * against the period just before. Two aggregate queries over indexed columns, so the dashboard
 * stays fast with years of orders (bench/admin.mjs).
 */
import { sql } from "drizzle-orm";
import { db, queryRows } from "~/server/db.server";
import { orders } from "../../../db/schema";

/** The shop's clock (Netanya): "today" starts at its midnight, not the server's. */
const SHOP_TIME_ZONE = "Asia/Jerusalem";

export interface CurrencyAmount {
  currency: string;
  amountMinor: number;
}

export interface OrdersToDo {
  /** 'En attente': placed, not yet confirmed. */
  toConfirm: number;
  /** 'En cours': confirmed, not yet shipped. */
  toShip: number;
  /** Shipped, not yet delivered: the cash the courier or the shop still has to collect. */
  toCollect: { orders: number; amounts: CurrencyAmount[] };
}

export async function ordersToDo(): Promise<OrdersToDo> {
  const rows = await queryRows<{ status: string; currency: string; orders: string | number; amount: string | number }>(db(), sql`
    select ${orders.status} as status, ${orders.currency} as currency, count(*) as orders, coalesce(sum(${orders.totalMinor}), 0) as amount
    from ${orders}
    where ${orders.status} in ('pending', 'processing', 'shipped')
    group by ${orders.status}, ${orders.currency}
  `);
  const countOf = (status: string) => rows.filter((row) => row.status === status).reduce((sum, row) => sum + Number(row.orders), 0);
  const shipped = rows.filter((row) => row.status === "shipped");
  return {
    toConfirm: countOf("pending"),
    toShip: countOf("processing"),
    toCollect: {
      orders: countOf("shipped"),
      amounts: shipped
        .map((row) => ({ currency: row.currency, amountMinor: Number(row.amount) }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
    },
  };
}

export const SALES_PERIODS = ["today", "week", "month"] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export interface SalesTotals {
  orders: number;
  /** Everything in shekels, at each order's own rate (docs/product/checkout-and-orders.md#ord-5). */
  totalIlsMinor: number;
  /** What the customers paid, in their currencies. */
  byCurrency: CurrencyAmount[];
}

export interface SalesFigure {
  period: SalesPeriod;
  current: SalesTotals;
  previous: SalesTotals;
}

/**
 * The six windows cut the last 60 days into seven disjoint segments, oldest first, so that each
 * order is classified once and each window is a run of segments (1 + 7 × 3 sums, not 6 windows × 3
 * filtered sums each testing every row). On the shop's 25-hour autumn day, an order placed in the
 * first hour counts as today's only, not also as yesterday's same hours.
 */
const SEGMENTS_OF: Record<SalesPeriod, { current: number[]; previous: number[] }> = {
  today: { current: [6], previous: [4] },
  week: { current: [3, 4, 5, 6], previous: [2] },
  month: { current: [1, 2, 3, 4, 5, 6], previous: [0] },
};

/**
 * Sales (every order not cancelled, by the time it was placed). Today runs from the shop's
 * midnight to now and compares with yesterday over the same hours; 7 and 30 days are rolling and
 * compare with the 7 and 30 days before them.
 */
export async function salesFigures(now: Date = new Date()): Promise<SalesFigure[]> {
  const at = now.toISOString();
  // The boundaries are computed once (a materialised CTE), not for every order row.
  const rows = await queryRows<{ currency: string; segment: number; orders: string | number; total: string | number; ils: string | number }>(db(), sql`
    with bounds as materialized (
      select date_trunc('day', ${at}::timestamptz at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE} as today_start,
             ${at}::timestamptz - interval '1 day' as day_ago,
             (date_trunc('day', ${at}::timestamptz at time zone ${SHOP_TIME_ZONE}) - interval '1 day') at time zone ${SHOP_TIME_ZONE} as yesterday_start,
             ${at}::timestamptz - interval '7 days' as week_ago,
             ${at}::timestamptz - interval '14 days' as two_weeks_ago,
             ${at}::timestamptz - interval '30 days' as month_ago
    ), placed as (
      select ${orders.currency} as currency, ${orders.totalMinor} as total, ${orders.totalIlsMinor} as ils,
             case
               when ${orders.createdAt} >= bounds.today_start then 6
               when ${orders.createdAt} >= bounds.day_ago then 5
               when ${orders.createdAt} >= bounds.yesterday_start then 4
               when ${orders.createdAt} >= bounds.week_ago then 3
               when ${orders.createdAt} >= bounds.two_weeks_ago then 2
               when ${orders.createdAt} >= bounds.month_ago then 1
               else 0
             end as segment
      from ${orders} cross join bounds
      where ${orders.status} <> 'cancelled' and ${orders.createdAt} >= ${at}::timestamptz - interval '60 days' and ${orders.createdAt} < ${at}::timestamptz
    )
    select currency, segment, count(*) as orders, sum(total) as total, sum(ils) as ils
    from placed
    group by currency, segment
  `);
  const totals = (segments: number[]): SalesTotals => {
    const inWindow = rows.filter((row) => segments.includes(Number(row.segment)));
    const byCurrency = new Map<string, number>();
    for (const row of inWindow) byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + Number(row.total));
    return {
      orders: inWindow.reduce((sum, row) => sum + Number(row.orders), 0),
      totalIlsMinor: inWindow.reduce((sum, row) => sum + Number(row.ils), 0),
      byCurrency: [...byCurrency]
        .map(([currency, amountMinor]) => ({ currency, amountMinor }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
    };
  };
  return SALES_PERIODS.map((period) => ({ period, current: totals(SEGMENTS_OF[period].current), previous: totals(SEGMENTS_OF[period].previous) }));
}
