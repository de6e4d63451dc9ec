/**
 * docs/product/analytics-and-consent.md#ana-4 and docs/product/analytics-and-consent.md#ana-6: first-party analytics.
 *   - /api/events refuses bad events with a 4xx and a message, drops known bots, honours the limit
 *     per client address, and stores device, browser and OS without any identifier;
 *   - placing an order writes one purchase event per line, matching the lines (docs/product/catalogue.md#cat-7);
 *   - the screen's figures on a seeded set of events give known totals (daily rollups, shop days).
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { env } from "../../app/server/env.server";
import { SHOP_RATE_LIMITS } from "../../app/server/rate-limit.server";
import { addToCart, newGuestToken } from "../../app/features/cart/cart.server";
import { placeOrder } from "../../app/features/orders/checkout.server";
import { analyticsReport, previousPeriod } from "../../app/features/analytics/analytics-admin.server";
import { clientInfo } from "../../app/features/analytics/events.server";
import { checkoutSchema } from "../../app/schemas/checkout";
import * as eventsRoute from "../../app/routes/api/events";
import { checkoutFormValues } from "../support/checkout";
import { routeContext, withSeededDatabase } from "./helpers";

const testDb = withSeededDatabase();

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const DESKTOP_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let products: Array<{ id: string }> = [];
beforeAll(async () => {
  await testDb().update(schema.products).set({ stock: 100 }).where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true)));
  products = await testDb()
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true)))
    .orderBy(asc(schema.products.sku));
});

async function post(body: unknown, { ip = `10.1.0.${Math.floor(Math.random() * 250) + 1}`, ua = IPHONE }: { ip?: string; ua?: string } = {}) {
  const request = new Request(`${env().publicUrl}/api/events`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": ua, "x-forwarded-for": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const answer = (await eventsRoute.action({ request, params: {}, context: await routeContext(request, {}) } as never)) as unknown;
  if (answer instanceof Response) return { status: answer.status, error: answer.status === 204 ? undefined : ((await answer.json()) as { error: string }).error };
  const wrapped = answer as { init?: { status?: number }; data: { error?: string } };
  return { status: wrapped.init?.status ?? 200, error: wrapped.data?.error };
}

const eventsOfPath = (path: string) => testDb().select().from(schema.analyticsEvents).where(eq(schema.analyticsEvents.pageUrl, path));

describe("the event endpoint", () => {
  it("stores a page view with the page kind, the product from the path and the device, and no identifier", async () => {
    const product = products[0];
    const path = `/he/product/${product.id}`;
    const answer = await post({ type: "page_view", path, lang: "he", currency: "ILS", title: "Bougie", referrer: "https://search.example/q?email=a@b.c", entry: true });
    expect(answer.status).toBe(204);
    const [row] = await eventsOfPath(path);
    expect(row).toMatchObject({
      eventType: "page_view",
      eventName: "product",
      productId: product.id,
      lang: "he",
      currency: "ILS",
      deviceType: "mobile",
      browser: "Safari",
      os: "iOS",
      sessionId: null,
      userId: null,
      userAgent: null,
      // An origin only: the query string (and the address in it) is not kept.
      referrer: "https://search.example",
      metadata: { entry: true },
    });
  });

  it("stores scroll depth, clicks to call with the phone, adds to cart and checkout errors", async () => {
    const product = products[1];
    const path = `/fr/product/${product.id}`;
    const sessionId = randomUUID();
    for (const event of [
      { type: "scroll_depth", path, lang: "fr", currency: "EUR", depth: 50, sessionId },
      { type: "click_to_call", path, lang: "fr", currency: "EUR", phone: "+972 50 123 4567" },
      { type: "add_to_cart", path, lang: "fr", currency: "EUR", productId: product.id, quantity: 2 },
      { type: "checkout_error", path, lang: "fr", currency: "EUR", message: "Stock insuffisant", cartTotal: "25,00 €" },
    ]) {
      expect((await post(event, { ua: DESKTOP_CHROME })).status).toBe(204);
    }
    const rows = await eventsOfPath(path);
    const byType = new Map(rows.map((row) => [row.eventType, row]));
    expect(byType.get("scroll_depth")).toMatchObject({ eventName: "50", productId: product.id, sessionId, deviceType: "desktop", browser: "Chrome", os: "Linux" });
    expect(byType.get("click")).toMatchObject({ eventName: "click_to_call", metadata: { phone: "+972 50 123 4567" } });
    expect(byType.get("add_to_cart")).toMatchObject({ productId: product.id, quantity: 2 });
    expect(byType.get("error")).toMatchObject({ eventName: "checkout_error", metadata: { message: "Stock insuffisant", cartTotal: "25,00 €" } });
  });

  it("refuses bad events with 400 and the reason, and stores nothing", async () => {
    const before = await testDb().select({ n: sql<number>`count(*)::int` }).from(schema.analyticsEvents);
    const cases: Array<[unknown, string]> = [
      ["{not json", "Événement illisible"],
      [{ type: "purchase", path: "/fr", lang: "fr", currency: "ILS" }, "Type d'événement inconnu"],
      [{ type: "page_view", path: "/admin/orders", lang: "fr", currency: "ILS" }, "Chemin invalide"],
      [{ type: "page_view", path: "/fr/shop?email=a@b.c", lang: "fr", currency: "ILS" }, "Chemin invalide"],
      [{ type: "page_view", path: "/fr", lang: "de", currency: "ILS" }, "Langue invalide"],
      [{ type: "scroll_depth", path: "/fr", lang: "fr", currency: "ILS", depth: 75 }, "Profondeur invalide"],
      [{ type: "click_to_call", path: "/fr", lang: "fr", currency: "ILS", phone: "+972 50 123 4567 890 12" }, "Téléphone trop long"],
    ];
    for (const [body, message] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.error).toBe(message);
    }
    // A name or an e-mail has no field to go in: unknown fields are refused.
    const extra = await post({ type: "page_view", path: "/fr", lang: "fr", currency: "ILS", email: "lea@example.com" });
    expect(extra.status).toBe(400);
    const after = await testDb().select({ n: sql<number>`count(*)::int` }).from(schema.analyticsEvents);
    expect(after[0].n).toBe(before[0].n);
  });

  it("drops known bots without storing anything", async () => {
    const path = "/en/about";
    const answer = await post({ type: "page_view", path, lang: "en", currency: "USD" }, { ua: GOOGLEBOT });
    expect(answer.status).toBe(204);
    expect(await eventsOfPath(path)).toHaveLength(0);
    expect((await post({ type: "page_view", path, lang: "en", currency: "USD" })).status).toBe(204);
    expect(await eventsOfPath(path)).toHaveLength(1);
  });

  it("honours the limit per client address", async () => {
    const { max } = SHOP_RATE_LIMITS["/shop/events"];
    const path = "/ru/contact";
    const event = { type: "page_view", path, lang: "ru", currency: "ILS" };
    for (let i = 0; i < max; i++) expect((await post(event, { ip: "10.9.9.9" })).status).toBe(204);
    const refused = await post(event, { ip: "10.9.9.9" });
    expect(refused.status).toBe(429);
    expect(refused.error).toBe("Trop d'événements, réessayez plus tard");
    // Another address is not held back.
    expect((await post(event, { ip: "10.9.9.10" })).status).toBe(204);
    expect(await eventsOfPath(path)).toHaveLength(max + 1);
  });
});

describe("purchase events", () => {
  it("writes one event per order line with the documented fields, and no name, e-mail or address", async () => {
    const visitor = { user: null, guestToken: newGuestToken() };
    await addToCart(visitor, { productId: products[2].id, variantId: null, quantity: 3 }, "fr");
    await addToCart(visitor, { productId: products[3].id, variantId: null, quantity: 1 }, "fr");
    const form = checkoutSchema.parse({ ...checkoutFormValues(), email: "purchase-check@example.com", firstName: "Léa", address: "12 rue des Lilas" });
    const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const placed = await placeOrder(visitor, form, "en", { currency: "EUR", rate: "0.25", shippingMinor: 500 }, clientInfo(phone));

    const lines = await testDb().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, placed.orderId)).orderBy(asc(schema.orderItems.productId));
    const events = await testDb()
      .select()
      .from(schema.analyticsEvents)
      .where(and(eq(schema.analyticsEvents.eventType, "purchase"), sql`${schema.analyticsEvents.metadata}->>'orderId' = ${placed.orderId}`))
      .orderBy(asc(schema.analyticsEvents.productId));
    expect(events).toHaveLength(2);
    expect(events.map((e) => ({ productId: e.productId, productName: e.productName, amount: e.amount, quantity: e.quantity, currency: e.currency, lang: e.lang }))).toEqual(
      lines.map((line) => ({ productId: line.productId, productName: line.productName, amount: line.lineTotalMinor, quantity: line.quantity, currency: "EUR", lang: "en" })),
    );
    for (const event of events) {
      expect(event.metadata).toMatchObject({ orderId: placed.orderId, totalAmount: placed.totalMinor, variantId: null });
      expect(event.userId).toBeNull();
      // The buyer's device, as a page view has it: the screen's split by device counts the sale.
      expect({ deviceType: event.deviceType, browser: event.browser, os: event.os }).toEqual({ deviceType: "mobile", browser: "Safari", os: "iOS" });
      expect(JSON.stringify(event)).not.toMatch(/purchase-check@example\.com|Léa|Lilas/);
    }
    // Exactly one line marks the order, which the funnel counts.
    expect(events.filter((e) => e.metadata?.entry === true)).toHaveLength(1);
  });
});

describe("the screen's figures", () => {
  it("gives known totals on a seeded set of events, by day, language, currency, device and product", async () => {
    const [a, b] = [products[4].id, products[5].id];
    // January 2025, a period no other test writes to. 23:30 UTC on the 10th is the 11th in Israel.
    const at = (iso: string) => new Date(iso);
    const base = { pageTitle: null, referrer: null };
    const rows: Array<typeof schema.analyticsEvents.$inferInsert> = [
      { ...base, eventType: "page_view", eventName: "home", lang: "fr", currency: "EUR", deviceType: "mobile", metadata: { entry: true }, createdAt: at("2025-01-10T08:00:00Z") },
      { ...base, eventType: "page_view", eventName: "product", productId: a, lang: "fr", currency: "EUR", deviceType: "mobile", createdAt: at("2025-01-10T08:01:00Z") },
      { ...base, eventType: "add_to_cart", eventName: "add_to_cart", productId: a, quantity: 1, lang: "fr", currency: "EUR", deviceType: "mobile", createdAt: at("2025-01-10T08:02:00Z") },
      { ...base, eventType: "page_view", eventName: "checkout", lang: "fr", currency: "EUR", deviceType: "mobile", createdAt: at("2025-01-10T08:03:00Z") },
      { ...base, eventType: "purchase", eventName: "purchase", productId: a, productName: "A", amount: 1000, quantity: 1, lang: "fr", currency: "EUR", metadata: { entry: true, amountIls: 4000 }, createdAt: at("2025-01-10T08:04:00Z") },
      { ...base, eventType: "purchase", eventName: "purchase", productId: b, productName: "B", amount: 500, quantity: 2, lang: "fr", currency: "EUR", metadata: { amountIls: 2000 }, createdAt: at("2025-01-10T08:04:00Z") },
      { ...base, eventType: "page_view", eventName: "product", productId: b, lang: "he", currency: "ILS", deviceType: "desktop", metadata: { entry: true }, createdAt: at("2025-01-10T23:30:00Z") },
      { ...base, eventType: "page_view", eventName: "product", productId: b, lang: "he", currency: "ILS", deviceType: "desktop", createdAt: at("2025-01-11T09:00:00Z") },
      { ...base, eventType: "scroll_depth", eventName: "50", productId: b, lang: "he", currency: "ILS", deviceType: "desktop", createdAt: at("2025-01-11T09:00:05Z") },
      // The previous period (1 to 7 January).
      { ...base, eventType: "page_view", eventName: "home", lang: "ru", currency: "USD", deviceType: "tablet", metadata: { entry: true }, createdAt: at("2025-01-05T10:00:00Z") },
    ];
    // In two statements, as the rollup trigger runs once per statement.
    await testDb().insert(schema.analyticsEvents).values(rows.slice(0, 5));
    await testDb().insert(schema.analyticsEvents).values(rows.slice(5));

    const period = { from: "2025-01-08", to: "2025-01-14" };
    expect(previousPeriod(period)).toEqual({ from: "2025-01-01", to: "2025-01-07" });
    const report = await analyticsReport(period, "fr");
    expect(report.totals.current).toEqual({ visitors: 2, pageViews: 5, productViews: 3, addToCart: 1, checkouts: 1, orders: 1, revenueIls: 6000, revenue: 1500 });
    expect(report.totals.previous).toMatchObject({ visitors: 1, pageViews: 1, orders: 0 });

    const day = Object.fromEntries(report.splits.day.map((row) => [row.key, row]));
    expect(report.splits.day).toHaveLength(7);
    expect(day["2025-01-10"]).toMatchObject({ visitors: 1, pageViews: 3, orders: 1, revenueIls: 6000 });
    expect(day["2025-01-11"]).toMatchObject({ visitors: 1, pageViews: 2, productViews: 2 });
    expect(day["2025-01-12"]).toMatchObject({ visitors: 0, pageViews: 0 });

    expect(report.splits.lang.map((row) => [row.key, row.pageViews, row.orders])).toEqual([
      ["fr", 3, 1],
      ["he", 2, 0],
    ]);
    expect(report.splits.currency.find((row) => row.key === "EUR")).toMatchObject({ revenue: 1500, revenueIls: 6000 });
    // Purchases written by the server carry no device: they show as unknown ('').
    expect(Object.fromEntries(report.splits.device.map((row) => [row.key, row.pageViews]))).toEqual({ "": 0, desktop: 2, mobile: 3 });

    expect(report.products.map((p) => [p.productId, p.views, p.carts, p.quantity, p.revenueIls])).toEqual([
      [a, 1, 1, 1, 4000],
      [b, 2, 0, 2, 2000],
    ]);
    expect(report.events.find((e) => e.type === "scroll_depth")).toEqual({ type: "scroll_depth", name: "50", events: 1, previous: 0 });
    expect(report.events.find((e) => e.type === "page_view" && e.name === "home")).toEqual({ type: "page_view", name: "home", events: 1, previous: 1 });
  });

  it("gives the share of pay-on-delivery orders cancelled in the period", async () => {
    const placedIds: string[] = [];
    for (const [index, status] of (["cancelled", "delivered", "pending"] as const).entries()) {
      const visitor = { user: null, guestToken: newGuestToken() };
      await addToCart(visitor, { productId: products[6 + index].id, variantId: null, quantity: 1 }, "fr");
      const placed = await placeOrder(visitor, checkoutSchema.parse(checkoutFormValues()), "fr", { currency: "ILS", rate: "1", shippingMinor: 500 });
      await testDb().update(schema.orders).set({ status, createdAt: new Date("2024-03-05T12:00:00Z") }).where(eq(schema.orders.id, placed.orderId));
      placedIds.push(placed.orderId);
    }
    const report = await analyticsReport({ from: "2024-03-01", to: "2024-03-31" }, "fr");
    expect(report.refusals.current).toEqual({ orders: 3, cancelled: 1 });
    expect(report.refusals.previous).toEqual({ orders: 0, cancelled: 0 });
  });
});
