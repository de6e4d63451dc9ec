/**
 * The HTTP layer (transport concerns only, ARCHITECTURE.md): compression, security headers, static
 * files, images, health, the admin host mapping, request logs, then React Router for everything
 * else. It takes the page handler as an argument so that tests can build it without a bundle.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { serveStatic } from "@hono/node-server/serve-static";
import { getConnInfo } from "@hono/node-server/conninfo";
import { sql } from "drizzle-orm";
import { renderImage } from "../app/server/images.server";
import { logger } from "../app/server/logger.server";
import { db } from "../app/server/db.server";
import { mountTestHooks, testHooksEnabled } from "./test-hooks";

export interface HttpOptions {
  /** Renders pages and resource routes (React Router's request handler). */
  handlePage: (request: Request, context: { cspNonce: string }) => Promise<Response>;
  /** better-auth's handler, mounted at /api/auth/*. */
  handleAuth?: (request: Request) => Promise<Response>;
  clientDir: string;
  mediaDir: string;
  cacheDir: string;
  publicUrl: string;
  trustedOrigins: string[];
  production: boolean;
  /**
   * One reverse proxy in front sets X-Forwarded-For (TRUST_PROXY). Without it, the connection's
   * address is the client's and whatever forwarding headers the client sent are replaced.
   */
  trustProxy?: boolean;
}

type Env = { Variables: { cspNonce: string } };

/**
 * Paths that exist on every host. On a host whose name starts with "admin." every other path is
 * served from /admin: admin.example.com/orders is /admin/orders (docs/decisions/0003).
 */
const HOST_INDEPENDENT = /^\/(assets|img|fonts|api|healthz|favicon|manifest|robots\.txt|sitemap\.xml|sw\.js|__manifest|admin)(\/|$|\.)/;

export function adminHostPath(host: string | undefined, pathname: string): string | undefined {
  if (!host || !host.toLowerCase().startsWith("admin.")) return undefined;
  if (HOST_INDEPENDENT.test(pathname)) return undefined;
  return pathname === "/" ? "/admin" : `/admin${pathname}`;
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

function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function createHttpApp(options: HttpOptions) {
  const app = new Hono<Env>();
  const allowedOrigins = [new URL(options.publicUrl).origin, ...options.trustedOrigins];

  // Everything after this (better-auth's rate limit per address, the forms that call it) reads the
  // client's address from X-Forwarded-For: one address, set here, never the one a client claims.
  app.use(async (c, next) => {
    const address = clientAddress(c, options.trustProxy ?? false);
    const headers = c.req.raw.headers;
    headers.delete("x-real-ip");
    if (address) headers.set("x-forwarded-for", address);
    else headers.delete("x-forwarded-for");
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
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    const forwardedProto = c.req.header("x-forwarded-proto");
    if (new URL(c.req.url).protocol === "https:" || forwardedProto === "https") {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  });

  app.use(compress());

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

  app.get("/img/*", async (c) => {
    const result = await renderImage({
      mediaDir: options.mediaDir,
      cacheDir: options.cacheDir,
      relativePath: decodeURIComponent(c.req.path.slice("/img/".length)),
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

  // Original media files (uploads and the demo images), by their stored /media/... address.
  app.use(
    "/media/*",
    serveStatic({
      root: path.relative(process.cwd(), options.mediaDir),
      rewriteRequestPath: (requestPath) => requestPath.replace(/^\/media/, ""),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );

  if (testHooksEnabled()) mountTestHooks(app);

  if (options.handleAuth) {
    const handleAuth = options.handleAuth;
    app.on(["GET", "POST"], "/api/auth/*", (c) => handleAuth(c.req.raw));
  }

  // Hashed build assets are immutable; other public files get a short cache.
  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), options.clientDir),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: path.relative(process.cwd(), options.clientDir),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  app.all("*", async (c: Context<Env>) => {
    let request = c.req.raw;
    const adminPath = adminHostPath(c.req.header("host"), c.req.path);
    if (adminPath) {
      const url = new URL(request.url);
      url.pathname = adminPath;
      request = new Request(url, request);
    }
    return options.handlePage(request, { cspNonce: c.get("cspNonce") });
  });

  app.onError((error, c) => {
    // Refusals raised on purpose (the CSRF check's 403) keep their status and say why.
    if (error instanceof HTTPException && error.status < 500) {
      logger.warn({ path: c.req.path, status: error.status }, error.message);
      return c.text(error.status === 403 ? "Requête refusée : elle ne vient pas de ce site." : error.message, error.status);
    }
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.text("Une erreur est survenue", 500);
  });

  return app;
}
