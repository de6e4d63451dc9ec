/**
 * A record's translated text in SQL: in `lang`, else in French (the fallback of every translated
 * text, docs/decisions/0004-translations-storage.md), else `fallback`. Lists that sort or show a
 * record's name use it, so that they read one text per row without loading every translation.
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { DEFAULT_LANG, type Lang } from "~/lib/langs";

/** Where a record's translations are: their table, the text, the record's key and the language. */
export interface TranslatedText {
  table: PgTable;
  text: AnyColumn | SQL;
  owner: AnyColumn;
  lang: AnyColumn;
}

export function textInLang(source: TranslatedText, ownerId: AnyColumn | SQL, lang: Lang, fallback: AnyColumn | SQL | string = ""): SQL<string> {
  const inLanguage = (language: Lang) =>
    sql`(select ${source.text} from ${source.table} where ${source.owner} = ${ownerId} and ${source.lang} = ${language})`;
  return sql<string>`coalesce(${inLanguage(lang)}, ${inLanguage(DEFAULT_LANG)}, ${fallback})`;
}
