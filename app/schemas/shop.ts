/** The shop's URL query: filters, sort, search and page live in the address (shareable, no JS needed). */
import { z } from "zod";

import { CATEGORY_SLUGS, SHOP_SORTS, type ShopQuery } from "~/lib/catalog-options";

export { CATEGORY_SLUGS, SHOP_SORTS, PAGE_SIZE, type ShopQuery } from "~/lib/catalog-options";

const flag = z
  .string()
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "on");

/** Unknown or malformed values fall back to "no filter" instead of failing the page. */
export const shopQuerySchema: z.ZodType<ShopQuery, unknown> = z.object({
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


export function parseShopQuery(searchParams: URLSearchParams): ShopQuery {
  return shopQuerySchema.parse(Object.fromEntries(searchParams));
}
