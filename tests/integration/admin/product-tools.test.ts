/**
 * The product tools (docs/product/admin-back-office.md#adm-18): the catalogue's CSV export and its import through the one
 * product schema and service, with a dry run that writes nothing and an apply that lands all or
 * nothing; an export imported back changes nothing (no audit row, no stock movement), and so does a
 * file imported twice; a product created by a file is what the shop shows; the bulk stocktake, its
 * refusals by line, and its one transaction. Called through the screen's routes as the browser
 * would post them. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer, testIp } from "../../support/accounts";
import { adminRouteContext, formRequest, pageRequest, runRoute } from "../../support/admin-routes";
import { env } from "../../../app/server/env.server";
import { adminMessages } from "../../../app/locales/admin";
import { action as toolsAction, loader as toolsLoader } from "../../../app/routes/admin/product-tools";
import { loader as exportLoader } from "../../../app/routes/admin/product-tools.export";
import { getProduct } from "../../../app/features/catalog/catalog.server";
import { listAudit } from "../../../app/features/audit/audit.server";
import { CSV_MAX_BYTES, PRODUCT_CSV_COLUMNS } from "../../../app/schemas/admin/product-tools";
import { BODY_LIMITS, bodyLimitFor } from "../../../server/http";
import type { ImportReport, StocktakeReport } from "../../../app/features/catalog/product-tools-admin.server";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 6).toUpperCase();
let owner: { cookies: string; userId: string };
let staff: { cookies: string };

beforeAll(async () => {
  owner = await createSignedInCustomer(`owner-tools-${tag.toLowerCase()}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
  const member = await createSignedInCustomer(`staff-tools-${tag.toLowerCase()}@example.com`);
  await testDb().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, member.userId));
  staff = member;
});

/** What the export link downloads. */
async function exportCsv(cookies = owner.cookies): Promise<string> {
  const request = pageRequest("/admin/product-tools/export.csv", cookies);
  const response = (await exportLoader({ request, params: {}, context: await adminRouteContext(request) } as never)) as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/csv");
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A BOM, so that spreadsheets read accents and Hebrew as UTF-8.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes);
}

type Answer = { intent: string; ok?: string; error?: string; importReport?: ImportReport; stocktakeReport?: StocktakeReport; payload?: string };

/** A preview of pasted text, then (with `apply`) the apply of the payload the preview gave back. */
async function post(intent: string, fields: Record<string, string>, cookies = owner.cookies) {
  const answer = await runRoute(toolsAction, formRequest("/admin/product-tools", { intent, ...fields }, cookies));
  return { status: answer.status, data: answer.data as unknown as Answer };
}
const previewImport = (text: string) => post("import-preview", { text });
async function importFile(text: string) {
  const preview = await previewImport(text);
  expect(preview.status).toBe(200);
  const applied = await post("import-apply", { payload: preview.data.payload! });
  return { preview: preview.data.importReport!, applied };
}

async function writes() {
  const [[audit], [movements]] = await Promise.all([
    testDb().select({ n: sql<number>`count(*)::int` }).from(schema.auditLog),
    testDb().select({ n: sql<number>`count(*)::int` }).from(schema.stockMovements),
  ]);
  return { audit: Number(audit.n), movements: Number(movements.n) };
}

/** A CSV the way a person writes one: only the columns they need, separated by semicolons. */
function csv(rows: Record<string, string>[], delimiter = ";") {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return stringify([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ""))], { delimiter });
}

const categorySlug = async () => (await testDb().select({ slug: schema.categories.slug }).from(schema.categories).limit(1))[0].slug;
const productBySku = async (sku: string) => (await testDb().select().from(schema.products).where(eq(schema.products.sku, sku)))[0];

describe("the export", () => {
  it("gives every product, one row per variant, each text in four languages, in the format's columns", async () => {
    const text = await exportCsv();
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual([...PRODUCT_CSV_COLUMNS]);

    const [withVariants] = await testDb().select().from(schema.products).where(eq(schema.products.hasVariants, true)).limit(1);
    const variants = await testDb().select().from(schema.productVariants).where(eq(schema.productVariants.productId, withVariants.id));
    const own = rows.filter((row) => row.product_sku === withVariants.sku);
    expect(own.map((row) => row.variant_sku).sort()).toEqual(variants.map((variant) => variant.sku).sort());
    // The product's own columns on its first row only.
    expect(own[0].name_fr).not.toBe("");
    expect(own[0].name_he).toMatch(/[\u0590-\u05FF]/);
    expect(own[0].name_ru).toMatch(/[\u0400-\u04FF]/);
    expect(own.slice(1).every((row) => row.name_fr === "" && row.price === "")).toBe(true);
    expect(own.every((row) => row.size_fr !== "" && row.color_swatch !== "")).toBe(true);

    const [plain] = await testDb().select().from(schema.products).where(eq(schema.products.hasVariants, false)).limit(1);
    const single = rows.filter((row) => row.product_sku === plain.sku);
    expect(single).toHaveLength(1);
    expect(single[0]).toMatchObject({ variant_sku: "", stock: String(plain.stock), price: (plain.priceMinor / 100).toFixed(2) });
    expect(single[0].image_urls.split("|").length).toBeGreaterThan(1);
    expect(single[0].image_alt_he.split("|")).toHaveLength(single[0].image_urls.split("|").length);
  });

  it("is for staff who may read products; the screen shows the categories' codes", async () => {
    await exportCsv(staff.cookies);
    const page = await runRoute(toolsLoader, pageRequest("/admin/product-tools", staff.cookies));
    expect(page.status).toBe(200);
    expect((page.data!.categories as { slug: string }[]).map((category) => category.slug)).toContain(await categorySlug());
  });
});

describe("the import", () => {
  it("reads its own export back as all unchanged, and writes nothing, applied or not", async () => {
    const text = await exportCsv();
    const before = await writes();
    const { preview, applied } = await importFile(text);
    expect(preview.fileIssues).toEqual([]);
    expect(preview.groups.filter((group) => group.status !== "unchanged")).toEqual([]);
    expect(preview.counts.unchanged).toBe((await testDb().select({ id: schema.products.id }).from(schema.products)).length);
    expect(applied.status).toBe(200);
    expect(await writes()).toEqual(before);
    // The export again is the same file.
    expect(await exportCsv()).toBe(text);
  });

  it("creates a product with 2 sizes × 2 colours in four languages, which the shop shows; the same file again changes nothing", async () => {
    const sku = `IMP-${tag}`;
    const slug = await categorySlug();
    const product = {
      product_sku: sku,
      category: slug,
      status: "active",
      price: "89,90",
      badges: "newArrival|artisanal",
      name_fr: `Bougie Import ${tag}`,
      name_en: `Imported candle ${tag}`,
      name_he: `נר מיובא ${tag}`,
      name_ru: `Импортная свеча ${tag}`,
      description_fr: "Cire de soja, mèche en coton.\nCoulée à la main à Netanya.",
      description_he: "שעוות סויה, פתיל כותנה.",
      scent_fr: "Figue",
      seo_title_fr: `Bougie Import ${tag} | Maison Lumière`,
    };
    const variant = (size: [string, string, string, string], color: [string, string, string, string], swatch: string, stock: string, adjustment = "") => ({
      product_sku: sku,
      variant_sku: `${sku}-${size[1].slice(0, 1)}-${color[0].slice(0, 3).toUpperCase()}`,
      variant_active: "yes",
      price_adjustment: adjustment,
      stock,
      size_fr: size[0],
      size_en: size[1],
      size_he: size[2],
      size_ru: size[3],
      color_fr: color[0],
      color_en: color[1],
      color_he: color[2],
      color_ru: color[3],
      color_swatch: swatch,
    });
    const small: [string, string, string, string] = ["Petite", "Small", "קטן", "Маленькая"];
    const large: [string, string, string, string] = ["Grande", "Large", "גדול", "Большая"];
    const amber: [string, string, string, string] = ["Ambre", "Amber", "ענבר", "Янтарь"];
    // A colour without a swatch, and without its English name (the shop shows the French one).
    const sage: [string, string, string, string] = ["Vert sauge", "", "ירוק מרווה", "Шалфей"];
    const text = csv([
      { ...product, ...variant(small, amber, "Ambre", "5") },
      variant(small, sage, "", "3"),
      variant(large, amber, "Ambre", "7", "30"),
      variant(large, sage, "", "0", "30"),
    ]);

    const before = await writes();
    const { preview, applied } = await importFile(text);
    // Lines 2 to 6: the first row's description runs over two lines of the file.
    expect(preview.groups).toEqual([expect.objectContaining({ sku, status: "created", issues: [], lines: [2, 6] })]);
    expect(applied.data.ok).toBe("Import appliqué : 1 créé(s), 0 modifié(s).");

    const row = await productBySku(sku);
    expect(row).toMatchObject({ priceMinor: 8_990, status: "active", hasVariants: true, stock: 15, newArrival: true, artisanal: true, featured: false });
    const shown = await getProduct(row.id, "he");
    expect(shown).not.toBeNull();
    expect(shown!.text.name).toBe(`נר מיובא ${tag}`);
    expect(shown!.category.slug).toBe(slug);
    const labels = shown!.variants.map((v) => `${v.size}/${v.colorLabel}/${v.stock}/${v.priceAdjustmentMinor}`).sort();
    expect(labels).toEqual(["גדול/ירוק מרווה/0/3000", "גדול/ענבר/7/3000", "קטן/ירוק מרווה/3/0", "קטן/ענבר/5/0"].sort());
    const english = await getProduct(row.id, "en");
    expect(english!.variants.map((v) => v.colorLabel).sort()).toEqual(["Amber", "Amber", "Vert sauge", "Vert sauge"]);
    expect(english!.text.description).toBe("Cire de soja, mèche en coton.\nCoulée à la main à Netanya.");
    const created = await writes();
    // Three variants with stock, each moving its product's own stock with it (the variant at 0 moves nothing).
    expect(created.movements - before.movements).toBe(6);
    expect((await listAudit({ entity: "product", entityId: row.id, action: "product.create" })).rows).toHaveLength(1);

    // The same file twice: nothing changes the second time, and nothing is written.
    const again = await importFile(text);
    expect(again.preview.groups.map((group) => group.status)).toEqual(["unchanged"]);
    expect(await writes()).toEqual(created);
  });

  it("updates a price from a file of two columns, and leaves everything else as it is", async () => {
    const [target] = await testDb().select().from(schema.products).where(eq(schema.products.hasVariants, true)).limit(1);
    const variantsBefore = await testDb().select().from(schema.productVariants).where(eq(schema.productVariants.productId, target.id));
    const price = ((target.priceMinor + 500) / 100).toFixed(2);
    const { preview, applied } = await importFile(csv([{ product_sku: target.sku, price }], ","));
    expect(preview.groups).toEqual([expect.objectContaining({ sku: target.sku, status: "updated", changes: ["price"] })]);
    expect(applied.status).toBe(200);
    const after = await productBySku(target.sku);
    expect(after.priceMinor).toBe(target.priceMinor + 500);
    expect(after.stock).toBe(target.stock);
    const variantsAfter = await testDb().select().from(schema.productVariants).where(eq(schema.productVariants.productId, target.id));
    expect(variantsAfter.map((v) => [v.sku, v.stock, v.priceAdjustmentMinor]).sort()).toEqual(variantsBefore.map((v) => [v.sku, v.stock, v.priceAdjustmentMinor]).sort());
    const [audit] = (await listAudit({ entity: "product", entityId: target.id, action: "product.update" })).rows;
    expect(audit).toMatchObject({ actorId: owner.userId, after: expect.objectContaining({ price }) });
  });

  it("applies nothing when one row among good ones is refused, and names the line, the column and the reason", async () => {
    const [target] = await testDb().select().from(schema.products).where(eq(schema.products.hasVariants, false)).limit(1);
    const slug = await categorySlug();
    const text = csv([
      { product_sku: `NEW-${tag}`, category: slug, price: "45", name_fr: `Bougie Neuve ${tag}`, stock: "4" },
      { product_sku: target.sku, category: "", price: "1,00", name_fr: "", stock: "" },
      { product_sku: `BAD-${tag}`, category: slug, price: "quarante", name_fr: `Bougie Fausse ${tag}`, stock: "2" },
      { product_sku: `NONAME-${tag}`, category: "nowhere", price: "10", name_fr: "", stock: "" },
    ]);
    const before = await writes();
    const preview = await previewImport(text);
    const report = preview.data.importReport!;
    expect(report.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 3 });
    const bySku = new Map(report.groups.map((group) => [group.sku, group]));
    // The second row empties the French name of an existing product.
    expect(bySku.get(target.sku)).toMatchObject({ status: "refused", issues: [{ line: 3, column: "name_fr", message: "productEditor.errors.nameRequired" }] });
    expect(bySku.get(`BAD-${tag}`)).toMatchObject({ status: "refused", issues: [{ line: 4, column: "price", message: "productEditor.errors.price" }] });
    expect(bySku.get(`NONAME-${tag}`)!.issues).toEqual(
      expect.arrayContaining([
        { line: 5, column: "category", message: "productTools.errors.unknownCategory", params: { slug: "nowhere" } },
      ]),
    );

    // Every reason is a text of the admin's dictionaries (the screen shows it in the admin's language).
    const reasons = report.groups.flatMap((group) => group.issues.map((issue) => issue.message));
    expect(reasons.filter((key) => !(key in adminMessages("he")))).toEqual([]);

    const applied = await post("import-apply", { payload: preview.data.payload! });
    expect(applied).toMatchObject({ status: 422, data: { error: "Rien n'a été appliqué : un produit est refusé." } });
    expect(await productBySku(`NEW-${tag}`)).toBeUndefined();
    expect((await productBySku(target.sku)).priceMinor).toBe(target.priceMinor);
    expect(await writes()).toEqual(before);
  });

  it("refuses what the service refuses (a variant SKU of another product, a repeated SKU) in the dry run, without writing", async () => {
    const [taken] = await testDb().select({ sku: schema.productVariants.sku }).from(schema.productVariants).limit(1);
    const slug = await categorySlug();
    const base = { category: slug, price: "50", name_fr: `Bougie Doublon ${tag}` };
    const text = csv([
      { product_sku: `DUP-${tag}`, ...base, variant_sku: taken.sku, size_fr: "Petite", stock: "1" },
      { product_sku: `DUP-${tag}`, variant_sku: `DUP-${tag}-L`, size_fr: "Grande", stock: "1" },
      { product_sku: `TWICE-${tag}`, ...base, variant_sku: `TWICE-${tag}-S`, size_fr: "Petite", stock: "1" },
      { product_sku: `TWICE-${tag}`, variant_sku: `twice-${tag}-s`, size_fr: "Grande", stock: "1" },
    ]);
    const before = await writes();
    const report = (await previewImport(text)).data.importReport!;
    const bySku = new Map(report.groups.map((group) => [group.sku, group]));
    expect(bySku.get(`DUP-${tag}`)).toMatchObject({ status: "refused", issues: [{ line: 2, column: "variant_sku", message: "productEditor.errors.variant_sku_taken", params: { sku: taken.sku } }] });
    expect(bySku.get(`TWICE-${tag}`)).toMatchObject({ status: "refused", issues: [{ line: 5, column: "variant_sku", message: "productEditor.errors.skuRepeated" }] });
    expect(await productBySku(`DUP-${tag}`)).toBeUndefined();
    expect(await writes()).toEqual(before);
  });

  it("refuses a file it cannot read as a whole: an unknown column, no product_sku column, nothing in it", async () => {
    const unknown = (await previewImport(csv([{ product_sku: "X", pirce: "10" }]))).data.importReport!;
    expect(unknown.fileIssues).toEqual([{ line: 1, column: "pirce", message: "productTools.errors.unknownColumn", params: { column: "pirce" } }]);
    const noSku = (await previewImport(csv([{ sku: "X", price: "10" }]))).data.importReport!;
    expect(noSku.fileIssues.map((issue) => issue.message)).toContain("productTools.errors.noSkuColumn");
    const empty = await previewImport("   ");
    expect(empty).toMatchObject({ status: 400, data: { error: "Choisissez un fichier ou collez son contenu." } });
  });

  it("lets the largest file through the body limit, even posted again as base64 to be applied", () => {
    for (const path of ["/admin/product-tools", "/admin/product-tools.data", "/product-tools"]) expect(bodyLimitFor(path)).toBe(BODY_LIMITS.productTools);
    expect(Math.ceil(CSV_MAX_BYTES / 3) * 4 + 64 * 1024).toBeLessThan(BODY_LIMITS.productTools);
    expect(bodyLimitFor("/admin/product-tools/export.csv")).toBe(BODY_LIMITS.form);
  });

  it("takes an uploaded file as well as pasted text, and is refused to staff", async () => {
    const [target] = await testDb().select().from(schema.products).limit(1);
    const form = new FormData();
    form.set("intent", "import-preview");
    form.set("file", new File([`\uFEFFproduct_sku;status\r\n${target.sku};${target.status}\r\n`], "products.csv", { type: "text/csv" }));
    const request = new Request(`${env().publicUrl}/admin/product-tools`, { method: "POST", body: form, headers: { cookie: owner.cookies, "x-forwarded-for": testIp() } });
    const answer = await runRoute(toolsAction, request);
    expect((answer.data as unknown as Answer).importReport!.groups).toEqual([expect.objectContaining({ sku: target.sku, status: "unchanged" })]);
    expect((await post("import-preview", { text: `product_sku\n${target.sku}\n` }, staff.cookies)).status).toBe(403);
  });
});

describe("the bulk stocktake", () => {
  let plainSku: string, plainId: string, variantSku: string, variantId: string, variantProductId: string, variantProductSku: string;

  beforeAll(async () => {
    const [plain] = await testDb().select().from(schema.products).where(eq(schema.products.hasVariants, false)).limit(1);
    [plainSku, plainId] = [plain.sku, plain.id];
    const [variant] = await testDb().select().from(schema.productVariants).limit(1);
    [variantSku, variantId, variantProductId] = [variant.sku, variant.id, variant.productId];
    variantProductSku = (await testDb().select({ sku: schema.products.sku }).from(schema.products).where(eq(schema.products.id, variant.productId)))[0].sku;
  });

  const stockOf = async (productId: string, variant?: string) =>
    variant
      ? (await testDb().select({ stock: schema.productVariants.stock }).from(schema.productVariants).where(eq(schema.productVariants.id, variant)))[0].stock
      : (await testDb().select({ stock: schema.products.stock }).from(schema.products).where(eq(schema.products.id, productId)))[0].stock;

  it("previews each line, then sets every counted stock in one go, logged as a stocktake; the same count again changes nothing", async () => {
    const text = `SKU;quantité\n${plainSku};12\n\n${variantSku.toLowerCase()},3\n`;
    const before = await writes();
    const [plainBefore, variantBefore, productBefore] = [await stockOf(plainId), await stockOf(variantProductId, variantId), await stockOf(variantProductId)];
    // Staff count stock too (stock:write).
    const preview = await post("stocktake-preview", { text }, staff.cookies);
    expect(preview.status).toBe(200);
    const report = preview.data.stocktakeReport!;
    expect(report).toMatchObject({ refused: 0, applied: false });
    expect(report.lines.map(({ line, sku, current, counted, issues }) => ({ line, sku, current, counted, issues }))).toEqual([
      { line: 2, sku: plainSku, current: plainBefore, counted: 12, issues: [] },
      { line: 4, sku: variantSku, current: variantBefore, counted: 3, issues: [] },
    ]);
    expect(report.lines[1].variantLabel).not.toBe("");
    expect(await writes()).toEqual(before);

    const applied = await post("stocktake-apply", { payload: preview.data.payload! }, staff.cookies);
    expect(applied.status).toBe(200);
    expect(applied.data.ok).toMatch(/^Inventaire appliqué/);
    expect(await stockOf(plainId)).toBe(12);
    expect(await stockOf(variantProductId, variantId)).toBe(3);
    // The variant's product moves with it (its own stock caps its variants).
    expect(await stockOf(variantProductId)).toBe(productBefore + (3 - variantBefore));
    const [movement] = await testDb()
      .select()
      .from(schema.stockMovements)
      .where(and(eq(schema.stockMovements.productId, plainId), eq(schema.stockMovements.reason, "stocktake")));
    expect(movement).toMatchObject({ delta: 12 - plainBefore, stockAfter: 12, note: "Inventaire" });

    const counted = await writes();
    const again = await post("stocktake-apply", { payload: preview.data.payload! }, staff.cookies);
    expect(again.status).toBe(200);
    expect(await writes()).toEqual(counted);
  });

  it("refuses unknown SKUs, bad quantities and a product counted as a whole, by line, and applies nothing", async () => {
    const text = [`${plainSku};40`, `NOPE-${tag};2`, `${variantSku};-1`, `${variantProductSku};9`, `${plainSku};41`].join("\n");
    const before = await writes();
    const stock = await stockOf(plainId);
    const preview = await post("stocktake-preview", { text });
    const report = preview.data.stocktakeReport!;
    expect(report.refused).toBe(4);
    expect(report.lines.flatMap((line) => line.issues.map((issue) => issue.message)).filter((key) => !(key in adminMessages("ru")))).toEqual([]);
    expect(report.lines.map((line) => [line.line, line.issues.map((issue) => issue.message)])).toEqual([
      [1, []],
      [2, ["productTools.stocktake.errors.unknownSku"]],
      [3, ["productTools.stocktake.errors.quantity"]],
      [4, ["productTools.stocktake.errors.hasVariants"]],
      [5, ["productTools.stocktake.errors.repeated"]],
    ]);
    const applied = await post("stocktake-apply", { payload: preview.data.payload! });
    expect(applied).toMatchObject({ status: 422, data: { error: "Rien n'a été appliqué : une ligne est refusée." } });
    expect(await stockOf(plainId)).toBe(stock);
    expect(await writes()).toEqual(before);
  });
});
