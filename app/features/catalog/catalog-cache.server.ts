/**
 * In-memory copies of the catalogue reads that the product page, the home, the shop and a category
 * make (docs/product/performance-and-operations.md#ops-3), so that a warm server answers them without SQL. Each copy is bounded
 * (least recently used goes first) and is dropped whole when one of the tables that feed it
 * changes: the database announces every change on 'shop_changes' (migrations 0002, 0013, 0014)
 * and every server copy hears it (live.server.ts). Stock lives in products and product_variants,
 * so an order or a stock adjustment drops the product data too.
 *
 * Nothing is kept while the process does not hear those announcements (a test or script that never
 * started live updates, or a listener that failed): a copy nobody can drop would go stale.
 */
import { LRUCache } from "lru-cache";
import { databaseHandle, type DatabaseHandle } from "~/server/db.server";
import { hearsChanges, onTableChange } from "~/server/live.server";

/** What a product card, a product page or a category shows comes from these tables. */
export const CATALOGUE_TABLES = [
  "products",
  "product_translations",
  "product_variants",
  "product_variant_translations",
  "product_images",
  "categories",
  "category_translations",
  "media",
];

export interface MemoOptions {
  /** The tables whose changes drop every entry. */
  tables: string[];
  /** How many answers are kept. */
  max: number;
  /** A bound on an entry's age, for answers that also depend on tables that announce nothing. */
  ttlMs?: number;
  /**
   * A structure built from the tables (the search index) rather than an answer: `forgetAnswers`
   * keeps it, as a server that has been up a while keeps it between two new search terms.
   */
  index?: boolean;
}

/** Every answer cache, for `forgetAnswers`. */
const answerCaches = new Set<{ clear(): void }>();

/**
 * Drops every cached answer, keeping the indexes: the catalogue benchmark (bench/catalogue.mjs)
 * measures each call as a first request for its arguments on a warm server.
 */
export function forgetAnswers() {
  for (const cache of answerCaches) cache.clear();
}

export interface Memo<A extends unknown[], T> {
  (...args: A): Promise<T>;
  clear(): void;
}

/**
 * `load` behind a bounded cache keyed by `key(...args)`. The promise is kept from the start, so
 * concurrent requests share one query, and a change that arrives while it runs drops it with the
 * rest. A failed load is not kept.
 */
export function memo<A extends unknown[], T>(options: MemoOptions, key: (...args: A) => string, load: (...args: A) => Promise<T>): Memo<A, T> {
  const cache = new LRUCache<string, Promise<T>>({ max: options.max, ...(options.ttlMs ? { ttl: options.ttlMs } : {}) });
  if (!options.index) answerCaches.add(cache);
  // The entries belong to one database: tests open a new one per file in the same process.
  let owner: DatabaseHandle | undefined;
  onTableChange(options.tables, () => cache.clear());
  const cached = (...args: A): Promise<T> => {
    const handle = databaseHandle();
    if (owner !== handle || !hearsChanges(handle)) {
      cache.clear();
      owner = hearsChanges(handle) ? handle : undefined;
      if (!owner) return load(...args);
    }
    const k = key(...args);
    const hit = cache.get(k);
    if (hit) return hit;
    const pending = load(...args);
    cache.set(k, pending);
    pending.catch(() => {
      if (cache.get(k) === pending) cache.delete(k);
    });
    return pending;
  };
  return Object.assign(cached, { clear: () => cache.clear() });
}
