/**
 * docs/product/catalogue.md#cat-9 on the demo seed: a product's "from" price is one rule (the lowest price of a
 * variant the shopper can buy), the same on its card, its page and in the price sorts; a product
 * none of whose variants is in stock is sold out. And the product page's two related blocks never
 * repeat each other (docs/product/security-rules.md#sec-4).
 */
import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import * as schema from "../../db/schema";
import { frequentlyBoughtTogether, getProduct, listProducts, recommendations } from "../../app/features/catalog/catalog.server";
import { products as seedProducts } from "../../db/seed/data/catalog";
import { withSeededDatabase } from "./helpers";

const testDb = withSeededDatabase();

const seeded = (name: string) => seedProducts.find((p) => p.text.fr.name === name)!;

async function idOf(name: string) {
  const [row] = await testDb().select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.sku, seeded(name).sku));
  return row.id;
}

async function card(name: string) {
  const cards = await listProducts("fr", { limit: 100 });
  return cards.find((c) => c.name === name)!;
}

async function setVariantStock(skus: string[], stock: number) {
  await testDb().update(schema.productVariants).set({ stock }).where(inArray(schema.productVariants.sku, skus));
}

describe("the 'from' price", () => {
  it("is the same on the card and on the page for every product", async () => {
    const cards = await listProducts("fr", { limit: 100 });
    expect(cards.length).toBe(seedProducts.length);
    for (const c of cards) {
      const page = await getProduct(c.id, "fr");
      expect([c.name, page!.fromPriceIlsMinor]).toEqual([c.name, c.priceIlsMinor]);
      expect([c.name, page!.availableStock]).toEqual([c.name, c.stock]);
    }
  });

  it("starts at the cheapest variant in stock: 209,00 ₪ for Cèdre de l'Atlas, 219,00 ₪ for Rose de Grasse", async () => {
    for (const [name, expected] of [["Cèdre de l'Atlas", 20900], ["Rose de Grasse", 21900]] as const) {
      const product = seeded(name);
      const inStock = product.variants!.filter((v) => v.stock > 0);
      expect(expected).toBe(product.priceMinor + Math.min(...inStock.map((v) => v.priceAdjustmentMinor)));
      expect((await card(name)).priceIlsMinor).toBe(expected);
      expect((await getProduct(await idOf(name), "fr"))!.fromPriceIlsMinor).toBe(expected);
    }
  });

  it("leaves out a sold-out variant, on the card, on the page and in the price sort", async () => {
    const name = "Cèdre de l'Atlas";
    const cheapest = seeded(name).variants!.filter((v) => v.priceAdjustmentMinor < 0).map((v) => v.sku);
    await setVariantStock(cheapest, 0);
    try {
      const base = seeded(name).priceMinor;
      expect((await card(name)).priceIlsMinor).toBe(base);
      expect((await getProduct(await idOf(name), "fr"))!.fromPriceIlsMinor).toBe(base);
      const sorted = await listProducts("fr", { sort: "price-asc", limit: 100 });
      const prices = sorted.map((p) => p.priceIlsMinor);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    } finally {
      await setVariantStock(cheapest, 14);
    }
    expect((await card(name)).priceIlsMinor).toBe(20900);
  });

  it("says a product is sold out when none of its variants is in stock, and keeps the lowest price", async () => {
    const name = "Rose de Grasse";
    const variants = seeded(name).variants!;
    await setVariantStock(variants.map((v) => v.sku), 0);
    try {
      const c = await card(name);
      expect(c.stock).toBe(0);
      const page = await getProduct(await idOf(name), "fr");
      expect(page!.availableStock).toBe(0);
      const lowest = seeded(name).priceMinor + Math.min(...variants.map((v) => v.priceAdjustmentMinor));
      expect(c.priceIlsMinor).toBe(lowest);
      expect(page!.fromPriceIlsMinor).toBe(lowest);
    } finally {
      for (const v of variants) await setVariantStock([v.sku], v.stock);
    }
    expect((await card(name)).stock).toBeGreaterThan(0);
  });

  it("says a simple product with no stock is sold out (the seed's Feuille de Figuier)", async () => {
    const soldOut = seedProducts.filter((p) => !p.variants?.length && p.stock === 0);
    expect(soldOut.map((p) => p.text.fr.name)).toEqual(["Feuille de Figuier"]);
    expect((await card("Feuille de Figuier")).stock).toBe(0);
  });
});

describe("the product page's related blocks", () => {
  it("recommends none of the products already 'often bought together', nor the product itself", async () => {
    for (const product of seedProducts) {
      const id = await idOf(product.text.fr.name);
      const together = await frequentlyBoughtTogether(id, product.category, "fr");
      const recommended = await recommendations(id, "fr", { exclude: together.map((p) => p.id) });
      const ids = [...together, ...recommended].map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(id);
      expect(recommended).toHaveLength(4);
    }
  });
});
