/**
 * The back office's people screens (docs/product/admin-back-office.md#adm-5, docs/product/admin-back-office.md#adm-11 and docs/product/admin-back-office.md#adm-12): the customer page's writes
 * (internal notes, the owner's points adjustments with a reason, never below zero, each audited),
 * the JSON export, the erasure (profile anonymised, orders kept with their totals, sign-in
 * blocked), the stock-updates filters, and the audit log for the owner only. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer, signInCustomer, testIp, visitorRequest, TEST_PASSWORD } from "../../support/accounts";
import { env } from "../../../app/server/env.server";
import { RECIPIENT_ERASED } from "../../../app/server/mail.server";
import { retryMail } from "../../../app/features/mail/outbox-admin.server";
import { signIn } from "../../../app/features/auth/auth-flow.server";
import { listAudit } from "../../../app/features/audit/audit.server";
import { adjustCustomerPoints, eraseCustomer, exportCustomer, getCustomerDetail } from "../../../app/features/customers/customer-admin.server";
import { listCustomers, customerListSpec } from "../../../app/features/customers/customers-admin.server";
import { listStockMovementsFor, stockMovementListSpec, type StockMovementListQuery } from "../../../app/features/stock/stock-admin.server";
import { latestLedgerEntries, listMembers, memberListSpec, membersByLevel, type MemberListQuery } from "../../../app/features/loyalty/loyalty-admin.server";
import { parseListQuery } from "../../../app/schemas/admin/list-query";
import { adminRouteContext } from "../../support/admin-routes";
import { loader as customerLoader, action as customerAction } from "../../../app/routes/admin/customers.$id";
import { loader as exportLoader } from "../../../app/routes/admin/customers.$id.export";
import { loader as auditLoader } from "../../../app/routes/admin/settings.audit";
import { loader as stockLoader } from "../../../app/routes/admin/stock-updates";
import { loader as loyaltyLoader } from "../../../app/routes/admin/loyalty";

const db = withSeededDatabase();

type Answer = { status: number; data?: Record<string, unknown>; response?: Response };

/** Runs a loader or action as React Router would (with the admin's request context) and normalises what it returns or throws. */
async function run(handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}): Promise<Answer> {
  try {
    const value = (await handler({ request, params, context: await adminRouteContext(request) } as never)) as { init?: { status?: number } | null; data?: unknown };
    if (value instanceof Response) return { status: value.status, response: value };
    if (value && typeof value === "object" && "init" in value && "data" in value) return { status: value.init?.status ?? 200, data: value.data as Record<string, unknown> };
    return { status: 200, data: value as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown };
    const dataError = thrown as { init?: { status?: number }; data?: unknown; type?: string };
    if (dataError?.type === "DataWithResponseInit") return { status: dataError.init?.status ?? 500, data: dataError.data as Record<string, unknown> };
    throw thrown;
  }
}

const headersFor = (cookies: string, extra: Record<string, string> = {}) => {
  const headers = new Headers({ "x-forwarded-for": testIp(), "user-agent": "vitest", ...extra });
  if (cookies) headers.set("cookie", cookies);
  return headers;
};
const page = (path: string, cookies: string) => new Request(`${env().publicUrl}${path}`, { headers: headersFor(cookies, { accept: "text/html" }) });
const post = (path: string, fields: Record<string, string>, cookies: string) =>
  new Request(`${env().publicUrl}${path}`, { method: "POST", headers: headersFor(cookies, { "content-type": "application/x-www-form-urlencoded" }), body: new URLSearchParams(fields) });

const address = { firstName: "Noa", lastName: "Levi", address: "12 rue des Roses", city: "Netanya", postalCode: "42000", country: "Israël", phone: "050-123-4567", email: "noa.people@example.com" };

let owner: { id: string; email: string; cookies: string };
let staff: { id: string; email: string; cookies: string };

async function member(email: string, role: schema.UserRole) {
  const signed = await createSignedInCustomer(email);
  await db().update(schema.user).set({ role }).where(eq(schema.user.id, signed.userId));
  return { id: signed.userId, email, cookies: signed.cookies };
}

async function order(userId: string | null, totalMinor: number, status: schema.OrderStatus = "delivered") {
  const [row] = await db()
    .insert(schema.orders)
    .values({ userId, orderToken: userId ? null : `guest-${Math.random()}`, status, email: address.email, shippingAddress: address, currency: "ILS", exchangeRate: "1", subtotalMinor: totalMinor, shippingMinor: 0, totalMinor, totalIlsMinor: totalMinor })
    .returning();
  return row;
}

beforeAll(async () => {
  owner = await member("owner.people@example.com", "owner");
  staff = await member("staff.people@example.com", "staff");
});

describe("points adjustments", () => {
  it("writes a ledger line with the reason and an audit row, and moves the balance", async () => {
    const customer = await createSignedInCustomer("points.people@example.com");
    const answer = await run(customerAction, post(`/admin/customers/${customer.userId}`, { intent: "adjust-points", points: "150", reason: "Geste commercial" }, owner.cookies), { id: customer.userId });
    expect(answer.status).toBe(200);
    const ledger = await db().select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.userId, customer.userId));
    expect(ledger).toMatchObject([{ points: 150, reason: "adjustment", note: "Geste commercial" }]);
    const [account] = await db().select().from(schema.loyaltyAccounts).where(eq(schema.loyaltyAccounts.userId, customer.userId));
    expect(account).toMatchObject({ currentPoints: 150, totalPoints: 150 });
    const { rows } = await listAudit({ entity: "customer", entityId: customer.userId });
    expect(rows).toMatchObject([{ action: "loyalty.adjust", actorId: owner.id, actorEmail: owner.email, before: { currentPoints: 0 }, after: { currentPoints: 150, points: 150, reason: "Geste commercial" } }]);

    // The page shows it.
    const detail = await run(customerLoader, page(`/admin/customers/${customer.userId}`, owner.cookies), { id: customer.userId });
    expect(detail.status).toBe(200);
    const loyalty = detail.data!.loyalty as { currentPoints: number; ledger: { note: string }[] };
    expect(loyalty.currentPoints).toBe(150);
    expect(loyalty.ledger[0].note).toBe("Geste commercial");
    expect((detail.data!.audit as unknown[]).length).toBe(1);
  });

  it("never takes the balance below zero, and records nothing when refused", async () => {
    const customer = await createSignedInCustomer("negative.people@example.com");
    expect(await adjustCustomerPoints(owner, customer.userId, 40, "Bienvenue")).toEqual({ ok: true, balance: 40 });
    expect(await adjustCustomerPoints(owner, customer.userId, -41, "Trop")).toEqual({ ok: false, error: "customers.errors.negativeBalance" });
    const answer = await run(customerAction, post(`/admin/customers/${customer.userId}`, { intent: "adjust-points", points: "-100", reason: "Trop" }, owner.cookies), { id: customer.userId });
    expect(answer.status).toBe(409);
    expect(answer.data!.error).toBe("Le solde ne peut pas devenir négatif.");
    expect(await adjustCustomerPoints(owner, customer.userId, -40, "Retour")).toEqual({ ok: true, balance: 0 });
    const ledger = await db().select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.userId, customer.userId));
    expect(ledger.map((row) => row.points).sort((a, b) => a - b)).toEqual([-40, 40]);
    const [account] = await db().select().from(schema.loyaltyAccounts).where(eq(schema.loyaltyAccounts.userId, customer.userId));
    expect(account).toMatchObject({ currentPoints: 0, totalPoints: 40 });
    expect((await listAudit({ entity: "customer", entityId: customer.userId })).total).toBe(2);
  });

  it("refuses a reason that is missing and a number of points that is not whole, in the admin's language", async () => {
    const customer = await createSignedInCustomer("invalid.people@example.com");
    const answer = await run(customerAction, post(`/admin/customers/${customer.userId}`, { intent: "adjust-points", points: "1.5", reason: "" }, owner.cookies), { id: customer.userId });
    expect(answer.status).toBe(400);
    expect(answer.data!.errors).toEqual({
      points: "Indiquez un nombre entier de points, différent de 0 (au plus 100 000).",
      reason: "Indiquez le motif (3 caractères au moins).",
    });
  });

  it("is the owner's: staff get 403 for points and erasure, but may add a note", async () => {
    const customer = await createSignedInCustomer("staffcheck.people@example.com");
    const path = `/admin/customers/${customer.userId}`;
    expect((await run(customerAction, post(path, { intent: "adjust-points", points: "10", reason: "Essai" }, staff.cookies), { id: customer.userId })).status).toBe(403);
    expect((await run(customerAction, post(path, { intent: "erase", confirm: "erase" }, staff.cookies), { id: customer.userId })).status).toBe(403);
    const note = await run(customerAction, post(path, { intent: "note", body: "A appelé pour une livraison" }, staff.cookies), { id: customer.userId });
    expect(note.status).toBe(200);
    const detail = await getCustomerDetail(customer.userId, "fr");
    expect(detail!.notes).toMatchObject([{ body: "A appelé pour une livraison", authorEmail: staff.email }]);
    expect(detail!.loyalty.ledger).toEqual([]);
    // Staff read the page without the audit entries (the owner's).
    const page403 = await run(customerLoader, page(path, staff.cookies), { id: customer.userId });
    expect(page403.status).toBe(200);
    expect(page403.data!.audit).toBeNull();
  });

  it("answers 404 for an unknown customer and for a staff account", async () => {
    expect((await run(customerLoader, page("/admin/customers/nobody", owner.cookies), { id: "nobody" })).status).toBe(404);
    expect((await run(customerLoader, page(`/admin/customers/${staff.id}`, owner.cookies), { id: staff.id })).status).toBe(404);
  });
});

describe("export and erasure", () => {
  it("exports the customer's profile, addresses, orders, ledger, reviews and newsletter consent as JSON", async () => {
    const customer = await createSignedInCustomer("export.people@example.com", { firstName: "Yaël", lastName: "Export" });
    await db().insert(schema.profiles).values({ userId: customer.userId, phone: "052-000-1111", address: "3 rue Herzl", city: "Netanya", postalCode: "42100", country: "Israël" }).onConflictDoUpdate({
      target: schema.profiles.userId,
      set: { phone: "052-000-1111", address: "3 rue Herzl", city: "Netanya", postalCode: "42100", country: "Israël" },
    });
    const placed = await order(customer.userId, 12_345);
    await adjustCustomerPoints(owner, customer.userId, 25, "Anniversaire");
    const [product] = await db().select({ id: schema.products.id }).from(schema.products).limit(1);
    await db().insert(schema.reviews).values({ productId: product.id, userId: customer.userId, authorName: "Yaël E.", rating: 5, body: "Magnifique bougie", status: "approved" });
    await db().insert(schema.newsletterSubscribers).values({ email: "Export.People@example.com", consentText: "J'accepte", unsubscribeToken: "export-token" });

    const answer = await run(exportLoader, page(`/admin/customers/${customer.userId}/export.json`, staff.cookies), { id: customer.userId });
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("content-disposition")).toMatch(/^attachment; filename="customer-.+\.json"$/);
    const body = JSON.parse(await answer.response!.text());
    expect(body.customer).toMatchObject({ id: customer.userId, email: "export.people@example.com", erasedAt: null });
    expect(body.profile).toEqual({ firstName: "Yaël", lastName: "Export", phone: "052-000-1111" });
    expect(body.addresses).toEqual([{ address: "3 rue Herzl", city: "Netanya", postalCode: "42100", country: "Israël" }]);
    expect(body.orders).toMatchObject([{ orderNumber: placed.orderNumber, status: "delivered", currency: "ILS", totalMinor: 12_345, totalIlsMinor: 12_345 }]);
    expect(body.loyalty.ledger).toMatchObject([{ points: 25, reason: "adjustment", note: "Anniversaire" }]);
    expect(body.reviews).toMatchObject([{ productId: product.id, rating: 5, body: "Magnifique bougie", status: "approved" }]);
    expect(body.newsletter).toMatchObject({ subscribed: true, consentText: "J'accepte" });
    // The download itself is audited.
    const { rows } = await listAudit({ entity: "customer", entityId: customer.userId, action: "customer.export" });
    expect(rows).toMatchObject([{ actorId: staff.id }]);
    expect(await exportCustomer(owner, "nobody")).toBeNull();
  });

  it("anonymises the profile, keeps the orders with their totals, ends the sessions and blocks sign-in", async () => {
    const email = "erase.people@example.com";
    const customer = await createSignedInCustomer(email, { firstName: "Eden", lastName: "Efface" });
    await db().update(schema.profiles).set({ phone: "054-999-8888", address: "9 rue Smilansky", city: "Netanya", postalCode: "42200", country: "Israël" }).where(eq(schema.profiles.userId, customer.userId));
    const kept = await order(customer.userId, 20_000);
    await adjustCustomerPoints(owner, customer.userId, 10, "Essai");
    await db().insert(schema.newsletterSubscribers).values({ email, consentText: "J'accepte", unsubscribeToken: "erase-token" });
    const [product] = await db().select({ id: schema.products.id }).from(schema.products).limit(1);
    await db().insert(schema.reviews).values({ productId: product.id, userId: customer.userId, authorName: "Eden E.", rating: 4, body: "Très belle", status: "approved" });
    // A "Prévenez-moi" request made with the same address.
    await db().insert(schema.backInStockRequests).values({ productId: product.id, email, lang: "fr", consentAt: new Date() });
    expect((await db().select().from(schema.session).where(eq(schema.session.userId, customer.userId))).length).toBeGreaterThan(0);
    // Mails to the customer: one sent, one still waiting (an SMTP hiccup).
    const mails = await db()
      .insert(schema.mailOutbox)
      .values([
        { kind: "order-confirmation", toAddress: "Erase.People@example.com", subject: "Commande n° 1", text: "Bonjour Eden, 9 rue Smilansky", html: "<p>Bonjour Eden</p>", status: "sent" },
        { kind: "order-shipped", toAddress: email, subject: "Commande expédiée", text: "Bonjour Eden", html: "<p>Bonjour Eden</p>", status: "pending" },
      ])
      .returning({ id: schema.mailOutbox.id });

    const answer = await run(customerAction, post(`/admin/customers/${customer.userId}`, { intent: "erase", confirm: "erase" }, owner.cookies), { id: customer.userId });
    expect(answer.status).toBe(200);
    expect(answer.data!.ok).toBe("Le client a été effacé.");

    const [account] = await db().select().from(schema.user).where(eq(schema.user.id, customer.userId));
    expect(account).toMatchObject({ name: "", email: `erased-${customer.userId}@erased.invalid`, emailVerified: false });
    const [profile] = await db().select().from(schema.profiles).where(eq(schema.profiles.userId, customer.userId));
    expect(profile).toMatchObject({ firstName: null, lastName: null, phone: null, address: null, city: null, postalCode: null, country: null });
    expect(profile.erasedAt).toBeInstanceOf(Date);
    expect(await db().select().from(schema.session).where(eq(schema.session.userId, customer.userId))).toEqual([]);
    expect(await db().select().from(schema.account).where(eq(schema.account.userId, customer.userId))).toEqual([]);
    expect(await db().select().from(schema.newsletterSubscribers).where(eq(sql`lower(${schema.newsletterSubscribers.email})`, email))).toEqual([]);
    expect(await db().select().from(schema.reviews).where(eq(schema.reviews.userId, customer.userId))).toEqual([]);
    expect(await db().select().from(schema.backInStockRequests).where(eq(schema.backInStockRequests.email, email))).toEqual([]);

    // The order stays for the accounts: same totals and lines, no personal fields but the country.
    const [order2] = await db().select().from(schema.orders).where(eq(schema.orders.id, kept.id));
    expect(order2).toMatchObject({ userId: customer.userId, status: "delivered", totalMinor: 20_000, totalIlsMinor: 20_000, currency: "ILS", email: `erased-${customer.userId}@erased.invalid` });
    expect(order2.shippingAddress).toEqual({ firstName: "—", lastName: "—", address: "", city: "", postalCode: "", country: "Israël", phone: "", email: `erased-${customer.userId}@erased.invalid` });
    // The loyalty ledger is the orders' accounting: it stays.
    expect((await db().select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.userId, customer.userId))).length).toBe(1);

    // Neither the old address nor the new one signs in.
    for (const address of [email, `erased-${customer.userId}@erased.invalid`]) {
      const attempt = await signIn(visitorRequest(testIp()), { email: address, password: TEST_PASSWORD });
      expect(attempt.kind).not.toBe("signed-in");
    }
    await expect(signInCustomer(email)).rejects.toThrow(/sign-in failed/);

    // The mails keep their kind and status, not the address or the words; the waiting one never goes.
    const forgotten = await db().select().from(schema.mailOutbox).where(inArray(schema.mailOutbox.id, mails.map((mail) => mail.id))).orderBy(schema.mailOutbox.kind);
    expect(forgotten).toMatchObject([
      { kind: "order-confirmation", status: "sent", toAddress: `erased-${customer.userId}@erased.invalid`, subject: "—", text: "", html: "" },
      { kind: "order-shipped", status: "failed", lastError: RECIPIENT_ERASED, toAddress: `erased-${customer.userId}@erased.invalid`, subject: "—", text: "", html: "" },
    ]);
    await expect(retryMail(owner, mails[1].id)).rejects.toMatchObject({ code: "erased" });

    // Audited without the erased values; the earlier entries about the customer (the points'
    // reason) lose theirs; a second erasure is refused.
    const trail = (await listAudit({ entity: "customer", entityId: customer.userId })).rows;
    expect(trail.map((entry) => entry.action)).toEqual(expect.arrayContaining(["customer.erase", "loyalty.adjust"]));
    expect(JSON.stringify(trail)).not.toContain("Essai");
    const [audit] = (await listAudit({ entity: "customer", entityId: customer.userId, action: "customer.erase" })).rows;
    expect(audit).toMatchObject({ actorId: owner.id, after: { erased: true, ordersAnonymised: 1, reviewsDeleted: 1, newsletterRemoved: true } });
    expect(JSON.stringify(audit)).not.toContain("Eden");
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(await eraseCustomer(owner, customer.userId)).toEqual({ ok: false, error: "customers.errors.erased" });
    expect(await adjustCustomerPoints(owner, customer.userId, 5, "Après")).toEqual({ ok: false, error: "customers.errors.erased" });

    // The list still counts the orders, and the page says the customer was erased.
    const { rows } = await listCustomers(parseListQuery(customerListSpec, new URLSearchParams("q=erased.invalid&pageSize=100")));
    expect(rows.find((row) => row.id === customer.userId)).toMatchObject({ name: "", orderCount: 1, spentIlsMinor: 20_000 });
    const detail = await run(customerLoader, page(`/admin/customers/${customer.userId}`, owner.cookies), { id: customer.userId });
    expect((detail.data!.profile as { erasedAt: Date | null }).erasedAt).toBeInstanceOf(Date);
  });
});

describe("the loyalty screen", () => {
  it("counts members by level and lists the latest ledger lines", async () => {
    const counts = await membersByLevel();
    expect(counts.bronze).toBeGreaterThanOrEqual(1);
    const { rows } = await listMembers(parseListQuery(memberListSpec, new URLSearchParams("level=bronze&sort=points&dir=desc")) as MemberListQuery);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.level === "bronze")).toBe(true);
    expect(rows.map((row) => row.currentPoints)).toEqual([...rows.map((row) => row.currentPoints)].sort((a, b) => b - a));
    const latest = await latestLedgerEntries(5);
    expect(latest[0]).toMatchObject({ reason: "adjustment" });
    expect((await run(loyaltyLoader, page("/admin/loyalty", staff.cookies))).status).toBe(200);
  });
});

describe("the stock-updates log", () => {
  it("filters by product, variant, reason and day, with the order's number and who made it", async () => {
    const [variant] = await db().select({ id: schema.productVariants.id, productId: schema.productVariants.productId }).from(schema.productVariants).limit(1);
    const [other] = await db()
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(sql`${schema.products.id} <> ${variant.productId}`)
      .limit(1);
    const placed = await order(null, 1_000, "cancelled");
    const day = (iso: string) => new Date(iso);
    await db().insert(schema.stockMovements).values([
      { productId: variant.productId, variantId: variant.id, delta: -2, stockAfter: 8, reason: "order", orderId: placed.id, createdAt: day("2031-03-10T10:00:00Z") },
      { productId: variant.productId, variantId: variant.id, delta: 2, stockAfter: 10, reason: "cancel", orderId: placed.id, actorUserId: owner.id, note: "Client absent", createdAt: day("2031-03-11T10:00:00Z") },
      { productId: other.id, variantId: null, delta: 5, stockAfter: 15, reason: "admin", actorUserId: staff.id, createdAt: day("2031-03-12T10:00:00Z") },
    ]);
    const list = (search: string) => listStockMovementsFor(parseListQuery(stockMovementListSpec, new URLSearchParams(search)) as StockMovementListQuery, "fr");

    const byReason = await list(`reason=cancel&from=2031-03-01`);
    expect(byReason.rows).toMatchObject([{ reason: "cancel", delta: 2, note: "Client absent", order: { id: placed.id, orderNumber: placed.orderNumber }, actor: { id: owner.id, email: owner.email } }]);
    expect((await list(`product=${variant.productId}&variant=${variant.id}&from=2031-03-01`)).rows.map((row) => row.reason)).toEqual(["cancel", "order"]);
    expect((await list(`product=${other.id}&from=2031-03-01`)).rows).toMatchObject([{ reason: "admin", actor: { id: staff.id } }]);
    // Days are the shop's days (Netanya), the end day included.
    expect((await list(`from=2031-03-11&to=2031-03-11`)).rows.map((row) => row.reason)).toEqual(["cancel"]);
    expect((await list(`from=2031-03-10&to=2031-03-11&sort=delta&dir=asc`)).rows.map((row) => row.delta)).toEqual([-2, 2]);
    // A bad filter is dropped, not an error.
    expect((await list(`reason=stolen&from=2031-03-01`)).total).toBe(3);

    const answer = await run(stockLoader, page(`/admin/stock-updates?reason=cancel&from=2031-03-01`, staff.cookies));
    expect(answer.status).toBe(200);
    expect(answer.data!.total).toBe(1);
  });
});

describe("the audit log", () => {
  it("is the owner's: staff get 403, the owner filters by actor, entity and day", async () => {
    expect((await run(auditLoader, page("/admin/settings/audit", staff.cookies))).status).toBe(403);
    const all = await run(auditLoader, page("/admin/settings/audit", owner.cookies));
    expect(all.status).toBe(200);
    expect(all.data!.total as number).toBeGreaterThan(0);
    const mine = await run(auditLoader, page(`/admin/settings/audit?actor=${owner.id}&entity=customer`, owner.cookies));
    const rows = mine.data!.rows as { actorId: string; entity: string; before: unknown; after: unknown }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.actorId === owner.id && row.entity === "customer")).toBe(true);
    expect(rows.some((row) => row.before !== null && row.after !== null)).toBe(true);
    const facets = mine.data!.facets as { actors: { id: string }[]; entities: string[] };
    expect(facets.actors.map((actor) => actor.id)).toEqual(expect.arrayContaining([owner.id, staff.id]));
    expect(facets.entities).toContain("customer");
    const future = await run(auditLoader, page("/admin/settings/audit?from=2099-01-01", owner.cookies));
    expect(future.data!.total).toBe(0);
    // A signed-out visitor asking for the page goes to sign in; a customer gets 403.
    expect((await run(auditLoader, page("/admin/settings/audit", ""))).status).toBe(302);
    const customer = await createSignedInCustomer("auditcustomer.people@example.com");
    expect((await run(auditLoader, page("/admin/settings/audit", customer.cookies))).status).toBe(403);
  });
});
