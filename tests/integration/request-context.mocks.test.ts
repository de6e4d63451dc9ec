/**
 * One request, one context (docs/product/admin-back-office.md#adm-1, "Before the first admin screen" 1): through React Router's
 * own request handler, with middleware on and the real root, storefront layout and cart route, a
 * request resolves its visitor, prices and texts once, however many loaders read them; an unknown
 * language still goes to /fr/; the admin's language comes from its cookie or the browser.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "./helpers";
import { testRequestHandler } from "../support/server-build";
import type { DatabaseHandle } from "../../app/server/db.server";
import { getVisitor } from "../../app/features/session/visitor.server";
import { messagesFor } from "../../app/features/i18n/messages.server";
import { pricingFor } from "../../app/features/catalog/pricing.server";
import { adminLang, adminLangCookie, createLoadContext, resolveAdmin, withVisitorCookies } from "../../app/server/request-context.server";
import { langCookie } from "../../app/server/cookies.server";
import * as root from "../../app/root";
import * as storefrontLayout from "../../app/routes/$lang/layout";
import * as cartRoute from "../../app/routes/$lang/cart";

// The resolvers, counted: every importer (the middleware, and any route that would still call
// them itself) gets the counting version.
vi.mock("../../app/features/session/visitor.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../app/features/session/visitor.server")>();
  return { ...actual, getVisitor: vi.fn(actual.getVisitor) };
});
vi.mock("../../app/features/i18n/messages.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../app/features/i18n/messages.server")>();
  return { ...actual, messagesFor: vi.fn(actual.messagesFor) };
});
vi.mock("../../app/features/catalog/pricing.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../app/features/catalog/pricing.server")>();
  return { ...actual, pricingFor: vi.fn(actual.pricingFor) };
});

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(() => {
  vi.mocked(getVisitor).mockClear();
  vi.mocked(messagesFor).mockClear();
  vi.mocked(pricingFor).mockClear();
});

/** The real root, storefront layout and cart page (HTML rendering is not under test). */
const handleRequest = testRequestHandler(
  [
    { id: "root", path: "", module: root },
    { id: "routes/$lang/layout", parentId: "root", path: ":lang", module: storefrontLayout },
    { id: "routes/$lang/cart", parentId: "routes/$lang/layout", path: "cart", module: cartRoute },
  ],
  { v8_middleware: true },
);
const get = (path: string, headers: Record<string, string> = {}) =>
  handleRequest(new Request(`http://localhost${path}`, { headers }), createLoadContext({ cspNonce: "test-nonce" }));

describe("the storefront's request context", () => {
  it("is resolved once per request, though the root, the layout and the page all read it", async () => {
    const response = await get("/he/cart.data");
    expect(response.status).toBe(200);
    // Root, layout and cart loaders ran: each of them needs the language, the texts, the
    // visitor or the prices, and none of them resolved its own.
    expect(vi.mocked(getVisitor).mock.calls).toHaveLength(1);
    expect(vi.mocked(pricingFor).mock.calls).toHaveLength(1);
    expect(vi.mocked(messagesFor).mock.calls).toHaveLength(1);
    expect(vi.mocked(messagesFor).mock.calls[0][0]).toBe("he");
    const body = await response.text();
    // The layout's data went out in the page's language and with the HTTP layer's nonce (root).
    expect(body).toContain("test-nonce");
    expect(body).toContain('"he"');
  });

  it("sends an unknown language to /fr/, before resolving anything", async () => {
    const page = await get("/xx/cart");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/fr/");
    const data = await get("/xx/cart.data");
    // A data request's redirect is told to the browser's router in the answer's body.
    expect(data.status).toBe(202);
    expect(await data.text()).toContain('"redirect","/fr/"');
    expect(vi.mocked(getVisitor).mock.calls).toHaveLength(0);
  });

  it("writes no language cookie: the page's beacon does (/api/visit, tests/integration/page-cache.test.ts)", async () => {
    // A page may come from the page cache (docs/product/performance-and-operations.md#ops-3), which must set no cookie.
    const first = await get("/ru/cart.data");
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().some((cookie) => cookie.startsWith("lang="))).toBe(false);
    const again = await get("/ru/cart.data", { Cookie: await langCookie.serialize("en") });
    expect(again.headers.getSetCookie().some((cookie) => cookie.startsWith("lang="))).toBe(false);
  });
});

describe("the admin's request context", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/admin", { headers });

  it("takes the admin's language from its cookie, else the browser's among fr, he, en and ru, else French", async () => {
    expect(await adminLang(request({ "Accept-Language": "he-IL,he;q=0.9,en;q=0.8" }))).toBe("he");
    expect(await adminLang(request({ "Accept-Language": "de-DE,ru;q=0.5" }))).toBe("ru");
    expect(await adminLang(request({ "Accept-Language": "de-DE" }))).toBe("fr");
    expect(await adminLang(request({}))).toBe("fr");
    const cookie = await adminLangCookie.serialize("en");
    expect(await adminLang(request({ Cookie: cookie, "Accept-Language": "he" }))).toBe("en");
    // A forged value is ignored.
    expect(await adminLang(request({ Cookie: await adminLangCookie.serialize("xx"), "Accept-Language": "ru" }))).toBe("ru");
  });

  it("gives the admin one translator over the shop's texts and its own, and prices in the shop's currency", async () => {
    const resolved = await resolveAdmin(request({ "Accept-Language": "he" }), (lang) => ({ "admin.test.hello": `hello ${lang}` }));
    expect(resolved.area).toBe("admin");
    expect(resolved.lang).toBe("he");
    expect(resolved.t("admin.test.hello")).toBe("hello he");
    // The shared schemas' error keys translate in the admin too.
    expect(resolved.t("validation.emailInvalid")).not.toBe("validation.emailInvalid");
    // The browser gets the admin's texts and the form errors, not the storefront's pages.
    expect(resolved.browserMessages["admin.test.hello"]).toBe("hello he");
    expect(resolved.browserMessages["validation.emailInvalid"]).toBe(resolved.t("validation.emailInvalid"));
    expect(Object.keys(resolved.browserMessages).some((key) => key.startsWith("home."))).toBe(false);
    expect(resolved.pricing.currency).toBe("ILS");
    expect(resolved.pricing.convert(1234)).toBe(1234);
    expect(vi.mocked(getVisitor).mock.calls).toHaveLength(1);
  });
});

describe("a renewed session's cookie on the answer", () => {
  it("is added once, and never over a cookie the route set itself (a sign-out)", () => {
    const renewed = ["session_token=new; Path=/; HttpOnly", "session_data=x; Path=/"];
    const plain = withVisitorCookies(new Response("ok"), renewed);
    expect(plain.headers.getSetCookie()).toEqual(renewed);
    const signedOut = new Response(null, { status: 302, headers: [["Set-Cookie", "session_token=; Max-Age=0; Path=/"]] });
    expect(withVisitorCookies(signedOut, renewed).headers.getSetCookie()).toEqual(["session_token=; Max-Age=0; Path=/", "session_data=x; Path=/"]);
  });
});
