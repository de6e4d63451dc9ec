/** Cart forms: one schema for the browser and the server (docs/architecture.md#arch-6). */
import { z } from "zod";

const uuid = z.string({ message: "validation.invalidRequest" }).uuid({ message: "validation.invalidRequest" });
const quantity = z.coerce
  .number({ message: "validation.invalidRequest" })
  .int({ message: "validation.invalidRequest" })
  .max(999, { message: "validation.invalidRequest" });

export const cartActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productId: uuid,
    variantId: z
      .string()
      .optional()
      .transform((v) => (v ? v : null))
      .pipe(uuid.nullable()),
    quantity: quantity.min(1, { message: "validation.invalidRequest" }).default(1),
  }),
  z.object({ intent: z.literal("set"), lineId: uuid, quantity: quantity.min(0, { message: "validation.invalidRequest" }) }),
  z.object({ intent: z.literal("remove"), lineId: uuid }),
  // A missing or unknown intent gets the dictionary's message, not zod's English one.
], { message: "validation.invalidRequest" });

export type CartAction = z.infer<typeof cartActionSchema>;
