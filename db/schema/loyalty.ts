/**
 * The loyalty programme: levels, balances and the ledger (app/features/loyalty, docs/product/loyalty.md#loy-1).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, timestamp, index, unique, check } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { orders } from "./commerce";

export const LOYALTY_LEVELS = ["bronze", "silver", "gold", "platinum"] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number];

/** Thresholds of lifetime spend in euro cents; the owner can change them (docs/product/loyalty.md#loy-1). */
export const loyaltyLevels = pgTable(
  "loyalty_levels",
  {
    level: text({ enum: LOYALTY_LEVELS }).primaryKey(),
    minSpentEurMinor: integer().notNull(),
    displayOrder: integer().notNull(),
  },
  (t) => [check("loyalty_levels_min_nonnegative", sql`${t.minSpentEurMinor} >= 0`)],
);

/** The balance, derived from the ledger and kept with it in the same transaction. */
export const loyaltyAccounts = pgTable(
  "loyalty_points",
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    currentPoints: integer().notNull().default(0),
    totalPoints: integer().notNull().default(0),
    lifetimeSpentEurMinor: integer().notNull().default(0),
    loyaltyLevel: text({ enum: LOYALTY_LEVELS }).notNull().default("bronze"),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("loyalty_points_nonnegative", sql`${t.currentPoints} >= 0 and ${t.totalPoints} >= 0`)],
);

export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    points: integer().notNull(),
    spentEurMinor: integer().notNull().default(0),
    reason: text({ enum: ["order_delivered", "adjustment"] }).notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_ledger_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    // An order credits points once.
    unique("loyalty_ledger_order_reason_unique").on(t.orderId, t.reason),
  ],
);
