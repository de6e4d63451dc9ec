/**
 * docs/product/performance-and-operations.md#ops-3: the search suggestions' in-memory index (search-index.server.ts) answers exactly
 * as the SQL ranking does, on PGlite and on PostgreSQL: pg_trgm's word_similarity computed in
 * JavaScript equals the database's, float4 for float4, and a search through the index returns the
 * same products in the same order as the same search through SQL. A change to a product's texts,
 * its sale or its category reaches the index.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as schema from "../../db/schema";
import { countQueries, databaseHandle, db, queryRows } from "../../app/server/db.server";
import { onTableChange, startLiveUpdates } from "../../app/server/live.server";
import { forgetAnswers } from "../../app/features/catalog/catalog-cache.server";
import { searchIndexBuilt, searchIndexReady } from "../../app/features/catalog/search-index.server";
import { foldPrintableAscii, searchProducts, SEARCH_SIMILARITY } from "../../app/features/catalog/catalog.server";
import { SimilarityScratch, TrigramDictionary, wordSimilarity } from "../../app/features/catalog/word-similarity";
import type { Lang } from "../../app/lib/langs";
import { seedCatalogue } from "../../bench/seed-catalogue.mjs";
import { withSeededDatabase } from "./helpers";

withSeededDatabase();

// Prefixes, whole words, near spellings, short terms, punctuation, several words, digits, accents,
// and terms that find nothing, in the four languages.
const SEARCHES: [Lang, string][] = [
  ["fr", "ros"], ["fr", "Rose"], ["fr", "lavande"], ["fr", "cèdre"], ["fr", "CEDRE"], ["fr", "vanile"], ["fr", "bergamotte"],
  ["fr", "grase"], ["fr", "boisé"], ["fr", "ro"], ["fr", "va"], ["fr", "e"], ["fr", "poivre noir"], ["fr", "l'atl"],
  ["fr", "d'hiver"], ["fr", "de grasse"], ["fr", "cire"], ["fr", "zzqx"], ["fr", "12"],
  ["en", "lav"], ["en", "cedar"], ["en", "vanila"], ["en", "sandalwod"], ["en", "gift box"], ["en", "of gr"], ["en", "smoky"],
  ["he", "ורד"], ["he", "לבנ"], ["he", "ארז"], ["he", "פצ'ו"], ["he", "נר"],
  ["ru", "роза"], ["ru", "лаванд"], ["ru", "зелёный"], ["ru", "зеленыи"], ["ru", "кедр"], ["ru", "св"],
];

beforeAll(async () => {
  // A few hundred more products, so that broad terms match more than a page of them.
  await seedCatalogue(databaseHandle(), 300, () => {});
});

describe("word_similarity in memory", () => {
  it("equals the database's for every product text and term", async () => {
    const texts = (await queryRows<{ search_name: string }>(db(), sql`select search_name from product_translations`)).map((row) => row.search_name);
    texts.push("", "a", "x²y ⅷ", "é1_a", "a’b", "co-op; 42");
    const dictionary = new TrigramDictionary();
    const sequences = texts.map((text) => dictionary.encode(text));
    const scratch = new SimilarityScratch(dictionary.size);
    let compared = 0;
    for (const [, term] of SEARCHES) {
      const [{ folded }] = await queryRows<{ folded: string }>(db(), sql`select lower(immutable_unaccent(${term})) as folded`);
      const expected = await queryRows<{ similarity: number; close: boolean }>(
        db(),
        sql`select word_similarity(${folded}, t) as similarity, word_similarity(${folded}, t) > ${SEARCH_SIMILARITY} as close
            from unnest(${sql.raw("array")}[${sql.join(texts.map((text) => sql`${text}`), sql`, `)}]::text[]) with ordinality as x(t, n) order by n`,
      );
      const trigramTerm = dictionary.term(folded);
      const release = scratch.useTerm(trigramTerm);
      const actual = sequences.map((sequence) => wordSimilarity(trigramTerm, sequence, scratch));
      release();
      expect(actual, term).toEqual(expected.map((row) => Math.fround(Number(row.similarity))));
      compared += texts.length;
    }
    expect(compared).toBeGreaterThan(1_000);
  });
});

describe("folding a term", () => {
  it("folds printable ASCII as the database does, without asking it", async () => {
    const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");
    const terms = [printable, ...printable, "  Rose--de  GRASSE!! ", "l'Atl", "_ _", "%", "a.b,c;d", "Ve\\ti`ver~", " ", ""];
    for (const term of terms) {
      const [expected] = await queryRows<{ folded: string; words: string }>(
        db(),
        sql`select lower(immutable_unaccent(${term})) as folded, trim(regexp_replace(lower(immutable_unaccent(${term})), '[[:space:][:punct:]]+', ' ', 'g')) as words`,
      );
      expect(foldPrintableAscii(term), JSON.stringify(term)).toEqual(expected);
    }
    expect(foldPrintableAscii("cèdre")).toBeUndefined();
    expect(foldPrintableAscii("tab\there")).toBeUndefined();
  });
});

describe("searching through the index", () => {
  let stopListening: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stopListening?.();
  });

  const pages = [
    { sort: "featured" as const, limit: 5 },
    { sort: "featured" as const, limit: 24, offset: 3 },
    { sort: "newest" as const, limit: 10 },
  ];

  it("gives the SQL ranking's products in its order", async () => {
    // Without live updates the search goes to SQL (nothing could drop an index); with them, to the index.
    const throughSql: string[][] = [];
    for (const [lang, term] of SEARCHES) for (const page of pages) throughSql.push((await searchProducts(lang, term, page)).map((p) => p.name));
    expect(throughSql.filter((names) => names.length === 5).length).toBeGreaterThan(10);

    stopListening = await startLiveUpdates(databaseHandle());
    await searchIndexBuilt();
    const throughIndex: string[][] = [];
    const queries: string[] = [];
    const stopCounting = countQueries((query) => queries.push(query));
    try {
      for (const [lang, term] of SEARCHES) {
        for (const page of pages) {
          forgetAnswers();
          throughIndex.push((await searchProducts(lang, term, page)).map((p) => p.name));
        }
      }
    } finally {
      stopCounting();
    }
    expect(throughIndex).toEqual(throughSql);
    // The ranking ran in memory: SQL only folded the terms and read the cards (and built the index).
    expect(queries.filter((query) => /word_similarity|<%/.test(query))).toEqual([]);
  });

  it("follows a product's new name, its withdrawal and its category's", async () => {
    stopListening ??= await startLiveUpdates(databaseHandle());
    // Through the index: once the change has been heard, it is built again before the search.
    const found = async (term: string) => {
      await searchIndexBuilt();
      forgetAnswers();
      return (await searchProducts("fr", term, { sort: "featured", limit: 5 })).map((p) => p.name);
    };
    expect(await found("zzqx")).toEqual([]);
    const [product] = await db().select({ id: schema.products.id, categoryId: schema.products.categoryId }).from(schema.products).where(eq(schema.products.sku, "DEMO-BENCH-00001"));
    await db().update(schema.productTranslations).set({ name: "Bougie Zzqx" }).where(sql`${schema.productTranslations.productId} = ${product.id} and ${schema.productTranslations.lang} = 'fr'`);
    await expect.poll(() => found("zzqx"), { timeout: 5_000 }).toEqual(["Bougie Zzqx"]);

    await db().update(schema.products).set({ status: "archived" }).where(eq(schema.products.id, product.id));
    await expect.poll(() => found("zzqx"), { timeout: 5_000 }).toEqual([]);
    await db().update(schema.products).set({ status: "active" }).where(eq(schema.products.id, product.id));
    await expect.poll(() => found("zzqx"), { timeout: 5_000 }).toEqual(["Bougie Zzqx"]);

    await db().update(schema.categories).set({ isActive: false }).where(eq(schema.categories.id, product.categoryId));
    await expect.poll(() => found("zzqx"), { timeout: 5_000 }).toEqual([]);
    await db().update(schema.categories).set({ isActive: true }).where(eq(schema.categories.id, product.categoryId));
  });

  it("answers through SQL while the index is built again after a text changes, without waiting for it", async () => {
    stopListening ??= await startLiveUpdates(databaseHandle());
    await searchIndexBuilt();
    const [product] = await db().select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.sku, "DEMO-BENCH-00002"));
    const heard = new Promise<void>((resolve) => {
      const stop = onTableChange(["product_translations"], () => {
        stop();
        resolve();
      });
    });
    await db().update(schema.productTranslations).set({ name: "Bougie Qwzz" }).where(sql`${schema.productTranslations.productId} = ${product.id} and ${schema.productTranslations.lang} = 'fr'`);
    // Once the change is heard, the next search finds the index out of date (which starts its build).
    await heard;
    const queries: string[] = [];
    const stopCounting = countQueries((query) => queries.push(query));
    try {
      forgetAnswers();
      const names = (await searchProducts("fr", "qwzz", { sort: "featured", limit: 5 })).map((p) => p.name);
      expect(names).toEqual(["Bougie Qwzz"]);
    } finally {
      stopCounting();
    }
    // That search went through SQL (its ranking's word_similarity), not through a stale index.
    expect(queries.some((query) => /word_similarity/.test(query))).toBe(true);
    await searchIndexBuilt();
    expect(searchIndexReady()).toBe(true);
    forgetAnswers();
    expect((await searchProducts("fr", "qwzz", { sort: "featured", limit: 5 })).map((p) => p.name)).toEqual(["Bougie Qwzz"]);
  });
});
