/**
 * Content and settings the owner edits: hero slides, static pages, design and its versions, currency,
 * click-to-call and site settings, home-page blocks and landing pages (app/features/content).
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, boolean, timestamp, jsonb, primaryKey, index, check } from "drizzle-orm/pg-core";
import type { Localized } from "../../app/lib/langs";
import type { PageContent } from "../seed/types";
import { user } from "./auth";
import { langCheck } from "./columns";

export const heroSlides = pgTable(
  "hero_slides",
  {
    id: uuid().primaryKey().defaultRandom(),
    seedKey: text().unique(),
    imageUrl: text().notNull(),
    /** A path without the language prefix ("/shop"), or an absolute URL. */
    ctaLink: text().notNull().default("/shop"),
    isActive: boolean().notNull().default(true),
    displayOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("hero_slides_active_order_idx").on(t.isActive, t.displayOrder)],
);

export const heroSlideTranslations = pgTable(
  "hero_slide_translations",
  {
    slideId: uuid()
      .notNull()
      .references(() => heroSlides.id, { onDelete: "cascade" }),
    lang: text().notNull(),
    title: text().notNull(),
    subtitle: text().notNull().default(""),
    ctaText: text().notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.lang] }), check("hero_slide_translations_lang", langCheck("lang"))],
);

/** Static pages (about, contact, privacy, terms, install), editable in the admin. */
export const pages = pgTable("pages", {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  isPublished: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const pageTranslations = pgTable(
  "page_translations",
  {
    pageId: uuid()
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    lang: text().notNull(),
    content: jsonb().$type<PageContent>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.lang] }), check("page_translations_lang", langCheck("lang"))],
);

/** Each key becomes a CSS variable, dots turned into dashes (docs/product/content-and-texts.md#txt-5, docs/product/look.md#look-2). */
export const designSettings = pgTable("design_settings", {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One row (id = 1): currencies, exchange rates from ILS, and the flat shipping fee per currency. */
export const currencySettings = pgTable(
  "currency_settings",
  {
    id: integer().primaryKey().default(1),
    defaultCurrency: text().notNull().default("ILS"),
    supportedCurrencies: text().array().notNull(),
    /** Units of each currency for 1 ILS, as decimal strings: { ILS: "1", USD: "0.27", EUR: "0.25" }. */
    exchangeRates: jsonb().$type<Record<string, string>>().notNull(),
    /** Flat shipping fee per currency in minor units (docs/product/checkout-and-orders.md#ord-5): { ILS: 500, USD: 500, EUR: 500 }. */
    shippingFeesMinor: jsonb().$type<Record<string, number>>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("currency_settings_single_row", sql`${t.id} = 1`)],
);

export const clickToCallSettings = pgTable(
  "click_to_call_settings",
  {
    id: uuid().primaryKey().defaultRandom(),
    isEnabled: boolean().notNull().default(false),
    phoneNumber: text().notNull().default(""),
    buttonText: jsonb().$type<Partial<Localized>>().notNull().default({}),
    position: text({ enum: ["bottom-left", "bottom-right"] }).notNull().default("bottom-right"),
    color: text({ enum: ["default", "secondary"] }).notNull().default("default"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // "The newest row" is the one in force (docs/product/checkout-and-orders.md#ord-8).
  (t) => [index("click_to_call_settings_created_idx").on(t.createdAt.desc().nullsFirst())],
);

export interface OpeningHours {
  /** 0 = Sunday … 6 = Saturday; null when closed. Times as "HH:MM". */
  days: { day: number; opens: string | null; closes: string | null }[];
}

/** One row (id = 1): brand, contact details, opening hours, social links, tags. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer().primaryKey().default(1),
    brandName: text().notNull(),
    tagline: jsonb().$type<Partial<Localized>>().notNull().default({}),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    /** Where new-order notifications and contact messages are sent. */
    ownerEmail: text().notNull(),
    /** The address's words per language (French is the fallback); the postcode and country are the same in all. */
    streetAddress: jsonb().$type<Partial<Localized>>().notNull().default({}),
    city: jsonb().$type<Partial<Localized>>().notNull().default({}),
    postalCode: text().notNull(),
    region: jsonb().$type<Partial<Localized>>().notNull().default({}),
    country: text().notNull().default("IL"),
    openingHours: jsonb().$type<OpeningHours>().notNull(),
    socialLinks: jsonb().$type<{ name: string; url: string }[]>().notNull().default([]),
    siteCreator: text().notNull().default(""),
    siteCreatorUrl: text(),
    gtmId: text(),
    googleAnalyticsId: text(),
    requireOwnerTwoFactor: boolean().notNull().default(false),
    /**
     * The most pieces of one product (or variant) a cart line and an order line may hold; above it
     * the shopper is asked to contact the shop (docs/product/security-rules.md#sec-4: one client emptied a product's stock).
     */
    maxQuantityPerLine: integer().notNull().default(20),
    /** At or below this, a product's stock shows as low (docs/product/admin-back-office.md#adm-15; docs/product/catalogue.md#cat-13 notice says 10). */
    lowStockThreshold: integer().notNull().default(10),
    /** Loyalty points earned per 1 € of a delivered order (docs/product/loyalty.md#loy-1: 10). */
    loyaltyPointsPerEur: integer().notNull().default(10),
    /**
     * The footer's link columns as the owner arranged them (docs/product/admin-back-office.md#adm-21); null keeps the
     * columns of docs/product/overview.md#shop-9 with their dictionary labels.
     */
    footerColumns: jsonb().$type<FooterColumn[] | null>(),
    /** The image shared on social networks when a page has none of its own (docs/product/admin-back-office.md#adm-31). */
    defaultSocialImage: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check("site_settings_max_quantity_positive", sql`${t.maxQuantityPerLine} > 0`),
    check("site_settings_low_stock_nonnegative", sql`${t.lowStockThreshold} >= 0`),
    check("site_settings_points_rate_nonnegative", sql`${t.loyaltyPointsPerEur} >= 0`),
  ],
);

/** One column of footer links: a title and links, each labelled in four languages. */
export interface FooterColumn {
  id: string;
  title: Partial<Localized>;
  links: { label: Partial<Localized>; href: string }[];
}

/** The blocks of the home page below the hero (docs/product/overview.md#shop-11), in the order the owner set. */
export const HOMEPAGE_BLOCKS = ["intro", "newest", "manifesto", "limited", "pillars", "newsletter"] as const;
export type HomepageBlockKey = (typeof HOMEPAGE_BLOCKS)[number];

/**
 * Whether and where each home block shows, and its image (docs/product/admin-back-office.md#adm-20). The blocks' texts are
 * the dictionary's home.* keys, overridden through static_translations like every other text.
 */
export const homepageBlocks = pgTable(
  "homepage_blocks",
  {
    key: text({ enum: HOMEPAGE_BLOCKS }).primaryKey(),
    isVisible: boolean().notNull().default(true),
    displayOrder: integer().notNull(),
    /** A media-library URL, or null for the block's own default image. */
    imageUrl: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("homepage_blocks_key", sql`${t.key} in ('intro', 'newest', 'manifesto', 'limited', 'pillars', 'newsletter')`)],
);

export const LANDING_PAGE_STATUSES = ["draft", "published"] as const;

/** One block of a landing page; its texts per language live in the block itself. */
export type LandingBlock =
  | { id: string; type: "hero"; imageUrl: string | null; texts: Partial<Localized<{ title: string; text: string; ctaText: string }>>; ctaLink: string }
  | { id: string; type: "richText"; texts: Partial<Localized<{ markdown: string }>> }
  | {
      id: string;
      type: "products";
      source: "category" | "badge" | "picked";
      categorySlug?: string;
      badge?: "featured" | "bestSeller" | "newArrival";
      productIds?: string[];
      limit: number;
      texts: Partial<Localized<{ title: string }>>;
    }
  | { id: string; type: "imageText"; imageUrl: string | null; imageSide: "start" | "end"; texts: Partial<Localized<{ title: string; markdown: string }>> }
  | { id: string; type: "newsletter"; texts: Partial<Localized<{ title: string; text: string }>> };

/** Landing pages at /{lang}/p/{slug} (docs/product/admin-back-office.md#adm-22), built from blocks. */
export const landingPages = pgTable(
  "landing_pages",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    status: text({ enum: LANDING_PAGE_STATUSES }).notNull().default("draft"),
    blocks: jsonb().$type<LandingBlock[]>().notNull().default([]),
    /** A media-library URL for social networks; null uses the shop's default social image. */
    socialImageUrl: text(),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("landing_pages_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("landing_pages_status", sql`${t.status} in ('draft', 'published')`),
    index("landing_pages_status_idx").on(t.status),
  ],
);

/** A landing page's title and SEO texts per language. */
export const landingPageTranslations = pgTable(
  "landing_page_translations",
  {
    pageId: uuid()
      .notNull()
      .references(() => landingPages.id, { onDelete: "cascade" }),
    lang: text().notNull(),
    title: text().notNull().default(""),
    seoTitle: text().notNull().default(""),
    seoDescription: text().notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.lang] }), check("landing_page_translations_lang", langCheck("lang"))],
);

export const DESIGN_VERSION_STATUSES = ["draft", "published"] as const;

/**
 * Every saved state of the design editor (docs/product/admin-back-office.md#adm-26). Publishing a version copies its values
 * into design_settings, which the storefront reads; reverting publishes the previous one again.
 */
export const designVersions = pgTable(
  "design_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    status: text({ enum: DESIGN_VERSION_STATUSES }).notNull(),
    /** design_settings keys to values, the whole set (not a difference). */
    values: jsonb().$type<Record<string, string>>().notNull(),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("design_versions_status", sql`${t.status} in ('draft', 'published')`),
    index("design_versions_published_idx").on(t.status, t.publishedAt),
  ],
);
