/**
 * One request, one context (docs/architecture.md#arch-14): the language, the visitor, the prices and the
 * translator are resolved once per request, by a middleware on the storefront's layout
 * (routes/$lang/layout.tsx) and one on the admin's layout, and every loader and action below reads
 * them with `requestContext(context)` instead of deriving them again.
 *
 * The HTTP layer's values (the CSP nonce) reach React Router in the same way: server/app.ts hands
 * it a RouterContextProvider made by `createLoadContext`.
 */
import { createContext, redirect, RouterContextProvider, type MiddlewareFunction } from "react-router";
import { isLang, type Lang } from "~/lib/langs";
import { createTranslator, type FlatMessages, type Translator } from "~/lib/i18n";
import { BASE_CURRENCY, convertFromBase } from "~/lib/money";
import { messagesFor } from "~/features/i18n/messages.server";
import { getCurrencyConfig, type CurrencyConfig } from "~/features/content/settings.server";
import { pricingFor, type Pricing } from "~/features/catalog/pricing.server";
import { getVisitor, type Visitor } from "~/features/session/visitor.server";
import { readSession, type SessionUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { isStaffRole } from "~/lib/permissions";
import { eq } from "drizzle-orm";
import { user } from "../../db/schema";
import { preferredLang, readCookie, shopCookie } from "~/server/cookies.server";
import { VIEWER_HEADER, type Viewer } from "~/sw/cache-rules";

export interface RequestContext {
  /** Which layout resolved it: the admin reads prices in the shop's own currency. */
  area: "storefront" | "admin";
  lang: Lang;
  /** Every text of `lang` (storefront dictionaries and overrides, then the admin's own for the admin). */
  messages: FlatMessages;
  /**
   * The texts the browser gets for the TranslatorProvider: all of `messages` on the storefront;
   * in the admin, its own texts and the shared form errors ("validation.*"), not the storefront's.
   */
  browserMessages: FlatMessages;
  t: Translator;
  visitor: Visitor;
  /** The visitor's currency and its conversion; in the admin, the base currency (ILS). */
  pricing: Pricing;
  currencyConfig: CurrencyConfig;
}

// The same objects must be used to set and to read: both live here, and nowhere else.
const requestContextKey = createContext<RequestContext | null>(null);
/** The Content-Security-Policy nonce of this response, for inline scripts ("" when there is none). */
export const cspNonceContext = createContext<string>("");

/** The load context server/app.ts gives React Router for one request. */
export function createLoadContext({ cspNonce }: { cspNonce: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce);
  return context;
}

type ContextReader = Pick<RouterContextProvider, "get">;

/** This request's context, set by its layout's middleware; an error where no layout set one. */
export function requestContext(context: ContextReader): RequestContext {
  const resolved = context.get(requestContextKey);
  if (!resolved) throw new Error("requestContext() is only set under /:lang and /admin (their layouts' middleware)");
  return resolved;
}

/** The same, where a route may have none (the root, which also renders "/" and error pages). */
export function optionalRequestContext(context: ContextReader | undefined): RequestContext | undefined {
  // A context that is not a provider: React Router without middleware (a test calling a loader).
  return context instanceof RouterContextProvider ? (context.get(requestContextKey) ?? undefined) : undefined;
}

/** Resolves everything of one storefront request (the language already checked). */
export async function resolveStorefront(request: Request, lang: Lang): Promise<RequestContext> {
  const [messages, visitor, pricing, currencyConfig] = await Promise.all([
    messagesFor(lang),
    getVisitor(request),
    pricingFor(request),
    getCurrencyConfig(),
  ]);
  return { area: "storefront", lang, messages, browserMessages: messages, t: createTranslator(lang, messages), visitor, pricing, currencyConfig };
}

/**
 * The storefront layout's middleware: an unknown language goes to /fr/ (docs/product/overview.md#shop-5), else the
 * context is set for every loader and action of the request. A session renewed while reading the
 * visitor sends its cookie on whatever the request answers.
 */
export const storefrontContext: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  if (!isLang(params.lang)) throw redirect("/fr/");
  const resolved = await resolveStorefront(request, params.lang);
  context.set(requestContextKey, resolved);
  return withViewer(withVisitorCookies(await next(), resolved.visitor.setCookies), resolved.visitor.user ? "account" : "guest");
};

/**
 * Marks a storefront answer with whom it was rendered for (VIEWER_HEADER): the service worker drops
 * the pages it kept for an account once the server answers this device as a guest (app/sw/sw.ts).
 */
function withViewer(response: Response, viewer: Viewer): Response {
  return withHeaders(response, (headers) => headers.set(VIEWER_HEADER, viewer));
}

/** The admin's own language cookie: a staff member's choice, apart from the storefront's. */
export const adminLangCookie = shopCookie("admin_lang", { maxAge: 60 * 60 * 24 * 365 });

/**
 * The admin's language: the admin's own choice on this device (admin_lang cookie), else the one the
 * signed-in staff member chose on another device (kept on the account by the language switch),
 * else the storefront's remembered language, else the browser's Accept-Language among fr, he, en
 * and ru, else French.
 */
export async function adminLang(request: Request): Promise<Lang> {
  const chosen = await readCookie(adminLangCookie, request);
  if (isLang(chosen)) return chosen;
  return (await storedAdminLang(request)) ?? preferredLang(request);
}

/** The back-office language kept on the signed-in staff member's account, if any (one read per request). */
function storedAdminLang(request: Request): Promise<Lang | undefined> {
  let read = storedAdminLangs.get(request);
  if (!read) {
    read = readStoredAdminLang(request);
    storedAdminLangs.set(request, read);
  }
  return read;
}

const storedAdminLangs = new WeakMap<Request, Promise<Lang | undefined>>();

async function readStoredAdminLang(request: Request): Promise<Lang | undefined> {
  const { user: signedIn } = await readSession(request);
  if (!signedIn || !isStaffRole(signedIn.role)) return undefined;
  const [row] = await db().select({ adminLang: user.adminLang }).from(user).where(eq(user.id, signedIn.id)).limit(1);
  return isLang(row?.adminLang) ? row.adminLang : undefined;
}

/**
 * The language of a back-office page: `?lang=` when a signed-out page's language link chose one
 * (the admin has no /:lang in its paths), else adminLang.
 */
export async function adminPageLang(request: Request): Promise<Lang> {
  const asked = new URL(request.url).searchParams.get("lang");
  return isLang(asked) ? asked : adminLang(request);
}

/** Extra texts for the admin (its own dictionaries, app/locales/admin), given by its layout. */
export type AdminMessages = (lang: Lang) => FlatMessages | Promise<FlatMessages>;

/** How an admin request's language is read: adminLang, or adminPageLang on the signed-out access pages. */
export type AdminLangRule = (request: Request) => Promise<Lang>;

/** Resolves everything of one admin request: its language, the staff member, prices in ILS. */
export async function resolveAdmin(request: Request, adminMessages?: AdminMessages, langOf: AdminLangRule = adminLang): Promise<RequestContext> {
  const lang = await langOf(request);
  const [shopMessages, ownMessages, visitor, currencyConfig] = await Promise.all([
    // The storefront's texts too: shared schemas' errors ("validation.*") and order statuses.
    messagesFor(lang),
    adminMessages ? adminMessages(lang) : ({} as FlatMessages),
    getVisitor(request),
    getCurrencyConfig(),
  ]);
  const messages = { ...shopMessages, ...ownMessages };
  const sharedErrors = Object.entries(shopMessages).filter(([key]) => key.startsWith("validation."));
  const browserMessages = { ...Object.fromEntries(sharedErrors), ...ownMessages };
  const rate = currencyConfig.rates[BASE_CURRENCY] ?? "1";
  const pricing: Pricing = {
    currency: BASE_CURRENCY,
    rate,
    shippingMinor: currencyConfig.shippingMinor[BASE_CURRENCY] ?? 0,
    convert: (ilsMinor) => convertFromBase(ilsMinor, rate),
  };
  return { area: "admin", lang, messages, browserMessages, t: createTranslator(lang, messages), visitor, pricing, currencyConfig };
}

/**
 * The admin's middleware, made with the admin's dictionaries (app/features/admin/admin-context.server.ts
 * makes the two the routes mount: the layout's, and the access pages' that read `?lang=` first).
 * It checks no permission: every admin loader and action calls requireStaff itself.
 */
export function adminContext(adminMessages?: AdminMessages, langOf: AdminLangRule = adminLang): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const resolved = await resolveAdmin(request, adminMessages, langOf);
    context.set(requestContextKey, resolved);
    return withVisitorCookies(await next(), resolved.visitor.setCookies);
  };
}

/** Sets a resolved context on a provider: for tests that call a loader or an action directly. */
export function provideRequestContext(context: RouterContextProvider, resolved: RequestContext) {
  context.set(requestContextKey, resolved);
  return context;
}

/**
 * The signed-in customer, or a redirect to sign-in that comes back afterwards (docs/product/accounts-and-auth.md#acc-9: the
 * account, orders, loyalty and wishlist pages need an account). `returnTo` defaults to this page.
 */
export function requireCustomer(
  { request, context }: { request: Request; context: ContextReader },
  returnTo?: string,
): Visitor & { user: SessionUser } {
  const { visitor, lang } = requestContext(context);
  if (visitor.user) return visitor as Visitor & { user: SessionUser };
  const url = new URL(request.url);
  throw redirect(`/${lang}/auth?redirectTo=${encodeURIComponent(returnTo ?? url.pathname + url.search)}`);
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("=")).trim();

/**
 * Adds a renewed session's cookies to the answer, unless the route set the same cookie itself (a
 * sign-in or a sign-out decides the session: the older renewal must not follow and undo it).
 */
export function withVisitorCookies(response: Response, setCookies: string[]): Response {
  if (!setCookies.length) return response;
  const already = new Set(response.headers.getSetCookie().map(cookieName));
  const missing = setCookies.filter((cookie) => !already.has(cookieName(cookie)));
  if (!missing.length) return response;
  return withHeaders(response, (headers) => {
    for (const cookie of missing) headers.append("Set-Cookie", cookie);
  });
}

/** Changes a response's headers, on a copy when they are immutable (a response made by fetch). */
function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    change(copy.headers);
    return copy;
  }
}
