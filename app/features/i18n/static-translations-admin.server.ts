/**
 * The owner's overrides of the dictionaries (docs/product/content-and-texts.md#txt-8 static_translations; docs/product/admin-back-office.md#adm-25).
 * This module is the only writer of static_translations: the static-translations screen, the
 * homepage, footer and content screens all save their texts through `saveOverrides`.
 *
 * Rules every save keeps:
 * - only keys the dictionaries know can be overridden (a typo would be a text nobody reads);
 * - a `{placeholder}` of the dictionary's text must survive the edit, or the page would show the
 *   raw brace or lose the number it was meant to carry;
 * - an empty text, or one equal to the dictionary's, removes the override (the dictionary applies);
 * - one transaction with its audit row; the table's trigger announces the change (migration 0002),
 *   so every server copy and every open page picks it up.
 */
import { inArray } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { staticTranslations } from "../../../db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { dictionaries } from "~/locales";
import { flatten, isPluralKey, type FlatMessages } from "~/lib/i18n";
import { LANGS, perLang, type Lang } from "~/lib/langs";

/** The longest override a text may have: longer than any page paragraph the shop shows. */
export const OVERRIDE_MAX = 4000;

const flatDictionaries = Object.fromEntries(LANGS.map((lang) => [lang, flatten(dictionaries[lang])])) as Record<Lang, FlatMessages>;

/** Every key some dictionary defines (Russian and Hebrew have plural forms French does not). */
export const DICTIONARY_KEYS: readonly string[] = [...new Set(LANGS.flatMap((lang) => Object.keys(flatDictionaries[lang])))].sort();
const knownKeys = new Set(DICTIONARY_KEYS);

export function isDictionaryKey(key: string) {
  return knownKeys.has(key);
}

/** The dictionary's own text for `key` in `lang`, without French fallback; undefined when it has none. */
export function dictionaryText(key: string, lang: Lang): string | undefined {
  return flatDictionaries[lang][key];
}

/** The `{name}` placeholders of a text, each once, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
}

/**
 * The placeholders an override of `key` in `lang` must keep: those of that language's dictionary
 * text, or of the French one when the language has none (the text it replaces on the page).
 */
export function requiredPlaceholders(key: string, lang: Lang): string[] {
  return placeholdersOf(dictionaryText(key, lang) ?? dictionaryText(key, "fr") ?? "");
}

export type StaticTranslationErrorCode = "unknown_key" | "placeholder_missing" | "too_long";

export class StaticTranslationError extends Error {
  constructor(
    readonly code: StaticTranslationErrorCode,
    readonly key: string,
    readonly lang: Lang,
    /** For placeholder_missing: the placeholders the text lost, as written ("{count}"). */
    readonly missing: string[] = [],
  ) {
    super(`${code}: ${key} (${lang})${missing.length ? ` ${missing.join(", ")}` : ""}`);
  }
}

export interface OverrideChange {
  key: string;
  lang: Lang;
  /** The new text; null or blank removes the override. */
  text: string | null;
}

export interface Actor {
  id: string;
  email: string;
}

/** Checks one change against the rules above; throws the first broken one. */
export function checkOverride(change: OverrideChange) {
  if (!isDictionaryKey(change.key)) throw new StaticTranslationError("unknown_key", change.key, change.lang);
  const text = change.text?.trim() ?? "";
  if (!text) return;
  if (text.length > OVERRIDE_MAX) throw new StaticTranslationError("too_long", change.key, change.lang);
  const kept = new Set(placeholdersOf(text));
  const missing = requiredPlaceholders(change.key, change.lang).filter((name) => !kept.has(name));
  if (missing.length) throw new StaticTranslationError("placeholder_missing", change.key, change.lang, missing.map((name) => `{${name}}`));
}

/** The stored overrides of these keys (all of them when `keys` is omitted), by key and language. */
export async function overridesFor(keys?: string[], executor: Tx | ReturnType<typeof db> = db()): Promise<Record<string, Partial<Record<Lang, string>>>> {
  if (keys && !keys.length) return {};
  const rows = keys
    ? await executor.select().from(staticTranslations).where(inArray(staticTranslations.key, keys))
    : await executor.select().from(staticTranslations);
  const result: Record<string, Partial<Record<Lang, string>>> = {};
  for (const row of rows) {
    const texts: Partial<Record<Lang, string>> = {};
    for (const lang of LANGS) if (row[lang]) texts[lang] = row[lang] as string;
    result[row.key] = texts;
  }
  return result;
}

/**
 * Applies the changes in one transaction (the caller's, when given) with one audit row, and
 * returns how many texts actually changed. Nothing is written when nothing changes, and nothing at
 * all when one change breaks a rule (checked before any write).
 */
export async function saveOverrides(
  changes: OverrideChange[],
  actor: Actor,
  options: { tx?: Tx; action?: string } = {},
): Promise<{ changed: number }> {
  for (const change of changes) checkOverride(change);
  const run = async (tx: Tx) => {
    const keys = [...new Set(changes.map((change) => change.key))];
    const before = await overridesFor(keys, tx);
    const after: Record<string, Partial<Record<Lang, string>>> = structuredClone(before);
    let changed = 0;
    for (const change of changes) {
      const text = change.text?.trim() ?? "";
      // Equal to the dictionary's own text: no override needed, the dictionary says it already.
      const next = text && text !== dictionaryText(change.key, change.lang) ? text : undefined;
      const current = after[change.key]?.[change.lang];
      if (current === next) continue;
      changed += 1;
      after[change.key] ??= {};
      if (next === undefined) delete after[change.key][change.lang];
      else after[change.key][change.lang] = next;
    }
    if (!changed) return { changed };

    const touched = keys.filter((key) => JSON.stringify(before[key] ?? {}) !== JSON.stringify(after[key] ?? {}));
    const emptied = touched.filter((key) => !Object.keys(after[key] ?? {}).length);
    const kept = touched.filter((key) => Object.keys(after[key] ?? {}).length);
    if (emptied.length) await tx.delete(staticTranslations).where(inArray(staticTranslations.key, emptied));
    for (const key of kept) {
      const texts = after[key];
      const row = { ...perLang((lang) => texts[lang] ?? null), updatedAt: new Date() };
      await tx.insert(staticTranslations).values({ key, ...row }).onConflictDoUpdate({ target: staticTranslations.key, set: row });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: options.action ?? "texts.update",
      entity: "static_translations",
      entityId: touched.length === 1 ? touched[0] : null,
      before: Object.fromEntries(touched.map((key) => [key, before[key] ?? {}])),
      after: Object.fromEntries(touched.map((key) => [key, after[key] ?? {}])),
    });
    return { changed };
  };
  return options.tx ? run(options.tx) : db().transaction(run);
}

// ---------------------------------------------------------------------------------------------
// The static-translations screen's reads (docs/product/admin-back-office.md#adm-25): every dictionary key with its texts.

export interface StaticTextRow {
  key: string;
  /** The dictionaries' own texts (a language may have none: French then fills in on the page). */
  dictionary: Partial<Record<Lang, string>>;
  /** The owner's texts. */
  overrides: Partial<Record<Lang, string>>;
  /** Languages with neither a dictionary text nor an override (the page shows French there). */
  missing: Lang[];
  /** Languages the owner changed. */
  overridden: Lang[];
}

export interface StaticTextsQuery {
  page: number;
  pageSize: number;
  q: string;
  dir: "asc" | "desc";
  filters: { state?: "missing" | "overridden"; lang?: Lang };
}

/** Lower case without accents, so "reinitialiser" finds "Réinitialiser". */
const folded = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/**
 * Whether a language reads this key: a plural form ("….few") only where the language has that
 * form (Russian's "few", Hebrew's "two"); French lacking a "few" is not missing anything.
 */
const pluralForms = Object.fromEntries(LANGS.map((lang) => [lang, new Set<string>(new Intl.PluralRules(lang).resolvedOptions().pluralCategories)])) as Record<Lang, Set<string>>;
function usesForm(key: string, lang: Lang) {
  return !isPluralKey(key) || pluralForms[lang].has(key.slice(key.lastIndexOf(".") + 1));
}

function rowOf(key: string, overrides: Partial<Record<Lang, string>>): StaticTextRow {
  const dictionary: Partial<Record<Lang, string>> = {};
  for (const lang of LANGS) {
    const text = dictionaryText(key, lang);
    if (text !== undefined) dictionary[lang] = text;
  }
  return {
    key,
    dictionary,
    overrides,
    missing: LANGS.filter((lang) => !dictionary[lang] && !overrides[lang] && usesForm(key, lang)),
    overridden: LANGS.filter((lang) => Boolean(overrides[lang])),
  };
}

/**
 * One page of the keys, searched by key or by any of their texts, optionally only those missing a
 * language or overridden (in one language when `lang` is given), with the counts of both states.
 */
export async function listStaticTexts(query: StaticTextsQuery) {
  const overrides = await overridesFor();
  const needle = folded(query.q.trim());
  const { lang, state } = query.filters;
  const langs = lang ? [lang] : LANGS;
  const searched = DICTIONARY_KEYS.map((key) => rowOf(key, overrides[key] ?? {})).filter(
    (row) => !needle || folded(row.key).includes(needle) || [...Object.values(row.dictionary), ...Object.values(row.overrides)].some((text) => folded(text ?? "").includes(needle)),
  );
  const isMissing = (row: StaticTextRow) => row.missing.some((missing) => langs.includes(missing));
  const isOverridden = (row: StaticTextRow) => row.overridden.some((changed) => langs.includes(changed));
  const counts = { all: searched.length, missing: searched.filter(isMissing).length, overridden: searched.filter(isOverridden).length };
  const matching = searched.filter((row) => (state === "missing" ? isMissing(row) : state === "overridden" ? isOverridden(row) : true));
  if (query.dir === "desc") matching.reverse();
  const start = (query.page - 1) * query.pageSize;
  return { rows: matching.slice(start, start + query.pageSize), total: matching.length, counts };
}

/** One key as its editor shows it, with the placeholders each language must keep; null for an unknown key. */
export async function staticTextForEdit(key: string) {
  if (!isDictionaryKey(key)) return null;
  const overrides = (await overridesFor([key]))[key] ?? {};
  const placeholders = Object.fromEntries(LANGS.map((lang) => [lang, requiredPlaceholders(key, lang)])) as Record<Lang, string[]>;
  return { ...rowOf(key, overrides), placeholders };
}
