/**
 * The page cache for anonymous visitors (docs/product/performance-and-operations.md#ops-2, docs/decisions/0010-page-cache.md).
 *
 * A public catalogue or content page asked by a visitor who carries no cookie but the language, the
 * currency and the anonymous visitor id is the same for everyone of that currency: its HTML is kept
 * in memory, with its brotli and gzip copies computed once, and served to the next ones without
 * running React Router. Everything else (a session, a cart, a flash message, any other cookie, the
 * admin, the account, the cart, checkout, /api) goes to React Router as before and is marked
 * `private, no-store`.
 *
 * - Key: the page's full address (its language is in the path), the currency cookie, the consent
 *   cookie's answer (banner shown, refused, or accepted: components/analytics/consent.ts reads it),
 *   and, inside an entry, the encoding.
 * - A page that carries a third-party tag (consent given and its id set: it says so with
 *   TAGS_HEADER) is never kept: its tags run by this visitor's nonce.
 * - A cacheable answer sets no cookie: the language and visitor cookies come from the page's
 *   beacon (/api/visit). An answer that still sets one, or is not a 200 HTML page, is not kept.
 * - CSP: a kept page carries the nonce of the visitor who made it, which must not work for the
 *   next ones. Its inline scripts' sha256 hashes are computed once, and hits are sent with a CSP
 *   that allows those hashes and no nonce.
 * - Invalidation: any change announced on 'shop_changes' (catalogue, stock, orders, content,
 *   settings, texts, design) clears every entry on every server copy; a page rendered while a change
 *   arrived is not kept. The TTL (PAGE_CACHE_TTL_MS) backs that up.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { onTableChange } from "../app/server/live.server";
import { CATALOGUE_TABLES } from "../app/features/catalog/catalog-cache.server";
import { logger } from "../app/server/logger.server";
import { chooseEncoding } from "./compression";
import { isConsentCookie, readConsent } from "../app/components/analytics/consent";
import { serializeConsent } from "../app/schemas/consent";
import { TAGS_HEADER } from "../app/features/consent/tags";

/** How long an entry is served without a change being announced: stock is at most this stale. */
export const PAGE_CACHE_TTL_MS = 5000;
/** For a CDN: the same few seconds, then a short while of stale copies while it asks again. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-while-revalidate=10";
/** A page that depends on who asks (a session, a cart, a flash message) or set a cookie. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";
/** The kept pages' total size, all encodings counted (PAGE_CACHE_MAX_MB). */
export const DEFAULT_PAGE_CACHE_MAX_MB = 32;

/**
 * Every table whose change the database announces (the *_notify triggers of the migrations): each
 * can change what a public page shows, and a change to any clears the whole cache (the record says
 * why: changes are rare, a miss costs one render).
 */
export const INVALIDATING_TABLES = [
  ...CATALOGUE_TABLES,
  "reviews",
  "orders",
  "pages",
  "page_translations",
  "landing_pages",
  "landing_page_translations",
  "hero_slides",
  "hero_slide_translations",
  "homepage_blocks",
  "static_translations",
  "design_settings",
  "site_settings",
  "currency_settings",
  "click_to_call_settings",
  "loyalty_levels",
];

/** Public catalogue and content pages (routes.ts): home, shop, category, product, static and landing pages. */
const PUBLIC_PAGE = /^\/(fr|en|he|ru)(\/(shop|about|terms|privacy|category\/[^/]+|product\/[^/]+|p\/[^/]+))?\/?$/;
/** The cookies that change nothing in a page's HTML (once the beacon sets them), besides the currency. */
const NEUTRAL_COOKIES = new Set(["lang", "visitor", "__Host-lang", "__Host-visitor"]);
const CURRENCY_COOKIES = new Set(["currency", "__Host-currency"]);
const MAX_KEY_LENGTH = 2000;
const HTML = /^text\/html\b/i;
const PERSONAL = /\b(private|no-store|no-cache)\b/i;
/** Headers an entry does not keep: they are the transport's, or decided per answer. */
const DROPPED_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "cache-control", "vary", "date", "transfer-encoding", "connection", "keep-alive"]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Entry {
  /** When it was kept: fresh for the TTL, then served stale while one request renders it again. */
  storedAt: number;
  status: number;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The CSP sources of the page's inline scripts ('sha256-…'). */
  scriptSources: string[];
}

export interface PageCacheAnswer {
  response: Response;
  /** Set on an answer served from the cache: the CSP's script sources instead of the nonce. */
  scriptSources?: string[];
}

export interface PageCache {
  /** Serves `request` from the cache, or renders it with `render` and keeps it when it may. */
  handle(request: Request, render: () => Promise<Response>): Promise<PageCacheAnswer>;
  /** Resolves once the pages being rendered so far are rendered and kept (their compression done): for tests. */
  settled(): Promise<void>;
  clear(): void;
  readonly size: number;
}

/**
 * The cache key of a request, or undefined when it may not be cached: not a GET or HEAD of a public
 * page, or a cookie that may personalise it (a session, a cart, a flash message, anything unknown).
 * The consent cookie's part is its answer as the page reads it: "" (no answer, the banner shows; an
 * unreadable value shows it too), "none", or the granted categories.
 */
export function cacheKeyOf(request: Request): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  if (!PUBLIC_PAGE.test(url.pathname) || request.url.length > MAX_KEY_LENGTH) return undefined;
  const cookies = request.headers.get("cookie") ?? "";
  let currency = "";
  for (const part of cookies.split(";")) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const at = trimmed.indexOf("=");
    const name = at === -1 ? trimmed : trimmed.slice(0, at);
    if (CURRENCY_COOKIES.has(name)) currency = trimmed.slice(at + 1).slice(0, 100);
    else if (!NEUTRAL_COOKIES.has(name) && !isConsentCookie(name)) return undefined;
  }
  const consent = readConsent(cookies);
  return `${request.url}\n${currency}\n${consent ? serializeConsent(consent) : ""}`;
}

const NONCE_ATTRIBUTE = / nonce="[^"]*"/g;

/** Whether two renders of a page differ at most by their nonces. */
function sameButNonces(kept: Buffer, fresh: Buffer): boolean {
  if (kept.equals(fresh)) return true;
  return kept.length === fresh.length && kept.toString("utf8").replace(NONCE_ATTRIBUTE, "") === fresh.toString("utf8").replace(NONCE_ATTRIBUTE, "");
}

/** The CSP sources for a page's inline scripts: one sha256 hash per distinct script text. */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]) || !match[2]) continue;
    sources.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...sources];
}

/** A personal or not cacheable answer says so, unless its route decided its own caching. */
function markPersonal(response: Response): Response {
  const type = response.headers.get("content-type") ?? "";
  if (response.headers.has("cache-control") || !(HTML.test(type) || type.startsWith("text/x-script"))) return response;
  try {
    response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    return copy;
  }
}

function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    HTML.test(response.headers.get("content-type") ?? "") &&
    !response.headers.has("set-cookie") &&
    // Third-party tags run by this answer's nonce, which must not serve the next visitor.
    !response.headers.has(TAGS_HEADER) &&
    !PERSONAL.test(response.headers.get("cache-control") ?? "")
  );
}

function publicHeaders(headers: Iterable<[string, string]>, state: "hit" | "stale" | "miss") {
  const out = new Headers();
  for (const [name, value] of headers) if (!DROPPED_HEADERS.has(name.toLowerCase())) out.append(name, value);
  out.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  // A CDN must keep one copy per encoding, and never give a visitor with a session or a cart (their
  // cookies) the anonymous copy.
  out.set("Vary", "Accept-Encoding, Cookie");
  out.set("X-Page-Cache", state);
  return out;
}

export function createPageCache(
  options: {
    maxBytes?: number;
    ttlMs?: number;
    /** The clock, in milliseconds, that ages the pages kept: a test gives one it moves itself. */
    now?: () => number;
  } = {},
): PageCache {
  const maxBytes = options.maxBytes ?? DEFAULT_PAGE_CACHE_MAX_MB * 1024 * 1024;
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const now = options.now ?? (() => performance.now());
  const entries = new LRUCache<string, Entry>({
    // The same clock for the cache's own expiry, read afresh each time (not kept for a millisecond).
    perf: { now },
    ttlResolution: 0,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.identity.length + entry.br.length + entry.gzip.length + 512,
    // One page can't push out the rest.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    // Past its TTL an entry is still served for as long again while one request renders it anew
    // (stale-while-revalidate): a busy page never makes every waiting visitor render it at once. A
    // change announced by the database clears entries at once, stale or not.
    ttl: ttlMs * 2,
  });
  /** Pages being rendered to be kept: the same page asked meanwhile waits for them. */
  const rendering = new Map<string, Promise<Entry | undefined>>();
  // Bumped on every change: a page rendered before it is not kept after it.
  let generation = 0;
  const pending = new Set<Promise<void>>();
  onTableChange(INVALIDATING_TABLES, () => {
    generation++;
    entries.clear();
  });

  function serveEntry(request: Request, entry: Entry, state: "hit" | "stale" = "hit"): PageCacheAnswer {
    const headers = publicHeaders(entry.headers, state);
    const encoding = chooseEncoding(request.headers.get("accept-encoding"));
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    const response = new Response(request.method === "HEAD" ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
      status: entry.status,
      headers,
    });
    return { response, scriptSources: entry.scriptSources };
  }

  async function keep(key: string, startedAt: number, status: number, headers: [string, string][], body: ReadableStream<Uint8Array>): Promise<Entry | undefined> {
    const identity = Buffer.from(await new Response(body).arrayBuffer());
    if (startedAt !== generation) return undefined;
    // A page rendered again after its TTL is most often the same page but for the render's nonce
    // (which a kept page's CSP does not use: it allows the scripts by hash): the copy already kept,
    // compressed, serves on without compressing anything again.
    const previous = entries.peek(key, { allowStale: true });
    if (previous && previous.status === status && sameButNonces(previous.identity, identity)) {
      const renewed: Entry = { ...previous, storedAt: now(), headers };
      entries.set(key, renewed);
      return renewed;
    }
    const [br, gz] = await Promise.all([
      // Once per entry, served many times, off the main thread. Brotli 10 rather than 9: on a
      // product page (130 KB) it is both smaller (23.3 KB against 25.0) and faster (55 ms against
      // 117); 11 saves 0.5 KB more for 140 ms.
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
      gzip(identity, { level: 9 }),
    ]);
    if (startedAt !== generation) return undefined;
    const entry: Entry = { storedAt: now(), status, headers, identity, br, gzip: gz, scriptSources: inlineScriptSources(identity.toString("utf8")) };
    entries.set(key, entry);
    return entry;
  }

  /**
   * Renders the page and, when it may be kept, keeps it; the visitor's copy streams meanwhile.
   * Registered in `rendering` until it is kept (or known not to be).
   */
  async function renderAndKeep(request: Request, key: string, render: () => Promise<Response>): Promise<Response> {
    const startedAt = generation;
    let settle: (entry: Entry | undefined) => void = () => {};
    const done = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    rendering.set(key, done);
    const finish = (entry: Entry | undefined) => {
      if (rendering.get(key) === done) rendering.delete(key);
      settle(entry);
    };
    let rendered: Response;
    try {
      rendered = await render();
    } catch (error) {
      finish(undefined);
      throw error;
    }
    if (!storable(rendered)) {
      finish(undefined);
      return markPersonal(rendered);
    }
    // The visitor gets the page as it streams; the other copy is kept once it has ended.
    const [toClient, toCache] = rendered.body!.tee();
    const headers = [...rendered.headers.entries()];
    const task = keep(key, startedAt, rendered.status, headers, toCache)
      .catch((error) => {
        logger.warn({ err: error, url: request.url }, "page not kept in the page cache");
        return undefined;
      })
      .then(finish);
    const tracked = task.finally(() => pending.delete(tracked));
    pending.add(tracked);
    return new Response(toClient, { status: rendered.status, headers: publicHeaders(headers, "miss") });
  }

  return {
    async handle(request, render) {
      const key = cacheKeyOf(request);
      if (!key) return { response: markPersonal(await render()) };
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < ttlMs) return serveEntry(request, entry);
      if (entry) {
        // Stale: this visitor gets it, and the page is rendered anew in the background, once.
        if (!rendering.has(key)) {
          void renderAndKeep(request, key, render)
            .then((response) => response.body?.cancel())
            .catch((error) => logger.warn({ err: error, url: request.url }, "page not rendered again for the page cache"));
        }
        return serveEntry(request, entry, "stale");
      }
      // The same page being rendered for another visitor: wait for it rather than render it twice.
      const coming = rendering.get(key);
      if (coming) {
        const kept = await coming;
        if (kept) return serveEntry(request, kept);
      }
      if (request.method !== "GET") return { response: markPersonal(await render()) };
      return { response: await renderAndKeep(request, key, render) };
    },
    async settled() {
      // A page still rendering (a stale one rendered again in the background) joins `pending` only
      // once its render has answered: wait for both, until nothing is left in flight.
      while (pending.size > 0 || rendering.size > 0) await Promise.all([...pending, ...rendering.values()]);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The server's cache, sized by PAGE_CACHE_MAX_MB; none with PAGE_CACHE=off (to measure without it).
 * PAGE_CACHE_TTL_MS sets how long a page is fresh: a test that must see a page dropped by a change,
 * not by its age, makes it long.
 */
export function pageCacheFromEnv(env: NodeJS.ProcessEnv = process.env): PageCache | undefined {
  if (env.PAGE_CACHE === "off") return undefined;
  const mb = Number(env.PAGE_CACHE_MAX_MB);
  const ttlMs = Number(env.PAGE_CACHE_TTL_MS);
  return createPageCache({
    maxBytes: (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_PAGE_CACHE_MAX_MB) * 1024 * 1024,
    ttlMs: Number.isSafeInteger(ttlMs) && ttlMs > 0 ? ttlMs : undefined,
  });
}
