/**
 * The admin's stock adjustments (docs/product/admin-back-office.md#adm-15): by a quantity or to a counted value, with a
 * reason, one movement row and one audit row each, in the same transaction; a variant moves with its
 * product; never below zero; and, raced against checkouts of the same product, no change is lost.
 * The quick editor's panel of waiting "Prévenez-moi" requests (docs/product/catalogue.md#cat-17), and the low-stock
 * threshold setting, which moves the products list's filter, the dashboard's count and the shop's
 * notice. On PGlite, and on PostgreSQL with TEST_DATABASE_URL through a pool of the app's size.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withAppPool, withSeededDatabase } from "../helpers";
import { adjustStock, StockError } from "../../../app/features/stock/stock.server";
import { listAudit } from "../../../app/features/audit/audit.server";
import { addToCart, newGuestToken } from "../../../app/features/cart/cart.server";
import { newCheckoutKey, placeOrder } from "../../../app/features/orders/checkout.server";
import { checkoutSchema } from "../../../app/schemas/checkout";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute } from "../../support/admin-routes";
import { action as stockAction, loader as stockLoader } from "../../../app/routes/admin/products.$id.stock";
import { action as stockUpdatesAction, loader as stockUpdatesLoader } from "../../../app/routes/admin/stock-updates";
import { stockAlerts } from "../../../app/features/stock/stock.server";
import { requestBackInStock } from "../../../app/features/stock/back-in-stock.server";
import { waitingRequestsFor } from "../../../app/features/stock/stock-admin.server";
import { listProducts, productListSpec, type ProductListQuery } from "../../../app/features/catalog/products-admin.server";
import { getLowStockThreshold } from "../../../app/features/content/settings.server";
import { parseListQuery } from "../../../app/schemas/admin/list-query";
import * as productRoute from "../../../app/routes/$lang/product";
import { routeContext } from "../helpers";

const testDb = withSeededDatabase();
withAppPool();
const tag = randomUUID().slice(0, 8);
let actor: { id: string; email: string };
let categoryId: string;

async function product(stock: number, hasVariants = false) {
  const [row] = await testDb().insert(schema.products).values({ sku: `ADJ-${randomUUID()}`, categoryId, priceMinor: 9_000, stock, hasVariants }).returning();
  await testDb().insert(schema.productTranslations).values({ productId: row.id, lang: "fr", name: `Bougie ajustée ${tag}` });
  return row.id;
}

const stockOf = async (productId: string) => (await testDb().select({ stock: schema.products.stock }).from(schema.products).where(eq(schema.products.id, productId)))[0].stock;
const movementsOf = (productId: string) => testDb().select().from(schema.stockMovements).where(eq(schema.stockMovements.productId, productId)).orderBy(desc(schema.stockMovements.createdAt));

beforeAll(async () => {
  [{ id: categoryId }] = await testDb().select({ id: schema.categories.id }).from(schema.categories).limit(1);
  const id = randomUUID();
  await testDb().insert(schema.user).values({ id, name: "Maya", email: `maya-${tag}@example.com`, emailVerified: true, role: "owner" });
  actor = { id, email: `maya-${tag}@example.com` };
});

describe("adjusting stock", () => {
  it("adds a restock, logs it with its reason, note and author, and audits it", async () => {
    const id = await product(4);
    const written = await adjustStock({ productId: id, variantId: null, change: { by: 6 }, reason: "restock", note: "Livraison de l'atelier" }, actor);
    expect(written).toEqual([{ productId: id, variantId: null, delta: 6, stockAfter: 10 }]);
    expect(await stockOf(id)).toBe(10);
    const [movement] = await movementsOf(id);
    expect(movement).toMatchObject({ delta: 6, stockAfter: 10, reason: "restock", actorUserId: actor.id, note: "Livraison de l'atelier", orderId: null });
    const audit = await listAudit({ entity: "product", entityId: id });
    expect(audit.rows[0]).toMatchObject({ action: "stock.adjust", actorId: actor.id, before: { stock: 4, variantId: null }, after: { stock: 10, reason: "restock" } });
  });

  it("sets a counted value as the difference from what the row holds, and logs nothing when it is already right", async () => {
    const id = await product(12);
    await adjustStock({ productId: id, variantId: null, change: { to: 9 }, reason: "stocktake" }, actor);
    expect(await stockOf(id)).toBe(9);
    expect((await movementsOf(id))[0]).toMatchObject({ delta: -3, stockAfter: 9, reason: "stocktake" });
    expect(await adjustStock({ productId: id, variantId: null, change: { to: 9 }, reason: "stocktake" }, actor)).toEqual([]);
    expect(await movementsOf(id)).toHaveLength(1);
  });

  it("moves a variant with its product, whose stock caps all its variants", async () => {
    const id = await product(20, true);
    const [variant] = await testDb().insert(schema.productVariants).values({ productId: id, sku: `ADJ-V-${randomUUID()}`, stock: 5 }).returning();
    await adjustStock({ productId: id, variantId: variant.id, change: { by: -2 }, reason: "damaged" }, actor);
    expect(await stockOf(id)).toBe(18);
    const [after] = await testDb().select({ stock: schema.productVariants.stock }).from(schema.productVariants).where(eq(schema.productVariants.id, variant.id));
    expect(after.stock).toBe(3);
    expect((await movementsOf(id)).map((m) => [m.variantId, m.delta]).sort()).toEqual([[null, -2], [variant.id, -2]].sort());
  });

  it("refuses to go below zero or to touch a row that does not exist, and writes nothing", async () => {
    const id = await product(2);
    await expect(adjustStock({ productId: id, variantId: null, change: { by: -3 }, reason: "damaged" }, actor)).rejects.toMatchObject({ code: "not_enough_stock", available: 2 });
    await expect(adjustStock({ productId: id, variantId: randomUUID(), change: { by: 1 }, reason: "restock" }, actor)).rejects.toBeInstanceOf(StockError);
    expect(await stockOf(id)).toBe(2);
    expect(await movementsOf(id)).toHaveLength(0);
    expect((await listAudit({ entity: "product", entityId: id })).total).toBe(0);
  });

  it("loses no change when restocks race checkouts of the same product", async () => {
    const id = await product(10);
    const buyers = [];
    for (let i = 0; i < 8; i++) {
      const visitor = { user: null, guestToken: newGuestToken() };
      await addToCart(visitor, { productId: id, variantId: null, quantity: 1 }, "fr");
      buyers.push(visitor);
    }
    const form = (i: number) =>
      checkoutSchema.parse({ email: `race${i}-${tag}@example.com`, firstName: "Noa", lastName: "Levi", phone: "050-1234567", address: "3 rue Smilansky", city: "Netanya", postalCode: "42000", checkoutKey: newCheckoutKey() });
    const results = await Promise.allSettled([
      ...buyers.map((visitor, i) => placeOrder(visitor, form(i), "fr", { currency: "ILS", rate: "1", shippingMinor: 500 })),
      ...Array.from({ length: 8 }, () => adjustStock({ productId: id, variantId: null, change: { by: 1 }, reason: "restock" }, actor)),
    ]);
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    // 10 − 8 sold + 8 restocked.
    expect(await stockOf(id)).toBe(10);
    const movements = await movementsOf(id);
    expect(movements.filter((m) => m.reason === "order")).toHaveLength(8);
    expect(movements.filter((m) => m.reason === "restock")).toHaveLength(8);
    // Every checkout became an order of its one unit.
    const lines = await testDb().select({ id: schema.orderItems.id }).from(schema.orderItems).where(eq(schema.orderItems.productId, id));
    expect(lines).toHaveLength(8);
  });
});

describe("the quick stock editor's screen", () => {
  let staff: { cookies: string };
  beforeAll(async () => {
    const member = await createSignedInCustomer(`staff-stock-${tag}@example.com`);
    await testDb().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, member.userId));
    staff = member;
  });
  const save = (productId: string, fields: Record<string, string>) => runRoute(stockAction, formRequest(`/admin/products/${productId}/stock`, fields, staff.cookies), { id: productId });

  it("shows a product with variants: its own stock first, then each variant's", async () => {
    const id = await product(9, true);
    await testDb().insert(schema.productVariants).values({ productId: id, sku: `ADJ-V-${randomUUID()}`, stock: 4 });
    const page = await runRoute(stockLoader, pageRequest(`/admin/products/${id}/stock`, staff.cookies), { id });
    expect(page.status).toBe(200);
    const rows = page.data!.rows as { variantId: string | null; stock: number }[];
    expect(rows.map((row) => row.stock)).toEqual([9, 4]);
    expect(rows[0].variantId).toBeNull();
    expect((await runRoute(stockLoader, pageRequest(`/admin/products/${randomUUID()}/stock`, staff.cookies), { id: randomUUID() })).status).toBe(404);
  });

  it("lets staff adjust, and says what changed", async () => {
    const id = await product(5);
    const answer = await save(id, { variantId: "", mode: "by", quantity: "3", reason: "restock", note: "" });
    expect(answer).toMatchObject({ status: 200, data: { ok: "Stock mis à jour : 5 → 8" } });
    const counted = await save(id, { variantId: "", mode: "to", quantity: "8", reason: "stocktake" });
    expect(counted.data).toMatchObject({ ok: "Le stock était déjà à 8 : rien n'a changé." });
  });

  it("answers each bad input with the field's message, and a removal beyond the stock with what is left", async () => {
    const id = await product(2);
    const zero = await save(id, { mode: "by", quantity: "0", reason: "restock" });
    expect(zero).toMatchObject({ status: 400, data: { errors: { quantity: "Saisissez une quantité différente de 0." } } });
    const other = await save(id, { mode: "to", quantity: "-4", reason: "other", note: "  " });
    expect(other).toMatchObject({ status: 400, data: { errors: { quantity: "Une quantité comptée ne peut pas être négative.", note: "Expliquez le motif « Autre » dans la note." } } });
    const words = await save(id, { mode: "by", quantity: "beaucoup", reason: "vol" });
    expect(words).toMatchObject({ status: 400, data: { errors: { quantity: "Saisissez un nombre entier (au plus 100 000).", reason: "Choisissez un motif." } } });
    const tooMany = await save(id, { mode: "by", quantity: "-3", reason: "damaged" });
    expect(tooMany).toMatchObject({ status: 409, data: { error: "Il ne reste que 2 en stock : impossible de retirer autant." } });
    expect(await stockOf(id)).toBe(2);
  });
});

describe("the quick stock editor's waiting requests", () => {
  let owner: { cookies: string };
  beforeAll(async () => {
    const member = await createSignedInCustomer(`owner-waiting-${tag}@example.com`);
    await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, member.userId));
    owner = member;
  });

  it("lists who waits for what, in which language and since when, and counts them", async () => {
    const id = await product(12, true);
    const [, large] = await testDb()
      .insert(schema.productVariants)
      .values([
        { productId: id, sku: `ADJ-W-${randomUUID()}`, stock: 12 },
        { productId: id, sku: `ADJ-W-${randomUUID()}`, stock: 0 },
      ])
      .returning();
    await testDb().insert(schema.productVariantTranslations).values({ variantId: large.id, lang: "fr", size: "Grande" });
    await requestBackInStock(id, large.id, `wait-a-${tag}@example.com`, "he", true);
    await requestBackInStock(id, large.id, `wait-b-${tag}@example.com`, "ru", true);
    const page = await runRoute(stockLoader, pageRequest(`/admin/products/${id}/stock`, owner.cookies), { id });
    const waiting = page.data!.waiting as { total: number; rows: { email: string | null; lang: string; variant: { id: string; label: string } | null }[] };
    expect(waiting.total).toBe(2);
    expect(waiting.rows.map((row) => [row.email, row.lang, row.variant?.label]).sort()).toEqual([
      [`wait-a-${tag}@example.com`, "he", "Grande"],
      [`wait-b-${tag}@example.com`, "ru", "Grande"],
    ]);
    expect(waiting.rows.every((row) => row.variant?.id === large.id)).toBe(true);
    // Without "customers:read", the same panel without the addresses (customers' data).
    const withoutEmails = await waitingRequestsFor(id, "fr", { withEmails: false });
    expect(withoutEmails.total).toBe(2);
    expect(withoutEmails.rows.map((row) => [row.email, row.lang]).sort()).toEqual([[null, "he"], [null, "ru"]]);

    // Once the variant is back, they are told and the panel is empty again.
    await adjustStock({ productId: id, variantId: large.id, change: { by: 4 }, reason: "restock" }, actor);
    const after = await runRoute(stockLoader, pageRequest(`/admin/products/${id}/stock`, owner.cookies), { id });
    expect(after.data!.waiting).toEqual({ total: 0, rows: [] });
  });
});

describe("the low-stock threshold setting", () => {
  let owner: { cookies: string; userId: string };
  beforeAll(async () => {
    owner = await createSignedInCustomer(`owner-threshold-${tag}@example.com`);
    await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
  });
  const setThreshold = (threshold: string) =>
    runRoute(stockUpdatesAction, formRequest("/admin/stock-updates", { intent: "low-stock-threshold", threshold }, owner.cookies));
  const listed = async (level: "low" | "inStock") =>
    (await listProducts(parseListQuery(productListSpec, new URLSearchParams(`q=${tag}&stock=${level}`)) as ProductListQuery, "fr")).rows.map((row) => row.id);

  it("is 10 by default, as the documented notice", async () => {
    expect(await getLowStockThreshold()).toBe(10);
    const page = await runRoute(stockUpdatesLoader, pageRequest("/admin/stock-updates", owner.cookies));
    expect(page.data).toMatchObject({ lowStockThreshold: 10 });
  });

  it("moves the products list's low filter, the dashboard's count and the shop's notice, with an audit row", async () => {
    const twelve = await product(12);
    expect(await listed("low")).not.toContain(twelve);
    expect(await listed("inStock")).toContain(twelve);
    const before = await stockAlerts();

    const answer = await setThreshold("15");
    expect(answer).toMatchObject({ status: 200, data: { ok: "Seuil de stock bas enregistré : 15." } });
    expect(await getLowStockThreshold()).toBe(15);
    expect(await listed("low")).toContain(twelve);
    expect(await listed("inStock")).not.toContain(twelve);
    const rows = (await listProducts(parseListQuery(productListSpec, new URLSearchParams(`q=${tag}`)) as ProductListQuery, "fr")).rows;
    expect(rows.find((row) => row.id === twelve)?.stockLevel).toBe("low");
    // The dashboard counts everything on sale from 11 to 15 more than before (the new product among them).
    const after = await stockAlerts();
    const between = await stockAlerts(testDb(), 15);
    expect(after).toEqual(between);
    expect(after.low).toBeGreaterThan(before.low);
    expect(after.soldOut).toBe(before.soldOut);

    // The shop's 'Plus que N en stock' follows the same setting.
    const request = new Request(`http://localhost/fr/product/${twelve}`);
    const params = { lang: "fr", id: twelve };
    const page = (await productRoute.loader({ request, params, context: await routeContext(request, params) } as never)) as { data: { product: { lowStockThreshold: number; stock: number } } };
    expect(page.data.product).toMatchObject({ lowStockThreshold: 15, stock: 12 });

    const audit = await listAudit({ entity: "site_settings", entityId: "1" });
    expect(audit.rows[0]).toMatchObject({ action: "settings.lowStockThreshold", actorId: owner.userId, before: { lowStockThreshold: 10 }, after: { lowStockThreshold: 15 } });

    expect((await setThreshold("15")).data).toMatchObject({ ok: "Le seuil était déjà de 15 : rien n'a changé." });
    expect((await listAudit({ entity: "site_settings", entityId: "1" })).total).toBe(audit.total);
    // 0: nothing counts as low any more.
    await setThreshold("0");
    expect(await listed("low")).toEqual([]);
    expect((await stockAlerts()).low).toBe(0);
    await setThreshold("10");
  });

  it("refuses a value that is not a whole number from 0 to 1 000 at the field, and keeps the setting", async () => {
    for (const bad of ["", "-1", "2.5", "douze", "1001"]) {
      const answer = await setThreshold(bad);
      expect(answer, bad).toMatchObject({ status: 400, data: { errors: { threshold: "Saisissez un nombre entier entre 0 et 1 000." } } });
    }
    expect(await getLowStockThreshold()).toBe(10);
  });

  it("is the owner's: staff can read it, not change it", async () => {
    const staff = await createSignedInCustomer(`staff-threshold-${tag}@example.com`);
    await testDb().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, staff.userId));
    const refused = await runRoute(stockUpdatesAction, formRequest("/admin/stock-updates", { intent: "low-stock-threshold", threshold: "3" }, staff.cookies));
    expect(refused.status).toBe(403);
    expect(await getLowStockThreshold()).toBe(10);
    expect((await runRoute(stockUpdatesLoader, pageRequest("/admin/stock-updates", staff.cookies))).data).toMatchObject({ lowStockThreshold: 10 });
  });
});
