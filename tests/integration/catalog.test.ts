/** The catalogue service on the demo seed: search, filters, sorts, suggestions (docs/product/performance-and-operations.md#ops-1). */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { countProducts, getProduct, listProducts, recommendations } from "../../app/features/catalog/catalog.server";
import { ensureSeeded } from "../../db/seed/seed";
import { products as seedProducts } from "../../db/seed/data/catalog";
import { withSeededDatabase } from "./helpers";

const testDb = withSeededDatabase();

describe("the demo seed", () => {
  it("loads every product with four languages, three images and its variants, once", async () => {
    const rows = await testDb().select().from(schema.products);
    expect(rows.length).toBe(seedProducts.length);
    expect(rows.length).toBeGreaterThanOrEqual(16);
    const texts = await testDb().select().from(schema.productTranslations);
    expect(texts.length).toBe(rows.length * 4);
    const images = await testDb().select().from(schema.productImages);
    expect(images.length).toBe(rows.length * 3);
    expect(rows.filter((p) => p.hasVariants).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((p) => p.stock === 0)).toHaveLength(1);
    // Idempotent: a second run changes nothing.
    expect(await ensureSeeded(testDb(), { mediaDir: "/tmp/unused", skipImages: true })).toBe(false);
    expect((await testDb().select().from(schema.products)).length).toBe(rows.length);
  });

  it("gives real translations, not copies of the French", async () => {
    const texts = await testDb().select().from(schema.productTranslations);
    for (const lang of ["he", "ru"] as const) {
      const own = texts.filter((t) => t.lang === lang);
      expect(own.every((t) => (lang === "he" ? /[\u0590-\u05FF]/ : /[\u0400-\u04FF]/).test(t.name + t.description))).toBe(true);
    }
    const fr = new Map(texts.filter((t) => t.lang === "fr").map((t) => [t.productId, t.description]));
    expect(texts.filter((t) => t.lang === "en").every((t) => t.description !== fr.get(t.productId))).toBe(true);
  });

  it("refuses a PostgreSQL that is not on this machine unless forced", async () => {
    await expect(
      ensureSeeded(testDb(), { mediaDir: "/tmp/unused", skipImages: true, databaseUrl: "postgres://u@db.example.com:5432/shop" }),
    ).rejects.toThrow(/not on this machine/);
  });
});

describe("search", () => {
  const first = seedProducts[0];
  it("matches names ignoring case and accents, in the page's language and in French", async () => {
    const frName = first.text.fr.name;
    const folded = frName.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toUpperCase();
    const found = await listProducts("en", { search: folded });
    expect(found.map((p) => p.name)).toContain(first.text.en.name);
    const hebrew = await listProducts("he", { search: first.text.he.name });
    expect(hebrew[0]?.name).toBe(first.text.he.name);
  });

  it("tolerates a typo", async () => {
    const word = first.text.fr.name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
    const typo = word.slice(0, -2) + word.slice(-1) + word.slice(-2, -1); // swap the last two letters
    const found = await listProducts("fr", { search: typo });
    expect(found.map((p) => p.name)).toContain(first.text.fr.name);
  });

  it("finds nothing for nonsense and treats % and _ literally", async () => {
    expect(await listProducts("fr", { search: "zzqxwv" })).toEqual([]);
    expect(await listProducts("fr", { search: "%" })).toEqual([]);
    expect(await countProducts("fr", { search: "_" })).toBe(0);
  });
});

describe("filters and sorts", () => {
  it("filters by category, best seller and new arrival", async () => {
    const floral = await listProducts("fr", { category: "floral", limit: 100 });
    expect(floral.length).toBe(seedProducts.filter((p) => p.category === "floral").length);
    expect(floral.every((p) => p.categorySlug === "floral")).toBe(true);
    const best = await listProducts("fr", { bestSeller: true, limit: 100 });
    expect(best.length).toBe(seedProducts.filter((p) => p.bestSeller).length);
    expect(await countProducts("fr", { newArrival: true })).toBe(seedProducts.filter((p) => p.newArrival).length);
  });

  it("sorts by date, price and name", async () => {
    const newest = await listProducts("fr", { sort: "newest", limit: 100 });
    const expectedNewest = [...seedProducts].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo)[0];
    expect(newest[0].name).toBe(expectedNewest.text.fr.name);
    // By the price the cards show: a variant product sorts by its "from" price (docs/product/catalogue.md#cat-9).
    const cheap = await listProducts("fr", { sort: "price-asc", limit: 100 });
    const prices = cheap.map((p) => p.priceIlsMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheap.some((p) => p.hasVariants && p.priceIlsMinor < seedProducts.find((s) => s.text.fr.name === p.name)!.priceMinor)).toBe(true);
    const names = (await listProducts("ru", { sort: "name-asc", limit: 100 })).map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("recommends 4 others, featured first", async () => {
    const [one] = await testDb().select().from(schema.products).where(eq(schema.products.sku, seedProducts[0].sku));
    const recs = await recommendations(one.id, "fr");
    expect(recs).toHaveLength(4);
    expect(recs.some((p) => p.id === one.id)).toBe(false);
    const flags = recs.map((p) => p.featured);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it("returns null for an unknown or malformed product id", async () => {
    expect(await getProduct("00000000-0000-0000-0000-000000000000", "fr")).toBeNull();
    expect(await getProduct("not-a-uuid", "fr")).toBeNull();
  });
});
