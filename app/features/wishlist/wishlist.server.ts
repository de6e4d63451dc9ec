/**
 * The wishlist service (signed-in customers only, SPEC.md §6). Every function takes the caller's own
 * user id, which routes read from the session: a customer can only ever see or change their own list.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { db } from "~/server/db.server";
import type { Lang } from "~/lib/langs";
import { listProducts } from "~/features/catalog/catalog.server";
import { toCardView, type Pricing } from "~/features/catalog/pricing.server";
import { products, wishlist } from "../../../db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class WishlistError extends Error {
  constructor(readonly code: "not_found") {
    super(`wishlist: ${code}`);
  }
}

/** Products still on sale: a product the owner took off the shop is neither shown nor counted. */
const onSale = (userId: string) => and(eq(wishlist.userId, userId), eq(products.isActive, true));

export async function wishlistCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(wishlist)
    .innerJoin(products, eq(products.id, wishlist.productId))
    .where(onSale(userId));
  return Number(row?.total ?? 0);
}

/** The ids of the products in the user's wishlist, newest first (for the hearts and the badge). */
export async function wishlistIds(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ productId: wishlist.productId })
    .from(wishlist)
    .innerJoin(products, eq(products.id, wishlist.productId))
    .where(onSale(userId))
    .orderBy(desc(wishlist.createdAt), desc(wishlist.productId));
  return rows.map((row) => row.productId);
}

/**
 * Puts the product in the user's wishlist or takes it out. `wanted` says which (so a retried request
 * lands in the same state); without it the current state is flipped. Returns the new state.
 * A product that does not exist is refused with WishlistError("not_found").
 */
export async function toggleWishlist(userId: string, productId: string, wanted?: boolean): Promise<{ inWishlist: boolean }> {
  if (!UUID.test(productId)) throw new WishlistError("not_found");
  return db().transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new WishlistError("not_found");
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
