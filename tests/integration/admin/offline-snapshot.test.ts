/**
 * The back office's offline snapshot (docs/product/seo-and-install.md#seo-7): /admin/api/offline-snapshot refuses a
 * signed-out visitor and a customer (no orders:read) without a byte of data, and gives staff the
 * dashboard's figures and at most the 100 newest orders, newest first, each with its lines, customer,
 * address, status, totals and what is left to collect, never the guest's tracking token. The
 * offline page (/admin/offline) is the shell alone, for staff only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { db } from "../../../app/server/db.server";
import { addToCart, newGuestToken } from "../../../app/features/cart/cart.server";
import { placeOrder } from "../../../app/features/orders/checkout.server";
import { checkoutSchema } from "../../../app/schemas/checkout";
import { OFFLINE_ORDER_COUNT, type OfflineSnapshot } from "../../../app/features/orders/orders-offline-admin.server";
import { loader as snapshotLoader } from "../../../app/routes/admin/api.offline-snapshot";
import { loader as offlinePageLoader } from "../../../app/routes/admin/offline";
import { createSignedInCustomer, testIp } from "../../support/accounts";
import { adminRouteContext, pageRequest, runRoute } from "../../support/admin-routes";
import { checkoutFormValues } from "../../support/checkout";
import { env } from "../../../app/server/env.server";
import { withSeededDatabase } from "../helpers";

withSeededDatabase();

let staffCookies: string;
let customerCookies: string;
const placed: { id: string; orderNumber: number }[] = [];

/** What the service worker sends: a plain GET asking for JSON, with the session's cookies. */
function workerRequest(cookies = "") {
  const headers = new Headers({ accept: "application/json", "x-forwarded-for": testIp() });
  if (cookies) headers.set("cookie", cookies);
  return new Request(`${env().publicUrl}/admin/api/offline-snapshot`, { headers });
}

/** The loader's answer, returned or thrown, with its body read. */
async function ask(request: Request) {
  try {
    const answer = (await snapshotLoader({ request, params: {}, context: await adminRouteContext(request) } as never)) as Response;
    return { status: answer.status, headers: answer.headers, body: await answer.text() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers, body: await thrown.text() };
    const refusal = thrown as { type?: string; init?: { status?: number }; data?: unknown };
    if (refusal?.type === "DataWithResponseInit") return { status: refusal.init?.status ?? 500, headers: new Headers(), body: JSON.stringify(refusal.data) };
    throw thrown;
  }
}

beforeAll(async () => {
  const staff = await createSignedInCustomer("offline.staff@example.com");
  await db().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, staff.userId));
  staffCookies = staff.cookies;
  customerCookies = (await createSignedInCustomer("offline.customer@example.com")).cookies;

  // Two orders placed through the checkout, the newest of the shop...
  const [product] = await db().select().from(schema.products).where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true))).orderBy(asc(schema.products.sku)).limit(1);
  await db().update(schema.products).set({ stock: 50 }).where(eq(schema.products.id, product.id));
  for (const email of ["offline.first@example.com", "offline.second@example.com"]) {
    const visitor = { user: null, guestToken: newGuestToken() };
    await addToCart(visitor, { productId: product.id, variantId: null, quantity: 2 }, "fr");
    const order = await placeOrder(visitor, checkoutSchema.parse(checkoutFormValues({ email })), "fr", { currency: "ILS", rate: "1", shippingMinor: 0 });
    const [row] = await db().select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.orderNumber, order.orderNumber));
    placed.push({ id: row.id, orderNumber: order.orderNumber });
  }
  // ...and older ones, so that the shop holds more than the snapshot keeps.
  const [model] = await db().select().from(schema.orders).where(eq(schema.orders.id, placed[0].id));
  const older = Array.from({ length: OFFLINE_ORDER_COUNT + 5 }, (_, index) => ({
    userId: null,
    // A guest's order has its tracking token (constraint orders_guest_or_user).
    orderToken: `offline-older-${index}-${Date.now()}`,
    status: model.status,
    email: `offline.older${index}@example.com`,
    lang: model.lang,
    paymentMethod: model.paymentMethod,
    shippingAddress: model.shippingAddress,
    currency: model.currency,
    exchangeRate: model.exchangeRate,
    subtotalMinor: model.subtotalMinor,
    discountMinor: model.discountMinor,
    shippingMinor: model.shippingMinor,
    totalMinor: model.totalMinor,
    totalIlsMinor: model.totalIlsMinor,
    createdAt: new Date(Date.now() - (index + 1) * 3_600_000),
  }));
  await db().insert(schema.orders).values(older);
});

describe("who may read the snapshot", () => {
  it("refuses a signed-out visitor (401 to the worker, the sign-in to a page) and a customer (403), without data", async () => {
    const anonymous = await ask(workerRequest());
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toEqual({ error: "unauthenticated" });

    const page = await runRoute(snapshotLoader as never, pageRequest("/admin/api/offline-snapshot"));
    expect(page.status).toBe(302);
    expect(page.location).toBe("/admin/auth?redirectTo=%2Fadmin%2Fapi%2Foffline-snapshot");

    const customer = await ask(workerRequest(customerCookies));
    expect(customer.status).toBe(403);
    expect(JSON.parse(customer.body)).toEqual({ error: "forbidden", permission: "orders:read" });
  });

  it("keeps the offline page for staff alone", async () => {
    const anonymous = await runRoute(offlinePageLoader as never, pageRequest("/admin/offline"));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/admin\/auth\?redirectTo=/);
    expect((await runRoute(offlinePageLoader as never, pageRequest("/admin/offline", customerCookies))).status).toBe(403);
    expect(await runRoute(offlinePageLoader as never, pageRequest("/admin/offline", staffCookies))).toMatchObject({ status: 200, data: null });
  });
});

describe("what staff get", () => {
  let snapshot: OfflineSnapshot;
  let answer: Awaited<ReturnType<typeof ask>>;

  beforeAll(async () => {
    answer = await ask(workerRequest(staffCookies));
    snapshot = JSON.parse(answer.body) as OfflineSnapshot;
  });

  it("answers 200 in JSON that no HTTP cache keeps", () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(Date.now() - Date.parse(snapshot.syncedAt)).toBeLessThan(60_000);
  });

  it("gives the 100 newest orders, newest first", async () => {
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(schema.orders);
    expect(Number(n)).toBeGreaterThan(OFFLINE_ORDER_COUNT);
    expect(snapshot.orders).toHaveLength(OFFLINE_ORDER_COUNT);
    const newest = await db().select({ id: schema.orders.id }).from(schema.orders).orderBy(desc(schema.orders.createdAt), desc(schema.orders.id)).limit(OFFLINE_ORDER_COUNT);
    expect(snapshot.orders.map((order) => order.row.id)).toEqual(newest.map((row) => row.id));
    expect(snapshot.orders.slice(0, 2).map((order) => order.row.orderNumber)).toEqual([placed[1].orderNumber, placed[0].orderNumber]);
  });

  it("gives each order's details: lines, customer, address, status, totals, what is left to collect", async () => {
    const order = snapshot.orders.find((candidate) => candidate.row.id === placed[0].id)!;
    const [stored] = await db().select().from(schema.orders).where(eq(schema.orders.id, placed[0].id));
    const items = await db().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, placed[0].id));
    expect(order.row).toMatchObject({ orderNumber: placed[0].orderNumber, email: "offline.first@example.com", status: "pending", guest: true, totalMinor: stored.totalMinor });
    expect(order.detail).toMatchObject({
      email: "offline.first@example.com",
      shippingAddress: stored.shippingAddress,
      status: "pending",
      paymentMethod: stored.paymentMethod,
      subtotalMinor: stored.subtotalMinor,
      shippingMinor: stored.shippingMinor,
      totalMinor: stored.totalMinor,
      // Pending, pay on delivery: the whole total is still to collect.
      toCollectMinor: stored.totalMinor,
      collectedMethod: null,
    });
    expect(order.lines.map((line) => ({ name: line.productName, quantity: line.quantity, total: line.lineTotalMinor }))).toEqual(
      items.map((item) => ({ name: item.productName, quantity: item.quantity, total: item.lineTotalMinor })),
    );
    expect(order.lines[0].quantity).toBe(2);
  });

  it("keeps no guest's tracking token", async () => {
    const [stored] = await db().select({ token: schema.orders.orderToken }).from(schema.orders).where(eq(schema.orders.id, placed[0].id));
    expect(stored.token).toBeTruthy();
    expect(answer.body).not.toContain(stored.token!);
    expect(answer.body).not.toContain("orderToken");
  });

  it("gives the dashboard's figures", () => {
    expect(snapshot.dashboard?.orders?.toConfirm).toBeGreaterThanOrEqual(2);
    expect(snapshot.dashboard?.sales?.length).toBeGreaterThan(0);
  });
});
