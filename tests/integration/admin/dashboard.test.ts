/**
 * The dashboard's figures (docs/product/admin-back-office.md#adm-3): the to-do counts, the cash still to collect per
 * currency, low stock, and the sales of today, 7 and 30 days against the period before, in shekels
 * with the split by currency. Today starts at midnight in Netanya. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import * as schema from "../../../db/schema";
import { ordersToDo, salesFigures } from "../../../app/features/orders/order-figures.server";
import { stockAlerts } from "../../../app/features/stock/stock.server";
import { dashboardFor } from "../../../app/features/dashboard/dashboard.server";
import { permissionsOf } from "../../../app/lib/permissions";
import { sql } from "drizzle-orm";
import { databaseHandle } from "../../../app/server/db.server";
import { withSeededDatabase } from "../helpers";

const testDb = withSeededDatabase();

// 10:00 in Netanya (UTC+2 in November): "today" began at 22:00 UTC the day before.
const NOW = new Date("2026-11-24T08:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const address = { firstName: "Noa", lastName: "Levi", address: "1 rue", city: "Netanya", postalCode: "42000", country: "Israël", phone: "050-123-4567", email: "noa@example.com" };

async function order(status: schema.OrderStatus, createdAt: Date, total: { currency: "ILS" | "USD" | "EUR"; minor: number; ilsMinor: number }) {
  await testDb().insert(schema.orders).values({
    orderToken: randomUUID(),
    status,
    email: "guest@example.com",
    shippingAddress: address,
    currency: total.currency,
    exchangeRate: total.currency === "ILS" ? "1" : "0.25",
    subtotalMinor: total.minor,
    shippingMinor: 0,
    totalMinor: total.minor,
    totalIlsMinor: total.ilsMinor,
    createdAt,
  });
}

beforeAll(async () => {
  // Today (since 22:00 UTC yesterday).
  await order("pending", hoursAgo(1), { currency: "ILS", minor: 10_000, ilsMinor: 10_000 });
  await order("processing", hoursAgo(2), { currency: "USD", minor: 5_000, ilsMinor: 20_000 });
  await order("cancelled", hoursAgo(3), { currency: "ILS", minor: 99_900, ilsMinor: 99_900 });
  // 9.5 hours ago is 22:30 UTC yesterday = 00:30 today in Netanya: still today.
  await order("shipped", hoursAgo(9.5), { currency: "EUR", minor: 3_000, ilsMinor: 12_000 });
  // Yesterday at 23:00 in Netanya (11 hours ago): after yesterday's 10:00, so in neither side of
  // "today"'s comparison; in the last 7 days.
  await order("shipped", hoursAgo(11), { currency: "ILS", minor: 7_000, ilsMinor: 7_000 });
  // Yesterday at 08:00 local, before the same hour: the "today" comparison.
  await order("delivered", hoursAgo(26), { currency: "ILS", minor: 30_000, ilsMinor: 30_000 });
  // 10 days ago: the week before, and this month.
  await order("delivered", hoursAgo(240), { currency: "ILS", minor: 40_000, ilsMinor: 40_000 });
  // 45 days ago: the month before.
  await order("delivered", hoursAgo(45 * 24), { currency: "USD", minor: 10_000, ilsMinor: 40_000 });
  // 90 days ago: in no period.
  await order("delivered", hoursAgo(90 * 24), { currency: "ILS", minor: 1_000_000, ilsMinor: 1_000_000 });
});

describe("the dashboard's to-do figures", () => {
  it("counts orders to confirm, to ship, and the cash still to collect per currency", async () => {
    const todo = await ordersToDo();
    expect(todo.toConfirm).toBe(1);
    expect(todo.toShip).toBe(1);
    expect(todo.toCollect).toEqual({
      orders: 2,
      amounts: [
        { currency: "EUR", amountMinor: 3_000 },
        { currency: "ILS", amountMinor: 7_000 },
      ],
    });
  });

  it("counts low and sold-out stock of what is on sale", async () => {
    const before = await stockAlerts();
    const [product] = await testDb().insert(schema.products).values({ sku: `LOW-${randomUUID()}`, categoryId: (await testDb().select().from(schema.categories).limit(1))[0].id, priceMinor: 100, stock: 3 }).returning();
    await testDb().insert(schema.products).values({ sku: `OUT-${randomUUID()}`, categoryId: product.categoryId, priceMinor: 100, stock: 0 });
    await testDb().insert(schema.products).values({ sku: `OFF-${randomUUID()}`, categoryId: product.categoryId, priceMinor: 100, stock: 0, status: "archived" });
    const after = await stockAlerts();
    expect(after.low - before.low).toBe(1);
    expect(after.soldOut - before.soldOut).toBe(1);
  });

  it("asks only for what the role may see", async () => {
    const nothing = await dashboardFor(["dashboard:read"], NOW);
    expect(nothing).toEqual({ orders: null, sales: null, stock: null, reviewsAwaiting: null, unreadMessages: null, failedMail: null });
    const staff = await dashboardFor(permissionsOf("staff"), NOW);
    expect(staff.orders?.toConfirm).toBe(1);
    expect(staff.reviewsAwaiting).toBeGreaterThanOrEqual(0);
    expect(staff.failedMail).toBe(0);
  });
});

describe("the dashboard's sales", () => {
  it("gives today, 7 and 30 days against the period before, in shekels and per currency, without cancelled orders", async () => {
    const [today, week, month] = await salesFigures(NOW);
    expect(today.period).toBe("today");
    expect(today.current).toEqual({
      orders: 3,
      totalIlsMinor: 10_000 + 20_000 + 12_000,
      byCurrency: [
        { currency: "EUR", amountMinor: 3_000 },
        { currency: "ILS", amountMinor: 10_000 },
        { currency: "USD", amountMinor: 5_000 },
      ],
    });
    expect(today.previous).toEqual({ orders: 1, totalIlsMinor: 30_000, byCurrency: [{ currency: "ILS", amountMinor: 30_000 }] });

    expect(week.current.orders).toBe(5);
    expect(week.current.totalIlsMinor).toBe(10_000 + 20_000 + 12_000 + 7_000 + 30_000);
    expect(week.previous).toEqual({ orders: 1, totalIlsMinor: 40_000, byCurrency: [{ currency: "ILS", amountMinor: 40_000 }] });

    expect(month.current.orders).toBe(6);
    expect(month.current.totalIlsMinor).toBe(42_000 + 7_000 + 30_000 + 40_000);
    expect(month.previous).toEqual({ orders: 1, totalIlsMinor: 40_000, byCurrency: [{ currency: "USD", amountMinor: 10_000 }] });
  });
});

describe("the embedded database's upkeep", () => {
  // PostgreSQL's autovacuum does it there, and upkeep is a no-op.
  it.runIf(inject("databaseKind") !== "postgres")("marks the orders' pages all-visible, which index-only scans need (the dashboard's figures)", async () => {
    const handle = databaseHandle();
    await testDb().update(schema.orders).set({ updatedAt: new Date() });
    const allVisible = async () =>
      Number(((await testDb().execute(sql`select relallvisible from pg_class where relname = 'orders'`)) as unknown as { rows: { relallvisible: number }[] }).rows[0].relallvisible);
    expect(await allVisible()).toBe(0);
    await handle.upkeep();
    expect(await allVisible()).toBeGreaterThan(0);
  });
});
