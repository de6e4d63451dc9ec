/**
 * The mail outbox of the back office (docs/product/admin-back-office.md#adm-7, docs/product/mail.md#mail-1): every mail the shop wrote,
 * pending, sent, failed or stored (no SMTP configured), with the rendered mail, and retry for a
 * failed one. app/server/mail.server.ts writes the rows and its worker sends them; this module only
 * reads them and puts a failed mail back in the queue.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { mailOutbox } from "../../../db/schema";
import { db } from "~/server/db.server";
import { MAIL_STATUSES } from "~/schemas/admin/inbox";
import { logger } from "~/server/logger.server";
import { carriesPersonalLink, PERSONAL_LINK_KINDS, RECIPIENT_ERASED } from "~/server/mail.server";
import { recordAudit } from "~/features/audit/audit.server";
import { containsPattern, paginate, runBulk, type BulkOutcome, type Page } from "~/features/admin/list.server";
import type { ListQuery, ListSpec } from "~/schemas/admin/list-query";
import type { Actor } from "~/features/staff/staff-admin.server";
import { UUID } from "~/lib/uuid";

export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_SORTS = ["createdAt", "attempts"] as const;
export type MailSort = (typeof MAIL_SORTS)[number];

export const mailListSpec = {
  sorts: MAIL_SORTS,
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { status: z.enum(MAIL_STATUSES), kind: z.string().regex(/^[a-z0-9-]{1,40}$/) },
} satisfies ListSpec<MailSort, Record<string, z.ZodType>>;

export type MailListQuery = ListQuery<MailSort, { status: MailStatus; kind: string }>;

export interface MailRow {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  lang: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

const rowColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  lang: mailOutbox.lang,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  sentAt: mailOutbox.sentAt,
  createdAt: mailOutbox.createdAt,
};

/** The search and the kind filter: what the list and its status tabs' counts share. */
function searchConditions(query: Pick<MailListQuery, "q" | "filters">): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern)));
  }
  if (query.filters.kind) where.push(eq(mailOutbox.kind, query.filters.kind));
  return where;
}

export async function listMail(query: MailListQuery): Promise<Page<MailRow>> {
  const where = searchConditions(query);
  if (query.filters.status) where.push(eq(mailOutbox.status, query.filters.status));
  const condition = and(...where);
  const direction = query.dir === "asc" ? asc : desc;
  const sortColumn = query.sort === "attempts" ? mailOutbox.attempts : mailOutbox.createdAt;
  return paginate(
    query,
    (limit, offset) =>
      db()
        .select(rowColumns)
        .from(mailOutbox)
        .where(condition)
        .orderBy(direction(sortColumn), desc(mailOutbox.createdAt), asc(mailOutbox.id))
        .limit(limit)
        .offset(offset),
    async () => (await db().select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(condition))[0]?.n ?? 0,
  );
}

/**
 * How many mails are in each status (the outbox's tabs and the dashboard's failed-mail card). With
 * a list query, within its search and kind: the tabs count what the search would list under them.
 */
export async function countMailByStatus(query?: Pick<MailListQuery, "q" | "filters">): Promise<Record<MailStatus, number>> {
  const rows = await db()
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(query ? and(...searchConditions(query)) : undefined)
    .groupBy(mailOutbox.status);
  const counts = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0])) as Record<MailStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The kinds of mail the shop has written, for the list's filter. */
export async function mailKinds(): Promise<string[]> {
  const rows = await db().selectDistinct({ kind: mailOutbox.kind }).from(mailOutbox).orderBy(asc(mailOutbox.kind));
  return rows.map((row) => row.kind);
}

/**
 * One mail with its text and HTML parts, except a mail whose link signs someone in, resets a
 * password, verifies an address or accepts an invitation (carriesPersonalLink): its body never
 * leaves the database for the back office, to anyone, so `body` is null and the page shows its
 * recipient, subject and status only.
 */
export async function getMail(id: string) {
  if (!UUID.test(id)) return undefined;
  const personal = inArray(mailOutbox.kind, [...PERSONAL_LINK_KINDS]);
  const [row] = await db()
    .select({
      ...rowColumns,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      text: sql<string | null>`case when ${personal} then null else ${mailOutbox.text} end`,
      html: sql<string | null>`case when ${personal} then null else ${mailOutbox.html} end`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!row) return undefined;
  const { text, html, ...mail } = row;
  return { ...mail, body: carriesPersonalLink(row.kind) || text === null || html === null ? null : { text, html } };
}

/** The delivery status of some mails (a contact message shows its replies' delivery). */
export async function mailStatuses(ids: string[]): Promise<Map<string, MailStatus>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db().select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox).where(inArray(mailOutbox.id, wanted));
  return new Map(rows.map((row) => [row.id, row.status]));
}

export type RetryRefusal = "notFound" | "notFailed" | "erased" | "failed";

export class RetryRefused extends Error {
  constructor(readonly code: RetryRefusal) {
    super(`mail retry refused: ${code}`);
  }
}

/**
 * Puts a failed mail back in the queue: pending, due now, with its attempts counted from zero again
 * (the worker gives up after MAX_ATTEMPTS). Its last error stays visible until the next try. Only a
 * failed mail can be retried: a sent one would reach the customer twice.
 */
export async function retryMail(actor: Actor, id: string) {
  if (!UUID.test(id)) throw new RetryRefused("notFound");
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts, nextAttemptAt: mailOutbox.nextAttemptAt, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .for("update");
    if (!before) throw new RetryRefused("notFound");
    if (before.status !== "failed") throw new RetryRefused("notFailed");
    // Its customer was erased: there is no one to send it to (forgetMailTo).
    if (before.lastError === RECIPIENT_ERASED) throw new RetryRefused("erased");
    const after = { status: "pending" as const, attempts: 0, nextAttemptAt: new Date() };
    await tx.update(mailOutbox).set(after).where(eq(mailOutbox.id, id));
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "mail.retry", entity: "mail", entityId: id, before, after });
    return { id, status: after.status };
  });
}

/** Retries several failed mails; each answers on its own. */
export function retryMails(actor: Actor, ids: readonly string[], reasonOf: (code: RetryRefusal) => string): Promise<BulkOutcome[]> {
  return runBulk(
    ids,
    async (id) => {
      await retryMail(actor, id);
    },
    (error) => {
      if (error instanceof RetryRefused) return reasonOf(error.code);
      logger.error({ err: error }, "mail retry failed");
      return reasonOf("failed");
    },
  );
}
