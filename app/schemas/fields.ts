/**
 * Field rules shared by several forms (SPEC.md §5). Messages are dictionary keys: the browser and
 * the server show them in the visitor's language.
 */
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
