/**
 * The order status state machine (docs/product/checkout-and-orders.md#ord-8): pending → processing → shipped → delivered, and
 * pending or processing → cancelled. Each move is one transaction that records who made it and when,
 * e-mails the customer in the order's language, gives the stock back on cancel (docs/product/checkout-and-orders.md#ord-10) and
 * credits loyalty points on delivery to a signed-in customer's order (docs/product/loyalty.md#loy-1).
 */
import { eq } from "drizzle-orm";
import { db } from "~/server/db.server";
import { queueMail } from "~/server/mail.server";
import { ORDER_STATUSES, orderItems, orders, orderStatusHistory, type OrderStatus } from "../../../db/schema";
import { getSiteSettings } from "~/features/content/settings.server";
import { translatorFor } from "~/features/i18n/messages.server";
import { creditDeliveredOrder, type LoyaltyCredit } from "~/features/loyalty/loyalty-ledger.server";
import { returnOrderStock } from "~/features/stock/stock.server";
import { isLang, type Lang } from "~/lib/langs";
import { recordAudit } from "~/features/audit/audit.server";
import { statusMail, type MailOrder, type ShipmentDetails } from "./order-mail.server";
import { UUID } from "~/lib/uuid";

/** The allowed moves, from each status. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus) {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export class OrderStatusError extends Error {
  constructor(
    public code: "not_found" | "invalid_status" | "transition_not_allowed" | "version_conflict",
    public from?: string,
    public to?: string,
  ) {
    super(
      code === "transition_not_allowed"
        ? `An order cannot move from ${from} to ${to}`
        : code === "invalid_status"
          ? `Unknown order status: ${to}`
          : code === "version_conflict"
            ? "The order was changed by someone else meanwhile"
            : "Order not found",
    );
    this.name = "OrderStatusError";
  }
}

export interface StatusChange {
  orderId: string;
  orderNumber: number;
  from: OrderStatus;
  to: OrderStatus;
  /** The order's version after the move. */
  version: number;
  loyalty: LoyaltyCredit | null;
}

export interface StatusChangeOptions {
  /**
   * The version the move was offered on (the admin's order page and list send it). When the order
   * has moved since, the change is refused with "version_conflict": nothing is overwritten.
   */
  expectedVersion?: number;
  /** The actor's e-mail, kept in the audit log. */
  actorEmail?: string | null;
  /** 'Ship': told to the customer in the shipping mail. */
  shipment?: ShipmentDetails;
  /** 'Delivered, payment collected': how, and how much in the order's currency (default: the order's method and total). */
  collected?: { method: "cash" | "card"; amountMinor: number };
}

/**
 * Moves an order to `toStatus` if the machine allows it, else throws OrderStatusError
 * ("transition_not_allowed", or "version_conflict" when `expectedVersion` is stale). `actorUserId`
 * is who made the move (null for the system). The move, its timeline row, its audit record, the
 * stock given back and the customer's mail commit together or not at all.
 */
export async function changeOrderStatus(
  orderId: string,
  toStatus: OrderStatus,
  actorUserId: string | null,
  note?: string,
  options: StatusChangeOptions = {},
): Promise<StatusChange> {
  if (!isOrderStatus(toStatus)) throw new OrderStatusError("invalid_status", undefined, String(toStatus));
  // A real UUID only (36 dashes would reach the database and fail there).
  if (!UUID.test(orderId)) throw new OrderStatusError("not_found");
  // Read through the pool before the transaction takes its locks.
  const site = await getSiteSettings();
  const brand = site?.brandName ?? "Maison Lumière";
  const [peek] = await db().select({ lang: orders.lang }).from(orders).where(eq(orders.id, orderId));
  if (!peek) throw new OrderStatusError("not_found");
  const lang: Lang = isLang(peek.lang) ? peek.lang : "fr";
  const t = await translatorFor(lang);

  return db().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new OrderStatusError("not_found");
    const from = (isOrderStatus(order.status) ? order.status : "pending") as OrderStatus;
    // The row is locked: a concurrent move waits here, then sees the new version and is refused.
    if (options.expectedVersion !== undefined && options.expectedVersion !== order.version) {
      throw new OrderStatusError("version_conflict", from, toStatus);
    }
    if (!canMove(from, toStatus)) throw new OrderStatusError("transition_not_allowed", from, toStatus);

    const now = new Date();
    const shipment = toStatus === "shipped" ? cleanShipment(options.shipment) : {};
    const collected =
      toStatus === "delivered" ? (options.collected ?? { method: order.paymentMethod, amountMinor: order.totalMinor }) : undefined;
    const changes = {
      status: toStatus,
      version: order.version + 1,
      updatedAt: now,
      ...(toStatus === "shipped" ? { shippedAt: now, carrier: shipment.carrier ?? null, trackingNumber: shipment.trackingNumber ?? null } : {}),
      ...(collected ? { deliveredAt: now, collectedMethod: collected.method, collectedMinor: collected.amountMinor } : {}),
    };
    await tx.update(orders).set(changes).where(eq(orders.id, order.id));
    await recordAudit(tx, {
      actorId: actorUserId,
      actorEmail: options.actorEmail ?? null,
      action: "order.status",
      entity: "order",
      entityId: order.id,
      before: { status: from, version: order.version },
      after: { ...changes, updatedAt: undefined, ...(note ? { note } : {}) },
    });
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: from,
      toStatus,
      changedBy: actorUserId,
      note: note?.slice(0, 1000) ?? null,
    });

    if (toStatus === "cancelled") {
      // The stock goes back through the stock module, exactly once, logged with who cancelled.
      const items = await tx
        .select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      await returnOrderStock(tx, { orderId: order.id, actorUserId, lines: items, note: note ?? null });
    }

    let loyalty: LoyaltyCredit | null = null;
    if (toStatus === "delivered" && order.userId) {
      loyalty = await creditDeliveredOrder(tx, {
        id: order.id,
        userId: order.userId,
        currency: order.currency,
        totalMinor: order.totalMinor,
        totalIlsMinor: order.totalIlsMinor,
      });
    }

    const mailOrder: MailOrder = {
      id: order.id,
      orderNumber: order.orderNumber,
      orderToken: order.orderToken,
      email: order.email,
      lang,
      paymentMethod: order.paymentMethod,
      shippingAddress: order.shippingAddress,
      currency: order.currency,
      subtotalMinor: order.subtotalMinor,
      discountMinor: order.discountMinor,
      shippingMinor: order.shippingMinor,
      totalMinor: order.totalMinor,
    };
    if (toStatus !== "pending") await queueMail(statusMail(mailOrder, toStatus, t, brand, shipment), tx);

    return { orderId: order.id, orderNumber: order.orderNumber, from, to: toStatus, version: changes.version, loyalty };
  });
}

/** Trimmed, empty as null, cut to a length a label can hold. */
function cleanShipment(shipment: ShipmentDetails | undefined): ShipmentDetails {
  const clean = (value: string | null | undefined) => value?.trim().slice(0, 120) || null;
  return { carrier: clean(shipment?.carrier), trackingNumber: clean(shipment?.trackingNumber) };
}
