/**
 * The catalogue service: products, categories and their texts in the visitor's language, with
 * French as the fallback. It owns the catalogue tables; other code calls it.
 */
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, queryRows, type Database, type Tx } from "~/server/db.server";
import {
  categories,
  categoryTranslations,
  productImages,
  products,
  productTranslations,
  productVariants,
  productVariantTranslations,
  productViews,
} from "../../../db/schema";
import type { Lang } from "~/lib/langs";
import { productsBoughtWith } from "~/features/orders/orders.server";
import { CATALOGUE_TABLES, memo } from "./catalog-cache.server";
import { UUID } from "~/lib/uuid";
import type { VariantFacts } from "~/lib/variant-facts";
import { searchIndexed, searchIndexReady } from "./search-index.server";

const own = alias(productTranslations, "own_text");
const french = alias(productTranslations, "fr_text");
const categoryOwn = alias(categoryTranslations, "category_own");
const categoryFrench = alias(categoryTranslations, "category_fr");

/** A product text in the visitor's language, else French. */
function localized<K extends "name" | "scent" | "description">(field: K) {
  return sql<string>`coalesce(nullif(${own[field]}, ''), ${french[field]}, '')`;
}

export const SORTS = ["newest", "oldest", "price-asc", "price-desc", "name-asc", "name-desc", "featured"] as const;
export type Sort = (typeof SORTS)[number];

export interface ProductCardData {
  id: string;
  name: string;
  scent: string;
  imageUrl: string | null;
  /** The "from" price in ILS minor units (see `fromPriceIlsMinor`). */
  priceIlsMinor: number;
  hasVariants: boolean;
  /** Units a shopper can buy (see `availableStock`); 0 means sold out. */
  stock: number;
  bestSeller: boolean;
  newArrival: boolean;
  featured: boolean;
  categorySlug: string;
  categoryName: string;
}

export interface ProductFilters {
  category?: string;
  bestSeller?: boolean;
  newArrival?: boolean;
  featured?: boolean;
  excludeId?: string;
  /** None of these products (a block that must not repeat another one). */
  excludeIds?: string[];
  /** Only these products (the wishlist's cards). */
  ids?: string[];
  /** Matches name, description and scent in the page's language and in French (docs/architecture.md#arch-11). */
  search?: string;
  sort?: Sort;
  limit?: number;
  offset?: number;
}

/**
 * docs/product/catalogue.md#cat-9, the one rule for a product's "from" price, used by its card, its page, the search
 * suggestions, the price sorts and the structured data: the lowest price of a variant the shopper
 * can actually buy (in stock). When every variant is sold out, the lowest of them all (the product
 * then says it is sold out). A product without variants costs its base price. The database keeps
 * it on the product row from the price and the active variants (migration 0015's triggers), so a
 * list sorts and limits without grouping every variant.
 */
export const fromPriceIlsMinor = sql<number>`${products.fromPriceMinor}`;

/**
 * How many units a shopper can buy. Checkout takes a variant's units from both the variant and the
 * product row, so a variant product has what both still hold. Kept on the product row like the
 * "from" price.
 */
export const availableStock = sql<number>`${products.availableStock}`;

/**
 * What the shop lists and sells, its one rule: a product on sale (status "active") in an active
 * category. Nothing else hides a product: one without a photo shows a placeholder picture, a
 * sold-out one shows "Épuisé". Every list, the product page, the cart and checkout read this;
 * `shopVisibility` explains a product's place in the shop from the same rule.
 */
export const shownInShop = sql<boolean>`(${products.isActive} and ${categories.isActive})`;

/** Why the shop does not show a product (each names an admin text: "productEditor.visibility.<reason>"). */
export type HiddenReason = "draft" | "archived" | "categoryInactive";

export interface ShopVisibility {
  /** In the shop's lists and on sale (`shownInShop`). */
  shown: boolean;
  /** Why not, when it is not shown; empty when it is. */
  reasons: HiddenReason[];
  /** Shown, but nothing can be bought: the shop says it is sold out. */
  soldOut: boolean;
}

/** A product's place in the shop, read with `shownInShop` itself; null when there is no such product. */
export async function shopVisibility(productId: string, executor: Database | Tx = db()): Promise<ShopVisibility | null> {
  const [row] = await executor
    .select({ shown: shownInShop, status: products.status, categoryActive: categories.isActive, available: availableStock })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!row) return null;
  const reasons: HiddenReason[] = [];
  if (!row.shown) {
    // The rule's two halves: the product's status, and its category.
    if (row.status === "draft" || row.status === "archived") reasons.push(row.status);
    if (!row.categoryActive) reasons.push("categoryInactive");
  }
  return { shown: row.shown, reasons, soldOut: Number(row.available) <= 0 };
}

function cardQuery(lang: Lang, executor: Database | Tx = db()) {
  return {
    query: executor
      .select({
        id: products.id,
        name: localized("name"),
        scent: localized("scent"),
        imageUrl: products.imageUrl,
        priceIlsMinor: fromPriceIlsMinor,
        hasVariants: products.hasVariants,
        stock: availableStock,
        bestSeller: products.bestSeller,
        newArrival: products.newArrival,
        featured: products.featured,
        categorySlug: categories.slug,
        categoryName: sql<string>`coalesce(${categoryOwn.name}, ${categoryFrench.name}, ${categories.slug})`,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(own, and(eq(own.productId, products.id), eq(own.lang, lang)))
      .leftJoin(french, and(eq(french.productId, products.id), eq(french.lang, "fr")))
      .leftJoin(categoryOwn, and(eq(categoryOwn.categoryId, categories.id), eq(categoryOwn.lang, lang)))
      .leftJoin(categoryFrench, and(eq(categoryFrench.categoryId, categories.id), eq(categoryFrench.lang, "fr"))),
  };
}

/** Similarity above which a word counts as a typo of the search term (docs/architecture.md#arch-27). */
export const SEARCH_SIMILARITY = 0.4;

/**
 * The visitor's term as the search compares it, folded by the database itself (lower case,
 * without accents, as the stored search columns): once per query, so that no row computes it.
 */
export interface FoldedTerm {
  /** lower(immutable_unaccent(term)). */
  folded: string;
  /** Its words between single spaces ("l'Atl" → "l atl"). */
  words: string;
}

/** A value taken literally by LIKE: its wildcards and escape character escaped. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The folded name, the first line of the stored search column (migration 0015). */
const searchedName = sql`split_part(${productTranslations.searchName}, chr(10), 1)`;

/**
 * Below three letters a term has no trigram of its own, so "contains" cannot use the index: such a
 * term matches the start of a word (which `<%` finds through the index: 'ro' → Rose, Romarin).
 */
const MIN_CONTAINED_LENGTH = 3;

/**
 * A product matches when its name, scent or description, in the page's language or in French,
 * contains the term ignoring case and accents, or its name or scent holds a word close to it
 * (pg_trgm's word_similarity). Both forms are operators the trigram indexes serve; `<%` uses the
 * threshold `withSearchThreshold` sets for the query.
 */
function matchesTerm(term: FoldedTerm): SQL {
  const t = productTranslations;
  const contains =
    Array.from(term.folded.trim()).length >= MIN_CONTAINED_LENGTH ? sql`${t.searchText} like ${`%${likeLiteral(term.folded)}%`} or ` : sql``;
  return sql`(${contains}${term.folded} <% ${t.searchName})`;
}

/**
 * The text rows of the page's language and French, written so that no index on `lang` serves it:
 * otherwise the planner reads a whole language through that index and tests each row, instead of
 * asking the trigram indexes for the few that match.
 */
const languageOf = (lang: Lang) => sql`(${productTranslations.lang} || '') in (${lang}, 'fr')`;

export function searchCondition(term: FoldedTerm, lang: Lang): SQL {
  const t = productTranslations;
  return sql`${products.id} in (select ${t.productId} from ${t} where ${languageOf(lang)} and ${matchesTerm(term)})`;
}

/**
 * `<%` keeps a similarity at or above the threshold; the rule is "above" (a word exactly 0.4 close
 * is no typo), and word_similarity is a float4, so the threshold sits just over it.
 */
const SIMILARITY_THRESHOLD = SEARCH_SIMILARITY + 1e-6;

// PostgreSQL refuses the NUL character in a text parameter (a 500 for "?q=%00"): it is dropped.
const withoutNul = (term: string) => term.replaceAll("\u0000", "");

/** The columns `folded` and `words` of a FoldedTerm, computed by the database from `term`. */
const foldedTermColumns = (term: string) =>
  sql`lower(immutable_unaccent(${term})) as folded, trim(regexp_replace(lower(immutable_unaccent(${term})), '[[:space:][:punct:]]+', ' ', 'g')) as words`;

/**
 * Runs `read` in a transaction whose word_similarity threshold is the search's (SET LOCAL: it ends
 * with the transaction, whichever pooled connection runs it), so that `<%` means "closer than
 * SEARCH_SIMILARITY" and the index answers it; the same statement folds the term. Without a term,
 * `read` runs on the pool.
 */
async function withSearchThreshold<T>(term: string | undefined, read: (executor: Database | Tx, folded?: FoldedTerm) => Promise<T>): Promise<T> {
  if (!term) return read(db());
  const clean = withoutNul(term);
  return db().transaction(async (tx) => {
    const [folded] = await queryRows<FoldedTerm>(
      tx,
      // PostgreSQL's planner prices word_similarity like any cheap function and, at 10,000 products,
      // prefers reading every text row and computing it on each (measured: 290 ms against 55 ms
      // through the trigram indexes); the search's own transaction does without sequential scans.
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true) as threshold,
        set_config('enable_seqscan', 'off', true) as scans, ${foldedTermColumns(clean)}`,
    );
    return read(tx, folded);
  });
}

/**
 * How well one text row (a language of a product) answers the term, best first, over its name,
 * scent and description:
 * 0. the name starts with the term, or holds it as a whole word ('ros' → Rose de Grasse,
 *    'atlas' → Cèdre de l'Atlas);
 * 1. a word of the name starts with the term;
 * 2. the name contains it;
 * 3. the scent or the description contains it;
 * 4. only a near spelling matched (pg_trgm); then the closer first (word_similarity).
 * A product takes its best row among the page's language and French (`searchHits`).
 */
function rowRank(term: FoldedTerm): SQL<number> {
  const literal = likeLiteral(term.folded);
  const words = likeLiteral(term.words);
  // search_words: the name's words between single spaces, one at each end (migration 0018).
  const spaced = productTranslations.searchWords;
  const wholeWord = words ? sql`when ${spaced} like ${`% ${words} %`} then 0 when ${spaced} like ${`% ${words}%`} then 1` : sql``;
  return sql<number>`case
      when ${searchedName} like ${`${literal}%`} then 0
      ${wholeWord}
      when ${searchedName} like ${`%${literal}%`} then 2
      when ${productTranslations.searchText} like ${`%${literal}%`} then 3
      else 4
    end`;
}

/**
 * The matching products with their best rank and closeness, computed once per matching text row
 * (found through the trigram indexes), so that ordering thousands of matches reads no row twice.
 */
function searchHits(term: FoldedTerm, lang: Lang) {
  const t = productTranslations;
  return db()
    .select({
      productId: t.productId,
      rank: sql<number>`min(${rowRank(term)})`.as("hit_rank"),
      // The closeness orders the near spellings (rank 4); a row that contains the term is as close
      // as can be, and is spared word_similarity (at 10,000 products a broad term matches over a
      // thousand rows, and computing it on each was a third of the search's time).
      closeness: sql<number>`max(case when ${t.searchText} like ${`%${likeLiteral(term.folded)}%`} then 1 else word_similarity(${term.folded}, ${t.searchName}) end)`.as("hit_closeness"),
    })
    .from(t)
    .where(sql`${languageOf(lang)} and ${matchesTerm(term)}`)
    .groupBy(t.productId)
    .as("hits");
}

function filterConditions(filters: ProductFilters, lang: Lang, folded?: FoldedTerm): SQL[] {
  const conditions: SQL[] = [shownInShop];
  if (filters.category) conditions.push(eq(categories.slug, filters.category));
  if (filters.bestSeller) conditions.push(eq(products.bestSeller, true));
  if (filters.newArrival) conditions.push(eq(products.newArrival, true));
  if (filters.featured) conditions.push(eq(products.featured, true));
  if (filters.excludeId) conditions.push(sql`${products.id} <> ${filters.excludeId}`);
  if (filters.excludeIds?.length) conditions.push(notInArray(products.id, filters.excludeIds));
  if (filters.ids) conditions.push(filters.ids.length ? inArray(products.id, filters.ids) : sql`false`);
  if (filters.search) {
    // The term is folded by the query's transaction (withSearchThreshold).
    if (!folded) throw new Error("a search needs its folded term");
    conditions.push(searchCondition(folded, lang));
  }
  return conditions;
}

function orderBy(sort: Sort, lang: Lang) {
  const name = sql`${localized("name")} collate "C"`;
  void lang;
  switch (sort) {
    case "oldest":
      return [asc(products.createdAt), asc(products.id)];
    case "price-asc":
      return [asc(fromPriceIlsMinor), desc(products.createdAt)];
    case "price-desc":
      return [desc(fromPriceIlsMinor), desc(products.createdAt)];
    case "name-asc":
      return [asc(sql`lower(${localized("name")})`), asc(name)];
    case "name-desc":
      return [desc(sql`lower(${localized("name")})`), desc(name)];
    case "featured":
      // The id last, so that equal rows keep one order (the search index orders them the same).
      return [desc(products.featured), desc(products.createdAt), asc(products.id)];
    default:
      return [desc(products.createdAt), asc(products.id)];
  }
}

/**
 * The cards of these products, in this order. Lists find the page's ids first (reading only what
 * their filters and sort need), then read the cards' texts and prices for those ids alone.
 */
async function cardsInOrder(lang: Lang, executor: Database | Tx, ids: string[]): Promise<ProductCardData[]> {
  if (ids.length === 0) return [];
  const rows = await cardQuery(lang, executor).query.where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids of a page of products for `filters`, ordered by `order` (the name sorts join the texts). */
async function pageIds(lang: Lang, executor: Database | Tx, filters: ProductFilters, folded?: FoldedTerm, ranked = false): Promise<string[]> {
  const search = ranked ? folded : undefined;
  const sort = filters.sort ?? (search ? "featured" : "newest");
  const byName = sort === "name-asc" || sort === "name-desc";
  let query = executor.select({ id: products.id }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).$dynamic();
  if (byName) {
    query = query
      .leftJoin(own, and(eq(own.productId, products.id), eq(own.lang, lang)))
      .leftJoin(french, and(eq(french.productId, products.id), eq(french.lang, "fr")));
  }
  const order = orderBy(sort, lang);
  if (search) {
    const hits = searchHits(search, lang);
    query = query.innerJoin(hits, eq(hits.productId, products.id));
    order.unshift(asc(hits.rank), desc(hits.closeness));
  }
  const rows = await query
    .where(and(...filterConditions(filters, lang, folded)))
    .orderBy(...order)
    .limit(filters.limit ?? 24)
    .offset(filters.offset ?? 0);
  return rows.map((row) => row.id);
}

/** The answers a page reads the same for every visitor: lists, counts, categories, one product. */
const listCache = memo(
  { tables: CATALOGUE_TABLES, max: 2000 },
  (lang: Lang, filters: ProductFilters) => JSON.stringify([lang, filters]),
  (lang: Lang, filters: ProductFilters): Promise<ProductCardData[]> =>
    withSearchThreshold(filters.search, async (executor, folded) => cardsInOrder(lang, executor, await pageIds(lang, executor, filters, folded))),
);

export async function listProducts(lang: Lang, filters: ProductFilters = {}): Promise<ProductCardData[]> {
  return listCache(lang, filters);
}

const searchCache = memo(
  { tables: CATALOGUE_TABLES, max: 1000 },
  (lang: Lang, term: string, filters: Omit<ProductFilters, "search">) => JSON.stringify([lang, term, filters]),
  async (lang: Lang, term: string, filters: Omit<ProductFilters, "search">): Promise<ProductCardData[]> => {
    const fromIndex = await searchThroughIndex(lang, term, filters);
    if (fromIndex) return cardsInOrder(lang, db(), fromIndex);
    return withSearchThreshold(term, async (executor, folded) => cardsInOrder(lang, executor, await pageIds(lang, executor, filters, folded, true)));
  },
);

/**
 * `foldedTermColumns` without asking the database, for a term of printable ASCII only, where it is
 * exact: immutable_unaccent leaves ASCII as it is, lower() only maps A–Z, and [[:space:][:punct:]]
 * is the space and ASCII's punctuation (tests/integration/search-index.test.ts checks every such
 * character against the database). Any other term is folded by the database.
 */
export function foldPrintableAscii(term: string): FoldedTerm | undefined {
  if (!/^[\x20-\x7e]*$/.test(term)) return undefined;
  const folded = term.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const words = folded.replace(/[ !-/:-@[-`{-~]+/g, " ").replace(/^ | $/g, "");
  return { folded, words };
}

/**
 * The page of ids the in-memory index gives (search-index.server.ts) for the searches it knows how
 * to answer: a term, a sort by featured or newest, a limit and an offset (the header's
 * suggestions). Undefined sends the search to SQL: other filters, or a process that does not hear
 * the catalogue's changes.
 */
async function searchThroughIndex(lang: Lang, term: string, filters: Omit<ProductFilters, "search">): Promise<string[] | undefined> {
  const { sort = "featured", limit = 24, offset = 0, ...others } = filters;
  const clean = withoutNul(term);
  if (!clean.trim() || Object.values(others).some((value) => value !== undefined)) return undefined;
  if ((sort !== "featured" && sort !== "newest") || !searchIndexReady()) return undefined;
  const folded = foldPrintableAscii(clean) ?? (await queryRows<FoldedTerm>(db(), sql`select ${foldedTermColumns(clean)}`))[0];
  return searchIndexed({ term: folded, lang, minContainedLength: MIN_CONTAINED_LENGTH, threshold: SIMILARITY_THRESHOLD, sort, limit, offset });
}

/**
 * Products matching a search term, the best answers first (their rank, then how close the term is
 * to their name or scent), then in the order of `filters.sort` (the header suggestions use
 * "featured").
 */
export async function searchProducts(lang: Lang, term: string, filters: Omit<ProductFilters, "search"> = {}): Promise<ProductCardData[]> {
  return searchCache(lang, term, filters);
}

const countCache = memo(
  { tables: CATALOGUE_TABLES, max: 1000 },
  (lang: Lang, filters: ProductFilters) => JSON.stringify([lang, filters]),
  async (lang: Lang, filters: ProductFilters): Promise<number> => {
    const [row] = await withSearchThreshold(filters.search, (executor, folded) =>
      executor
        .select({ total: count() })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(...filterConditions(filters, lang, folded))),
    );
    return Number(row?.total ?? 0);
  },
);

export async function countProducts(lang: Lang, filters: ProductFilters = {}): Promise<number> {
  return countCache(lang, filters);
}

export interface CategoryData {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
}

const categoriesCache = memo({ tables: CATALOGUE_TABLES, max: 8 }, (lang: Lang) => lang, (lang: Lang) => readCategories(lang));

export async function listCategories(lang: Lang): Promise<CategoryData[]> {
  return categoriesCache(lang);
}

async function readCategories(lang: Lang): Promise<CategoryData[]> {
  return db()
    .select({
      id: categories.id,
      slug: categories.slug,
      name: sql<string>`coalesce(${categoryOwn.name}, ${categoryFrench.name}, ${categories.slug})`,
      description: sql<string>`coalesce(nullif(${categoryOwn.description}, ''), ${categoryFrench.description}, '')`,
      imageUrl: categories.imageUrl,
    })
    .from(categories)
    .leftJoin(categoryOwn, and(eq(categoryOwn.categoryId, categories.id), eq(categoryOwn.lang, lang)))
    .leftJoin(categoryFrench, and(eq(categoryFrench.categoryId, categories.id), eq(categoryFrench.lang, "fr")))
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.displayOrder), asc(categories.slug));
}

// ---------------------------------------------------------------------------------------------
// One product, with everything its page shows.

export interface ProductDetail {
  id: string;
  sku: string;
  /** The base price; a variant adds its adjustment. */
  priceIlsMinor: number;
  /** The "from" price, the same as on the product's card (docs/product/catalogue.md#cat-9). */
  fromPriceIlsMinor: number;
  stock: number;
  /** Units a shopper can buy, as on the card: 0 means sold out. */
  availableStock: number;
  imageUrl: string | null;
  hasVariants: boolean;
  featured: boolean;
  bestSeller: boolean;
  newArrival: boolean;
  /** The editor's "natural" and "artisanal" tags: the page shows their badges only when ticked. */
  natural: boolean;
  artisanal: boolean;
  createdAt: Date;
  category: { slug: string; name: string };
  text: Omit<typeof productTranslations.$inferSelect, "productId" | "lang" | "searchName" | "searchText" | "searchWords">;
  images: { id: string; imageUrl: string; alt: string }[];
  variants: ({
    id: string;
    sku: string;
    color: string | null;
    size: string;
    colorLabel: string;
    scentVariant: string;
    stock: number;
    priceAdjustmentMinor: number;
    imageUrl: string | null;
  } & VariantFacts)[];
}

const productCache = memo({ tables: CATALOGUE_TABLES, max: 2000 }, (id: string, lang: Lang) => `${id}:${lang}`, (id: string, lang: Lang) => readProduct(id, lang));

/** One product on sale, with everything its page shows (stock included), or null. */
export async function getProduct(id: string, lang: Lang): Promise<ProductDetail | null> {
  // A real UUID only: 36 dashes also match [0-9a-f-]{36}, and the database refuses them (a 500).
  if (!UUID.test(id)) return null;
  return productCache(id.toLowerCase(), lang);
}

async function readProduct(id: string, lang: Lang): Promise<ProductDetail | null> {
  const [row] = await db()
    .select({
      product: products,
      fromPriceIlsMinor,
      availableStock,
      categorySlug: categories.slug,
      categoryName: sql<string>`coalesce(${categoryOwn.name}, ${categoryFrench.name}, ${categories.slug})`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(categoryOwn, and(eq(categoryOwn.categoryId, categories.id), eq(categoryOwn.lang, lang)))
    .leftJoin(categoryFrench, and(eq(categoryFrench.categoryId, categories.id), eq(categoryFrench.lang, "fr")))
    .where(and(eq(products.id, id), shownInShop));
  if (!row) return null;
  const [texts, images, variants, variantTexts] = await Promise.all([
    db().select().from(productTranslations).where(eq(productTranslations.productId, id)),
    db().select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.displayOrder)),
    // Variants on sale (a disabled one is kept for its orders), by price adjustment, ascending (docs/architecture.md#arch-11).
    db()
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), eq(productVariants.isActive, true)))
      .orderBy(asc(productVariants.priceAdjustmentMinor), asc(productVariants.sku)),
    db()
      .select()
      .from(productVariantTranslations)
      .innerJoin(productVariants, eq(productVariants.id, productVariantTranslations.variantId))
      .where(eq(productVariants.productId, id)),
  ]);
  const frenchText = texts.find((t) => t.lang === "fr");
  const ownText = texts.find((t) => t.lang === lang);
  const pick = (field: keyof ProductDetail["text"]) => (ownText?.[field] || frenchText?.[field] || "") as string;
  const text = {
    name: pick("name"),
    description: pick("description"),
    scent: pick("scent"),
    careInstructions: pick("careInstructions"),
    burnTime: pick("burnTime"),
    weight: pick("weight"),
    dimensions: pick("dimensions"),
    waxType: pick("waxType"),
    wickType: pick("wickType"),
    containerType: pick("containerType"),
    manufacturingCountry: pick("manufacturingCountry"),
    seoTitle: pick("seoTitle"),
    seoDescription: pick("seoDescription"),
  };
  const variantText = (variantId: string) => {
    const rows = variantTexts.filter((v) => v.product_variant_translations.variantId === variantId);
    const own = rows.find((v) => v.product_variant_translations.lang === lang)?.product_variant_translations;
    const fr = rows.find((v) => v.product_variant_translations.lang === "fr")?.product_variant_translations;
    return {
      size: own?.size || fr?.size || "",
      colorLabel: own?.color || fr?.color || "",
      scentVariant: own?.scentVariant || fr?.scentVariant || "",
    };
  };
  const product = row.product;
  return {
    id: product.id,
    sku: product.sku,
    priceIlsMinor: product.priceMinor,
    fromPriceIlsMinor: row.fromPriceIlsMinor,
    stock: product.stock,
    availableStock: row.availableStock,
    imageUrl: product.imageUrl,
    hasVariants: product.hasVariants,
    featured: product.featured,
    bestSeller: product.bestSeller,
    newArrival: product.newArrival,
    natural: product.natural,
    artisanal: product.artisanal,
    createdAt: product.createdAt,
    category: { slug: row.categorySlug, name: row.categoryName },
    text,
    images: images.map((image) => ({
      id: image.id,
      imageUrl: image.imageUrl,
      alt: image.altText[lang] || image.altText.fr || text.name,
    })),
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      color: variant.color,
      stock: variant.stock,
      priceAdjustmentMinor: variant.priceAdjustmentMinor,
      imageUrl: variant.imageUrl,
      weightGrams: variant.weightGrams,
      widthMm: variant.widthMm,
      heightMm: variant.heightMm,
      burnHours: variant.burnHours,
      ...variantText(variant.id),
    })),
  };
}

/**
 * docs/product/catalogue.md#cat-18: when a product has images but no main image, the first gallery image is saved as
 * its image_url. Returns the image now in force.
 */
export async function ensureMainImage(product: Pick<ProductDetail, "id" | "imageUrl" | "images">) {
  if (product.imageUrl || product.images.length === 0) return product.imageUrl;
  const first = product.images[0].imageUrl;
  await db().update(products).set({ imageUrl: first }).where(and(eq(products.id, product.id), sql`${products.imageUrl} is null`));
  return first;
}

export async function getCategoryBySlug(slug: string, lang: Lang): Promise<CategoryData | null> {
  const all = await listCategories(lang);
  return all.find((category) => category.slug === slug) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Around a product: honest viewer count, co-purchases, recommendations.

/** docs/product/reviews.md#rev-5: distinct visitors with the product open in the last 5 minutes. */
export const VIEWING_WINDOW_MINUTES = 5;
/** Views wait this long in memory and go to the database together (docs/product/performance-and-operations.md#ops-3: no insert per page). */
export const VIEW_FLUSH_MS = 1000;
/** A product's viewers are read from the database at most this often (docs/product/performance-and-operations.md#ops-3). */
export const VIEWER_COUNT_TTL_MS = 3000;

/** Views not written yet, one per product and visitor (the latest time wins, as the upsert does). */
const pendingViews = new Map<string, { productId: string; visitorId: string; seenAt: Date }>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> = Promise.resolve();

/**
 * Notes that a visitor has the product open. The row is written with the others of the same second
 * (flushProductViews): a busy product page then costs one insert a second, not one per view.
 */
export function recordProductView(productId: string, visitorId: string) {
  pendingViews.set(`${productId} ${visitorId}`, { productId, visitorId, seenAt: new Date() });
  if (!flushTimer) {
    flushTimer = setTimeout(() => void flushProductViews(), VIEW_FLUSH_MS);
    // A pending view must not keep a stopping process (or a test run) alive.
    flushTimer.unref?.();
  }
}

/** Writes the pending views now (the timer's job; tests and shutdown call it too). */
export function flushProductViews(): Promise<void> {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = undefined;
  const rows = [...pendingViews.values()];
  pendingViews.clear();
  // The counts read before these rows are written must still see them (they leave pendingViews).
  for (const row of rows) void recentViewers.get(row.productId)?.visitors.then((visitors) => visitors.add(row.visitorId), () => {});
  flushing = flushing.then(() => writeViews(rows));
  return flushing;
}

async function writeViews(rows: { productId: string; visitorId: string; seenAt: Date }[]) {
  if (!rows.length) return;
  const upsert = (batch: typeof rows) =>
    db()
      .insert(productViews)
      .values(batch)
      .onConflictDoUpdate({ target: [productViews.productId, productViews.visitorId], set: { seenAt: sql`excluded.seen_at` } });
  try {
    await upsert(rows);
  } catch {
    // One row can sink the batch (a product deleted meanwhile): the others are written one by one.
    for (const row of rows) await upsert([row]).catch(() => {});
  }
}

/** Each product's recent visitors as last read, and when (VIEWER_COUNT_TTL_MS). */
const recentViewers = new Map<string, { at: number; visitors: Promise<Set<string>> }>();

function readRecentViewers(productId: string): Promise<Set<string>> {
  const cached = recentViewers.get(productId);
  if (cached && Date.now() - cached.at < VIEWER_COUNT_TTL_MS) return cached.visitors;
  const visitors = db()
    .select({ visitorId: productViews.visitorId })
    .from(productViews)
    .where(
      and(
        eq(productViews.productId, productId),
        sql`${productViews.seenAt} > now() - make_interval(mins => ${VIEWING_WINDOW_MINUTES})`,
      ),
    )
    .then((rows) => new Set(rows.map((row) => row.visitorId)));
  // A failed read is not kept: the next page asks again.
  visitors.catch(() => recentViewers.delete(productId));
  // Expired entries go as they are replaced; a bound keeps a crawl of every product from piling up.
  if (recentViewers.size > 5000) recentViewers.clear();
  recentViewers.set(productId, { at: Date.now(), visitors });
  return visitors;
}

/**
 * The distinct visitors with the product open in the window: the database's answer of the last few
 * seconds, with the views still waiting to be written, and `visitorId` (the one asking counts too).
 */
export async function countViewers(productId: string, visitorId?: string): Promise<number> {
  const visitors = new Set(await readRecentViewers(productId));
  for (const view of pendingViews.values()) if (view.productId === productId) visitors.add(view.visitorId);
  if (visitorId) visitors.add(visitorId);
  return visitors.size;
}

/**
 * "Frequently bought together": products that shared an order with this one, most shared first;
 * when there are fewer than `limit`, the same category fills in (newest first).
 */
export async function frequentlyBoughtTogether(productId: string, categorySlug: string, lang: Lang, limit = 4): Promise<ProductCardData[]> {
  return togetherCache(productId, categorySlug, lang, limit);
}

/**
 * Orders announce their arrival (migration 0014), not their later changes (a cancellation): an
 * answer is also kept at most 10 minutes.
 */
const togetherCache = memo(
  { tables: [...CATALOGUE_TABLES, "orders"], max: 2000, ttlMs: 10 * 60_000 },
  (productId: string, categorySlug: string, lang: Lang, limit: number) => JSON.stringify([productId, categorySlug, lang, limit]),
  (productId: string, categorySlug: string, lang: Lang, limit: number) => readBoughtTogether(productId, categorySlug, lang, limit),
);

async function readBoughtTogether(productId: string, categorySlug: string, lang: Lang, limit: number): Promise<ProductCardData[]> {
  // What was ordered together is the orders domain's to say.
  const ids = await productsBoughtWith(productId, limit);
  const { query } = cardQuery(lang);
  const bought = ids.length
    ? await query.where(and(shownInShop, inArray(products.id, ids)))
    : [];
  bought.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  if (bought.length >= limit) return bought.slice(0, limit);
  const filler = await listProducts(lang, { category: categorySlug, excludeId: productId, sort: "newest", limit: limit + ids.length });
  return [...bought, ...filler.filter((p) => !ids.includes(p.id))].slice(0, limit);
}

/**
 * Recommendations (docs/product/overview.md#shop-11): excluding this product, featured first then newest; optionally one
 * category. `exclude` keeps out products another block on the page already shows.
 */
export function recommendations(productId: string, lang: Lang, options: { category?: string; limit?: number; exclude?: string[] } = {}) {
  return listProducts(lang, {
    excludeId: productId,
    excludeIds: options.exclude,
    category: options.category,
    sort: "featured",
    limit: options.limit ?? 4,
  });
}

// ---------------------------------------------------------------------------------------------
// Lines of a cart or an order: what the cart and checkout need to know about a product (and
// variant) without reaching into the catalogue's tables themselves.

export interface LineKey {
  productId: string;
  variantId: string | null;
}

export interface CatalogLine {
  productId: string;
  variantId: string | null;
  /** The product exists and is sold. */
  isActive: boolean;
  hasVariants: boolean;
  /** The line names a variant of this very product (false when it names none). */
  variantFound: boolean;
  /** In the asked language, else French, else "". */
  name: string;
  /** Size · colour · scent in the asked language (each else French); "" when none. */
  variantLabel: string;
  /** The variant's SKU for a variant line, else the product's. */
  sku: string;
  productSku: string;
  imageUrl: string | null;
  /** Base price plus the variant's adjustment, in ILS minor units (docs/product/cart-and-pricing.md#cart-1). */
  unitIlsMinor: number;
  /** The product's own stock. */
  productStock: number;
  /** The variant's stock for a variant line, else the product's. */
  stock: number;
}

/**
 * The catalogue's view of some cart or order lines, keyed by `lineKeyOf`. A product that does not
 * exist is absent. Runs on `executor`, so checkout reads it inside its transaction, after locking
 * the stock rows.
 */
export async function catalogLines(
  keys: LineKey[],
  lang: Lang,
  executor: Tx | ReturnType<typeof db> = db(),
): Promise<Map<string, CatalogLine>> {
  const productIds = [...new Set(keys.map((k) => k.productId))];
  const variantIds = [...new Set(keys.flatMap((k) => (k.variantId ? [k.variantId] : [])))];
  if (productIds.length === 0) return new Map();
  const [productRows, names, variantRows, labels] = await Promise.all([
    executor
      .select({
        id: products.id,
        sku: products.sku,
        priceMinor: products.priceMinor,
        stock: products.stock,
        hasVariants: products.hasVariants,
        // On sale: the product, and its category (a hidden category takes its products out of the shop, carts included).
        isActive: shownInShop,
        imageUrl: products.imageUrl,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, productIds)),
    executor
      .select({ productId: productTranslations.productId, lang: productTranslations.lang, name: productTranslations.name })
      .from(productTranslations)
      .where(and(inArray(productTranslations.productId, productIds), inArray(productTranslations.lang, [lang, "fr"]))),
    variantIds.length
      ? executor
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            sku: productVariants.sku,
            stock: productVariants.stock,
            adjustment: productVariants.priceAdjustmentMinor,
            imageUrl: productVariants.imageUrl,
            isActive: productVariants.isActive,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds))
      : Promise.resolve([]),
    variantIds.length
      ? executor
          .select({
            variantId: productVariantTranslations.variantId,
            lang: productVariantTranslations.lang,
            size: productVariantTranslations.size,
            color: productVariantTranslations.color,
            scentVariant: productVariantTranslations.scentVariant,
          })
          .from(productVariantTranslations)
          .where(and(inArray(productVariantTranslations.variantId, variantIds), inArray(productVariantTranslations.lang, [lang, "fr"])))
      : Promise.resolve([]),
  ]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const variantById = new Map(variantRows.map((v) => [v.id, v]));
  const nameOf = (productId: string) => {
    const rows = names.filter((n) => n.productId === productId);
    return rows.find((n) => n.lang === lang)?.name || rows.find((n) => n.lang === "fr")?.name || "";
  };
  const labelOf = (variantId: string) => {
    const rows = labels.filter((l) => l.variantId === variantId);
    const mine = rows.find((l) => l.lang === lang);
    const fr = rows.find((l) => l.lang === "fr");
    return [mine?.size ?? fr?.size, mine?.color ?? fr?.color, mine?.scentVariant ?? fr?.scentVariant].filter(Boolean).join(" · ");
  };
  const result = new Map<string, CatalogLine>();
  for (const key of keys) {
    const product = productById.get(key.productId);
    if (!product) continue;
    const variant = key.variantId ? variantById.get(key.variantId) : undefined;
    // A disabled variant can no longer be bought: a cart line holding one is treated as gone.
    const variantFound = Boolean(variant && variant.productId === product.id && variant.isActive);
    result.set(lineKeyOf(key), {
      productId: key.productId,
      variantId: key.variantId,
      isActive: product.isActive,
      hasVariants: product.hasVariants,
      variantFound,
      name: nameOf(product.id),
      variantLabel: variant && variantFound ? labelOf(variant.id) : "",
      sku: variantFound ? variant!.sku : product.sku,
      productSku: product.sku,
      imageUrl: (variantFound ? variant!.imageUrl : null) ?? product.imageUrl,
      unitIlsMinor: product.priceMinor + (variantFound ? variant!.adjustment : 0),
      productStock: product.stock,
      stock: variantFound ? variant!.stock : key.variantId ? 0 : product.stock,
    });
  }
  return result;
}

/** The map key of a line in catalogLines' answer. */
export function lineKeyOf(key: LineKey) {
  return `${key.productId}:${key.variantId ?? ""}`;
}

/** Which of these products exist and are on sale (a wishlist hides the others). */
export async function activeProductIds(ids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  // A product of a hidden category is off the shop too (docs/product/security-rules.md#sec-1).
  const rows = await db()
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, wanted), shownInShop));
  return new Set(rows.map((r) => r.id));
}

/** True when the product exists, on sale or not. Anything but a UUID is no product. */
export async function productExists(id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const [row] = await db().select({ id: products.id }).from(products).where(eq(products.id, id));
  return Boolean(row);
}

export interface ProductChoice {
  id: string;
  name: string;
  sku: string;
  variants: { id: string; label: string; sku: string }[];
}

/**
 * Every product (sold or not) with its variants, named in the language, for the back office's
 * filters (the stock-updates log), by name.
 */
export async function productChoices(lang: Lang): Promise<ProductChoice[]> {
  const [productRows, variantRows] = await Promise.all([
    db().select({ id: products.id }).from(products),
    db().select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants),
  ]);
  const lines = await catalogLines(
    [...productRows.map((p) => ({ productId: p.id, variantId: null })), ...variantRows.map((v) => ({ productId: v.productId, variantId: v.id }))],
    lang,
  );
  const byProduct = new Map<string, ProductChoice>();
  for (const p of productRows) {
    const line = lines.get(lineKeyOf({ productId: p.id, variantId: null }));
    byProduct.set(p.id, { id: p.id, name: line?.name ?? "", sku: line?.productSku ?? "", variants: [] });
  }
  for (const v of variantRows) {
    const line = lines.get(lineKeyOf({ productId: v.productId, variantId: v.id }));
    byProduct.get(v.productId)?.variants.push({ id: v.id, label: line?.variantLabel || line?.sku || "", sku: line?.sku ?? "" });
  }
  const collator = new Intl.Collator(lang);
  return [...byProduct.values()]
    .map((p) => ({ ...p, variants: p.variants.sort((a, b) => collator.compare(a.label, b.label)) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Products' names in a language, French when that language has none (admin lists name products). */
export async function productNames(ids: string[], lang: Lang): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db()
    .select({ id: productTranslations.productId, lang: productTranslations.lang, name: productTranslations.name })
    .from(productTranslations)
    .where(and(inArray(productTranslations.productId, wanted), inArray(productTranslations.lang, [...new Set([lang, "fr"])])));
  const names = new Map<string, string>();
  for (const row of rows) if (row.lang === lang || !names.has(row.id)) names.set(row.id, row.name);
  return names;
}
