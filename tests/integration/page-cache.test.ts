/**
 * The page cache for anonymous visitors (docs/product/performance-and-operations.md#ops-2, server/page-cache.ts), through the HTTP
 * layer as the server builds it. The app is built without a bundle, so its page handler calls the
 * real storefront layout's and product page's loaders (the real session, cart and cookies) and
 * writes what a page would show of them, with an inline script carrying the request's nonce.
 * Runs on PGlite and on PostgreSQL; the change reaches the cache through the database's NOTIFY.
 */
import { createHash } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, count, eq, gt } from "drizzle-orm";
import * as schema from "../../db/schema";
import { env } from "../../app/server/env.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { announceChange } from "../../app/server/live.server";
import { requestContext } from "../../app/server/request-context.server";
import { adjustStock } from "../../app/features/stock/stock.server";
import { countViewers, flushProductViews } from "../../app/features/catalog/catalog.server";
import * as layoutRoute from "../../app/routes/$lang/layout";
import * as productRoute from "../../app/routes/$lang/product";
import * as visitRoute from "../../app/routes/api/visit";
import type { HttpOptions } from "../../server/http";
import { createPageCache, type PageCache } from "../../server/page-cache";
import { createSignedInCustomer } from "../support/accounts";
import { eventually, openTestDatabase, routeContext, seedDemo } from "./helpers";
import { pageCacheApp } from "../support/page-cache-app";

let handle: DatabaseHandle;
let stopListening: () => Promise<void>;
let productId: string;
let dir: string;
const origin = new URL(env().publicUrl).origin;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle);
  // As every server copy does (server/main.ts): the database's announcements reach the caches.
  stopListening = await handle.listen((table) => announceChange(table));
  // A product without variants: its page shows the product's own stock.
  const [row] = await handle.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true), gt(schema.products.stock, 5)))
    .orderBy(asc(schema.products.sku))
    .limit(1);
  productId = row.id;
  dir = await mkdtemp(path.join(os.tmpdir(), "page-cache-"));
});

afterAll(async () => {
  await stopListening?.();
  await handle?.close();
});

type Loaded<T> = { data: T; init?: ResponseInit | null };

/** Pages rendered by the handler (not served from the cache). */
let renders = 0;

/** The product page as the real loaders see it: who is signed in, the cart, the name and the stock. */
const renderProductPage: HttpOptions["handlePage"] = async (request, { cspNonce }) => {
  const match = new URL(request.url).pathname.match(/^\/(fr|en|he|ru)\/product\/([^/]+)$/);
  if (!match) return new Response("<p>Introuvable</p>", { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
  renders++;
  const params = { lang: match[1], id: match[2] };
  const context = await routeContext(request, params);
  const args = { request, params, context } as never;
  const layout = (await layoutRoute.loader(args)) as unknown as Loaded<{ signedIn: boolean; cartCount: number }>;
  const page = (await productRoute.loader(args)) as unknown as Loaded<{ product: { name: string; stock: number }; viewers: number }>;
  if (!page.data.product) return new Response("<p>Introuvable</p>", { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
  const { visitor } = requestContext(context);
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
  for (const init of [layout.init, page.init]) for (const cookie of new Headers(init?.headers ?? undefined).getSetCookie()) headers.append("Set-Cookie", cookie);
  for (const cookie of visitor.setCookies) headers.append("Set-Cookie", cookie);
  const who = visitor.user ? `Bonjour ${visitor.user.name}` : "Invité";
  const html =
    `<!doctype html><html lang="${params.lang}"><head><script nonce="${cspNonce}">window.__page=${JSON.stringify({ id: params.id })}</script></head>` +
    `<body><p data-who>${who}</p><p data-cart>${layout.data.cartCount}</p><h1>${page.data.product.name}</h1>` +
    `<p data-stock>${page.data.product.stock}</p>${"<p>Cire de soja, mèche en coton.</p>".repeat(60)}</body></html>`;
  return new Response(html, { headers });
};

const shop = (pageCache: PageCache) => pageCacheApp(dir, renderProductPage, pageCache);

const get = (app: ReturnType<typeof shop>, pathname: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`${origin}${pathname}`, { headers }));

const nonceOf = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1];

describe("the page cache", () => {
  it("serves an anonymous visitor the same page as the first one rendered, with a CSP that allows its scripts by hash", async () => {
    const cache = createPageCache();
    const app = shop(cache);
    const page = `/fr/product/${productId}`;

    const miss = await get(app, page);
    expect(miss.status).toBe(200);
    const missHtml = await miss.text();
    expect(miss.headers.get("X-Page-Cache")).toBe("miss");
    expect(miss.headers.get("Set-Cookie")).toBeNull();
    expect(miss.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(miss.headers.get("Vary")).toMatch(/accept-encoding/i);
    expect(miss.headers.get("Vary")).toMatch(/cookie/i);
    const missNonce = nonceOf(miss.headers.get("Content-Security-Policy"));
    expect(missNonce).toBeTruthy();
    expect(missHtml).toContain(`nonce="${missNonce}"`);
    expect(missHtml).toContain("Invité");
    await cache.settled();

    const rendersBefore = renders;
    const hit = await get(app, page, { "Accept-Encoding": "gzip, deflate, br" });
    expect(hit.status).toBe(200);
    expect(hit.headers.get("X-Page-Cache")).toBe("hit");
    expect(hit.headers.get("Content-Encoding")).toBe("br");
    expect(hit.headers.get("Set-Cookie")).toBeNull();
    const hitHtml = zlib.brotliDecompressSync(Buffer.from(await hit.arrayBuffer())).toString();
    expect(renders).toBe(rendersBefore);
    // The same page; the nonce in it is the first visitor's, which the hit's CSP does not allow.
    const csp = hit.headers.get("Content-Security-Policy")!;
    expect(nonceOf(csp)).toBeUndefined();
    expect(hitHtml.replace(/nonce="[^"]*"/g, "")).toBe(missHtml.replace(/nonce="[^"]*"/g, ""));
    const script = hitHtml.match(/<script nonce="[^"]*">([^<]*)<\/script>/)![1];
    expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);

    // gzip and no encoding at all come from the same entry.
    const gzip = await get(app, page, { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(hitHtml);
    const plain = await get(app, page);
    expect(plain.headers.get("X-Page-Cache")).toBe("hit");
    expect(await plain.text()).toBe(hitHtml);
    // A visitor with only the beacon's cookies (language, visitor id) gets it too.
    const remembered = await get(app, page, { Cookie: "lang=fr; visitor=x" });
    expect(remembered.headers.get("X-Page-Cache")).toBe("hit");
    expect(renders).toBe(rendersBefore);
  });

  it("never serves a signed-in or cart visitor from the cache, and never keeps their pages for anyone", async () => {
    const cache = createPageCache();
    const app = shop(cache);
    const page = `/fr/product/${productId}`;
    const customer = await createSignedInCustomer(`page-cache-${Date.now()}@example.com`, { firstName: "Noémie" });

    // The signed-in visitor first, when nothing is cached yet.
    const signedIn = await get(app, page, { Cookie: customer.cookies });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain("Bonjour Noémie");
    expect(signedIn.headers.get("X-Page-Cache")).toBeNull();
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
    await cache.settled();
    expect(cache.size).toBe(0);

    // An anonymous visitor then gets a page of their own, never the customer's.
    const anonymous = await get(app, page);
    const anonymousHtml = await anonymous.text();
    expect(anonymousHtml).toContain("Invité");
    expect(anonymousHtml).not.toContain("Noémie");
    await cache.settled();
    expect(cache.size).toBe(1);

    // With the anonymous page cached, the customer and a cart visitor are still rendered for themselves.
    const rendersBefore = renders;
    const again = await get(app, page, { Cookie: customer.cookies });
    expect(await again.text()).toContain("Bonjour Noémie");
    expect(again.headers.get("X-Page-Cache")).toBeNull();
    const cart = await get(app, page, { Cookie: "cart=abc; lang=fr" });
    expect(cart.headers.get("X-Page-Cache")).toBeNull();
    expect(cart.headers.get("Cache-Control")).toBe("private, no-store");
    await cart.text();
    expect(renders).toBe(rendersBefore + 2);
    // And a flash message's cookie, or any cookie the cache does not know.
    for (const cookie of ["flash=welcome", "better-auth.session_token=forged"]) {
      const other = await get(app, page, { Cookie: cookie });
      expect(other.headers.get("X-Page-Cache"), cookie).toBeNull();
      await other.text();
    }
  });

  it("keeps one page per currency", async () => {
    const cache = createPageCache();
    const app = shop(cache);
    const page = `/fr/product/${productId}`;
    await (await get(app, page)).text();
    await cache.settled();
    const usd = await get(app, page, { Cookie: "currency=VVNE" });
    expect(usd.headers.get("X-Page-Cache")).toBe("miss");
    await usd.text();
    await cache.settled();
    expect(cache.size).toBe(2);
  });

  it("drops the page when a service changes the stock, through the database's announcement", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const app = shop(cache);
    const page = `/fr/product/${productId}`;
    const stockOf = (html: string) => Number(html.match(/<p data-stock>(\d+)<\/p>/)![1]);
    const before = stockOf(await (await get(app, page)).text());
    await cache.settled();
    expect((await get(app, page)).headers.get("X-Page-Cache")).toBe("hit");

    const owner = await createSignedInCustomer(`page-cache-owner-${Date.now()}@example.com`);
    await adjustStock({ productId, variantId: null, change: { by: -2 }, reason: "damaged" }, { id: owner.userId, email: "owner@example.com" });
    await eventually(() => cache.size === 0, "the page was not dropped");
    const after = await get(app, page);
    expect(after.headers.get("X-Page-Cache")).toBe("miss");
    expect(stockOf(await after.text())).toBe(before - 2);
  });

  it("renders a page once for visitors who ask it together, and renders a stale page again in the background", async () => {
    // The cache's clock is the test's: the page ages only when the test says so.
    let clock = 1_000_000;
    const cache = createPageCache({ ttlMs: 60_000, now: () => clock });
    const app = shop(cache);
    const page = `/fr/product/${productId}`;
    const before = renders;
    const together = await Promise.all([get(app, page), get(app, page), get(app, page)]);
    const bodies = await Promise.all(together.map((response) => response.text()));
    expect(renders).toBe(before + 1);
    expect(together.map((response) => response.headers.get("X-Page-Cache")).sort()).toEqual(["hit", "hit", "miss"]);
    expect(new Set(bodies.map((body) => body.replace(/nonce="[^"]*"/g, ""))).size).toBe(1);

    await cache.settled();
    // Just short of its time, the page is fresh.
    clock += 59_999;
    const fresh = await get(app, page);
    expect(fresh.headers.get("X-Page-Cache")).toBe("hit");
    await fresh.text();
    expect(renders).toBe(before + 1);

    clock += 1;
    const stale = await get(app, page);
    expect(stale.headers.get("X-Page-Cache")).toBe("stale");
    await stale.text();
    // A visitor meanwhile gets the stale page too; it is rendered again once, in the background.
    const meanwhile = await get(app, page);
    expect(meanwhile.headers.get("X-Page-Cache")).toBe("stale");
    await meanwhile.text();
    await cache.settled();
    expect(renders).toBe(before + 2);
    const renewed = await get(app, page);
    expect(renewed.headers.get("X-Page-Cache")).toBe("hit");
    await renewed.text();
    expect(renders).toBe(before + 2);

    // The new render was the same page but for its nonce: the copy kept (compressed once) serves on.
    const again = await get(app, page, { "Accept-Encoding": "br" });
    expect(again.headers.get("Content-Encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString("utf8")).toBe(bodies[together.findIndex((response) => response.headers.get("X-Page-Cache") === "miss")]);

    // Past twice its time, the page is gone: the next visitor waits for a new render.
    clock += 120_001;
    const gone = await get(app, page);
    expect(gone.headers.get("X-Page-Cache")).toBe("miss");
    await gone.text();
    await cache.settled();
    expect(renders).toBe(before + 3);
  });

  it("lets /admin, /api, the cart, checkout, the account and a 404 through uncached", async () => {
    const cache = createPageCache();
    const app = shop(cache);
    for (const pathname of ["/admin", "/api/search?q=a", "/fr/cart", "/fr/checkout", "/fr/profile", "/fr/wishlist", "/fr/product/00000000-0000-4000-8000-000000000000"]) {
      const response = await get(app, pathname);
      expect(response.headers.get("X-Page-Cache"), pathname).toBeNull();
      await response.text();
    }
    await cache.settled();
    expect(cache.size).toBe(0);
  });
});

describe("the page's beacon (/api/visit)", () => {
  const visit = async (body: unknown, cookie = "") => {
    const request = new Request(`${origin}/api/visit`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
    return (await visitRoute.action({ request, params: {}, context: await routeContext(request, {}) } as never)) as unknown as Loaded<{ viewers: number | null }>;
  };
  const cookiesOf = (answer: Loaded<unknown>) => new Headers(answer.init?.headers ?? undefined).getSetCookie();

  it("remembers the language only when it changes", async () => {
    const first = await visit({ lang: "he" });
    expect(cookiesOf(first).some((cookie) => cookie.startsWith("lang="))).toBe(true);
    const same = await visit({ lang: "he" }, cookiesOf(first)[0].split(";")[0]);
    expect(cookiesOf(same)).toEqual([]);
    expect((await visit({ lang: "xx" })).init?.status).toBe(400);
  });

  it("gives a visitor id, counts the view once per visitor, and answers with the count including this visitor", async () => {
    const viewRows = async () =>
      (await handle.db.select({ total: count() }).from(schema.productViews).where(eq(schema.productViews.productId, productId)))[0].total;
    const rowsBefore = await viewRows();
    const base = await countViewers(productId);
    const first = await visit({ lang: "fr", productId });
    const visitorCookie = cookiesOf(first).find((cookie) => cookie.startsWith("visitor="))!;
    expect(visitorCookie).toBeTruthy();
    expect(first.data.viewers).toBe(base + 1);
    const again = await visit({ lang: "fr", productId }, cookiesOf(first).map((line) => line.split(";")[0]).join("; "));
    expect(cookiesOf(again)).toEqual([]);
    expect(again.data.viewers).toBe(base + 1);
    const other = await visit({ lang: "fr", productId });
    expect(other.data.viewers).toBe(base + 2);

    // The views reach the database together.
    await flushProductViews();
    expect(await viewRows()).toBe(rowsBefore + 2);
  });
});
