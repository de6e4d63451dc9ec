/**
 * What a browser may send to /api/events (docs/product/analytics-and-consent.md#ana-4, docs/product/seo-and-install.md#seo-5 and docs/product/languages-and-currencies.md#lang-6), shared by the
 * tracker and the endpoint. Purchases are not here: the server writes them with the order. Nothing
 * accepts a name, an e-mail or an address: the path is a path (no query string, which could hold
 * one), the referrer only an origin, and unknown fields are refused (strict objects).
 * Messages are French, as docs/product/content-and-texts.md#txt-9 messages are; the endpoint answers them with a 4xx.
 */
import { z } from "zod";
import { LANGS } from "~/lib/langs";
import { CURRENCIES } from "~/lib/money";

const path = z
  .string({ error: "Chemin manquant" })
  .max(300, "Chemin trop long")
  .regex(/^\/(fr|en|he|ru)(\/[^?#\s]*)?$/, "Chemin invalide")
  .refine((value) => !value.startsWith("/admin"), "Les pages d'administration ne sont pas suivies");

const common = {
  path,
  lang: z.enum(LANGS, { error: "Langue invalide" }),
  currency: z.enum(CURRENCIES, { error: "Devise invalide" }),
  // Only with the visitor's consent (components/analytics/consent.ts): a random id per tab.
  sessionId: z.uuid("Session invalide").optional(),
};

export const analyticsEventSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject({
      type: z.literal("page_view"),
      ...common,
      title: z.string().max(200, "Titre trop long").optional(),
      // Where the visit came from: an origin only (https://example.com), never a full address.
      referrer: z.url({ protocol: /^https?$/, error: "Référent invalide" }).max(200).optional(),
      // The first page of a visit (a new tab session, or a page reached from elsewhere).
      entry: z.boolean().optional(),
    }),
    z.strictObject({ type: z.literal("scroll_depth"), ...common, depth: z.union([z.literal(50), z.literal(100)], { error: "Profondeur invalide" }) }),
    z.strictObject({ type: z.literal("click_to_call"), ...common, phone: z.string().min(1).max(20, "Téléphone trop long").regex(/^[+\d\s().-]+$/, "Téléphone invalide") }),
    z.strictObject({
      type: z.literal("add_to_cart"),
      ...common,
      productId: z.uuid("Produit invalide"),
      variantId: z.uuid("Variante invalide").optional(),
      quantity: z.number().int().min(1).max(1000),
    }),
    z.strictObject({
      type: z.literal("checkout_error"),
      ...common,
      message: z.string().min(1).max(300, "Message trop long"),
      // The cart's total as the page showed it (with its currency sign).
      cartTotal: z.string().max(40, "Total invalide"),
    }),
  ],
  { error: "Type d'événement inconnu" },
);

export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventType = AnalyticsEventInput["type"];

/**
 * The screen's period: two days (YYYY-MM-DD), at most a year apart; the default is the last 30 days.
 * Its messages are admin text keys (app/locales/admin/analytics.ts): the owner reads them in the
 * back office's language.
 */
const day = z
  .string({ error: "analytics.period.errors.date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "analytics.period.errors.date")
  .refine((value) => !Number.isNaN(Date.parse(value)), "analytics.period.errors.date");
export const analyticsPeriodSchema = z
  .object({ from: day, to: day })
  .refine((p) => p.from <= p.to, { message: "analytics.period.errors.order", path: ["to"] })
  .refine((p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 <= 366, { message: "analytics.period.errors.tooLong", path: ["to"] });
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;
