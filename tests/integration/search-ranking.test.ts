/**
 * Search ranking (docs/product/catalogue.md#cat-12): a name that starts with the term or holds it as a word comes first,
 * then other substring matches, then near spellings; on PGlite and on PostgreSQL alike, and both
 * through SQL and through the suggestions' in-memory index (docs/product/performance-and-operations.md#ops-3, search-index.server.ts),
 * which a server uses while it hears the catalogue's changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseHandle } from "../../app/server/db.server";
import { startLiveUpdates } from "../../app/server/live.server";
import { searchIndexBuilt } from "../../app/features/catalog/search-index.server";
import { countProducts, searchProducts } from "../../app/features/catalog/catalog.server";
import { products as seedProducts } from "../../db/seed/data/catalog";
import type { Lang } from "../../app/lib/langs";
import { withSeededDatabase } from "./helpers";

withSeededDatabase();

const fold = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const words = (text: string) => fold(text).split(/[\s\p{P}]+/u).filter(Boolean);
const nameOf = (fr: string, lang: Lang = "fr") => seedProducts.find((p) => p.text.fr.name === fr)!.text[lang].name;

describe.each([
  ["through SQL", false],
  ["through the in-memory index", true],
])("search ranking %s", (_, indexed) => {
  let stopListening: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (!indexed) return;
    stopListening = await startLiveUpdates(databaseHandle());
    await searchIndexBuilt();
  });
  afterAll(async () => {
    await stopListening?.();
  });

  it("'ros' puts Rose de Grasse first, before the products that only mention it elsewhere", async () => {
    const found = await searchProducts("fr", "ros", { sort: "featured", limit: 5 });
    expect(found[0]?.name).toBe("Rose de Grasse");
    // The demo shop has featured products whose scent or description mentions roses: they follow.
    const others = await searchProducts("fr", "ros", { limit: 100 });
    expect(others.length).toBeGreaterThan(1);
    const nameMatches = others.map((p) => words(p.name).some((w) => w.startsWith("ros")));
    expect(nameMatches.indexOf(false)).toBeGreaterThan(nameMatches.lastIndexOf(true));
  });

  it("ranks a name holding the term as a whole word above names that only contain it", async () => {
    const found = await searchProducts("fr", "atlas", { limit: 100 });
    expect(found[0]?.name).toBe("Cèdre de l'Atlas");
    const english = await searchProducts("en", "cedar", { limit: 100 });
    expect(english[0]?.name).toBe(nameOf("Cèdre de l'Atlas", "en"));
  });

  it("ranks in Hebrew and Russian by the names in that language", async () => {
    for (const lang of ["he", "ru"] as const) {
      const name = nameOf("Rose de Grasse", lang);
      const term = name.split(/\s+/)[0].slice(0, 3);
      const found = await searchProducts(lang, term, { limit: 100 });
      expect(found.length).toBeGreaterThan(0);
      expect(words(found[0].name).some((w) => w.startsWith(fold(term)))).toBe(true);
    }
  });

  it("still finds a near spelling, after the exact matches", async () => {
    const found = await searchProducts("fr", "grase", { limit: 100 });
    expect(found.map((p) => p.name)).toContain("Rose de Grasse");
  });

  it("keeps the filters, the limit and literal wildcards", async () => {
    const floral = await searchProducts("fr", "ros", { category: "floral", limit: 100 });
    expect(floral.every((p) => p.categorySlug === "floral")).toBe(true);
    expect(await searchProducts("fr", "ros", { limit: 2 })).toHaveLength(2);
    expect(await searchProducts("fr", "%", { limit: 10 })).toEqual([]);
    expect(await searchProducts("fr", "_ _", { limit: 10 })).toEqual([]);
    expect(await searchProducts("fr", "--", { limit: 10 })).toEqual([]);
    expect((await searchProducts("fr", "ros", { limit: 100 })).length).toBe(await countProducts("fr", { search: "ros" }));
  });
});
