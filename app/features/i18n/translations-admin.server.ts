/**
 * The translations screen's service (docs/product/admin-back-office.md#adm-25): one view across every translatable text of
 * the shop — products (their texts and their SEO), variants' option texts, images' alt texts,
 * categories, hero slides, static pages and landing pages — and the grid's save.
 *
 * An entry is one text of one record (a product's description, a page's section heading) as it
 * stands in the four languages. An entry exists once any language has that text; it is missing in a
 * language whose text is empty (the shop then shows French, docs/product/languages-and-currencies.md#lang-4). French is the source
 * and the fallback, and a text only another language has is missing in French too.
 *
 * Every source is read in SQL as "long" rows (record, field, language, text), pivoted to one row per
 * entry; counts and pages of the list are computed by the database, so the screen stays quick with
 * thousands of products. Archived products are left out: they are withdrawn from the shop.
 *
 * The texts come from every domain's translatable sources (translatable-sources-admin.server.ts),
 * collected from the registry (app/features/contributions.server.ts, docs/architecture.md,
 * "Contributions"): this file reads no domain's table itself. Each source's texts and writes live in
 * its own feature folder (app/features/catalog/contributions.server.ts for products and categories,
 * app/features/content/contributions.server.ts for hero slides, pages and landing pages), and its
 * writes go through its owning service. Every save is one transaction with an audit row per record,
 * and the content tables announce themselves (migration 0013's NOTIFY triggers), so the shop shows
 * the new texts at once.
 */
import { sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { CONTRIBUTIONS } from "~/features/contributions.server";
import { Refusals, type Actor, type EntryRefusal, type EntryRow, type FieldLabel, type TranslatableSource, type TranslationChange as Change } from "~/features/i18n/translatable-sources-admin.server";
import { LANGS, perLang, type Lang } from "~/lib/langs";
import { PRODUCT_LIMITS } from "~/schemas/admin/product-form";
import { cleanText, TRANSLATION_TYPES, TRANSLATIONS_PAGE_SIZE, type TranslationEntryInput, type TranslationType, type TranslationView } from "~/schemas/admin/translations";
import { UUID } from "~/lib/uuid";

export type { Actor, EntryRefusal };

/** Every domain's translatable sources, in the registry's order. */
const SOURCES: readonly TranslatableSource[] = CONTRIBUTIONS.flatMap((contribution) => contribution.translatable ?? []);

function sourceOf(type: TranslationType): TranslatableSource | undefined {
  return SOURCES.find((source) => source.types.includes(type));
}

/** The longest text a field takes, as its own editor allows; null for a field the screen does not know. */
export function limitOf(type: TranslationType, field: string): number | null {
  return sourceOf(type)?.limit(type, field) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Reading: every source as long rows, one pivot.
// ---------------------------------------------------------------------------------------------

const LANG_LIST = sql.raw(LANGS.map((lang) => `'${lang}'`).join(", "));
const TYPE_ARRAY = sql.raw(`array[${TRANSLATION_TYPES.map((type) => `'${type}'`).join(", ")}]::text[]`);

/** One row per entry: its text in each language, null where it is empty. */
function entriesSql(): SQL {
  return sql`
    entries as (
      select type, record_id, owner_id, sort_key, field, min(ord) as ord,
             ${sql.raw(LANGS.map((lang) => `max(txt) filter (where lang = '${lang}') as ${lang}`).join(", "))}
        from (${sql.raw(SOURCES.map((source) => source.rows).join("\n    union all\n"))}) as long
       where lang in (${LANG_LIST}) and txt is not null and btrim(txt) <> ''
       group by type, record_id, owner_id, sort_key, field
    )`;
}

type Executor = Pick<Tx, "execute">;
async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Completeness {
  /** Entries: texts that at least one language has. */
  total: number;
  /** Entries that have a text in each language. */
  done: Record<Lang, number>;
}

export interface TranslationsSummary {
  overall: Completeness;
  byType: Record<TranslationType, Completeness>;
}

/** Each language's completeness, overall and per content type, counted by the database. */
export async function translationsSummary(executor: Executor = db()): Promise<TranslationsSummary> {
  const rows = await rowsOf<{ type: TranslationType; total: string | number } & Record<Lang, string | number>>(
    executor,
    sql`with ${entriesSql()} select type, count(*) as total, ${sql.raw(LANGS.map((lang) => `count(${lang}) as ${lang}`).join(", "))} from entries group by type`,
  );
  const empty = (): Completeness => ({ total: 0, done: perLang(() => 0) });
  const byType = Object.fromEntries(TRANSLATION_TYPES.map((type) => [type, empty()])) as Record<TranslationType, Completeness>;
  const overall = empty();
  for (const row of rows) {
    const own = byType[row.type];
    if (!own) continue;
    own.total = Number(row.total);
    overall.total += own.total;
    for (const lang of LANGS) {
      own.done[lang] = Number(row[lang]);
      overall.done[lang] += own.done[lang];
    }
  }
  return { overall, byType };
}

export interface TranslationRow {
  key: string;
  type: TranslationType;
  recordId: string;
  field: string;
  /** The field's name for the screen: an admin dictionary key and its values ("Section 2 · heading"). */
  fieldLabel: { key: string; values?: Record<string, string | number> };
  /** The record, named in French (the source): a product's name and SKU, a page's title. */
  label: string;
  /** Where the whole record is edited. */
  href: string;
  /** The text to translate from: French, or for a text missing in French the first language that has it. */
  source: { lang: Lang; text: string } | null;
  /** The text in the language being filled ("" when missing). */
  target: string;
  /** The longest text the field takes. */
  max: number;
}

export interface TranslationsPage {
  rows: TranslationRow[];
  total: number;
}

/**
 * One page of entries in `lang`: only those missing there ("missing"), or all of them, of one
 * content type or every one, in the shop's order (type, record, field).
 */
export async function listTranslations(options: { lang: Lang; show: TranslationView; type?: TranslationType; page: number }, summary?: TranslationsSummary): Promise<TranslationsPage> {
  const filters: SQL[] = [];
  // `lang` comes from a zod enum of LANGS: safe to name as a column.
  if (options.show === "missing") filters.push(sql`${sql.raw(options.lang)} is null`);
  if (options.type) filters.push(sql`type = ${options.type}`);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const offset = (options.page - 1) * TRANSLATIONS_PAGE_SIZE;
  const rows = await rowsOf<EntryRow>(
    db(),
    sql`with ${entriesSql()}
        select type, record_id, owner_id, field, ord, ${sql.raw(LANGS.join(", "))} from entries ${where}
         order by array_position(${TYPE_ARRAY}, type), sort_key, record_id, ord, field
         limit ${TRANSLATIONS_PAGE_SIZE} offset ${offset}`,
  );
  // The list's length is one of the summary's counts: no second pass over every text.
  const counts = summary ?? (await translationsSummary());
  const figures = options.type ? counts.byType[options.type] : counts.overall;
  const labels = await recordLabels(rows);
  return {
    total: options.show === "missing" ? figures.total - figures.done[options.lang] : figures.total,
    rows: rows.map((row) => {
      const sourceLang = options.lang === "fr" ? LANGS.find((lang) => lang !== "fr" && row[lang]) : "fr";
      const sourceText = sourceLang ? row[sourceLang] : null;
      return {
        key: `${row.type}:${row.record_id}:${row.field}`,
        type: row.type,
        recordId: row.record_id,
        field: row.field,
        fieldLabel: fieldLabel(row.type, row.field, Number(row.ord)),
        label: labels.get(`${row.type}:${row.record_id}`) ?? "—",
        href: hrefOf(row.type, row.owner_id),
        source: sourceLang && sourceText ? { lang: sourceLang, text: sourceText } : null,
        target: row[options.lang] ?? "",
        max: limitOf(row.type, row.field) ?? PRODUCT_LIMITS.shortText,
      };
    }),
  };
}

function hrefOf(type: TranslationType, owner: string): string {
  return sourceOf(type)?.href(type, owner) ?? "";
}

function fieldLabel(type: TranslationType, field: string, ord: number): FieldLabel {
  return sourceOf(type)?.fieldLabel?.(type, field, ord) ?? { key: `translations.field.${type}.${field}` };
}

/** The records of a page of entries, named in French (the source), by `<type>:<record id>`: each source names its own. */
async function recordLabels(rows: EntryRow[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  for (const source of SOURCES) {
    const mine = rows.filter((row) => source.types.includes(row.type));
    if (mine.length) for (const [key, label] of await source.labels(mine)) labels.set(key, label);
  }
  return labels;
}

// ---------------------------------------------------------------------------------------------
// Writing: the grid's save.
// ---------------------------------------------------------------------------------------------

/** The save was refused: nothing was written; each refused entry says why. */
export class TranslationSaveError extends Error {
  constructor(public refusals: EntryRefusal[]) {
    super(`Translations save refused (${refusals.length})`);
    this.name = "TranslationSaveError";
  }
}

function parseKey(key: string): { type: TranslationType; recordId: string; field: string } | null {
  const [type, recordId, ...rest] = key.split(":");
  const field = rest.join(":");
  if (!(TRANSLATION_TYPES as readonly string[]).includes(type) || !UUID.test(recordId ?? "") || !field) return null;
  if (limitOf(type as TranslationType, field) === null) return null;
  return { type: type as TranslationType, recordId: recordId.toLowerCase(), field };
}

/**
 * Saves the grid: the entries whose text differs from the one it was drawn with, in `lang`, in one
 * transaction with an audit row per record. Any refusal (too long, changed meanwhile, a required
 * French text emptied…) writes nothing and throws TranslationSaveError naming each refused entry.
 * Returns how many texts were written.
 */
export async function saveTranslations(lang: Lang, entries: TranslationEntryInput[], actor: Actor): Promise<{ saved: number }> {
  const refusals = new Refusals();
  const changes: Change[] = [];
  entries.forEach((entry, index) => {
    const parsed = parseKey(entry.key);
    const change = { index, ...(parsed ?? { type: "product" as const, recordId: "", field: "" }), text: cleanText(entry.text), was: cleanText(entry.was) };
    if (!parsed) return refusals.add(change, "translations.errors.invalid");
    if (change.text === change.was) return;
    const max = limitOf(parsed.type, parsed.field)!;
    if (change.text.length > max) return refusals.add(change, "translations.errors.tooLong", { max });
    changes.push(change);
  });
  if (refusals.list.length) throw new TranslationSaveError(refusals.list);
  if (changes.length === 0) return { saved: 0 };

  await db().transaction(async (tx) => {
    for (const source of SOURCES) {
      const mine = changes.filter((change) => source.types.includes(change.type));
      if (mine.length) await source.save(tx, lang, mine, actor, refusals);
    }
    // Rolls back whatever was written before a refusal further down.
    if (refusals.list.length) throw new TranslationSaveError(refusals.list);
  });
  return { saved: changes.length };
}
