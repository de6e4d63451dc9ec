/**
 * New-order alerts for the open back office (docs/product/seo-and-install.md#seo-7): the orders table announces each
 * insert (migration 0014, LISTEN/NOTIFY, heard by every server copy), and each copy tells its
 * connected admins which orders are new, through /admin/api/order-alerts (server-sent events).
 *
 * The notification names only the table, so the orders are read back: those created in the last
 * LOOKBACK_MINUTES that this process has not announced yet. The look-back, rather than "after the
 * newest one seen", catches an order whose transaction began earlier but committed later.
 */
import { and, desc, gt, notInArray, sql } from "drizzle-orm";
import { orders } from "../../../db/schema";
import { db } from "~/server/db.server";
import { onTableChange } from "~/server/live.server";
import { logger } from "~/server/logger.server";

export interface OrderAlert {
  id: string;
  orderNumber: number;
  totalMinor: number;
  currency: string;
  /** The customer's first name, as the orders list shows it to the staff. */
  firstName: string;
  createdAt: string;
}

/** The most admin pages one server copy keeps connected for alerts. */
export const ORDER_ALERT_MAX_CONNECTIONS = 200;
const LOOKBACK_MINUTES = 10;
/** The inserts of one moment (a burst of checkouts) are read once. */
const COALESCE_MS = 100;
/** Orders announced already, kept for the look-back (a few hundred ids at most). */
const announced = new Map<string, number>();

type Listener = (alerts: OrderAlert[]) => void;
const listeners = new Set<Listener>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** The orders of the last minutes not announced yet, oldest first. */
export async function unannouncedOrders(): Promise<OrderAlert[]> {
  const cutoff = Date.now() - LOOKBACK_MINUTES * 60_000;
  for (const [id, at] of announced) if (at < cutoff) announced.delete(id);
  const seen = [...announced.keys()];
  const rows = await db()
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      firstName: sql<string>`coalesce(${orders.shippingAddress}->>'firstName', '')`,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(gt(orders.createdAt, new Date(cutoff)), seen.length ? notInArray(orders.id, seen) : undefined))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  for (const row of rows) announced.set(row.id, row.createdAt.getTime());
  return rows.reverse().map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function flush() {
  flushTimer = undefined;
  try {
    // Read even with nobody listening: an order is new once, so a page that connects later is not
    // told of orders placed before it was there.
    const alerts = await unannouncedOrders();
    if (!alerts.length) return;
    for (const listener of listeners) listener(alerts);
  } catch (error) {
    logger.warn({ err: error }, "new orders could not be read for the alerts");
  }
}

async function listenOnce() {
  if (listening) return;
  listening = true;
  // What exists now is not new: only orders placed from here on are announced.
  await unannouncedOrders().catch(() => []);
  onTableChange(["orders"], () => {
    flushTimer ??= setTimeout(() => void flush(), COALESCE_MS);
  });
}

/**
 * An admin page's place in the alerts: `send` gets each batch of new orders until the returned
 * function is called. Undefined when the server already holds ORDER_ALERT_MAX_CONNECTIONS.
 */
export async function subscribeOrderAlerts(send: Listener): Promise<(() => void) | undefined> {
  await listenOnce();
  if (listeners.size >= ORDER_ALERT_MAX_CONNECTIONS) return undefined;
  const own: Listener = (alerts) => send(alerts);
  listeners.add(own);
  return () => {
    listeners.delete(own);
  };
}
