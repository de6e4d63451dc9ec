/**
 * Guests are customers: the back office's customers list shows the people who bought without an
 * account, one row per e-mail (any case) with their orders, told apart from accounts; and once an
 * account made later with that e-mail has verified it, the back office counts those orders under
 * the account (its page lists them, marked) while the customer's own history offers them until she
 * adds them. An unverified address takes nothing. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import * as schema from "../../../db/schema";
import { customerListSpec, listCustomers } from "../../../app/features/customers/customers-admin.server";
import { adminSearch } from "../../../app/features/admin/search-admin.server";
import { getCustomerDetail } from "../../../app/features/customers/customer-admin.server";
import { attachableGuestOrders, attachGuestOrders, listOrders } from "../../../app/features/orders-history/orders-history.server";
import { signUp, verifyEmailToken } from "../../../app/features/auth/auth-flow.server";
import { resetAuth } from "../../../app/server/auth.server";
import { parseListQuery } from "../../../app/schemas/admin/list-query";
import { permissionsOf } from "../../../app/lib/permissions";
import { TEST_PASSWORD, testIp, visitorRequest } from "../../support/accounts";
import { withSeededDatabase } from "../helpers";

const testDb = withSeededDatabase();
beforeAll(() => resetAuth());
const query = (search = "") => parseListQuery(customerListSpec, new URLSearchParams(search));

/** An order placed without an account (the checkout gives it a private tracking token). */
async function guestOrder(email: string, totalIlsMinor: number, names: { first: string; last: string; phone: string }, at: Date, status: schema.OrderStatus = "pending") {
  const [row] = await testDb()
    .insert(schema.orders)
    .values({
      userId: null,
      orderToken: randomBytes(16).toString("hex"),
      status,
      email,
      shippingAddress: { firstName: names.first, lastName: names.last, address: "3 rue Herzl", city: "Netanya", postalCode: "42000", country: "Israël", phone: names.phone, email },
      currency: "ILS",
      exchangeRate: "1",
      subtotalMinor: totalIlsMinor,
      shippingMinor: 0,
      totalMinor: totalIlsMinor,
      totalIlsMinor,
      createdAt: at,
    })
    .returning({ id: schema.orders.id });
  return row.id;
}

const mailOf = (email: string) => testDb().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, email));

describe("guest buyers in the customers list", () => {
  beforeAll(async () => {
    // Three guest orders: two by Dana (the second typed in capitals, a new phone), one by Yossi, cancelled.
    await guestOrder("dana.guest@example.com", 21_900, { first: "Dana", last: "Mizrahi", phone: "050-111-2222" }, new Date("2026-03-01T10:00:00Z"));
    await guestOrder("Dana.Guest@Example.com", 30_000, { first: "Dana", last: "Mizrahi-Levi", phone: "052-333-4444" }, new Date("2026-03-05T10:00:00Z"), "delivered");
    await guestOrder("yossi.guest@example.com", 9_900, { first: "Yossi", last: "Ben", phone: "054-555-6666" }, new Date("2026-03-03T10:00:00Z"), "cancelled");
  });

  it("lists each guest once by e-mail, named as on the latest order, with their orders and spend", async () => {
    const { rows } = await listCustomers(query("q=guest%40example.com&pageSize=100"));
    expect(rows).toHaveLength(2);
    const dana = rows.find((row) => row.email.toLowerCase() === "dana.guest@example.com");
    expect(dana).toMatchObject({ id: "guest:dana.guest@example.com", guest: true, name: "Dana Mizrahi-Levi", phone: "052-333-4444", orderCount: 2, spentIlsMinor: 51_900, level: null });
    expect(dana!.createdAt.toISOString()).toBe("2026-03-01T10:00:00.000Z");
    // A cancelled order is no spend, and no order in the count, but its buyer is still a customer.
    expect(rows.find((row) => row.email === "yossi.guest@example.com")).toMatchObject({ guest: true, name: "Yossi Ben", orderCount: 0, spentIlsMinor: 0 });
  });

  it("tells guests from accounts (a filter), searches their phone, and sorts them with the accounts", async () => {
    const guests = await listCustomers(query("kind=guest&pageSize=100"));
    expect(guests.rows.length).toBeGreaterThanOrEqual(2);
    expect(guests.rows.every((row) => row.guest)).toBe(true);
    const accounts = await listCustomers(query("kind=account&pageSize=100"));
    expect(accounts.rows.every((row) => !row.guest)).toBe(true);
    expect((await listCustomers(query("q=0523334444"))).rows.map((row) => row.id)).toEqual(["guest:dana.guest@example.com"]);
    const bySpend = (await listCustomers(query("q=guest%40example.com&sort=spent&dir=desc"))).rows.map((row) => row.id);
    expect(bySpend).toEqual(["guest:dana.guest@example.com", "guest:yossi.guest@example.com"]);
    // A loyalty level is an account's: filtering by one leaves the guests out.
    expect((await listCustomers(query("q=guest%40example.com&level=bronze"))).rows).toEqual([]);
  });

  it("finds a guest from the command menu, leading to their orders", async () => {
    const hits = await adminSearch("yossi.guest", permissionsOf("owner"));
    expect(hits.find((hit) => hit.kind === "customer")).toMatchObject({ title: "Yossi Ben", href: "/admin/orders?q=yossi.guest%40example.com" });
  });
});

describe("a guest who makes an account", () => {
  it("counts the guest orders under the account once its address is verified; the customer adds them to her history herself", async () => {
    const email = "miri.later@example.com";
    const first = await guestOrder(email, 15_000, { first: "Miri", last: "Katz", phone: "050-777-8888" }, new Date("2026-04-01T09:00:00Z"));
    const second = await guestOrder("MIRI.LATER@example.com", 25_000, { first: "Miri", last: "Katz", phone: "050-777-8888" }, new Date("2026-04-02T09:00:00Z"), "delivered");
    const elsewhere = await guestOrder("someone.else@example.com", 5_000, { first: "Other", last: "Person", phone: "050-000-0000" }, new Date("2026-04-02T10:00:00Z"));

    const ip = testIp();
    const created = await signUp(visitorRequest(ip), { firstName: "Miri", lastName: "Katz", email, password: TEST_PASSWORD }, "fr");
    expect(created.kind).toBe("created");
    if (created.kind !== "created") return;

    // Not verified yet: anyone could have typed this address, so the guest stays apart.
    const before = (await listCustomers(query("q=miri.later"))).rows;
    expect(before.map((row) => [row.guest, row.orderCount]).sort()).toEqual([
      [false, 0],
      [true, 2],
    ]);
    expect((await getCustomerDetail(created.userId, "fr"))!.orders).toEqual([]);

    const [mail] = await mailOf(email);
    const token = new URL(mail.text.match(/https?:\/\/\S+verifyToken=\S+/)![0]).searchParams.get("verifyToken")!;
    expect(await verifyEmailToken(visitorRequest(ip), token)).toBe(true);

    // Verified: one customer in the back office, with both orders, each marked as placed without an account.
    const after = (await listCustomers(query("q=miri.later"))).rows;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: created.userId, guest: false, orderCount: 2, spentIlsMinor: 40_000 });
    const detail = await getCustomerDetail(created.userId, "fr");
    expect(detail!.orders.map((order) => [order.id, order.guest])).toEqual([
      [second, true],
      [first, true],
    ]);
    // The customer's own history offers them (the shop asks her first), and once added they are hers.
    expect(await listOrders(created.userId)).toEqual([]);
    expect(await attachableGuestOrders(created.userId)).toBe(2);
    expect(await attachGuestOrders(created.userId)).toBe(2);
    expect((await listOrders(created.userId)).map((order) => order.id)).toEqual([second, first]);
    expect((await getCustomerDetail(created.userId, "fr"))!.orders.map((order) => order.guest)).toEqual([false, false]);
    expect((await listCustomers(query("q=miri.later"))).rows).toMatchObject([{ id: created.userId, orderCount: 2, spentIlsMinor: 40_000 }]);
    // Another guest's order stays theirs.
    const [other] = await testDb().select({ userId: schema.orders.userId }).from(schema.orders).where(eq(schema.orders.id, elsewhere));
    expect(other.userId).toBeNull();
  });
});
