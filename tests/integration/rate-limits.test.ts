/**
 * Limits where there were none, on the database's rate-limit counters, with a clock the test moves:
 * - claiming the shop: a few setup codes a minute per client address, like signing in (each wrong
 *   code costs a hash; 1,782 a minute were checked);
 * - reviews: a few a quarter of an hour per customer (30 a minute were taken);
 * - checkout: a replay of a checkout key, already placed or still being placed, gets the same order
 *   and does not count against the orders-an-hour limit (20 submits of one key made 1 order, and
 *   10 of them got a 429).
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { env } from "../../app/server/env.server";
import { resetAuth } from "../../app/server/auth.server";
import { ensureAdminSetupCode } from "../../app/features/admin/setup.server";
import { SHOP_RATE_LIMITS, setRateLimitClock } from "../../app/server/rate-limit.server";
import { newCheckoutKey } from "../../app/features/orders/checkout.server";
import { action as claimAction } from "../../app/routes/admin/claim-admin";
import * as productRoute from "../../app/routes/$lang/product";
import * as cartRoute from "../../app/routes/$lang/cart";
import * as checkoutRoute from "../../app/routes/$lang/checkout";
import { cookieJar, createSignedInCustomer, testIp, TEST_PASSWORD } from "../support/accounts";
import { runRoute } from "../support/admin-routes";
import { checkoutFormValues } from "../support/checkout";
import { routeContext, withSeededDatabase } from "./helpers";

const testDb = withSeededDatabase();
beforeAll(() => resetAuth());

/** The counters' clock: moved by the tests, never by waiting. */
let now = Date.UTC(2036, 10, 26, 10, 0, 0);
beforeAll(() => setRateLimitClock(() => now));
// Modules are shared with the next test file of this worker: the real clock again.
afterAll(() => setRateLimitClock());
afterEach(() => {
  now += 24 * 3600 * 1000;
});

function post(path: string, fields: Record<string, string>, ip: string, cookies = "", accept?: string) {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip, "user-agent": "vitest", origin: env().publicUrl });
  if (cookies) headers.set("cookie", cookies);
  if (accept) headers.set("accept", accept);
  return new Request(`${env().publicUrl}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

async function callRoute(handler: (args: never) => unknown, request: Request, params: Record<string, string>) {
  return runRoute((args: { request: Request; params: Record<string, string> }) => routeContext(args.request, args.params).then((context) => (handler as (a: unknown) => unknown)({ ...args, context })), request, params);
}

describe("claiming the shop", () => {
  it("checks at most 5 setup codes a minute from one address; the next get a 429 with the reason, and another address is not held", async () => {
    await testDb().update(schema.user).set({ role: "staff" }).where(eq(schema.user.role, "owner"));
    await testDb().delete(schema.adminSetup);
    const code = (await ensureAdminSetupCode(testDb()))!;
    const ip = testIp();
    const wrong = { code: "AAAA-BBBB-CCCC", name: "Maya Levi", email: "claimer@example.com", password: TEST_PASSWORD };
    const max = SHOP_RATE_LIMITS["/shop/claim-admin"].max;
    for (let i = 0; i < max; i++) {
      expect((await runRoute(claimAction, post("/admin/claim-admin", wrong, ip))).status).toBe(400);
    }
    const refused = await runRoute(claimAction, post("/admin/claim-admin", { ...wrong, code }, ip));
    expect(refused.status).toBe(429);
    expect(refused.data).toEqual({ formError: "Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer." });
    // Even the right code is not checked past the limit: the shop is still unclaimed.
    expect(await testDb().select().from(schema.user).where(eq(schema.user.role, "owner"))).toHaveLength(0);
    // Another address is not held by this one.
    expect((await runRoute(claimAction, post("/admin/claim-admin", wrong, testIp()))).status).toBe(400);
    // A minute later the address may try again.
    now += 61_000;
    const claimed = await runRoute(claimAction, post("/admin/claim-admin", { ...wrong, code }, ip));
    expect(claimed.status).toBe(302);
    expect(await testDb().select().from(schema.user).where(eq(schema.user.role, "owner"))).toHaveLength(1);
  });
});

describe("reviews", () => {
  it("takes at most 5 reviews in 10 minutes from one customer, whatever their address", async () => {
    const customer = await createSignedInCustomer("reviewer.limit@example.com");
    const [product] = await testDb().select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.isActive, true)).orderBy(asc(schema.products.sku)).limit(1);
    const review = (n: number) => post(`/fr/product/${product!.id}`, { intent: "review", rating: "5", body: `Une très belle bougie, essai numéro ${n}.` }, testIp(), customer.cookies);
    const max = SHOP_RATE_LIMITS["/shop/review"].max;
    for (let n = 1; n <= max; n++) {
      expect((await callRoute(productRoute.action, review(n), { lang: "fr", id: product!.id })).data).toEqual({ ok: true });
    }
    const refused = await callRoute(productRoute.action, review(max + 1), { lang: "fr", id: product!.id });
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false, formError: "validation.tooManyRequests" });
    const stored = await testDb().select().from(schema.reviews).where(and(eq(schema.reviews.userId, customer.userId), eq(schema.reviews.productId, product!.id)));
    expect(stored.map((row) => row.body)).toEqual([`Une très belle bougie, essai numéro ${max}.`]);
    // Another customer is not held; and the same customer may write again once the window is over.
    const other = await createSignedInCustomer("reviewer.other@example.com");
    expect((await callRoute(productRoute.action, post(`/fr/product/${product!.id}`, { intent: "review", rating: "4", body: "Une bougie qui sent très bon." }, testIp(), other.cookies), { lang: "fr", id: product!.id })).data).toEqual({ ok: true });
    now += 10 * 60_000 + 1000;
    expect((await callRoute(productRoute.action, review(max + 2), { lang: "fr", id: product!.id })).data).toEqual({ ok: true });
  });
});

describe("checkout keys", () => {
  it("answers 20 submits of one key with the one order, counted once against the address's orders an hour", async () => {
    const [product] = await testDb()
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true), sql`${schema.products.stock} > 20`))
      .orderBy(asc(schema.products.sku))
      .limit(1);
    const ip = testIp();
    const added = await callRoute(cartRoute.action, post("/fr/cart", { intent: "add", productId: product!.id, quantity: "1" }, ip), { lang: "fr" });
    expect(added.status).toBe(200);
    const cookies = cookieJar(added.setCookies, "");
    const fields = checkoutFormValues({ email: "replay.limit@example.com", checkoutKey: newCheckoutKey() });
    const answers = await Promise.all(Array.from({ length: 20 }, () => callRoute(checkoutRoute.action, post("/fr/checkout", fields, ip, cookies), { lang: "fr" })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(302));
    expect(new Set(answers.map((answer) => answer.location)).size).toBe(1);
    expect(await testDb().select().from(schema.orders).where(eq(schema.orders.email, "replay.limit@example.com"))).toHaveLength(1);
    const [counter] = await testDb().select().from(schema.rateLimit).where(eq(schema.rateLimit.key, `${ip}|/shop/order`));
    expect(counter!.count).toBe(1);
    // Later replays (a reload of the POST, a back button) are not counted either.
    for (let i = 0; i < SHOP_RATE_LIMITS["/shop/order"].max + 2; i++) {
      expect((await callRoute(checkoutRoute.action, post("/fr/checkout", fields, ip, cookies), { lang: "fr" })).location).toBe(answers[0]!.location);
    }
    const [after] = await testDb().select().from(schema.rateLimit).where(eq(schema.rateLimit.key, `${ip}|/shop/order`));
    expect(after!.count).toBe(1);
  });
});
