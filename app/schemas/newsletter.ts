/** The newsletter form (docs/product/mail.md#mail-4): one e-mail field, and the honeypot. */
import { z } from "zod";
import { emailField, withHoneypot } from "./fields";

export const newsletterSchema = withHoneypot(z.object({ email: emailField }));
export type NewsletterInput = z.infer<typeof newsletterSchema>;
