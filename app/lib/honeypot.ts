/**
 * The honeypot of the public forms (docs/product/security-rules.md#sec-4, ASVS 2.4.1): a text field a person neither sees nor
 * reaches (components/ui/honeypot.tsx) and a form-filling robot fills. Its name is a plausible one
 * that browsers do not autofill. Kept apart from schemas/fields.ts, so that the field on a page does
 * not bring zod (about 25 KB gzip) into that page's JavaScript; the schemas check it on the server.
 */
export const HONEYPOT_FIELD = "website";
