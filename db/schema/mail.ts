/**
 * The mail outbox every e-mail goes through (app/features/mail).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, timestamp, index, check } from "drizzle-orm/pg-core";

/**
 * Every e-mail the shop sends is written here first (docs/product/mail.md#mail-1). A worker sends pending rows by
 * SMTP when SMTP_URL is set and retries failures with back-off; without SMTP they stay readable here.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    lang: text().notNull().default("fr"),
    status: text({ enum: ["pending", "sent", "failed", "stored"] }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mail_outbox_status", sql`${t.status} in ('pending', 'sent', 'failed', 'stored')`),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_to_idx").on(t.toAddress, t.createdAt.desc().nullsFirst()),
  ],
);
