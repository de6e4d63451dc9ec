/**
 * Endpoints that only the end-to-end tests use: to read what a person would read in their mailbox,
 * to move an order as the owner will from the admin (which does not exist yet), and to give a
 * journey a ready customer account when signing up is not what it tests.
 * They are mounted only when E2E_TEST_HOOKS=1, which scripts/e2e-server.mjs sets and nothing else
 * does: a running shop never has them.
 */
import type { Hono } from "hono";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "../app/server/db.server";
import { mailOutbox, orders, user as users, USER_ROLES, type OrderStatus, type UserRole } from "../db/schema";
import { changeOrderStatus } from "../app/features/orders/order-status.server";
import { testUtils } from "better-auth/plugins";
import { getAuth } from "../app/server/auth.server";
import { hashPassword } from "../app/server/password.server";

/**
 * One scrypt hash per test password, made once: at N=2^17 a hash costs 0.3 s on an idle core and
 * 1.5–4 s on a loaded CI machine, and journeys need dozens of accounts. Only these hooks reuse it;
 * every real sign-up hashes with its own salt.
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
   * A verified customer account with the given password, made through better-auth's own adapter
   * (its database hooks run, as on a sign-up), and, with signIn, a session for it: better-auth's
   * test helpers sign the session cookie, which the answer sets. No mail, no password check: the
   * journeys that test those sign up and sign in through the pages.
   */
  app.post("/__test__/customers", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { email?: string; password?: string; name?: string; lang?: string; signIn?: boolean; role?: UserRole };
    if (!body.email || !body.password) return c.json({ error: "email and password are required" }, 400);
    const context = await (await getAuth()).$context;
    const user = await context.internalAdapter.createUser({ email: body.email, name: body.name ?? "Léa Martin", lang: body.lang ?? "fr", emailVerified: true }, { method: "email-password" });
    if (!user) return c.json({ error: "refused by the user hooks" }, 400);
    await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await sharedHash(body.password) });
    // A staff member or owner for the admin journeys; sign-ups can never choose a role.
    if (body.role && USER_ROLES.includes(body.role)) await db().update(users).set({ role: body.role }).where(eq(users.id, user.id));
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
}
