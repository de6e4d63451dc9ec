/**
 * The product page's "Prévenez-moi" form (docs/product/catalogue.md#cat-17): read by the server only (the page's
 * action), so zod never reaches the browser (docs/decisions/0006). The variant travels in the form,
 * empty for a product without variants; the consent box must be ticked; the honeypot refuses robots.
 * Messages are dictionary keys.
 */
import { z } from "zod";
import { emailField, withHoneypot } from "./fields";

export const backInStockSchema = withHoneypot(
  z.object({
    intent: z.literal("back-in-stock", { error: "validation.invalidRequest" }),
    variantId: z
      .string({ error: "validation.invalidRequest" })
      .optional()
      .transform((value) => value || null)
      .pipe(z.uuid({ error: "validation.invalidRequest" }).nullable()),
    email: emailField,
    // A ticked checkbox sends "on"; an unticked one sends nothing.
    consent: z.literal("on", { error: "backInStock.consentRequired" }),
  }),
);

export type BackInStockInput = z.infer<typeof backInStockSchema>;
