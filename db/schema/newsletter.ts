/**
 * Newsletter subscribers and their consent (app/features/newsletter).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    lang: text().notNull().default("fr"),
    /** The consent sentence the visitor saw, and when they agreed (docs/product/mail.md#mail-5). */
    consentText: text().notNull(),
    consentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribeToken: text().notNull().unique(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One row per e-mail, ignoring case (the 23505 of docs/product/mail.md#mail-4).
  (t) => [uniqueIndex("newsletter_subscribers_email_lower_unique").on(sql`lower(${t.email})`)],
);
