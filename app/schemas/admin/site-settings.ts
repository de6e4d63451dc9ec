/**
 * The site settings screen's form (docs/product/admin-back-office.md#adm-27; docs/product/admin-back-office.md#adm-28 site_settings): the brand and its
 * tagline in four languages, the contact e-mail, phone and address, the opening hours of each day,
 * the owner's e-mail for notifications, and the tag-manager and analytics ids. Messages are admin
 * dictionary keys (app/locales/admin/site-settings.ts).
 *
 * Field names: `brandName`, `translations.<lang>.tagline`, `contactEmail`, `contactPhone`,
 * `translations.<lang>.streetAddress`, `translations.<lang>.city`, `postalCode`,
 * `translations.<lang>.region`, `country`, `ownerEmail`, `gtmId`,
 * `googleAnalyticsId`, and for each day `hours.<day>.open` (a checkbox), `hours.<day>.opens`,
 * `hours.<day>.closes` with <day> from HOURS_DAYS.
 */
import { z } from "zod";
import { DEFAULT_LANG, LANGS, type Lang, type Localized } from "~/lib/langs";

export const BRAND_MAX = 80;
export const TAGLINE_MAX = 160;
export const EMAIL_MAX = 255;
export const STREET_MAX = 200;
export const CITY_MAX = 100;
export const REGION_MAX = 100;

/** The days as the form names them, Sunday (0) first: the shop's week (docs/product/languages-and-currencies.md#lang-6, Israel). */
export const HOURS_DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type HoursDay = (typeof HOURS_DAYS)[number];

/** Google Tag Manager's container id: "GTM-" and letters or digits (GTM-XXXXXXX). */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,10}$/;
/** A Google Analytics 4 measurement id: "G-" and letters or digits (G-XXXXXXXXXX). */
export const GA_ID_PATTERN = /^G-[A-Z0-9]{6,12}$/;
/** A time of day, 24 h: "09:00", "18:30". */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** docs/product/content-and-texts.md#txt-6's phone: digits, plus, parentheses, spaces, hyphens; 7 to 20. */
const PHONE_PATTERN = /^[\d+() -]+$/;
/** docs/product/checkout-and-orders.md#ord-2's postal code: letters, digits, hyphen, space; 3 to 20. */
const POSTAL_PATTERN = /^[\p{L}\d -]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (max: number, tooLong: string, required?: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => !required || value.length > 0, { error: required ?? "" });

const email = (required: string) =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX, { error: "siteSettings.errors.emailTooLong" })
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value.length > 0, { error: required })
    .refine((value) => value.length === 0 || EMAIL_PATTERN.test(value), { error: "siteSettings.errors.email" });

/** An id typed in any case, kept in capitals; empty means none. */
const tagId = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(40, { error: message })
    .optional()
    .transform((value) => (value ?? "").toUpperCase())
    .refine((value) => value === "" || pattern.test(value), { error: message })
    .transform((value) => value || null);

const day = z
  .object({
    // A checkbox: "on" when the shop opens that day.
    open: z.string().optional(),
    opens: z.string().trim().optional(),
    closes: z.string().trim().optional(),
  })
  .optional()
  .transform((value) => ({ open: value?.open === "on", opens: value?.opens ?? "", closes: value?.closes ?? "" }));

/** The texts kept per language: the tagline and the address's words (French is required for these, below). */
type TranslatedSetting = "tagline" | "streetAddress" | "city" | "region";
const EMPTY_LANGUAGE: Record<TranslatedSetting, string> = { tagline: "", streetAddress: "", city: "", region: "" };

const language = z
  .object({
    tagline: text(TAGLINE_MAX, "siteSettings.errors.taglineTooLong"),
    streetAddress: text(STREET_MAX, "siteSettings.errors.streetTooLong"),
    city: text(CITY_MAX, "siteSettings.errors.cityTooLong"),
    region: text(REGION_MAX, "siteSettings.errors.regionTooLong"),
  })
  .optional()
  .transform((value) => value ?? EMPTY_LANGUAGE);

export const siteSettingsFormSchema = z
  .object({
    brandName: text(BRAND_MAX, "siteSettings.errors.brandTooLong", "siteSettings.errors.brandRequired"),
    translations: z
      .object(Object.fromEntries(LANGS.map((lang) => [lang, language])) as Record<Lang, typeof language>)
      .optional()
      .transform((value) => Object.fromEntries(LANGS.map((lang) => [lang, value?.[lang] ?? EMPTY_LANGUAGE])) as Record<Lang, Record<TranslatedSetting, string>>),
    contactEmail: email("siteSettings.errors.contactEmailRequired"),
    contactPhone: z
      .string()
      .trim()
      .optional()
      .transform((value) => value ?? "")
      .superRefine((value, context) => {
        if (value.length < 7) context.addIssue({ code: "custom", message: "siteSettings.errors.phoneRequired" });
        else if (value.length > 20) context.addIssue({ code: "custom", message: "siteSettings.errors.phoneTooLong" });
        else if (!PHONE_PATTERN.test(value)) context.addIssue({ code: "custom", message: "siteSettings.errors.phoneFormat" });
      }),
    postalCode: z
      .string()
      .trim()
      .optional()
      .transform((value) => value ?? "")
      .superRefine((value, context) => {
        if (value.length < 3) context.addIssue({ code: "custom", message: "siteSettings.errors.postalRequired" });
        else if (value.length > 20) context.addIssue({ code: "custom", message: "siteSettings.errors.postalTooLong" });
        else if (!POSTAL_PATTERN.test(value)) context.addIssue({ code: "custom", message: "siteSettings.errors.postalFormat" });
      }),
    country: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ?? "").toUpperCase())
      .refine((value) => /^[A-Z]{2}$/.test(value), { error: "siteSettings.errors.country" }),
    ownerEmail: email("siteSettings.errors.ownerEmailRequired"),
    gtmId: tagId(GTM_ID_PATTERN, "siteSettings.errors.gtmId"),
    googleAnalyticsId: tagId(GA_ID_PATTERN, "siteSettings.errors.gaId"),
    hours: z
      .object(Object.fromEntries(HOURS_DAYS.map((name) => [name, day])) as Record<HoursDay, typeof day>)
      .optional()
      .transform((value) => Object.fromEntries(HOURS_DAYS.map((name) => [name, value?.[name] ?? { open: false, opens: "", closes: "" }])) as Record<HoursDay, { open: boolean; opens: string; closes: string }>),
  })
  .superRefine((value, context) => {
    // The address in French, the fallback of every language, is required.
    const french = value.translations[DEFAULT_LANG];
    if (!french.streetAddress) context.addIssue({ code: "custom", path: ["translations", DEFAULT_LANG, "streetAddress"], message: "siteSettings.errors.streetRequired" });
    if (!french.city) context.addIssue({ code: "custom", path: ["translations", DEFAULT_LANG, "city"], message: "siteSettings.errors.cityRequired" });
    for (const name of HOURS_DAYS) {
      const hours = value.hours[name];
      if (!hours.open) continue;
      const opensOk = TIME_PATTERN.test(hours.opens);
      const closesOk = TIME_PATTERN.test(hours.closes);
      if (!opensOk) context.addIssue({ code: "custom", path: ["hours", name, "opens"], message: "siteSettings.errors.time" });
      if (!closesOk) context.addIssue({ code: "custom", path: ["hours", name, "closes"], message: "siteSettings.errors.time" });
      // "HH:MM" strings compare as times.
      if (opensOk && closesOk && hours.closes <= hours.opens) context.addIssue({ code: "custom", path: ["hours", name, "closes"], message: "siteSettings.errors.closesBeforeOpens" });
    }
  });
export type SiteSettingsFormInput = z.infer<typeof siteSettingsFormSchema>;

/** A text per language as stored: only the languages that have one (the others fall back to French). */
export function translatedOf(input: SiteSettingsFormInput, field: TranslatedSetting): Partial<Localized> {
  return Object.fromEntries(LANGS.flatMap((lang) => (input.translations[lang][field] ? [[lang, input.translations[lang][field]]] : [])));
}

/** The tagline per language as stored. */
export function taglineOf(input: SiteSettingsFormInput) {
  return translatedOf(input, "tagline");
}

/** The form's hours as stored: each day 0–6, closed days with null times. */
export function openingHoursOf(input: SiteSettingsFormInput) {
  return {
    days: HOURS_DAYS.map((name, index) => {
      const hours = input.hours[name];
      return hours.open ? { day: index, opens: hours.opens, closes: hours.closes } : { day: index, opens: null, closes: null };
    }),
  };
}
