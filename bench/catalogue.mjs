#!/usr/bin/env node
// Search and lists at 10,000 products (docs/product/performance-and-operations.md#ops-3), and the uncached product page.
//
//   npm run bench:catalogue                                  (PGlite in a temporary folder)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_catalogue npm run bench:catalogue
//
// It seeds the scratch catalogue (seed-catalogue.mjs), then calls the app's own services in this
// process, one call at a time, the way the routes do, and times each call:
// - search suggestions: what /api/search runs (searchProducts, "featured", 5 answers) for a mix of
//   prefixes, whole words, near spellings and two-letter terms in the four languages;
// - the shop list: what /shop runs (a page of products, their count, the categories) over sorts,
//   pages and a category filter;
// - the product page's data, uncached: getProduct, its reviews and the site settings, the viewers'
//   count, "bought together" and the recommendations, for products taken across the catalogue.
// Live updates are started, as on a server, so the search index (search-index.server.ts) is built
// once and kept; but every cached answer is forgotten before each call (forgetAnswers), so each call
// is a first request for its arguments: the lists, counts and product data reach the database, and
// each suggestion folds its term and reads its cards there. The index's build time is printed
// apart. Each figure is the median of 3 rounds' p95 (BENCH_ROUNDS); the load average of the
// machine is printed with it, since others may be busy.
import { rm } from "node:fs/promises";
import os from "node:os";
import { sql } from "drizzle-orm";
import { setDatabase, queryRows } from "../app/server/db.server.ts";
import { startLiveUpdates } from "../app/server/live.server.ts";
import { forgetAnswers } from "../app/features/catalog/catalog-cache.server.ts";
import { searchIndexBuilt } from "../app/features/catalog/search-index.server.ts";
import { countProducts, countViewers, ensureMainImage, frequentlyBoughtTogether, getProduct, listCategories, listProducts, recommendations, searchProducts } from "../app/features/catalog/catalog.server.ts";
import { approvedReviews } from "../app/features/reviews/reviews.server.ts";
import { getSiteSettings } from "../app/features/content/settings.server.ts";
import { SUGGESTION_LIMIT } from "../app/lib/catalog-options.ts";
import { PAGE_SIZE } from "../app/schemas/shop.ts";
import { openScratchDatabase, PRODUCTS, seedCatalogue } from "./seed-catalogue.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const GOALS = { suggestions: 15, product: 30 };

const TERMS = [
  ["fr", "ros"], ["fr", "lavande"], ["fr", "cèdre"], ["fr", "cedre"], ["fr", "vanil"], ["fr", "vanile"], ["fr", "bergamotte"],
  ["fr", "santal"], ["fr", "boisé"], ["fr", "grasse"], ["fr", "photo"], ["fr", "ro"], ["fr", "va"], ["fr", "poivre noir"],
  ["en", "lav"], ["en", "cedar"], ["en", "vanila"], ["en", "sandalwod"], ["en", "gift"], ["en", "smoky"],
  ["he", "ורד"], ["he", "לבנ"], ["he", "ארז"], ["ru", "роза"], ["ru", "лаванд"], ["ru", "кедр"], ["ru", "сандал"],
];
const SORTS = ["newest", "price-asc", "price-desc", "name-asc", "featured"];

function percentile(times, q) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function timed(count, call) {
  const times = [];
  for (let i = 0; i < count; i++) {
    forgetAnswers();
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: Math.max(...times) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => os.loadavg().map((v) => v.toFixed(2)).join(" ");

const { handle, where, dir } = await openScratchDatabase();
setDatabase(handle);
await seedCatalogue(handle);
const ids = (await queryRows(handle.db, sql`select id from products where is_active order by sku`)).map((row) => row.id);
const categories = (await listCategories("fr")).map((c) => c.slug);
console.log(`${ids.length} products on sale in ${where}; ${os.cpus().length} cores; load average ${load()}`);
const stopLiveUpdates = await startLiveUpdates(handle);
const heapBefore = process.memoryUsage().heapUsed;
const indexStarted = performance.now();
await searchIndexBuilt();
console.log(
  `search index built in ${(performance.now() - indexStarted).toFixed(0)} ms (after a change of the texts; searches go through SQL meanwhile); heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} MB`,
);

const suggestions = (i) => {
  const [lang, term] = TERMS[i % TERMS.length];
  return searchProducts(lang, term, { sort: "featured", limit: SUGGESTION_LIMIT });
};
const shopList = (i) => {
  const lang = ["fr", "en", "he", "ru"][i % 4];
  const filters = { category: i % 5 === 4 ? categories[i % categories.length] : undefined };
  const page = [1, 2, 10, 40][i % 4];
  return Promise.all([
    listProducts(lang, { ...filters, sort: SORTS[i % SORTS.length], limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    countProducts(lang, filters),
    listCategories(lang),
  ]);
};
const productPage = async (i) => {
  const lang = ["fr", "en", "he", "ru"][i % 4];
  // Spread over the catalogue, demo products and generated ones alike.
  const product = await getProduct(ids[(i * 7919) % ids.length], lang);
  if (!product) throw new Error("a product on sale was not found");
  await Promise.all([ensureMainImage(product), getSiteSettings(), approvedReviews(product.id)]);
  const [, together] = await Promise.all([countViewers(product.id), frequentlyBoughtTogether(product.id, product.category.slug, lang)]);
  await recommendations(product.id, lang, { exclude: together.map((p) => p.id) });
};

// Warm the database's own caches (and PGlite's), as a server that has been up a while.
await timed(TERMS.length, suggestions);
await timed(20, shopList);
await timed(20, productPage);

const rounds = [];
for (let round = 1; round <= ROUNDS; round++) {
  const before = load();
  const result = {
    suggestions: await timed(CALLS, suggestions),
    shop: await timed(CALLS, shopList),
    product: await timed(CALLS, productPage),
  };
  rounds.push(result);
  const line = Object.entries(result)
    .map(([name, r]) => `${name} p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} ms`)
    .join(" · ");
  console.log(`round ${round}: ${line} (load average ${before} → ${load()})`);
}

console.log(`\n${PRODUCTS} generated products, ${handle.kind}, median of ${ROUNDS} rounds' p95:`);
for (const name of ["suggestions", "shop", "product"]) {
  const p95 = median(rounds.map((r) => r[name].p95));
  const goal = GOALS[name];
  console.log(`  ${name.padEnd(12)} p95 ${p95.toFixed(1)} ms${goal ? ` (goal ≤ ${goal} ms: ${p95 <= goal ? "met" : "NOT met"})` : ""}`);
}
console.log(`load average now ${load()}`);
await stopLiveUpdates();
await handle.close();
if (dir) await rm(dir, { recursive: true, force: true });
