/**
 * Security (docs/product/security-rules.md#sec-7), as one suite: the real route actions and loaders, called with real
 * `Request` objects carrying real session and cart cookies, and what the database holds afterwards.
 * On PGlite, and on PostgreSQL with TEST_DB=postgres TEST_DATABASE_URL=….
 *
 *   1. ownership: one customer (or guest) never reads or changes another's cart, orders, profile,
 *      wishlist or reviews; a guest's order opens with its own token only;
 *   2. prices, totals, status, role, owner… sent by the client are ignored or refused;
 *   3. garbage to every storefront action and API route is a 4xx with a dictionary message;
 *   4. session cookies are HttpOnly, SameSite=Lax, and Secure behind an https public URL;
 *   5. a cross-origin form POST is refused by the HTTP layer, a same-origin one passes;
 *   6. the rate limit's 429 is asserted in accounts.test.ts › "rate limit" (sign-in, sign-up, reset,
 *      the form action and /api/auth itself), not repeated here.
 *
 * Also elsewhere, and not repeated: the service-level checks (a customer cannot approve or reject a
 * review: customer.test.ts › "only staff and the owner may moderate"; checkout keys scoped to the
 * visitor: checkout.test.ts › "gives the same order for the same key…"), the auth and profile form
 * garbage (accounts.test.ts › "garbage input to the account actions"), and stored text rendered
 * escaped in the browser (tests/e2e/journeys/security.spec.ts).
 */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { env, loadEnv } from "../../app/server/env.server";
import { handleAuthRequest, resetAuth } from "../../app/server/auth.server";
import { cartCookie } from "../../app/server/cookies.server";
import { safeReturnPath } from "../../app/server/redirect.server";
import { getProfile } from "../../app/features/profile/profile.server";
import { changeOrderStatus } from "../../app/features/orders/order-status.server";
import { flatten } from "../../app/lib/i18n";
import { dictionaries } from "../../app/locales";
import { createHttpApp } from "../../server/http";
import { cookieJar, createSignedInCustomer, testIp, TEST_PASSWORD } from "../support/accounts";
import { routeContext, withSeededDatabase } from "./helpers";
import { checkoutFormValues } from "../support/checkout";
import * as homeRoute from "../../app/routes/$lang/home";
import * as contactRoute from "../../app/routes/$lang/contact";
import * as cartRoute from "../../app/routes/$lang/cart";
import * as productRoute from "../../app/routes/$lang/product";
import * as visitRoute from "../../app/routes/api/visit";
import * as checkoutRoute from "../../app/routes/$lang/checkout";
import * as trackingRoute from "../../app/routes/$lang/order-tracking";
import * as authRoute from "../../app/routes/$lang/auth";
import * as resetRoute from "../../app/routes/$lang/auth-reset-password";
import * as profileRoute from "../../app/routes/$lang/profile.index";
import * as ordersRoute from "../../app/routes/$lang/profile.orders";
import * as loyaltyRoute from "../../app/routes/$lang/profile.loyalty";
import * as wishlistPage from "../../app/routes/$lang/wishlist";
import * as unsubscribeRoute from "../../app/routes/$lang/newsletter-unsubscribe";
import * as wishlistApi from "../../app/routes/api/wishlist";
import * as preferencesApi from "../../app/routes/api/preferences";
import * as adminLangApi from "../../app/routes/admin/api.lang";
import * as searchApi from "../../app/routes/api/search";
import * as shopRoute from "../../app/routes/$lang/shop";

const testDb = withSeededDatabase();
beforeAll(() => resetAuth());

// ---------------------------------------------------------------------------------------------
// Calling a route as React Router does, and reading its answer whatever form it takes.
// ---------------------------------------------------------------------------------------------

type Handler = (args: never) => unknown;
interface Answer {
  status: number;
  data: unknown;
  location: string | null;
  setCookies: string[];
}

type Body = [string, string][] | { json: unknown } | { text: string };

interface CallOptions {
  method?: "GET" | "POST";
  params?: Record<string, string>;
  cookie?: string;
  body?: Body;
  headers?: Record<string, string>;
}

function answerOf(value: unknown): Answer {
  if (value instanceof Response) {
    return { status: value.status, data: null, location: value.headers.get("Location"), setCookies: value.headers.getSetCookie() };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    const headers = new Headers(init?.headers);
    return { status: init?.status ?? 200, data, location: headers.get("Location"), setCookies: headers.getSetCookie() };
  }
  return { status: 200, data: value, location: null, setCookies: [] };
}

/** Runs a loader or an action; a thrown Response (a redirect, a 404) is an answer, any other throw a failure (a 500). */
async function call(handler: Handler, pathname: string, options: CallOptions = {}): Promise<Answer> {
  const headers = new Headers({ "x-forwarded-for": testIp(), ...options.headers });
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.body) {
    if (Array.isArray(options.body)) {
      body = new URLSearchParams(options.body);
      headers.set("Content-Type", "application/x-www-form-urlencoded");
    } else if ("json" in options.body) {
      body = JSON.stringify(options.body.json);
      headers.set("Content-Type", "application/json");
    } else {
      body = options.body.text;
      headers.set("Content-Type", "text/plain");
    }
  }
  const method = options.method ?? (options.body ? "POST" : "GET");
  const request = new Request(`${env().publicUrl}${pathname}`, { method, headers, body });
  const params = options.params ?? { lang: "fr" };
  try {
    return answerOf(await handler({ request, params, context: await routeContext(request, params) } as never));
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit") return answerOf(thrown);
    throw thrown;
  }
}

const post = (handler: Handler, pathname: string, body: Body, options: Omit<CallOptions, "body"> = {}) =>
  call(handler, pathname, { ...options, body, method: "POST" });

/** Every dictionary key and French text: a "dictionary message" is one of them. */
const FRENCH = flatten(dictionaries.fr as never);
const KNOWN = new Set([...Object.keys(FRENCH), ...Object.values(FRENCH)]);

/** The message strings of an answer: what its error, formError, text, title or message fields hold. */
function messagesIn(value: unknown, inMessage = false, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (inMessage) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) messagesIn(item, inMessage, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "initialValue") continue; // the form's values echoed back, not messages
      messagesIn(item, inMessage || ["error", "formError", "fieldErrors", "text", "title", "message"].includes(key), out);
    }
  }
  return out;
}

/** A refusal: a 4xx (never a 5xx, never a throw) whose messages all come from the dictionaries. */
function expectRefused(answer: Answer, label: string) {
  expect(answer.status, label).toBeGreaterThanOrEqual(400);
  expect(answer.status, label).toBeLessThan(500);
  const messages = messagesIn(answer.data);
  expect(messages.length, `${label}: no message in ${JSON.stringify(answer.data)?.slice(0, 300)}`).toBeGreaterThan(0);
  for (const message of messages) expect(KNOWN.has(message), `${label}: "${message.slice(0, 80)}" is not a dictionary message`).toBe(true);
}

// ---------------------------------------------------------------------------------------------
// Test data through the real routes.
// ---------------------------------------------------------------------------------------------

let customerCount = 0;
async function customer(name: string) {
  customerCount += 1;
  const email = `${name}.${customerCount}@security.example`;
  const session = await createSignedInCustomer(email, { firstName: name, lastName: "Test" });
  return { ...session, email };
}

async function simpleProducts(n: number) {
  const rows = await testDb()
    .select({ id: schema.products.id, priceMinor: schema.products.priceMinor })
    .from(schema.products)
    .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true), sql`${schema.products.stock} > 20`))
    .orderBy(asc(schema.products.sku))
    .limit(n);
  expect(rows).toHaveLength(n);
  return rows;
}

/** Adds to the cart through the cart action; a guest gets back the Cookie header of their new cart. */
async function addThroughRoute(productId: string, cookie = "", quantity = 1) {
  const answer = await post(cartRoute.action, "/fr/cart", [["intent", "add"], ["productId", productId], ["quantity", String(quantity)]], { cookie });
  expect(answer.status).toBe(200);
  return cookieJar(answer.setCookies, cookie);
}

async function cartLinesOf(where: { userId?: string; guestToken?: string }) {
  return testDb()
    .select({ id: schema.cartItems.id, productId: schema.cartItems.productId, quantity: schema.cartItems.quantity })
    .from(schema.cartItems)
    .innerJoin(schema.carts, eq(schema.carts.id, schema.cartItems.cartId))
    .where(where.userId ? eq(schema.carts.userId, where.userId) : eq(schema.carts.guestToken, where.guestToken!));
}

const checkoutFields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries(checkoutFormValues({ email: "client@security.example", ...overrides }));

/** Places an order through the checkout action; returns the order as the database holds it. */
async function checkoutThroughRoute(cookie: string, fields: [string, string][] = checkoutFields()) {
  const answer = await post(checkoutRoute.action, "/fr/checkout", fields, { cookie });
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  const query = new URL(answer.location!, "http://x").searchParams;
  const [order] = await testDb()
    .select()
    .from(schema.orders)
    .where(query.get("token") ? eq(schema.orders.orderToken, query.get("token")!) : eq(schema.orders.orderNumber, Number(query.get("order"))));
  return order;
}

// =============================================================================================
// 1. Ownership
// =============================================================================================

describe("ownership: one customer cannot reach another's things", () => {
  it("cart: A cannot change or remove B's lines, and A's cart page never shows them", async () => {
    const [a, b] = [await customer("cart-a"), await customer("cart-b")];
    const [product] = await simpleProducts(1);
    await addThroughRoute(product.id, b.cookies, 2);
    const [bLine] = await cartLinesOf({ userId: b.userId });

    const set = await post(cartRoute.action, "/fr/cart", [["intent", "set"], ["lineId", bLine.id], ["quantity", "9"]], { cookie: a.cookies });
    expectRefused(set, "set B's line");
    expect(set.status).toBe(404);
    const zero = await post(cartRoute.action, "/fr/cart", [["intent", "set"], ["lineId", bLine.id], ["quantity", "0"]], { cookie: a.cookies });
    expect(zero.status).toBe(404);
    const removed = await post(cartRoute.action, "/fr/cart", [["intent", "remove"], ["lineId", bLine.id]], { cookie: a.cookies });
    expectRefused(removed, "remove B's line");
    expect(removed.status).toBe(404);
    expect(await cartLinesOf({ userId: b.userId })).toEqual([bLine]);

    const page = await call(cartRoute.loader, "/fr/cart", { cookie: a.cookies });
    expect((page.data as { cart: { lines: unknown[] } }).cart.lines).toEqual([]);
    const own = await call(cartRoute.loader, "/fr/cart", { cookie: b.cookies });
    expect((own.data as { cart: { lines: { id: string; quantity: number }[] } }).cart.lines).toMatchObject([{ id: bLine.id, quantity: 2 }]);
  });

  it("guest carts: each cart cookie opens its own cart only; an unknown or forged one opens none", async () => {
    const [product] = await simpleProducts(1);
    const first = await addThroughRoute(product.id);
    const second = await addThroughRoute(product.id);
    const token = (cookie: string) => (cookie.match(/cart=([^;]+)/)?.[1] ? cartCookie.parse(cookie) : null);
    const [firstToken, secondToken] = [await token(first), await token(second)];
    expect(firstToken).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    expect(secondToken).not.toBe(firstToken);
    const [firstLine] = await cartLinesOf({ guestToken: firstToken! });

    // The second guest cannot touch the first guest's line by its id.
    expect((await post(cartRoute.action, "/fr/cart", [["intent", "remove"], ["lineId", firstLine.id]], { cookie: second })).status).toBe(404);
    expect(await cartLinesOf({ guestToken: firstToken! })).toEqual([firstLine]);

    const linesFor = async (cookie: string) => ((await call(cartRoute.loader, "/fr/cart", { cookie })).data as { cart: { lines: { id: string }[] } }).cart.lines.map((l) => l.id);
    expect(await linesFor(first)).toEqual([firstLine.id]);
    expect(await linesFor(second)).not.toContain(firstLine.id);
    expect(await linesFor("")).toEqual([]);
    expect(await linesFor(`cart=${Buffer.from(JSON.stringify("x".repeat(43))).toString("base64")}`)).toEqual([]);
    expect(await linesFor("cart=%27%20or%201%3D1%20--")).toEqual([]);
  });

  it("orders: 'Mes Commandes' and the loyalty tab show the caller's own; the confirmation refuses another's number; attach takes nobody else's", async () => {
    const [a, b] = [await customer("orders-a"), await customer("orders-b")];
    const [product] = await simpleProducts(1);
    await addThroughRoute(product.id, a.cookies);
    const aOrder = await checkoutThroughRoute(a.cookies, checkoutFields({ email: a.email }));
    await addThroughRoute(product.id, b.cookies);
    // B's order is placed with A's e-mail address: it is still B's, and A cannot attach it.
    const bOrder = await checkoutThroughRoute(b.cookies, checkoutFields({ email: a.email }));
    expect([aOrder.userId, bOrder.userId]).toEqual([a.userId, b.userId]);

    const numbersFor = async (cookie: string) =>
      ((await call(ordersRoute.loader, "/fr/profile/orders", { cookie })).data as { orders: { orderNumber: number }[] }).orders.map((o) => o.orderNumber);
    expect(await numbersFor(a.cookies)).toEqual([aOrder.orderNumber]);
    expect(await numbersFor(b.cookies)).toEqual([bOrder.orderNumber]);

    const confirmation = (cookie: string, number: number) => call(checkoutRoute.loader, `/fr/checkout?order=${number}`, { cookie });
    expect((await confirmation(b.cookies, bOrder.orderNumber)).data).toMatchObject({ view: "confirmation", order: { orderNumber: bOrder.orderNumber } });
    for (const cookie of [a.cookies, ""]) {
      const refused = await confirmation(cookie, bOrder.orderNumber);
      expect(refused.data).toMatchObject({ view: "form" });
      expect(JSON.stringify(refused.data)).not.toContain(String(bOrder.orderNumber));
    }

    // The loyalty tab reads the caller's own card and ledger.
    await testDb().insert(schema.loyaltyLedger).values({ userId: b.userId, orderId: bOrder.id, points: 42, reason: "order_delivered" });
    const loyaltyFor = async (cookie: string) => (await call(loyaltyRoute.loader, "/fr/profile/loyalty", { cookie })).data as { ledger: { points: number }[] };
    expect((await loyaltyFor(a.cookies)).ledger).toEqual([]);
    expect((await loyaltyFor(b.cookies)).ledger.map((e) => e.points)).toEqual([42]);

    const attach = await post(ordersRoute.action, "/fr/profile/orders", [["intent", "attach"], ["orderId", bOrder.id], ["userId", b.userId]], { cookie: a.cookies });
    expect(attach.data).toEqual({ ok: true, attached: 0 });
    const [still] = await testDb().select().from(schema.orders).where(eq(schema.orders.id, bOrder.id));
    expect(still.userId).toBe(b.userId);
  });

  it("profile: the action writes the caller's row whatever ids the form carries", async () => {
    // The form-level version (userId/user_id fields, stored text) is accounts.test.ts › "saves the
    // caller's profile whatever user id the form carries"; this one goes through two real sessions.
    const [a, b] = [await customer("profile-a"), await customer("profile-b")];
    const before = await getProfile(b.userId);
    const saved = await post(profileRoute.action, "/fr/profile", [["intent", "save"], ["userId", b.userId], ["id", b.userId], ["firstName", "Anna"], ["city", "Haïfa"]], {
      cookie: a.cookies,
    });
    expect(saved.data).toMatchObject({ intent: "save", saved: true });
    expect(await getProfile(a.userId)).toMatchObject({ firstName: "Anna", city: "Haïfa" });
    expect(await getProfile(b.userId)).toEqual(before);
    // Without a session nothing is written: the visitor is sent to sign in.
    const anonymous = await post(profileRoute.action, "/fr/profile", [["intent", "save"], ["firstName", "Intrus"]]);
    expect(anonymous.status).toBe(302);
    expect(await getProfile(b.userId)).toEqual(before);
  });

  it("wishlist: the heart acts on the caller's list only, and the page shows the caller's list only", async () => {
    const [a, b] = [await customer("wish-a"), await customer("wish-b")];
    const [first, second] = await simpleProducts(2);
    const heart = (cookie: string, productId: string, extra: [string, string][] = []) =>
      post(wishlistApi.action, "/api/wishlist", [["productId", productId], ["intent", "add"], ["lang", "fr"], ...extra], { cookie, params: {} });
    expect((await heart(b.cookies, first.id)).data).toEqual({ ok: true, inWishlist: true });
    // A's request names B: it still lands on A's list.
    expect((await heart(a.cookies, second.id, [["userId", b.userId]])).data).toEqual({ ok: true, inWishlist: true });
    const remove = await post(wishlistApi.action, "/api/wishlist", [["productId", first.id], ["intent", "remove"], ["userId", b.userId]], { cookie: a.cookies, params: {} });
    expect(remove.data).toEqual({ ok: true, inWishlist: false });

    const rows = await testDb().select().from(schema.wishlist).where(sql`${schema.wishlist.userId} in (${a.userId}, ${b.userId})`);
    expect(rows.map((r) => [r.userId, r.productId]).sort()).toEqual([[a.userId, second.id], [b.userId, first.id]].sort());
    const pageFor = async (cookie: string) => ((await call(wishlistPage.loader, "/fr/wishlist", { cookie })).data as { products: { id: string }[] }).products.map((p) => p.id);
    expect(await pageFor(a.cookies)).toEqual([second.id]);
    expect(await pageFor(b.cookies)).toEqual([first.id]);
    // A guest's heart is refused and writes nothing.
    const guest = await heart("", first.id);
    expectRefused(guest, "guest heart");
    expect(guest.status).toBe(401);
  });

  it("reviews: A cannot edit B's review, and cannot approve or reject any", async () => {
    const [a, b] = [await customer("review-a"), await customer("review-b")];
    const [product] = await simpleProducts(1);
    const review = (cookie: string, fields: [string, string][]) =>
      post(productRoute.action, `/fr/product/${product.id}`, fields, { cookie, params: { lang: "fr", id: product.id } });
    expect((await review(b.cookies, [["intent", "review"], ["rating", "5"], ["body", "La bougie de B, très belle."]])).data).toEqual({ ok: true });
    const [bReview] = await testDb().select().from(schema.reviews).where(eq(schema.reviews.userId, b.userId));

    // A's submit naming B's review becomes A's own review; B's stays as it was.
    const edit = await review(a.cookies, [["intent", "review"], ["rating", "1"], ["body", "Réécrit par A, pas par B."], ["reviewId", bReview.id], ["id", bReview.id], ["userId", b.userId]]);
    expect(edit.data).toEqual({ ok: true });
    const [bAfter] = await testDb().select().from(schema.reviews).where(eq(schema.reviews.id, bReview.id));
    expect(bAfter).toEqual(bReview);
    const [aReview] = await testDb().select().from(schema.reviews).where(eq(schema.reviews.userId, a.userId));
    expect(aReview).toMatchObject({ rating: 1, body: "Réécrit par A, pas par B.", status: "pending" });

    // The storefront has no moderation door: a customer's "approve" or "reject" is refused.
    for (const intent of ["approve", "reject", "moderate"]) {
      const refused = await review(a.cookies, [["intent", intent], ["reviewId", bReview.id], ["status", "approved"]]);
      expectRefused(refused, intent);
    }
    expect((await testDb().select().from(schema.reviews).where(eq(schema.reviews.id, bReview.id)))[0].status).toBe("pending");

    // The product page shows the caller's own review only, and no pending one to anyone else.
    const pageFor = async (cookie: string) =>
      (await call(productRoute.loader, `/fr/product/${product.id}`, { cookie, params: { lang: "fr", id: product.id } })).data as {
        myReview: { id: string } | null;
        reviews: { reviews: { id: string }[] };
      };
    expect((await pageFor(a.cookies)).myReview?.id).toBe(aReview.id);
    expect((await pageFor("")).myReview).toBeNull();
    expect((await pageFor("")).reviews.reviews.map((r) => r.id)).not.toContain(bReview.id);
  });

  it("guest orders: the tracking page opens with the order's own token only, and a wrong one leaks nothing", async () => {
    const [product] = await simpleProducts(1);
    const guestCookie = await addThroughRoute(product.id);
    const order = await checkoutThroughRoute(guestCookie, checkoutFields({ email: "secret-guest@security.example", firstName: "Secrète" }));
    const token = order.orderToken!;
    const track = (value: string) => call(trackingRoute.loader, `/fr/order/${encodeURIComponent(value)}`, { params: { lang: "fr", token: value } });

    expect((await track(token)).data).toMatchObject({ order: { orderNumber: order.orderNumber, email: "secret-guest@security.example" } });
    const otherGuest = await addThroughRoute(product.id);
    const others = [
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, // one character off
      "",
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      String(order.orderNumber),
      order.id,
      (await cartCookie.parse(otherGuest))!, // another guest's secret is not an order token
      "' or 1=1 --",
      "x".repeat(100_000),
    ];
    for (const value of others) {
      const answer = await track(value);
      expect(answer.status, value.slice(0, 40)).toBe(404);
      expect(answer.data).toEqual({ order: null });
    }
    // The checkout's confirmation needs the token too; the number alone shows a guest nothing.
    const byNumber = await call(checkoutRoute.loader, `/fr/checkout?order=${order.orderNumber}`, { cookie: guestCookie });
    expect(byNumber.data).toMatchObject({ view: "form" });
    const wrongToken = await call(checkoutRoute.loader, `/fr/checkout?token=${others[0]}`, { cookie: otherGuest });
    expect(wrongToken.data).toMatchObject({ view: "form" });
    expect(JSON.stringify(wrongToken.data)).not.toContain("secret-guest");
  });
});

// =============================================================================================
// 2. What the client says about prices, totals, status, role or owner is not believed
// =============================================================================================

describe("values sent by the client are ignored or refused", () => {
  it("checkout: prices, totals, status, owner, number and currency in the form change nothing", async () => {
    const [a, b] = [await customer("forge-a"), await customer("forge-b")];
    const [product] = await simpleProducts(1);
    await addThroughRoute(product.id, a.cookies, 2);
    const forged: [string, string][] = [
      ["priceMinor", "1"],
      ["unitPriceMinor", "1"],
      ["totalMinor", "1"],
      ["subtotalMinor", "1"],
      ["discountMinor", "99999"],
      ["shippingMinor", "0"],
      ["status", "delivered"],
      ["userId", b.userId],
      ["orderNumber", "1"],
      ["orderToken", "forged-token-forged-token"],
      ["currency", "USD"],
      ["exchangeRate", "0.0001"],
      ["lines[0].unitPriceMinor", "0"],
    ];
    const order = await checkoutThroughRoute(a.cookies, [...checkoutFields({ email: a.email }), ...forged]);
    expect(order).toMatchObject({
      userId: a.userId,
      orderToken: null,
      status: "pending",
      currency: "ILS",
      subtotalMinor: product.priceMinor * 2,
      discountMinor: 0,
      totalMinor: product.priceMinor * 2 + order.shippingMinor,
    });
    expect(order.shippingMinor).toBeGreaterThan(0);
    expect(order.orderNumber).not.toBe(1);
    expect(Number(order.exchangeRate)).toBe(1);
    const [line] = await testDb().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
    expect(line).toMatchObject({ unitPriceMinor: product.priceMinor, quantity: 2, lineTotalMinor: product.priceMinor * 2 });
    const history = await testDb().select().from(schema.orderStatusHistory).where(eq(schema.orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.toStatus)).toEqual(["pending"]);
    expect(await testDb().select().from(schema.orders).where(eq(schema.orders.userId, b.userId))).toEqual([]);
  });

  it("sign-up: role, verification and id in the form are ignored; the account is an unverified customer", async () => {
    const email = "forged-signup@security.example";
    const answer = await post(authRoute.action, "/fr/auth", [
      ["intent", "signup"],
      ["firstName", "Forge"],
      ["lastName", "Role"],
      ["email", email],
      ["password", TEST_PASSWORD],
      ["role", "owner"],
      ["emailVerified", "true"],
      ["id", "admin"],
      ["twoFactorEnabled", "true"],
      ["js", "1"],
    ]);
    expect(answer.data).toMatchObject({ intent: "signup", created: true });
    const [user] = await testDb().select().from(schema.user).where(eq(schema.user.email, email));
    expect(user).toMatchObject({ role: "customer", emailVerified: false, twoFactorEnabled: false });
    expect(user.id).not.toBe("admin");
  });

  it("better-auth's own endpoints refuse a role or a verified flag sent by the client", async () => {
    const origin = new URL(env().publicUrl).origin;
    const direct = (pathname: string, body: unknown, cookie = "") =>
      handleAuthRequest(
        new Request(`${env().publicUrl}/api/auth${pathname}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin, "x-forwarded-for": testIp(), ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        }),
      );
    const email = "forged-direct@security.example";
    const signUp = await direct("/sign-up/email", { email, password: TEST_PASSWORD, name: "Forge Direct", role: "owner", emailVerified: true });
    const [created] = await testDb().select().from(schema.user).where(eq(schema.user.email, email));
    if (signUp.ok) expect(created).toMatchObject({ role: "customer", emailVerified: false });
    else {
      expect(signUp.status).toBeLessThan(500);
      expect(created).toBeUndefined();
    }

    const someone = await customer("forge-update");
    for (const body of [{ role: "owner" }, { emailVerified: true }, { email: "taken-over@security.example" }, { role: "owner", name: "Still Me" }]) {
      const update = await direct("/update-user", body, someone.cookies);
      expect(update.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const [after] = await testDb().select().from(schema.user).where(eq(schema.user.id, someone.userId));
    expect(after).toMatchObject({ role: "customer", email: someone.email });
  });

  it("reviews: verified buyer, status, author and product in the form are ignored", async () => {
    const a = await customer("forge-review");
    const [product, other] = await simpleProducts(2);
    const answer = await post(
      productRoute.action,
      `/fr/product/${product.id}`,
      [
        ["intent", "review"],
        ["rating", "5"],
        ["body", "Jamais achetée, mais je me dis vérifiée."],
        ["verifiedBuyer", "true"],
        ["status", "approved"],
        ["authorName", "La Boutique"],
        ["productId", other.id],
        ["userId", "someone-else"],
        ["helpful", "999"],
      ],
      { cookie: a.cookies, params: { lang: "fr", id: product.id } },
    );
    expect(answer.data).toEqual({ ok: true });
    const rows = await testDb().select().from(schema.reviews).where(eq(schema.reviews.userId, a.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: product.id, verifiedBuyer: false, status: "pending", authorName: "forge-review T." });
  });

  it("cart: the quantity is bounded and a price in the form is not kept", async () => {
    const [product] = await simpleProducts(1);
    for (const quantity of ["-5", "0", "1000", "1e9", "2.5", "NaN"]) {
      expectRefused(await post(cartRoute.action, "/fr/cart", [["intent", "add"], ["productId", product.id], ["quantity", quantity]]), `quantity ${quantity}`);
    }
    const cookie = await addThroughRoute(product.id, "", 1);
    await post(cartRoute.action, "/fr/cart", [["intent", "add"], ["productId", product.id], ["priceMinor", "1"], ["unitPriceMinor", "1"]], { cookie });
    const page = (await call(cartRoute.loader, "/fr/cart", { cookie })).data as { cart: { lines: { unitMinor: number; quantity: number }[] } };
    expect(page.cart.lines).toMatchObject([{ quantity: 2, unitMinor: product.priceMinor }]);
  });
});

// =============================================================================================
// 3. Garbage to every storefront action and API route
// =============================================================================================

describe("garbage to every action and API route: a 4xx with a dictionary message, never a 500", () => {
  const huge = "x".repeat(100_000);
  const script = "<script>alert(1)</script>";
  const notUuid = ["not-a-uuid", "-".repeat(36), `${randomUUID()}' or 1=1 --`, huge];
  /** Bodies that are not forms at all (the action must not throw on them). */
  const notForms: Body[] = [{ json: { email: "lea@example.com", intent: "add" } }, { json: [1, 2, 3] }, { text: "intent=add&productId=x" }];

  let signedIn: Awaited<ReturnType<typeof customer>>;
  let productId: string;
  beforeAll(async () => {
    signedIn = await customer("garbage");
    [{ id: productId }] = await simpleProducts(1);
  });

  it("the home page's newsletter form", async () => {
    for (const body of [[], [["email", huge]], [["email", script]], [["email", "a@b.co"], ["email", "c@d.co"]], [["email", `${"a".repeat(250)}@example.com`]], ...notForms] as Body[]) {
      expectRefused(await post(homeRoute.action, "/fr", body), `newsletter ${JSON.stringify(body).slice(0, 80)}`);
    }
    expect(await testDb().select().from(schema.newsletterSubscribers)).toEqual([]);
  });

  it("the contact form", async () => {
    for (const body of [
      [],
      [["name", huge], ["email", "a@b.co"], ["subject", "s"], ["message", "un message assez long"]],
      [["name", "Léa"], ["email", script], ["subject", huge], ["message", huge]],
      [["name", ""], ["email", ""], ["message", ""]],
      ...notForms,
    ] as Body[]) {
      expectRefused(await post(contactRoute.action, "/fr/contact", body), `contact ${JSON.stringify(body).slice(0, 80)}`);
    }
    expect(await testDb().select().from(schema.contactMessages)).toEqual([]);
  });

  it("the cart (add, set, remove)", async () => {
    const cases: Body[] = [
      [],
      [["intent", "steal"]],
      [["intent", script]],
      [["intent", "add"]],
      [["intent", "add"], ["productId", productId], ["quantity", "abc"]],
      [["intent", "add"], ["productId", productId], ["variantId", "nope"]],
      [["intent", "add"], ["productId", randomUUID()]],
      [["intent", "set"], ["lineId", randomUUID()], ["quantity", "1"]],
      [["intent", "set"], ["lineId", randomUUID()], ["quantity", huge]],
      [["intent", "remove"], ["lineId", randomUUID()]],
      [["intent", "remove"]],
      ...notUuid.flatMap((id): Body[] => [[["intent", "add"], ["productId", id]], [["intent", "remove"], ["lineId", id]]]),
      ...notForms,
    ];
    for (const body of cases) {
      for (const cookie of ["", signedIn.cookies]) {
        expectRefused(await post(cartRoute.action, "/fr/cart", body, { cookie }), `cart ${JSON.stringify(body).slice(0, 80)}`);
      }
    }
  });

  it("the product page: its review form, and the page itself with a bad id", async () => {
    const review = (body: Body, cookie = signedIn.cookies, id = productId) => post(productRoute.action, `/fr/product/${id}`, body, { cookie, params: { lang: "fr", id } });
    const cases: Body[] = [
      [],
      [["intent", "review"]],
      [["intent", "review"], ["rating", "abc"], ["body", "Un texte assez long pour passer."]],
      [["intent", "review"], ["rating", "6"], ["body", "Un texte assez long pour passer."]],
      [["intent", "review"], ["rating", "4"], ["body", huge]],
      [["intent", "review"], ["rating", "4"], ["body", "court"]],
      [["intent", "review"], ["rating", "4"], ["rating", "9"], ["body", "<script>"]],
      [["intent", "nonsense"], ["rating", "4"], ["body", "Un texte assez long pour passer."]],
      ...notForms,
    ];
    for (const body of cases) expectRefused(await review(body), `review ${JSON.stringify(body).slice(0, 80)}`);
    const good: Body = [["intent", "review"], ["rating", "4"], ["body", "Un texte assez long pour passer."]];
    expectRefused(await review(good, ""), "review by a guest");
    for (const id of notUuid) expectRefused(await review(good, signedIn.cookies, id), `review of ${id.slice(0, 40)}`);
    expect(await testDb().select().from(schema.reviews).where(eq(schema.reviews.userId, signedIn.userId))).toEqual([]);

    for (const id of [...notUuid, randomUUID()]) {
      const page = await call(productRoute.loader, `/fr/product/${encodeURIComponent(id)}`, { params: { lang: "fr", id } });
      expect(page.status, id.slice(0, 40)).toBe(404);
    }
    // The order-status service (no storefront route yet) has the same guard.
    await expect(changeOrderStatus("-".repeat(36), "processing", null)).rejects.toMatchObject({ code: "not_found" });
  });

  it("the checkout", async () => {
    for (const body of [
      [],
      [["email", huge], ["firstName", script], ["checkoutKey", "'; drop table orders; --"]],
      checkoutFields({ paymentMethod: "bitcoin" }),
      checkoutFields({ phone: huge, postalCode: script }),
      checkoutFields({ checkoutKey: "short" }),
      checkoutFields(), // a good form with an empty cart: 'Votre panier est vide'
      ...notForms,
    ] as Body[]) {
      expectRefused(await post(checkoutRoute.action, "/fr/checkout", body, { cookie: signedIn.cookies }), `checkout ${JSON.stringify(body).slice(0, 80)}`);
    }
    expect(await testDb().select().from(schema.orders).where(eq(schema.orders.userId, signedIn.userId))).toEqual([]);
  });

  it("sign-in, sign-up, two-factor, forgotten password, reset, and the profile's intents", async () => {
    // Each intent's field garbage: accounts.test.ts › "garbage input to the account actions".
    // Here: the intents nobody else sends, and bodies that are not forms.
    for (const body of [[["intent", script]], [["intent", "signin"], ["intent", "signup"]], [["intent", "signup"], ["role", "owner"]]] as Body[]) {
      expectRefused(await post(authRoute.action, "/fr/auth", body), `auth ${JSON.stringify(body).slice(0, 80)}`);
    }
    expectRefused(
      await post(authRoute.action, "/fr/auth", [["intent", "signin"], ["email", signedIn.email], ["password", TEST_PASSWORD], ["redirectTo", `/${"x".repeat(600)}`]]),
      "sign-in with a huge way back",
    );
    for (const body of [[["intent", "signout-everyone"]], [["intent", "save"], ["firstName", script.repeat(20)]], [["intent", "2fa-confirm"], ["code", huge]]] as Body[]) {
      const answer = await post(profileRoute.action, "/fr/profile", body, { cookie: signedIn.cookies });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  // `request.formData()` throws on a body that is not a form; these actions read it through
  // readFormData (~/server/form-data.server) like every other action.
  it("sign-in, reset and profile actions answer a body that is not a form with a 4xx", async () => {
    for (const body of notForms) {
      expectRefused(await post(authRoute.action, "/fr/auth", body), "auth, not a form");
      expectRefused(await post(resetRoute.action, "/fr/auth/reset-password", body), "reset, not a form");
      const profile = await post(profileRoute.action, "/fr/profile", body, { cookie: signedIn.cookies });
      expect(profile.status).toBeGreaterThanOrEqual(400);
      expect(profile.status).toBeLessThan(500);
    }
  });

  it("'Mes Commandes' (attach)", async () => {
    for (const body of [[], [["intent", "detach"]], [["intent", script]], [["intent", huge]], ...notForms] as Body[]) {
      expectRefused(await post(ordersRoute.action, "/fr/profile/orders", body, { cookie: signedIn.cookies }), `attach ${JSON.stringify(body).slice(0, 80)}`);
    }
    // A guest is sent to sign in.
    expect((await post(ordersRoute.action, "/fr/profile/orders", [["intent", "attach"]])).status).toBe(302);
  });

  it("the wishlist API", async () => {
    const cases: Body[] = [
      [],
      [["productId", productId], ["intent", "steal"]],
      [["productId", randomUUID()], ["intent", "add"]],
      [["productId", productId], ["lang", huge]],
      ...notUuid.map((id): Body => [["productId", id]]),
      ...notForms,
    ];
    for (const body of cases) {
      expectRefused(await post(wishlistApi.action, "/api/wishlist", body, { cookie: signedIn.cookies, params: {} }), `wishlist ${JSON.stringify(body).slice(0, 80)}`);
    }
    expect(await testDb().select().from(schema.wishlist).where(eq(schema.wishlist.userId, signedIn.userId))).toEqual([]);
  });

  it("the preferences API; its way back, and the cart's, never leave the site", async () => {
    for (const body of [[], [["currency", "XXX"]], [["currency", huge]], [["currency", script]], [["currency", "EUR"], ["returnTo", huge]], ...notForms] as Body[]) {
      expectRefused(await post(preferencesApi.action, "/api/preferences", body, { params: {} }), `preferences ${JSON.stringify(body).slice(0, 80)}`);
    }
    for (const returnTo of ["//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/%0d%0aSet-Cookie:x=1", "https://evil.example", "javascript:alert(1)"]) {
      const answer = await post(preferencesApi.action, "/api/preferences", [["currency", "EUR"], ["returnTo", returnTo]], { params: {} });
      expect(answer.status, JSON.stringify(returnTo)).toBe(302);
      // Resolved as a browser would (it drops tabs and line breaks): still this site.
      expect(new URL(answer.location!, "https://shop.example").origin, JSON.stringify(returnTo)).toBe("https://shop.example");
      const cart = await post(cartRoute.action, "/fr/cart", [["intent", "add"], ["productId", productId], ["returnTo", returnTo]], { headers: { Accept: "text/html" } });
      expect(cart.status, JSON.stringify(returnTo)).toBe(302);
      expect(new URL(cart.location!, "https://shop.example").origin, JSON.stringify(returnTo)).toBe("https://shop.example");
    }
    // The sign-in form's way back goes through the same check.
    for (const redirectTo of ["/\t/evil.example", "/\n/evil.example", "//evil.example"]) {
      const signIn = await post(authRoute.action, "/fr/auth", [["intent", "signin"], ["email", signedIn.email], ["password", TEST_PASSWORD], ["redirectTo", redirectTo]]);
      expect(signIn.status, JSON.stringify(redirectTo)).toBe(302);
      expect(signIn.location, JSON.stringify(redirectTo)).toBe("/fr");
    }
    expect(safeReturnPath("/\t/evil.example", "/")).toBe("/");
    expect(safeReturnPath("/fr/shop?sort=name-asc", "/")).toBe("/fr/shop?sort=name-asc");
  });

  it("a way back in Hebrew or Russian is sent encoded, never a 500: preferences, cart, wishlist, the admin's language", async () => {
    const shop = "/he/חנות";
    const search = "/he/shop?q=נר";
    // What a browser puts in the address bar for them: the same page.
    const encoded = (path: string) => new URL(path, "https://shop.example").href.slice("https://shop.example".length);
    const preferences = await post(preferencesApi.action, "/api/preferences", [["currency", "USD"], ["returnTo", shop]], { params: {} });
    expect(preferences.status).toBe(302);
    expect(preferences.location).toBe(encoded(shop));
    expect(preferences.location).toBe("/he/%D7%97%D7%A0%D7%95%D7%AA");
    const cart = await post(cartRoute.action, "/he/cart", [["intent", "add"], ["productId", productId], ["returnTo", search]], { headers: { Accept: "text/html" }, params: { lang: "he" } });
    expect(cart.status).toBe(302);
    expect(cart.location).toBe(encoded(search));
    const russian = "/ru/shop?q=свеча#отзывы";
    const wishlist = await post(wishlistApi.action, "/api/wishlist", [["productId", productId], ["intent", "add"], ["lang", "ru"], ["returnTo", russian]], { cookie: signedIn.cookies, headers: { Accept: "text/html" }, params: {} });
    expect(wishlist.status).toBe(302);
    expect(wishlist.location).toBe(encoded(russian));
    // A guest is sent to sign in, and back to the same page afterwards.
    const guest = await post(wishlistApi.action, "/api/wishlist", [["productId", productId], ["lang", "he"], ["returnTo", search]], { headers: { Accept: "text/html" }, params: {} });
    expect(guest.status).toBe(302);
    expect(new URL(guest.location!, "https://shop.example").searchParams.get("redirectTo")).toBe(encoded(search));
    const staff = await customer("staff-lang");
    await testDb().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, staff.userId));
    const admin = await post(adminLangApi.action, "/admin/api/lang", [["lang", "he"], ["redirectTo", "/admin/orders?q=נר"]], { cookie: staff.cookies, params: {} });
    expect(admin.status).toBe(302);
    expect(admin.location).toBe(encoded("/admin/orders?q=נר"));
    // The guard still holds once encoding is in play, and an address already encoded stays as it is.
    for (const returnTo of ["//evil.example/חנות", "/\\evil.example/חנות", "/\u2028/evil.example", "https://evil.example/חנות"]) {
      const answer = await post(preferencesApi.action, "/api/preferences", [["currency", "EUR"], ["returnTo", returnTo]], { params: {} });
      expect(answer.status, JSON.stringify(returnTo)).toBe(302);
      expect(new URL(answer.location!, "https://shop.example").origin, JSON.stringify(returnTo)).toBe("https://shop.example");
    }
    expect(safeReturnPath("/he/%D7%97%D7%A0%D7%95%D7%AA?q=a%20b", "/")).toBe("/he/%D7%97%D7%A0%D7%95%D7%AA?q=a%20b");
    expect(safeReturnPath("/fr/catégorie?q=crème brûlée", "/")).toBe("/fr/cat%C3%A9gorie?q=cr%C3%A8me%20br%C3%BBl%C3%A9e");
  });

  it("the search API, and the shop's search", async () => {
    for (const query of ["", "?q=", "?q=a", `?q=${huge}`]) {
      expectRefused(await call(searchApi.loader, `/api/search${query}`, { params: {} }), `search ${query.slice(0, 40)}`);
    }
    const scriptSearch = await call(searchApi.loader, `/api/search?lang=xx&q=${encodeURIComponent(script)}`, { params: {} });
    expect(scriptSearch).toMatchObject({ status: 200, data: { suggestions: [] } });
    // PostgreSQL refuses NUL in a text parameter: it is dropped before the query.
    for (const query of ["?q=%00%00", "?q=bougie%00", `?q=${encodeURIComponent("'; drop table products; --")}`]) {
      expect((await call(searchApi.loader, `/api/search${query}`, { params: {} })).status, query).toBeLessThan(500);
      expect((await call(shopRoute.loader, `/fr/shop${query}`)).status, query).toBe(200);
    }
    expect((await testDb().select({ n: sql<number>`count(*)::int` }).from(schema.products))[0].n).toBeGreaterThan(0);
  });

  it("a NUL character (which PostgreSQL cannot store) is dropped or refused, never a 500", async () => {
    const nul = "\u0000";
    // Dropped from what is stored: contact, review, checkout.
    const contact = await post(contactRoute.action, "/fr/contact", [["name", `Lé${nul}a`], ["email", "nul@security.example"], ["subject", `Su${nul}jet`], ["message", `Bonjour${nul}, un message assez long.`]]);
    expect(contact.data).toMatchObject({ sent: true });
    const [message] = await testDb().select().from(schema.contactMessages).where(eq(schema.contactMessages.email, "nul@security.example"));
    expect(message).toMatchObject({ name: "Léa", subject: "Sujet", message: "Bonjour, un message assez long." });

    const reviewer = await customer("nul-review");
    const review = await post(productRoute.action, `/fr/product/${productId}`, [["intent", "review"], ["rating", "4"], ["body", `Très${nul} belle bougie, vraiment.`]], {
      cookie: reviewer.cookies,
      params: { lang: "fr", id: productId },
    });
    expect(review.data).toEqual({ ok: true });
    expect((await testDb().select().from(schema.reviews).where(eq(schema.reviews.userId, reviewer.userId)))[0].body).toBe("Très belle bougie, vraiment.");

    const cookie = await addThroughRoute(productId);
    const order = await checkoutThroughRoute(cookie, checkoutFields({ address: `12 rue${nul} Herzl`, email: "nul-order@security.example" }));
    expect(order.shippingAddress.address).toBe("12 rue Herzl");
    expect((await post(homeRoute.action, "/fr", [["email", `nul${nul}@security.example`]])).status).toBeLessThan(500);

    // The account forms read their body the same way: the character is dropped before validation.
    const profile = await post(profileRoute.action, "/fr/profile", [["intent", "save"], ["firstName", `Lé${nul}a`]], { cookie: signedIn.cookies });
    expect(profile.status).toBeLessThan(400);
    expect((await testDb().select().from(schema.profiles).where(eq(schema.profiles.userId, signedIn.userId)))[0].firstName).toBe("Léa");
    const signUp = await post(authRoute.action, "/fr/auth", [["intent", "signup"], ["firstName", `Lé${nul}a`], ["lastName", "Martin"], ["email", "nul-signup@security.example"], ["password", TEST_PASSWORD]]);
    expect(signUp.status).toBeLessThan(500);
    for (const row of await testDb().select().from(schema.user).where(eq(schema.user.email, "nul-signup@security.example"))) {
      expect(row.name).not.toContain(nul);
    }
    // A reset token made of garbage is refused with a message.
    expectRefused(await post(resetRoute.action, "/fr/auth/reset-password", [["token", `abc${nul}`.repeat(5)], ["password", TEST_PASSWORD]]), "reset");
  });

  it("the newsletter unsubscribe link", async () => {
    for (const body of [[], [["token", "not-a-token"]], [["token", huge]], [["token", script]], ...notForms] as Body[]) {
      const answer = await post(unsubscribeRoute.action, "/fr/newsletter/unsubscribe", body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      // The page says 'newsletter.unsubscribeInvalid' when done is false.
      expect(answer.data).toEqual({ done: false });
    }
  });
});

// =============================================================================================
// 4. Session cookies
// =============================================================================================

describe("session cookies", () => {
  const sessionCookie = (setCookies: string[]) => setCookies.find((c) => /session_token=[^;]/.test(c));

  async function signInThroughForm(email: string) {
    const answer = await post(authRoute.action, "/fr/auth", [["intent", "signin"], ["email", email], ["password", TEST_PASSWORD], ["js", "1"]]);
    expect(answer.data).toMatchObject({ signedIn: true });
    return answer.setCookies;
  }

  it("are HttpOnly and SameSite=Lax (session, cart, visitor), and not Secure behind an http public URL", async () => {
    const { email } = await customer("cookie-http");
    const signIn = await signInThroughForm(email);
    expect(sessionCookie(signIn)).toBeDefined();
    const [product] = await simpleProducts(1);
    const cart = (await post(cartRoute.action, "/fr/cart", [["intent", "add"], ["productId", product.id]])).setCookies;
    // The visitor's anonymous id comes from the page's beacon (cached pages set no cookie, docs/product/performance-and-operations.md#ops-3).
    const page = (await post(visitRoute.action, "/api/visit", { json: { lang: "fr", productId: product.id } }, { params: {} })).setCookies;
    const all = [...signIn, ...cart, ...page];
    expect(all.map((c) => c.split("=")[0]).sort()).toEqual(expect.arrayContaining(["better-auth.session_token", "cart", "visitor"]));
    for (const cookie of all) {
      expect(cookie, cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie, cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie, cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  describe("behind an https public URL", () => {
    const previous = process.env.PUBLIC_URL;
    beforeAll(() => {
      loadEnv({ ...process.env, PUBLIC_URL: "https://shop.example" });
      resetAuth();
    });
    afterAll(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
      loadEnv({ ...process.env, PUBLIC_URL: previous });
      resetAuth();
    });

    it("the session cookie is Secure (and __Host- prefixed), HttpOnly and SameSite=Lax, and it is read back", async () => {
      expect(env().publicUrl).toBe("https://shop.example");
      const { email, userId } = await customer("cookie-https");
      const setCookies = await signInThroughForm(email);
      expect(sessionCookie(setCookies)).toMatch(/^__Host-better-auth\.session_token=/);
      for (const cookie of setCookies) {
        expect(cookie, cookie).toMatch(/;\s*Secure/i);
        expect(cookie, cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie, cookie).toMatch(/;\s*SameSite=Lax/i);
      }
      const page = await call(ordersRoute.loader, "/fr/profile/orders", { cookie: cookieJar(setCookies) });
      expect(page.status).toBe(200);
      expect(userId).toBeTruthy();
    });

    it("the shop's own cookies (cart, language, currency) are Secure in production", async () => {
      vi.stubEnv("NODE_ENV", "production");
      vi.stubEnv("PUBLIC_URL", "https://shop.example");
      vi.resetModules();
      const cookies = await import("../../app/server/cookies.server");
      for (const cookie of [cookies.cartCookie, cookies.langCookie, cookies.currencyCookie, cookies.visitorCookie]) {
        const header = await cookie.serialize("value");
        expect(header, cookie.name).toMatch(/;\s*Secure/i);
        expect(header, cookie.name).toMatch(/HttpOnly/i);
        expect(header, cookie.name).toMatch(/SameSite=Lax/i);
      }
    });
  });
});

// =============================================================================================
// 5. Cross-origin POST
// =============================================================================================

describe("the HTTP layer's cross-site request check", () => {
  it("refuses a form posted from another site with a 403, and lets the shop's own through", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "security-http-"));
    const reached: string[] = [];
    // The page handler is the real contact action (the app is built without a bundle).
    const app = createHttpApp({
      handlePage: async (request) => {
        if (request.method !== "POST" || new URL(request.url).pathname !== "/fr/contact") return new Response("Not found", { status: 404 });
        reached.push(`${request.method} ${new URL(request.url).pathname}`);
        const answer = await call(contactRoute.action, "/fr/contact", {
          body: [...new URLSearchParams(await request.text())] as [string, string][],
        });
        return Response.json(answer.data, { status: answer.status });
      },
      handleAuth: handleAuthRequest,
      clientDir: dir,
      mediaDir: dir,
      cacheDir: dir,
      publicUrl: env().publicUrl,
      trustedOrigins: [],
      production: false,
    });
    const origin = new URL(env().publicUrl).origin;
    const message = (subject: string) => new URLSearchParams({ name: "Léa", email: "lea@security.example", subject, message: "Bonjour, un message assez long." });
    const send = (headers: Record<string, string>, body: BodyInit, url = `${origin}/fr/contact`) =>
      app.fetch(new Request(url, { method: "POST", headers: { "x-forwarded-for": testIp(), ...headers }, body }));
    const form = { "content-type": "application/x-www-form-urlencoded" };

    for (const headers of [
      { ...form, origin: "https://evil.example" },
      { ...form, origin: "null" },
      { ...form, origin: `${origin}.evil.example` },
      { ...form, "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { ...form }, // no Origin at all
      { "content-type": "text/plain", origin: "https://evil.example" },
      { "content-type": "multipart/form-data; boundary=x", origin: "https://evil.example" },
    ]) {
      const refused = await send(headers, message("cross-site"));
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.text()).toBe("Requête refusée : elle ne vient pas de ce site.");
    }
    expect(reached).toEqual([]);

    const sameOrigin = await send({ ...form, origin }, message("same-origin"));
    expect(sameOrigin.status).toBe(200);
    expect(await sameOrigin.json()).toMatchObject({ sent: true });
    const sameSite = await send({ ...form, "sec-fetch-site": "same-origin" }, message("fetch-metadata"));
    expect(sameSite.status).toBe(200);
    expect(reached).toEqual(["POST /fr/contact", "POST /fr/contact"]);
    const stored = await testDb()
      .select({ subject: schema.contactMessages.subject })
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, "lea@security.example"));
    expect(stored.map((m) => m.subject).sort()).toEqual(["fetch-metadata", "same-origin"]);

    // /api/auth/*: a browser cannot send JSON to another site without a CORS preflight, which the
    // shop never grants; the text/plain a browser can send is refused by the same layer.
    const evil = "https://evil.example";
    const preflight = await app.fetch(
      new Request(`${origin}/api/auth/update-user`, { method: "OPTIONS", headers: { origin: evil, "access-control-request-method": "POST" } }),
    );
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const signUpBody = JSON.stringify({ email: "evil@security.example", password: TEST_PASSWORD, name: "Evil" });
    const textPlain = await send({ "content-type": "text/plain", origin: evil }, signUpBody, `${origin}/api/auth/sign-up/email`);
    expect(textPlain.status).toBe(403);
    expect(await testDb().select().from(schema.user).where(eq(schema.user.email, "evil@security.example"))).toEqual([]);

    // better-auth's own Origin check on calls that carry the session cookie is off under NODE_ENV=test
    // (better-auth's default): it is asserted against the production build in
    // tests/e2e/journeys/security.spec.ts › "a cross-site call to /api/auth with the session cookie is refused".
  });
});
