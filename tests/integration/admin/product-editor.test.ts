/**
 * The product editor (docs/product/admin-back-office.md#adm-14), through its route as the browser posts it: create a
 * product in four languages with two sizes × two colours and photos, see it in the shop in Hebrew
 * with its variant prices, edit it (nothing written when nothing changed), duplicate it, archive it,
 * refuse to delete it once ordered, refuse a variant's deletion once ordered, and keep SKUs unique
 * (the form, another product, and the database itself). On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute } from "../../support/admin-routes";
import { action as editorAction, loader as editorLoader } from "../../../app/routes/admin/products.$id";
import { getProduct, listProducts as shopProducts } from "../../../app/features/catalog/catalog.server";
import { addToCart, newGuestToken } from "../../../app/features/cart/cart.server";
import { newCheckoutKey, placeOrder } from "../../../app/features/orders/checkout.server";
import { checkoutSchema } from "../../../app/schemas/checkout";
import { isCheckViolation, isUniqueViolation } from "../../../app/server/db-errors.server";
import { applyPriceChange, PriceChangeError, pricePreview } from "../../../app/features/catalog/products-admin.server";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 6).toUpperCase();
let owner = "";
let categoryId = "";

beforeAll(async () => {
  const account = await createSignedInCustomer(`editor-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, account.userId));
  owner = account.cookies;
  [{ id: categoryId }] = await testDb().select({ id: schema.categories.id }).from(schema.categories).where(eq(schema.categories.isActive, true)).limit(1);
});

/** The fields the editor posts for a new candle: 2 sizes × 2 colours, 2 photos, four languages. */
function candleForm(sku: string, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    intent: "save",
    sku,
    categoryId,
    price: "100,00",
    status: "active",
    natural: "on",
    "translations.fr.name": `Bougie Figuier ${tag}`,
    "translations.fr.description": "Une bougie au figuier.",
    "translations.fr.scent": "Figue",
    "translations.en.name": `Fig Tree Candle ${tag}`,
    "translations.he.name": `נר עץ תאנה ${tag}`,
    "translations.he.scent": "תאנה",
    "translations.ru.name": `Свеча Инжир ${tag}`,
    "translations.fr.seoTitle": "Bougie au figuier, coulée à Netanya",
    "axes.size[0].fr": "Petite",
    "axes.size[0].he": "קטן",
    "axes.size[1].fr": "Grande",
    "axes.size[1].he": "גדול",
    "axes.color[0].fr": "Ambre",
    "axes.color[0].he": "ענבר",
    "axes.color[0].swatch": "Ambre",
    "axes.color[1].fr": "Lagon",
    "axes.color[1].he": "לגונה",
    "images[0].url": "/media/demo/one.jpg",
    "images[0].alt.fr": "La bougie allumée",
    "images[0].alt.he": "הנר דולק",
    "images[1].url": "/media/demo/two.jpg",
  };
  const combinations = [
    [0, 0, "0", "3"],
    [0, 1, "0", "0"],
    [1, 0, "25,50", "5"],
    [1, 1, "25,50", "2"],
  ] as const;
  combinations.forEach(([size, color, adjustment, stock], index) => {
    fields[`variants[${index}].sku`] = `${sku}-${size}${color}`;
    fields[`variants[${index}].size`] = String(size);
    fields[`variants[${index}].color`] = String(color);
    fields[`variants[${index}].priceAdjustment`] = adjustment;
    fields[`variants[${index}].stock`] = stock;
    fields[`variants[${index}].isActive`] = "on";
  });
  return { ...fields, ...extra };
}

const post = (id: string, fields: Record<string, string>) => runRoute(editorAction, formRequest(`/admin/products/${id}`, fields, owner), { id });
const load = (id: string) => runRoute(editorLoader, pageRequest(`/admin/products/${id}`, owner), { id });
const idFrom = (location: string | null | undefined) => /\/admin\/products\/([0-9a-f-]{36})/.exec(location ?? "")?.[1] ?? "";

/** The loaded form posted back as it is: what the browser sends when the owner saves without a change. */
function formOf(values: Record<string, unknown>, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const name = prefix ? (Array.isArray(values) ? `${prefix}[${key}]` : `${prefix}.${key}`) : key;
    if (value === undefined || value === null) continue;
    if (typeof value === "object") Object.assign(out, formOf(value as Record<string, unknown>, name));
    else if (typeof value === "boolean") {
      if (value) out[name] = "on";
    } else out[name] = String(value);
  }
  return out;
}

async function auditCount(id: string) {
  const [row] = await testDb().select({ n: sql<number>`count(*)::int` }).from(schema.auditLog).where(eq(schema.auditLog.entityId, id));
  return Number(row.n);
}

describe("the product editor", () => {
  let candle = "";

  it("creates a candle in four languages with 2 sizes × 2 colours, and the shop shows it in Hebrew with its variant prices", async () => {
    const answer = await post("new", candleForm(`FIG-${tag}`));
    expect(answer.status).toBe(302);
    candle = idFrom(answer.location);
    expect(candle).not.toBe("");

    const shown = await getProduct(candle, "he");
    expect(shown?.text.name).toBe(`נר עץ תאנה ${tag}`);
    // A language left empty falls back to French.
    expect(shown?.text.description).toBe("Une bougie au figuier.");
    expect(shown?.images.map((image) => [image.imageUrl, image.alt])).toEqual([
      ["/media/demo/one.jpg", "הנר דולק"],
      ["/media/demo/two.jpg", `נר עץ תאנה ${tag}`],
    ]);
    // The first photo is the main one; variants by price adjustment; texts in Hebrew.
    expect(shown?.imageUrl).toBe("/media/demo/one.jpg");
    expect(shown?.variants).toHaveLength(4);
    const prices = Object.fromEntries(shown!.variants.map((variant) => [`${variant.size}/${variant.colorLabel}`, 10_000 + variant.priceAdjustmentMinor]));
    expect(prices).toEqual({ "קטן/ענבר": 10_000, "קטן/לגונה": 10_000, "גדול/ענבר": 12_550, "גדול/לגונה": 12_550 });
    // A known swatch is kept by name; an unknown colour keeps its French name (a neutral swatch).
    expect(shown!.variants.map((variant) => variant.color).sort()).toEqual(["Ambre", "Ambre", "Lagon", "Lagon"]);
    // The product's own stock is its variants' sum, each change logged.
    const [row] = await testDb().select().from(schema.products).where(eq(schema.products.id, candle));
    expect(row).toMatchObject({ stock: 10, hasVariants: true, natural: true, status: "active", priceMinor: 10_000 });
    const movements = await testDb().select().from(schema.stockMovements).where(eq(schema.stockMovements.productId, candle));
    expect(movements.length).toBeGreaterThan(0);
    expect(movements.every((movement) => movement.reason === "stocktake")).toBe(true);
    // The shop's list has it at once, in any language.
    expect((await shopProducts("ru", { search: `Инжир ${tag}` })).map((card) => card.id)).toContain(candle);
  });

  it("loads the form as it was saved, and a save without a change writes nothing", async () => {
    const answer = await load(candle);
    const loaded = answer.data as { values: Record<string, unknown>; problems: string[]; ordered: boolean };
    expect(loaded.problems).toEqual([]);
    expect(loaded.ordered).toBe(false);
    const before = await auditCount(candle);
    const saved = await post(candle, { intent: "save", ...formOf(loaded.values) });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: "Rien n'a changé." });
    expect(await auditCount(candle)).toBe(before);
  });

  it("edits: a new price, a reordered gallery, a variant disabled; the stock a checkout took meanwhile stays taken", async () => {
    const loaded = (await load(candle)).data as { values: { variants: { sku: string; stock: number }[] } & Record<string, unknown> };
    const fields = formOf(loaded.values);
    // A shopper buys one small amber candle while the owner edits.
    const small = loaded.values.variants.findIndex((variant) => variant.sku === `FIG-${tag}-00`);
    const [variantRow] = await testDb().select().from(schema.productVariants).where(eq(schema.productVariants.sku, `FIG-${tag}-00`));
    const visitor = { user: null, guestToken: newGuestToken() };
    await addToCart(visitor, { productId: candle, variantId: variantRow.id, quantity: 1 }, "fr");
    await placeOrder(
      visitor,
      checkoutSchema.parse({ email: `editor-${tag}@example.com`, firstName: "Noa", lastName: "Levi", phone: "050-1234567", address: "3 rue Smilansky", city: "Netanya", postalCode: "42000", checkoutKey: newCheckoutKey() }),
      "fr",
      { currency: "ILS", rate: "1", shippingMinor: 500 },
    );
    // The owner adds 10 to that variant (3 → 13 in the form), reorders the photos and disables the large lagoon.
    fields[`variants[${small}].stock`] = "13";
    fields.price = "110";
    [fields["images[0].url"], fields["images[1].url"]] = [fields["images[1].url"], fields["images[0].url"]];
    const lagoon = loaded.values.variants.findIndex((variant) => variant.sku === `FIG-${tag}-11`);
    delete fields[`variants[${lagoon}].isActive`];
    const saved = await post(candle, fields);
    expect(saved.data).toMatchObject({ ok: "Produit enregistré." });

    const [after] = await testDb().select().from(schema.productVariants).where(eq(schema.productVariants.id, variantRow.id));
    // 3 − 1 sold + 10 added.
    expect(after.stock).toBe(12);
    const shown = await getProduct(candle, "fr");
    expect(shown?.priceIlsMinor).toBe(11_000);
    expect(shown?.imageUrl).toBe("/media/demo/two.jpg");
    expect(shown?.variants.map((variant) => variant.sku)).not.toContain(`FIG-${tag}-11`);
  });

  it("refuses to delete an ordered variant (it can be disabled), and an ordered product (it can be archived)", async () => {
    const loaded = (await load(candle)).data as { values: { variants: { sku: string }[] } & Record<string, unknown>; ordered: boolean; orderedVariantIds: string[] };
    expect(loaded.ordered).toBe(true);
    expect(loaded.orderedVariantIds).toHaveLength(1);
    const values = { ...loaded.values, variants: loaded.values.variants.filter((variant) => variant.sku !== `FIG-${tag}-00`) };
    const refused = await post(candle, { intent: "save", ...formOf(values) });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ error: `La variante FIG-${tag}-00 a été commandée : désactivez-la au lieu de la supprimer.` });
    expect((await testDb().select().from(schema.productVariants).where(eq(schema.productVariants.productId, candle))).length).toBe(4);

    const deleted = await post(candle, { intent: "delete" });
    expect(deleted.status).toBe(409);
    expect(String(deleted.data?.error)).toContain("archivez-le");
    expect(await getProduct(candle, "fr")).not.toBeNull();
    // The database refuses it too, whoever asks.
    await expect(testDb().delete(schema.products).where(eq(schema.products.id, candle))).rejects.toThrow();

    const archived = await post(candle, { intent: "save", ...formOf({ ...loaded.values, status: "archived" }) });
    expect(archived.data).toMatchObject({ ok: "Produit enregistré." });
    expect(await getProduct(candle, "fr")).toBeNull();
  });

  it("duplicates a product as a draft with free SKUs and no stock, and deletes a product nobody ordered", async () => {
    const copied = await post(candle, { intent: "duplicate" });
    expect(copied.status).toBe(302);
    const copy = idFrom(copied.location);
    const [row] = await testDb().select().from(schema.products).where(eq(schema.products.id, copy));
    expect(row).toMatchObject({ sku: `FIG-${tag}-COPY`, status: "draft", stock: 0, isActive: false });
    const variants = await testDb().select().from(schema.productVariants).where(eq(schema.productVariants.productId, copy));
    expect(variants.map((variant) => variant.sku).sort()).toEqual([`FIG-${tag}-00-COPY`, `FIG-${tag}-01-COPY`, `FIG-${tag}-10-COPY`, `FIG-${tag}-11-COPY`]);
    expect(variants.every((variant) => variant.stock === 0)).toBe(true);
    // A draft is never shown in the shop.
    expect(await getProduct(copy, "fr")).toBeNull();
    const loaded = (await load(copy)).data as { problems: string[] };
    expect(loaded.problems).toEqual(expect.arrayContaining(["draft", "noStock"]));

    const deleted = await post(copy, { intent: "delete" });
    expect(deleted).toMatchObject({ status: 302, location: "/admin/products?done=deleted" });
    expect(await testDb().select().from(schema.products).where(eq(schema.products.id, copy))).toEqual([]);
  });

  it("keeps SKUs unique: in the form, against another product, and in the database", async () => {
    const repeated = await post("new", candleForm(`DUP-${tag}`, { "variants[1].sku": `DUP-${tag}-00` }));
    expect(repeated.status).toBe(400);
    expect((repeated.data as { errors: Record<string, string[]> }).errors["variants[1].sku"]).toEqual(["Une autre variante a déjà cette référence."]);

    const productTaken = await post("new", candleForm(`FIG-${tag}`));
    expect(productTaken.status).toBe(409);
    expect((productTaken.data as { errors: Record<string, string[]> }).errors.sku?.[0]).toContain(`FIG-${tag}`);

    const variantTaken = await post("new", candleForm(`OTHER-${tag}`, { "variants[0].sku": `FIG-${tag}-01` }));
    expect(variantTaken.status).toBe(409);
    expect((variantTaken.data as { errors: Record<string, string[]> }).errors["variants[0].sku"]?.[0]).toContain(`FIG-${tag}-01`);
    // Nothing of the refused products was written.
    expect(await testDb().select().from(schema.products).where(eq(schema.products.sku, `OTHER-${tag}`))).toEqual([]);

    const [{ productId }] = await testDb().select({ productId: schema.productVariants.productId }).from(schema.productVariants).where(eq(schema.productVariants.sku, `FIG-${tag}-01`));
    const error = await testDb()
      .insert(schema.productVariants)
      .values({ productId, sku: `FIG-${tag}-01` })
      .then(
        () => null,
        (thrown: unknown) => thrown,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("never lets a variant sell below zero: not in the form, not by a bulk price change, not in the database", async () => {
    // A supplement of -120 on a 100 ₪ candle: refused at the field, nothing written.
    const negative = await post("new", candleForm(`NEG-${tag}`, { "variants[0].priceAdjustment": "-120" }));
    expect(negative.status).toBe(400);
    expect((negative.data as { errors: Record<string, string[]> }).errors["variants[0].priceAdjustment"]).toEqual([
      "Le prix de cette variante serait négatif : le prix plus le supplément doit être positif ou nul.",
    ]);
    expect(await testDb().select().from(schema.products).where(eq(schema.products.sku, `NEG-${tag}`))).toEqual([]);

    // A supplement of -60 is fine at 100 ₪; a bulk change of -50 % would put that variant at -10 ₪.
    const created = await post("new", candleForm(`DISC-${tag}`, { "variants[0].priceAdjustment": "-60" }));
    expect(created.status).toBe(302);
    const id = idFrom(created.location);
    const change = { mode: "percent" as const, by: -5000 };
    const [preview] = await pricePreview([id], change, "fr");
    expect(preview).toMatchObject({ before: 10_000, after: 5_000, refused: "variantBelowZero" });
    await expect(applyPriceChange(new Map([[id, 10_000]]), change, { id: "owner", email: "owner@example.com" })).rejects.toBeInstanceOf(PriceChangeError);
    expect((await testDb().select({ price: schema.products.priceMinor }).from(schema.products).where(eq(schema.products.id, id)))[0].price).toBe(10_000);

    // The database refuses it too, from either side, at commit.
    const belowZero = (write: () => Promise<unknown>) =>
      write().then(
        () => null,
        (thrown: unknown) => thrown,
      );
    const [variant] = await testDb().select({ id: schema.productVariants.id }).from(schema.productVariants).where(eq(schema.productVariants.sku, `DISC-${tag}-00`));
    expect(isCheckViolation(await belowZero(() => testDb().update(schema.productVariants).set({ priceAdjustmentMinor: -10_001 }).where(eq(schema.productVariants.id, variant.id))))).toBe(true);
    expect(isCheckViolation(await belowZero(() => testDb().update(schema.products).set({ priceMinor: 5_000 }).where(eq(schema.products.id, id))))).toBe(true);
    // One transaction may move both, as long as the result is not negative.
    await testDb().transaction(async (tx) => {
      await tx.update(schema.products).set({ priceMinor: 5_000 }).where(eq(schema.products.id, id));
      await tx.update(schema.productVariants).set({ priceAdjustmentMinor: -5_000 }).where(eq(schema.productVariants.id, variant.id));
    });
    expect((await testDb().select({ price: schema.products.priceMinor }).from(schema.products).where(eq(schema.products.id, id)))[0].price).toBe(5_000);
  });

  it("says what is wrong, at the field, for a bad form", async () => {
    const answer = await post("new", candleForm(`BAD-${tag}`, { "translations.fr.name": "", price: "douze", "variants[2].stock": "-4" }));
    expect(answer.status).toBe(400);
    const errors = (answer.data as { errors: Record<string, string[]> }).errors;
    expect(errors["translations.fr.name"]).toEqual(["Le nom en français est obligatoire."]);
    expect(errors.price).toEqual(["Montant invalide (par ex. 89,90)."]);
    expect(errors["variants[2].stock"]).toEqual(["Stock : un nombre entier de 0 à 100 000."]);
    expect(await testDb().select().from(schema.products).where(and(eq(schema.products.sku, `BAD-${tag}`)))).toEqual([]);
  });
});
