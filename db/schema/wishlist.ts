/**
 * The signed-in shopper's wishlist (app/features/wishlist).
 */
import { pgTable, uuid, text, timestamp, primaryKey } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products } from "./catalog";

export const wishlist = pgTable(
  "wishlist",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
