/** The wishlist heart's form (docs/product/accounts-and-auth.md#acc-9): one schema, read by the server only. */
import { z } from "zod";

export const wishlistToggleSchema = z.object({
  productId: z.string({ error: "validation.invalidRequest" }).uuid({ message: "validation.invalidRequest" }),
  /** What the shopper wants: "add", "remove", or "toggle" (flip the current state). */
  intent: z.enum(["add", "remove", "toggle"], { error: "validation.invalidRequest" }).default("toggle"),
  lang: z.string().max(5, { message: "validation.invalidRequest" }).optional(),
  /** Where a browser without JavaScript goes back to. */
  returnTo: z.string().max(2000, { message: "validation.invalidRequest" }).optional(),
});

export type WishlistToggle = z.infer<typeof wishlistToggleSchema>;
