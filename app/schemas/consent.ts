/**
 * The consent banner's form (docs/product/analytics-and-consent.md#ana-1, docs/product/analytics-and-consent.md#ana-1). One schema for the three buttons:
 * 'Accepter' (`choice=accept`), 'Refuser' (`choice=refuse`) and the 'Personnaliser' panel's save
 * (`choice=custom` with a checkbox per category). No server imports: the banner and /api/consent
 * share it. The categories and the cookie's value are in app/lib/consent.ts (no zod there, for the
 * browser's reader).
 */
import { z } from "zod";
import { LANGS } from "~/lib/langs";
import type { Consent } from "~/lib/consent";

export { CONSENT_CATEGORIES, CONSENT_MAX_AGE_SECONDS, parseConsent, serializeConsent, type Consent, type ConsentCategory } from "~/lib/consent";

const checkbox = z.literal("on").optional();

/** The banner's forms. Messages are storefront dictionary keys (app/locales, `consent.*`). */
export const consentFormSchema = z.object({
  choice: z.enum(["accept", "refuse", "custom"], { error: "consent.errors.choice" }),
  analytics: checkbox,
  marketing: checkbox,
  /** Where a page without JavaScript goes back to (a same-site path only: /api/consent checks it). */
  returnTo: z.string().max(2000).optional(),
  /** Set by the page's script: the banner closes in place, no redirect. */
  inPlace: z.literal("1").optional(),
  /** The page's language, for the answer's message. */
  lang: z.enum(LANGS).optional(),
});
export type ConsentForm = z.infer<typeof consentFormSchema>;

/** The categories a valid form grants. */
export function consentOfForm(form: ConsentForm): Consent {
  if (form.choice === "accept") return { analytics: true, marketing: true };
  if (form.choice === "refuse") return { analytics: false, marketing: false };
  return { analytics: form.analytics === "on", marketing: form.marketing === "on" };
}
