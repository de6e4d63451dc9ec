/**
 * The catalogue screens' form schemas (issue 11), shared by the server that parses and the screen
 * that names the choices. Messages are admin dictionary keys (app/locales/admin/products.ts).
 */
import { z } from "zod";

/** The badges a product can carry (SPEC.md product detail). */
export const PRODUCT_BADGES = ["featured", "bestSeller", "newArrival", "natural", "artisanal"] as const;
export type ProductBadge = (typeof PRODUCT_BADGES)[number];

/** The list's stock filter: sold out (0), low (1 to the low-stock threshold), or in stock. */
export const STOCK_LEVELS = ["inStock", "low", "soldOut"] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** The list's bulk actions: archive or activate, and the ones that take one value (`value`). */
export const PRODUCT_BULK_ACTIONS = ["archive", "activate", "set-category", "badge-on", "badge-off"] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

const ids = z.array(z.string().uuid()).min(1, { error: "products.errors.noSelection" }).max(200);

// One object with checks, not a discriminated union: that zod class would join the zod chunk every
// storefront page loads (bench/bundle.mjs).
export const productBulkSchema = z
  .object({
    intent: z.enum(PRODUCT_BULK_ACTIONS, { error: "products.errors.invalid" }),
    ids,
    value: z.string().optional(),
  })
  .superRefine((input, context) => {
    if (input.intent === "set-category" && !z.uuid().safeParse(input.value).success) {
      context.addIssue({ code: "custom", path: ["value"], message: "products.errors.category" });
    }
    if ((input.intent === "badge-on" || input.intent === "badge-off") && !(PRODUCT_BADGES as readonly string[]).includes(input.value ?? "")) {
      context.addIssue({ code: "custom", path: ["value"], message: "products.errors.badge" });
    }
  });
export type ProductBulkInput = z.infer<typeof productBulkSchema>;
