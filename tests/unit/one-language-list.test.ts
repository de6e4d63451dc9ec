/**
 * The languages are one list, LANGS in app/lib/langs.ts, with their direction from dirOf
 * (docs/product/languages-and-currencies.md#lang-1). Code that spells the list out ({ fr, en, he,
 * ru }, ["fr", "en", "he", "ru"], one SQL column per language) or checks a language against a
 * literal (`lang === "he"` for right to left) silently forgets a language added to LANGS: the
 * compiler does not see it. This scan keeps such code inside the i18n module, where a new language
 * is a compile error.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANG, LANGS } from "~/lib/langs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "server", "db", "scripts"];
/** The i18n module, the texts kept per language (Record<Lang, …>, the compiler asks for each), and the migrations already run. */
const ALLOWED = ["app/lib/langs.ts", "app/lib/i18n.ts", "app/locales/", "db/seed/data/", "db/migrations/"];

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = path.posix.join(dir, name);
    if (statSync(path.join(ROOT, file)).isDirectory()) return sources(file);
    return /\.(ts|tsx|js|mjs|sql)$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

const codes = LANGS.join("|");
/**
 * `lang === "he"`, `"ru" !== x`: a language compared to a literal, which a new language silently
 * misses (its direction, its script). French, the default, is the fallback and the source of every
 * translation: a comparison with it is about that role, which a new language does not change.
 */
const others = LANGS.filter((lang) => lang !== DEFAULT_LANG).join("|");
const comparison = new RegExp(`(?:[!=]==?\\s*["'](?:${others})["'])|(?:["'](?:${others})["']\\s*[!=]==?)`, "g");
/** A language named as a string ("he", 'he') or as an object key / SQL alias (he:, as he). */
const mention = new RegExp(`["'](${codes})["']|(?<![\\w.$-])(${codes})\\s*:(?!:)|\\bas\\s+(${codes})\\b`, "g");

/** The places where three languages or more are named within a few lines: the list spelled out. */
function spelledLists(text: string): string[] {
  const hits = [...text.matchAll(mention)].map((match) => ({ at: match.index, lang: match[1] ?? match[2] ?? match[3] }));
  const found: string[] = [];
  for (const [i, hit] of hits.entries()) {
    const near = new Set(hits.slice(i).filter((other) => other.at - hit.at < 400).map((other) => other.lang));
    if (near.size >= 3) {
      found.push(`line ${text.slice(0, hit.at).split("\n").length}`);
      while (hits[i + 1] && hits[i + 1].at - hit.at < 400) hits.splice(i + 1, 1);
    }
  }
  return found;
}

const files = SCANNED.flatMap(sources).filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)));

describe("the one list of languages", () => {
  it("scans the application's code", () => {
    expect(files).toContain("app/root.tsx");
    expect(files).not.toContain("app/lib/langs.ts");
  });

  it("no code outside the i18n module compares a language to a literal", () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      return [...text.matchAll(comparison)].map((match) => `${file}:${text.slice(0, match.index).split("\n").length}: ${match[0]}`);
    });
    expect(found).toEqual([]);
  });

  it("no code outside the i18n module spells out the list of languages", () => {
    const found = files.flatMap((file) => spelledLists(readFileSync(path.join(ROOT, file), "utf8")).map((where) => `${file}: ${where}`));
    expect(found).toEqual([]);
  });
});
