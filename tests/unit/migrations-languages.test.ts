/**
 * A language added to LANGS needs a migration: the CHECKs on every `lang` column and the
 * per-language columns of static_translations (docs/decisions/0016) are built from LANGS in
 * db/schema, and `npx drizzle-kit generate` writes the change. This reads the last migration's
 * snapshot, so a language without its migration fails here instead of at the first insert.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS } from "~/lib/langs";

const META = path.resolve(import.meta.dirname, "../../db/migrations/meta");

type Snapshot = { tables: Record<string, { columns: Record<string, unknown>; checkConstraints?: Record<string, { value: string }> }> };

function lastSnapshot(): Snapshot {
  const journal = JSON.parse(readFileSync(path.join(META, "_journal.json"), "utf8")) as { entries: { idx: number }[] };
  const last = Math.max(...journal.entries.map((entry) => entry.idx));
  return JSON.parse(readFileSync(path.join(META, `${String(last).padStart(4, "0")}_snapshot.json`), "utf8")) as Snapshot;
}

describe("the migrations know every language of LANGS", () => {
  const snapshot = lastSnapshot();

  it("every CHECK on a language column lists exactly LANGS", () => {
    const checks = Object.values(snapshot.tables).flatMap((table) => Object.values(table.checkConstraints ?? {}).filter((check) => /\blang in \(/.test(check.value)));
    expect(checks.length).toBeGreaterThan(0);
    for (const check of checks) expect(check.value, check.value).toBe(`lang in (${LANGS.map((lang) => `'${lang}'`).join(", ")})`);
  });

  it("static_translations has a column for each language", () => {
    expect(Object.keys(snapshot.tables["public.static_translations"].columns)).toEqual(expect.arrayContaining([...LANGS]));
  });
});
