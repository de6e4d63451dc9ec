/**
 * The orders domain's reads for other domains (docs/product/admin-back-office.md#adm-1, "One owner per table"): orders and
 * order_items belong to app/features/orders/, so the catalogue, reviews, loyalty and the stock log
 * ask here instead of reading those tables themselves.
 */
import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { db, queryRows, type Tx } from "~/server/db.server";
import { orderItems, orders, type OrderStatus } from "../../../db/schema";

/** Order id → its readable number, for ids that exist. */
export async function orderNumbers(orderIds: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await db().select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.id, r.orderNumber]));
}

/**
 * Products that shared a (not cancelled) order with this one, most shared first: the catalogue's
 * "Frequently bought together".
 */
export async function productsBoughtWith(productId: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ product_id: string }>(db(), sql`
    select other.product_id, count(*) as times
    from ${orderItems} mine
    join ${orderItems} other on other.order_id = mine.order_id and other.product_id <> mine.product_id
    join ${orders} o on o.id = mine.order_id and o.status <> 'cancelled'
    where mine.product_id = ${productId} and other.product_id is not null
    group by other.product_id
    order by times desc, other.product_id
    limit ${limit}
  `);
  return rows.map((row) => row.product_id);
}

/** True when this account has an order of this product that was not cancelled (a verified buyer). */
export async function hasOrderedProduct(userId: string, productId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), ne(orders.status, "cancelled")))
    .limit(1);
  return Boolean(row);
}

export interface CustomerOrderRow {
  id: string;
  /** Placed without an account, with the account's verified e-mail (not yet added to the account by the customer). */
  guest: boolean;
  orderNumber: number;
  status: OrderStatus;
  createdAt: Date;
  currency: string;
  totalMinor: number;
  totalIlsMinor: number;
}

/**
 * A customer's orders, newest first (the back office's customer page). With the account's verified
 * e-mail, also the orders placed with it without an account: the back office sees them as the
 * customer's at once, while the customer's own history shows them once she adds them to her account
 * (attachGuestOrders).
 */
export async function customerOrders(userId: string, limit = 100, verifiedEmail: string | null = null): Promise<CustomerOrderRow[]> {
  const guest = verifiedEmail ? and(isNull(orders.userId), sql`lower(${orders.email}) = lower(${verifiedEmail})`) : undefined;
  return db()
    .select({ id: orders.id, guest: sql<boolean>`${orders.userId} is null`, orderNumber: orders.orderNumber, status: orders.status, createdAt: orders.createdAt, currency: orders.currency, totalMinor: orders.totalMinor, totalIlsMinor: orders.totalIlsMinor })
    .from(orders)
    .where(guest ? or(eq(orders.userId, userId), guest) : eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit);
}

/**
 * Erasure keeps a customer's orders for the accounts (amounts, currency, rate, lines, statuses and
 * dates, and the country the sale was shipped to) but not who they were: the e-mail becomes the
 * erased account's, the names say "erased", and street, city, postal code and phone are emptied.
 * In the caller's transaction; returns how many orders were anonymised.
 */
export async function anonymiseCustomerOrders(tx: Tx, userId: string, erasedEmail: string): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({
      email: erasedEmail,
      shippingAddress: sql`jsonb_build_object('firstName', '—', 'lastName', '—', 'address', '', 'city', '', 'postalCode', '', 'country', coalesce(${orders.shippingAddress}->>'country', ''), 'phone', '', 'email', ${erasedEmail}::text)`,
      updatedAt: new Date(),
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  return rows.length;
}
