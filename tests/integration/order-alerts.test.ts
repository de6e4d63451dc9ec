/**
 * New-order alerts (docs/product/seo-and-install.md#seo-7): an order placed through the checkout reaches a subscribed
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
import { createSignedInCustomer } from "../support/accounts";
import { adminRouteContext, pageRequest } from "../support/admin-routes";
import { removeStaff } from "../../app/features/staff/staff-admin.server";
import { signOut } from "../../app/features/auth/auth-flow.server";
import { loader as orderAlertsLoader } from "../../app/routes/admin/api.order-alerts";

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

describe("a back-office page's alert stream", () => {
  async function member(email: string, role: schema.UserRole) {
    const session = await createSignedInCustomer(email);
    await testDb().update(schema.user).set({ role }).where(eq(schema.user.id, session.userId));
    return { ...session, actor: { id: session.userId, email } };
  }

  /** The stream as the page opens it, and its text read chunk by chunk. */
  async function openStream(cookies: string) {
    const request = pageRequest("/admin/api/order-alerts", cookies);
    request.headers.set("accept", "text/event-stream");
    const response = (await orderAlertsLoader({ request, params: {}, context: await adminRouteContext(request) } as never)) as Response;
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toContain(": connected");
    /** Everything the stream says until it ends; fails at once on an order event. */
    async function untilEnd() {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return;
        expect(decoder.decode(chunk.value)).not.toContain("event: orders");
      }
    }
    /** Reads until the first order event, and returns it. */
    async function untilOrders() {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error("the stream ended without an order");
        const text = decoder.decode(chunk.value);
        if (text.includes("event: orders")) return text;
      }
    }
    return { untilEnd, untilOrders };
  }

  it("ends, telling nothing, once its staff member is removed from the team", async () => {
    const owner = await member("owner.stream@example.com", "owner");
    const staff = await member("removed.stream@example.com", "staff");
    const stream = await openStream(staff.cookies);
    const ownersStream = await openStream(owner.cookies);
    expect(await removeStaff(owner.actor, staff.userId)).toMatchObject({ ok: true });
    const ended = stream.untilEnd();
    const toldOwner = ownersStream.untilOrders();
    const placed = await order("Apres");
    await ended;
    // The owner, still on the team, is told.
    expect(await toldOwner).toContain(`"orderNumber":${placed.orderNumber}`);
  });

  it("ends, telling nothing, once its session is signed out", async () => {
    const staff = await member("signed.out.stream@example.com", "staff");
    const stream = await openStream(staff.cookies);
    await signOut(pageRequest("/admin", staff.cookies));
    const ended = stream.untilEnd();
    await order("Ensuite");
    await ended;
  });
});
