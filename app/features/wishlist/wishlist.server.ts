/**
 * The wishlist service (signed-in customers only, docs/product/security-rules.md#sec-1). Every function takes the caller's own
 * user id, which routes read from the session: a customer can only ever see or change their own list.
 */
import { and, desc, eq } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import type { Lang } from "~/lib/langs";
import { activeProductIds, listProducts, productExists } from "~/features/catalog/catalog.server";
import { toCardView, type Pricing } from "~/features/catalog/pricing.server";
import { wishlist } from "../../../db/schema";
import { UUID } from "~/lib/uuid";

export class WishlistError extends Error {
  constructor(readonly code: "not_found") {
    super(`wishlist: ${code}`);
  }
}

export async function wishlistCount(userId: string): Promise<number> {
  return (await wishlistIds(userId)).length;
}

/**
 * The ids of the products in the user's wishlist, newest first (for the hearts and the badge). Only
 * products still on sale (the catalogue says which): one the owner took off the shop is neither
 * shown nor counted.
 */
export async function wishlistIds(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ productId: wishlist.productId })
    .from(wishlist)
    .where(eq(wishlist.userId, userId))
    .orderBy(desc(wishlist.createdAt), desc(wishlist.productId));
  const onSale = await activeProductIds(rows.map((row) => row.productId));
  return rows.flatMap((row) => (onSale.has(row.productId) ? [row.productId] : []));
}

/**
 * Puts the product in the user's wishlist or takes it out. `wanted` says which (so a retried request
 * lands in the same state); without it the current state is flipped. Returns the new state.
 * A product that does not exist is refused with WishlistError("not_found").
 */
export async function toggleWishlist(userId: string, productId: string, wanted?: boolean): Promise<{ inWishlist: boolean }> {
  if (!UUID.test(productId)) throw new WishlistError("not_found");
  if (!(await productExists(productId))) throw new WishlistError("not_found");
  return db().transaction(async (tx) => {
    const mine = and(eq(wishlist.userId, userId), eq(wishlist.productId, productId));
    const [existing] = await tx.select({ productId: wishlist.productId }).from(wishlist).where(mine);
    const add = wanted ?? !existing;
    if (add) {
      await tx.insert(wishlist).values({ userId, productId }).onConflictDoNothing();
    } else {
      await tx.delete(wishlist).where(mine);
    }
    return { inWishlist: add };
  });
}

/** The user's wishlist as product cards in the visitor's currency, most recently added first. */
export async function listWishlist(userId: string, lang: Lang, pricing: Pricing) {
  const ids = await wishlistIds(userId);
  if (ids.length === 0) return [];
  const cards = await listProducts(lang, { ids, limit: ids.length });
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [toCardView(card, pricing)] : [];
  });
}

/** Empties a customer's wishlist (erasure), in the caller's transaction. */
export async function forgetWishlist(tx: Tx, userId: string) {
  await tx.delete(wishlist).where(eq(wishlist.userId, userId));
}
