/**
 * The server defects the abuse test found (docs/product/security-rules.md#sec-4), each through the HTTP layer as the server
 * builds it (server/http.ts), in-process: malformed percent-encoding, image sizes off the list and
 * the bounded image cache, oversized bodies, a reverse proxy, idle sessions, and __Host- cookies.
 * The proxy cases go through React Router's real request handler, whose own Origin check is what
 * used to answer 400 behind a proxy. On PGlite, and on PostgreSQL with TEST_DB=postgres.
 */
import { mkdtemp, readdir, stat, utimes, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { env, loadEnv } from "../../app/server/env.server";
import { logger } from "../../app/server/logger.server";
import { ImageDiskCache } from "../../app/server/images.server";
import {
  CUSTOMER_SESSION_IDLE_SECONDS,
  STAFF_SESSION_IDLE_SECONDS,
  handleAuthRequest,
  readSession,
  resetAuth,
  sessionIdleLimit,
} from "../../app/server/auth.server";
import { IMAGE_WIDTHS } from "../../app/lib/image-variants";
import { BODY_LIMITS, createHttpApp, type HttpOptions } from "../../server/http";
import { cookieJar, createSignedInCustomer, signInCustomer, testIp } from "../support/accounts";
import { withSeededDatabase } from "./helpers";
import { testRequestHandler } from "../support/server-build";

const testDb = withSeededDatabase();
beforeAll(() => resetAuth());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "http-abuse-"));
  await mkdir(path.join(folder, "media", "seed"), { recursive: true });
  await sharp({ create: { width: 480, height: 480, channels: 3, background: { r: 200, g: 150, b: 90 } } })
    .jpeg()
    .toFile(path.join(folder, "media", "seed", "candle.jpg"));
});

/** What reached the page handler, and a plain answer from it. */
function pageRecorder() {
  const reached: Request[] = [];
  const handlePage: HttpOptions["handlePage"] = async (request) => {
    reached.push(request);
    // Reading the body as React Router would, so that a limit that did not hold shows.
    const text = request.body ? await request.text() : "";
    return new Response(`page ${text.length}`, { status: 200 });
  };
  return { reached, handlePage };
}

function app(options: Partial<HttpOptions> & Pick<HttpOptions, "handlePage">) {
  return createHttpApp({
    clientDir: folder,
    mediaDir: path.join(folder, "media"),
    cacheDir: path.join(folder, "cache"),
    publicUrl: env().publicUrl,
    trustedOrigins: [],
    production: false,
    ...options,
  });
}

function logSpies() {
  return { warn: vi.spyOn(logger, "warn"), error: vi.spyOn(logger, "error") };
}

// =============================================================================================
// 1. Malformed percent-encoding
// =============================================================================================

describe("a malformed percent-encoding", () => {
  it("is a 400 on the image endpoint and on pages, never a 500 nor an error in the log", async () => {
    const page = pageRecorder();
    const server = app({ handlePage: page.handlePage });
    const logs = logSpies();
    const origin = new URL(env().publicUrl).origin;
    for (const target of ["/img/%ZZ.jpg?w=400", "/img/seed/%E0%A4%A.jpg?w=400&h=400", "/fr/%ZZ", "/fr/product/%C3%28", "/fr/shop/%"]) {
      const response = await server.fetch(new Request(`${origin}${target}`));
      expect(response.status, target).toBe(400);
      expect(await response.text()).toBe("Adresse invalide.");
    }
    expect(page.reached).toEqual([]);
    expect(logs.error).not.toHaveBeenCalled();
  });

  it("in a query string is left to the page (URLSearchParams keeps it as it is): no 5xx", async () => {
    const page = pageRecorder();
    const server = app({ handlePage: page.handlePage });
    const response = await server.fetch(new Request(`${new URL(env().publicUrl).origin}/fr/shop?q=%ZZ`));
    expect(response.status).toBe(200);
    expect(new URL(page.reached[0].url).searchParams.get("q")).toBe("%ZZ");
  });
});

// =============================================================================================
// 2. Image sizes and the bounded cache
// =============================================================================================

describe("the image endpoint", () => {
  const get = (server: ReturnType<typeof app>, query: string, accept = "image/jpeg") =>
    server.fetch(new Request(`${new URL(env().publicUrl).origin}/img/seed/candle.jpg?${query}`, { headers: { accept } }));

  it("makes the sizes and qualities the shop's pages ask for, and answers 400 to any other", async () => {
    const server = app({ handlePage: pageRecorder().handlePage, cacheDir: await mkdtemp(path.join(os.tmpdir(), "img-sizes-")) });
    for (const query of ["w=400&h=400", "w=800&h=800", "w=1920&h=800&q=75", "w=1200&h=500", "w=400", "w=1200&h=1200&q=70"]) {
      const response = await get(server, query);
      expect(response.status, query).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
    }
    for (const query of ["w=401", "w=400&h=401", "w=400&h=16", "w=400&h=400&q=80", "w=400&q=31", "w=64", "w=1600&h=1600", "h=400", "w=abc", "w=400&h=400&q=70.5"]) {
      const response = await get(server, query);
      expect(response.status, query).toBe(400);
    }
  });

  it("keeps its folder under the bound, dropping the least recently used variant first", async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), "img-bound-"));
    // Measure one variant, then allow about two and a half of them.
    const probe = await (await get(app({ handlePage: pageRecorder().handlePage, cacheDir: await mkdtemp(path.join(os.tmpdir(), "img-probe-")) }), "w=400&h=400")).arrayBuffer();
    const bound = Math.round(probe.byteLength * 2.5);
    const server = app({ handlePage: pageRecorder().handlePage, cacheDir, imageCacheMaxBytes: bound });
    const files = async () => {
      const found: string[] = [];
      for (const shard of await readdir(cacheDir)) for (const name of await readdir(path.join(cacheDir, shard))) found.push(path.join(cacheDir, shard, name));
      return found;
    };
    const total = async () => (await Promise.all((await files()).map((file) => stat(file)))).reduce((sum, info) => sum + info.size, 0);

    expect((await get(server, "w=400&h=400")).status).toBe(200); // A
    const [a] = await files();
    expect((await get(server, "w=400&h=400", "image/webp")).status).toBe(200); // B
    const b = (await files()).find((file) => file !== a)!;
    // A is used again: B is now the least recently used.
    expect((await get(server, "w=400&h=400")).status).toBe(200);
    expect((await get(server, "w=400&h=400&q=75")).status).toBe(200); // C
    for (const width of IMAGE_WIDTHS.slice(0, 2)) expect((await get(server, `w=${width}&h=${width}&q=75`, "image/webp")).status).toBe(200);

    expect(await total()).toBeLessThanOrEqual(bound);
    const left = await files();
    expect(left).not.toContain(b);
    expect(left.length).toBeGreaterThan(0);
  });

  it("keeps the order across a restart: the folder is scanned by file time, and a hit touches its file", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "img-restart-"));
    await mkdir(path.join(dir, "ab"));
    const file = (name: string) => path.join(dir, "ab", name);
    const base = Date.now() - 60 * 60 * 1000;
    for (const [index, name] of ["old.webp", "middle.webp", "new.webp"].entries()) {
      await writeFile(file(name), Buffer.alloc(100));
      const time = new Date(base + index * 60_000);
      await utimes(file(name), time, time);
    }
    await writeFile(file("cut-short.webp.123.tmp"), Buffer.alloc(10));

    const first = new ImageDiskCache(dir, 250);
    await first.ready;
    expect((await readdir(path.join(dir, "ab"))).sort()).toEqual(["middle.webp", "new.webp"]);
    expect(first.size).toBe(200);

    // "middle" is used now: its file time moves, so after a restart "new" is the older one.
    expect(await first.get(file("middle.webp"))).toHaveLength(100);
    expect((await stat(file("middle.webp"))).mtimeMs).toBeGreaterThan((await stat(file("new.webp"))).mtimeMs);

    const second = new ImageDiskCache(dir, 250);
    await second.put(file("newest.webp"), Buffer.alloc(100));
    expect((await readdir(path.join(dir, "ab"))).sort()).toEqual(["middle.webp", "newest.webp"]);
    expect(second.size).toBeLessThanOrEqual(250);
  });
});

// =============================================================================================
// 3. Body size
// =============================================================================================

describe("a request body over its route's limit", () => {
  /** A body of `total` bytes that counts how much of it was ever read. */
  function countedBody(total: number) {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(64 * 1024, total - pulled)).fill(0x61);
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => pulled };
  }
  const fiftyMegabytes = 50 * 1024 * 1024;
  const origin = () => new URL(env().publicUrl).origin;
  const post = (pathname: string, body: BodyInit, headers: Record<string, string> = {}) =>
    new Request(`${origin()}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: origin(), "x-forwarded-for": testIp(), ...headers },
      body,
      duplex: "half",
    } as RequestInit);

  it("is a 413 at once when its Content-Length says 50 MB, without reading it", async () => {
    const page = pageRecorder();
    const server = app({ handlePage: page.handlePage });
    const body = countedBody(fiftyMegabytes);
    const response = await server.fetch(post("/fr/cart", body.stream, { "content-length": String(fiftyMegabytes) }));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Requête trop volumineuse.");
    expect(page.reached).toEqual([]);
    // At most what the stream buffers on its own, never the 50 MB.
    expect(body.pulled()).toBeLessThan(256 * 1024);
  });

  it("is a 413 as soon as a chunked body without a length passes the limit", async () => {
    const page = pageRecorder();
    const server = app({ handlePage: page.handlePage });
    const body = countedBody(fiftyMegabytes);
    const response = await server.fetch(post("/fr/cart", body.stream));
    expect(response.status).toBe(413);
    expect(page.reached).toEqual([]);
    expect(body.pulled()).toBeLessThan(256 * 1024);
  });

  it("is per route: 16 KB for the cart, /api and sign-in; 32 KB for the contact and review forms", async () => {
    const page = pageRecorder();
    const server = app({ handlePage: page.handlePage, handleAuth: handleAuthRequest });
    const form = (bytes: number) => `message=${"a".repeat(bytes - "message=".length)}`;
    expect(BODY_LIMITS.form).toBe(16 * 1024);
    for (const pathname of ["/fr/cart", "/api/wishlist", "/api/auth/sign-in/email", "/fr/checkout"]) {
      const response = await server.fetch(post(pathname, countedBody(BODY_LIMITS.form + 1).stream));
      expect(response.status, pathname).toBe(413);
    }
    const small = await server.fetch(post("/fr/cart", form(BODY_LIMITS.form - 10)));
    expect(small.status).toBe(200);
    expect(await small.text()).toBe(`page ${BODY_LIMITS.form - 10}`);
    // A full 2000-character message whose characters take 3 bytes each ("₪", "…", quotes), URL-encoded,
    // passes the 16 KB of the other forms and fits the long-text ones.
    const hebrew = new URLSearchParams({ name: "ליאה", email: "lea@example.com", message: "₪…".repeat(1000) }).toString();
    expect(hebrew.length).toBeGreaterThan(BODY_LIMITS.form);
    for (const pathname of ["/fr/contact", "/he/product/abc", "/he/product/abc.data"]) {
      const response = await server.fetch(post(pathname, hebrew));
      expect(response.status, pathname).toBe(200);
    }
    expect((await server.fetch(post("/fr/contact", countedBody(BODY_LIMITS.longText + 1).stream))).status).toBe(413);
  });
});

// =============================================================================================
// 4. A reverse proxy
// =============================================================================================

describe("behind a reverse proxy", () => {
  /**
   * React Router's real request handler with one route that has an action: its own Origin check
   * (a 400 and an error in the log when the request's URL is not the page's) runs as in the shop.
   */
  function reactRouter(seen: string[]) {
    const handle = testRequestHandler([
      { id: "root", path: "", module: { default: () => null } },
      {
        id: "cart",
        parentId: "root",
        path: "fr/cart",
        module: {
          action: async ({ request }: { request: Request }) => {
            seen.push(request.url);
            return { added: (await request.formData()).get("productId") };
          },
        },
      },
    ]);
    return (request: Request) => handle(request);
  }

  const publicUrl = "https://shop.example";
  /** What a proxy that terminates TLS and rewrites Host sends on. */
  const proxied = (headers: Record<string, string>) =>
    new Request("http://127.0.0.1:3000/fr/cart.data", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: publicUrl, "x-forwarded-for": "198.51.100.7", ...headers },
      body: "productId=p1",
    });

  it("with TRUST_PROXY, a form posted to the public address works: the page sees the browser's URL", async () => {
    const seen: string[] = [];
    const server = app({ handlePage: reactRouter(seen), publicUrl, trustProxy: true });
    const logs = logSpies();
    const response = await server.fetch(proxied({ "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("p1");
    expect(seen).toEqual(["https://shop.example/fr/cart"]);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
    expect(logs.error).not.toHaveBeenCalled();
  });

  it("without TRUST_PROXY, a post whose Origin is not the request's address is a 403 and a warning, not an error", async () => {
    const seen: string[] = [];
    const server = app({ handlePage: reactRouter(seen), publicUrl, trustProxy: false });
    const logs = logSpies();
    // The forwarding headers of a client are not believed.
    for (const headers of [{}, { "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" }] as Record<string, string>[]) {
      const response = await server.fetch(proxied(headers));
      expect(response.status).toBe(403);
      expect(await response.text()).toBe("Requête refusée : elle ne vient pas de ce site.");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    expect(seen).toEqual([]);
    expect(logs.warn).toHaveBeenCalledWith(expect.objectContaining({ origin: publicUrl, url: "http://127.0.0.1:3000" }), expect.stringContaining("TRUST_PROXY"));
    expect(logs.error).not.toHaveBeenCalled();
  });

  it("with TRUST_PROXY, a forwarded host is still held to the shop's origins", async () => {
    const seen: string[] = [];
    const server = app({ handlePage: reactRouter(seen), publicUrl, trustProxy: true });
    const logs = logSpies();
    const response = await server.fetch(
      proxied({ origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }),
    );
    expect(response.status).toBe(403);
    expect(seen).toEqual([]);
    expect(logs.warn).toHaveBeenCalled();
    expect(logs.error).not.toHaveBeenCalled();
  });
});

// =============================================================================================
// 5. Idle sessions
// =============================================================================================

describe("an idle session", () => {
  const hour = 60 * 60 * 1000;
  const read = (cookies: string) => readSession(new Request(`${env().publicUrl}/fr`, { headers: { cookie: cookies } }));
  const sessionsOf = (userId: string) => testDb().select().from(schema.session).where(eq(schema.session.userId, userId));

  it("has its limits: 7 days for customers, 12 hours for staff and the owner", () => {
    expect(CUSTOMER_SESSION_IDLE_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(STAFF_SESSION_IDLE_SECONDS).toBe(12 * 60 * 60);
    expect(sessionIdleLimit("customer")).toBe(CUSTOMER_SESSION_IDLE_SECONDS);
    expect(sessionIdleLimit("staff")).toBe(STAFF_SESSION_IDLE_SECONDS);
    expect(sessionIdleLimit("owner")).toBe(STAFF_SESSION_IDLE_SECONDS);
  });

  it("of a customer stays while it is used, and is over after 7 days without use", async () => {
    const customer = await createSignedInCustomer("idle-customer@example.com");
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    let cookies = customer.cookies;
    // Used every 6 days for 24 days: still signed in.
    for (let day = 6; day <= 24; day += 6) {
      vi.setSystemTime(start + day * 24 * hour);
      const answer = await read(cookies);
      expect(answer.user?.id, `day ${day}`).toBe(customer.userId);
      cookies = cookieJar(answer.setCookies, cookies);
    }
    // Twelve hours idle is nothing for a customer.
    vi.setSystemTime(start + 24 * 24 * hour + 12 * hour + 60_000);
    expect((await read(cookies)).user?.id).toBe(customer.userId);
    // Then 7 days and a minute without use.
    vi.setSystemTime(start + 24 * 24 * hour + 12 * hour + 7 * 24 * hour + 2 * 60_000);
    expect((await read(cookies)).user).toBeNull();
    expect(await sessionsOf(customer.userId)).toHaveLength(0);
  });

  it("of staff is over after 12 hours without use, here and at /api/auth, and is deleted", async () => {
    const staff = await createSignedInCustomer("idle-staff@example.com");
    await testDb().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, staff.userId));
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    let cookies = staff.cookies;
    for (const at of [11 * hour, 22 * hour]) {
      vi.setSystemTime(start + at);
      const answer = await read(cookies);
      expect(answer.user?.role).toBe("staff");
      cookies = cookieJar(answer.setCookies, cookies);
    }
    vi.setSystemTime(start + 22 * hour + 12 * hour + 60_000);
    const over = await read(cookies);
    expect(over.user).toBeNull();
    expect(over.setCookies.some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(await sessionsOf(staff.userId)).toHaveLength(0);

    // The same through better-auth's own endpoint: a new staff session, idle 12 h and a minute.
    vi.useRealTimers();
    const again = await signInCustomer("idle-staff@example.com");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 12 * hour + 60_000);
    const response = await handleAuthRequest(
      new Request(`${env().publicUrl}/api/auth/get-session`, { headers: { cookie: again.cookies, "x-forwarded-for": testIp() } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    expect(response.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
    expect(await sessionsOf(staff.userId)).toHaveLength(0);
  });
});

// =============================================================================================
// 6. __Host- cookies under https
// =============================================================================================

describe("under https", () => {
  const previous = process.env.PUBLIC_URL;
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    loadEnv({ ...process.env, PUBLIC_URL: previous });
    resetAuth();
  });

  it("the shop's own cookies are __Host- (Secure, Path=/, no Domain), and read back; under http they keep their names", async () => {
    const plain = await import("../../app/server/cookies.server");
    expect([plain.cartCookie, plain.langCookie, plain.currencyCookie, plain.visitorCookie].map((c) => c.name)).toEqual(["cart", "lang", "currency", "visitor"]);

    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("PUBLIC_URL", "https://shop.example");
    vi.resetModules();
    const cookies = await import("../../app/server/cookies.server");
    const flash = await import("../../app/features/auth/flash.server");
    for (const cookie of [cookies.cartCookie, cookies.langCookie, cookies.currencyCookie, cookies.visitorCookie]) {
      const header = await cookie.serialize("value");
      expect(header, cookie.name).toMatch(/^__Host-(cart|lang|currency|visitor)=/);
      expect(header).toMatch(/;\s*Secure/i);
      expect(header).toMatch(/;\s*Path=\/(;|$)/);
      expect(header).not.toMatch(/Domain=/i);
      const request = new Request("https://shop.example/fr", { headers: { cookie: header.split(";")[0] } });
      expect(await cookies.readCookie(cookie, request)).toBe("value");
      // The plain name is not read under https: a subdomain could have set it.
      const planted = new Request("https://shop.example/fr", { headers: { cookie: `${cookie.name.slice("__Host-".length)}=${header.split(";")[0].split("=")[1]}` } });
      expect(await cookies.readCookie(cookie, planted)).toBeUndefined();
    }
    const welcome = await flash.flashCookieHeader("welcome");
    expect(welcome).toMatch(/^__Host-flash=/);
    expect(await flash.takeFlash(new Request("https://shop.example/fr", { headers: { cookie: welcome.split(";")[0] } }))).toMatchObject({ flash: "welcome" });
  });

  it("better-auth's cookies are __Host- too, and the session is read back", async () => {
    loadEnv({ ...process.env, PUBLIC_URL: "https://shop.example" });
    resetAuth();
    const customer = await createSignedInCustomer("host-cookie@example.com");
    expect(customer.cookies).toMatch(/^__Host-better-auth\.session_token=/);
    expect((await readSession(new Request("https://shop.example/fr", { headers: { cookie: customer.cookies } }))).user?.id).toBe(customer.userId);
  });
});
