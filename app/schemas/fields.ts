/**
 * Field rules shared by several forms (docs/product/checkout-and-orders.md#ord-2). Messages are dictionary keys: the browser and
 * the server show them in the visitor's language.
 */
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { z } from "zod";

/** E-mail: trimmed, required, valid ('Email invalide'), at most 255 characters ('Email trop long'). */
export const emailField = z
  .string({ error: "validation.emailInvalid" })
  .trim()
  .max(255, { error: "validation.emailTooLong" })
  .pipe(z.email({ error: "validation.emailInvalid" }));

/** A required trimmed text with a maximum, each with its own message. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(max, { error: messages.tooLong });
}

// The honeypot's name lives in lib/honeypot.ts (no zod there, as pages render the field).
export { HONEYPOT_FIELD };

/**
 * A form's schema with the honeypot: filled, the whole submission is refused with a neutral
 * message (a form error, 'validation.formRefused'), so nothing is stored or sent. The parsed value
 * leaves the field out.
 */
export function withHoneypot<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  type Filled = { [HONEYPOT_FIELD]?: string };
  return schema
    .extend({ [HONEYPOT_FIELD]: z.string().optional() })
    .refine((value) => !(value as Filled)[HONEYPOT_FIELD], { error: "validation.formRefused" })
    .transform((value) => {
      const { [HONEYPOT_FIELD]: _filled, ...rest } = value as Filled & Record<string, unknown>;
      return rest as z.output<z.ZodObject<Shape>>;
    });
}
