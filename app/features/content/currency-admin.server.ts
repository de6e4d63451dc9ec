/**
 * The shop's currencies in the back office (docs/product/admin-back-office.md#adm-27; docs/product/languages-and-currencies.md#lang-6 currency_settings,
 * docs/product/checkout-and-orders.md#ord-5): which are offered, the default one, the exchange rates from ILS and the flat
 * shipping fee of each. One row (id = 1); each save writes only what changed, with an audit row
 * "configuration.update" holding those fields before and after: the screen's history is read back
 * from the audit log, so every change keeps its time and its author.
 *
 * Orders are not touched: each one stored its currency, rate, shipping and totals when it was
 * placed (docs/product/checkout-and-orders.md#ord-5), so a new rate applies to new orders only. The table's trigger (migration
 * 0002) tells every server copy; this one drops its cache at once after the commit.
 */
import { eq } from "drizzle-orm";
import { currencySettings } from "../../../db/schema";
import { db } from "~/server/db.server";
import { announceChange } from "~/server/live.server";
import { listAudit, recordAudit, type AuditRow } from "~/features/audit/audit.server";
import { CURRENCIES, isCurrency, type Currency } from "~/lib/money";
import { DEFAULT_CURRENCY_CONFIG } from "~/features/content/settings.server";
import type { ConfigurationFormInput } from "~/schemas/admin/configuration";
import type { Actor } from "~/features/i18n/static-translations-admin.server";

export const CONFIGURATION_AUDIT_ACTION = "configuration.update";
export const CURRENCY_AUDIT_ENTITY = "currency_settings";

export interface CurrencySettingsEditor {
  defaultCurrency: Currency;
  supported: Currency[];
  rates: Record<Currency, string>;
  shippingMinor: Record<Currency, number>;
  updatedAt: Date | null;
}

/** The stored settings, completed by docs/product/languages-and-currencies.md#lang-6 defaults where a currency is missing. */
export async function getCurrencySettingsForEdit(): Promise<CurrencySettingsEditor> {
  const [row] = await db().select().from(currencySettings).where(eq(currencySettings.id, 1));
  const supported = (row?.supportedCurrencies ?? DEFAULT_CURRENCY_CONFIG.supported).filter(isCurrency);
  return {
    defaultCurrency: isCurrency(row?.defaultCurrency) ? row.defaultCurrency : "ILS",
    supported: CURRENCIES.filter((code) => code === "ILS" || supported.includes(code)),
    rates: { ...DEFAULT_CURRENCY_CONFIG.rates, ...(row?.exchangeRates as Partial<Record<Currency, string>> | undefined) },
    shippingMinor: { ...DEFAULT_CURRENCY_CONFIG.shippingMinor, ...(row?.shippingFeesMinor as Partial<Record<Currency, number>> | undefined) },
    updatedAt: row?.updatedAt ?? null,
  };
}

/** The latest changes of the configuration, newest first, from the audit log. */
export async function configurationHistory(limit = 10): Promise<AuditRow[]> {
  return (await listAudit({ entity: CURRENCY_AUDIT_ENTITY, pageSize: limit })).rows;
}

/** Each currency's value in CURRENCIES' order, so that two equal maps compare equal whatever jsonb did with the keys. */
const ordered = <T>(map: Record<string, T>) => JSON.stringify(CURRENCIES.map((code) => map[code] ?? null));

/** Saves the form; returns the fields that changed (none: nothing written). */
export async function saveCurrencySettings(input: ConfigurationFormInput, actor: Actor): Promise<{ changed: string[] }> {
  const next = {
    defaultCurrency: input.defaultCurrency,
    supportedCurrencies: CURRENCIES.filter((code) => input.supported.includes(code)),
    exchangeRates: Object.fromEntries(CURRENCIES.map((code) => [code, input.rates[code]])) as Record<string, string>,
    shippingFeesMinor: Object.fromEntries(CURRENCIES.map((code) => [code, input.shipping[code]])) as Record<string, number>,
  };
  const result = await db().transaction(async (tx) => {
    const [current] = await tx.select().from(currencySettings).where(eq(currencySettings.id, 1)).for("update");
    const before = current
      ? { defaultCurrency: current.defaultCurrency, supportedCurrencies: current.supportedCurrencies, exchangeRates: current.exchangeRates, shippingFeesMinor: current.shippingFeesMinor }
      : null;
    const differs = {
      defaultCurrency: before?.defaultCurrency !== next.defaultCurrency,
      supportedCurrencies: JSON.stringify(before?.supportedCurrencies ?? null) !== JSON.stringify(next.supportedCurrencies),
      exchangeRates: !before || ordered(before.exchangeRates) !== ordered(next.exchangeRates),
      shippingFeesMinor: !before || ordered(before.shippingFeesMinor) !== ordered(next.shippingFeesMinor),
    };
    const changed = (Object.keys(differs) as (keyof typeof differs)[]).filter((field) => differs[field]);
    if (!changed.length) return { changed: [] as string[] };
    const update = Object.fromEntries(changed.map((field) => [field, next[field]])) as Partial<typeof next>;
    if (current) await tx.update(currencySettings).set({ ...update, updatedAt: new Date() }).where(eq(currencySettings.id, 1));
    else await tx.insert(currencySettings).values({ id: 1, ...next });
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: CONFIGURATION_AUDIT_ACTION,
      entity: CURRENCY_AUDIT_ENTITY,
      entityId: "1",
      before: before ? Object.fromEntries(changed.map((field) => [field, before[field]])) : null,
      after: update,
    });
    return { changed: changed as string[] };
  });
  if (result.changed.length) announceChange("currency_settings");
  return result;
}
