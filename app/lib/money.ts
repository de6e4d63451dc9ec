/**
 * The one money module: every amount is an integer number of minor units (agorot, cents) with a
 * currency, and every multiplication of a price happens here (docs/product/cart-and-pricing.md#cart-1, docs/product/cart-and-pricing.md#cart-4 and docs/product/checkout-and-orders.md#ord-5). Nothing else in
 * the code base multiplies prices.
 */
import { INTL_LOCALES, type Lang } from "./langs";

export const CURRENCIES = ["ILS", "USD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The catalogue's currency. */
export const BASE_CURRENCY: Currency = "ILS";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** Exchange rates are decimal strings ("0.27"): units of the currency for 1 ILS. */
export type Rates = Partial<Record<Currency, string>>;

const RATE_SCALE = 100_000_000n; // rates are kept to 8 decimals

/** "0.27" → 27000000n (the rate × 10^8), refusing anything that is not a plain positive decimal. */
export function parseRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(rate.trim());
  if (!match) throw new Error(`Invalid exchange rate: ${rate}`);
  const [, whole, fraction = ""] = match;
  const scaled = BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(8, "0"));
  if (scaled <= 0n) throw new Error(`Invalid exchange rate: ${rate}`);
  return scaled;
}

/** Divides and rounds half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/**
 * Converts an ILS amount to another currency, rounded to the cent (docs/product/languages-and-currencies.md#lang-6: converted prices are
 * rounded to 2 decimals). All three currencies have 2 decimals, so minor units map one to one.
 */
export function convertFromBase(ilsMinor: number, rate: string): number {
  return Number(divideRounded(BigInt(ilsMinor) * parseRate(rate), RATE_SCALE));
}

/** Converts an amount in `currency` back to ILS, for the ILS total an order keeps. */
export function convertToBase(minor: number, rate: string): number {
  return Number(divideRounded(BigInt(minor) * RATE_SCALE, parseRate(rate)));
}

export function multiply(unitMinor: number, quantity: number): number {
  if (!Number.isInteger(unitMinor) || !Number.isInteger(quantity)) throw new Error("Money needs whole numbers");
  return unitMinor * quantity;
}

/** `percent` percent of an amount, rounded to the minor unit. */
export function percentOf(minor: number, percent: number): number {
  return Number(divideRounded(BigInt(minor) * BigInt(Math.round(percent * 100)), 10_000n));
}

export function sum(amounts: number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one money formatter: minor units with Intl in the page's locale, always with 2 decimals and
 * always grouped by thousands (a 4-digit amount too, whatever a locale's minimum grouping says), so
 * a line, a total, a card and an e-mail group their figures the same way. Show amounts with the
 * <Money> component, which adds the figures' style and isolates them (`isolated`); use this for
 * plain text (mails, labels).
 */
export function formatMoney(minor: number, currency: Currency, lang: Lang, options: { isolated?: boolean } = {}): string {
  const key = `${lang}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALES[lang], {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: "always",
    });
    formatters.set(key, formatter);
  }
  const text = formatter.format(minor / 100);
  return options.isolated ? text.replace(BIDI_MARKS, "") : text;
}

/**
 * The direction marks Intl puts in Hebrew amounts ("\u200f219.00\u00a0\u200f₪"). They order the
 * amount inside a Hebrew sentence; an amount isolated left to right (<Money>, <bdi dir="ltr">)
 * must not have them: there they moved the space from between the figures and the sign to before
 * the figures ('219.00₪'), and not for a negative amount, whose minus comes with a mark of its own.
 */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/** Minor units as a decimal string ("189.00"), for structured data and e-mails. */
export function toDecimalString(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The quantity discount of docs/product/cart-and-pricing.md#cart-4: 10% for 3 or 4 units of a line, 15% for 5 or more. */
export function quantityDiscountPercent(quantity: number): number {
  if (quantity >= 5) return 15;
  if (quantity >= 3) return 10;
  return 0;
}

export interface PricedLine {
  unitMinor: number;
  quantity: number;
  grossMinor: number;
  discountPercent: number;
  discountMinor: number;
  totalMinor: number;
}

export interface PricedCart {
  currency: Currency;
  lines: PricedLine[];
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
}

/**
 * The pricing engine used by the product page, the cart, the checkout and the order (docs/product/cart-and-pricing.md#cart-4):
 * unit prices are converted from ILS first, then multiplied, then discounted per line. Shipping is
 * the flat fee of the currency, charged when the cart is not empty.
 */
export function priceCart(
  lines: { unitIlsMinor: number; quantity: number }[],
  options: { currency: Currency; rate: string; shippingMinor: number },
): PricedCart {
  const priced = lines.map((line) => {
    const unitMinor = convertFromBase(line.unitIlsMinor, options.rate);
    const grossMinor = multiply(unitMinor, line.quantity);
    const discountPercent = quantityDiscountPercent(line.quantity);
    const discountMinor = percentOf(grossMinor, discountPercent);
    return {
      unitMinor,
      quantity: line.quantity,
      grossMinor,
      discountPercent,
      discountMinor,
      totalMinor: grossMinor - discountMinor,
    };
  });
  const subtotalMinor = sum(priced.map((l) => l.grossMinor));
  const discountMinor = sum(priced.map((l) => l.discountMinor));
  const shippingMinor = priced.length > 0 ? options.shippingMinor : 0;
  return {
    currency: options.currency,
    lines: priced,
    subtotalMinor,
    discountMinor,
    shippingMinor,
    totalMinor: subtotalMinor - discountMinor + shippingMinor,
  };
}

/**
 * What a priced line cost before its quantity discount (its units × its unit price), from the two
 * figures the engine gives and an order keeps: the line's total after the discount and the discount.
 * Lines are shown at this amount with their discount under them, so that they add up to the
 * subtotal and the summary takes the discount off once (a line shown after its discount, above a
 * subtotal before it and the discount again, read as a double discount).
 */
export function lineBeforeDiscount(line: { totalMinor: number; discountMinor: number }): number {
  return line.totalMinor + line.discountMinor;
}

/**
 * An amount typed by a person ("89", "89.9", "89,90", "1 234,50", "-5") as minor units, or null when
 * it is not one: at most two decimals, either separator, spaces (and narrow spaces) between thousands.
 */
export function parseMoneyInput(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, "");
  const match = /^([+-]?)(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign === "-" ? -minor : minor;
}
