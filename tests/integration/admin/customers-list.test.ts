/**
 * The customers list of the back office (docs/product/admin-back-office.md#adm-1 and docs/product/admin-back-office.md#adm-5): search by name, e-mail and phone,
 * order count and lifetime spend, newsletter consent, sort and filter in SQL, server pages, and the
 * CSV export of the current filter. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import { allCustomers, customerListSpec, listCustomers } from "../../../app/features/customers/customers-admin.server";
import { csvResponse } from "../../../app/features/admin/list.server";
import { adminSearch } from "../../../app/features/admin/search-admin.server";
import { parseListQuery } from "../../../app/schemas/admin/list-query";
import { permissionsOf } from "../../../app/lib/permissions";
import { withSeededDatabase } from "../helpers";

const testDb = withSeededDatabase();
const query = (search = "") => parseListQuery(customerListSpec, new URLSearchParams(search));

const address = { firstName: "Noa", lastName: "Levi", address: "1 rue", city: "Netanya", postalCode: "42000", country: "Israël", phone: "050-123-4567", email: "noa@example.com" };

async function customer(name: string, email: string, options: { phone?: string; first?: string; last?: string; role?: "customer" | "staff" | "owner" } = {}) {
  const id = randomUUID();
  await testDb().insert(schema.user).values({ id, name, email, emailVerified: true, role: options.role ?? "customer" });
  if (options.phone || options.first) {
    await testDb().insert(schema.profiles).values({ userId: id, firstName: options.first ?? null, lastName: options.last ?? null, phone: options.phone ?? null });
  }
  return id;
}

async function order(userId: string, totalIlsMinor: number, status: schema.OrderStatus = "delivered") {
  await testDb().insert(schema.orders).values({
    userId,
    status,
    email: "x@example.com",
    shippingAddress: address,
    currency: "ILS",
    exchangeRate: "1",
    subtotalMinor: totalIlsMinor,
    shippingMinor: 0,
    totalMinor: totalIlsMinor,
    totalIlsMinor,
  });
}

let noa: string, david: string, lea: string;

beforeAll(async () => {
  noa = await customer("Noa L", "noa@example.com", { phone: "050-123-4567", first: "Noa", last: "Levi" });
  david = await customer("David Cohen", "david@example.com");
  lea = await customer("Léa Martin", "LEA@example.com");
  await customer("Owner", "owner@example.com", { role: "owner" });
  await order(noa, 10_000);
  await order(noa, 5_050, "pending");
  await order(noa, 99_999, "cancelled");
  await order(david, 20_000);
  await testDb().insert(schema.newsletterSubscribers).values([
    { email: "lea@example.com", consentText: "oui", unsubscribeToken: randomUUID() },
    { email: "david@example.com", consentText: "oui", unsubscribeToken: randomUUID(), unsubscribedAt: new Date() },
  ]);
  await testDb().insert(schema.loyaltyAccounts).values({ userId: david, loyaltyLevel: "gold" });
  // Enough customers for three pages of 25.
  for (let i = 0; i < 55; i++) await customer(`Client ${String(i).padStart(2, "0")}`, `client${i}@example.com`);
});

describe("listCustomers", () => {
  it("lists customers only, with order count, lifetime spend (not cancelled), level and consent", async () => {
    const { rows } = await listCustomers(query("q=example.com&pageSize=100"));
    expect(rows.some((row) => row.email === "owner@example.com")).toBe(false);
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[noa]).toMatchObject({ name: "Noa Levi", phone: "050-123-4567", orderCount: 2, spentIlsMinor: 15_050, level: "bronze", newsletter: false });
    expect(byId[david]).toMatchObject({ orderCount: 1, spentIlsMinor: 20_000, level: "gold", newsletter: false });
    expect(byId[lea]).toMatchObject({ orderCount: 0, spentIlsMinor: 0, newsletter: true });
  });

  it("searches by name, e-mail and phone (any spacing), with LIKE characters taken literally", async () => {
    const ids = async (search: string) => (await listCustomers(query(search))).rows.map((row) => row.id);
    expect(await ids("q=levi")).toEqual([noa]);
    expect(await ids("q=lea%40EXAMPLE")).toEqual([lea]);
    expect(await ids("q=0501234567")).toEqual([noa]);
    expect(await ids("q=123 45")).toEqual([noa]);
    expect(await ids("q=%25")).toEqual([]);
    expect(await ids("q=_")).toEqual([]);
  });

  it("filters in SQL: newsletter, level, has ordered", async () => {
    const ids = async (search: string) => (await listCustomers(query(search + "&pageSize=100"))).rows.map((row) => row.id).sort();
    expect(await ids("newsletter=yes")).toEqual([lea]);
    expect(await ids("level=gold")).toEqual([david]);
    expect(await ids("orders=yes")).toEqual([noa, david].sort());
    expect((await ids("orders=no")).length).toBe(56);
    expect(await ids("orders=yes&newsletter=no&level=bronze")).toEqual([noa]);
  });

  it("sorts in SQL and pages on the server with a stable order", async () => {
    const bySpent = await listCustomers(query("sort=spent&dir=desc"));
    expect(bySpent.rows.slice(0, 2).map((row) => row.id)).toEqual([david, noa]);
    const byName = await listCustomers(query("sort=name&dir=asc&q=client"));
    expect(byName.total).toBe(55);
    expect(byName.rows).toHaveLength(25);
    expect(byName.rows[0].name).toBe("Client 00");
    const pages = await Promise.all([1, 2, 3].map((page) => listCustomers(query(`sort=orders&q=client&page=${page}`))));
    const seen = pages.flatMap((page) => page.rows.map((row) => row.id));
    expect(pages.map((page) => page.rows.length)).toEqual([25, 25, 5]);
    expect(new Set(seen).size).toBe(55);
    const beyond = await listCustomers(query("q=client&page=9"));
    expect(beyond).toEqual({ rows: [], total: 55 });
  });

  it("exports the current filter as CSV, streamed in batches", async () => {
    const response = csvResponse(
      "customers.csv",
      [
        { header: "name", value: (row) => row.name },
        { header: "email", value: (row) => row.email },
        { header: "spent", value: (row) => row.spentIlsMinor / 100 },
      ],
      allCustomers(query("orders=yes&sort=spent&dir=desc")),
    );
    expect(response.headers.get("content-type")).toContain("text/csv");
    const text = await response.text();
    expect(text.replace(/^\uFEFF/, "").trim().split("\n")).toEqual(['"name","email","spent"', '"David Cohen","david@example.com","200"', '"Noa Levi","noa@example.com","150.5"']);
  });

  it("neutralises spreadsheet formulas in the CSV", async () => {
    async function* rows() {
      yield { name: "=HYPERLINK(\"x\")" };
    }
    const text = await csvResponse("x.csv", [{ header: "name", value: (row: { name: string }) => row.name }], rows()).text();
    expect(text).toContain(`'=HYPERLINK`);
  });
});

describe("adminSearch", () => {
  it("finds a customer and an order by number, name, phone or e-mail, within the staff member's permissions", async () => {
    const staff = permissionsOf("staff");
    const hits = await adminSearch("levi", staff);
    expect(hits.map((hit) => hit.kind).sort()).toContain("customer");
    expect(hits.filter((hit) => hit.kind === "order").length).toBeGreaterThan(0);
    const [first] = await testDb().select({ n: schema.orders.orderNumber }).from(schema.orders).limit(1);
    const byNumber = await adminSearch(`#${first.n}`, staff);
    expect(byNumber[0]).toMatchObject({ kind: "order", title: `#${first.n}` });
    expect((await adminSearch("1234567", staff)).some((hit) => hit.kind === "customer")).toBe(true);
    expect(await adminSearch("levi", [])).toEqual([]);
    expect(await adminSearch("l", staff)).toEqual([]);
  });
});
