/**
 * The consent banner's form (AMENDMENTS 15, issue 13 point 1) and the choice it stores. One schema
 * for the three buttons: 'Accepter' (`choice=accept`), 'Refuser' (`choice=refuse`) and the
 * 'Personnaliser' panel's save (`choice=custom` with a checkbox per category). No server imports:
 * the banner, /api/consent, the browser's reader (components/analytics/consent.ts) and the page cache
 * share it.
 *
 * The categories, and what each one lets the page load:
 * - `analytics` (mesure d'audience): Google Analytics when its id is set, and the first-party
 *   tracker's per-tab session id (without it, events are counted with no identifier at all);
 * - `marketing`: Google Tag Manager when its id is set (a container can hold any tag, advertising
 *   included, so it is not counted as mere audience measurement).
 */
import { z } from "zod";
import { LANGS } from "~/lib/langs";

export const CONSENT_CATEGORIES = ["analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The visitor's answer: each category granted or not. */
export type Consent = Record<ConsentCategory, boolean>;

/**
 * How long the answer is kept before the banner asks again: 6 months (180 days, CNIL's
 * recommendation for the life of a consent cookie), in seconds for the cookie's Max-Age.
 */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The cookie's value when every category was refused (an empty value would read as "no answer"). */
const NONE = "none";

/**
 * The cookie's value: the granted categories in a fixed order, comma separated ("analytics,marketing",
 * "analytics"), or "none". A fixed order gives the page cache at most four values to key by.
 */
export function serializeConsent(consent: Consent): string {
  const granted = CONSENT_CATEGORIES.filter((category) => consent[category]);
  return granted.length ? granted.join(",") : NONE;
}

/**
 * The answer a cookie's value holds, or null when it holds none that this shop wrote (missing,
 * empty, unknown category, repeated, out of order): the banner then asks again.
 */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const consent: Consent = { analytics: false, marketing: false };
  if (decoded === NONE) return consent;
  for (const part of decoded.split(",")) {
    if (!(CONSENT_CATEGORIES as readonly string[]).includes(part) || consent[part as ConsentCategory]) return null;
    consent[part as ConsentCategory] = true;
  }
  return serializeConsent(consent) === decoded ? consent : null;
}

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
