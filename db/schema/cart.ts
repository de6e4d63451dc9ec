/**
 * Carts and their lines (app/features/cart). Money columns are integer minor units (docs/product/cart-and-pricing.md#cart-1 and docs/product/checkout-and-orders.md#ord-5).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, timestamp, index, unique, check } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products, productVariants } from "./catalog";

/** A cart belongs to a signed-in user, or to a guest identified by an HTTP-only cookie (docs/product/cart-and-pricing.md#cart-6). */
export const carts = pgTable(
  "carts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    guestToken: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("carts_has_owner", sql`${t.userId} is not null or ${t.guestToken} is not null`),
    index("carts_updated_idx").on(t.updatedAt),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid().references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("cart_items_quantity_positive", sql`${t.quantity} >= 1`),
    // One line per product and variant; a product without variants has a null variant.
    unique("cart_items_line_unique").on(t.cartId, t.productId, t.variantId).nullsNotDistinct(),
  ],
);
