/**
 * The search suggestions' index (docs/product/performance-and-operations.md#ops-3: p95 ≤ 15 ms at 10,000 products).
 *
 * A broad term ("ros", "lav", "vanila") matches 1,500 to 3,000 of the 40,000 product texts, and the
 * suggestions want the best five: the database found them through the trigram indexes in ~6 ms but
 * then ranked every match (20–60 ms on PostgreSQL, more on PGlite). Here the texts' folded search
 * columns, as the database stores them, are kept in memory with their trigrams, and the ranking of
 * `catalog.server.ts` (`rowRank`, `searchHits`, the "featured" order) runs over them: LIKE becomes
 * `includes`/`startsWith`, and word_similarity is pg_trgm's own walk (word-similarity.ts), float4
 * for float4. The term is still folded by the database, so accents and case fold exactly as the
 * stored columns did. tests/integration/search-index.test.ts checks the answers against the SQL
 * ranking, term by term, on both databases.
 *
 * Like the other catalogue caches, the index exists only while this process hears the database's
 * change announcements (live.server.ts), and is dropped by them: the texts when product_translations
 * change, the products' facts (on sale, featured, age) when products or categories do (an order's
 * stock change re-reads only those).
 *
 * Building the texts takes about a second at 10,000 products. Nobody waits for it: until it is
 * built, searches go through SQL as before (searchIndexReady says which), and the build reads the
 * texts in slices and yields between them, so that the pages asked meanwhile are answered.
 */
import { sql } from "drizzle-orm";
import { databaseHandle, db, queryRows, type DatabaseHandle } from "~/server/db.server";
import { hearsChanges, onTableChange } from "~/server/live.server";
import { logger } from "~/server/logger.server";
import type { Lang } from "~/lib/langs";
import { memo } from "./catalog-cache.server";
import { SimilarityScratch, TrigramDictionary, wordSimilarity, type TrigramTerm } from "./word-similarity";

/** One product text (a language of a product), as the search columns hold it. */
interface IndexedText {
  productId: string;
  lang: string;
  /** The name, the first line of search_name (the ranking's "name"). */
  name: string;
  /** search_words: the name's words between single spaces (migration 0018). */
  words: string;
  /** search_text: name, scent and description (a term contained anywhere). */
  text: string;
  /** search_name's trigram sequence (what word_similarity compares with). */
  trigrams: Int32Array;
}

interface TextIndex {
  texts: IndexedText[];
  /** The texts of each language, by position in `texts`. */
  byLang: Map<string, Int32Array>;
  dictionary: TrigramDictionary;
  /** Per language, for each trigram id, the texts whose search_name holds it (their positions). */
  postings: Map<string, Int32Array[]>;
  /** How many of the term's trigrams each text holds (zeroed after each search). */
  sharedCounts: Uint16Array;
  scratch: SimilarityScratch;
}

interface ProductFacts {
  /** The product and its category are active (filterConditions). */
  onSale: boolean;
  featured: boolean;
  /** created_at in microseconds, as precise as the database's order. */
  createdMicros: number;
}

/** Texts read per query while the index is built, and between two yields to the event loop. */
const BUILD_SLICE = 2_000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const loadTexts = memo({ tables: ["product_translations"], max: 1, index: true }, () => "texts", async (): Promise<TextIndex> => {
  const dictionary = new TrigramDictionary();
  const texts: IndexedText[] = [];
  const langs = new Map<string, number[]>();
  const postingLists = new Map<string, number[][]>();
  // In slices, in key order: one query of 40,000 texts would hold PGlite's thread as long.
  let after: { productId: string; lang: string } | undefined;
  for (;;) {
    const rows = await queryRows<{ product_id: string; lang: string; search_name: string; search_words: string; search_text: string }>(
      db(),
      sql`select product_id, lang, search_name, search_words, search_text from product_translations
          ${after ? sql`where (product_id, lang) > (${after.productId}, ${after.lang})` : sql``}
          order by product_id, lang limit ${BUILD_SLICE}`,
    );
    for (const row of rows) {
      const position = texts.length;
      const newline = row.search_name.indexOf("\n");
      const trigrams = dictionary.encode(row.search_name);
      texts.push({
        productId: row.product_id,
        lang: row.lang,
        name: newline < 0 ? row.search_name : row.search_name.slice(0, newline),
        words: row.search_words,
        text: row.search_text,
        trigrams,
      });
      if (!langs.has(row.lang)) {
        langs.set(row.lang, []);
        postingLists.set(row.lang, []);
      }
      langs.get(row.lang)!.push(position);
      const lists = postingLists.get(row.lang)!;
      for (const id of new Set(trigrams)) (lists[id] ??= []).push(position);
    }
    const last = rows.at(-1);
    if (rows.length < BUILD_SLICE || !last) break;
    after = { productId: last.product_id, lang: last.lang };
    await yieldToEventLoop();
  }
  const none = new Int32Array(0);
  return {
    texts,
    byLang: new Map([...langs].map(([lang, positions]) => [lang, Int32Array.from(positions)])),
    dictionary,
    postings: new Map([...postingLists].map(([lang, lists]) => [lang, Array.from({ length: dictionary.size }, (_, id) => (lists[id] ? Int32Array.from(lists[id]) : none))])),
    sharedCounts: new Uint16Array(texts.length),
    scratch: new SimilarityScratch(dictionary.size),
  };
});

/** The database whose texts are built and current (dropped by a change of product_translations). */
let textsBuiltFor: DatabaseHandle | undefined;
/** Counts the changes, so that a build a change overtook is not taken for current. */
let textChanges = 0;
let building: Promise<void> | undefined;
onTableChange(["product_translations"], () => {
  textsBuiltFor = undefined;
  textChanges++;
});

/** Starts building the texts, unless a build is under way; it marks them built if nothing changed meanwhile. */
function buildTexts(handle: DatabaseHandle): Promise<void> {
  if (building) return building;
  const changesBefore = textChanges;
  building = loadTexts()
    .then(() => {
      if (textChanges === changesBefore && databaseHandle() === handle && hearsChanges(handle)) textsBuiltFor = handle;
    })
    .catch((error: unknown) => logger.error({ err: error }, "the search index could not be built; searches go through SQL"))
    .finally(() => {
      building = undefined;
    });
  return building;
}

const loadFacts = memo({ tables: ["products", "categories"], max: 1, index: true }, () => "facts", async (): Promise<Map<string, ProductFacts>> => {
  const rows = await queryRows<{ id: string; on_sale: boolean; featured: boolean; created_micros: string | number }>(
    db(),
    sql`select p.id, (p.is_active and c.is_active) as on_sale, p.featured,
          (extract(epoch from p.created_at) * 1000000)::bigint as created_micros
        from products p join categories c on c.id = p.category_id`,
  );
  return new Map(rows.map((row) => [row.id, { onSale: row.on_sale, featured: row.featured, createdMicros: Number(row.created_micros) }]));
});

/** The term as the database folded it (catalog.server.ts `FoldedTerm`). */
export interface IndexedTerm {
  folded: string;
  words: string;
}

export interface IndexedSearch {
  term: IndexedTerm;
  lang: Lang;
  /** Terms shorter than this match by closeness only (catalog.server.ts MIN_CONTAINED_LENGTH). */
  minContainedLength: number;
  /** The `<%` threshold: a text whose word_similarity reaches it matches. */
  threshold: number;
  /** The order after rank and closeness. */
  sort: "featured" | "newest";
  limit: number;
  offset: number;
}

/**
 * Whether the index can answer now: only while this process hears the catalogue's changes, once
 * its texts are built. Otherwise the build starts (once) and the search goes through SQL.
 */
export function searchIndexReady(): boolean {
  const handle = databaseHandle();
  if (!hearsChanges(handle)) return false;
  if (textsBuiltFor === handle) return true;
  void buildTexts(handle);
  return false;
}

/**
 * Resolves once the index can answer (for tests and the catalogue benchmark, which measure it
 * built); rejects when this process does not hear the catalogue's changes or the build fails.
 */
export async function searchIndexBuilt(): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (searchIndexReady()) return;
    if (!hearsChanges(databaseHandle())) break;
    await buildTexts(databaseHandle());
  }
  if (!searchIndexReady()) throw new Error("the search index could not be built (see the log)");
}

/**
 * catalog.server.ts `rowRank`, over the stored columns. `contains`: whether the text holds the term,
 * known already; the name is the text's first line, so a text that does not hold the term can only
 * rank through its words.
 */
function rankOf(text: IndexedText, term: IndexedTerm, contains: boolean): number {
  if (contains && text.name.startsWith(term.folded)) return 0;
  if (term.words && text.words.includes(` ${term.words} `)) return 0;
  if (term.words && text.words.includes(` ${term.words}`)) return 1;
  if (contains) return text.name.includes(term.folded) ? 2 : 3;
  return 4;
}

interface Hit {
  productId: string;
  facts: ProductFacts;
  rank: number;
  closeness: number;
}

/**
 * The ids of the products matching the term, in the search's order (rank, closeness, then `sort`,
 * then id), the page of `limit` from `offset`.
 */
export async function searchIndexed(search: IndexedSearch): Promise<string[]> {
  const [index, facts] = await Promise.all([loadTexts(), loadFacts()]);
  const { term, threshold } = search;
  const containsMatches = Array.from(term.folded.trim()).length >= search.minContainedLength;
  const languages = search.lang === "fr" ? ["fr"] : [search.lang, "fr"];
  const hits = new Map<string, Hit>();
  const record = (text: IndexedText, contains: boolean, closeness: number) => {
    const product = facts.get(text.productId);
    if (!product?.onSale) return;
    const rank = rankOf(text, term, contains);
    const hit = hits.get(text.productId);
    if (!hit) hits.set(text.productId, { productId: text.productId, facts: product, rank, closeness });
    else {
      hit.rank = Math.min(hit.rank, rank);
      hit.closeness = Math.max(hit.closeness, closeness);
    }
  };

  // 1. The texts that contain the term match, as close as can be.
  if (containsMatches) {
    for (const lang of languages) {
      for (const position of index.byLang.get(lang) ?? []) {
        const text = index.texts[position];
        if (text.text.includes(term.folded)) record(text, true, 1);
      }
    }
  }

  // 2. The texts whose name or scent is close to the term (`<%`). A single plain word that five
  // products already contain needs none of them: a text that does not contain the term ranks 4,
  // after every text that does (a term with spaces or punctuation can rank better through its words).
  const plainWord = term.words === term.folded && !term.folded.includes(" ");
  const enough = plainWord && containsMatches && hits.size >= search.offset + search.limit;
  if (!enough) {
    const trigramTerm = index.dictionary.term(term.folded);
    const release = index.scratch.useTerm(trigramTerm);
    try {
      for (const position of closeCandidates(index, trigramTerm, languages, threshold)) {
        const text = index.texts[position];
        const contains = text.text.includes(term.folded);
        if (contains && containsMatches) continue; // recorded above
        const similarity = wordSimilarity(trigramTerm, text.trigrams, index.scratch);
        if (similarity >= threshold) record(text, contains, contains ? 1 : similarity);
      }
    } finally {
      release();
    }
  }

  const before = (a: Hit, b: Hit) =>
    a.rank - b.rank ||
    b.closeness - a.closeness ||
    (search.sort === "featured" ? Number(b.facts.featured) - Number(a.facts.featured) : 0) ||
    b.facts.createdMicros - a.facts.createdMicros ||
    (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0);
  return firstInOrder(hits.values(), search.offset + search.limit, before)
    .slice(search.offset)
    .map((hit) => hit.productId);
}

/**
 * The first `count` items in the order `before` gives, sorted: a broad term has thousands of hits
 * and the suggestions want five, so only a short sorted list is kept while they pass.
 */
function firstInOrder<T>(items: Iterable<T>, count: number, before: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  if (count <= 0) return kept;
  for (const item of items) {
    if (kept.length === count && before(item, kept[count - 1]) >= 0) continue;
    let at = kept.length === count ? count - 1 : kept.length;
    while (at > 0 && before(item, kept[at - 1]) < 0) {
      kept[at] = kept[at - 1];
      at--;
    }
    kept[at] = item;
  }
  return kept;
}

/**
 * The texts of these languages that share enough trigrams with the term to reach the threshold:
 * word_similarity is at most shared / |term|, so the others cannot match.
 */
function closeCandidates(index: TextIndex, term: TrigramTerm, languages: string[], threshold: number): number[] {
  if (term.size === 0) return [];
  const counts = index.sharedCounts;
  const touched: number[] = [];
  for (const lang of languages) {
    const lists = index.postings.get(lang);
    if (!lists) continue;
    for (const id of term.ids) {
      if (id < 0) continue;
      for (const position of lists[id]) {
        if (counts[position] === 0) touched.push(position);
        counts[position]++;
      }
    }
  }
  // A hair under the threshold: the bound is exact in reals, the similarity a float4.
  const needed = (threshold - 1e-6) * term.size;
  const candidates: number[] = [];
  for (const position of touched) {
    if (counts[position] >= needed) candidates.push(position);
    counts[position] = 0;
  }
  return candidates;
}
