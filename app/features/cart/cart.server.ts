/**
 * Carts on the server (docs/product/cart-and-pricing.md#cart-6): a signed-in user's cart, or a guest's keyed by an HTTP-only
 * cookie. This service owns carts and cart_items.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { cartItems, carts } from "../../../db/schema";
import type { Lang } from "~/lib/langs";
import { priceCart, type PricedCart } from "~/lib/money";
import type { Pricing } from "~/features/catalog/pricing.server";
import { catalogLines, lineKeyOf } from "~/features/catalog/catalog.server";
import { getSiteSettings } from "~/features/content/settings.server";

/**
 * Whose cart: the signed-in user's, else the guest's cookie key. A visitor (session/visitor.server)
 * is one; the type is stated here so that the cart does not import the session module, which
 * imports auth, which imports sign-in, which imports the cart (docs/product/admin-back-office.md#adm-1: that cycle is gone).
 */
export interface CartOwner {
  user: { id: string } | null;
  guestToken: string | undefined;
}

/** The cart the visitor is using now: the account's when signed in, else the guest's. */
function cartOwner(visitor: CartOwner) {
  if (visitor.user) return eq(carts.userId, visitor.user.id);
  if (visitor.guestToken) return eq(carts.guestToken, visitor.guestToken);
  return undefined;
}

/** The number of items in the visitor's cart (the header badge). */
export async function cartItemCount(visitor: CartOwner): Promise<number> {
  const owner = cartOwner(visitor);
  if (!owner) return 0;
  const [row] = await db()
    .select({ total: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(owner);
  return Number(row?.total ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Reading and changing the cart.

export class CartError extends Error {
  constructor(
    public code: "not_found" | "out_of_stock" | "not_enough_stock" | "variant_required" | "invalid" | "above_line_maximum",
    public details: { name?: string; available?: number; max?: number } = {},
  ) {
    super(code);
  }
}

/** Used only if the settings row is missing: the column's own default. */
export const DEFAULT_MAX_QUANTITY_PER_LINE = 20;

/**
 * The most pieces one line may hold (site_settings.max_quantity_per_line): larger orders are
 * prepared with the shop, and one client cannot take a product's whole stock in one line.
 */
export async function maxQuantityPerLine(): Promise<number> {
  return (await getSiteSettings())?.maxQuantityPerLine ?? DEFAULT_MAX_QUANTITY_PER_LINE;
}

export function newGuestToken() {
  return randomBytes(24).toString("base64url");
}

/** The visitor's cart id, creating the cart (and, for a guest, the cookie's token) when asked. */
async function cartIdFor(
  visitor: CartOwner,
  create: boolean,
  executor: Tx | ReturnType<typeof db> = db(),
): Promise<{ id: string; createdGuestToken?: string } | undefined> {
  const owner = cartOwner(visitor);
  if (owner) {
    const [row] = await executor.select({ id: carts.id }).from(carts).where(owner);
    if (row) return { id: row.id };
  }
  if (!create) return undefined;
  if (visitor.user) {
    const [row] = await executor
      .insert(carts)
      .values({ userId: visitor.user.id })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
      .returning({ id: carts.id });
    return { id: row.id };
  }
  const token = visitor.guestToken ?? newGuestToken();
  const [row] = await executor
    .insert(carts)
    .values({ guestToken: token })
    .onConflictDoUpdate({ target: carts.guestToken, set: { updatedAt: new Date() } })
    .returning({ id: carts.id });
  return { id: row.id, createdGuestToken: visitor.guestToken ? undefined : token };
}

/** Stock and name of a product or one of its variants, for the checks below (from the catalogue). */
async function purchasable(executor: Tx | ReturnType<typeof db>, productId: string, variantId: string | null, lang: Lang) {
  const key = { productId, variantId };
  const item = (await catalogLines([key], lang, executor)).get(lineKeyOf(key));
  if (!item || !item.isActive) throw new CartError("not_found");
  if (item.hasVariants && !variantId) throw new CartError("variant_required", { name: item.name });
  if (!item.hasVariants && variantId) throw new CartError("invalid");
  if (variantId && !item.variantFound) throw new CartError("not_found");
  return { name: item.name, stock: item.stock };
}

function lineCondition(cartId: string, productId: string, variantId: string | null) {
  return and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, productId),
    variantId ? eq(cartItems.variantId, variantId) : isNull(cartItems.variantId),
  );
}

type LineKey = { productId: string; variantId: string | null };

/** A cart's line for a product (and variant), locked until the transaction ends, if it has one. */
async function lockedLine(tx: Tx, cartId: string, key: LineKey) {
  const [line] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(lineCondition(cartId, key.productId, key.variantId))
    .for("update");
  return line as { id: string; quantity: number } | undefined;
}

/** Gives a product (and variant) this quantity in the cart: the existing line, or a new one. */
async function writeLine(tx: Tx, cartId: string, key: LineKey, existing: { id: string } | undefined, quantity: number) {
  if (existing) await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, existing.id));
  else await tx.insert(cartItems).values({ cartId, productId: key.productId, variantId: key.variantId, quantity });
}

/**
 * Adds `quantity` of a product (or variant) to the visitor's cart, checking stock against what the
 * cart already holds (docs/product/checkout-and-orders.md#ord-10). Returns the new guest token when a guest cart was created.
 */
export async function addToCart(
  visitor: CartOwner,
  input: { productId: string; variantId: string | null; quantity: number },
  lang: Lang,
): Promise<{ createdGuestToken?: string; name: string; quantity: number }> {
  const max = await maxQuantityPerLine();
  return db().transaction(async (tx) => {
    const item = await purchasable(tx, input.productId, input.variantId, lang);
    if (item.stock <= 0) throw new CartError("out_of_stock", { name: item.name, available: 0 });
    const cart = await cartIdFor(visitor, true, tx);
    if (!cart) throw new CartError("invalid");
    const existing = await lockedLine(tx, cart.id, input);
    const wanted = (existing?.quantity ?? 0) + input.quantity;
    if (wanted > max) throw new CartError("above_line_maximum", { name: item.name, max });
    if (wanted > item.stock) {
      throw new CartError("not_enough_stock", { name: item.name, available: item.stock });
    }
    await writeLine(tx, cart.id, input, existing, wanted);
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return { createdGuestToken: cart.createdGuestToken, name: item.name, quantity: input.quantity };
  });
}

/** Sets a line's quantity; below 1 removes the line (docs/product/cart-and-pricing.md#cart-8). Only lines of the visitor's own cart. */
export async function setLineQuantity(
  visitor: CartOwner,
  lineId: string,
  quantity: number,
  lang: Lang,
): Promise<"updated" | "removed"> {
  const max = await maxQuantityPerLine();
  return db().transaction(async (tx) => {
    const cart = await cartIdFor(visitor, false, tx);
    if (!cart) throw new CartError("not_found");
    const [line] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cart.id)));
    if (!line) throw new CartError("not_found");
    if (quantity < 1) {
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      return "removed";
    }
    const item = await purchasable(tx, line.productId, line.variantId, lang);
    if (quantity > max) throw new CartError("above_line_maximum", { name: item.name, max });
    if (quantity > item.stock) throw new CartError("not_enough_stock", { name: item.name, available: item.stock });
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
    return "updated";
  });
}

export async function removeLine(visitor: CartOwner, lineId: string) {
  const cart = await cartIdFor(visitor, false);
  if (!cart) throw new CartError("not_found");
  const removed = await db()
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cart.id)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new CartError("not_found");
}

export interface CartLineView {
  id: string;
  productId: string;
  variantId: string | null;
  name: string;
  variantLabel: string;
  imageUrl: string | null;
  quantity: number;
  stock: number;
  unitMinor: number;
  totalMinor: number;
  discountMinor: number;
}

export interface CartView {
  lines: CartLineView[];
  summary: PricedCart;
}

/** The cart with names, images and prices computed by the pricing engine in the visitor's currency. */
export async function getCart(visitor: CartOwner, lang: Lang, pricing: Pricing): Promise<CartView> {
  const cart = await cartIdFor(visitor, false);
  const empty = priceCart([], pricing);
  if (!cart) return { lines: [], summary: empty };
  const lines = await db()
    .select({ id: cartItems.id, productId: cartItems.productId, variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const catalog = await catalogLines(lines, lang);
  // A line's product deleted meanwhile goes with it (on delete cascade); none is left unknown.
  const rows = lines.flatMap((line) => {
    const item = catalog.get(lineKeyOf(line));
    return item ? [{ ...line, item }] : [];
  });
  const summary = priceCart(
    rows.map((row) => ({ unitIlsMinor: row.item.unitIlsMinor, quantity: row.quantity })),
    pricing,
  );
  return {
    lines: rows.map((row, index) => ({
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      name: row.item.name,
      variantLabel: row.item.variantLabel,
      imageUrl: row.item.imageUrl,
      quantity: row.quantity,
      stock: row.item.stock,
      unitMinor: summary.lines[index].unitMinor,
      totalMinor: summary.lines[index].totalMinor,
      discountMinor: summary.lines[index].discountMinor,
    })),
    summary,
  };
}

// ---------------------------------------------------------------------------------------------
// Signing in (docs/product/cart-and-pricing.md#cart-6, docs/product/cart-and-pricing.md#cart-7).

export interface MergeResult {
  /** Guest lines that reached the account cart. */
  merged: number;
  /** Lines whose added-up quantity was cut to the stock left or the line maximum (or dropped when no stock is left). */
  capped: number;
}

/**
 * Moves a guest cart into the account cart in one transaction: quantities are added up per product
 * and variant, never beyond the stock left, and the guest cart is deleted. Safe to call with a token
 * that has no cart (or twice): nothing happens.
 */
export async function mergeGuestCart(guestToken: string | undefined, userId: string): Promise<MergeResult> {
  if (!guestToken) return { merged: 0, capped: 0 };
  const max = await maxQuantityPerLine();
  return db().transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.guestToken, guestToken), isNull(carts.userId)))
      .for("update");
    if (!guest) return { merged: 0, capped: 0 };
    const guestLines = await tx
      .select({ productId: cartItems.productId, variantId: cartItems.variantId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.cartId, guest.id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const catalog = await catalogLines(guestLines, "fr", tx);
    const lines = guestLines.flatMap((line) => {
      const item = catalog.get(lineKeyOf(line));
      return item ? [{ ...line, isActive: item.isActive, stock: item.stock }] : [];
    });
    let merged = 0;
    let capped = 0;
    if (lines.length > 0) {
      const [account] = await tx
        .insert(carts)
        .values({ userId })
        .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
        .returning({ id: carts.id });
      for (const line of lines) {
        if (!line.isActive) continue;
        const existing = await lockedLine(tx, account.id, line);
        const wanted = (existing?.quantity ?? 0) + line.quantity;
        const quantity = Math.min(wanted, max, Math.max(0, Number(line.stock)));
        if (quantity < wanted) capped++;
        // Nothing left to add: the account's own line (if any) stays as it was.
        if (quantity < 1) continue;
        await writeLine(tx, account.id, line, existing, quantity);
        merged++;
      }
    }
    // The guest cart is emptied: its lines go with it (on delete cascade).
    await tx.delete(carts).where(eq(carts.id, guest.id));
    return { merged, capped };
  });
}

// ---------------------------------------------------------------------------------------------
// Checkout (orders/checkout.server.ts) reads and empties the cart through these, inside its own
// transaction.

/**
 * The visitor's cart and its lines (oldest first), the cart row locked until `tx` ends so that two
 * tabs cannot order the same cart twice. Undefined when the visitor has no cart. The lock is taken
 * by an update of its time, which emptying it after the order would write anyway: one statement
 * where a read "for update" and a later update made two (orders are timed: bench/README.md).
 */
export async function lockCartForCheckout(tx: Tx, visitor: CartOwner) {
  const owner = cartOwner(visitor);
  if (!owner) return undefined;
  const [cart] = await tx.update(carts).set({ updatedAt: new Date() }).where(owner).returning({ id: carts.id });
  if (!cart) return undefined;
  const lines = await tx
    .select({ productId: cartItems.productId, variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return { id: cart.id, lines };
}

/** Empties a cart once its order is written (same transaction; lockCartForCheckout touched its time). */
export async function emptyCart(tx: Tx, cartId: string) {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/** True when the visitor could have a cart (an account, or a guest cookie). */
export function hasCartOwner(visitor: CartOwner) {
  return cartOwner(visitor) !== undefined;
}

/** Deletes a customer's cart and its lines (erasure), in the caller's transaction. */
export async function forgetCart(tx: Tx, userId: string) {
  await tx.delete(carts).where(eq(carts.userId, userId));
}
