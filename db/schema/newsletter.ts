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
    /** The consent sentence the visitor saw, and when they agreed (AMENDMENTS 12). */
    consentText: text().notNull(),
    consentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribeToken: text().notNull().unique(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One row per e-mail, ignoring case (the 23505 of SPEC.md §8).
  (t) => [uniqueIndex("newsletter_subscribers_email_lower_unique").on(sql`lower(${t.email})`)],
);
