/**
 * Catalogue constants shared by the browser and the server (docs/product/overview.md#shop-6, docs/product/checkout-and-orders.md#ord-2 and docs/product/languages-and-currencies.md#lang-6). They live apart
 * from the zod schemas so that the storefront's JavaScript does not carry the validation library.
 */
export const CATEGORY_SLUGS = ["woody", "floral", "fresh", "spicy"] as const;
export const SHOP_SORTS = ["newest", "oldest", "price-asc", "price-desc", "name-asc", "name-desc"] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const PAGE_SIZE = 12;

/** The shop's URL query once parsed (see schemas/shop.ts). */
export interface ShopQuery {
  category?: (typeof CATEGORY_SLUGS)[number];
  best: boolean;
  new: boolean;
  sort: ShopSort;
  search?: string;
  page: number;
}

/** Search: suggestions from 2 characters, after 300 ms, at most 5. */
export const SEARCH_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_DEBOUNCE_MS = 300;
