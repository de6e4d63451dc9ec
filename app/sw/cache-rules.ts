/**
 * What the shop's service worker (app/sw/sw.ts) may keep, decided from the address alone: pure, so
 * the worker, the offline page and the unit tests (tests/unit/sw-cache-rules.test.ts) share it.
 *
 * The rule of thumb is an allow-list: only public catalogue and content pages, public images and the
 * build's hashed files are ever kept. Everything personal (cart, checkout, account, sign-in,
 * wishlist, order tracking, unsubscribe links), every API, every non-GET request and the whole back
 * office go to the network, always.
 */
import { isLang, DEFAULT_LANG, type Lang } from "../lib/langs";

/** Cache names: one per kind, so that each has its own limits and the offline page reads one. */
export const CACHE_NAMES = {
  /** Public pages visited online (network-first), listed by the offline page. */
  pages: "shop-pages",
  /** The offline page of each language, fetched when the worker installs. */
  offline: "shop-offline",
  /** Resized product and hero images (/img/**) and original media (/media/**). */
  images: "shop-images",
  /** Hashed build files that were not precached (chunks loaded on demand, e.g. the search box). */
  assets: "shop-assets",
} as const;

/** The precache's id (workbox adds "-precache-v2-<scope>"): "shop" sets every Workbox cache apart. */
export const CACHE_ID = "shop";

/** Limits: a phone's storage is shared with everything else on it. */
export const LIMITS = {
  pages: { maxEntries: 40, maxAgeSeconds: 14 * 24 * 3600 },
  images: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
  // Chunks loaded on demand and the texts files (a few per language).
  assets: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/**
 * Whom the server rendered an answer for (set on every storefront answer by
 * server/request-context.server.ts): "account" for a signed-in customer, "guest" otherwise. A page
 * kept for offline use carries it, so that the worker can tell the copies made for an account.
 */
export const VIEWER_HEADER = "X-Shop-Viewer";
export type Viewer = "account" | "guest";

/**
 * Whether a kept copy may show an account (its header, its cart, its wishlist): every copy not
 * marked as a guest's, those kept by an older worker (no mark) included. Once the server answers
 * for a guest, the session these copies were made with has ended (a sign-out on another device, a
 * password change, an expiry), and they must go, as a sign-out on this device drops them.
 */
export function mayShowAccount(kept: { headers: { get(name: string): string | null } }): boolean {
  return kept.headers.get(VIEWER_HEADER) !== "guest";
}

/**
 * The public pages a visitor may find again offline: home, shop, categories, products, the static
 * pages, landing pages and the install page (routes.ts). The same list as the server's page cache
 * (server/page-cache.ts), plus contact and install, whose pages carry nothing personal either.
 */
const PUBLIC_PAGE = /^\/(fr|en|he|ru)(\/(shop|about|terms|privacy|contact|install|category\/[^/]+|product\/[^/]+|p\/[^/]+))?\/?$/;

/** The offline page itself (routes/$lang/offline.tsx). */
const OFFLINE_PAGE = /^\/(fr|en|he|ru)\/offline\/?$/;

/** The back office, on any host (its own worker, public/admin-sw.js, has scope /admin). */
const ADMIN = /^\/admin(\/|$|\.)/;

/**
 * What the worker does with a request:
 * - "ignore": not handled at all (the browser goes to the network as if there were no worker);
 * - "page": a public page, network first, kept for offline use;
 * - "private-page": a storefront page never kept (cart, checkout, account...): network only, and the
 *   offline page when the network fails;
 * - "offline-page": the offline page, from the worker's copy;
 * - "page-data": React Router's data request (.data) of a storefront page: network only; offline, a
 *   full document load instead (see sw.ts);
 * - "route-manifest": React Router's lazy route discovery (/__manifest): network only; offline, a
 *   full document load instead;
 * - "image": a public image, cache first with a size limit;
 * - "asset": a hashed build file (immutable), cache first; the storefront's texts files
 *   (/i18n/<lang>/<group>.<hash>.json, app/lib/dictionary.ts) too, so that a page kept for offline
 *   use still hydrates.
 */
export type RequestKind = "ignore" | "page" | "private-page" | "offline-page" | "page-data" | "route-manifest" | "image" | "asset";

export interface RequestLike {
  url: string;
  method: string;
  /** "navigate" for a document load. */
  mode: string;
  /** "image", "script", "font", "" for fetch()... */
  destination: string;
}

export function classifyRequest(request: RequestLike, workerOrigin: string): RequestKind {
  if (request.method !== "GET") return "ignore";
  const url = new URL(request.url);
  if (url.origin !== workerOrigin) return "ignore";
  const path = url.pathname;
  if (ADMIN.test(path)) return "ignore";

  if (request.mode === "navigate") {
    // A page in a frame (the design editor's preview) is the browser's own load: it must show the
    // shop as it is now, and the server lets a page be framed by the shop only when the request
    // says it is for a frame (Sec-Fetch-Dest, server/http.ts), which the worker's own fetch and a
    // kept copy do not carry. Handled here, the preview showed Chromium's error page instead.
    if (request.destination === "iframe" || request.destination === "frame") return "ignore";
    if (OFFLINE_PAGE.test(path)) return "offline-page";
    if (PUBLIC_PAGE.test(path)) return "page";
    // Every other page of a language is a storefront page that must not be kept; "/" only redirects
    // to one.
    if (langOfPath(path) || path === "/") return "private-page";
    return "ignore";
  }
  if (path.endsWith(".data")) {
    const document = documentPathOfData(path);
    return document && langOfPath(document) ? "page-data" : "ignore";
  }
  if (path === "/__manifest") return "route-manifest";
  if (path.startsWith("/img/")) return "image";
  if (path.startsWith("/media/") && request.destination === "image") return "image";
  if (path.startsWith("/assets/") || path.startsWith("/i18n/")) return "asset";
  return "ignore";
}

/**
 * The files a kept page loads that the precache may lack: its hashed scripts and styles, and its
 * texts' file (/i18n/<lang>/<group>.<hash>.json), without which it would not hydrate offline.
 */
export function linkedFiles(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)\b|\/i18n\/[a-z]{2}\/[\w.-]+\.json\b/g) ?? [])];
}

/** Whether a page may be kept in the pages cache (a "page" request, used when warming it too). */
export function isCacheablePage(url: URL): boolean {
  return PUBLIC_PAGE.test(url.pathname);
}

/** The storefront language a path belongs to ("/he/shop" → "he"), if any. */
export function langOfPath(path: string): Lang | undefined {
  const first = path.split("/")[1]?.replace(/\.data$/, "");
  return isLang(first) ? first : undefined;
}

/** The language of the offline page to show for a path: its own, else French. */
export function offlineLangFor(path: string): Lang {
  return langOfPath(path) ?? DEFAULT_LANG;
}

/** The offline page's address in each language. */
export function offlinePagePath(lang: Lang): string {
  return `/${lang}/offline`;
}

/**
 * The page a React Router data request loads, from its path (single fetch: "/fr/shop.data" for
 * /fr/shop, "/_root.data" for /, "/fr/_.data" for /fr/ when trailing slashes count). Undefined when
 * the path is no data request.
 */
export function documentPathOfData(path: string): string | undefined {
  if (!path.endsWith(".data")) return undefined;
  if (path === "/_root.data") return "/";
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  return path.slice(0, -".data".length) || "/";
}

/** The address of the page a data request belongs to: its path and query, less React Router's own parameters. */
export function documentUrlOfData(url: URL): URL {
  const document = new URL(url.href);
  document.pathname = documentPathOfData(url.pathname) ?? url.pathname;
  document.searchParams.delete("_routes");
  return document;
}

/**
 * The offline page's address for a failed visit of `path`: its language's offline page, saying which
 * address could not be reached (the page offers it again).
 */
export function offlineRedirectFor(url: URL): string {
  const target = new URL(offlinePagePath(offlineLangFor(url.pathname)), url.origin);
  if (!OFFLINE_PAGE.test(url.pathname)) target.searchParams.set("from", `${url.pathname}${url.search}`);
  return `${target.pathname}${target.search}`;
}

/** A "from" address given to the offline page is used only when it is one of the shop's own paths. */
export function safeReturnPath(from: string | null): string | undefined {
  if (!from || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return undefined;
  return langOfPath(from) ? from : undefined;
}

/** The page title without the shop's name ('Title | Brand', 'Brand - Title': lib/seo.ts). */
export function shortTitle(title: string, brand: string): string {
  const trimmed = title.trim();
  if (!brand) return trimmed;
  if (trimmed.endsWith(` | ${brand}`)) return trimmed.slice(0, -` | ${brand}`.length);
  if (trimmed.startsWith(`${brand} - `)) return trimmed.slice(`${brand} - `.length);
  return trimmed;
}

/** The <title> of an HTML document's text (the offline page lists kept pages by title). */
export function titleOfHtml(html: string): string | undefined {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (!match) return undefined;
  return decodeEntities(match[1]).replace(/\s+/g, " ").trim() || undefined;
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === "#") {
      const value = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}
