/**
 * The visitor's consent on the server (docs/product/analytics-and-consent.md#ana-1, docs/product/analytics-and-consent.md#ana-1): which tags a storefront page
 * loads, and the cookie /api/consent writes. Site settings (`gtm_id`, `google_analytics_id`) say
 * which tags exist; the consent cookie says which the visitor accepted.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { CONSENT_COOKIE, readConsent } from "~/components/analytics/consent";
import { CONSENT_MAX_AGE_SECONDS, serializeConsent, type Consent } from "~/schemas/consent";
import { getSiteSettings } from "~/features/content/settings.server";
import { httpsCookies } from "~/server/cookies.server";
import { TAG_CATEGORY, TAGS_HEADER, tagKinds, type PageTags } from "./tags";

export interface ConsentState {
  /** The visitor's answer, or null while they have not given one (the banner shows). */
  consent: Consent | null;
  /** The tags this page loads: consented to, and set in the site settings. */
  tags: PageTags;
}

const consentKey = createContext<ConsentState | null>(null);

/** The tags `consent` allows among those the site settings define. */
export async function tagsFor(consent: Consent | null): Promise<PageTags> {
  if (!consent || (!consent.analytics && !consent.marketing)) return {};
  const site = await getSiteSettings();
  const tags: PageTags = {};
  if (site?.gtmId && consent[TAG_CATEGORY.gtm]) tags.gtm = site.gtmId;
  if (site?.googleAnalyticsId && consent[TAG_CATEGORY.ga]) tags.ga = site.googleAnalyticsId;
  return tags;
}

export async function consentStateOf(request: Request): Promise<ConsentState> {
  const consent = readConsent(request.headers.get("Cookie"));
  return { consent, tags: await tagsFor(consent) };
}

/**
 * The storefront layout's middleware: resolves the consent and the tags once per request for its
 * loader, and marks an answer that carries tags (TAGS_HEADER) so that the HTTP layer opens its CSP to
 * them and the page cache does not keep it.
 */
export const consentMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const state = await consentStateOf(request);
  context.set(consentKey, state);
  const response = await next();
  const kinds = tagKinds(state.tags);
  if (!kinds.length) return response;
  try {
    response.headers.set(TAGS_HEADER, kinds.join(" "));
    return response;
  } catch {
    // A response with immutable headers: copy it.
    const copy = new Response(response.body, response);
    copy.headers.set(TAGS_HEADER, kinds.join(" "));
    return copy;
  }
};

/** What the middleware resolved for this request (resolved here when no middleware ran: a test calling a loader). */
export async function consentState(request: Request, context: unknown): Promise<ConsentState> {
  const resolved = isProvider(context) ? context.get(consentKey) : null;
  return resolved ?? consentStateOf(request);
}

function isProvider(context: unknown): context is Pick<RouterContextProvider, "get"> {
  return typeof (context as { get?: unknown } | null)?.get === "function";
}

/**
 * The Set-Cookie line of an answer: 6 months, the whole site, SameSite=Lax, Secure and
 * __Host- prefixed under https. Not HttpOnly: the first-party tracker reads it
 * (components/analytics/consent.ts). The value is one of four fixed strings, so it needs no encoding.
 */
export function consentSetCookie(consent: Consent): string {
  const name = httpsCookies ? `__Host-${CONSENT_COOKIE}` : CONSENT_COOKIE;
  return `${name}=${serializeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${httpsCookies ? "; Secure" : ""}`;
}
