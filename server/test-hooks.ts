/**
 * Endpoints that only the end-to-end tests use, to read what a person would read in their mailbox.
 * They are mounted only when E2E_TEST_HOOKS=1, which scripts/e2e-server.mjs sets and nothing else
 * does: a running shop never has them.
 */
import type { Hono } from "hono";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "../app/server/db.server";
import { mailOutbox } from "../db/schema";

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
}
