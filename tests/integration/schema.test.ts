/** The database itself enforces the rules (docs/product/security-rules.md#sec-3), on PGlite and on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "../../app/server/db.server";
import * as schema from "../../db/schema";
import { openTestDatabase } from "./helpers";

let handle: DatabaseHandle;
let categoryId: string;
let productId: string;
let userId: string;

async function rejects(promise: Promise<unknown>, constraint: RegExp) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(error, "the database accepted a row it must refuse").toBeDefined();
  const text = `${error?.message} ${error?.cause?.message ?? ""} ${JSON.stringify(error?.cause ?? {})}`;
  expect(text).toMatch(constraint);
}

beforeAll(async () => {
  handle = await openTestDatabase();
  const [category] = await handle.db.insert(schema.categories).values({ slug: "woody" }).returning();
  categoryId = category.id;
  const [product] = await handle.db
    .insert(schema.products)
    .values({ sku: "T-1", categoryId, priceMinor: 10000, stock: 3 })
    .returning();
  productId = product.id;
  const [user] = await handle.db
    .insert(schema.user)
    .values({ id: "user-1", name: "Léa", email: "lea@example.com" })
    .returning();
  userId = user.id;
});

afterAll(async () => {
  await handle.close();
});

describe("database constraints", () => {
  it("has pg_trgm and unaccent", async () => {
    const [row] = await queryRows<{ similar: number; folded: string }>(
      handle.db,
      sql`select word_similarity('sweter', 'cozy sweater') as similar, immutable_unaccent('Épicé') as folded`,
    );
    expect(Number(row.similar)).toBeGreaterThan(0.4);
    expect(row.folded).toBe("Epice");
  });

  it("refuses negative stock on products and variants", async () => {
    await rejects(handle.db.update(schema.products).set({ stock: -1 }).where(eq(schema.products.id, productId)), /products_stock_nonnegative/);
    await rejects(
      handle.db.insert(schema.productVariants).values({ productId, sku: "T-1-A", stock: -2 }),
      /product_variants_stock_nonnegative/,
    );
  });

  it("refuses a cart or order line with a quantity below 1", async () => {
    const [cart] = await handle.db.insert(schema.carts).values({ guestToken: "guest-token-aaaaaaaaaaaa" }).returning();
    await rejects(handle.db.insert(schema.cartItems).values({ cartId: cart.id, productId, quantity: 0 }), /cart_items_quantity_positive/);
  });

  it("keeps one cart line per product and variant, even without a variant", async () => {
    const [cart] = await handle.db.insert(schema.carts).values({ guestToken: "guest-token-bbbbbbbbbbbb" }).returning();
    await handle.db.insert(schema.cartItems).values({ cartId: cart.id, productId, quantity: 1 });
    await rejects(handle.db.insert(schema.cartItems).values({ cartId: cart.id, productId, quantity: 2 }), /cart_items_line_unique/);
  });

  it("keeps one wishlist row per user and product", async () => {
    await handle.db.insert(schema.wishlist).values({ userId, productId });
    await rejects(handle.db.insert(schema.wishlist).values({ userId, productId }), /wishlist_pkey|duplicate key/);
  });

  it("keeps one newsletter row per e-mail, ignoring case", async () => {
    await handle.db.insert(schema.newsletterSubscribers).values({ email: "Lea@Example.com", consentText: "ok", unsubscribeToken: "t1" });
    await rejects(
      handle.db.insert(schema.newsletterSubscribers).values({ email: "lea@example.COM", consentText: "ok", unsubscribeToken: "t2" }),
      /newsletter_subscribers_email_lower_unique/,
    );
  });

  it("gives orders readable sequential numbers", async () => {
    const base = {
      email: "a@example.com",
      shippingAddress: { firstName: "A", lastName: "B", address: "1 rue", city: "Netanya", postalCode: "42000", country: "Israël", phone: "0500000000", email: "a@example.com" },
      currency: "ILS",
      exchangeRate: "1",
      subtotalMinor: 100,
      shippingMinor: 500,
      totalMinor: 600,
      totalIlsMinor: 600,
    };
    const [first] = await handle.db.insert(schema.orders).values({ ...base, orderToken: "tok-1" }).returning();
    const [second] = await handle.db.insert(schema.orders).values({ ...base, orderToken: "tok-2" }).returning();
    expect(second.orderNumber).toBe(first.orderNumber + 1);
    expect(first.orderNumber).toBeGreaterThanOrEqual(1001);
    await rejects(handle.db.insert(schema.orders).values({ ...base, orderToken: "tok-3", status: "lost" as never }), /orders_status/);
    // A guest order must carry its token; an order with neither user nor token is refused.
    await rejects(handle.db.insert(schema.orders).values({ ...base }), /orders_guest_or_user/);
  });

  it("keeps orders when a product is deleted, and refuses to delete a category in use", async () => {
    await rejects(handle.db.delete(schema.categories).where(eq(schema.categories.id, categoryId)), /foreign key|violates/);
  });

  it("refuses a review rating outside 1 to 5", async () => {
    await rejects(
      handle.db.insert(schema.reviews).values({ productId, userId, authorName: "Léa", rating: 6 }),
      /reviews_rating_range/,
    );
  });

  it("has an index behind the catalogue's queries", async () => {
    const result = await queryRows<{ indexname: string }>(handle.db, sql`select indexname from pg_indexes where schemaname = 'public'`);
    const names = result.map((row) => row.indexname);
    for (const index of [
      "products_created_at_idx",
      "products_category_created_idx",
      "products_featured_created_idx",
      "product_images_product_order_idx",
      "product_variants_product_adjustment_idx",
      "hero_slides_active_order_idx",
      "orders_user_created_idx",
      "click_to_call_settings_created_idx",
      "product_translations_search_name_trgm",
      "product_translations_search_text_trgm",
      "products_from_price_idx",
    ]) {
      expect(names).toContain(index);
    }
  });
});
