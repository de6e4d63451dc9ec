/**
 * New-order alerts (issue 13 point 6): an order placed through the checkout reaches a subscribed
 * back-office page through the database's own announcement (LISTEN/NOTIFY, heard as the server
 * hears it), with its number, total and the customer's first name; orders that existed before are
 * not announced, and no order is announced twice. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { subscribeOrderAlerts, type OrderAlert } from "../../app/features/orders/order-alerts.server";
import { databaseHandle } from "../../app/server/db.server";
import { startLiveUpdates } from "../../app/server/live.server";
import { withSeededDatabase } from "./helpers";
import { placeFixtureOrder } from "../../server/test-fixtures";

const testDb = withSeededDatabase();
let stopListening: () => Promise<void>;
const received: OrderAlert[] = [];
let unsubscribe: (() => void) | undefined;

async function order(firstName: string) {
  return (await placeFixtureOrder({ email: `alert-${firstName.toLowerCase()}@example.com`, firstName }))!;
}

beforeAll(async () => {
  stopListening = await startLiveUpdates(databaseHandle());
});

afterAll(async () => {
  unsubscribe?.();
  await stopListening?.();
});

describe("new-order alerts", () => {
  it("announce an order placed after the page subscribed, once, with what the toast says", async () => {
    // An order announced before the page connects (another page saw it) is not new to the page.
    const earlier: OrderAlert[] = [];
    const stopEarlier = await subscribeOrderAlerts((alerts) => earlier.push(...alerts));
    const before = await order("Avant");
    await vi.waitFor(() => expect(earlier.map((alert) => alert.orderNumber)).toContain(before.orderNumber), { timeout: 5000 });
    stopEarlier?.();
    unsubscribe = await subscribeOrderAlerts((alerts) => received.push(...alerts));
    const placed = await order("Maya");
    await vi.waitFor(() => expect(received.map((alert) => alert.orderNumber)).toContain(placed.orderNumber), { timeout: 5000 });
    const [stored] = await testDb().select().from(schema.orders).where(eq(schema.orders.orderNumber, placed.orderNumber));
    expect(received.find((alert) => alert.orderNumber === placed.orderNumber)).toEqual({
      id: stored!.id,
      orderNumber: placed.orderNumber,
      totalMinor: stored!.totalMinor,
      currency: "ILS",
      firstName: "Maya",
      createdAt: stored!.createdAt.toISOString(),
    });
    expect(received.map((alert) => alert.orderNumber)).not.toContain(before.orderNumber);

    // A second order: announced on its own; the first is not announced again.
    const next = await order("Lior");
    await vi.waitFor(() => expect(received.map((alert) => alert.orderNumber)).toContain(next.orderNumber), { timeout: 5000 });
    expect(received.filter((alert) => alert.orderNumber === placed.orderNumber)).toHaveLength(1);
  });
});
