/**
 * The configuration screen's form (docs/product/admin-back-office.md#adm-27; docs/product/languages-and-currencies.md#lang-6 currency_settings, docs/product/checkout-and-orders.md#ord-5):
 * the currencies offered, the default one, the exchange rates from ILS and the flat shipping fee of
 * each currency. Messages are admin dictionary keys (app/locales/admin/configuration.ts).
 *
 * Field names, for each currency C of CURRENCIES: `supported.C` (a checkbox), `rates.C`,
 * `shipping.C`; and `defaultCurrency`. ILS is the catalogue's currency (docs/product/cart-and-pricing.md#cart-1): it is always
 * offered and its rate is 1, whatever is posted.
 */
import { z } from "zod";
import { BASE_CURRENCY, CURRENCIES, parseMoneyInput, type Currency } from "~/lib/money";

/** Rates keep this many decimals at most: 1 ILS = 0.274815 USD is finer than any price needs. */
export const RATE_DECIMALS = 6;
/** A rate above this is a typing mistake (1 ILS is worth less than 1 000 units of these currencies). */
export const RATE_MAX = 1000;
/** A shipping fee above this (in minor units: 1 000.00) is a typing mistake. */
export const SHIPPING_MAX_MINOR = 100_000;

const RATE_PATTERN = new RegExp(`^\\d{1,4}(?:\\.\\d{1,${RATE_DECIMALS}})?$`);

/** "0,270 " → "0.27": the comma read as a decimal point, trailing zeros dropped. */
export function normaliseRate(text: string): string {
  const value = text.trim().replace(",", ".");
  if (!value.includes(".")) return value.replace(/^0+(?=\d)/, "");
  return value.replace(/^0+(?=\d)/, "").replace(/0+$/, "").replace(/\.$/, "");
}

const rate = z
  .string()
  .optional()
  .transform((value) => normaliseRate(value ?? ""))
  .superRefine((value, context) => {
    if (!value) context.addIssue({ code: "custom", message: "configuration.errors.rateRequired" });
    else if (!RATE_PATTERN.test(value)) context.addIssue({ code: "custom", message: "configuration.errors.rateFormat" });
    else if (Number(value) <= 0) context.addIssue({ code: "custom", message: "configuration.errors.ratePositive" });
    else if (Number(value) > RATE_MAX) context.addIssue({ code: "custom", message: "configuration.errors.rateTooHigh" });
  });

const shipping = z
  .string()
  .optional()
  .transform((value, context) => {
    const minor = parseMoneyInput(value ?? "");
    if (minor === null || minor < 0 || minor > SHIPPING_MAX_MINOR) {
      context.addIssue({ code: "custom", message: "configuration.errors.shipping" });
      return z.NEVER;
    }
    return minor;
  });

const perCurrency = <T extends z.ZodType>(field: T) => z.object(Object.fromEntries(CURRENCIES.map((code) => [code, field])) as Record<Currency, T>);

export const configurationFormSchema = z
  .object({
    supported: z
      .object(Object.fromEntries(CURRENCIES.map((code) => [code, z.string().optional()])) as Record<Currency, z.ZodOptional<z.ZodString>>)
      .optional()
      // A ticked box is sent; ILS is offered whatever is posted.
      .transform((value) => CURRENCIES.filter((code) => code === BASE_CURRENCY || value?.[code] === "on")),
    defaultCurrency: z.enum(CURRENCIES, { error: "configuration.errors.defaultCurrency" }),
    rates: perCurrency(rate)
      .partial({ ILS: true })
      .transform((value) => ({ ...value, ILS: "1" }) as Record<Currency, string>),
    shipping: perCurrency(shipping),
  })
  .superRefine((value, context) => {
    if (!value.supported.includes(value.defaultCurrency)) {
      context.addIssue({ code: "custom", path: ["defaultCurrency"], message: "configuration.errors.defaultNotSupported" });
    }
  });
export type ConfigurationFormInput = z.infer<typeof configurationFormSchema>;
