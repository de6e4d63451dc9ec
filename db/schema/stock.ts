/**
 * Stock movements and back-in-stock requests (app/features/stock). Stock changes are logged in
 * stock_movements (docs/product/checkout-and-orders.md#ord-10).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, bigint, timestamp, index, uniqueIndex, check } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products, productVariants } from "./catalog";
import { langCheck } from "./columns";
import { orders } from "./commerce";

/**
 * "Prévenez-moi" (docs/product/catalogue.md#cat-17): a shopper asks to be mailed when a sold-out product or variant
 * is back. Each waiting request is mailed once, in its language, when that stock goes from 0 to more;
 * notifiedAt then records it. One waiting request per person and product (or variant).
 */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid().references(() => productVariants.id, { onDelete: "cascade" }),
    /** Stored lower-cased. */
    email: text().notNull(),
    lang: text().notNull(),
    /** When the person ticked the consent box: no request is stored without it. */
    consentAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("back_in_stock_requests_lang", langCheck("lang")),
    check("back_in_stock_requests_email_lower", sql`${t.email} = lower(${t.email})`),
    uniqueIndex("back_in_stock_requests_waiting_unique")
      .on(t.productId, sql`coalesce(${t.variantId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.email)
      .where(sql`${t.notifiedAt} is null`),
    index("back_in_stock_requests_product_idx").on(t.productId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Why stock moved. The admin's adjustments give one of ADJUSTMENT_REASONS; "admin" is kept for older rows. */
export const STOCK_REASONS = ["seed", "order", "cancel", "admin", "import", "restock", "stocktake", "damaged", "other"] as const;
export const ADJUSTMENT_REASONS = ["restock", "stocktake", "damaged", "other"] as const;

/** Every stock change, whoever made it (docs/product/checkout-and-orders.md#ord-10). */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The order in which movements were written. A movement is written while its stock row is
     * locked, so for one row this is the order of `stockAfter`; `createdAt` is its transaction's
     * start on PostgreSQL, and a transaction that began first may take the stock last.
     */
    seq: bigint({ mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid().references(() => productVariants.id, { onDelete: "cascade" }),
    delta: integer().notNull(),
    stockAfter: integer().notNull(),
    reason: text({ enum: STOCK_REASONS }).notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    actorUserId: text().references(() => user.id, { onDelete: "set null" }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stock_movements_stock_after_nonnegative", sql`${t.stockAfter} >= 0`),
    index("stock_movements_product_idx").on(t.productId, t.seq.desc()),
    index("stock_movements_seq_idx").on(t.seq.desc()),
    index("stock_movements_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);
