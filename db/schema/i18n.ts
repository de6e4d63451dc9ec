/**
 * The owner's overrides of the dictionaries' texts (app/features/i18n).
 */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Admin overrides of the dictionaries, by dotted key (SPEC.md §3). */
export const staticTranslations = pgTable("static_translations", {
  key: text().primaryKey(),
  fr: text(),
  en: text(),
  he: text(),
  ru: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
