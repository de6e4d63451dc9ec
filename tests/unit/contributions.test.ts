/**
 * The registry of contributions (app/features/contributions.server.ts; docs/architecture.md,
 * "Contributions") covers every table that holds per-language texts or image addresses: each is read
 * by some domain's translatable source (the translations screen) or media user (the media library's
 * "used by"), or is listed by its domain as not collected, with the reason. A new table of either
 * kind without a contribution fails here, instead of silently missing from those screens.
 *
 * What counts, read from db/schema:
 * - per-language texts: a `*_translations` table with a `lang` column (one row per language), a
 *   table with one column per language (LANGS), or a jsonb column whose declared type holds
 *   `Localized` texts (directly or through a type declared in db/schema, such as LandingBlock);
 * - image addresses: a text column named like an image (`imageUrl`, `socialImageUrl`,
 *   `defaultSocialImage`), or a jsonb column whose declared type holds an `imageUrl`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { CONTRIBUTIONS } from "../../app/features/contributions.server";
import type { DomainContributions } from "../../app/features/contribution";
import { LANGS } from "../../app/lib/langs";

const schemaDir = path.resolve(import.meta.dirname, "../../db/schema");
const sources = readdirSync(schemaDir)
  .filter((file) => file.endsWith(".ts"))
  .map((file) => readFileSync(path.join(schemaDir, file), "utf8"));

/** The declared types (type and interface) of db/schema, by name, with their text. */
const declaredTypes = new Map(
  sources.flatMap((source) => [...source.matchAll(/^export (?:type|interface) (\w+)[\s\S]*?(?=^export |^\/\*\*|(?![\s\S]))/gm)].map((match) => [match[1], match[0]] as const)),
);

/** A type's text with the db/schema types it names spelled out (one level is enough for today's types). */
const spelled = (type: string) => type.replace(/\b[A-Z]\w+\b/g, (name) => declaredTypes.get(name) ?? name);

/** Each table's variable name and the text of its columns, as written in db/schema. */
const tableSources = new Map(
  sources.flatMap((source) => [...source.matchAll(/^export const (\w+) = pgTable\([\s\S]*?(?=^export |(?![\s\S]))/gm)].map((match) => [match[1], match[0]] as const)),
);

const tables: [string, PgTable][] = Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, value as PgTable] as [string, PgTable]] : []));

/** The columns declared `jsonb().$type<…>()`, with their type's text. */
const jsonbTypes = (name: string) => [...(tableSources.get(name) ?? "").matchAll(/(\w+): jsonb\(\)\s*\.\$type<(.+?)>\(\)/g)].map((match) => ({ column: match[1], type: spelled(match[2]) }));

/** Why a table holds per-language texts, or undefined. */
function perLanguage(table: PgTable, name?: string): string | undefined {
  const config = getTableConfig(table);
  const columns = config.columns.map((column) => column.name);
  if (config.name.endsWith("_translations") && columns.includes("lang")) return "one row per language";
  if (LANGS.every((lang) => columns.includes(lang))) return "one column per language";
  const localized = name ? jsonbTypes(name).find((column) => /\bLocalized\b/.test(column.type)) : undefined;
  return localized ? `${localized.column} holds Localized texts` : undefined;
}

/** Why a table holds image addresses, or undefined. */
function imageBearing(table: PgTable, name?: string): string | undefined {
  const named = getTableConfig(table).columns.find((column) => column.getSQLType() === "text" && /image(_?url)?$/i.test(column.name));
  if (named) return `${named.name} is an image address`;
  const inJson = name ? jsonbTypes(name).find((column) => /\bimageUrl\b/.test(column.type)) : undefined;
  return inJson ? `${inJson.column} holds image addresses` : undefined;
}

/** The tables of `candidates` that no contribution accounts for, for one screen. */
function uncovered(candidates: [string, PgTable][], contributions: readonly DomainContributions[], screen: "translations" | "media"): string[] {
  const covered = new Set<PgTable>(
    contributions.flatMap((contribution) =>
      screen === "translations"
        ? [...(contribution.translatable ?? []).flatMap((source) => source.tables), ...(contribution.notTranslatable ?? []).filter((entry) => entry.why.trim()).map((entry) => entry.table)]
        : [...(contribution.mediaUsers ?? []).flatMap((source) => source.tables), ...(contribution.notMediaUsers ?? []).filter((entry) => entry.why.trim()).map((entry) => entry.table)],
    ),
  );
  const detect = screen === "translations" ? perLanguage : imageBearing;
  return candidates.filter(([name, table]) => detect(table, name) && !covered.has(table)).map(([, table]) => getTableConfig(table).name);
}

describe("the registry of contributions", () => {
  it("finds today's translatable and image-bearing tables in db/schema", () => {
    const translatable = tables.filter(([name, table]) => perLanguage(table, name)).map(([, table]) => getTableConfig(table).name);
    const images = tables.filter(([name, table]) => imageBearing(table, name)).map(([, table]) => getTableConfig(table).name);
    expect(translatable).toEqual(
      expect.arrayContaining([
        "product_translations",
        "product_variant_translations",
        "product_images",
        "category_translations",
        "hero_slide_translations",
        "page_translations",
        "landing_page_translations",
        "landing_pages",
        "site_settings",
        "click_to_call_settings",
        "static_translations",
      ]),
    );
    expect(images).toEqual(expect.arrayContaining(["products", "product_images", "product_variants", "categories", "hero_slides", "homepage_blocks", "landing_pages", "site_settings"]));
  });

  it("covers every table with per-language texts: a translatable source reads it, or its domain says why not", () => {
    expect(uncovered(tables, CONTRIBUTIONS, "translations")).toEqual([]);
  });

  it("covers every table with image addresses: a media user reads it, or its domain says why not", () => {
    expect(uncovered(tables, CONTRIBUTIONS, "media")).toEqual([]);
  });

  it("fails for a new translatable or image-bearing table that no domain contributes", () => {
    const giftCardTranslations = pgTable("gift_card_translations", { cardId: uuid().notNull(), lang: text().notNull(), title: text().notNull() });
    const giftCards = pgTable("gift_cards", { id: uuid().primaryKey(), imageUrl: text() });
    const withNew: [string, PgTable][] = [...tables, ["giftCardTranslations", giftCardTranslations], ["giftCards", giftCards]];
    expect(uncovered(withNew, CONTRIBUTIONS, "translations")).toEqual(["gift_card_translations"]);
    expect(uncovered(withNew, CONTRIBUTIONS, "media")).toEqual(["gift_cards"]);
  });

  it("lists each domain once, each source under one domain", () => {
    const domains = CONTRIBUTIONS.map((contribution) => contribution.domain);
    expect(new Set(domains).size).toBe(domains.length);
    const types = CONTRIBUTIONS.flatMap((contribution) => (contribution.translatable ?? []).flatMap((source) => source.types));
    expect(new Set(types).size).toBe(types.length);
  });
});
