/** Mail outbox and analytics events. */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, timestamp, jsonb, index, check } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products } from "./catalog";

/**
 * Every e-mail the shop sends is written here first (AMENDMENTS 11). A worker sends pending rows by
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

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    eventType: text().notNull(),
    eventName: text().notNull(),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    sessionId: text(),
    pageUrl: text(),
    pageTitle: text(),
    referrer: text(),
    userAgent: text(),
    deviceType: text(),
    browser: text(),
    os: text(),
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    productName: text(),
    category: text(),
    amount: integer(),
    quantity: integer(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("analytics_events_type_created_idx").on(t.eventType, t.createdAt.desc().nullsFirst()),
  ],
);
