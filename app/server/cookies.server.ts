/**
 * The cookies the server reads. All are HTTP-only: the browser never needs to read them, the
 * server renders with them (docs/product/cart-and-pricing.md#cart-6 and docs/product/accounts-and-auth.md#acc-5).
 */
import { createCookie, type CookieOptions } from "react-router";
import { DEFAULT_LANG, isLang, LANGS, type Lang } from "~/lib/langs";

const year = 60 * 60 * 24 * 365;

/** The shop is served over https (in production): its cookies are Secure and __Host- prefixed. */
export const httpsCookies = process.env.NODE_ENV === "production" && (process.env.PUBLIC_URL ?? "").startsWith("https:");

/**
 * One of the shop's own cookies. Under https its name takes the __Host- prefix: the browser then
 * keeps it only if it is Secure, on Path=/ and without a Domain, so that no other subdomain can set
 * or replace it (a planted cart key, a forced language). Under http (a local run, the tests)
 * browsers refuse that prefix, so the plain name is written and read.
 */
export function shopCookie(name: string, options: Pick<CookieOptions, "maxAge">) {
  return createCookie(httpsCookies ? `__Host-${name}` : name, {
    ...options,
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: httpsCookies,
  });
}

/** The remembered language (docs/product/languages-and-currencies.md#lang-2: the choice persists across visits). */
export const langCookie = shopCookie("lang", { maxAge: year });
/** The chosen currency (docs/product/languages-and-currencies.md#lang-7), written on every change. */
export const currencyCookie = shopCookie("currency", { maxAge: year });
/** The guest cart's key (docs/product/cart-and-pricing.md#cart-6). */
export const cartCookie = shopCookie("cart", { maxAge: 60 * 60 * 24 * 90 });
/** An anonymous visitor id, for the honest "people viewing" count (docs/product/reviews.md#rev-5). */
export const visitorCookie = shopCookie("visitor", { maxAge: year });

export async function readCookie(cookie: ReturnType<typeof createCookie>, request: Request): Promise<string | undefined> {
  try {
    const value = await cookie.parse(request.headers.get("Cookie"));
    return typeof value === "string" && value.length <= 200 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language for "/": the remembered one, else the browser's Accept-Language, else French. */
export async function preferredLang(request: Request): Promise<Lang> {
  const remembered = await readCookie(langCookie, request);
  if (isLang(remembered)) return remembered;
  const header = request.headers.get("Accept-Language") ?? "";
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { lang: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  // "iw" is the old code for Hebrew that some browsers still send.
  for (const entry of ranked) {
    const lang = entry.lang === "iw" ? "he" : entry.lang;
    if (isLang(lang)) return lang;
  }
  return DEFAULT_LANG;
}

export { LANGS };
