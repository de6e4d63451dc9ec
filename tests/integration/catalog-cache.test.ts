/**
 * docs/product/performance-and-operations.md#ops-3: the catalogue reads a product page makes are kept in memory while the server
 * hears the database's change announcements, so a warm anonymous product page runs at most 2 SQL
 * queries; and any change to what they show (stock included) drops them, on PGlite and PostgreSQL.
 * docs/product/performance-and-operations.md#ops-3: the stored "from" price and available stock stay true whoever writes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { countQueries, databaseHandle, db, queryRows } from "../../app/server/db.server";
import { startLiveUpdates } from "../../app/server/live.server";
import { getProduct, listCategories, listProducts } from "../../app/features/catalog/catalog.server";
import { approvedReviews } from "../../app/features/reviews/reviews.server";
import * as layoutRoute from "../../app/routes/$lang/layout";
import * as productRoute from "../../app/routes/$lang/product";
import * as homeRoute from "../../app/routes/$lang/home";
import { env } from "../../app/server/env.server";
import { routeContext, withSeededDatabase } from "./helpers";

withSeededDatabase();

let stopListening: (() => Promise<void>) | undefined;
beforeAll(async () => {
  stopListening = await startLiveUpdates(databaseHandle());
});
afterAll(async () => {
  await stopListening?.();
});

/** The statements a piece of work sends, without the viewers' count and views (helper `cache`'s). */
async function queriesOf(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = countQueries((query) => seen.push(query));
  try {
    await work();
  } finally {
    stop();
  }
  return seen.filter((query) => !/product_views/.test(query));
}

/** What React Router runs for an anonymous GET of a product page: the middleware's context, the layout's loader, the page's. */
async function productPage(id: string) {
  const request = new Request(`${env().publicUrl}/fr/product/${id}`, { headers: { cookie: "visitor=0f0e0d0c-0b0a-4908-8706-050403020100" } });
  const params = { lang: "fr", id };
  const context = await routeContext(request, params);
  await layoutRoute.loader({ request, params, context } as never);
  return productRoute.loader({ request, params, context } as never);
}

async function aVariantProduct() {
  const [row] = await db()
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.hasVariants, true), eq(schema.products.isActive, true)))
    .orderBy(asc(schema.products.sku))
    .limit(1);
  return row.id;
}

describe("cached catalogue reads", () => {
  it("serves a warm anonymous product page with at most 2 queries, the same page as a cold one", async () => {
    const id = await aVariantProduct();
    let cold: unknown;
    const coldQueries = await queriesOf(async () => {
      cold = await productPage(id);
    });
    // Without the caches the page ran 13 or more (docs/product/performance-and-operations.md#ops-3's profile).
    expect(coldQueries.length).toBeGreaterThan(2);
    let warm: unknown;
    const queries = await queriesOf(async () => {
      warm = await productPage(id);
    });
    expect(queries.length, queries.join("\n")).toBeLessThanOrEqual(2);
    expect(JSON.parse(JSON.stringify((warm as { data: unknown }).data))).toEqual(JSON.parse(JSON.stringify((cold as { data: unknown }).data)));
  });

  it("serves a warm home page without catalogue or hero queries", async () => {
    const request = new Request(`${env().publicUrl}/fr`);
    const params = { lang: "fr" };
    const context = await routeContext(request, params);
    await homeRoute.loader({ request, params, context } as never);
    const queries = await queriesOf(() => homeRoute.loader({ request, params, context } as never));
    expect(queries).toEqual([]);
  });

  it("shows a stock change at once: an order or an adjustment drops the product's data", async () => {
    const id = await aVariantProduct();
    const before = await getProduct(id, "fr");
    const variant = before!.variants[0];
    await db()
      .update(schema.productVariants)
      .set({ stock: variant.stock + 7 })
      .where(eq(schema.productVariants.id, variant.id));
    // PostgreSQL announces the change on another connection: it arrives a moment later.
    await vi.waitFor(async () => {
      const after = await getProduct(id, "fr");
      expect(after!.variants.find((v) => v.id === variant.id)!.stock).toBe(variant.stock + 7);
    }, { timeout: 2000, interval: 20 });
    const card = (await listProducts("fr", { ids: [id] }))[0];
    expect(card.stock).toBe((await getProduct(id, "fr"))!.availableStock);
  });

  it("shows a renamed category and a newly approved review", async () => {
    const [category] = await listCategories("en");
    await db()
      .update(schema.categoryTranslations)
      .set({ name: `${category.name} (new)` })
      .where(and(eq(schema.categoryTranslations.categoryId, category.id), eq(schema.categoryTranslations.lang, "en")));
    await vi.waitFor(async () => expect((await listCategories("en"))[0].name).toBe(`${category.name} (new)`), { timeout: 2000, interval: 20 });

    const id = await aVariantProduct();
    const before = await approvedReviews(id);
    const [user] = await db().insert(schema.user).values({ id: "cache-reviewer", name: "Léa", email: "cache-reviewer@example.com" }).returning();
    await db().insert(schema.reviews).values({ productId: id, userId: user.id, authorName: "Léa M.", rating: 5, body: "Une bougie parfaite.", status: "approved" });
    await vi.waitFor(async () => expect((await approvedReviews(id)).count).toBe(before.count + 1), { timeout: 2000, interval: 20 });
  });
});

describe("the stored 'from' price and available stock", () => {
  /** The rule of docs/product/catalogue.md#cat-9, grouped over every variant as the lists did before. */
  async function drift() {
    return queryRows<{ id: string }>(
      db(),
      sql`select p.id from products p
        left join lateral (
          select coalesce(min(v.price_adjustment_minor) filter (where v.stock > 0), min(v.price_adjustment_minor)) as lowest, sum(v.stock) as total
          from product_variants v where v.product_id = p.id and v.is_active
        ) v on true
        where p.from_price_minor <> p.price_minor + case when p.has_variants then coalesce(v.lowest, 0) else 0 end
           or p.available_stock <> case when p.has_variants then least(p.stock, coalesce(v.total, 0)) else p.stock end`,
    );
  }

  it("matches the grouped rule after variant inserts, updates, deletes and product changes", async () => {
    expect(await drift()).toEqual([]);
    const id = await aVariantProduct();
    const variants = await db().select().from(schema.productVariants).where(eq(schema.productVariants.productId, id));
    // A cheaper variant in stock, then sold out; one disabled; one deleted; the base price and stock changed.
    const lowest = Math.min(...variants.map((v) => v.priceAdjustmentMinor));
    const [cheap] = await db()
      .insert(schema.productVariants)
      .values({ productId: id, sku: `CACHE-CHEAP-${id.slice(0, 8)}`, stock: 2, priceAdjustmentMinor: lowest - 500 })
      .returning();
    expect(await drift()).toEqual([]);
    const [product] = await db().select().from(schema.products).where(eq(schema.products.id, id));
    expect(product.fromPriceMinor).toBe(product.priceMinor + lowest - 500);
    await db().update(schema.productVariants).set({ stock: 0 }).where(eq(schema.productVariants.id, cheap.id));
    expect(await drift()).toEqual([]);
    await db().update(schema.productVariants).set({ isActive: false }).where(eq(schema.productVariants.id, variants[0].id));
    expect(await drift()).toEqual([]);
    await db().delete(schema.productVariants).where(eq(schema.productVariants.id, cheap.id));
    expect(await drift()).toEqual([]);
    await db().update(schema.products).set({ priceMinor: 12345, stock: 1 }).where(eq(schema.products.id, id));
    expect(await drift()).toEqual([]);
    await db().update(schema.products).set({ hasVariants: false }).where(eq(schema.products.id, id));
    expect(await drift()).toEqual([]);
    const [row] = await db().select().from(schema.products).where(eq(schema.products.id, id));
    expect([row.fromPriceMinor, row.availableStock]).toEqual([12345, 1]);
  });
});
