/**
 * 'Mes Commandes' (docs/product/overview.md#shop-6 and docs/product/security-rules.md#sec-1): a customer's own orders, newest first, and attaching the orders
 * they placed as a guest with the same, verified, e-mail (docs/product/checkout-and-orders.md#ord-9). Read-only on orders
 * except for that one move of guest orders into the account.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db } from "~/server/db.server";
import { INTL_LOCALES, type Lang } from "~/lib/langs";
import type { Translator } from "~/lib/i18n";
import { ORDER_STATUSES, orderItems, orders, type OrderStatus } from "../../../db/schema";
import { catalogLines, lineKeyOf } from "~/features/catalog/catalog.server";
import { verifiedEmailOf } from "~/features/accounts/accounts.server";

export interface OrderHistoryLine {
  id: string;
  productId: string | null;
  name: string;
  variantLabel: string | null;
  quantity: number;
  /** The line's quantity discount, and its total after it (docs/product/cart-and-pricing.md#cart-4). */
  discountMinor: number;
  lineTotalMinor: number;
  /** The variant's image, else the product's, when they still exist. */
  imageUrl: string | null;
}

export interface OrderHistoryEntry {
  id: string;
  orderNumber: number;
  /** An unknown status shows as pending (docs/product/checkout-and-orders.md#ord-8). */
  status: OrderStatus;
  createdAt: string;
  currency: string;
  /** What the order keeps (docs/product/checkout-and-orders.md#ord-5), so that its card adds up as its confirmation did. */
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
  lines: OrderHistoryLine[];
}

/** The shop's clock (Netanya), so that every page prints the same time for an order. */
const SHOP_TIME_ZONE = "Asia/Jerusalem";

/** 'day month year à HH:MM' in each language's own form (docs/product/languages-and-currencies.md#lang-1), through `orders.dateAt`. */
export function formatOrderDate(iso: string, lang: Lang, t: Translator) {
  const when = new Date(iso);
  const locale = INTL_LOCALES[lang];
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE }).format(when);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: SHOP_TIME_ZONE }).format(when);
  return t("orders.dateAt", { date, time });
}

export function displayStatus(status: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : "pending";
}

/** The caller's orders, newest first, with their lines. */
export async function listOrders(userId: string, limit = 50): Promise<OrderHistoryEntry[]> {
  const rows = await db()
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      currency: orders.currency,
      subtotalMinor: orders.subtotalMinor,
      discountMinor: orders.discountMinor,
      shippingMinor: orders.shippingMinor,
      totalMinor: orders.totalMinor,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit);
  if (rows.length === 0) return [];
  const rawLines = await db()
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      name: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
      discountMinor: orderItems.discountMinor,
      lineTotalMinor: orderItems.lineTotalMinor,
      variantId: orderItems.variantId,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((row) => row.id)))
    .orderBy(orderItems.orderId, orderItems.productName);
  // Today's images come from the catalogue (a product deleted since has none).
  const live = rawLines.flatMap((l) => (l.productId ? [{ productId: l.productId, variantId: l.variantId }] : []));
  const catalog = await catalogLines(live, "fr");
  const lines = rawLines.map(({ variantId, ...line }) => ({
    ...line,
    imageUrl: line.productId ? (catalog.get(lineKeyOf({ productId: line.productId, variantId }))?.imageUrl ?? null) : null,
  }));
  const byOrder = new Map<string, OrderHistoryLine[]>();
  for (const { orderId, ...line } of lines) {
    const list = byOrder.get(orderId) ?? [];
    list.push(line);
    byOrder.set(orderId, list);
  }
  return rows.map((row) => ({
    ...row,
    status: displayStatus(row.status),
    createdAt: row.createdAt.toISOString(),
    lines: byOrder.get(row.id) ?? [],
  }));
}

/** The account's e-mail, only when it is verified (guest orders are matched on it). */
function verifiedEmail(userId: string): Promise<string | null> {
  return verifiedEmailOf(userId);
}

function guestOrdersOf(email: string) {
  return and(isNull(orders.userId), sql`lower(${orders.email}) = lower(${email})`);
}

/** How many guest orders were placed with the account's verified e-mail (0 when not verified). */
export async function attachableGuestOrders(userId: string): Promise<number> {
  const email = await verifiedEmail(userId);
  if (!email) return 0;
  const [row] = await db().select({ total: sql<number>`count(*)::int` }).from(orders).where(guestOrdersOf(email));
  return Number(row?.total ?? 0);
}

/**
 * Moves the guest orders placed with the account's verified e-mail (ignoring case) into the
 * account. Orders that belong to any account are never touched. Returns how many moved.
 */
export async function attachGuestOrders(userId: string): Promise<number> {
  const email = await verifiedEmail(userId);
  if (!email) return 0;
  const moved = await db()
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(guestOrdersOf(email))
    .returning({ id: orders.id });
  return moved.length;
}
