/** The shop's URL query: filters, sort, search and page live in the address (shareable, no JS needed). */
import { z } from "zod";

export const CATEGORY_SLUGS = ["woody", "floral", "fresh", "spicy"] as const;
export const SHOP_SORTS = ["newest", "oldest", "price-asc", "price-desc", "name-asc", "name-desc"] as const;
export const PAGE_SIZE = 12;

const flag = z
  .string()
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "on");

/** Unknown or malformed values fall back to "no filter" instead of failing the page. */
export const shopQuerySchema = z.object({
  category: z.enum(CATEGORY_SLUGS).optional().catch(undefined),
  best: flag.catch(false),
  new: flag.catch(false),
  sort: z.enum(SHOP_SORTS).default("newest").catch("newest"),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => (v ? v : undefined)),
  page: z.coerce.number().int().min(1).max(1000).default(1).catch(1),
});

export type ShopQuery = z.infer<typeof shopQuerySchema>;

export function parseShopQuery(searchParams: URLSearchParams): ShopQuery {
  return shopQuerySchema.parse(Object.fromEntries(searchParams));
}
