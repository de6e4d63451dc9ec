/**
 * The orders screens' loaders and actions (docs/product/admin-back-office.md#adm-4), called as React Router calls them:
 * each checks its own permission (a visitor is sent to sign in or gets 401, a customer 403), and a
 * staff member's bad or stale input gets a 4xx with a clear French message, never a 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { db } from "../../../app/server/db.server";
import { addToCart, newGuestToken } from "../../../app/features/cart/cart.server";
import { placeOrder } from "../../../app/features/orders/checkout.server";
import { checkoutSchema } from "../../../app/schemas/checkout";
import { adminMessages } from "../../../app/locales/admin";
import { loader as listLoader, action as listAction } from "../../../app/routes/admin/orders";
import { loader as orderLoader, action as orderAction } from "../../../app/routes/admin/orders.$id";
import { loader as exportLoader } from "../../../app/routes/admin/orders.export";
import { loader as notesLoader } from "../../../app/routes/admin/orders.delivery-notes";
import { loader as collectionLoader } from "../../../app/routes/admin/orders.collection";
import { loader as collectionExportLoader } from "../../../app/routes/admin/orders.collection.export";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute } from "../../support/admin-routes";
import { checkoutFormValues } from "../../support/checkout";
import { withSeededDatabase } from "../helpers";

withSeededDatabase();
const fr = adminMessages("fr");

let staffCookies: string;
let customerCookies: string;
let orderId: string;
let orderNumber: number;

beforeAll(async () => {
  const staff = await createSignedInCustomer("orders.staff@example.com");
  await db().update(schema.user).set({ role: "staff" }).where(eq(schema.user.id, staff.userId));
  staffCookies = staff.cookies;
  customerCookies = (await createSignedInCustomer("orders.customer@example.com")).cookies;

  const [product] = await db().select().from(schema.products).where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true))).orderBy(asc(schema.products.sku)).limit(1);
  await db().update(schema.products).set({ stock: 50 }).where(eq(schema.products.id, product.id));
  const visitor = { user: null, guestToken: newGuestToken() };
  await addToCart(visitor, { productId: product.id, variantId: null, quantity: 1 }, "fr");
  const placed = await placeOrder(visitor, checkoutSchema.parse(checkoutFormValues({ email: "route.buyer@example.com" })), "fr", { currency: "ILS", rate: "1", shippingMinor: 0 });
  orderNumber = placed.orderNumber;
  [{ id: orderId }] = await db().select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.orderNumber, placed.orderNumber));
});

type Handler = (args: never) => unknown;
const PAGES = (): { name: string; loader: Handler; path: string; params: Record<string, string> }[] => [
  { name: "orders list", loader: listLoader, path: "/admin/orders", params: {} },
  { name: "order page", loader: orderLoader, path: `/admin/orders/${orderId}`, params: { id: orderId } },
  { name: "orders CSV", loader: exportLoader, path: "/admin/orders/export.csv", params: {} },
  { name: "delivery notes", loader: notesLoader, path: `/admin/orders/delivery-notes?id=${orderId}`, params: {} },
  { name: "collection report", loader: collectionLoader, path: "/admin/orders/collection", params: {} },
  { name: "collection CSV", loader: collectionExportLoader, path: "/admin/orders/collection.csv", params: {} },
];

const ACTIONS = (): { name: string; action: Handler; path: string; params: Record<string, string>; fields: Record<string, string> }[] => [
  { name: "bulk move", action: listAction, path: "/admin/orders", params: {}, fields: { intent: "confirm", ids: orderId } },
  { name: "order move", action: orderAction, path: `/admin/orders/${orderId}`, params: { id: orderId }, fields: { intent: "move", move: "confirm", version: "0" } },
  { name: "order note", action: orderAction, path: `/admin/orders/${orderId}`, params: { id: orderId }, fields: { intent: "note", body: "Bonjour" } },
];

describe("permissions", () => {
  it("sends a visitor to sign in (pages) or answers 401 (posts), and refuses a customer with 403", async () => {
    for (const page of PAGES()) {
      const anonymous = await runRoute(page.loader, pageRequest(page.path), page.params);
      expect({ page: page.name, status: anonymous.status, location: anonymous.location?.startsWith("/admin/auth") }).toEqual({ page: page.name, status: 302, location: true });
      expect({ page: page.name, status: (await runRoute(page.loader, pageRequest(page.path, customerCookies), page.params)).status }).toEqual({ page: page.name, status: 403 });
    }
    for (const action of ACTIONS()) {
      expect({ action: action.name, status: (await runRoute(action.action, formRequest(action.path, action.fields), action.params)).status }).toEqual({ action: action.name, status: 401 });
      expect({ action: action.name, status: (await runRoute(action.action, formRequest(action.path, action.fields, customerCookies), action.params)).status }).toEqual({ action: action.name, status: 403 });
    }
    // Nothing moved.
    const [row] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(row.status).toBe("pending");
  });

  it("opens every screen to a staff member", async () => {
    for (const page of PAGES()) {
      expect({ page: page.name, status: (await runRoute(page.loader, pageRequest(page.path, staffCookies), page.params)).status }).toEqual({ page: page.name, status: 200 });
    }
    expect((await runRoute(orderLoader, pageRequest("/admin/orders/nope", staffCookies), { id: "nope" })).status).toBe(404);
    expect((await runRoute(orderLoader, pageRequest("/admin/orders/x", staffCookies), { id: "00000000-0000-0000-0000-000000000000" })).status).toBe(404);
    expect((await runRoute(notesLoader, pageRequest("/admin/orders/delivery-notes?id=nope", staffCookies))).status).toBe(404);
  });
});

describe("the order page's action", () => {
  const post = (fields: Record<string, string>) => runRoute(orderAction, formRequest(`/admin/orders/${orderId}`, fields, staffCookies), { id: orderId });

  it("moves the order, then refuses the same stale move with 409 and a clear message", async () => {
    const done = await post({ intent: "move", move: "confirm", version: "0" });
    expect(done).toMatchObject({ status: 200, data: { ok: fr["adminOrders.done.processing"] } });
    const stale = await post({ intent: "move", move: "cancel", version: "0", reason: "Doublon" });
    expect(stale).toMatchObject({ status: 409, data: { error: fr["adminOrders.errors.version_conflict"] } });
  });

  it("answers bad input with 400 and the field's message", async () => {
    expect(await post({ intent: "move", move: "ship", version: "1", carrier: "x".repeat(200) })).toMatchObject({ status: 400, data: { errors: { carrier: fr["adminOrders.errors.tooLong"] } } });
    expect(await post({ intent: "move", move: "deliver", version: "1", method: "cash", amount: "abc" })).toMatchObject({ status: 400, data: { errors: { amount: fr["adminOrders.errors.amount"] } } });
    expect(await post({ intent: "move", move: "cancel", version: "1", reason: "" })).toMatchObject({ status: 400, data: { errors: { reason: fr["adminOrders.errors.reason"] } } });
    expect(await post({ intent: "move", move: "fly", version: "1" })).toMatchObject({ status: 400 });
    expect(await post({ intent: "note", body: "   " })).toMatchObject({ status: 400, data: { errors: { body: fr["adminOrders.errors.note"] } } });
    expect(await post({ intent: "dance" })).toMatchObject({ status: 400, data: { error: fr["adminOrders.errors.invalid"] } });
    // A move the machine does not allow from here: 409 naming the status.
    expect(await post({ intent: "move", move: "deliver", version: "1", method: "cash", amount: "10" })).toMatchObject({ status: 409 });
  });

  it("adds a note", async () => {
    expect(await post({ intent: "note", body: "Appeler avant 10 h" })).toMatchObject({ status: 200, data: { ok: fr["adminOrders.noteAdded"] } });
    const page = await runRoute(orderLoader, pageRequest(`/admin/orders/${orderId}`, staffCookies), { id: orderId });
    expect((page.data as { notes: { body: string }[] }).notes[0].body).toBe("Appeler avant 10 h");
  });

  it("answers a bulk move row by row, and refuses an empty or forged selection with 400", async () => {
    const bulk = (fields: URLSearchParams) => runRoute(listAction, formRequest("/admin/orders", fields, staffCookies));
    const answer = await bulk(new URLSearchParams([["intent", "ship"], ["ids", orderId]]));
    expect(answer).toMatchObject({ status: 200, data: { results: [{ id: orderId, ok: true }] } });
    expect((await bulk(new URLSearchParams([["intent", "ship"]]))).status).toBe(400);
    expect((await bulk(new URLSearchParams([["intent", "delete"], ["ids", orderId]]))).status).toBe(400);
    expect((await bulk(new URLSearchParams([["intent", "ship"], ["ids", "1 or 1=1"]]))).status).toBe(400);
  });

  it("finds the order by number in the list loader", async () => {
    const list = await runRoute(listLoader, pageRequest(`/admin/orders?q=${orderNumber}`, staffCookies));
    expect((list.data as { rows: { id: string }[] }).rows.map((row) => row.id)).toEqual([orderId]);
  });
});
