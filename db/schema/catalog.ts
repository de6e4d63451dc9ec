/**
 * The catalogue: categories, products, variants, images and their texts per language.
 * Texts live in *_translations tables (one row per language) so that search can index each
 * language with pg_trgm, and so that the admin can see which language is missing (docs/product/languages-and-currencies.md#lang-4).
 * Prices are integer agorot (ILS minor units, docs/product/cart-and-pricing.md#cart-1).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, boolean, timestamp, jsonb, primaryKey, index, check } from "drizzle-orm/pg-core";
import type { Localized } from "../../app/lib/langs";
import { langCheck } from "./columns";

export const categories = pgTable(
  "categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    displayOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("categories_active_order_idx").on(t.isActive, t.displayOrder)],
);

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    lang: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] }), check("category_translations_lang", langCheck("lang"))],
);

export const PRODUCT_STATUSES = ["draft", "active", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stable key of seeded products, so that seeding is idempotent. Null for products made in the admin. */
    seedKey: text().unique(),
    sku: text().notNull().unique(),
    /** A product must belong to a category; a category that still has products cannot be deleted. */
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    priceMinor: integer().notNull(),
    stock: integer().notNull().default(0),
    imageUrl: text(),
    hasVariants: boolean().notNull().default(false),
    featured: boolean().notNull().default(false),
    bestSeller: boolean().notNull().default(false),
    newArrival: boolean().notNull().default(false),
    natural: boolean().notNull().default(false),
    artisanal: boolean().notNull().default(false),
    /**
     * draft (being prepared, never in the shop), active (on sale) or archived (withdrawn; kept
     * because orders name it). The admin writes the status; the shop reads isActive.
     */
    status: text().$type<ProductStatus>().notNull().default("active"),
    /** On sale in the shop: kept by the database from the status, never written. */
    isActive: boolean()
      .notNull()
      .generatedAlwaysAs(sql`status = 'active'`),
    /**
     * The "from" price (docs/product/catalogue.md#cat-9) and the units a shopper can buy, kept by the database from
     * the price, the stock and the active variants (migration 0015's triggers); never written.
     * Lists sort on them without grouping every variant.
     */
    fromPriceMinor: integer().notNull().default(0),
    availableStock: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("products_status", sql`${t.status} in ('draft', 'active', 'archived')`),
    // The admin's status filter.
    index("products_status_idx").on(t.status),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_price_nonnegative", sql`${t.priceMinor} >= 0`),
    // Home carousel, shop default sort, category page: newest first.
    index("products_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    index("products_category_created_idx").on(t.categoryId, t.createdAt.desc().nullsFirst()),
    // Featured read and recommendations (featured desc, created_at desc).
    index("products_featured_created_idx").on(t.featured.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    index("products_best_seller_idx").on(t.bestSeller, t.createdAt.desc().nullsFirst()),
    index("products_new_arrival_idx").on(t.newArrival, t.createdAt.desc().nullsFirst()),
    index("products_price_idx").on(t.priceMinor),
    index("products_from_price_idx").on(t.fromPriceMinor, t.createdAt.desc().nullsFirst()),
  ],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    lang: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    scent: text().notNull().default(""),
    careInstructions: text().notNull().default(""),
    burnTime: text().notNull().default(""),
    weight: text().notNull().default(""),
    dimensions: text().notNull().default(""),
    waxType: text().notNull().default(""),
    wickType: text().notNull().default(""),
    containerType: text().notNull().default(""),
    manufacturingCountry: text().notNull().default(""),
    /** The search result's title and description in this language (the product SEO dialog); empty uses the name and description. */
    seoTitle: text().notNull().default(""),
    seoDescription: text().notNull().default(""),
    /**
     * Name then scent (one per line), lower case and without accents, kept by the database
     * (migration 0015): near spellings and the ranking read it.
     */
    searchName: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(immutable_unaccent(name || E'\\n' || scent))`),
    /** The same with the description on a third line: a term contained anywhere. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(immutable_unaccent(name || E'\\n' || scent || E'\\n' || description))`),
    /**
     * The name's words, lower case and without accents, between single spaces with one at each end
     * (migration 0018): the ranking asks for ' term ' and ' term' without splitting names per search.
     */
    searchWords: text()
      .notNull()
      .generatedAlwaysAs(sql`' ' || trim(regexp_replace(lower(immutable_unaccent(name)), '[[:space:][:punct:]]+', ' ', 'g')) || ' '`),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    check("product_translations_lang", langCheck("lang")),
    // Search (docs/product/catalogue.md#cat-7: name, description or scent, case-insensitive partial, typo tolerant).
    index("product_translations_search_name_trgm").using("gin", sql`${t.searchName} gin_trgm_ops`),
    index("product_translations_search_text_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // Sort by name in a language.
    index("product_translations_lang_name_idx").on(t.lang, t.name),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageUrl: text().notNull(),
    /** Alt text per language: { fr, en, he, ru }; French is the fallback. */
    altText: jsonb().$type<Partial<Localized>>().notNull().default({}),
    displayOrder: integer().notNull().default(0),
  },
  (t) => [index("product_images_product_order_idx").on(t.productId, t.displayOrder)],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text().notNull().unique(),
    /** The swatch name of docs/product/catalogue.md#cat-1 (Ambre, Blanc Crème, Terracotta, Noir, Beige) or another colour. */
    color: text(),
    stock: integer().notNull().default(0),
    /**
     * Added to the product's price. The sum is never negative: a constraint trigger of migration
     * 0019 checks it at commit (it spans two tables, which a check constraint cannot).
     */
    priceAdjustmentMinor: integer().notNull().default(0),
    imageUrl: text(),
    /** Offered in the shop. A variant that was ordered cannot be deleted, only disabled. */
    isActive: boolean().notNull().default(true),
    /** The variant grid's order (the generator's order of combinations). */
    displayOrder: integer().notNull().default(0),
    /**
     * This variant's own facts, when they differ from the product's (a larger size weighs more and
     * burns longer): weight in grams, width and height in millimetres, burn time in hours. Null
     * means the product's text of that fact stands (docs/catalogue.md, "Variant facts").
     */
    weightGrams: integer(),
    widthMm: integer(),
    heightMm: integer(),
    burnHours: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("product_variants_stock_nonnegative", sql`${t.stock} >= 0`),
    check(
      "product_variants_facts_positive",
      sql`coalesce(${t.weightGrams}, 1) > 0 and coalesce(${t.widthMm}, 1) > 0 and coalesce(${t.heightMm}, 1) > 0 and coalesce(${t.burnHours}, 1) > 0`,
    ),
    check("product_variants_sku_not_blank", sql`length(trim(${t.sku})) > 0`),
    index("product_variants_product_adjustment_idx").on(t.productId, t.priceAdjustmentMinor),
  ],
);

export const productVariantTranslations = pgTable(
  "product_variant_translations",
  {
    variantId: uuid()
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    lang: text().notNull(),
    size: text(),
    color: text(),
    scentVariant: text(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.lang] }),
    check("product_variant_translations_lang", langCheck("lang")),
  ],
);

/** Who had a product page open, and when: the honest "people viewing" count (docs/product/reviews.md#rev-5). */
export const productViews = pgTable(
  "product_views",
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    visitorId: text().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.visitorId] }), index("product_views_seen_idx").on(t.productId, t.seenAt)],
);
