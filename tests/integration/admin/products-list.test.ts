/**
 * The products list of the back office (issue 11 point 1): names in the admin's language, the total
 * stock of a product with variants, low and sold-out markers, status and badges; search by a name in
 * any language or a SKU, filters and sorts in SQL; bulk archive, activate, category and badge, each product on its
 * own and audited, and the shop following the status at once (a draft or an archived product is
 * never on sale). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, ne } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, runRoute } from "../../support/admin-routes";
import { listProducts, productListSpec, type ProductListQuery } from "../../../app/features/catalog/products-admin.server";
import { parseListQuery } from "../../../app/schemas/admin/list-query";
import { listAudit } from "../../../app/features/audit/audit.server";
import { action as productsAction } from "../../../app/routes/admin/products";

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
