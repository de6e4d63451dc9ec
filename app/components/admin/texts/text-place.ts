/**
 * Where a shop text appears, in words: each dictionary key's group (its first part, "cart" of
 * "cart.emptyText") has a sentence in the admin's dictionary ("staticTranslations.where.cart":
 * "Panier"), which the texts screens show before the raw key. A group the list does not know reads
 * "Elsewhere in the shop"; tests/unit/text-places.test.ts fails when the dictionaries gain a group
 * without its sentence.
 */
export const TEXT_PLACES = [
  "admin",
  "auth",
  "authMail",
  "backInStock",
  "backInStockMail",
  "breadcrumb",
  "cart",
  "checkout",
  "clickToCall",
  "common",
  "consent",
  "contact",
  "currency",
  "errors",
  "footer",
  "home",
  "install",
  "landing",
  "loyalty",
  "meta",
  "nav",
  "newsletter",
  "offline",
  "openingHours",
  "orderMail",
  "orders",
  "product",
  "productFacts",
  "profile",
  "pwa",
  "reviews",
  "search",
  "shop",
  "toast",
  "validation",
  "wishlist",
] as const;

export type TextPlace = (typeof TEXT_PLACES)[number];

const known = new Set<string>(TEXT_PLACES);

/** The admin dictionary's key that says where `key` appears. */
export function textPlaceKey(key: string): `staticTranslations.where.${TextPlace | "other"}` {
  const group = key.split(".", 1)[0];
  return `staticTranslations.where.${known.has(group) ? (group as TextPlace) : "other"}`;
}
