/**
 * The catalogue screens' form schemas (docs/product/admin-back-office.md#adm-13), shared by the server that parses and the screen
 * that names the choices. Messages are admin dictionary keys (app/locales/admin/products.ts).
 */
import { z } from "zod";
import { parseMoneyInput } from "~/lib/money";

/** The badges a product can carry (docs/product/catalogue.md#cat-1 product detail). */
export const PRODUCT_BADGES = ["featured", "bestSeller", "newArrival", "natural", "artisanal"] as const;
export type ProductBadge = (typeof PRODUCT_BADGES)[number];

/** The list's stock filter: sold out (0), low (1 to the low-stock threshold), or in stock. */
export const STOCK_LEVELS = ["inStock", "low", "soldOut"] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/**
 * The list's bulk actions: archive or activate, the ones that take one value (`value`), and "prices",
 * which opens the price change's preview page for the selection (nothing is written from the list).
 */
export const PRODUCT_BULK_ACTIONS = ["archive", "activate", "set-category", "badge-on", "badge-off", "prices"] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

const ids = z.array(z.string().uuid()).min(1, { error: "products.errors.noSelection" }).max(200);

// One object with checks, not a discriminated union: that zod class would join the zod chunk every
// storefront page loads (bench/bundle.mjs).
export const productBulkSchema = z
  .object({
    intent: z.enum(PRODUCT_BULK_ACTIONS, { error: "products.errors.invalid" }),
    ids,
    value: z.string().optional(),
  })
  .superRefine((input, context) => {
    if (input.intent === "set-category" && !z.uuid().safeParse(input.value).success) {
      context.addIssue({ code: "custom", path: ["value"], message: "products.errors.category" });
    }
    if ((input.intent === "badge-on" || input.intent === "badge-off") && !(PRODUCT_BADGES as readonly string[]).includes(input.value ?? "")) {
      context.addIssue({ code: "custom", path: ["value"], message: "products.errors.badge" });
    }
  });
export type ProductBulkInput = z.infer<typeof productBulkSchema>;

/**
 * The bulk price change (docs/product/admin-back-office.md#adm-13): the selected products' base prices move by a percentage
 * or by a fixed amount in shekels, up or down. The amount is typed as a decimal ("7,5" %, "10" ₪) and
 * read by the shared money parsing, so a percentage is held in hundredths of a percent (750 = 7.5 %)
 * and an amount in agorot. Variants' price adjustments are not touched.
 */
export const PRICE_CHANGE_MODES = ["percent", "amount"] as const;
export type PriceChangeMode = (typeof PRICE_CHANGE_MODES)[number];
export const PRICE_DIRECTIONS = ["up", "down"] as const;
export type PriceDirection = (typeof PRICE_DIRECTIONS)[number];
/** 1000 % (in hundredths of a percent): more is a typo. */
export const MAX_PRICE_PERCENT = 100_000;
/** ₪100,000.00, the product form's highest price. */
export const MAX_PRICE_MINOR = 10_000_000;

/** A product's price as the preview showed it ("id:agorot"): the apply step refuses if it moved since. */
const expected = z.string().regex(/^[0-9a-f-]{36}:\d{1,9}$/i, { error: "products.prices.errors.invalid" });

export const priceChangeSchema = z
  .object({
    ids,
    mode: z.enum(PRICE_CHANGE_MODES, { error: "products.prices.errors.mode" }),
    direction: z.enum(PRICE_DIRECTIONS, { error: "products.prices.errors.direction" }),
    amount: z.string({ error: "products.prices.errors.amount" }).max(20, { error: "products.prices.errors.amount" }),
    expected: z.array(expected).max(200).default([]),
  })
  .superRefine((input, context) => {
    // Typed without a sign: the direction says up or down.
    const value = /^[+-]/.test(input.amount.trim()) ? null : parseMoneyInput(input.amount);
    const max = input.mode === "percent" ? MAX_PRICE_PERCENT : MAX_PRICE_MINOR;
    if (value === null || value <= 0 || value > max) {
      context.addIssue({ code: "custom", path: ["amount"], message: input.mode === "percent" ? "products.prices.errors.percent" : "products.prices.errors.amount" });
    }
  });
export type PriceChangeInput = z.infer<typeof priceChangeSchema>;

/** The change as numbers: hundredths of a percent, or agorot; negative for "down". */
export function priceChangeOf(input: Pick<PriceChangeInput, "mode" | "direction" | "amount">): { mode: PriceChangeMode; by: number } {
  const value = parseMoneyInput(input.amount) ?? 0;
  return { mode: input.mode, by: input.direction === "down" ? -value : value };
}

/**
 * A product's new base price: a percentage is rounded to the agora (half away from zero), a fixed
 * amount is exact; never below 0. A result above MAX_PRICE_MINOR is returned as is (the service
 * refuses it).
 */
export function newPriceOf(before: number, change: { mode: PriceChangeMode; by: number }): number {
  const delta = change.mode === "percent" ? Math.sign(change.by) * Math.round((before * Math.abs(change.by)) / 10_000) : change.by;
  return Math.max(0, before + delta);
}
