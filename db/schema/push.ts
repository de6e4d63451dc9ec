/**
 * The team's new-order pushes: devices and deliveries (app/features/push).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, boolean, timestamp, index, uniqueIndex, check } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { orders } from "./commerce";

/**
 * The devices where a member of the team turned new-order alerts on (docs/product/seo-and-install.md#seo-7): a Web Push
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
