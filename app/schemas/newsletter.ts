/** The newsletter form (SPEC.md §5): one e-mail field. */
import { z } from "zod";
import { emailField } from "./fields";

export const newsletterSchema = z.object({ email: emailField });
export type NewsletterInput = z.infer<typeof newsletterSchema>;
