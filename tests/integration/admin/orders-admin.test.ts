/**
 * The orders of the back office (docs/product/admin-back-office.md#adm-4, docs/product/checkout-and-orders.md#ord-8), on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL): the staff moves with their timeline, audit, stock and mails in the customer's
 * language; the version check when two people change one order at once (on PostgreSQL through the
 * app's own pool, so the two moves really race); the list's search, tabs and filters in SQL, its CSV
 * and bulk moves; notes; the delivery notes and the pay-on-delivery collection report.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { addToCart, newGuestToken } from "../../../app/features/cart/cart.server";
import { placeOrder, type CheckoutVisitor } from "../../../app/features/orders/checkout.server";
import { OrderStatusError } from "../../../app/features/orders/order-status.server";
import {
  addOrderNote,
  allOrders,
  bulkMoveOrders,
  cashToCollect,
  collectionRange,
  collectionReport,
  deliveryNotes,
  getOrderDetail,
  listOrders,
  moveOrder,
  orderListSpec,
  orderListPage,
  orderStatusCounts,
  shopDayRange,
  type OrderListQuery,
} from "../../../app/features/orders/orders-admin.server";
import { orderErrorText } from "../../../app/features/orders/order-admin-texts.server";
import { adminSearch } from "../../../app/features/admin/search-admin.server";
import { csvResponse } from "../../../app/features/admin/list.server";
import { listAudit } from "../../../app/features/audit/audit.server";
import { parseListQuery } from "../../../app/schemas/admin/list-query";
import { orderMoveSchema } from "../../../app/schemas/admin/orders";
import { checkoutSchema } from "../../../app/schemas/checkout";
import { permissionsOf } from "../../../app/lib/permissions";
import { createTranslator } from "../../../app/lib/i18n";
import { adminMessages } from "../../../app/locales/admin";
import type { Lang } from "../../../app/lib/langs";
import { checkoutFormValues } from "../../support/checkout";
import { withAppPool, withSeededDatabase } from "../helpers";

const testDb = withSeededDatabase();
withAppPool();

const ILS = { currency: "ILS" as const, rate: "1", shippingMinor: 500 };
const EUR = { currency: "EUR" as const, rate: "0.25", shippingMinor: 500 };
const query = (search = "") => parseListQuery(orderListSpec, new URLSearchParams(search)) as OrderListQuery;
const fr = createTranslator("fr", adminMessages("fr"));

let staff: { id: string; email: string };
let product: typeof schema.products.$inferSelect;

beforeAll(async () => {
  staff = { id: "staff-orders", email: "sam@maison.test" };
  await testDb().insert(schema.user).values({ id: staff.id, name: "Sam Équipe", email: staff.email, emailVerified: true, role: "staff" });
  [product] = await testDb()
    .select()
    .from(schema.products)
    .where(and(eq(schema.products.hasVariants, false), eq(schema.products.isActive, true)))
    .orderBy(asc(schema.products.sku))
    .limit(1);
  await testDb().update(schema.products).set({ stock: 500 }).where(eq(schema.products.id, product.id));
});

let placed = 0;
/** A guest's order of `quantity` of the test product, placed through the storefront's checkout. */
async function order(options: { lang?: Lang; email?: string; quantity?: number; pricing?: typeof ILS | typeof EUR; firstName?: string; phone?: string } = {}) {
  const visitor: CheckoutVisitor = { user: null, guestToken: newGuestToken() };
  await addToCart(visitor, { productId: product.id, variantId: null, quantity: options.quantity ?? 1 }, options.lang ?? "fr");
  const values = checkoutFormValues({
    email: options.email ?? `buyer${++placed}@example.com`,
    ...(options.firstName ? { firstName: options.firstName } : {}),
    ...(options.phone ? { phone: options.phone } : {}),
  });
  const result = await placeOrder(visitor, checkoutSchema.parse(values), options.lang ?? "fr", options.pricing ?? ILS);
  const [row] = await testDb().select().from(schema.orders).where(eq(schema.orders.orderNumber, result.orderNumber));
  return row;
}

async function orderRow(id: string) {
  const [row] = await testDb().select().from(schema.orders).where(eq(schema.orders.id, id));
  return row;
}

async function stock() {
  const [row] = await testDb().select({ stock: schema.products.stock }).from(schema.products).where(eq(schema.products.id, product.id));
  return row.stock;
}

const mailsTo = (email: string) => testDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, email)).orderBy(asc(schema.mailOutbox.createdAt));

describe("the staff moves an order", () => {
  it("confirm, ship with carrier and tracking, delivered with the payment collected: timeline, audit, mails in the customer's language", async () => {
    const placedOrder = await order({ lang: "he", email: "noa.flow@example.com", pricing: EUR });
    expect(placedOrder.version).toBe(0);

    await moveOrder(placedOrder.id, orderMoveSchema.parse({ move: "confirm", version: "0" }), staff);
    await moveOrder(placedOrder.id, orderMoveSchema.parse({ move: "ship", version: "1", carrier: " Israel Post ", trackingNumber: "RR123456789IL" }), staff);
    await moveOrder(placedOrder.id, orderMoveSchema.parse({ move: "deliver", version: "2", method: "card", amount: "41,5" }), staff);

    const row = await orderRow(placedOrder.id);
    expect(row).toMatchObject({ status: "delivered", version: 3, carrier: "Israel Post", trackingNumber: "RR123456789IL", collectedMethod: "card", collectedMinor: 4150 });
    expect(row.shippedAt).toBeInstanceOf(Date);
    expect(row.deliveredAt).toBeInstanceOf(Date);

    const detail = (await getOrderDetail(placedOrder.id))!;
    expect(detail.timeline.map((entry) => [entry.from, entry.to, entry.by])).toEqual([
      [null, "pending", null],
      ["pending", "processing", "Sam Équipe"],
      ["processing", "shipped", "Sam Équipe"],
      ["shipped", "delivered", "Sam Équipe"],
    ]);
    expect(detail.moves).toEqual([]);
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({ productName: expect.any(String), quantity: 1 });

    const audit = await listAudit({ entity: "order", entityId: placedOrder.id });
    expect(audit.rows.map((entry) => [entry.action, entry.actorId, (entry.after as { status: string }).status])).toEqual([
      ["order.status", staff.id, "delivered"],
      ["order.status", staff.id, "shipped"],
      ["order.status", staff.id, "processing"],
    ]);
    expect(audit.rows[2].before).toEqual({ status: "pending", version: 0 });

    const mails = await mailsTo("noa.flow@example.com");
    expect(mails.map((mail) => mail.kind)).toEqual(["order-confirmation", "order-processing", "order-shipped", "order-delivered"]);
    for (const mail of mails) expect(mail.lang).toBe("he");
    const shipped = mails.find((mail) => mail.kind === "order-shipped")!;
    expect(shipped.text).toContain("חברת שילוח: Israel Post");
    expect(shipped.text).toContain("מספר מעקב: RR123456789IL");
    expect(shipped.html).toContain("RR123456789IL");
  });

  it("ships without carrier or tracking: the mail has neither line", async () => {
    const placedOrder = await order({ email: "plain.ship@example.com" });
    await moveOrder(placedOrder.id, { move: "confirm", version: 0 }, staff);
    await moveOrder(placedOrder.id, orderMoveSchema.parse({ move: "ship", version: "1", carrier: "", trackingNumber: "  " }), staff);
    expect(await orderRow(placedOrder.id)).toMatchObject({ carrier: null, trackingNumber: null });
    const shipped = (await mailsTo("plain.ship@example.com")).find((mail) => mail.kind === "order-shipped")!;
    expect(shipped.text).not.toContain("Transporteur");
    expect(shipped.text).not.toContain("Numéro de suivi");
  });

  it("cancel with a reason gives the stock back once and says who and why", async () => {
    const before = await stock();
    const placedOrder = await order({ quantity: 3, email: "cancel.me@example.com" });
    expect(await stock()).toBe(before - 3);
    await moveOrder(placedOrder.id, orderMoveSchema.parse({ move: "cancel", version: "0", reason: "Client injoignable" }), staff);
    expect(await stock()).toBe(before);
    const detail = (await getOrderDetail(placedOrder.id))!;
    expect(detail.timeline.at(-1)).toMatchObject({ from: "pending", to: "cancelled", note: "Client injoignable", by: "Sam Équipe" });
    const movements = await testDb().select().from(schema.stockMovements).where(and(eq(schema.stockMovements.orderId, placedOrder.id), eq(schema.stockMovements.reason, "cancel")));
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ delta: 3, actorUserId: staff.id });
    expect((await mailsTo("cancel.me@example.com")).map((mail) => mail.kind)).toContain("order-cancelled");
    // A finished order offers nothing, and the machine refuses a move back.
    expect(detail.moves).toEqual([]);
    await expect(moveOrder(placedOrder.id, { move: "confirm", version: 1 }, staff)).rejects.toMatchObject({ code: "transition_not_allowed", from: "cancelled" });
  });

  it("a move offered on an old version is refused, with nothing changed and no mail", async () => {
    const placedOrder = await order({ email: "stale@example.com" });
    await moveOrder(placedOrder.id, { move: "confirm", version: 0 }, staff);
    const error = await moveOrder(placedOrder.id, { move: "cancel", version: 0, reason: "Doublon" }, staff).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderStatusError);
    expect((error as OrderStatusError).code).toBe("version_conflict");
    expect(orderErrorText(error, fr)).toBe(fr("adminOrders.errors.version_conflict"));
    expect(await orderRow(placedOrder.id)).toMatchObject({ status: "processing", version: 1 });
    expect((await mailsTo("stale@example.com")).map((mail) => mail.kind)).toEqual(["order-confirmation", "order-processing"]);
  });

  it("two people change the same order at once: one move, one clear refusal, nothing lost", async () => {
    const before = await stock();
    const placedOrder = await order({ quantity: 2, email: "race@example.com" });
    const results = await Promise.allSettled([
      moveOrder(placedOrder.id, { move: "confirm", version: 0 }, staff),
      moveOrder(placedOrder.id, { move: "cancel", version: 0, reason: "Rupture" }, { id: staff.id, email: staff.email }),
    ]);
    const done = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toBeInstanceOf(OrderStatusError);
    expect(refused[0].reason.code).toBe("version_conflict");

    const row = await orderRow(placedOrder.id);
    expect(row.version).toBe(1);
    const history = await testDb().select().from(schema.orderStatusHistory).where(eq(schema.orderStatusHistory.orderId, placedOrder.id));
    expect(history).toHaveLength(2);
    const audit = await listAudit({ entity: "order", entityId: placedOrder.id });
    expect(audit.total).toBe(1);
    const statusMails = (await mailsTo("race@example.com")).filter((mail) => mail.kind !== "order-confirmation");
    expect(statusMails).toHaveLength(1);
    // The stock went back only if the cancel was the move that won.
    expect(await stock()).toBe(row.status === "cancelled" ? before : before - 2);
  });

  it("validates the move forms: amounts, method, reason", () => {
    expect(orderMoveSchema.parse({ move: "deliver", version: "3", method: "cash", amount: "120" })).toMatchObject({ amount: 12000 });
    expect(orderMoveSchema.parse({ move: "deliver", version: "3", method: "cash", amount: "120.5" })).toMatchObject({ amount: 12050 });
    expect(orderMoveSchema.safeParse({ move: "deliver", version: "3", method: "cash", amount: "-5" }).error?.issues[0].message).toBe("adminOrders.errors.amount");
    expect(orderMoveSchema.safeParse({ move: "deliver", version: "3", method: "cheque", amount: "5" }).error?.issues[0].message).toBe("adminOrders.errors.method");
    expect(orderMoveSchema.safeParse({ move: "cancel", version: "0", reason: " " }).error?.issues[0].message).toBe("adminOrders.errors.reason");
    expect(orderMoveSchema.safeParse({ move: "teleport", version: "0" }).success).toBe(false);
  });
});

describe("notes", () => {
  it("keeps who wrote a note and when, with its audit record", async () => {
    const placedOrder = await order();
    await addOrderNote(placedOrder.id, "Livrer après 18 h", staff);
    const detail = (await getOrderDetail(placedOrder.id))!;
    expect(detail.notes).toEqual([expect.objectContaining({ body: "Livrer après 18 h", by: "Sam Équipe", at: expect.any(Date) })]);
    const audit = await listAudit({ entity: "order", entityId: placedOrder.id, action: "order.note" });
    expect(audit.rows[0]).toMatchObject({ actorId: staff.id, after: expect.objectContaining({ body: "Livrer après 18 h" }) });
    await expect(addOrderNote("00000000-0000-0000-0000-000000000000", "x", staff)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("the orders list", () => {
  let mira: typeof schema.orders.$inferSelect;
  beforeAll(async () => {
    mira = await order({ email: "Mira.Search@example.com", firstName: "Mirabelle", phone: "054 987 6543", pricing: EUR });
  });

  it("searches by number, name, e-mail and phone (any spacing)", async () => {
    const ids = async (search: string) => (await listOrders(query(search))).rows.map((row) => row.id);
    expect(await ids(`q=${mira.orderNumber}`)).toEqual([mira.id]);
    expect(await ids(`q=%23${mira.orderNumber}`)).toEqual([mira.id]);
    expect(await ids("q=mirabelle")).toEqual([mira.id]);
    expect(await ids("q=mira.search%40EXAMPLE")).toEqual([mira.id]);
    expect(await ids("q=0549876543")).toEqual([mira.id]);
    expect(await ids("q=100%25")).toEqual([]);
  });

  it("filters by status, currency, guest or customer and date range, and counts the tabs within the rest of the filter", async () => {
    const { rows } = await listOrders(query("currency=EUR&pageSize=100"));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.currency === "EUR")).toBe(true);
    expect((await listOrders(query("buyer=customer"))).total).toBe(0);
    const all = await listOrders(query("buyer=guest&pageSize=100"));
    expect(all.rows.every((row) => row.guest)).toBe(true);
    const today = shopDayRange(0).to;
    expect((await listOrders(query(`from=${today}&to=${today}`))).total).toBe(all.total);
    expect((await listOrders(query("to=2001-01-01"))).total).toBe(0);
    // A bad date is dropped, not an error.
    expect(query("from=yesterday").filters.from).toBeUndefined();

    const counts = await orderStatusCounts(query());
    const [{ n }] = await testDb().select({ n: sql<number>`count(*)::int` }).from(schema.orders).where(eq(schema.orders.status, "delivered"));
    expect(counts.delivered).toBe(Number(n));
    expect(counts.all).toBe(Object.entries(counts).filter(([status]) => status !== "all").reduce((sum, [, count]) => sum + count, 0));
    const pending = await listOrders(query("status=pending&pageSize=100"));
    expect(pending.total).toBe(counts.pending);
    expect(pending.rows.every((row) => row.status === "pending")).toBe(true);
    // The tabs keep the search.
    expect((await orderStatusCounts(query(`q=${mira.orderNumber}`))).all).toBe(1);
    // The screen's page takes its total from the counts: the same page and total as the plain list.
    for (const search of ["", "status=pending&pageSize=100", `q=${mira.orderNumber}`, "status=shipped", "buyer=customer"]) {
      const screen = await orderListPage(query(search));
      expect(screen.page).toEqual(await listOrders(query(search)));
      expect(screen.counts).toEqual(await orderStatusCounts(query(search)));
    }
  });

  it("sorts in SQL and pages 25 at a time", async () => {
    for (let i = 0; i < 26; i++) await order({ email: `page${i}@example.com` });
    const first = await listOrders(query());
    expect(first.rows).toHaveLength(25);
    const numbers = first.rows.map((row) => row.orderNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const second = await listOrders(query("page=2"));
    expect(second.rows[0].orderNumber).toBeLessThan(numbers.at(-1)!);
    const byNumber = await listOrders(query("sort=number&dir=asc"));
    expect(byNumber.rows[0].orderNumber).toBeLessThan(byNumber.rows[1].orderNumber);
  });

  it("exports the current filter as CSV, every row", async () => {
    const response = csvResponse("adminOrders.csv", [{ header: "n", value: (row: { orderNumber: number }) => row.orderNumber }], allOrders(query(`q=${mira.orderNumber}`)));
    const text = await response.text();
    expect(text.trim().split("\n")).toEqual(['"n"', `"${mira.orderNumber}"`]);
  });

  it("bulk moves each order on its own: a refused one does not stop the others", async () => {
    const a = await order();
    const b = await order();
    await moveOrder(b.id, { move: "cancel", version: 0, reason: "Doublon" }, staff);
    const outcomes = await bulkMoveOrders([a.id, b.id], "confirm", staff, (error) => orderErrorText(error, fr));
    expect(outcomes).toEqual([
      { id: a.id, ok: true },
      { id: b.id, ok: false, reason: fr("adminOrders.errors.transition_not_allowed", { status: fr("adminOrders.status.cancelled") }) },
    ]);
    expect((await orderRow(a.id)).status).toBe("processing");
  });

  it("the command menu links an order to its page", async () => {
    const hits = await adminSearch(String(mira.orderNumber), permissionsOf("staff"));
    expect(hits[0]).toMatchObject({ kind: "order", title: `#${mira.orderNumber}`, href: `/admin/orders/${mira.id}` });
  });
});

describe("delivery notes and collections", () => {
  it("a delivery note per order asked, with the amount to collect in the order's currency", async () => {
    const eur = await order({ pricing: EUR });
    const done = await order();
    for (const move of [{ move: "confirm", version: 0 }, { move: "ship", version: 1, carrier: null, trackingNumber: null }, { move: "deliver", version: 2, method: "cash", amount: done.totalMinor }] as const) {
      await moveOrder(done.id, move, staff);
    }
    const notes = await deliveryNotes([eur.id, "not-an-id", done.id]);
    expect(notes.map((note) => note.order.id)).toEqual([eur.id, done.id]);
    expect(notes[0]).toMatchObject({ toCollectMinor: eur.totalMinor, order: { currency: "EUR" } });
    expect(notes[0].lines).toHaveLength(1);
    expect(notes[1].toCollectMinor).toBe(0);
  });

  it("cash to collect is what is shipped and not delivered, per currency; the report sets collected against shipped per day", async () => {
    await testDb().update(schema.orders).set({ status: "cancelled" }).where(eq(schema.orders.status, "shipped"));
    const one = await order({ pricing: EUR });
    const two = await order({ pricing: EUR });
    const three = await order();
    for (const placedOrder of [one, two, three]) {
      await moveOrder(placedOrder.id, { move: "confirm", version: 0 }, staff);
      await moveOrder(placedOrder.id, { move: "ship", version: 1, carrier: null, trackingNumber: null }, staff);
    }
    expect(await cashToCollect()).toEqual([
      { currency: "EUR", count: 2, amountMinor: one.totalMinor + two.totalMinor },
      { currency: "ILS", count: 1, amountMinor: three.totalMinor },
    ]);

    const range = collectionRange(new URLSearchParams());
    const before = await collectionReport(range);
    await moveOrder(one.id, { move: "deliver", version: 2, method: "cash", amount: one.totalMinor - 100 }, staff);
    await moveOrder(two.id, { move: "deliver", version: 2, method: "card", amount: two.totalMinor }, staff);
    const report = await collectionReport(range);
    const today = shopDayRange(0).to;
    const eurToday = report.find((row) => row.day === today && row.currency === "EUR")!;
    const eurBefore = before.find((row) => row.day === today && row.currency === "EUR")!;
    expect(eurToday.cashMinor - (eurBefore?.cashMinor ?? 0)).toBe(one.totalMinor - 100);
    expect(eurToday.cardMinor - (eurBefore?.cardMinor ?? 0)).toBe(two.totalMinor);
    expect(eurToday.deliveredCount - (eurBefore?.deliveredCount ?? 0)).toBe(2);
    expect(eurToday.expectedMinor - (eurBefore?.expectedMinor ?? 0)).toBe(one.totalMinor + two.totalMinor);
    expect(eurToday.shippedCount).toBeGreaterThanOrEqual(2);
    expect(await cashToCollect()).toEqual([{ currency: "ILS", count: 1, amountMinor: three.totalMinor }]);
    // Outside the range, nothing.
    expect(await collectionReport({ from: "2001-01-01", to: "2001-01-31" })).toEqual([]);
    // A reversed range is put right.
    expect(collectionRange(new URLSearchParams("from=2024-02-01&to=2024-01-01"))).toEqual({ from: "2024-01-01", to: "2024-02-01" });
  });
});

describe("the newest order first in the audit of the whole shop", () => {
  it("records moves with the actor's e-mail", async () => {
    const [latest] = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.entity, "order")).orderBy(desc(schema.auditLog.createdAt)).limit(1);
    expect(latest.actorEmail).toBe(staff.email);
  });
});
