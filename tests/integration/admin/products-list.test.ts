/**
 * The products list of the back office (docs/product/admin-back-office.md#adm-13): names in the admin's language, the total
 * stock of a product with variants, low and sold-out markers, status and badges; search by a name in
 * any language or a SKU, filters and sorts in SQL; bulk archive, activate, category and badge, each product on its
 * own and audited, and the shop following the status at once (a draft or an archived product is
 * never on sale); the bulk price change's preview and apply. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, ne } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute } from "../../support/admin-routes";
import { listProducts, productListSpec, type ProductListQuery } from "../../../app/features/catalog/products-admin.server";
import { parseListQuery } from "../../../app/schemas/admin/list-query";
import { listAudit } from "../../../app/features/audit/audit.server";
import { action as productsAction } from "../../../app/routes/admin/products";
import { action as pricesAction, loader as pricesLoader } from "../../../app/routes/admin/products.prices";
import { newPriceOf, priceChangeOf } from "../../../app/schemas/admin/products";

const testDb = withSeededDatabase();
const query = (search = "") => parseListQuery(productListSpec, new URLSearchParams(search)) as ProductListQuery;
const tag = randomUUID().slice(0, 8);

let categoryId: string;
let plain: string, withVariants: string, draft: string;

async function product(sku: string, values: Partial<typeof schema.products.$inferInsert>, names: Partial<Record<"fr" | "he", string>>) {
  const [row] = await testDb()
    .insert(schema.products)
    .values({ sku, categoryId, priceMinor: 12_000, stock: 50, ...values })
    .returning();
  for (const [lang, name] of Object.entries(names)) await testDb().insert(schema.productTranslations).values({ productId: row.id, lang, name });
  return row.id;
}

beforeAll(async () => {
  [{ id: categoryId }] = await testDb().select({ id: schema.categories.id }).from(schema.categories).limit(1);
  plain = await product(`PL-${tag}`, { stock: 4, featured: true, natural: true }, { fr: `Bougie Figue ${tag}`, he: `נר תאנה ${tag}` });
  withVariants = await product(`VA-${tag}`, { hasVariants: true, stock: 0 }, { fr: `Bougie Ambre ${tag}` });
  await testDb().insert(schema.productVariants).values([
    { productId: withVariants, sku: `VA-${tag}-S`, stock: 7 },
    { productId: withVariants, sku: `VA-${tag}-L`, stock: 30 },
  ]);
  draft = await product(`DR-${tag}`, { status: "draft", stock: 0 }, { fr: `Bougie Brouillon ${tag}` });
});

describe("the products list", () => {
  it("shows each product in the admin's language, with French filling a gap", async () => {
    const { rows } = await listProducts(query(`q=${tag}`), "he");
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(plain)?.name).toBe(`נר תאנה ${tag}`);
    expect(byId.get(withVariants)?.name).toBe(`Bougie Ambre ${tag}`);
    expect(rows).toHaveLength(3);
  });

  it("gives the total stock of a product with variants, and marks low and sold-out stock", async () => {
    const { rows } = await listProducts(query(`q=${tag}`), "fr");
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(withVariants)).toMatchObject({ stock: 37, stockLevel: "inStock", hasVariants: true });
    expect(byId.get(plain)).toMatchObject({ stock: 4, stockLevel: "low", badges: ["featured", "natural"], status: "active" });
    expect(byId.get(draft)).toMatchObject({ stock: 0, stockLevel: "soldOut", status: "draft", badges: [] });
  });

  it("finds a product by a name in any language or by a variant's SKU", async () => {
    expect((await listProducts(query(`q=${encodeURIComponent(`תאנה ${tag}`)}`), "fr")).rows.map((row) => row.id)).toEqual([plain]);
    expect((await listProducts(query(`q=VA-${tag}-L`), "fr")).rows.map((row) => row.id)).toEqual([withVariants]);
  });

  it("filters by status, badge and stock, and sorts by stock, in SQL", async () => {
    const ids = async (search: string) => (await listProducts(query(`q=${tag}&${search}`), "fr")).rows.map((row) => row.id);
    expect(await ids("status=draft")).toEqual([draft]);
    expect(await ids("badge=natural")).toEqual([plain]);
    expect(await ids("stock=low")).toEqual([plain]);
    expect(await ids("stock=soldOut")).toEqual([draft]);
    expect(await ids("sort=stock&dir=desc")).toEqual([withVariants, plain, draft]);
    // A filter value that is not one of the list's is ignored, not an error.
    expect(await ids("status=deleted")).toHaveLength(3);
  });
});

describe("bulk archive and activate", () => {
  let owner: { cookies: string; userId: string };
  let staff: { cookies: string };

  beforeAll(async () => {
    owner = await createSignedInCustomer(`owner-products-${tag}@example.com`);
    await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
    const member = await createSignedInCustomer(`staff-products-${tag}@example.com`);
    await testDb().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, member.userId));
    staff = member;
  });

  const bulkValue = (intent: string, ids: string[], value: string, cookies: string) => {
    const fields = new URLSearchParams({ intent, value });
    for (const id of ids) fields.append("ids", id);
    return runRoute(productsAction, formRequest("/admin/products", fields, cookies));
  };
  const bulk = (intent: string, ids: string[], cookies: string) => {
    const fields = new URLSearchParams({ intent });
    for (const id of ids) fields.append("ids", id);
    return runRoute(productsAction, formRequest("/admin/products", fields, cookies));
  };

  it("archives each product on its own: a refused one is named, the others change, and the shop drops them", async () => {
    const answer = await bulk("archive", [plain, withVariants, randomUUID()], owner.cookies);
    expect(answer.status).toBe(200);
    const results = answer.data!.results as { id: string; ok: boolean; reason?: string }[];
    expect(results.filter((result) => result.ok).map((result) => result.id).sort()).toEqual([plain, withVariants].sort());
    expect(results.find((result) => !result.ok)?.reason).toBe("Ce produit n'existe plus.");

    const [row] = await testDb().select({ status: schema.products.status, isActive: schema.products.isActive }).from(schema.products).where(eq(schema.products.id, plain));
    expect(row).toEqual({ status: "archived", isActive: false });
    const audit = await listAudit({ entity: "product", entityId: plain });
    expect(audit.rows[0]).toMatchObject({ action: "product.status", actorId: owner.userId, before: { status: "active" }, after: { status: "archived" } });

    // Archiving again changes nothing and says so.
    const again = await bulk("archive", [plain], owner.cookies);
    expect((again.data!.results as { ok: boolean; reason?: string }[])[0]).toEqual({ id: plain, ok: false, reason: "Déjà dans ce statut." });
  });

  it("activates a draft, which the shop then sells", async () => {
    const answer = await bulk("activate", [draft], owner.cookies);
    expect((answer.data!.results as { ok: boolean }[])[0].ok).toBe(true);
    const [row] = await testDb().select({ isActive: schema.products.isActive }).from(schema.products).where(and(eq(schema.products.id, draft), eq(schema.products.status, "active")));
    expect(row?.isActive).toBe(true);
  });

  it("refuses an unknown action or an empty selection with the screen's message, and staff cannot change products", async () => {
    const unknown = await bulk("delete", [plain], owner.cookies);
    expect(unknown).toMatchObject({ status: 400, data: { error: "Action inconnue." } });
    const empty = await bulk("archive", [], owner.cookies);
    expect(empty).toMatchObject({ status: 400, data: { error: "Sélectionnez au moins un produit." } });
    const forbidden = await bulk("activate", [plain], staff.cookies);
    expect(forbidden.status).toBe(403);
  });

  it("sets a category or a badge on each selected product, and audits each", async () => {
    const [other] = await testDb().select({ id: schema.categories.id }).from(schema.categories).where(ne(schema.categories.id, categoryId)).limit(1);
    const moved = await bulkValue("set-category", [plain], other.id, owner.cookies);
    expect((moved.data!.results as { ok: boolean }[])[0].ok).toBe(true);
    const [row] = await testDb().select({ categoryId: schema.products.categoryId }).from(schema.products).where(eq(schema.products.id, plain));
    expect(row.categoryId).toBe(other.id);
    expect((await listAudit({ entity: "product", entityId: plain, action: "product.category" })).rows[0]).toMatchObject({ before: { categoryId }, after: { categoryId: other.id } });

    const nowhere = await bulkValue("set-category", [plain], randomUUID(), owner.cookies);
    expect(nowhere).toMatchObject({ status: 400, data: { error: "Choisissez une catégorie qui existe." } });

    const badged = await bulkValue("badge-on", [plain, withVariants], "bestSeller", owner.cookies);
    expect((badged.data!.results as { ok: boolean }[]).every((result) => result.ok)).toBe(true);
    const { rows } = await listProducts(query(`q=${tag}&badge=bestSeller`), "fr");
    expect(rows.map((product) => product.id).sort()).toEqual([plain, withVariants].sort());
    const cleared = await bulkValue("badge-off", [plain], "natural", owner.cookies);
    expect((cleared.data!.results as { ok: boolean }[])[0].ok).toBe(true);
    expect((await listProducts(query(`q=${tag}&badge=natural`), "fr")).rows).toEqual([]);
    const again = await bulkValue("badge-on", [withVariants], "bestSeller", owner.cookies);
    expect((again.data!.results as { reason?: string }[])[0].reason).toBe("Déjà dans ce statut.");
    const unknown = await bulkValue("badge-on", [plain], "shiny", owner.cookies);
    expect(unknown).toMatchObject({ status: 400, data: { error: "Choisissez un badge." } });
  });

  it("backs the status with the database: no other value, and is_active is never written", async () => {
    await expect(testDb().update(schema.products).set({ status: "deleted" as never }).where(eq(schema.products.id, plain))).rejects.toThrow();
  });
});

/**
 * The bulk price change (docs/product/admin-back-office.md#adm-13): the list's "prices" action opens the preview page for the
 * selection; the preview (a GET) shows old → new base prices and writes nothing; applying writes them
 * all in one transaction with an audit row each, refuses the whole change when a price moved since
 * the preview, and never touches variants' adjustments. Owner only (prices:write).
 */
describe("the bulk price change", () => {
  let owner: { cookies: string; userId: string };
  let staff: { cookies: string };
  let cheap: string, dear: string, varied: string;

  beforeAll(async () => {
    owner = await createSignedInCustomer(`owner-prices-${tag}@example.com`);
    await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
    const member = await createSignedInCustomer(`staff-prices-${tag}@example.com`);
    await testDb().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, member.userId));
    staff = member;
    cheap = await product(`PR1-${tag}`, { priceMinor: 1_999 }, { fr: `Prix Alpha ${tag}` });
    dear = await product(`PR2-${tag}`, { priceMinor: 8_990 }, { fr: `Prix Beta ${tag}` });
    varied = await product(`PR3-${tag}`, { priceMinor: 999, hasVariants: true }, { fr: `Prix Gamma ${tag}` });
    await testDb().insert(schema.productVariants).values([
      { productId: varied, sku: `PR3-${tag}-S`, stock: 2, priceAdjustmentMinor: 0 },
      { productId: varied, sku: `PR3-${tag}-L`, stock: 2, priceAdjustmentMinor: 1_500 },
    ]);
  });

  const priceOf = async (id: string) => (await testDb().select({ price: schema.products.priceMinor }).from(schema.products).where(eq(schema.products.id, id)))[0].price;
  const priceAudits = async (id: string) => (await listAudit({ entity: "product", entityId: id, action: "product.price" })).rows;
  const selection = (ids: string[]) => ids.map((id) => `ids=${id}`).join("&");
  const preview = (search: string, cookies = owner.cookies) => runRoute(pricesLoader, pageRequest(`/admin/products/prices?${search}`, cookies));
  const apply = (ids: string[], change: Record<string, string>, expected: string[], cookies = owner.cookies) => {
    const fields = new URLSearchParams(change);
    for (const id of ids) fields.append("ids", id);
    for (const entry of expected) fields.append("expected", entry);
    return runRoute(pricesAction, formRequest("/admin/products/prices", fields, cookies));
  };

  it("rounds a percentage to the agora, adds a fixed amount exactly, and never goes below 0", () => {
    expect(newPriceOf(8_990, priceChangeOf({ mode: "percent", direction: "up", amount: "10" }))).toBe(9_889);
    // 7.5 % of 19.99 is 1.49925: 1.50.
    expect(newPriceOf(1_999, priceChangeOf({ mode: "percent", direction: "up", amount: "7,5" }))).toBe(2_149);
    // 12.5 % of 9.99 is 1.24875: 1.25 off.
    expect(newPriceOf(999, priceChangeOf({ mode: "percent", direction: "down", amount: "12.5" }))).toBe(874);
    expect(newPriceOf(999, priceChangeOf({ mode: "percent", direction: "down", amount: "100" }))).toBe(0);
    expect(newPriceOf(1_500, priceChangeOf({ mode: "amount", direction: "down", amount: "20" }))).toBe(0);
    expect(newPriceOf(1_500, priceChangeOf({ mode: "amount", direction: "up", amount: "4,90" }))).toBe(1_990);
  });

  it("opens the preview from the list's selection, for the owner only", async () => {
    const fields = new URLSearchParams({ intent: "prices" });
    fields.append("ids", cheap);
    fields.append("ids", dear);
    const opened = await runRoute(productsAction, formRequest("/admin/products", fields, owner.cookies));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/admin/products/prices?${selection([cheap, dear])}`);
    expect((await runRoute(productsAction, formRequest("/admin/products", fields, staff.cookies))).status).toBe(403);
    expect((await preview(selection([cheap]), staff.cookies)).status).toBe(403);
  });

  it("previews old → new prices without writing, and says a bad amount at its field", async () => {
    const shown = await preview(`${selection([cheap, dear, varied])}&mode=percent&direction=up&amount=10`);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ previewed: true, errors: {} });
    const rows = shown.data!.rows as { id: string; before: number; after: number; adjustments: unknown }[];
    expect(rows.map((row) => (row as { name?: string }).name)).toEqual([`Prix Alpha ${tag}`, `Prix Beta ${tag}`, `Prix Gamma ${tag}`]);
    expect(rows.map((row) => [row.id, row.before, row.after])).toEqual([
      [cheap, 1_999, 2_199],
      [dear, 8_990, 9_889],
      [varied, 999, 1_099],
    ]);
    // The variants' adjustments are shown, and stay.
    expect(rows[2].adjustments).toEqual({ min: 0, max: 1_500 });
    expect(await priceOf(cheap)).toBe(1_999);
    expect(await priceAudits(cheap)).toEqual([]);

    const signed = await preview(`${selection([cheap])}&mode=percent&direction=up&amount=-5`);
    expect(signed.data).toMatchObject({ previewed: false, errors: { amount: "Pourcentage invalide : un nombre positif sans signe, 1000 au plus (par ex. 7,5)." } });
    const tooMuch = await preview(`${selection([dear])}&mode=amount&direction=up&amount=99999`);
    expect((tooMuch.data!.rows as { refused?: string }[])[0].refused).toBe("tooHigh");
  });

  it("applies a percentage in one transaction, an audit row each, variants untouched; a replay is refused", async () => {
    const change = { mode: "percent", direction: "up", amount: "10" };
    const expected = [`${cheap}:1999`, `${dear}:8990`, `${varied}:999`];
    const applied = await apply([cheap, dear, varied], change, expected);
    expect(applied).toMatchObject({ status: 200, data: { ok: "3 prix modifié(s)." } });
    expect([await priceOf(cheap), await priceOf(dear), await priceOf(varied)]).toEqual([2_199, 9_889, 1_099]);
    expect((await priceAudits(dear))[0]).toMatchObject({ actorId: owner.userId, before: { priceMinor: 8_990 }, after: { priceMinor: 9_889 } });
    const adjustments = await testDb().select({ adjustment: schema.productVariants.priceAdjustmentMinor }).from(schema.productVariants).where(eq(schema.productVariants.productId, varied));
    expect(adjustments.map((row) => row.adjustment).sort((a, b) => a - b)).toEqual([0, 1_500]);

    // The same form again (a double click, a reload): the prices it showed are gone, nothing moves.
    const replay = await apply([cheap, dear, varied], change, expected);
    expect(replay).toMatchObject({ status: 409, data: { error: "Des prix ont changé depuis l'aperçu : rien n'a été modifié. Vérifiez le nouvel aperçu." } });
    expect([await priceOf(cheap), await priceOf(dear), await priceOf(varied)]).toEqual([2_199, 9_889, 1_099]);
    expect(await priceAudits(dear)).toHaveLength(1);
  });

  it("applies a fixed amount down, stopping at 0, and writes nothing when one product moved since the preview", async () => {
    const change = { mode: "amount", direction: "down", amount: "15" };
    // cheap moved (2199 now), so the whole change is refused, dear included.
    const stale = await apply([cheap, dear], change, [`${cheap}:1999`, `${dear}:9889`]);
    expect(stale.status).toBe(409);
    expect(await priceOf(dear)).toBe(9_889);

    const applied = await apply([cheap, varied], change, [`${cheap}:2199`, `${varied}:1099`]);
    expect(applied).toMatchObject({ status: 200 });
    expect([await priceOf(cheap), await priceOf(varied)]).toEqual([699, 0]);
    const [latest] = await priceAudits(varied);
    expect(latest).toMatchObject({ before: { priceMinor: 1_099 }, after: { priceMinor: 0 } });

    // Staff may not, even with a well-formed post.
    expect((await apply([dear], change, [`${dear}:9889`], staff.cookies)).status).toBe(403);
    expect(await priceOf(dear)).toBe(9_889);
  });
});
