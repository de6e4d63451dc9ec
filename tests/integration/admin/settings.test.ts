/**
 * The settings screen and the loyalty settings (docs/product/admin-back-office.md#adm-27, docs/product/loyalty.md#loy-1) through their
 * loaders and actions as a browser posts them: two-factor sign-in required (and enforced at once on
 * the next admin request), the low-stock threshold (the stock screen's schema and service), the
 * mail status and a test mail to the owner through the outbox; on the configuration screen, the
 * levels' thresholds and the points per €, which the ledger uses when an order is delivered. A bad
 * value gets its message and changes nothing. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { checkoutFormValues } from "../../support/checkout";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { getLowStockThreshold } from "../../../app/features/content/settings.server";
import { setRequireTwoFactor } from "../../../app/features/staff/staff-admin.server";
import { addToCart } from "../../../app/features/cart/cart.server";
import { placeOrder, type CheckoutVisitor } from "../../../app/features/orders/checkout.server";
import { changeOrderStatus } from "../../../app/features/orders/order-status.server";
import { checkoutSchema } from "../../../app/schemas/checkout";
import { action as settingsAction, loader as settingsLoader } from "../../../app/routes/admin/settings";
import { action as configurationAction, loader as configurationLoader } from "../../../app/routes/admin/configuration";
import { loader as ordersLoader } from "../../../app/routes/admin/orders";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };
let staff: { cookies: string; userId: string };
const ownerEmail = `settings-owner-${tag}@example.com`;

beforeAll(async () => {
  owner = await createSignedInCustomer(ownerEmail);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
  staff = await createSignedInCustomer(`settings-staff-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, staff.userId));
});

const post = (fields: Record<string, string>, cookies = owner.cookies) => runRoute(settingsAction, formRequest("/admin/settings", fields, cookies));
const loyaltyPost = (fields: Record<string, string>) => runRoute(configurationAction, formRequest("/admin/configuration", { intent: "loyalty", ...fields }, owner.cookies));
const site = async () => (await testDb().select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)))[0];
const levels = async () => Object.fromEntries((await testDb().select().from(schema.loyaltyLevels)).map((row) => [row.level, row.minSpentEurMinor]));
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;

describe("the settings screen", () => {
  it("shows two-factor, the threshold and the mail status (no SMTP in tests: the outbox)", async () => {
    const answer = await runRoute(settingsLoader, pageRequest("/admin/settings", owner.cookies));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ required: false, youHaveTwoFactor: false, lowStockThreshold: 10, mail: { smtp: false, host: null, ownerEmail: "atelier@maison-lumiere.example" } });
  });

  it("requiring two-factor takes effect on the next admin request; it is audited", async () => {
    const on = await post({ intent: "require-two-factor", required: "on" });
    expect(on.status).toBe(200);
    expect(on.data).toMatchObject({ ok: "Double authentification exigée pour toute l'équipe." });
    expect((await site()).requireOwnerTwoFactor).toBe(true);
    // Staff without TOTP are sent to set it up; a post (even the owner's) is refused.
    const page = await runRoute(ordersLoader, pageRequest("/admin/orders", staff.cookies));
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/admin\/security\?required=1/);
    expect((await post({ intent: "low-stock-threshold", threshold: "3" })).status).toBe(403);
    expect(await getLowStockThreshold()).toBe(10);
    const [entry] = (await listAudit({ action: "settings.requireTwoFactor" })).rows;
    expect(entry).toMatchObject({ actorId: owner.userId, after: { requireOwnerTwoFactor: true } });

    // Turned off again (by the service: nobody here has TOTP to post it), everyone gets in again.
    expect(await setRequireTwoFactor({ id: owner.userId, email: ownerEmail }, false)).toMatchObject({ ok: true });
    expect((await runRoute(ordersLoader, pageRequest("/admin/orders", staff.cookies))).status).toBe(200);
    const off = await post({ intent: "require-two-factor" });
    expect(off.status).toBe(200);
    expect((await site()).requireOwnerTwoFactor).toBe(false);
  });

  it("saves the low-stock threshold with the stock screen's rule; a bad one is refused and changes nothing", async () => {
    const saved = await post({ intent: "low-stock-threshold", threshold: "4" });
    expect(saved.status).toBe(200);
    expect(await getLowStockThreshold()).toBe(4);
    for (const threshold of ["-1", "2.5", "", "beaucoup", "5000"]) {
      const refused = await post({ intent: "low-stock-threshold", threshold });
      expect(refused.status, threshold).toBe(400);
      expect((refused.data as { errors: { threshold: string } }).errors.threshold).toMatch(/\S/);
    }
    expect((await site()).lowStockThreshold).toBe(4);
    await post({ intent: "low-stock-threshold", threshold: "10" });
  });

  it("sends a test mail to the owner's e-mail through the outbox, audited", async () => {
    const answer = await post({ intent: "test-mail" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "E-mail de test déposé dans la boîte d'envoi (pas de SMTP) : ouvrez-le pour le lire." });
    const mailId = (answer.data as { mailId: string }).mailId;
    const [mail] = await testDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, mailId));
    expect(mail).toMatchObject({ kind: "test", toAddress: "atelier@maison-lumiere.example", status: "stored", subject: "E-mail de test — Maison Lumière" });
    expect(mail.html).toContain("Tout fonctionne");
    expect((await listAudit({ action: "settings.testMail", entityId: mailId })).rows).toHaveLength(1);
  });

  it("refuses an unknown action, and a staff member on every action", async () => {
    expect((await post({ intent: "format-disk" })).status).toBe(400);
    for (const intent of ["require-two-factor", "low-stock-threshold", "test-mail"]) {
      expect((await post({ intent, required: "on", threshold: "1" }, staff.cookies)).status, intent).toBe(403);
    }
    expect((await site()).requireOwnerTwoFactor).toBe(false);
  });
});

describe("the loyalty settings (configuration screen)", () => {
  it("shows the documented thresholds and rate", async () => {
    const answer = await runRoute(configurationLoader, pageRequest("/admin/configuration", owner.cookies));
    expect((answer.data as { loyalty: unknown }).loyalty).toEqual({ thresholds: { silver: 20_000, gold: 50_000, platinum: 100_000 }, pointsPerEur: 10 });
  });

  it("refuses thresholds not strictly increasing, zero, text, and a points rate negative, decimal or text: nothing changes", async () => {
    const before = { levels: await levels(), rate: (await site()).loyaltyPointsPerEur };
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ "thresholds.silver": "200", "thresholds.gold": "200", "thresholds.platinum": "1000", pointsPerEur: "10" }, { "thresholds.gold": ["configuration.loyalty.errors.goldAboveSilver"] }],
      [{ "thresholds.silver": "200", "thresholds.gold": "500", "thresholds.platinum": "450", pointsPerEur: "10" }, { "thresholds.platinum": ["configuration.loyalty.errors.platinumAboveGold"] }],
      [{ "thresholds.silver": "0", "thresholds.gold": "500", "thresholds.platinum": "1000", pointsPerEur: "10" }, { "thresholds.silver": ["configuration.loyalty.errors.threshold"] }],
      [{ "thresholds.silver": "deux cents", "thresholds.gold": "500", "thresholds.platinum": "1000", pointsPerEur: "10" }, { "thresholds.silver": ["configuration.loyalty.errors.threshold"] }],
      [{ "thresholds.silver": "200", "thresholds.gold": "500", "thresholds.platinum": "1000", pointsPerEur: "-1" }, { pointsPerEur: ["configuration.loyalty.errors.points"] }],
      [{ "thresholds.silver": "200", "thresholds.gold": "500", "thresholds.platinum": "1000", pointsPerEur: "2.5" }, { pointsPerEur: ["configuration.loyalty.errors.points"] }],
      [{ "thresholds.silver": "200", "thresholds.gold": "500", "thresholds.platinum": "1000", pointsPerEur: "dix" }, { pointsPerEur: ["configuration.loyalty.errors.points"] }],
    ];
    for (const [fields, expected] of cases) {
      const answer = await loyaltyPost(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(fieldErrors(answer), JSON.stringify(fields)).toMatchObject(expected);
    }
    expect({ levels: await levels(), rate: (await site()).loyaltyPointsPerEur }).toEqual(before);
  });

  it("saves new thresholds (members' levels follow their spend) and the points rate, which a delivered order earns at", async () => {
    // A member with 300 € spent: silver now, gold once gold starts at 250 €.
    const id = `loyal-${tag}`;
    await testDb().insert(schema.user).values({ id, name: "Noa", email: `${id}@example.com`, emailVerified: true });
    await testDb().insert(schema.loyaltyAccounts).values({ userId: id, currentPoints: 3000, totalPoints: 3000, lifetimeSpentEurMinor: 30_000, loyaltyLevel: "silver" });

    const answer = await loyaltyPost({ "thresholds.silver": "150", "thresholds.gold": "249,90", "thresholds.platinum": "900", pointsPerEur: "12" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Fidélité enregistrée. Membres ayant changé de niveau : 1." });
    expect(await levels()).toEqual({ bronze: 0, silver: 15_000, gold: 24_990, platinum: 90_000 });
    expect((await site()).loyaltyPointsPerEur).toBe(12);
    const [account] = await testDb().select().from(schema.loyaltyAccounts).where(eq(schema.loyaltyAccounts.userId, id));
    expect(account.loyaltyLevel).toBe("gold");
    const [levelsEntry] = (await listAudit({ action: "loyalty.levels" })).rows;
    expect(levelsEntry).toMatchObject({ actorId: owner.userId, before: { silver: 20_000, gold: 50_000, platinum: 100_000 }, after: { silver: 15_000, gold: 24_990, platinum: 90_000, membersMoved: 1 } });
    const [rateEntry] = (await listAudit({ action: "loyalty.pointsRate" })).rows;
    expect(rateEntry).toMatchObject({ before: { loyaltyPointsPerEur: 10 }, after: { loyaltyPointsPerEur: 12 } });
    // The screen's history shows both.
    const screen = await runRoute(configurationLoader, pageRequest("/admin/configuration", owner.cookies));
    expect((screen.data as { history: { action: string }[] }).history.map((entry) => entry.action).sort()).toEqual(["loyalty.levels", "loyalty.pointsRate"]);

    // Saved again as it is: nothing written.
    const same = await loyaltyPost({ "thresholds.silver": "150.00", "thresholds.gold": "249.9", "thresholds.platinum": "900", pointsPerEur: "12" });
    expect(same.data).toMatchObject({ ok: "Rien n'a changé." });
    expect((await listAudit({ action: "loyalty.levels" })).total).toBe(1);

    // A customer's order in euros, delivered: 12 points per € of its total.
    const [product] = await testDb()
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true)))
      .orderBy(asc(schema.products.sku))
      .limit(1);
    await testDb().update(schema.products).set({ stock: 100 }).where(eq(schema.products.id, product.id));
    const buyerId = `buyer-${tag}`;
    await testDb().insert(schema.user).values({ id: buyerId, name: "Léa", email: `${buyerId}@example.com`, emailVerified: true });
    const visitor = { user: { id: buyerId, email: `${buyerId}@example.com`, name: "Léa", role: "customer", emailVerified: true }, guestToken: undefined } satisfies CheckoutVisitor;
    await addToCart(visitor, { productId: product.id, variantId: null, quantity: 1 }, "fr");
    const placed = await placeOrder(visitor, checkoutSchema.parse(checkoutFormValues()), "fr", { currency: "EUR", rate: "0.25", shippingMinor: 500 });
    for (const status of ["processing", "shipped", "delivered"] as const) await changeOrderStatus(placed.orderId, status, null);
    const [order] = await testDb().select().from(schema.orders).where(eq(schema.orders.id, placed.orderId));
    const [line] = await testDb().select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.orderId, order.id));
    expect(line).toMatchObject({ userId: buyerId, spentEurMinor: order.totalMinor, points: Math.floor((order.totalMinor * 12) / 100), reason: "order_delivered" });

    await loyaltyPost({ "thresholds.silver": "200", "thresholds.gold": "500", "thresholds.platinum": "1000", pointsPerEur: "10" });
    expect(await levels()).toEqual({ bronze: 0, silver: 20_000, gold: 50_000, platinum: 100_000 });
  });
});
