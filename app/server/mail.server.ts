/**
 * Mail (docs/product/mail.md#mail-1): every message is written to the outbox first, in the same transaction as
 * what caused it when there is one. With SMTP_URL a worker sends due messages with nodemailer and
 * retries failures with back-off; without it, messages stay in the outbox ("stored") where the admin
 * and the tests can read them. A failed send never fails what caused it. Sending happens outside
 * any transaction, and every SMTP step has a deadline (SMTP_TIMEOUTS).
 */
import nodemailer from "nodemailer";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { mailOutbox } from "../../db/schema";
import { db, type Database, type Tx } from "./db.server";
import { env } from "./env.server";
import { logger } from "./logger.server";

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  lang?: string;
}

export const MAX_ATTEMPTS = 6;

/**
 * The kinds of mail whose link signs someone in, resets a password, verifies an address or accepts
 * an invitation. Such a link is readable only by the person it was sent to: the back office shows
 * these mails' recipient, subject and status, never their text, and once one is sent its stored copy
 * keeps no body (PERSONAL_LINK_REMOVED). Without SMTP the outbox row is the mail waiting for its
 * recipient (the mailbox of tests and of whoever runs the server and its database), so its body
 * stays, out of the back office's reach. A new mail kind with such a link is added here.
 */
export const PERSONAL_LINK_KINDS: readonly string[] = ["auth-verify-email", "auth-reset-password", "staff-invitation"];

export function carriesPersonalLink(kind: string) {
  return PERSONAL_LINK_KINDS.includes(kind);
}

/** What a sent mail with a personal link keeps in place of its text and HTML. */
export const PERSONAL_LINK_REMOVED = "";

/** Writes a message to the outbox (in `executor`'s transaction when given). */
export async function queueMail(mail: OutgoingMail, executor: Database | Tx = db()) {
  const [id] = await queueMails([mail], executor);
  return id;
}

/** Writes several messages to the outbox in one statement (an order's two mails); their ids, in order. */
export async function queueMails(mails: readonly OutgoingMail[], executor: Database | Tx = db()): Promise<string[]> {
  if (mails.length === 0) return [];
  // Without SMTP there is nothing to send: the outbox is the mailbox (docs/product/mail.md#mail-1).
  const status = env().SMTP_URL ? ("pending" as const) : ("stored" as const);
  const rows = await executor
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html, lang: mail.lang ?? "fr", status })))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/** What an erased customer's mails keep in the last-error column: why they will never go out. */
export const RECIPIENT_ERASED = "recipient erased";

/**
 * A customer's erasure (customer-admin.server.ts), in its transaction: their mails keep their kind,
 * language, date and status for the record, but lose the address, the subject and the body, which
 * hold names, addresses and order details. A mail not sent yet never will be.
 */
export async function forgetMailTo(tx: Tx, email: string, erasedAddress: string): Promise<number> {
  const notSent = sql`${mailOutbox.status} in ('pending', 'failed')`;
  const rows = await tx
    .update(mailOutbox)
    .set({
      toAddress: erasedAddress,
      subject: "—",
      text: "",
      html: "",
      status: sql`case when ${notSent} then 'failed' else ${mailOutbox.status} end`,
      lastError: sql`case when ${notSent} then ${RECIPIENT_ERASED} else ${mailOutbox.lastError} end`,
    })
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`)
    .returning({ id: mailOutbox.id });
  return rows.length;
}

let transport: nodemailer.Transporter | undefined;

/**
 * Every step of an SMTP conversation has a deadline, in milliseconds: nodemailer's own defaults
 * let a server that stops answering hold a send for up to an hour. SMTP_URL may set its own
 * (`?socketTimeout=60000`): its values win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 } as const;

/** SMTP_URL with the deadlines it does not set itself (nodemailer reads them from the query). */
export function smtpUrlWithTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(ms));
  }
  return parsed.toString();
}

function smtp() {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  transport ??= nodemailer.createTransport(smtpUrlWithTimeouts(url));
  return transport;
}

/**
 * How long a mail claimed by a server copy stays its own: longer than an SMTP conversation may take
 * (SMTP_TIMEOUTS). A copy that stops mid-send leaves its mails due again when this is over.
 */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;

export interface SendOptions {
  /** The clock's time (tests give theirs). */
  now?: Date;
  /** The database of the copy sending (each copy has its own pool). */
  database?: Database;
}

/**
 * Sends the messages that are due; a failure is recorded and retried later with back-off. A sent
 * mail with a personal link loses its body (carriesPersonalLink). Tests pass their own transport.
 * The due messages are claimed first, in one statement (SKIP LOCKED, then their next attempt moved
 * past the lease), so two copies of the server never send the same mail.
 */
export async function sendDueMail(
  limit = 20,
  transporter: Pick<nodemailer.Transporter, "sendMail"> | undefined = smtp(),
  options: SendOptions = {},
): Promise<{ sent: number; failed: number }> {
  if (!transporter) return { sent: 0, failed: 0 };
  const now = options.now ?? new Date();
  const database = options.database ?? db();
  const due = await database
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + MAIL_CLAIM_LEASE_MS) })
    .where(
      inArray(
        mailOutbox.id,
        database
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(inArray(mailOutbox.status, ["pending", "failed"]), lte(mailOutbox.nextAttemptAt, now), sql`${mailOutbox.attempts} < ${MAX_ATTEMPTS}`))
          .orderBy(asc(mailOutbox.createdAt))
          .limit(limit)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  due.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let sent = 0;
  let failed = 0;
  for (const message of due) {
    try {
      await transporter.sendMail({ from: env().MAIL_FROM, to: message.toAddress, subject: message.subject, text: message.text, html: message.html });
      const scrubbed = carriesPersonalLink(message.kind) ? { text: PERSONAL_LINK_REMOVED, html: PERSONAL_LINK_REMOVED } : {};
      await database
        .update(mailOutbox)
        .set({ status: "sent", sentAt: now, attempts: message.attempts + 1, lastError: null, ...scrubbed })
        .where(eq(mailOutbox.id, message.id));
      logger.info({ mailId: message.id, kind: message.kind }, "mail sent");
      sent++;
    } catch (error) {
      const attempts = message.attempts + 1;
      // 1, 4, 16, 64 … minutes between tries.
      const delayMinutes = 4 ** (attempts - 1);
      await database
        .update(mailOutbox)
        .set({ status: "failed", attempts, lastError: (error as Error).message.slice(0, 500), nextAttemptAt: new Date(now.getTime() + delayMinutes * 60_000) })
        .where(eq(mailOutbox.id, message.id));
      logger.warn({ err: error, mailId: message.id, attempts }, "mail could not be sent; will retry");
      failed++;
    }
  }
  return { sent, failed };
}

/** The outbox's sender, every 30 s on one copy (a recurring job: background-jobs.server.ts). */
export const MAIL_EVERY_MS = 30_000;

/** Escapes text for the HTML part of a message. */
export function escapeHtml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** A plain, well-behaved HTML e-mail around paragraphs of text. */
export function mailHtml(title: string, paragraphs: string[], footer?: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("");
  return `<!doctype html><html><body style="margin:0;background:#f7f3ee;font-family:Georgia,serif;color:#2b2623"><div style="max-width:560px;margin:0 auto;padding:40px 24px"><h1 style="font-weight:400;font-size:28px;margin:0 0 24px">${escapeHtml(title)}</h1>${body}${footer ? `<p style="margin-top:32px;font-size:12px;color:#6b6159">${footer}</p>` : ""}</div></body></html>`;
}

