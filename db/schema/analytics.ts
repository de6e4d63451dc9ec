/**
 * Analytics events and their daily sums (app/features/analytics).
 */
import { pgTable, uuid, text, integer, bigint, timestamp, jsonb, primaryKey, index, date } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products } from "./catalog";

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
