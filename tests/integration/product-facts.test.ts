/**
 * A product page tells the truth about what is chosen, on PGlite and on PostgreSQL (TEST_DATABASE_URL):
 * - a variant's own weight, dimensions and burn time: saved by the editor's variant grid, read back,
 *   shown on the page once the variant is chosen (in French and in Hebrew), in the CSV export and
 *   import, and in the structured data of its offer; the demo's large sizes have theirs;
 * - the admin's product list shows the shop's "from" price;
 * - without JavaScript, the quantity field posts with the add-to-cart form, and an add without every
 *   option goes back to the product page, which says what is missing;
 * - the "natural" and "artisanal" badges show only when ticked;
 * - "why isn't it shown?" reads the shop's own rule: a product without a photo is shown.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { eq, inArray } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import * as schema from "../../db/schema";
import { routeContext, withSeededDatabase } from "./helpers";
import { createSignedInCustomer, testIp } from "../support/accounts";
import { adminRouteContext, formRequest, pageRequest, runRoute } from "../support/admin-routes";
import { env } from "../../app/server/env.server";
import * as layoutRoute from "../../app/routes/$lang/layout";
import * as productRoute from "../../app/routes/$lang/product";
import * as cartRoute from "../../app/routes/$lang/cart";
import { action as editorAction, loader as editorLoader } from "../../app/routes/admin/products.$id";
import { action as toolsAction } from "../../app/routes/admin/product-tools";
import { loader as exportLoader } from "../../app/routes/admin/product-tools.export";
import { getProduct, listProducts as shopList } from "../../app/features/catalog/catalog.server";
import { listProducts as adminList, productListSpec, type ProductListQuery } from "../../app/features/catalog/products-admin.server";
import { productForEditor } from "../../app/features/catalog/product-editor-admin.server";
import { productStructuredData } from "../../app/features/content/structured-data.server";
import { parseListQuery } from "../../app/schemas/admin/list-query";
import { products as seedProducts } from "../../db/seed/data/catalog";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 6).toUpperCase();
let owner = "";
let categoryId = "";

beforeAll(async () => {
  const account = await createSignedInCustomer(`facts-owner-${tag.toLowerCase()}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, account.userId));
  owner = account.cookies;
  [{ id: categoryId }] = await testDb().select({ id: schema.categories.id }).from(schema.categories).where(eq(schema.categories.isActive, true)).limit(1);
});

/** The product page as the shop renders it without JavaScript: its loaders, then its components to HTML. */
async function renderProduct(id: string, search = "", lang: "fr" | "he" = "fr") {
  const path = `/${lang}/product/${id}${search}`;
  const request = pageRequest(path);
  const params = { lang, id };
  const context = await routeContext(request, params);
  const layout = ((await layoutRoute.loader({ request, params: { lang }, context } as never)) as { data: unknown }).data;
  const page = ((await productRoute.loader({ request, params, context } as never)) as { data: unknown }).data;
  const Stub = createRoutesStub([
    {
      id: "routes/$lang/layout",
      path: "/:lang",
      Component: layoutRoute.default as never,
      children: [{ id: "routes/$lang/product", path: "product/:id", Component: productRoute.default as never }],
    },
  ]);
  const html = renderToString(
    createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { "routes/$lang/layout": layout, "routes/$lang/product": page } } }),
  );
  return { html, data: page as { product: { text: Record<string, string>; selectedVariantId: string | null } } };
}

/** The page's details list (dt → dd), as text. */
function detailsOf(html: string): Record<string, string> {
  const details: Record<string, string> = {};
  for (const match of html.matchAll(/<dt class="text-muted">([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)) details[match[1]] = match[2];
  return details;
}
/** Text without the bidi isolation marks the page puts around numbers. */
const plain = (text: string | undefined) => text?.replace(/[\u2066-\u2069]/g, "");

const seedId = async (name: string) => {
  const sku = seedProducts.find((p) => p.text.fr.name === name)!.sku;
  const [row] = await testDb().select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.sku, sku));
  return row.id;
};
const variantId = async (sku: string) => {
  const [row] = await testDb().select({ id: schema.productVariants.id }).from(schema.productVariants).where(eq(schema.productVariants.sku, sku));
  return row.id;
};

const editorPost = (id: string, fields: Record<string, string>) => runRoute(editorAction, formRequest(`/admin/products/${id}`, fields, owner), { id });

/** A candle in two sizes, posted as the editor's form posts it; the large size has facts of its own. */
function candleForm(sku: string, large: { weight: string; dimensions: string; burnHours: string }) {
  return {
    intent: "save",
    sku,
    categoryId,
    price: "100,00",
    status: "active",
    "translations.fr.name": `Bougie Faits ${tag}`,
    "translations.fr.weight": "300 g",
    "translations.fr.dimensions": "8 × 9 cm",
    "translations.fr.burnTime": "55 heures",
    "translations.he.name": `נר עובדות ${tag}`,
    "translations.he.weight": "300 גרם",
    "axes.size[0].fr": "Moyenne",
    "axes.size[0].he": "בינוני",
    "axes.size[1].fr": "Grande",
    "axes.size[1].he": "גדול",
    "variants[0].sku": `${sku}-M`,
    "variants[0].size": "0",
    "variants[0].stock": "5",
    "variants[0].isActive": "on",
    "variants[1].sku": `${sku}-L`,
    "variants[1].size": "1",
    "variants[1].priceAdjustment": "40",
    "variants[1].stock": "5",
    "variants[1].isActive": "on",
    "variants[1].weight": large.weight,
    "variants[1].dimensions": large.dimensions,
    "variants[1].burnHours": large.burnHours,
  };
}

describe("a variant's facts follow the variant", () => {
  let id = "";
  const sku = `FACTS-${tag}`;

  it("are saved by the variant grid and read back as typed; the database holds grams, millimetres and hours", async () => {
    const saved = await editorPost("new", candleForm(sku, { weight: "400", dimensions: "9,5 × 11", burnHours: "70" }));
    expect(saved.status).toBe(302);
    id = /\/admin\/products\/([0-9a-f-]{36})/.exec(saved.location ?? "")![1];
    const rows = await testDb()
      .select({ sku: schema.productVariants.sku, weightGrams: schema.productVariants.weightGrams, widthMm: schema.productVariants.widthMm, heightMm: schema.productVariants.heightMm, burnHours: schema.productVariants.burnHours })
      .from(schema.productVariants)
      .where(eq(schema.productVariants.productId, id))
      .orderBy(schema.productVariants.sku);
    expect(rows).toEqual([
      { sku: `${sku}-L`, weightGrams: 400, widthMm: 95, heightMm: 110, burnHours: 70 },
      { sku: `${sku}-M`, weightGrams: null, widthMm: null, heightMm: null, burnHours: null },
    ]);
    const editor = await productForEditor(id);
    expect(editor!.values.variants!.map((v) => [v.sku, v.weight, v.dimensions, v.burnHours])).toEqual([
      [`${sku}-M`, "", "", ""],
      [`${sku}-L`, "400", "9.5 × 11", "70"],
    ]);
    // The loaded form posted back unchanged writes nothing.
    const screen = await runRoute(editorLoader, pageRequest(`/admin/products/${id}`, owner), { id });
    expect(screen.status).toBe(200);
  });

  it("refuses a fact that is no number, at its cell", async () => {
    const refused = await editorPost("new", candleForm(`${sku}-BAD`, { weight: "lourd", dimensions: "10 × ", burnHours: "0" }));
    expect(refused.status).toBe(400);
    const errors = (refused.data as { errors: Record<string, string[]> }).errors;
    expect(errors["variants[1].weight"]).toEqual(["Poids : un nombre entier de grammes, de 1 à 100 000, ou vide."]);
    expect(errors["variants[1].dimensions"]).toEqual(["Dimensions : largeur × hauteur en cm, par ex. 10 × 11, ou vide."]);
    expect(errors["variants[1].burnHours"]).toEqual(["Combustion : un nombre entier d’heures, de 1 à 10 000, ou vide."]);
  });

  it("shows the chosen variant's facts on the page, and the product's before a choice or for a variant without its own", async () => {
    const large = await variantId(`${sku}-L`);
    const medium = await variantId(`${sku}-M`);
    const chosen = detailsOf((await renderProduct(id, `?variant=${large}`)).html);
    expect([plain(chosen["Poids"]), plain(chosen["Dimensions"]), plain(chosen["Durée de combustion"])]).toEqual(["400 g", "9,5 × 11 cm", "70 heures"]);
    const before = detailsOf((await renderProduct(id)).html);
    expect([before["Poids"], before["Dimensions"], before["Durée de combustion"]]).toEqual(["300 g", "8 × 9 cm", "55 heures"]);
    const own = detailsOf((await renderProduct(id, `?variant=${medium}`)).html);
    expect(own["Poids"]).toBe("300 g");
    // In Hebrew, in Hebrew words, the numbers kept left to right.
    const hebrew = (await renderProduct(id, `?variant=${large}`, "he")).data.product.text;
    expect([hebrew.weight, hebrew.burnTime]).toEqual(["400 גרם", "70 שעות"]);
    expect(hebrew.dimensions).toBe("\u20669.5 × 11\u2069 ס״מ");
  });

  it("the demo's Cèdre de l'Atlas in 'Grande (400 g)' says 400 g, not the medium size's 300 g", async () => {
    const cedar = await seedId("Cèdre de l'Atlas");
    const large = await variantId("ML-WD-001-L-NOI");
    const details = detailsOf((await renderProduct(cedar, `?variant=${large}`)).html);
    expect([plain(details["Poids"]), plain(details["Dimensions"]), plain(details["Durée de combustion"])]).toEqual(["400 g", "9 × 11 cm", "70 heures"]);
  });

  it("are in the structured data of the variant's offer", async () => {
    const product = await getProduct(id, "fr");
    const ld = (await productStructuredData(product!, "fr", { validUntil: "2027-01-01" })) as { offers: { sku: string; itemOffered?: Record<string, unknown> }[] };
    const largeOffer = ld.offers.find((offer) => offer.sku === `${sku}-L`)!;
    expect(largeOffer.itemOffered).toMatchObject({
      "@type": "Product",
      sku: `${sku}-L`,
      weight: { "@type": "QuantitativeValue", value: 400, unitCode: "GRM" },
      width: { value: 9.5, unitCode: "CMT" },
      height: { value: 11, unitCode: "CMT" },
      additionalProperty: [{ "@type": "PropertyValue", propertyID: "burnTime", value: 70, unitCode: "HUR" }],
    });
    expect(ld.offers.find((offer) => offer.sku === `${sku}-M`)!.itemOffered).toBeUndefined();
  });

  it("go out in the CSV export and come back in by its import", async () => {
    const exportRequest = pageRequest("/admin/product-tools/export.csv", owner);
    const response = (await exportLoader({ request: exportRequest, params: {}, context: await adminRouteContext(exportRequest) } as never)) as Response;
    const text = new TextDecoder().decode(new Uint8Array(await response.arrayBuffer())).replace(/^\uFEFF/, "");
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const large = rows.find((row) => row.variant_sku === `${sku}-L`)!;
    expect([large.variant_weight_g, large.variant_dimensions_cm, large.variant_burn_hours]).toEqual(["400", "9.5 × 11", "70"]);
    expect(rows.find((row) => row.variant_sku === `${sku}-M`)!.variant_weight_g).toBe("");

    // A file that changes the large size's facts and gives the medium one its own.
    const file = stringify(
      [
        ["product_sku", "variant_sku", "size_fr", "variant_weight_g", "variant_dimensions_cm", "variant_burn_hours"],
        [sku, `${sku}-M`, "Moyenne", "310", "8 × 9", ""],
        [sku, `${sku}-L`, "Grande", "420", "10x12", "75"],
      ],
      { delimiter: ";" },
    );
    const preview = await runRoute(toolsAction, formRequest("/admin/product-tools", { intent: "import-preview", text: file }, owner));
    expect(preview.status).toBe(200);
    const applied = await runRoute(toolsAction, formRequest("/admin/product-tools", { intent: "import-apply", payload: (preview.data as { payload: string }).payload }, owner));
    expect(applied.status).toBeLessThan(400);
    const stored = await testDb()
      .select({ sku: schema.productVariants.sku, weightGrams: schema.productVariants.weightGrams, widthMm: schema.productVariants.widthMm, heightMm: schema.productVariants.heightMm, burnHours: schema.productVariants.burnHours })
      .from(schema.productVariants)
      .where(inArray(schema.productVariants.sku, [`${sku}-M`, `${sku}-L`]))
      .orderBy(schema.productVariants.sku);
    expect(stored).toEqual([
      { sku: `${sku}-L`, weightGrams: 420, widthMm: 100, heightMm: 120, burnHours: 75 },
      { sku: `${sku}-M`, weightGrams: 310, widthMm: 80, heightMm: 90, burnHours: null },
    ]);
  });
});

describe("the admin's product list shows the shop's 'from' price", () => {
  it("for every demo product, the same as its card: 209, 219 and 219 ₪ for Cèdre, Eucalyptus and Rose", async () => {
    const cards = await shopList("fr", { limit: 100 });
    const query = parseListQuery(productListSpec, new URLSearchParams("perPage=100")) as ProductListQuery;
    const { rows } = await adminList(query, "fr");
    const admin = new Map(rows.map((row) => [row.id, row.fromPriceMinor]));
    for (const card of cards) expect([card.name, admin.get(card.id)]).toEqual([card.name, card.priceIlsMinor]);
    const byName = new Map(cards.map((card) => [card.name, admin.get(card.id)]));
    expect([byName.get("Cèdre de l'Atlas"), byName.get("Eucalyptus du Carmel"), byName.get("Rose de Grasse")]).toEqual([20900, 21900, 21900]);
  });
});

describe("without JavaScript", () => {
  it("the quantity field posts with the add-to-cart form, which carries no quantity of its own", async () => {
    const { html } = await renderProduct(await seedId("Cèdre de l'Atlas"), `?variant=${await variantId("ML-WD-001-M-AMB")}`);
    const field = /<input[^>]*id="quantity"[^>]*>/.exec(html)![0];
    expect(field).toContain('name="quantity"');
    expect(field).toContain('form="purchase-form"');
    const form = /<form[^>]*id="purchase-form"[^>]*>([\s\S]*?)<\/form>/.exec(html)![1];
    expect(form).not.toContain('name="quantity"');
  });

  it("an add without every option goes back to the product page with the choice made, which says what is missing", async () => {
    const cedar = await seedId("Cèdre de l'Atlas");
    const page = `/fr/product/${cedar}?size=${encodeURIComponent("Moyenne (300 g)")}`;
    const request = new Request(`${env().publicUrl}/fr/cart`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", "x-forwarded-for": testIp() },
      body: new URLSearchParams({ intent: "add", productId: cedar, quantity: "2", returnTo: "/fr/cart", productPage: page }),
    });
    const params = { lang: "fr" };
    let answer: unknown;
    try {
      answer = await cartRoute.action({ request, params, context: await routeContext(request, params) } as never);
    } catch (thrown) {
      answer = thrown;
    }
    expect(answer).toBeInstanceOf(Response);
    const location = (answer as Response).headers.get("Location")!;
    expect((answer as Response).status).toBe(302);
    expect(location.startsWith(`/fr/product/${cedar}?`)).toBe(true);
    const search = new URL(location, env().publicUrl).search;
    expect(new URLSearchParams(search).get("size")).toBe("Moyenne (300 g)");
    const { html } = await renderProduct(cedar, search);
    expect(html).toContain('id="select-options"');
    expect(html).toContain("Veuillez sélectionner toutes les options");
    // Another site is never where it goes back to.
    const elsewhere = new Request(`${env().publicUrl}/fr/cart`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", "x-forwarded-for": testIp() },
      body: new URLSearchParams({ intent: "add", productId: cedar, quantity: "1", returnTo: "/fr/cart", productPage: "//evil.example/fr/product/x" }),
    });
    const refused = (await cartRoute.action({ request: elsewhere, params, context: await routeContext(elsewhere, params) } as never)) as { init: ResponseInit | null };
    expect(refused.init?.status).toBe(409);
  });
});

describe("badges tell the truth", () => {
  it("shows 'Naturel' and 'Artisanal' only when the editor's tags are ticked", async () => {
    const cedar = await seedId("Cèdre de l'Atlas");
    const badges = (html: string) => [...html.matchAll(/<li class="rounded-full[^"]*">([^<]*)<\/li>/g)].map((match) => match[1]);
    await testDb().update(schema.products).set({ natural: false, artisanal: false }).where(eq(schema.products.id, cedar));
    expect(badges((await renderProduct(cedar)).html)).not.toEqual(expect.arrayContaining(["Naturel"]));
    expect(badges((await renderProduct(cedar)).html)).not.toEqual(expect.arrayContaining(["Artisanal"]));
    await testDb().update(schema.products).set({ natural: true }).where(eq(schema.products.id, cedar));
    const natural = badges((await renderProduct(cedar)).html);
    expect(natural).toContain("Naturel");
    expect(natural).not.toContain("Artisanal");
  });
});

describe("'why isn't it shown?' reads the shop's rule", () => {
  it("a product on sale without a photo is shown, and the editor says so; a draft, an archived one and one of a hidden category are not", async () => {
    const [hidden] = await testDb().insert(schema.categories).values({ slug: `hidden-${tag.toLowerCase()}`, isActive: false }).returning();
    const make = async (name: string, values: Partial<typeof schema.products.$inferInsert>) => {
      const [row] = await testDb()
        .insert(schema.products)
        .values({ sku: `VIS-${name}-${tag}`, categoryId, priceMinor: 5000, stock: 3, imageUrl: null, ...values })
        .returning();
      await testDb().insert(schema.productTranslations).values({ productId: row.id, lang: "fr", name: `Visible ${name} ${tag}` });
      return row.id;
    };
    const cases = [
      { id: await make("photoless", {}), problems: [] },
      { id: await make("soldout", { stock: 0 }), problems: ["noStock"] },
      { id: await make("draft", { status: "draft" }), problems: ["draft"] },
      { id: await make("archived", { status: "archived" }), problems: ["archived"] },
      { id: await make("hidden", { categoryId: hidden.id }), problems: ["categoryInactive"] },
    ];
    const listed = new Set((await shopList("fr", { search: `Visible`, limit: 100 })).map((card) => card.id));
    for (const { id, problems } of cases) {
      const editor = await productForEditor(id);
      expect(editor!.problems).toEqual(problems);
      const shown = problems.every((problem) => problem === "noStock");
      expect([problems, listed.has(id)]).toEqual([problems, shown]);
      expect([problems, (await getProduct(id, "fr")) !== null]).toEqual([problems, shown]);
    }
  });
});
