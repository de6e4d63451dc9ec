/**
 * The demo shop (DEMO DATA: an invented collection, labelled as such). It loads once, on the first
 * start, and is idempotent: rows are keyed by seed keys, slugs and SKUs, and a seed_runs row
 * records that it ran, so the owner's later edits are never overwritten. Images are drawn on this
 * machine by db/seed/art and written into the media storage (the media folder, or the bucket of
 * STORAGE_URL); the ones the catalogue shows are listed in the media library too, once.
 */
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { createLocalStorage, type MediaStorage } from "../../app/server/storage.server";
import type { Database } from "../../app/server/db.server";
import * as schema from "../schema";
import { LANGS } from "../../app/lib/langs";
import { DEMO_STOCK_NOTE } from "../../app/lib/stock-notes";
import { categories as seedCategories, heroSlides as seedSlides, products as seedProducts } from "./data/catalog";
import { pages as seedPages } from "./data/pages";
import { siteDefaults, designDefaults, staticTranslationDefaults, currencyDefaults, clickToCallDefaults, loyaltyLevelDefaults } from "./data/settings";
import { renderCategoryImage, renderDefaultCandle, renderHeroImage, renderProductImage, SWATCH_WAX } from "./art/render";
import type { CandleView, SeedProduct } from "./types";

export const SEED_NAME = "demo-shop";
export const SEED_VERSION = 1;
const VIEWS: CandleView[] = ["front", "lit", "detail"];

export interface SeedOptions {
  mediaDir: string;
  /** Where the demo images go; the media folder (`mediaDir`) when left out. */
  storage?: MediaStorage;
  databaseUrl?: string;
  force?: boolean;
  /** Tests load the rows without drawing the images. */
  skipImages?: boolean;
  log?: (line: string) => void;
}

/** Seeding writes demo rows: refuse a PostgreSQL that is not on this machine unless forced. */
export function assertSafeTarget(databaseUrl: string | undefined, force: boolean | undefined) {
  if (!databaseUrl || force) return;
  const host = new URL(databaseUrl).hostname;
  if (!["localhost", "127.0.0.1", "::1", "[::1]", ""].includes(host)) {
    throw new Error(
      `Refusing to load the demo shop into the PostgreSQL at ${host}: it is not on this machine. Set SEED_FORCE=true to do it anyway, or SEED_DEMO=false to skip it.`,
    );
  }
}

const slugOf = (value: string) =>
  value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const productImagePath = (key: string, view: CandleView) => `seed/products/${key}-${view}.jpg`;
export const variantImagePath = (key: string, color: string) => `seed/products/${key}-${slugOf(color)}.jpg`;
export const categoryImagePath = (slug: string) => `seed/categories/${slug}.jpg`;
export const heroImagePath = (index: number) => `seed/hero/hero-${index + 1}.jpg`;
export const DEFAULT_IMAGE_PATH = "seed/default-candle.jpg";
export const LIMITED_EDITION_PATH = "seed/limited-edition.jpg";

const mediaUrl = (relative: string) => `/media/${relative}`;

interface ImageJob {
  relative: string;
  render: () => Promise<Buffer>;
}

function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [{ relative: DEFAULT_IMAGE_PATH, render: renderDefaultCandle }];
  for (const product of seedProducts) {
    for (const view of VIEWS) {
      jobs.push({ relative: productImagePath(product.key, view), render: () => renderProductImage(product.art, view) });
    }
    const colours = new Set((product.variants ?? []).map((v) => v.color));
    for (const colour of colours) {
      jobs.push({
        relative: variantImagePath(product.key, colour),
        render: () => renderProductImage({ ...product.art, wax: SWATCH_WAX[colour] }, "front"),
      });
    }
  }
  const limited = seedProducts.find((p) => p.art.vessel === "star") ?? seedProducts[0];
  jobs.push({ relative: LIMITED_EDITION_PATH, render: () => renderProductImage(limited.art, "lit") });
  for (const category of seedCategories) {
    jobs.push({ relative: categoryImagePath(category.slug), render: () => renderCategoryImage(category.art, category.slug) });
  }
  seedSlides.forEach((slide, index) => {
    jobs.push({ relative: heroImagePath(index), render: () => renderHeroImage(slide.art, index) });
  });
  return jobs;
}

/** The storage keys of every demo image. */
export function demoImageKeys(): string[] {
  return imageJobs().map((job) => job.relative);
}

/** Draws every demo image that is missing from the storage (a folder, or a MediaStorage), two at a time. */
export async function ensureSeedImages(target: string | MediaStorage, log?: (line: string) => void) {
  const storage = typeof target === "string" ? createLocalStorage(target) : target;
  const jobs = imageJobs();
  const missing: ImageJob[] = [];
  for (const job of jobs) {
    const found = await storage.stat(job.relative);
    if (!found || found.bytes === 0) missing.push(job);
  }
  if (missing.length === 0) return 0;
  log?.(`Drawing ${missing.length} demo images…`);
  let next = 0;
  async function worker() {
    while (next < missing.length) {
      const job = missing[next++];
      await storage.put(job.relative, await job.render(), "image/jpeg");
    }
  }
  await Promise.all([worker(), worker()]);
  return missing.length;
}

/** The seed_runs row of the demo images' media rows (a shop seeded before the library gets them too). */
export const SEED_MEDIA_NAME = "demo-media";

/**
 * Lists the demo images the catalogue shows (products, variants, categories, hero slides) in the
 * media library, so the owner can pick them again; once per shop. The default candle and the
 * limited-edition picture stay out: the shop's pages name them, and the library would let them go.
 */
export async function ensureSeedMedia(db: Database, storage: MediaStorage): Promise<number> {
  const [done] = await db.select().from(schema.seedRuns).where(eq(schema.seedRuns.name, SEED_MEDIA_NAME));
  if (done) return 0;
  const fixed = new Set([DEFAULT_IMAGE_PATH, LIMITED_EDITION_PATH]);
  const rows: (typeof schema.media.$inferInsert)[] = [];
  for (const job of imageJobs()) {
    if (fixed.has(job.relative)) continue;
    const body = await storage.get(job.relative);
    if (!body?.length) continue;
    const { width, height } = await sharp(body).metadata();
    if (!width || !height) continue;
    rows.push({ storageKey: job.relative, originalName: path.posix.basename(job.relative), contentType: "image/jpeg", width, height, bytes: body.length, uploadedBy: null });
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [again] = await tx.select().from(schema.seedRuns).where(eq(schema.seedRuns.name, SEED_MEDIA_NAME));
    if (again) return 0;
    const inserted = rows.length ? await tx.insert(schema.media).values(rows).onConflictDoNothing({ target: schema.media.storageKey }).returning({ id: schema.media.id }) : [];
    await tx.insert(schema.seedRuns).values({ name: SEED_MEDIA_NAME, version: SEED_VERSION });
    return inserted.length;
  });
}

async function seedProduct(tx: Parameters<Parameters<Database["transaction"]>[0]>[0], product: SeedProduct, categoryIds: Map<string, string>, now: number) {
  const createdAt = new Date(now - product.createdDaysAgo * 24 * 60 * 60 * 1000);
  const hasVariants = Boolean(product.variants?.length);
  const stock = hasVariants ? product.variants!.reduce((total, v) => total + v.stock, 0) : product.stock;
  const [row] = await tx
    .insert(schema.products)
    .values({
      seedKey: product.key,
      sku: product.sku,
      categoryId: categoryIds.get(product.category)!,
      priceMinor: product.priceMinor,
      stock,
      imageUrl: mediaUrl(productImagePath(product.key, "front")),
      hasVariants,
      featured: product.featured,
      bestSeller: product.bestSeller,
      newArrival: product.newArrival,
      createdAt,
    })
    .onConflictDoNothing({ target: schema.products.seedKey })
    .returning({ id: schema.products.id });
  if (!row) return; // already there: the owner may have changed it since
  await tx.insert(schema.productTranslations).values(LANGS.map((lang) => ({ productId: row.id, lang, ...product.text[lang] })));
  await tx.insert(schema.productImages).values(
    VIEWS.map((view, index) => ({
      productId: row.id,
      imageUrl: mediaUrl(productImagePath(product.key, view)),
      altText: Object.fromEntries(LANGS.map((lang) => [lang, product.imageAlt[lang][view]])),
      displayOrder: index,
    })),
  );
  if (!hasVariants) {
    await tx.insert(schema.stockMovements).values({ productId: row.id, delta: stock, stockAfter: stock, reason: "seed", note: DEMO_STOCK_NOTE });
    return;
  }
  for (const variant of product.variants!) {
    const [variantRow] = await tx
      .insert(schema.productVariants)
      .values({
        productId: row.id,
        sku: variant.sku,
        color: variant.color,
        stock: variant.stock,
        priceAdjustmentMinor: variant.priceAdjustmentMinor,
        imageUrl: mediaUrl(variantImagePath(product.key, variant.color)),
        // Demo facts of the sizes that differ from the product (the medium size is the product's).
        weightGrams: variant.facts?.grams ?? null,
        widthMm: variant.facts ? Math.round(variant.facts.size[0] * 10) : null,
        heightMm: variant.facts ? Math.round(variant.facts.size[1] * 10) : null,
        burnHours: variant.facts?.burnHours ?? null,
      })
      .returning({ id: schema.productVariants.id });
    await tx.insert(schema.productVariantTranslations).values(
      LANGS.map((lang) => ({
        variantId: variantRow.id,
        lang,
        size: variant.size[lang],
        color: variant.colorLabel[lang],
        scentVariant: variant.scentVariant[lang],
      })),
    );
    await tx.insert(schema.stockMovements).values({
      productId: row.id,
      variantId: variantRow.id,
      delta: variant.stock,
      stockAfter: variant.stock,
      reason: "seed",
      note: DEMO_STOCK_NOTE,
    });
  }
}

/** Loads the demo shop unless it already ran. Returns true when it loaded something. */
export async function ensureSeeded(db: Database, options: SeedOptions): Promise<boolean> {
  assertSafeTarget(options.databaseUrl, options.force);
  const storage = options.storage ?? createLocalStorage(options.mediaDir);
  if (!options.skipImages) await ensureSeedImages(storage, options.log);
  const loaded = await loadDemoShop(db, options);
  if (!options.skipImages) await ensureSeedMedia(db, storage);
  return loaded;
}

async function loadDemoShop(db: Database, options: SeedOptions): Promise<boolean> {
  const [done] = await db.select().from(schema.seedRuns).where(eq(schema.seedRuns.name, SEED_NAME));
  if (done) return false;
  options.log?.("Loading the demo shop (demo data)…");
  const now = Date.now();
  await db.transaction(async (tx) => {
    // Another server copy may be seeding at the same moment: one of us waits here.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const [again] = await tx.select().from(schema.seedRuns).where(eq(schema.seedRuns.name, SEED_NAME));
    if (again) return;

    await tx.insert(schema.currencySettings).values(currencyDefaults).onConflictDoNothing();
    await tx.insert(schema.siteSettings).values(siteDefaults).onConflictDoNothing();
    const [anyCall] = await tx.select({ id: schema.clickToCallSettings.id }).from(schema.clickToCallSettings).limit(1);
    if (!anyCall) await tx.insert(schema.clickToCallSettings).values(clickToCallDefaults);
    await tx.insert(schema.designSettings).values(designDefaults).onConflictDoNothing();
    await tx.insert(schema.staticTranslations).values(staticTranslationDefaults).onConflictDoNothing();
    await tx.insert(schema.loyaltyLevels).values(loyaltyLevelDefaults).onConflictDoNothing();

    const categoryIds = new Map<string, string>();
    for (const category of seedCategories) {
      const [row] = await tx
        .insert(schema.categories)
        .values({ slug: category.slug, imageUrl: mediaUrl(categoryImagePath(category.slug)), displayOrder: category.displayOrder })
        .onConflictDoUpdate({ target: schema.categories.slug, set: { slug: sql`excluded.slug` } })
        .returning({ id: schema.categories.id });
      categoryIds.set(category.slug, row.id);
      await tx
        .insert(schema.categoryTranslations)
        .values(LANGS.map((lang) => ({ categoryId: row.id, lang, name: category.name[lang], description: category.description[lang] })))
        .onConflictDoNothing();
    }

    for (const product of seedProducts) await seedProduct(tx, product, categoryIds, now);

    for (const [index, slide] of seedSlides.entries()) {
      const [row] = await tx
        .insert(schema.heroSlides)
        .values({ seedKey: slide.key, imageUrl: mediaUrl(heroImagePath(index)), ctaLink: slide.ctaLink, displayOrder: slide.displayOrder })
        .onConflictDoNothing({ target: schema.heroSlides.seedKey })
        .returning({ id: schema.heroSlides.id });
      if (!row) continue;
      await tx.insert(schema.heroSlideTranslations).values(
        LANGS.map((lang) => ({ slideId: row.id, lang, title: slide.title[lang], subtitle: slide.subtitle[lang], ctaText: slide.ctaText[lang] })),
      );
    }

    for (const page of seedPages) {
      const [row] = await tx
        .insert(schema.pages)
        .values({ slug: page.slug })
        .onConflictDoNothing({ target: schema.pages.slug })
        .returning({ id: schema.pages.id });
      if (!row) continue;
      await tx.insert(schema.pageTranslations).values(LANGS.map((lang) => ({ pageId: row.id, lang, content: page.content[lang] })));
    }

    await tx.insert(schema.seedRuns).values({ name: SEED_NAME, version: SEED_VERSION });
  });
  options.log?.(`Demo shop loaded: ${seedProducts.length} products, ${seedCategories.length} categories, ${seedPages.length} pages.`);
  return true;
}
