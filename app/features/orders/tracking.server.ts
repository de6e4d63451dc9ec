/**
 * Reading one order for the customer who placed it: a guest through the private token of their
 * tracking link (docs/product/checkout-and-orders.md#ord-9), a signed-in customer through their account. Nothing here answers
 * for an order the visitor cannot prove is theirs.
 */
import { and, asc, eq } from "drizzle-orm";
import { db } from "~/server/db.server";
import { orderItems, orders, type OrderStatus, type ShippingAddress } from "../../../db/schema";
import { isCurrency, type Currency } from "~/lib/money";
import { isOrderStatus } from "./order-status.server";
import type { CheckoutVisitor } from "./checkout.server";

export interface OrderView {
  orderNumber: number;
  /** The token of the guest's tracking link; null for an account's order. */
  orderToken: string | null;
  /** Unknown statuses read as pending (docs/product/checkout-and-orders.md#ord-8). */
  status: OrderStatus;
  createdAt: string;
  email: string;
  paymentMethod: "cash" | "card";
  currency: Currency;
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
  shippingAddress: ShippingAddress;
  lines: {
    productId: string | null;
    name: string;
    variantLabel: string | null;
    quantity: number;
    unitPriceMinor: number;
    discountMinor: number;
    lineTotalMinor: number;
  }[];
}

/** A tracking token as the checkout makes them; anything else is not looked up. */
export function isOrderToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{20,120}$/.test(token);
}

async function viewOf(where: ReturnType<typeof eq>): Promise<OrderView | null> {
  const [order] = await db().select().from(orders).where(where);
  if (!order) return null;
  const lines = await db()
    .select({
      productId: orderItems.productId,
      name: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
      unitPriceMinor: orderItems.unitPriceMinor,
      discountMinor: orderItems.discountMinor,
      lineTotalMinor: orderItems.lineTotalMinor,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  return {
    orderNumber: order.orderNumber,
    orderToken: order.orderToken,
    status: isOrderStatus(order.status) ? order.status : "pending",
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    paymentMethod: order.paymentMethod,
    currency: isCurrency(order.currency) ? order.currency : "ILS",
    subtotalMinor: order.subtotalMinor,
    discountMinor: order.discountMinor,
    shippingMinor: order.shippingMinor,
    totalMinor: order.totalMinor,
    shippingAddress: order.shippingAddress,
    lines,
  };
}

/** The guest's order behind a tracking token, or null for a wrong token. */
export async function getOrderByToken(token: string): Promise<OrderView | null> {
  if (!isOrderToken(token)) return null;
  return viewOf(eq(orders.orderToken, token));
}

/**
 * The order shown on the checkout's confirmation: a guest's by its token, a signed-in customer's
 * by its number when it is theirs.
 */
export async function getConfirmation(
  visitor: CheckoutVisitor,
  query: { token?: string | null; number?: string | null },
): Promise<OrderView | null> {
  if (query.token) return getOrderByToken(query.token);
  if (!visitor.user || !query.number || !/^\d{1,15}$/.test(query.number)) return null;
  return viewOf(and(eq(orders.orderNumber, Number(query.number)), eq(orders.userId, visitor.user.id))!);
}
