/**
 * Customer profiles and the team's notes on customers (app/features/customers).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, index, check } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const profiles = pgTable("profiles", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  firstName: text(),
  lastName: text(),
  phone: text(),
  address: text(),
  city: text(),
  postalCode: text(),
  country: text(),
  /**
   * Set when the owner erased the customer (the right to erasure): the fields above are emptied,
   * the account can no longer sign in, and its orders stay for the accounts, anonymised.
   */
  erasedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The team's internal notes about a customer (docs/product/admin-back-office.md#adm-5): never shown to the customer. The
 * author is kept as text with their e-mail at the time, like the audit log, so a note outlives a
 * removed staff account.
 */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    authorId: text(),
    authorEmail: text(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("customer_notes_body_length", sql`char_length(${t.body}) between 1 and 2000`),
    index("customer_notes_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

// The loyalty tables moved to ./loyalty; pages that imported the levels from here keep working.
export { LOYALTY_LEVELS, type LoyaltyLevel } from "./loyalty";
