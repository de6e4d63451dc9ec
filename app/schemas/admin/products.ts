/**
 * The catalogue screens' form schemas (issue 11), shared by the server that parses and the screen
 * that names the choices. Messages are admin dictionary keys (app/locales/admin/products.ts).
 */
import { z } from "zod";

/** The list's bulk actions that need no per-product input. */
export const PRODUCT_BULK_ACTIONS = ["archive", "activate"] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

export const productBulkSchema = z.object({
  intent: z.enum(PRODUCT_BULK_ACTIONS, { error: "products.errors.invalid" }),
  ids: z.array(z.string().uuid()).min(1, { error: "products.errors.noSelection" }).max(200),
});
