/** Mail outbox, analytics events and the team's new-order pushes. */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, timestamp, jsonb, index, check, boolean, uniqueIndex, date, bigint, primaryKey } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products } from "./catalog";
import { orders } from "./commerce";

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
    // The page's language and the visitor's currency (migration 0016): the screen splits by both.
    lang: text(),
    currency: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("analytics_events_type_created_idx").on(t.eventType, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Daily sums of analytics_events, kept by a statement trigger (migration 0016) in the same
 * transaction as the events: the screen reads these, never the events. `entries` counts visits
 * (a page view that starts one) and orders (an order's first purchase line); '' stands for unknown.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date({ mode: "string" }).notNull(),
    eventType: text().notNull(),
    eventName: text().notNull(),
    lang: text().notNull().default(""),
    currency: text().notNull().default(""),
    deviceType: text().notNull().default(""),
    events: integer().notNull().default(0),
    entries: integer().notNull().default(0),
    amount: bigint({ mode: "number" }).notNull().default(0),
    amountIls: bigint({ mode: "number" }).notNull().default(0),
    quantity: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: "analytics_daily_pk", columns: [t.day, t.eventType, t.eventName, t.lang, t.currency, t.deviceType] })],
);

/** Per day and product: views, adds to cart, units sold and revenue in ILS minor units (migration 0016). */
export const analyticsDailyProducts = pgTable(
  "analytics_daily_products",
  {
    day: date({ mode: "string" }).notNull(),
    productId: uuid().notNull(),
    productName: text(),
    views: integer().notNull().default(0),
    carts: integer().notNull().default(0),
    quantity: integer().notNull().default(0),
    amountIls: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ name: "analytics_daily_products_pk", columns: [t.day, t.productId] })],
);

/**
 * The devices where a member of the team turned new-order alerts on (issue 13 point 6): a Web Push
 * subscription each, in the language the alert is written in, with its quiet hours (the shop's
 * time, Asia/Jerusalem; by default Friday evening to Saturday evening). A push service that answers
 * "gone" removes its row.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    lang: text().notNull().default("fr"),
    deviceLabel: text().notNull().default(""),
    quietEnabled: boolean().notNull().default(true),
    /** Day of the week (0 Sunday … 6 Saturday) and minute of the day when quiet hours begin and end. */
    quietFromDay: integer().notNull().default(5),
    quietFromMinute: integer().notNull().default(17 * 60),
    quietToDay: integer().notNull().default(6),
    quietToMinute: integer().notNull().default(20 * 60),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("push_subscriptions_endpoint_https", sql`${t.endpoint} like 'https://%'`),
    check("push_subscriptions_quiet_days", sql`${t.quietFromDay} between 0 and 6 and ${t.quietToDay} between 0 and 6`),
    check("push_subscriptions_quiet_minutes", sql`${t.quietFromMinute} between 0 and 1439 and ${t.quietToMinute} between 0 and 1439`),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * One new-order push per device and order: written by whichever server copy sees the order first
 * (the unique pair keeps it to one), sent when due. Quiet hours move `dueAt` to their end; a failed
 * send is retried with back-off.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text({ enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("push_deliveries_status", sql`${t.status} in ('pending', 'sent', 'failed')`),
    uniqueIndex("push_deliveries_once").on(t.subscriptionId, t.orderId),
    index("push_deliveries_due_idx").on(t.status, t.dueAt),
  ],
);
