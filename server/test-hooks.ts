/**
 * Endpoints that only the end-to-end tests use: to read what a person would read in their mailbox,
 * and to move an order as the owner will from the admin (which does not exist yet).
 * They are mounted only when E2E_TEST_HOOKS=1, which scripts/e2e-server.mjs sets and nothing else
 * does: a running shop never has them.
 */
import type { Hono } from "hono";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "../app/server/db.server";
import { mailOutbox, orders, type OrderStatus } from "../db/schema";
import { changeOrderStatus } from "../app/features/orders/order-status.server";

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
}
