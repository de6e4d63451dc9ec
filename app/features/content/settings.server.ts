/**
 * Shop-wide settings: currencies, site details, click-to-call, design. Read once, cached, and
 * refreshed live when the admin changes them.
 */
import { desc, eq } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { cachedQuery } from "~/server/live.server";
import { clickToCallSettings, currencySettings, designSettings, siteSettings } from "../../../db/schema";
import { CURRENCIES, isCurrency, type Currency } from "~/lib/money";
import type { Lang } from "~/lib/langs";

export interface CurrencyConfig {
  defaultCurrency: Currency;
  supported: Currency[];
  rates: Record<Currency, string>;
  shippingMinor: Record<Currency, number>;
}

/** docs/product/languages-and-currencies.md#lang-6 and docs/product/checkout-and-orders.md#ord-5, used only if the settings row is missing. */
export const DEFAULT_CURRENCY_CONFIG: CurrencyConfig = {
  defaultCurrency: "ILS",
  supported: [...CURRENCIES],
  rates: { ILS: "1", USD: "0.27", EUR: "0.25" },
  shippingMinor: { ILS: 500, USD: 500, EUR: 500 },
};

const currencyCache = cachedQuery(["currency_settings"], async (): Promise<CurrencyConfig> => {
  const [row] = await db().select().from(currencySettings).where(eq(currencySettings.id, 1));
  if (!row) return DEFAULT_CURRENCY_CONFIG;
  const supported = row.supportedCurrencies.filter(isCurrency);
  return {
    defaultCurrency: isCurrency(row.defaultCurrency) ? row.defaultCurrency : "ILS",
    supported: supported.length ? supported : ["ILS"],
    rates: { ...DEFAULT_CURRENCY_CONFIG.rates, ...(row.exchangeRates as Record<Currency, string>) },
    shippingMinor: { ...DEFAULT_CURRENCY_CONFIG.shippingMinor, ...(row.shippingFeesMinor as Record<Currency, number>) },
  };
});

export const getCurrencyConfig = () => currencyCache.get();

/**
 * The stored rate from ILS to `currency`, read on `executor` and not from the cache: a transaction
 * that must see the rate as committed (loyalty's credit at delivery) reads it on its own connection.
 */
export async function storedRate(currency: Currency, executor: Tx | ReturnType<typeof db> = db()): Promise<string> {
  const [row] = await executor.select({ rates: currencySettings.exchangeRates }).from(currencySettings).where(eq(currencySettings.id, 1));
  return (row?.rates as Record<string, string> | undefined)?.[currency] ?? DEFAULT_CURRENCY_CONFIG.rates[currency];
}

/** The visitor's currency: the cookie's when it is supported, else the shop's default. */
export function resolveCurrency(config: CurrencyConfig, requested: string | undefined): Currency {
  return isCurrency(requested) && config.supported.includes(requested) ? requested : config.defaultCurrency;
}

export type SiteSettings = typeof siteSettings.$inferSelect;

const siteCache = cachedQuery(["site_settings"], async () => {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row;
});
export const getSiteSettings = () => siteCache.get();

/**
 * The settings row read on `executor`, not from the cache: code running inside a transaction reads
 * it on the transaction's own connection (on PGlite, a read through the pool would wait for the
 * transaction to end).
 */
export async function siteSettingsIn(executor: Tx | ReturnType<typeof db>): Promise<SiteSettings | undefined> {
  const [row] = await executor.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row;
}

/** docs/product/catalogue.md#cat-13 'Plus que N en stock' notice says 10: the threshold when the settings row is missing. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

/**
 * From this stock down (and above 0), a product shows 'Plus que N en stock' and counts as low in the
 * back office (docs/product/admin-back-office.md#adm-15): site_settings.low_stock_threshold, which the owner sets.
 */
export async function getLowStockThreshold(): Promise<number> {
  return (await getSiteSettings())?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

export interface ClickToCall {
  phone: string;
  text: string;
  position: "bottom-left" | "bottom-right";
  color: "default" | "secondary";
}

/** Keeps digits, plus, parentheses, spaces and hyphens, cut to 20 characters (docs/product/checkout-and-orders.md#ord-2). */
export function cleanPhone(phone: string) {
  return phone.replace(/[^\d+() -]/g, "").slice(0, 20).trim();
}

const clickToCallCache = cachedQuery(["click_to_call_settings"], async () => {
  const [row] = await db().select().from(clickToCallSettings).orderBy(desc(clickToCallSettings.createdAt)).limit(1);
  return row;
});

/** The newest settings row, only when it is enabled and its phone is usable (docs/product/checkout-and-orders.md#ord-8). */
export async function getClickToCall(lang: Lang, defaultText: string): Promise<ClickToCall | null> {
  const row = await clickToCallCache.get();
  if (!row?.isEnabled) return null;
  const phone = cleanPhone(row.phoneNumber);
  if (phone.replace(/\D/g, "").length < 6) return null;
  return {
    phone,
    text: row.buttonText[lang] || row.buttonText.fr || defaultText,
    position: row.position === "bottom-left" ? "bottom-left" : "bottom-right",
    color: row.color === "secondary" ? "secondary" : "default",
  };
}

const designCache = cachedQuery(["design_settings"], async () => {
  const rows = await db().select().from(designSettings);
  return rows;
});

/** Design settings as CSS variables: the key's dots become dashes (docs/product/content-and-texts.md#txt-5, docs/product/look.md#look-2). */
export async function getDesignVariables(): Promise<Record<string, string>> {
  const rows = await designCache.get();
  const variables: Record<string, string> = {};
  for (const row of rows) {
    // Only safe CSS values: no braces, semicolons or angle brackets can break out of the rule.
    if (/^[a-z0-9.-]+$/i.test(row.key) && !/[;{}<>]/.test(row.value)) {
      variables[`--${row.key.replace(/\./g, "-")}`] = row.value;
    }
  }
  return variables;
}
