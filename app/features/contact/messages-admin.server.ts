/**
 * The contact messages inbox of the back office (docs/product/admin-back-office.md#adm-7, docs/product/mail.md#mail-5): messages read
 * and unread (opening one marks it read; it can be marked unread again), and replies sent through
 * the mail outbox in the message's language, kept with the message. Every write records an audit
 * row in its own transaction.
 */
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { contactMessages, contactReplies } from "../../../db/schema";
import { db } from "~/server/db.server";
import { MESSAGE_STATES } from "~/schemas/admin/inbox";
import { logger } from "~/server/logger.server";
import { escapeHtml, mailHtml, queueMail } from "~/server/mail.server";
import { recordAudit } from "~/features/audit/audit.server";
import { getSiteSettings } from "~/features/content/settings.server";
import { mailStatuses, type MailStatus } from "~/features/mail/outbox-admin.server";
import { containsPattern, paginate, runBulk, type BulkOutcome, type Page } from "~/features/admin/list.server";
import type { ListQuery, ListSpec } from "~/schemas/admin/list-query";
import type { Actor } from "~/features/staff/staff-admin.server";
import { createTranslator } from "~/lib/i18n";
import { INTL_LOCALES, isLang, isRtl, type Lang } from "~/lib/langs";
import { adminMessages } from "~/locales/admin";
import { UUID } from "~/lib/uuid";

export type MessageState = (typeof MESSAGE_STATES)[number];
export const MESSAGE_SORTS = ["createdAt", "name"] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];

export const messageListSpec = {
  sorts: MESSAGE_SORTS,
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { state: z.enum(MESSAGE_STATES) },
} satisfies ListSpec<MessageSort, Record<string, z.ZodType>>;

export type MessageListQuery = ListQuery<MessageSort, { state: MessageState }>;

export interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  /** The start of the message, for the list. */
  excerpt: string;
  lang: string;
  readAt: Date | null;
  handledAt: Date | null;
  createdAt: Date;
}

const EXCERPT_LENGTH = 140;

export async function listMessages(query: MessageListQuery): Promise<Page<MessageRow>> {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern), ilike(contactMessages.subject, pattern), ilike(contactMessages.message, pattern)));
  }
  const state = query.filters.state;
  if (state === "unread") where.push(isNull(contactMessages.readAt));
  if (state === "read") where.push(and(isNotNull(contactMessages.readAt), isNull(contactMessages.handledAt)));
  if (state === "replied") where.push(and(isNotNull(contactMessages.readAt), isNotNull(contactMessages.handledAt)));
  const condition = and(...where);
  const direction = query.dir === "asc" ? asc : desc;
  const sortColumn = query.sort === "name" ? sql`lower(${contactMessages.name})` : contactMessages.createdAt;
  return paginate(
    query,
    (limit, offset) =>
      db()
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          excerpt: sql<string>`left(${contactMessages.message}, ${EXCERPT_LENGTH})`,
          lang: contactMessages.lang,
          readAt: contactMessages.readAt,
          handledAt: contactMessages.handledAt,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(condition)
        .orderBy(direction(sortColumn), desc(contactMessages.createdAt), asc(contactMessages.id))
        .limit(limit)
        .offset(offset),
    async () => (await db().select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(condition))[0]?.n ?? 0,
  );
}

/** How many messages are in each state (the inbox's tabs; "unread" is the dashboard's to-do card). */
export async function countMessagesByState(): Promise<Record<MessageState, number>> {
  const [row] = await db()
    .select({
      unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
      read: sql<number>`count(*) filter (where ${contactMessages.readAt} is not null and ${contactMessages.handledAt} is null)::int`,
      replied: sql<number>`count(*) filter (where ${contactMessages.readAt} is not null and ${contactMessages.handledAt} is not null)::int`,
    })
    .from(contactMessages);
  return { unread: Number(row?.unread ?? 0), read: Number(row?.read ?? 0), replied: Number(row?.replied ?? 0) };
}

export interface MessageReply {
  id: string;
  body: string;
  lang: string;
  authorName: string;
  mailId: string | null;
  mailStatus: MailStatus | null;
  createdAt: Date;
}

/** One message with its replies, oldest first, and each reply's delivery status. */
export async function getMessage(id: string) {
  if (!UUID.test(id)) return undefined;
  const [message] = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return undefined;
  const replies = await db()
    .select({ id: contactReplies.id, body: contactReplies.body, lang: contactReplies.lang, authorName: contactReplies.authorName, mailId: contactReplies.mailId, createdAt: contactReplies.createdAt })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt));
  const statuses = await mailStatuses(replies.flatMap((reply) => (reply.mailId ? [reply.mailId] : [])));
  return { ...message, replies: replies.map((reply): MessageReply => ({ ...reply, mailStatus: reply.mailId ? (statuses.get(reply.mailId) ?? null) : null })) };
}

export type MessageRefusal = "notFound" | "already" | "failed";

export class MessageRefused extends Error {
  constructor(readonly code: MessageRefusal) {
    super(`contact message refused: ${code}`);
  }
}

/**
 * Marks a message read or unread, with its audit row. Marking it as it already is refuses
 * ("already"), so a bulk answer says which rows did not change.
 */
export async function setMessageRead(actor: Actor, id: string, read: boolean) {
  if (!UUID.test(id)) throw new MessageRefused("notFound");
  return db().transaction(async (tx) => {
    const [before] = await tx.select({ readAt: contactMessages.readAt }).from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!before) throw new MessageRefused("notFound");
    if (Boolean(before.readAt) === read) throw new MessageRefused("already");
    const readAt = read ? new Date() : null;
    await tx.update(contactMessages).set({ readAt }).where(eq(contactMessages.id, id));
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: read ? "message.read" : "message.unread", entity: "contact_message", entityId: id, before, after: { readAt } });
  });
}

/** Opening a message marks it read; opening it again changes nothing. */
export async function openMessage(actor: Actor, id: string) {
  try {
    await setMessageRead(actor, id, true);
  } catch (error) {
    if (!(error instanceof MessageRefused)) throw error;
  }
}

/** Several messages read or unread; each answers on its own. */
export function setMessagesRead(actor: Actor, ids: readonly string[], read: boolean, reasonOf: (code: MessageRefusal) => string): Promise<BulkOutcome[]> {
  return runBulk(
    ids,
    (id) => setMessageRead(actor, id, read),
    (error) => {
      if (error instanceof MessageRefused) return reasonOf(error.code);
      logger.error({ err: error }, "marking a message failed");
      return reasonOf("failed");
    },
  );
}

/**
 * Answers a message by e-mail, in the message's language (French when it is unknown): the mail is
 * queued in the outbox, the reply kept with the message, the message marked read and handled, and
 * the audit row written, all in one transaction.
 */
export async function replyToMessage(actor: Actor & { name?: string }, id: string, body: string) {
  if (!UUID.test(id)) throw new MessageRefused("notFound");
  const site = await getSiteSettings().catch(() => undefined);
  const brand = site?.brandName ?? "Maison Lumière";
  return db().transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!message) throw new MessageRefused("notFound");
    const lang: Lang = isLang(message.lang) ? message.lang : "fr";
    const mail = replyMail(lang, brand, message, body);
    const mailId = await queueMail({ kind: "contact-reply", to: message.email, lang, ...mail }, tx);
    const authorName = actor.name || actor.email;
    const [reply] = await tx.insert(contactReplies).values({ messageId: id, body, lang, authorId: actor.id, authorName, mailId }).returning({ id: contactReplies.id });
    const now = new Date();
    await tx
      .update(contactMessages)
      .set({ handledAt: now, readAt: message.readAt ?? now })
      .where(eq(contactMessages.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "message.reply",
      entity: "contact_message",
      entityId: id,
      before: { handledAt: message.handledAt, readAt: message.readAt },
      after: { replyId: reply.id, mailId, lang, handledAt: now },
    });
    return { replyId: reply.id, mailId, lang };
  });
}

/** The reply as the customer reads it: a greeting, the answer, a signature, and their message quoted. */
function replyMail(lang: Lang, brand: string, message: { name: string; subject: string; message: string; createdAt: Date }, body: string) {
  const t = createTranslator(lang, adminMessages(lang));
  const greeting = t("messages.mail.greeting", { name: message.name });
  const signature = t("messages.mail.signature", { brand });
  const date = new Intl.DateTimeFormat(INTL_LOCALES[lang], { dateStyle: "long" }).format(message.createdAt);
  const quoteIntro = t("messages.mail.quote", { date });
  const subject = `${t("messages.mail.subjectPrefix")} ${message.subject}`;
  const text = `${greeting}\n\n${body}\n\n${signature}\n\n${quoteIntro}\n> ${message.message.replace(/\n/g, "\n> ")}`;
  const quoted = `<blockquote style="margin:24px 0 0;padding:0 0 0 12px;border-inline-start:3px solid #d9cfc4;color:#6b6159">${escapeHtml(quoteIntro)}<br>${escapeHtml(message.message).replace(/\n/g, "<br>")}</blockquote>`;
  const html = mailHtml(message.subject, [greeting, body, signature]).replace("</div></body>", `${quoted}</div></body>`);
  return { subject, text, html: isRtl(lang) ? html.replace("<html>", `<html dir="rtl" lang="${lang}">`) : html.replace("<html>", `<html lang="${lang}">`) };
}
