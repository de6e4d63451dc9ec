/**
 * The stock module and the stock-updates log (docs/product/admin-back-office.md#adm-1, "One owner per table"; docs/product/checkout-and-orders.md#ord-10;
 * docs/product/admin-back-office.md#adm-11), on PGlite and on PostgreSQL. Every stock change goes through
 * app/features/stock/stock.server.ts, inside its caller's transaction, and writes its log row.
 */
import { describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { addToCart, newGuestToken } from "../../app/features/cart/cart.server";
import { newCheckoutKey, placeOrder, type CheckoutVisitor } from "../../app/features/orders/checkout.server";
import { changeOrderStatus } from "../../app/features/orders/order-status.server";
import { adjustStockIn, moveStock, returnOrderStock, StockError } from "../../app/features/stock/stock.server";
import { listStockMovements } from "../../app/features/stock/stock-admin.server";
import { checkoutSchema } from "../../app/schemas/checkout";
import { db } from "../../app/server/db.server";
import { databaseKind, withAppPool, withSeededDatabase } from "./helpers";
import { checkoutFormValues } from "../support/checkout";

const testDb = withSeededDatabase();
const ILS = { currency: "ILS" as const, rate: "1", shippingMinor: 500 };
withAppPool();

async function makeUser(name: string) {
  const id = `user-${Math.random().toString(36).slice(2)}`;
  const email = `${id}@example.com`;
  await testDb().insert(schema.user).values({ id, name, email, emailVerified: true });
  return { id, email, name };
}

/** A product with variants and one of its variants, both given plenty of stock. */
async function variantProduct(n = 0) {
  const rows = await testDb()
    .select({ variant: schema.productVariants, product: schema.products })
    .from(schema.productVariants)
    .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
    .where(and(eq(schema.products.isActive, true), eq(schema.products.hasVariants, true)))
    .orderBy(asc(schema.productVariants.sku));
  const { product, variant } = rows[n % rows.length];
  await testDb().update(schema.products).set({ stock: 50 }).where(eq(schema.products.id, product.id));
  await testDb().update(schema.productVariants).set({ stock: 20 }).where(eq(schema.productVariants.id, variant.id));
  return { product, variant };
}

async function simpleProduct(n: number, stock: number) {
  const rows = await testDb()
    .select()
    .from(schema.products)
    .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true)))
    .orderBy(asc(schema.products.sku));
  const product = rows[n % rows.length];
  await testDb().update(schema.products).set({ stock }).where(eq(schema.products.id, product.id));
  return product;
}

const productStock = async (id: string) =>
  (await testDb().select({ stock: schema.products.stock }).from(schema.products).where(eq(schema.products.id, id)))[0].stock;
const variantStock = async (id: string) =>
  (await testDb().select({ stock: schema.productVariants.stock }).from(schema.productVariants).where(eq(schema.productVariants.id, id)))[0].stock;
const movementsOf = (orderId: string) =>
  testDb().select().from(schema.stockMovements).where(eq(schema.stockMovements.orderId, orderId)).orderBy(asc(schema.stockMovements.reason), asc(schema.stockMovements.variantId));

async function orderOf(visitor: CheckoutVisitor, productId: string, variantId: string | null, quantity: number) {
  await addToCart(visitor, { productId, variantId, quantity }, "fr");
  return placeOrder(visitor, checkoutSchema.parse({ ...checkoutFormValues(), checkoutKey: newCheckoutKey() }), "fr", ILS);
}

describe("the stock module", () => {
  it("checkout takes a variant line from the variant and its product, logging reason, customer and order", async () => {
    const { product, variant } = await variantProduct(0);
    const customer = await makeUser("Léa Cohen");
    const placed = await orderOf({ user: { ...customer, role: "customer", emailVerified: true }, guestToken: undefined }, product.id, variant.id, 3);

    expect(await productStock(product.id)).toBe(47);
    expect(await variantStock(variant.id)).toBe(17);
    const movements = await movementsOf(placed.orderId);
    expect(movements).toHaveLength(2);
    expect(movements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: product.id, variantId: null, delta: -3, stockAfter: 47, reason: "order", actorUserId: customer.id, orderId: placed.orderId }),
        expect.objectContaining({ productId: product.id, variantId: variant.id, delta: -3, stockAfter: 17, reason: "order", actorUserId: customer.id, orderId: placed.orderId }),
      ]),
    );
    expect(movements.every((m) => m.createdAt instanceof Date)).toBe(true);
  });

  it("an adjustment is logged with its reason, who made it and a note; one that would go below zero writes nothing", async () => {
    const product = await simpleProduct(1, 4);
    const staff = await makeUser("Staff");
    const written = await db().transaction((tx) =>
      moveStock(tx, [{ productId: product.id, variantId: null, delta: 6 }], { reason: "admin", actorUserId: staff.id, note: "Réception fournisseur" }),
    );
    expect(written).toEqual([{ productId: product.id, variantId: null, delta: 6, stockAfter: 10 }]);
    const [row] = await testDb().select().from(schema.stockMovements).where(and(eq(schema.stockMovements.productId, product.id), eq(schema.stockMovements.reason, "admin")));
    expect(row).toMatchObject({ delta: 6, stockAfter: 10, actorUserId: staff.id, orderId: null, note: "Réception fournisseur" });

    const refused = await db()
      .transaction((tx) => moveStock(tx, [{ productId: product.id, variantId: null, delta: -11 }], { reason: "admin", actorUserId: staff.id }))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StockError);
    expect(refused).toMatchObject({ code: "not_enough_stock", available: 10 });
    expect(await productStock(product.id)).toBe(10);
    const logged = await testDb().select().from(schema.stockMovements).where(and(eq(schema.stockMovements.productId, product.id), eq(schema.stockMovements.reason, "admin")));
    expect(logged).toHaveLength(1);
  });

  it("cancelling gives the stock back exactly once, to the variant and its product, with who cancelled and why", async () => {
    const { product, variant } = await variantProduct(1);
    const staff = await makeUser("Staff");
    const placed = await orderOf({ user: null, guestToken: newGuestToken() }, product.id, variant.id, 2);
    expect(await variantStock(variant.id)).toBe(18);

    // Two people cancel at once: one move is made, the other is told it is not allowed.
    const results = await Promise.allSettled([
      changeOrderStatus(placed.orderId, "cancelled", staff.id, "Client injoignable"),
      changeOrderStatus(placed.orderId, "cancelled", staff.id, "Client injoignable"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "transition_not_allowed" } });
    expect(await productStock(product.id)).toBe(50);
    expect(await variantStock(variant.id)).toBe(20);

    // Even a caller that skips the state machine cannot give it back twice.
    const again = await db().transaction((tx) =>
      returnOrderStock(tx, { orderId: placed.orderId, actorUserId: staff.id, lines: [{ productId: product.id, variantId: variant.id, quantity: 2 }] }),
    );
    expect(again).toEqual([]);
    expect(await variantStock(variant.id)).toBe(20);

    const cancels = (await movementsOf(placed.orderId)).filter((m) => m.reason === "cancel");
    expect(cancels).toHaveLength(2);
    expect(cancels).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ variantId: null, delta: 2, stockAfter: 50, actorUserId: staff.id, note: "Client injoignable" }),
        expect.objectContaining({ variantId: variant.id, delta: 2, stockAfter: 20, actorUserId: staff.id, note: "Client injoignable" }),
      ]),
    );
  });

  it("two moves at once never take stock below zero: one is made, the other refused, one log row", async () => {
    const product = await simpleProduct(2, 5);
    const note = `race-${Math.random()}`;
    const take = () =>
      db().transaction((tx) => moveStock(tx, [{ productId: product.id, variantId: null, delta: -3 }], { reason: "admin", note }));
    const results = await Promise.allSettled([take(), take()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
    expect(refused.reason).toBeInstanceOf(StockError);
    expect(refused.reason).toMatchObject({ code: "not_enough_stock", available: 2 });
    expect(await productStock(product.id)).toBe(2);
    const logged = await testDb().select().from(schema.stockMovements).where(eq(schema.stockMovements.note, note));
    expect(logged).toMatchObject([{ delta: -3, stockAfter: 2 }]);
  });

  it("the database stays the last guard: a direct write below zero is refused", async () => {
    const product = await simpleProduct(3, 1);
    await expect(testDb().update(schema.products).set({ stock: sql`${schema.products.stock} - 2` }).where(eq(schema.products.id, product.id))).rejects.toThrow();
    expect(await productStock(product.id)).toBe(1);
  });
});

describe("listStockMovements (the stock-updates screen)", () => {
  it("filters by product, variant, reason and dates, pages and sorts in SQL, and names the product, order and person", async () => {
    const { product, variant } = await variantProduct(2);
    const staff = await makeUser("Maya Staff");
    const customer = await makeUser("Client");
    // Earlier tests and the seed may have moved this product already: counts are taken from here.
    const before = (await listStockMovements({ productId: product.id })).total;
    // Older movements written straight into the log, at known dates, to test the date range and the sort.
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
    await testDb()
      .insert(schema.stockMovements)
      .values([1, 2, 3, 4, 5].map((d) => ({ productId: product.id, variantId: variant.id, delta: d, stockAfter: 100 + d, reason: "admin" as const, actorUserId: staff.id, createdAt: day(d) })));
    const placed = await orderOf({ user: { ...customer, role: "customer", emailVerified: true }, guestToken: undefined }, product.id, variant.id, 1);

    const all = await listStockMovements({ productId: product.id });
    expect(all.total).toBe(before + 7);
    expect(all.rows[0]).toMatchObject({ reason: "order", order: { id: placed.orderId, orderNumber: placed.orderNumber }, actor: { id: customer.id, name: "Client" } });
    // Newest first by default: the last written first.
    expect(all.rows.filter((r) => r.reason === "admin").map((r) => r.delta)).toEqual([5, 4, 3, 2, 1]);
    const variantRow = all.rows.find((r) => r.variant)!;
    expect(variantRow.product).toMatchObject({ id: product.id, sku: product.sku });
    expect(variantRow.product.name).not.toBe("");
    expect(variantRow.variant).toMatchObject({ id: variant.id, sku: variant.sku });

    const adminOnly = await listStockMovements({ variantId: variant.id, reason: "admin", sort: "delta", dir: "asc", pageSize: 2, page: 2 });
    expect(adminOnly.total).toBe(5);
    expect(adminOnly.rows.map((r) => r.delta)).toEqual([3, 4]);
    expect(adminOnly.rows[0].actor).toEqual({ id: staff.id, name: "Maya Staff", email: staff.email });
    expect(adminOnly.rows[0].order).toBeNull();

    const range = await listStockMovements({ variantId: variant.id, from: day(2), to: day(4) });
    expect(range.total).toBe(2);
    expect(range.rows.map((r) => r.delta)).toEqual([3, 2]);

    const ordered = await listStockMovements({ productId: product.id, reason: "order" });
    const thisOrder = ordered.rows.filter((r) => r.order?.id === placed.orderId);
    expect(thisOrder.map((r) => (r.variant ? "variant" : "product")).sort()).toEqual(["product", "variant"]);
    expect(ordered.rows.every((r) => r.reason === "order" && r.product.id === product.id)).toBe(true);

    // Anything odd matches nothing rather than failing.
    expect(await listStockMovements({ productId: "not-a-uuid" })).toEqual({ rows: [], total: 0 });
    expect(await listStockMovements({ reason: "stolen" as never })).toEqual({ rows: [], total: 0 });
    const odd = await listStockMovements({ productId: product.id, page: -3, pageSize: 10_000, sort: "drop table" as never });
    expect(odd.rows).toHaveLength(Math.min(100, before + 7));
  });

  it("lists concurrent orders in the order they took the stock: newest first, stock after counting up one by one", async () => {
    const product = await simpleProduct(5, 12);
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => makeUser(`Concurrent ${i}`)));
    await Promise.all(buyers.map((buyer) => orderOf({ user: { ...buyer, role: "customer", emailVerified: true }, guestToken: undefined }, product.id, null, 1)));
    expect(await productStock(product.id)).toBe(0);
    const history = await listStockMovements({ productId: product.id, reason: "order" });
    expect(history.rows.map((r) => r.stockAfter)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it.runIf(databaseKind() === "postgres")(
    "lists a stock change that began before an order and ended after it after the order (on PostgreSQL, whose time is the transaction's start)",
    async () => {
      const product = await simpleProduct(6, 10);
      const staff = await makeUser("Staff counting");
      const buyer = await makeUser("Buyer meanwhile");
      let began!: () => void;
      const hasBegun = new Promise<void>((resolve) => (began = resolve));
      let orderDone!: () => void;
      const orderPlaced = new Promise<void>((resolve) => (orderDone = resolve));
      // The stocktake's transaction starts first (its now() is taken), takes the stock only after the order has.
      const stocktake = db().transaction(async (tx) => {
        await tx.execute(sql`select now()`);
        began();
        await orderPlaced;
        return adjustStockIn(tx, { productId: product.id, variantId: null, change: { by: -2 }, reason: "damaged" }, { id: staff.id, email: staff.email });
      });
      await hasBegun;
      await orderOf({ user: { ...buyer, role: "customer", emailVerified: true }, guestToken: undefined }, product.id, null, 1);
      orderDone();
      await stocktake;

      const history = await listStockMovements({ productId: product.id });
      expect(history.rows.slice(0, 2).map((r) => [r.reason, r.stockAfter])).toEqual([
        ["damaged", 7],
        ["order", 9],
      ]);
      const oldestFirst = await listStockMovements({ productId: product.id, dir: "asc" });
      expect(oldestFirst.rows.slice(-2).map((r) => r.stockAfter)).toEqual([9, 7]);
    },
  );
});
