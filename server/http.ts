/**
 * The HTTP layer (transport concerns only, docs/architecture.md#arch-3): compression, security headers, static
 * files, images, health, the admin host mapping, request logs, then React Router for everything
 * else. It takes the page handler as an argument so that tests can build it without a bundle.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { serveStatic } from "@hono/node-server/serve-static";
import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import { ImageDiskCache, renderImage } from "../app/server/images.server";
import { contentTypeOf, createLocalStorage, isStorageKey, type MediaStorage } from "../app/server/storage.server";
import { MEDIA_MAX_BYTES, MEDIA_MAX_FILES } from "../app/schemas/admin/media";
import { adminPathsWithBodyLimit } from "../app/lib/admin-screens";
import { logger } from "../app/server/logger.server";
import { DEFAULT_IMAGE_CACHE_MAX_MB } from "../app/server/env.server";
import { db } from "../app/server/db.server";
import { subscribeLiveEvents } from "../app/server/live-events.server";
import { eventStream } from "../app/server/event-stream.server";
import { mountTestHooks, testHooksEnabled } from "./test-hooks";
import { compressLive } from "./compression";
import type { PageCache } from "./page-cache";
import { parseTagsHeader, TAGS_HEADER, type TagKind } from "../app/features/consent/tags";

export interface HttpOptions {
  /** Renders pages and resource routes (React Router's request handler). */
  handlePage: (request: Request, context: { cspNonce: string }) => Promise<Response>;
  /** better-auth's handler, mounted at /api/auth/*. */
  handleAuth?: (request: Request) => Promise<Response>;
  clientDir: string;
  mediaDir: string;
  /**
   * Where the images are (app/server/storage.server.ts): the bucket of STORAGE_URL, or the media
   * folder; without it, `mediaDir` on local disk.
   */
  storage?: MediaStorage;
  /** The resized images' folder, and the most it may hold (IMAGE_CACHE_MAX_MB). */
  cacheDir: string;
  imageCacheMaxBytes?: number;
  publicUrl: string;
  trustedOrigins: string[];
  production: boolean;
  /**
   * One reverse proxy in front sets X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host
   * (TRUST_PROXY). Without it, the connection's address is the client's, the request's own URL is
   * the page's, and whatever forwarding headers the client sent are dropped.
   */
  trustProxy?: boolean;
  /**
   * The page cache for anonymous visitors (server/page-cache.ts, docs/product/performance-and-operations.md#ops-2): the server
   * passes one (pageCacheFromEnv); without it every page is rendered.
   */
  pageCache?: PageCache;
}

/**
 * The most a request body may hold (docs/product/security-rules.md#sec-4), in bytes. A bigger one gets a 413 before it is read:
 * at once when its Content-Length says so, else as soon as the bytes streamed in pass the limit.
 */
export const BODY_LIMITS = {
  /** Every form and JSON call: a few fields (storefront forms, /api/*, sign-in and the account). */
  form: 16 * 1024,
  /**
   * Forms with a long free text: a contact message and a review take 2000 characters, which is up
   * to 18 KB once URL-encoded (a character outside Latin is 2 to 3 bytes, each sent as %XX).
   */
  longText: 32 * 1024,
  /**
   * The admin's editors of texts in four languages: a product (eleven fields and its SEO each, its
   * variants and images), a category, a hero slide, a static page or a landing page, the homepage,
   * footer and content texts, the translations grids. Hebrew and Russian take 6 bytes a character
   * once URL-encoded.
   */
  textEditor: 512 * 1024,
  /**
   * The media library's upload (docs/product/admin-back-office.md#adm-16): at most MEDIA_MAX_FILES images of
   * MEDIA_MAX_BYTES each, plus the multipart envelope. The service checks each file again.
   */
  mediaUpload: MEDIA_MAX_FILES * MEDIA_MAX_BYTES + 256 * 1024,
  /** The product tools' CSV import and stocktake (a file of CSV_MAX_BYTES, posted again as base64 to apply). */
  productTools: 5 * 1024 * 1024,
} as const;

const LONG_TEXT_FORMS = /^\/[a-z]{2}\/(contact|product\/[^/]+)(\.data)?\/?$/;
/**
 * The admin routes with a larger limit, from the screen registry (its `bodyLimit`), with or without
 * /admin: on the admin host the upload is /media/upload (the mapping to /admin comes later).
 */
const TEXT_EDITORS = adminPathsWithBodyLimit("textEditor");
const MEDIA_UPLOAD = adminPathsWithBodyLimit("mediaUpload");
const PRODUCT_TOOLS = adminPathsWithBodyLimit("productTools");

/** The body limit of a path (as Hono sees it, after the admin host's mapping is not yet applied). */
export function bodyLimitFor(pathname: string): number {
  if (LONG_TEXT_FORMS.test(pathname)) return BODY_LIMITS.longText;
  if (TEXT_EDITORS.test(pathname)) return BODY_LIMITS.textEditor;
  if (MEDIA_UPLOAD.test(pathname)) return BODY_LIMITS.mediaUpload;
  if (PRODUCT_TOOLS.test(pathname)) return BODY_LIMITS.productTools;
  return BODY_LIMITS.form;
}

type Env = {
  Variables: {
    cspNonce: string;
    /** A page from the page cache: its inline scripts' hashes, which its CSP allows instead of a nonce. */
    cspScripts: string[] | undefined;
  };
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const CROSS_SITE_REFUSAL = "Requête refusée : elle ne vient pas de ce site.";

/**
 * Paths that exist on every host. On a host whose name starts with "admin." every other path is
 * served from /admin: admin.example.com/orders is /admin/orders (docs/decisions/0003). The shop's
 * language prefixes stay the shop's, so the design editor's preview frame (/fr, /he) works there.
 */
const HOST_INDEPENDENT = /^\/(assets|img|fonts|icons|api|healthz|favicon|manifest|robots\.txt|sitemap\.xml|sw\.js|admin-sw\.js|__manifest|admin|fr|en|he|ru)(\/|$|\.)/;

export function adminHostPath(host: string | undefined, pathname: string): string | undefined {
  if (!host || !host.toLowerCase().startsWith("admin.")) return undefined;
  if (HOST_INDEPENDENT.test(pathname)) return undefined;
  return pathname === "/" ? "/admin" : `/admin${pathname}`;
}

/** The proxy's own entry of a forwarding header that may list several (it appends its own last). */
function lastEntry(value: string | undefined): string | undefined {
  return value?.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
}

const HOST_NAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The URL the browser asked for. Behind a trusted proxy, its scheme and host come from
 * X-Forwarded-Proto and X-Forwarded-Host (a proxy that terminates TLS or rewrites Host would
 * otherwise make every page think it lives at http://127.0.0.1:3000, and every form post look
 * cross-site); without one, they are the request's own.
 */
export function publicRequestUrl(requestUrl: string, headers: Headers, trustProxy: boolean): string {
  if (!trustProxy) return requestUrl;
  const url = new URL(requestUrl);
  const proto = lastEntry(headers.get("x-forwarded-proto") ?? undefined)?.toLowerCase();
  const host = lastEntry(headers.get("x-forwarded-host") ?? undefined);
  const protocol = proto === "https" || proto === "http" ? `${proto}:` : url.protocol;
  const authority = host && HOST_NAME.test(host) ? host : url.host;
  return `${protocol}//${authority}${url.pathname}${url.search}`;
}

/** A path decoded once, or undefined when its percent-encoding is malformed ("/img/%ZZ.jpg"). */
export function decodePath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * The client's address: with a trusted proxy, the last X-Forwarded-For entry (the one the proxy
 * added: earlier entries come from the client and can be anything), else X-Real-IP; without one,
 * the connection's address. Undefined when the request did not come through a socket (tests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map((part) => part.trim()).filter(Boolean);
    const fromProxy = forwarded.at(-1) ?? c.req.header("x-real-ip")?.trim();
    if (fromProxy) return fromProxy;
  }
  try {
    return getConnInfo(c).remote.address || undefined;
  } catch {
    return undefined;
  }
}

/**
 * What each third-party tag needs besides the nonce that allows its scripts, as Google documents it
 * ("Use a Content Security Policy", Tag Manager and Google Analytics 4). Only an answer that carries
 * the tag (the visitor consented and its id is set: features/consent) gets these; every other page
 * lets no request leave for those hosts.
 */
const TAG_SOURCES: Record<TagKind, { script: string[]; img: string[]; connect: string[] }> = {
  gtm: {
    script: ["https://www.googletagmanager.com"],
    img: ["https://www.googletagmanager.com"],
    connect: ["https://www.googletagmanager.com"],
  },
  ga: {
    script: ["https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  },
};

function tagSources(tags: TagKind[], kind: "script" | "img" | "connect"): string {
  const sources = new Set(tags.flatMap((tag) => TAG_SOURCES[tag][kind]));
  return sources.size ? ` ${[...sources].join(" ")}` : "";
}

/**
 * `scriptSources`: this answer's nonce ('nonce-…'), or a cached page's script hashes ('sha256-…').
 * `tags`: the third-party tags the page carries (never a cached one's: such a page is not kept).
 */
export function contentSecurityPolicy(scriptSources: string[], framedBySelf: boolean, tags: TagKind[] = []) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}${tagSources(tags, "script")}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tagSources(tags, "img")}`,
    "font-src 'self'",
    `connect-src 'self'${tagSources(tags, "connect")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The design editor previews the shop in a frame of its own page; no other site may frame it.
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");
}

export function createHttpApp(options: HttpOptions) {
  const app = new Hono<Env>();
  const allowedOrigins = [new URL(options.publicUrl).origin, ...options.trustedOrigins];

  const trustProxy = options.trustProxy ?? false;
  const storage = options.storage ?? createLocalStorage(options.mediaDir);
  const imageCache = new ImageDiskCache(options.cacheDir, options.imageCacheMaxBytes ?? DEFAULT_IMAGE_CACHE_MAX_MB * 1024 * 1024);

  // Everything after this (better-auth's rate limit per address, the forms that call it) reads the
  // client's address from X-Forwarded-For: one address, set here, never the one a client claims.
  // And the request's URL is the one the browser used (publicRequestUrl), which React Router's own
  // check compares a form's Origin with.
  app.use(async (c, next) => {
    const address = clientAddress(c, trustProxy);
    const raw = c.req.raw;
    const headers = raw.headers;
    headers.delete("x-real-ip");
    if (address) headers.set("x-forwarded-for", address);
    else headers.delete("x-forwarded-for");
    const url = publicRequestUrl(raw.url, headers, trustProxy);
    if (!trustProxy) {
      headers.delete("x-forwarded-host");
      headers.delete("x-forwarded-proto");
    }
    if (url !== raw.url) {
      c.req.raw = new Request(url, { method: raw.method, headers, body: raw.body, signal: raw.signal, duplex: "half" } as RequestInit);
    }
    await next();
  });

  // One log line per request.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });

  app.use(async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // A page loaded into a frame (Sec-Fetch-Dest: iframe) may be framed by the shop's own pages only
    // (the design editor's preview); every other answer refuses any frame.
    const framedBySelf = c.req.header("sec-fetch-dest") === "iframe";
    headers.set("X-Frame-Options", framedBySelf ? "SAMEORIGIN" : "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    // A page from the page cache carries another visitor's nonce: its scripts are allowed by hash.
    const scriptSources = c.get("cspScripts") ?? [`'nonce-${nonce}'`];
    // The third-party tags the page carries (features/consent): said by the app, for here only.
    const tags = c.get("cspScripts") ? [] : parseTagsHeader(headers.get(TAGS_HEADER));
    headers.delete(TAGS_HEADER);
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy(scriptSources, framedBySelf, tags));
    if (new URL(c.req.url).protocol === "https:") {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  });

  // A malformed percent-encoding in the path ("/img/%ZZ.jpg", "/fr/%E0%A4%A") is the client's
  // mistake: a 400 here, before anything decodes it.
  app.use(async (c, next) => {
    if (decodePath(new URL(c.req.url).pathname) === undefined) return c.text("Adresse invalide.", 400);
    await next();
  });

  // Bodies are capped before anything reads them (BODY_LIMITS).
  const limiters = new Map<number, MiddlewareHandler>();
  app.use((c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const maxSize = bodyLimitFor(c.req.path);
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        // The rest of the body is not parsed. No "Connection: close" here: with it, Node closes the
        // socket the moment the answer is written, with the client's bytes still unread, which
        // makes the kernel send a reset that can reach the client before the 413 does (a browser
        // then shows a broken connection; CI saw EPIPE one post in five). Without it,
        // @hono/node-server discards what is still coming for at most 500 ms (or 64 MB) and then
        // closes: a lingering close, as nginx does.
        onError: (c) => c.text("Requête trop volumineuse.", 413),
      });
      limiters.set(maxSize, limiter);
    }
    return limiter(c, next);
  });

  // Brotli 4 or gzip 1 on live answers; never on server-sent events or already-encoded ones.
  app.use(compressLive());

  // A form posted from another site is refused (cross-site request forgery).
  app.use(csrf({ origin: (origin) => allowedOrigins.includes(origin) }));

  app.get("/healthz", async (c) => {
    try {
      await db().execute(sql`select 1`);
      return c.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      return c.json({ status: "unavailable", reason: "database" }, 503);
    }
  });

  // Open pages' live updates (docs/product/performance-and-operations.md#ops-4): `design`, `texts` and `content` (live-events.server.ts). It
  // sets no cookie and reads no session: what it says is public (that something changed, never what).
  app.get("/api/live", (c) => eventStream(c.req.raw.signal, (send) => subscribeLiveEvents((event) => send(event, String(Date.now())))));

  app.get("/img/*", async (c) => {
    // Decoded once, from the raw path (Hono's c.req.path is decoded already).
    const relativePath = decodePath(new URL(c.req.url).pathname.slice("/img/".length));
    if (relativePath === undefined) return c.text("Adresse invalide.", 400);
    const result = await renderImage({
      storage,
      cache: imageCache,
      relativePath,
      query: c.req.query(),
      accept: c.req.header("accept"),
    });
    if (result.status !== 200) return c.text(result.message, result.status);
    return c.body(new Uint8Array(result.body), 200, {
      "Content-Type": result.contentType,
      // Image files never change under the same name: uploads get new names.
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept",
    });
  });

  // Original media files (uploads and the demo images), by their stored /media/<key> address,
  // from the storage. Anything else under /media goes on (on the admin host, /media/<id> is the
  // library's page of an image).
  app.get("/media/*", async (c, next) => {
    const key = decodePath(new URL(c.req.url).pathname.slice("/media/".length));
    const contentType = key && isStorageKey(key) ? contentTypeOf(key) : undefined;
    if (!key || !contentType) return next();
    let body: Buffer | undefined;
    try {
      body = await storage.get(key);
    } catch (error) {
      logger.warn({ err: error, key }, "media file could not be read from the storage");
      return c.text("Image indisponible.", 503);
    }
    if (!body) return next();
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": contentType,
      "Content-Length": String(body.length),
      // A stored file never changes under the same name: uploads get new names.
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  if (testHooksEnabled()) mountTestHooks(app);

  if (options.handleAuth) {
    const handleAuth = options.handleAuth;
    app.on(["GET", "POST"], "/api/auth/*", (c) => handleAuth(c.req.raw));
  }

  // Hashed build assets are immutable; other public files get a short cache. Both are served as the
  // build compressed them (file.br, file.gz beside file: scripts/precompress.mjs), as the client
  // accepts, with Content-Encoding and Vary: Accept-Encoding.
  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), options.clientDir),
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: path.relative(process.cwd(), options.clientDir),
      precompressed: true,
      onFound: (_path, c) => {
        // The shop's service worker (app/sw/sw.ts) is checked on every visit: a new build's worker,
        // with its new list of files, must reach the browser at once.
        c.header("Cache-Control", c.req.path === "/sw.js" ? "no-cache" : "public, max-age=3600");
      },
    }),
  );

  app.all("*", async (c: Context<Env>) => {
    // A post whose Origin is not the page's own address: the forms' check above lets through only
    // the shop's origins, so this is a proxy that rewrote Host without TRUST_PROXY, or a forged
    // Origin. React Router would refuse it too, with a 400 and an error in the log: this says why,
    // as a warning.
    const origin = c.req.header("origin");
    if (!SAFE_METHODS.has(c.req.method) && origin && origin !== new URL(c.req.url).origin) {
      const hint = trustProxy ? "does the proxy send X-Forwarded-Host and X-Forwarded-Proto?" : "behind a proxy, set TRUST_PROXY";
      logger.warn({ method: c.req.method, path: c.req.path, origin, url: new URL(c.req.url).origin }, `cross-site post refused: its Origin is not this address (${hint})`);
      return c.text(CROSS_SITE_REFUSAL, 403);
    }
    let request = c.req.raw;
    const adminPath = adminHostPath(c.req.header("host"), c.req.path);
    if (adminPath) {
      const url = new URL(request.url);
      url.pathname = adminPath;
      request = new Request(url, request);
    }
    const render = () => options.handlePage(request, { cspNonce: c.get("cspNonce") });
    if (!options.pageCache) return render();
    const { response, scriptSources } = await options.pageCache.handle(request, render);
    c.set("cspScripts", scriptSources);
    return response;
  });

  app.onError((error, c) => {
    // Refusals raised on purpose (the CSRF check's 403) keep their status and say why.
    if (error instanceof HTTPException && error.status < 500) {
      logger.warn({ path: c.req.path, status: error.status }, error.message || (error.status === 403 ? "cross-site post refused" : "request refused"));
      return c.text(error.status === 403 ? CROSS_SITE_REFUSAL : error.message, error.status);
    }
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.text("Une erreur est survenue", 500);
  });

  return app;
}
