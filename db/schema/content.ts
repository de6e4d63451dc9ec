/**
 * Content and settings the owner edits: hero slides, static pages, static translations, design,
 * currency, click-to-call and site settings, newsletter and contact messages.
 */
import { sql } from "drizzle-orm";
import {
  pgTable,
  uuid,
  text,
  integer,
  boolean,
  timestamp,
  jsonb,
  primaryKey,
  index,
  uniqueIndex,
  check,
} from "drizzle-orm/pg-core";
import type { Localized } from "../../app/lib/langs";
import { user } from "./auth";
import { mailOutbox } from "./system";
import type { PageContent } from "../seed/types";
import { langCheck } from "./catalog";

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

/** Admin overrides of the dictionaries, by dotted key (SPEC.md §3). */
export const staticTranslations = pgTable("static_translations", {
  key: text().primaryKey(),
  fr: text(),
  en: text(),
  he: text(),
  ru: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Each key becomes a CSS variable, dots turned into dashes (SPEC.md §3, DESIGN.md). */
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
    /** Flat shipping fee per currency in minor units (AMENDMENTS 3): { ILS: 500, USD: 500, EUR: 500 }. */
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
  // "The newest row" is the one in force (SPEC.md §4).
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
    streetAddress: text().notNull(),
    city: text().notNull(),
    postalCode: text().notNull(),
    region: text().notNull(),
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
     * the shopper is asked to contact the shop (issue 9: one client emptied a product's stock).
     */
    maxQuantityPerLine: integer().notNull().default(20),
    /** At or below this, a product's stock shows as low (issue 11 point 6; SPEC.md's notice says 10). */
    lowStockThreshold: integer().notNull().default(10),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check("site_settings_max_quantity_positive", sql`${t.maxQuantityPerLine} > 0`),
    check("site_settings_low_stock_nonnegative", sql`${t.lowStockThreshold} >= 0`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    lang: text().notNull().default("fr"),
    /** The consent sentence the visitor saw, and when they agreed (AMENDMENTS 12). */
    consentText: text().notNull(),
    consentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribeToken: text().notNull().unique(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One row per e-mail, ignoring case (the 23505 of SPEC.md §8).
  (t) => [uniqueIndex("newsletter_subscribers_email_lower_unique").on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    lang: text().notNull().default("fr"),
    /** When someone in the back office opened it; null while unread (it can be marked unread again). */
    readAt: timestamp({ withTimezone: true }),
    /** When it was last answered from the back office. */
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc().nullsFirst())],
);

/**
 * The answers sent to a contact message from the back office (issue 10 point 7), kept with it. The
 * mail itself goes through the outbox; `mailId` links the two so the message shows its delivery.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: uuid()
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text().notNull(),
    lang: text().notNull(),
    authorId: text().references(() => user.id, { onDelete: "set null" }),
    authorName: text().notNull(),
    mailId: uuid().references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("contact_replies_lang", langCheck("lang")), index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);

/** The one-time code printed at first start, needed to claim the shop (AMENDMENTS 18). */
export const adminSetup = pgTable(
  "admin_setup",
  {
    id: integer().primaryKey().default(1),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check("admin_setup_single_row", sql`${t.id} = 1`)],
);

/** What the seed has done, so that it runs once and can be re-run safely. */
export const seedRuns = pgTable("seed_runs", {
  name: text().primaryKey(),
  version: integer().notNull(),
  ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the server makes itself when none is configured (the auth secret), shared by every copy. */
export const serverSecrets = pgTable("server_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
