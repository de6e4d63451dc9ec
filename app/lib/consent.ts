/**
 * The visitor's consent as the `consent` cookie holds it (docs/product/analytics-and-consent.md#ana-1, docs/product/analytics-and-consent.md#ana-1): the
 * categories and the cookie value's codec. Without zod, so that the storefront's layout, which reads
 * the cookie in the browser (components/analytics/consent.ts), does not load the schemas' chunk: it
 * added 24 KB of gzip and its evaluation to every page (Lighthouse TBT). The banner's form schema is
 * in app/schemas/consent.ts.
 *
 * The categories, and what each one lets the page load:
 * - `analytics` (mesure d'audience): Google Analytics when its id is set, and the first-party
 *   tracker's per-tab session id (without it, events are counted with no identifier at all);
 * - `marketing`: Google Tag Manager when its id is set (a container can hold any tag, advertising
 *   included, so it is not counted as mere audience measurement).
 */
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
