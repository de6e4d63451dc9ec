/**
 * Product reviews and their moderation (app/features/reviews).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, boolean, timestamp, index, uniqueIndex, check } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products } from "./catalog";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text().references(() => user.id, { onDelete: "cascade" }).notNull(),
    authorName: text().notNull(),
    rating: integer().notNull(),
    body: text().notNull().default(""),
    lang: text().notNull().default("fr"),
    verifiedBuyer: boolean().notNull().default(false),
    status: text({ enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex("reviews_product_user_unique").on(t.productId, t.userId),
    index("reviews_product_status_idx").on(t.productId, t.status, t.createdAt.desc().nullsFirst()),
  ],
);
