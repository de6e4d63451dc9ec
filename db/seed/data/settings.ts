/**
 * DEMO DATA: the shop-wide settings a fresh install starts with. The contact details are
 * invented (".example" addresses, a 000 phone number) and the owner replaces them in the admin.
 * Constants that docs/product/loyalty.md#loy-2 fixes (currencies, rates, loyalty thresholds) are its values.
 */
import type {
  clickToCallSettings,
  currencySettings,
  designSettings,
  loyaltyLevels,
  siteSettings,
  staticTranslations,
} from "../../schema";

/** docs/product/languages-and-currencies.md#lang-6: default ILS; ILS, USD, EUR at 1, 0.27, 0.25; docs/product/checkout-and-orders.md#ord-5: shipping 5 in each currency. */
export const currencyDefaults: typeof currencySettings.$inferInsert = {
  id: 1,
  defaultCurrency: "ILS",
  supportedCurrencies: ["ILS", "USD", "EUR"],
  exchangeRates: { ILS: "1", USD: "0.27", EUR: "0.25" },
  shippingFeesMinor: { ILS: 500, USD: 500, EUR: 500 },
};

export const siteDefaults: typeof siteSettings.$inferInsert = {
  id: 1,
  brandName: "Maison Lumière",
  tagline: {
    fr: "Bougies sculpturales, coulées à la main à Netanya",
    en: "Sculptural candles, hand-poured in Netanya",
    he: "נרות פיסוליים, יצוקים בעבודת יד בנתניה",
    ru: "Скульптурные свечи ручной работы из Нетании",
  },
  contactEmail: "bonjour@maison-lumiere.example",
  contactPhone: "+972 9 000 0000",
  ownerEmail: "atelier@maison-lumiere.example",
  // The address in each language (the contact page, the footer and the structured data show the page's).
  streetAddress: { fr: "12 rue Herzl", en: "12 Herzl Street", he: "רחוב הרצל 12", ru: "ул. Герцль, 12" },
  city: { fr: "Netanya", en: "Netanya", he: "נתניה", ru: "Нетания" },
  postalCode: "4240000",
  region: { fr: "District centre", en: "Central District", he: "מחוז המרכז", ru: "Центральный округ" },
  country: "IL",
  // docs/product/overview.md#shop-1: Sunday to Thursday 9h00-18h00, Friday 9h00-14h00, Saturday closed.
  openingHours: {
    days: [
      { day: 0, opens: "09:00", closes: "18:00" },
      { day: 1, opens: "09:00", closes: "18:00" },
      { day: 2, opens: "09:00", closes: "18:00" },
      { day: 3, opens: "09:00", closes: "18:00" },
      { day: 4, opens: "09:00", closes: "18:00" },
      { day: 5, opens: "09:00", closes: "14:00" },
      { day: 6, opens: null, closes: null },
    ],
  },
  socialLinks: [
    { name: "Instagram", url: "https://instagram.example/maison-lumiere" },
    { name: "Facebook", url: "https://facebook.example/maison-lumiere" },
    { name: "Pinterest", url: "https://pinterest.example/maison-lumiere" },
  ],
  // The footer credits the site's maker only when the owner names one (docs/product/security-rules.md#sec-4): the shop is not
  // its own web agency.
  siteCreator: "",
  siteCreatorUrl: null,
  gtmId: null,
  googleAnalyticsId: null,
  // Larger orders are prepared with the shop (docs/product/security-rules.md#sec-4): the shopper is asked to get in touch.
  maxQuantityPerLine: 20,
};

export const clickToCallDefaults: typeof clickToCallSettings.$inferInsert = {
  isEnabled: true,
  phoneNumber: "+972 9 000 0000",
  buttonText: { fr: "Appelez-nous", en: "Call us", he: "התקשרו אלינו", ru: "Позвоните нам" },
  position: "bottom-right",
  color: "default",
};

/** Keys become CSS variables with dots turned into dashes (docs/product/content-and-texts.md#txt-5): color.accent → --color-accent. */
export const designDefaults: (typeof designSettings.$inferInsert)[] = [
  { key: "color.background", value: "#f7f3ee" },
  { key: "color.surface", value: "#ffffff" },
  { key: "color.text", value: "#2b2623" },
  { key: "color.muted", value: "#6b6159" },
  { key: "color.accent", value: "#9a5f24" },
  { key: "color.accent-hover", value: "#824f1c" },
  { key: "color.accent-2", value: "#a84a31" },
  { key: "color.lines", value: "#e6ded5" },
];

/** One admin override, so a fresh shop shows that static_translations win over the dictionaries. */
export const staticTranslationDefaults: (typeof staticTranslations.$inferInsert)[] = [
  {
    key: "footer.tagline",
    fr: "Fait main à Netanya depuis 2023",
    en: "Handmade in Netanya since 2023",
    he: "בעבודת יד בנתניה מאז 2023",
    ru: "Ручная работа в Нетании с 2023 года",
  },
];

/** docs/product/languages-and-currencies.md#lang-6 / docs/product/loyalty.md#loy-1: bronze 0, silver 200, gold 500, platinum 1000 (lifetime spend in €). */
export const loyaltyLevelDefaults: (typeof loyaltyLevels.$inferInsert)[] = [
  { level: "bronze", minSpentEurMinor: 0, displayOrder: 1 },
  { level: "silver", minSpentEurMinor: 20000, displayOrder: 2 },
  { level: "gold", minSpentEurMinor: 50000, displayOrder: 3 },
  { level: "platinum", minSpentEurMinor: 100000, displayOrder: 4 },
];
