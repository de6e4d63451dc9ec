/**
 * What a domain gives the translations screen (translations-admin.server.ts): its translatable
 * texts and how a change to one is saved. Each domain declares its sources in its own
 * `contributions.server.ts`; the registry (app/features/contributions.server.ts) collects them, so a
 * new kind of translatable record is one file in its own feature folder (docs/architecture.md,
 * "Contributions").
 *
 * The list reads every source in one SQL query (counts and pages are computed by the database, so
 * the screen stays quick with thousands of products): a source gives its texts as SQL "long" rows
 * rather than a function returning them.
 */
import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "~/server/db.server";
import type { Lang } from "~/lib/langs";
import { cleanText, type TranslationType } from "~/schemas/admin/translations";

export interface Actor {
  id: string;
  email: string;
}

/** One text of one record changed on the grid, at `index` in the form. */
export interface TranslationChange {
  index: number;
  type: TranslationType;
  recordId: string;
  field: string;
  text: string;
  was: string;
}

/** A listed entry as the database hands it back (the text in each language, null where empty). */
export type EntryRow = {
  type: TranslationType;
  record_id: string;
  owner_id: string;
  field: string;
  ord: number | string;
} & Record<Lang, string | null>;

/** A field's name for the screen: an admin dictionary key and its values ("Section 2 · heading"). */
export interface FieldLabel {
  key: string;
  values?: Record<string, string | number>;
}

/** Why one entry of a save was refused: an admin dictionary key and its values, at the entry's index in the form. */
export interface EntryRefusal {
  index: number;
  message: string;
  values?: Record<string, string | number>;
}

/** Collects refusals; `has()` says whether a record's changes may not be written. */
export class Refusals {
  list: EntryRefusal[] = [];
  add(change: TranslationChange, message: string, values?: Record<string, string | number>) {
    this.list.push({ index: change.index, message, values });
  }
  has(changes: TranslationChange[]) {
    return changes.some((change) => this.list.some((refusal) => refusal.index === change.index));
  }
}

export interface TranslatableSource {
  /** The content types it holds (TRANSLATION_TYPES, whose order is the list's). */
  types: readonly TranslationType[];
  /** The tables its texts live in (the registry's test checks every translatable table is some source's). */
  tables: readonly PgTable[];
  /**
   * Its texts as long rows, SQL selecting (type, record_id, owner_id, sort_key, field, ord, lang, txt):
   * owner_id is what the record's editor is reached by, sort_key and ord keep the shop's order.
   */
  rows: string;
  /** The longest text a field takes, as its own editor allows; null for a field it does not know. */
  limit(type: TranslationType, field: string): number | null;
  /** The field's name on the screen; by default `translations.field.<type>.<field>`. */
  fieldLabel?(type: TranslationType, field: string, ord: number): FieldLabel;
  /** The admin page that edits the whole record. */
  href(type: TranslationType, ownerId: string): string;
  /** The records of a page of entries, named in French, by `<type>:<record id>`. */
  labels(rows: EntryRow[]): Promise<Map<string, string>>;
  /** Writes the changes to its records in `lang`, through the owning service (one audit row per record), or refuses them. */
  save(tx: Tx, lang: Lang, changes: TranslationChange[], actor: Actor, refusals: Refusals): Promise<void>;
}

/** The text changed since the grid was drawn (someone else saved it): refuse rather than overwrite. */
export function checkStale(refusals: Refusals, change: TranslationChange, stored: string | null | undefined) {
  if (cleanText(stored ?? "") !== cleanText(change.was)) refusals.add(change, "translations.errors.stale");
}

/** What an audit row keeps of a translation: the language and each changed field's before and after. */
export function auditValues(lang: Lang, changes: TranslationChange[], stored: (change: TranslationChange) => string) {
  return {
    before: { lang, ...Object.fromEntries(changes.map((change) => [change.field, stored(change)])) },
    after: { lang, ...Object.fromEntries(changes.map((change) => [change.field, change.text])) },
  };
}

export function groupBy(changes: TranslationChange[], by: (change: TranslationChange) => string = (change) => change.recordId): Map<string, TranslationChange[]> {
  const groups = new Map<string, TranslationChange[]>();
  for (const change of changes) groups.set(by(change), [...(groups.get(by(change)) ?? []), change]);
  return groups;
}

/** Writes each record's changes on its own (one audit row per record). */
export const perRecord =
  (write: (tx: Tx, recordId: string, lang: Lang, changes: TranslationChange[], actor: Actor, refusals: Refusals) => Promise<void>) =>
  async (tx: Tx, lang: Lang, changes: TranslationChange[], actor: Actor, refusals: Refusals) => {
    for (const [recordId, group] of groupBy(changes)) await write(tx, recordId, lang, group, actor, refusals);
  };

/** A JSON value as an array, `[]` when it is anything else (SQL). */
export const jsonArray = (json: string) => `case when jsonb_typeof(${json}) = 'array' then ${json} else '[]'::jsonb end`;
