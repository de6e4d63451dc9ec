/**
 * Placing an order (docs/product/checkout-and-orders.md#ord-1 Checkout, docs/architecture.md#arch-11; docs/product/cart-and-pricing.md#cart-1, docs/product/cart-and-pricing.md#cart-4, docs/product/checkout-and-orders.md#ord-5, docs/product/checkout-and-orders.md#ord-10, docs/product/checkout-and-orders.md#ord-3, docs/product/checkout-and-orders.md#ord-6, docs/product/checkout-and-orders.md#ord-8, docs/product/checkout-and-orders.md#ord-9 and docs/product/mail.md#mail-1). One transaction reads the
 * visitor's server cart, locks the stock rows, prices every line from the catalogue with the shared
 * pricing engine, writes the order, its lines, the stock decrement and its log, the status history
 * and the checkout key, empties the cart and queues the e-mails. Either all of it is written or
 * nothing is.
 *
 * Idempotency (docs/product/checkout-and-orders.md#ord-3): the checkout key is inserted first with ON CONFLICT DO NOTHING. On
 * PostgreSQL a second transaction with the same key waits on the first one's uncommitted row and,
 * once it commits, finds the key taken and answers with the order it points to. PGlite runs one
 * transaction at a time, so the second simply finds the committed key. The key is stored scoped to
 * the visitor (hashed with the account or the guest cart), so a key cannot reveal someone else's
 * order.
 *
 * Every query inside the transaction uses the transaction's own connection: nothing waits for a
 * second pool connection while holding row locks.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { queueMails } from "~/server/mail.server";
import { logger } from "~/server/logger.server";
import { limitRecipient, type LimitDecision } from "~/server/rate-limit.server";
import { checkoutKeys, orderItems, orders, orderStatusHistory, type ShippingAddress } from "../../../db/schema";
import type { Visitor } from "~/features/session/visitor.server";
import { DEFAULT_MAX_QUANTITY_PER_LINE, emptyCart, hasCartOwner, lockCartForCheckout } from "~/features/cart/cart.server";
import { catalogLines, lineKeyOf } from "~/features/catalog/catalog.server";
import type { Pricing } from "~/features/catalog/pricing.server";
import { getProfile } from "~/features/profile/profile.server";
import { lockStock, StockError, takeOrderStock } from "~/features/stock/stock.server";
import { getSiteSettings } from "~/features/content/settings.server";
import { translatorFor } from "~/features/i18n/messages.server";
import type { CheckoutInput } from "~/schemas/checkout";
import { convertToBase, priceCart, type Currency } from "~/lib/money";
import { clientInfo, recordPurchase, type ClientInfo } from "~/features/analytics/events.server";
import type { Lang } from "~/lib/langs";
import type { Translator } from "~/lib/i18n";
import { confirmationMail, ownerNotificationMail, type MailLine, type MailOrder } from "./order-mail.server";
import { staffMailLang } from "~/features/staff/staff-admin.server";

export type CheckoutVisitor = Pick<Visitor, "user" | "guestToken">;
export type CheckoutPricing = Pick<Pricing, "currency" | "rate" | "shippingMinor">;

export type CheckoutErrorCode = "cart_empty" | "not_enough_stock" | "unavailable" | "key_in_use" | "above_line_maximum" | "too_many_orders";

/** A refusal the customer can act on; nothing was written. */
export class CheckoutError extends Error {
  constructor(
    public code: CheckoutErrorCode,
    public details: { name?: string; available?: number; max?: number; retryAfter?: number } = {},
  ) {
    super(code);
    this.name = "CheckoutError";
  }
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: number;
  /** The guest's private tracking token; null for a signed-in customer's order. */
  orderToken: string | null;
  email: string;
  currency: string;
  totalMinor: number;
  /** True when the checkout key had already made this order (a retry, a double click). */
  replayed: boolean;
}

/** A long random token for the guest's tracking link: a timestamp and 32 random bytes (docs/product/checkout-and-orders.md#ord-9). */
export function newOrderToken() {
  return `${Date.now().toString(36)}-${randomBytes(32).toString("base64url")}`;
}

/** A fresh checkout key for a form render. */
export function newCheckoutKey() {
  return randomBytes(18).toString("base64url");
}

/** The key as stored: bound to the account or the guest cart that used it. */
function scopedKey(visitor: CheckoutVisitor, key: string) {
  const scope = visitor.user ? `user:${visitor.user.id}` : `guest:${visitor.guestToken ?? ""}`;
  return createHash("sha256").update(`${scope}\n${key}`).digest("hex");
}

/** A Postgres error code from a driver error or one wrapped by drizzle. */
function pgCode(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === "string") return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

async function existingOrder(tx: Tx, orderId: string): Promise<PlacedOrder> {
  const [order] = await tx
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderToken: orders.orderToken,
      email: orders.email,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new CheckoutError("key_in_use");
  return { ...order, replayed: true };
}

/**
 * Places the visitor's order from their server cart. The form brings the customer's details, the
 * payment method and the checkout key; quantities come from the cart and prices from the catalogue.
 * Throws CheckoutError for an empty cart, a product no longer sold or not enough stock.
 */
export async function placeOrder(
  visitor: CheckoutVisitor,
  form: CheckoutInput,
  lang: Lang,
  pricing: CheckoutPricing,
  /** The buyer's device, browser and OS, for the purchase events (analytics). */
  client: ClientInfo = clientInfo(null),
  /**
   * Counts a new order against a limit (the orders an hour of the client's address), in the order's
   * transaction, once its key is claimed: a replay of a key already placed or being placed gets its
   * order back without being counted, and an order rolled back gives its count back.
   */
  countOrder?: (tx: Tx) => Promise<LimitDecision>,
): Promise<PlacedOrder> {
  if (!hasCartOwner(visitor)) throw new CheckoutError("cart_empty");
  // Everything read through the pool happens before the transaction takes its locks.
  const [site, t] = await Promise.all([getSiteSettings(), translatorFor(lang)]);
  const brand = site?.brandName ?? "Maison Lumière";
  const ownerAddress = site?.ownerEmail || site?.contactEmail || "owner@localhost";
  // The owner's notification is in the language she chose for the back office.
  const ownerT = await translatorFor(await staffMailLang(ownerAddress));
  const maxPerLine = site?.maxQuantityPerLine ?? DEFAULT_MAX_QUANTITY_PER_LINE;
  const key = scopedKey(visitor, form.checkoutKey);

  try {
    return await db().transaction(async (tx) => {
      // 1. The key first: a second submit with it waits here, then finds the order.
      const claimed = await tx.insert(checkoutKeys).values({ key }).onConflictDoNothing().returning({ key: checkoutKeys.key });
      if (claimed.length === 0) {
        const [row] = await tx.select({ orderId: checkoutKeys.orderId }).from(checkoutKeys).where(eq(checkoutKeys.key, key));
        if (!row?.orderId) throw new CheckoutError("key_in_use");
        return existingOrder(tx, row.orderId);
      }
      if (countOrder) {
        const limit = await countOrder(tx);
        if (!limit.allowed) throw new CheckoutError("too_many_orders", { retryAfter: limit.retryAfter });
      }

      // 2. The cart, locked so that two tabs cannot order the same cart twice.
      const cart = await lockCartForCheckout(tx, visitor);
      if (!cart || cart.lines.length === 0) throw new CheckoutError("cart_empty");
      const lines = cart.lines;

      // 3. Stock rows, locked in the stock module's stable order; then what the catalogue says of
      // each line, read under those locks.
      const stock = await lockStock(tx, lines);
      const catalog = await catalogLines(lines, lang, tx);

      // 4. What can be sold, and at what price (docs/product/cart-and-pricing.md#cart-1, docs/product/cart-and-pricing.md#cart-4 and docs/product/checkout-and-orders.md#ord-10).
      const requestedPerProduct = new Map<string, number>();
      for (const line of lines) requestedPerProduct.set(line.productId, (requestedPerProduct.get(line.productId) ?? 0) + line.quantity);
      const resolved = lines.map((line) => {
        const item = catalog.get(lineKeyOf(line));
        const productStock = stock.products.get(line.productId);
        const name = item?.name || item?.sku || "";
        if (!item || !item.isActive || productStock === undefined) throw new CheckoutError("unavailable", { name });
        if (item.hasVariants !== Boolean(line.variantId) || (line.variantId && !item.variantFound)) {
          throw new CheckoutError("unavailable", { name });
        }
        const variantStock = line.variantId ? stock.variants.get(line.variantId)?.stock : undefined;
        // A line filled before the maximum was lowered (or written around the cart) is refused too.
        if (line.quantity > maxPerLine) throw new CheckoutError("above_line_maximum", { name, max: maxPerLine });
        const available = variantStock !== undefined ? Math.min(variantStock, productStock) : productStock;
        if (line.quantity > available || (requestedPerProduct.get(line.productId) ?? 0) > productStock) {
          throw new CheckoutError("not_enough_stock", { name, available: Math.max(0, available) });
        }
        return {
          ...line,
          name,
          variantLabel: line.variantId ? item.variantLabel || null : null,
          sku: item.sku,
          unitIlsMinor: item.unitIlsMinor,
        };
      });
      const priced = priceCart(
        resolved.map((line) => ({ unitIlsMinor: line.unitIlsMinor, quantity: line.quantity })),
        pricing,
      );

      // 5. The order and its lines.
      const address: ShippingAddress = {
        firstName: form.firstName,
        lastName: form.lastName,
        address: form.address,
        city: form.city,
        postalCode: form.postalCode,
        country: form.country,
        phone: form.phone,
        email: form.email,
      };
      const userId = visitor.user?.id ?? null;
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          orderToken: userId ? null : newOrderToken(),
          status: "pending",
          email: form.email,
          lang,
          paymentMethod: form.paymentMethod,
          shippingAddress: address,
          currency: pricing.currency,
          exchangeRate: pricing.rate,
          subtotalMinor: priced.subtotalMinor,
          discountMinor: priced.discountMinor,
          shippingMinor: priced.shippingMinor,
          totalMinor: priced.totalMinor,
          totalIlsMinor: convertToBase(priced.totalMinor, pricing.rate),
        })
        .returning({ id: orders.id, orderNumber: orders.orderNumber, orderToken: orders.orderToken });
      const itemRows = resolved.map((line, index) => ({
        orderId: order.id,
        productId: line.productId,
        variantId: line.variantId,
        productName: line.name,
        variantLabel: line.variantLabel,
        sku: line.sku,
        quantity: line.quantity,
        unitPriceMinor: priced.lines[index].unitMinor,
        discountMinor: priced.lines[index].discountMinor,
        lineTotalMinor: priced.lines[index].totalMinor,
      }));
      await tx.insert(orderItems).values(itemRows);
      // One purchase event per line, in this transaction (docs/product/analytics-and-consent.md#ana-4).
      await recordPurchase(tx, { orderId: order.id, lang, currency: pricing.currency, totalMinor: priced.totalMinor, toIls: (minor) => convertToBase(minor, pricing.rate) }, itemRows, client);

      // 6. Stock out, logged, through the stock module (docs/product/checkout-and-orders.md#ord-10). The check constraints stay
      // the last guard.
      await takeOrderStock(tx, { orderId: order.id, actorUserId: userId, lines: resolved }, stock);

      // 7. History, key, cart.
      await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: null, toStatus: "pending", changedBy: userId });
      await tx.update(checkoutKeys).set({ orderId: order.id }).where(eq(checkoutKeys.key, key));
      await emptyCart(tx, cart.id);

      // 8. The e-mails, in the outbox of this same transaction (sent later, retried on failure).
      const mailOrder: MailOrder = {
        id: order.id,
        orderNumber: order.orderNumber,
        orderToken: order.orderToken,
        email: form.email,
        lang,
        paymentMethod: form.paymentMethod,
        shippingAddress: address,
        currency: pricing.currency,
        subtotalMinor: priced.subtotalMinor,
        discountMinor: priced.discountMinor,
        shippingMinor: priced.shippingMinor,
        totalMinor: priced.totalMinor,
      };
      const mailLines: MailLine[] = itemRows;
      // The confirmation goes to an address the visitor typed, maybe someone else's: past the
      // hourly limit per recipient the order stands, but that inbox gets no more mail from us.
      // The owner's notification is never held back (rate-limit.server.ts).
      const mailAllowed = await limitRecipient(form.email, tx);
      if (!mailAllowed.allowed) logger.warn({ orderNumber: order.orderNumber }, "order confirmation not sent: too many mails to this recipient in the last hour");
      await queueMails(
        [
          ...(mailAllowed.allowed ? [confirmationMail(mailOrder, mailLines, t, brand)] : []),
          ownerNotificationMail(mailOrder, mailLines, ownerT, ownerAddress, brand),
        ],
        tx,
      );

      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderToken: order.orderToken,
        email: form.email,
        currency: pricing.currency as Currency,
        totalMinor: priced.totalMinor,
        replayed: false,
      };
    });
  } catch (error) {
    if (error instanceof CheckoutError) throw error;
    // The stock module's own check (it runs before the constraint could): nothing was written.
    if (error instanceof StockError) throw new CheckoutError("not_enough_stock", { available: error.available });
    const code = pgCode(error);
    // A stock check constraint (23514): someone else took the stock; nothing was written.
    if (code === "23514") throw new CheckoutError("not_enough_stock", { available: 0 });
    // Two first submits of one key raced past ON CONFLICT (23505): the other one made the order.
    if (code === "23505") {
      const [row] = await db().select({ orderId: checkoutKeys.orderId }).from(checkoutKeys).where(eq(checkoutKeys.key, key));
      if (row?.orderId) {
        return db().transaction((tx) => existingOrder(tx, row.orderId!));
      }
    }
    logger.error({ err: error }, "order could not be placed");
    throw error;
  }
}

/** The customer-facing text of a refusal, in the page's language (docs/product/languages-and-currencies.md#lang-1 and docs/product/checkout-and-orders.md#ord-4). */
export function checkoutErrorText(error: CheckoutError, t: Translator): string {
  const name = error.details.name;
  switch (error.code) {
    case "cart_empty":
      return t("validation.cartEmpty");
    case "not_enough_stock":
      if (!name) return t("toast.orderError");
      return error.details.available
        ? t.plural("toast.notEnoughStock", error.details.available, { name })
        : t("toast.outOfStock", { name });
    case "unavailable":
      return name ? t("checkout.unavailable", { name }) : t("toast.orderError");
    case "above_line_maximum":
      return t("validation.maxQuantity", { max: error.details.max ?? DEFAULT_MAX_QUANTITY_PER_LINE });
    case "too_many_orders":
      return t("validation.tooManyOrders");
    default:
      return t("toast.orderError");
  }
}

/** A signed-in customer's form, pre-filled from their profile and account e-mail (read only). */
export async function checkoutPrefill(user: { id: string; email: string }) {
  const profile = await getProfile(user.id);
  return {
    email: user.email,
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    phone: profile.phone ?? "",
    address: profile.address ?? "",
    city: profile.city ?? "",
    postalCode: profile.postalCode ?? "",
    country: profile.country ?? "",
  };
}
