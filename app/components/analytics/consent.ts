/**
 * The one reader of the visitor's consent (docs/product/analytics-and-consent.md#ana-1, docs/product/analytics-and-consent.md#ana-1). The banner's answer
 * (components/consent, written by /api/consent) lives in the `consent` cookie, `__Host-consent`
 * under https (the shop's other cookies take that prefix too: server/cookies.server.ts). Its value is
 * the list of granted categories ("analytics,marketing", "analytics", "marketing") or "none"
 * (app/lib/consent.ts). The cookie is not HTTP-only on purpose: it holds no secret, and this
 * module reads it in the browser for the first-party tracker (tracker.tsx) as well as on the server
 * (the storefront's tags, features/consent) and in the page cache (server/page-cache.ts), so that
 * all three always agree.
 */
import { parseConsent, type Consent } from "~/lib/consent";

export const CONSENT_COOKIE = "consent";
/** Both names the cookie may have: plain over http, prefixed over https. */
const NAMES = new Set([CONSENT_COOKIE, `__Host-${CONSENT_COOKIE}`]);

/**
 * The raw value of the consent cookie in a Cookie header (or `document.cookie`), undefined without
 * one; the last one wins if a browser sends both names.
 */
export function consentCookieValue(cookieHeader: string | null | undefined): string | undefined {
  let value: string | undefined;
  for (const part of (cookieHeader ?? "").split(";")) {
    const trimmed = part.trim();
    const at = trimmed.indexOf("=");
    if (at > 0 && NAMES.has(trimmed.slice(0, at))) value = trimmed.slice(at + 1);
  }
  return value;
}

/** Whether a cookie name is the consent cookie's (for the page cache's list of known cookies). */
export const isConsentCookie = (name: string) => NAMES.has(name);

/** The visitor's answer in a Cookie header, or null when they have not answered (the banner asks). */
export function readConsent(cookieHeader: string | null | undefined): Consent | null {
  return parseConsent(consentCookieValue(cookieHeader));
}

/** In the browser: whether the visitor accepted audience measurement (the tracker's session id). */
export function hasAnalyticsConsent(): boolean {
  if (typeof document === "undefined") return false;
  return readConsent(document.cookie)?.analytics ?? false;
}
