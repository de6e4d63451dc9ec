/** The contact form (docs/product/content-and-texts.md#txt-12). */
import { z } from "zod";
import { emailField, requiredText, withHoneypot } from "./fields";

export const contactSchema = withHoneypot(z.object({
  name: requiredText(100, { required: "validation.contactNameRequired", tooLong: "validation.contactNameMax" }),
  email: emailField,
  subject: requiredText(200, { required: "validation.contactSubjectRequired", tooLong: "validation.contactSubjectMax" }),
  message: z
    .string({ error: "validation.contactMessageMin" })
    .trim()
    .min(10, { error: "validation.contactMessageMin" })
    .max(2000, { error: "validation.contactMessageMax" }),
}));
export type ContactInput = z.infer<typeof contactSchema>;
