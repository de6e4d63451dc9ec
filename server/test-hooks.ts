/**
 * Endpoints that only the end-to-end tests use: to read what a person would read in their mailbox,
 * to move an order as the owner will from the admin (which does not exist yet), and to give a
 * journey a ready customer account when signing up is not what it tests.
 * They are mounted only when E2E_TEST_HOOKS=1, which scripts/e2e-server.mjs sets and nothing else
 * does: a running shop never has them.
 */
import type { Hono } from "hono";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "../app/server/db.server";
import { adminSetup, categories, mailOutbox, orders, productTranslations, products, stockMovements, user as userTable, USER_ROLES, type OrderStatus, type UserRole } from "../db/schema";
import { claimOpen } from "../app/features/admin/claim.server";
import { hashSetupCode, newSetupCode } from "../app/features/admin/setup.server";
import { changeOrderStatus } from "../app/features/orders/order-status.server";
import { placeFixtureOrder } from "./test-fixtures";
import { isLang } from "../app/lib/langs";
import { testUtils } from "better-auth/plugins";
import { getAuth } from "../app/server/auth.server";
import { hashPassword } from "../app/server/password.server";
import { submitReview } from "../app/features/reviews/reviews.server";
import { receiveContactMessage } from "../app/features/contact/contact.server";
import { subscribe } from "../app/features/newsletter/newsletter.server";

/**
 * One scrypt hash per test password, made once: journeys need dozens of accounts, and even at the
 * test processes' light cost (password.server.ts) there is no reason to hash the same password
 * twice. Only these hooks reuse it; every real sign-up hashes with its own salt.
 */
const passwordHashes = new Map<string, Promise<string>>();
function sharedHash(password: string) {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

export function testHooksEnabled() {
  return process.env.E2E_TEST_HOOKS === "1";
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function mountTestHooks(app: Hono<any>) {
  /** The mails written to the outbox for an address, newest first. */
  app.get("/__test__/outbox", async (c) => {
    const to = c.req.query("to") ?? "";
    const mails = await db()
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html, lang: mailOutbox.lang })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()))
      .orderBy(desc(mailOutbox.createdAt));
    return c.json(mails);
  });

  /** Moves an order through the status service, as the shop owner would. */
  app.post("/__test__/orders/:orderNumber/status", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { status?: string };
    const [order] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, Number(c.req.param("orderNumber"))));
    if (!order) return c.json({ error: "not_found" }, 404);
    try {
      return c.json(await changeOrderStatus(order.id, (body.status ?? "") as OrderStatus, null, "e2e"));
    } catch (error) {
      return c.json({ error: error instanceof Error ? error.message : String(error) }, 409);
    }
  });

  /**
   * A guest's order placed through the storefront's checkout service (cart, stock, mails and all),
   * for the back-office journeys that run an order: one simple product with enough stock, ILS.
   */
  app.post("/__test__/orders", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { email?: string; lang?: string; quantity?: number; firstName?: string };
    const lang = isLang(body.lang) ? body.lang : "fr";
    const quantity = Math.min(Math.max(Number(body.quantity) || 1, 1), 5);
    const placed = await placeFixtureOrder({ email: body.email ?? "e2e-order@example.com", firstName: body.firstName, lang, quantity });
    if (!placed) return c.json({ error: "no product in stock" }, 409);
    const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    const [after] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, placed.productId));
    return c.json({ orderId: order.id, orderNumber: placed.orderNumber, productId: placed.productId, stock: after.stock });
  });

  /**
   * The stock movements an order made (taken at checkout, given back on a cancel), product rows only:
   * what one order did to the stock, whatever other tests order at the same time.
   */
  app.get("/__test__/orders/:orderId/stock-movements", async (c) => {
    const rows = await db()
      .select({ reason: stockMovements.reason, delta: stockMovements.delta })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, c.req.param("orderId")), isNull(stockMovements.variantId)))
      .orderBy(asc(stockMovements.seq));
    return c.json(rows);
  });

  /** A product's stock, to see a cancelled order's units come back. */
  app.get("/__test__/products/:id/stock", async (c) => {
    const [row] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, c.req.param("id")));
    return row ? c.json(row) : c.json({ error: "not_found" }, 404);
  });

  /**
   * A verified customer account with the given password, made through better-auth's own adapter
   * (its database hooks run, as on a sign-up), and, with signIn, a session for it: better-auth's
   * test helpers sign the session cookie, which the answer sets. No mail, no password check: the
   * journeys that test those sign up and sign in through the pages.
   */
  app.post("/__test__/customers", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { email?: string; password?: string; name?: string; lang?: string; signIn?: boolean; role?: string };
    if (!body.email || !body.password) return c.json({ error: "email and password are required" }, 400);
    const role = (body.role ?? "customer") as UserRole;
    if (!USER_ROLES.includes(role)) return c.json({ error: "unknown role" }, 400);
    const context = await (await getAuth()).$context;
    const user = await context.internalAdapter.createUser({ email: body.email, name: body.name ?? "Léa Martin", lang: body.lang ?? "fr", emailVerified: true }, { method: "email-password" });
    if (!user) return c.json({ error: "refused by the user hooks" }, 400);
    await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await sharedHash(body.password) });
    // A staff member or owner for the back-office journeys (role is not a sign-up input).
    if (role !== "customer") await db().update(userTable).set({ role }).where(eq(userTable.id, user.id));
    if (body.signIn) {
      // $context is the AuthContext the plugins' init receives; its type here is the narrower view
      // of a configured instance, hence the cast.
      const pluginContext = context as unknown as Parameters<ReturnType<typeof testUtils>["init"]>[0];
      const { cookies } = await testUtils().init(pluginContext).context.test.login({ userId: user.id });
      for (const cookie of cookies) {
        c.header("Set-Cookie", `${cookie.name}=${cookie.value}; Path=${cookie.path}; HttpOnly; SameSite=${cookie.sameSite ?? "Lax"}${cookie.secure ? "; Secure" : ""}`, { append: true });
      }
    }
    return c.json({ id: user.id, email: user.email });
  });

  /**
   * A customer's review waiting for moderation, written by the reviews service as the product page
   * would (docs/product/admin-back-office.md#adm-7's journeys moderate it; they do not test writing it). Without a
   * productId, the newest active product.
   */
  app.post("/__test__/reviews", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { userId?: string; productId?: string; rating?: number; body?: string; lang?: string };
    if (!body.userId) return c.json({ error: "userId is required" }, 400);
    const productId =
      body.productId ??
      (await db().select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(desc(products.createdAt)).limit(1))[0]?.id;
    if (!productId) return c.json({ error: "no product" }, 409);
    try {
      const review = await submitReview(body.userId, productId, body.rating ?? 5, body.body ?? "Une bougie magnifique, un parfum doux et durable.", isLang(body.lang) ? body.lang : "fr");
      return c.json({ reviewId: review.id, productId });
    } catch (error) {
      return c.json({ error: error instanceof Error ? error.message : String(error) }, 409);
    }
  });

  /**
   * A product of a test's own, as a draft dated long ago: it is never in the shop nor among the
   * newest, so the journeys running beside it see the demo catalogue unchanged.
   */
  app.post("/__test__/products", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { sku?: string; names?: Record<string, string>; descriptions?: Record<string, string>; stock?: number; status?: string };
    if (!body.sku || !body.names?.fr) return c.json({ error: "sku and names.fr are required" }, 400);
    // A test that must see its product in the shop asks for it active (and archives it when done).
    const status = body.status === "active" ? "active" : "draft";
    const [category] = await db().select({ id: categories.id }).from(categories).orderBy(asc(categories.displayOrder)).limit(1);
    const id = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ sku: body.sku!, categoryId: category.id, priceMinor: 15_000, stock: body.stock ?? 3, status, createdAt: new Date("2024-01-01T00:00:00Z") })
        .returning({ id: products.id });
      for (const [lang, name] of Object.entries(body.names!)) if (isLang(lang)) await tx.insert(productTranslations).values({ productId: row.id, lang, name, description: body.descriptions?.[lang] ?? "" });
      return row.id;
    });
    return c.json({ id });
  });

  /** Archives a test's product (out of the shop again) once the test has seen it there. */
  app.post("/__test__/products/:id/archive", async (c) => {
    const id = c.req.param("id");
    if (!/^[0-9a-f-]{36}$/.test(id)) return c.json({ error: "bad id" }, 400);
    await db().update(products).set({ status: "archived" }).where(eq(products.id, id));
    return c.json({ ok: true });
  });

  /** A contact message, received by the contact service as the contact form would. */
  app.post("/__test__/contact-messages", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { name?: string; email?: string; subject?: string; message?: string; lang?: string };
    if (!body.name || !body.email || !body.subject || !body.message) return c.json({ error: "name, email, subject and message are required" }, 400);
    const id = await receiveContactMessage({ name: body.name, email: body.email, subject: body.subject, message: body.message }, isLang(body.lang) ? body.lang : "fr");
    return c.json({ id });
  });

  /** A newsletter sign-up with its consent sentence, as the footer's form would record it. */
  app.post("/__test__/newsletter", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { email?: string; lang?: string; consentText?: string };
    if (!body.email) return c.json({ error: "email is required" }, 400);
    return c.json(await subscribe(body.email, isLang(body.lang) ? body.lang : "fr", body.consentText ?? "J'accepte de recevoir la newsletter."));
  });

  /**
   * The one-time admin setup code, which a person reads in the server's first-start output: only
   * its hash is stored, so while the shop is unclaimed this gives it a new code and returns it.
   * Once the shop has an owner it answers 409, like /admin/claim-admin.
   */
  app.post("/__test__/admin-setup-code", async (c) => {
    if (!(await claimOpen())) return c.json({ error: "claimed" }, 409);
    const code = newSetupCode();
    await db().update(adminSetup).set({ codeHash: hashSetupCode(code) }).where(eq(adminSetup.id, 1));
    return c.json({ code });
  });
}
