/**
 * The orders' figures for the dashboard (issue 10 point 4): what waits for someone (orders to
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
  /** Everything in shekels, at each order's own rate (AMENDMENTS 3). */
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
 * Sales (every order not cancelled, by the time it was placed). Today runs from the shop's
 * midnight to now and compares with yesterday over the same hours; 7 and 30 days are rolling and
 * compare with the 7 and 30 days before them.
 */
export async function salesFigures(now: Date = new Date()): Promise<SalesFigure[]> {
  const at = now.toISOString();
  const windows: Record<SalesPeriod, { current: [ReturnType<typeof sql>, ReturnType<typeof sql>]; previous: [ReturnType<typeof sql>, ReturnType<typeof sql>] }> = {
    today: {
      current: [sql`date_trunc('day', ${at}::timestamptz at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE}`, sql`${at}::timestamptz`],
      previous: [
        sql`(date_trunc('day', ${at}::timestamptz at time zone ${SHOP_TIME_ZONE}) - interval '1 day') at time zone ${SHOP_TIME_ZONE}`,
        sql`${at}::timestamptz - interval '1 day'`,
      ],
    },
    week: {
      current: [sql`${at}::timestamptz - interval '7 days'`, sql`${at}::timestamptz`],
      previous: [sql`${at}::timestamptz - interval '14 days'`, sql`${at}::timestamptz - interval '7 days'`],
    },
    month: {
      current: [sql`${at}::timestamptz - interval '30 days'`, sql`${at}::timestamptz`],
      previous: [sql`${at}::timestamptz - interval '60 days'`, sql`${at}::timestamptz - interval '30 days'`],
    },
  };
  const columns = SALES_PERIODS.flatMap((period) =>
    (["current", "previous"] as const).map((side) => {
      const [from, to] = windows[period][side];
      const inWindow = sql`${orders.createdAt} >= ${from} and ${orders.createdAt} < ${to}`;
      const name = `${period}_${side}`;
      return sql`count(*) filter (where ${inWindow}) as ${sql.identifier(`${name}_orders`)},
        coalesce(sum(${orders.totalMinor}) filter (where ${inWindow}), 0) as ${sql.identifier(`${name}_total`)},
        coalesce(sum(${orders.totalIlsMinor}) filter (where ${inWindow}), 0) as ${sql.identifier(`${name}_ils`)}`;
    }),
  );
  const rows = await queryRows<Record<string, string | number>>(db(), sql`
    select ${orders.currency} as currency, ${sql.join(columns, sql`, `)}
    from ${orders}
    where ${orders.status} <> 'cancelled' and ${orders.createdAt} >= ${at}::timestamptz - interval '60 days' and ${orders.createdAt} < ${at}::timestamptz
    group by ${orders.currency}
    order by ${orders.currency}
  `);
  const totals = (name: string): SalesTotals => ({
    orders: rows.reduce((sum, row) => sum + Number(row[`${name}_orders`]), 0),
    totalIlsMinor: rows.reduce((sum, row) => sum + Number(row[`${name}_ils`]), 0),
    byCurrency: rows
      .filter((row) => Number(row[`${name}_orders`]) > 0)
      .map((row) => ({ currency: String(row.currency), amountMinor: Number(row[`${name}_total`]) })),
  });
  return SALES_PERIODS.map((period) => ({ period, current: totals(`${period}_current`), previous: totals(`${period}_previous`) }));
}
