/**
 * The owner's overrides of the dictionaries' texts (app/features/i18n).
 */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { perLang } from "../../app/lib/langs";

/** Admin overrides of the dictionaries, by dotted key: one column per language of LANGS (docs/decisions/0016) (docs/product/catalogue.md#cat-1). */
export const staticTranslations = pgTable("static_translations", {
  key: text().primaryKey(),
  ...perLang(() => text()),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
