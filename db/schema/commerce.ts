/**
 * Orders: their lines, status history, notes and checkout keys (app/features/orders). Money columns
 * are integer minor units (docs/product/cart-and-pricing.md#cart-1 and docs/product/checkout-and-orders.md#ord-5).
 */
import { sql } from "drizzle-orm";
import { pgTable, pgSequence, uuid, text, integer, bigint, numeric, timestamp, jsonb, index, check } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products, productVariants } from "./catalog";

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Readable order numbers that a customer can read out on the phone (docs/product/checkout-and-orders.md#ord-6). */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1001, increment: 1 });

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
}

export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderNumber: bigint({ mode: "number" })
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    /** Null for guests; kept null if the account is deleted, so the order survives. */
    userId: text().references(() => user.id, { onDelete: "set null" }),
    /** The guest's private tracking token (docs/product/security-rules.md#sec-1, docs/product/checkout-and-orders.md#ord-9). */
    orderToken: text().unique(),
    status: text({ enum: ORDER_STATUSES }).notNull().default("pending"),
    email: text().notNull(),
    lang: text().notNull().default("fr"),
    paymentMethod: text({ enum: ["cash", "card"] }).notNull().default("cash"),
    shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
    /** The currency the customer pays in, and the rate from ILS used (docs/product/checkout-and-orders.md#ord-5). */
    currency: text().notNull(),
    exchangeRate: numeric({ precision: 18, scale: 8 }).notNull(),
    subtotalMinor: integer().notNull(),
    discountMinor: integer().notNull().default(0),
    shippingMinor: integer().notNull(),
    totalMinor: integer().notNull(),
    totalIlsMinor: integer().notNull(),
    /**
     * Bumped by every status move: a move names the version it was offered on, so when two people
     * change the same order at once the second is refused instead of overwriting (docs/product/admin-back-office.md#adm-4).
     */
    version: integer().notNull().default(0),
    /** Given by the staff member who ships; told to the customer in the shipping mail. */
    carrier: text(),
    trackingNumber: text(),
    shippedAt: timestamp({ withTimezone: true }),
    /** Pay on delivery: delivered means collected (docs/product/checkout-and-orders.md#ord-8), how and how much. */
    deliveredAt: timestamp({ withTimezone: true }),
    collectedMethod: text({ enum: ["cash", "card"] }),
    collectedMinor: integer(),
    /**
     * What the back office's order search reads (docs/product/admin-back-office.md#adm-4): the e-mail, the name and the
     * phone's digits in one lower-case text, kept by the database itself, so that a search is one
     * LIKE on a short column (or its trigram index) instead of rebuilding the text on every row.
     */
    searchText: text().generatedAlwaysAs(
      sql`lower("email" || ' ' || coalesce("shipping_address"->>'firstName', '') || ' ' || coalesce("shipping_address"->>'lastName', '') || ' ' || regexp_replace(coalesce("shipping_address"->>'phone', ''), '[^0-9]', '', 'g'))`,
    ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("orders_collected", sql`${t.collectedMinor} is null or ${t.collectedMinor} >= 0`),
    check("orders_collected_method", sql`${t.collectedMethod} is null or ${t.collectedMethod} in ('cash', 'card')`),
    // The collection report reads deliveries and shipments by day.
    index("orders_delivered_idx").on(t.deliveredAt),
    index("orders_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("orders_shipped_idx").on(t.shippedAt),
    check("orders_status", sql`${t.status} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`),
    check("orders_amounts_nonnegative", sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.shippingMinor} >= 0 and ${t.totalMinor} >= 0`),
    check("orders_guest_or_user", sql`${t.userId} is not null or ${t.orderToken} is not null`),
    // "Mes Commandes": own orders, newest first.
    index("orders_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    // The orders list's status tabs, newest first, in the list's exact order (id breaks ties).
    index("orders_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The orders list, newest first (id breaks ties), and the dashboard's sales: the columns they sum
    // are in the index so that 60 days of sales are read from it alone (index-only, once vacuumed).
    index("orders_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.status, t.currency, t.totalMinor, t.totalIlsMinor),
    // The dashboard's to-dos (confirm, ship, cash to collect): only the open orders, from the index.
    index("orders_open_idx")
      .on(t.status, t.currency, t.totalMinor)
      .where(sql`${t.status} in ('pending', 'processing', 'shipped')`),
    index("orders_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /**
     * A product or variant that was ever ordered cannot be deleted (docs/product/admin-back-office.md#adm-13: archive or disable it
     * instead); the database refuses it too. The names below keep the order readable regardless.
     */
    productId: uuid().references(() => products.id, { onDelete: "restrict" }),
    variantId: uuid().references(() => productVariants.id, { onDelete: "restrict" }),
    productName: text().notNull(),
    variantLabel: text(),
    sku: text(),
    quantity: integer().notNull(),
    /** Unit price in the order's currency, before the quantity discount. */
    unitPriceMinor: integer().notNull(),
    discountMinor: integer().notNull().default(0),
    lineTotalMinor: integer().notNull(),
  },
  (t) => [
    check("order_items_quantity_positive", sql`${t.quantity} >= 1`),
    check("order_items_unit_price_nonnegative", sql`${t.unitPriceMinor} >= 0`),
    index("order_items_order_idx").on(t.orderId),
    // "Frequently bought together" looks orders up by product.
    index("order_items_product_idx").on(t.productId),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text(),
    toStatus: text().notNull(),
    /** Who made the move; null for the system or a guest's own checkout. */
    changedBy: text().references(() => user.id, { onDelete: "set null" }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.createdAt)],
);

/** Staff's internal notes on an order (never shown to the customer). */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: text().references(() => user.id, { onDelete: "set null" }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("order_notes_body", sql`length(${t.body}) between 1 and 2000`), index("order_notes_order_idx").on(t.orderId, t.createdAt)],
);

/** One checkout key, one order (docs/product/checkout-and-orders.md#ord-3). */
export const checkoutKeys = pgTable(
  "checkout_keys",
  {
    key: text().primaryKey(),
    orderId: uuid().references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checkout_keys_created_idx").on(t.createdAt)],
);

// The stock tables moved to ./stock; pages that imported the reasons from here keep working.
export { ADJUSTMENT_REASONS, STOCK_REASONS } from "./stock";
