/**
 * Checkout under load (docs/product/checkout-and-orders.md#ord-12; docs/product/checkout-and-orders.md#ord-10 and docs/product/checkout-and-orders.md#ord-3), on PGlite and on PostgreSQL. On
 * PostgreSQL the checkouts run through a pool of the size the app itself uses (10 connections), so a
 * transaction that waited on a lock while needing a second connection would hang here.
 */
import { describe, expect, it } from "vitest";
import { and, asc, count, eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { addToCart, newGuestToken } from "../../app/features/cart/cart.server";
import { CheckoutError, newCheckoutKey, placeOrder, type CheckoutVisitor, type PlacedOrder } from "../../app/features/orders/checkout.server";
import { checkoutSchema } from "../../app/schemas/checkout";
import { withAppPool, withSeededDatabase } from "./helpers";

const testDb = withSeededDatabase();
const pricing = { currency: "ILS" as const, rate: "1", shippingMinor: 500 };
withAppPool();

const form = (email: string, checkoutKey = newCheckoutKey()) =>
  checkoutSchema.parse({
    email,
    firstName: "Noa",
    lastName: "Levi",
    phone: "050-1234567",
    address: "3 rue Smilansky",
    city: "Netanya",
    postalCode: "42000",
    checkoutKey,
  });

async function simpleProduct(offset: number) {
  const rows = await testDb()
    .select()
    .from(schema.products)
    .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true)))
    .orderBy(asc(schema.products.sku));
  return rows[offset % rows.length];
}

describe("checkout under concurrency", () => {
  it("50 simultaneous checkouts for the last 5 units give 5 orders, 45 clear refusals and stock 0", async () => {
    const product = await simpleProduct(0);
    await testDb().update(schema.products).set({ stock: 5 }).where(eq(schema.products.id, product.id));
    const visitors: CheckoutVisitor[] = [];
    for (let i = 0; i < 50; i++) {
      const visitor = { user: null, guestToken: newGuestToken() };
      await addToCart(visitor, { productId: product.id, variantId: null, quantity: 1 }, "fr");
      visitors.push(visitor);
    }

    const results = await Promise.allSettled(visitors.map((visitor, i) => placeOrder(visitor, form(`buyer${i}@example.com`), "fr", pricing)));

    const placed = results.filter((r): r is PromiseFulfilledResult<PlacedOrder> => r.status === "fulfilled").map((r) => r.value);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason);
    expect(placed).toHaveLength(5);
    expect(new Set(placed.map((p) => p.orderNumber)).size).toBe(5);
    expect(refused).toHaveLength(45);
    for (const error of refused) {
      expect(error).toBeInstanceOf(CheckoutError);
      expect(error).toMatchObject({ code: "not_enough_stock", details: { available: 0 } });
      expect((error as CheckoutError).details.name).toBeTruthy();
    }

    const [row] = await testDb().select({ stock: schema.products.stock }).from(schema.products).where(eq(schema.products.id, product.id));
    expect(row.stock).toBe(0);
    const items = await testDb().select().from(schema.orderItems).where(eq(schema.orderItems.productId, product.id));
    expect(items).toHaveLength(5);
    const movements = await testDb()
      .select()
      .from(schema.stockMovements)
      .where(and(eq(schema.stockMovements.productId, product.id), eq(schema.stockMovements.reason, "order")));
    expect(movements.map((m) => m.stockAfter).sort()).toEqual([0, 1, 2, 3, 4]);
    const [orders] = await testDb().select({ n: count() }).from(schema.orders);
    expect(Number(orders.n)).toBe(5);
    const [keys] = await testDb().select({ n: count() }).from(schema.checkoutKeys);
    expect(Number(keys.n)).toBe(5);
    // The 45 who were refused still have their cart.
    const [lines] = await testDb().select({ n: count() }).from(schema.cartItems).where(eq(schema.cartItems.productId, product.id));
    expect(Number(lines.n)).toBe(45);
  });

  it("20 simultaneous submits with one checkout key give 1 order, and every answer carries its number", async () => {
    const product = await simpleProduct(1);
    await testDb().update(schema.products).set({ stock: 50 }).where(eq(schema.products.id, product.id));
    const visitor = { user: null, guestToken: newGuestToken() };
    await addToCart(visitor, { productId: product.id, variantId: null, quantity: 2 }, "fr");
    const submitted = form("double-click@example.com");

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => placeOrder(visitor, submitted, "fr", pricing)));

    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const answers = results.map((r) => (r as PromiseFulfilledResult<PlacedOrder>).value);
    const numbers = new Set(answers.map((a) => a.orderNumber));
    expect(numbers.size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.orderToken)).size).toBe(1);
    const orders = await testDb().select().from(schema.orders).where(eq(schema.orders.email, "double-click@example.com"));
    expect(orders).toHaveLength(1);
    expect(orders[0].orderNumber).toBe([...numbers][0]);
    const [row] = await testDb().select({ stock: schema.products.stock }).from(schema.products).where(eq(schema.products.id, product.id));
    expect(row.stock).toBe(48);
    const mails = await testDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, "double-click@example.com"));
    expect(mails).toHaveLength(1);
  });
});
