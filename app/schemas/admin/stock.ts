/**
 * The quick stock editor's form (docs/product/admin-back-office.md#adm-15): one product's or one variant's stock, changed by
 * a quantity (+ or −) or set to a counted value, with a reason, and a note that "other" requires.
 * Messages are keys of app/locales/admin/stock.ts.
 */
import { z } from "zod";
import { ADJUSTMENT_REASONS } from "../../../db/schema/commerce";

/** Far above any real shelf: a typo of three zeros is refused rather than stocked. */
export const MAX_STOCK_CHANGE = 100_000;
export const STOCK_NOTE_MAX_LENGTH = 500;
export const ADJUSTMENT_MODES = ["by", "to"] as const;

export const stockAdjustmentSchema = z
  .object({
    // The product's own stock when empty.
    variantId: z
      .string()
      .optional()
      .transform((value) => value || null)
      .pipe(z.uuid({ error: "stock.errors.invalid" }).nullable()),
    mode: z.enum(ADJUSTMENT_MODES, { error: "stock.errors.invalid" }),
    quantity: z.coerce
      .number({ error: "stock.errors.quantity" })
      .int({ error: "stock.errors.quantity" })
      .min(-MAX_STOCK_CHANGE, { error: "stock.errors.quantity" })
      .max(MAX_STOCK_CHANGE, { error: "stock.errors.quantity" }),
    reason: z.enum(ADJUSTMENT_REASONS, { error: "stock.errors.reason" }),
    note: z
      .string()
      .trim()
      .max(STOCK_NOTE_MAX_LENGTH, { error: "stock.errors.noteTooLong" })
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    if (value.mode === "by" && value.quantity === 0) context.addIssue({ code: "custom", path: ["quantity"], message: "stock.errors.zero" });
    if (value.mode === "to" && value.quantity < 0) context.addIssue({ code: "custom", path: ["quantity"], message: "stock.errors.countNegative" });
    if (value.reason === "other" && !value.note) context.addIssue({ code: "custom", path: ["note"], message: "stock.errors.noteRequired" });
  });
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentSchema>;

/** The low-stock threshold's most: far above any shelf, so a typo is refused rather than kept. */
export const MAX_LOW_STOCK_THRESHOLD = 1_000;
export const LOW_STOCK_THRESHOLD_INTENT = "low-stock-threshold";

/**
 * The low-stock threshold (docs/product/admin-back-office.md#adm-15; site_settings.low_stock_threshold): a whole number from
 * 0 (nothing counts as low) to MAX_LOW_STOCK_THRESHOLD.
 */
export const lowStockThresholdSchema = z.object({
  intent: z.literal(LOW_STOCK_THRESHOLD_INTENT, { error: "stock.errors.invalid" }),
  // Digits only: an empty field is refused, not read as 0.
  threshold: z
    .string({ error: "stock.threshold.errors.value" })
    .trim()
    .regex(/^\d{1,7}$/, { error: "stock.threshold.errors.value" })
    .transform(Number)
    .refine((value) => value <= MAX_LOW_STOCK_THRESHOLD, { error: "stock.threshold.errors.value" }),
});
export type LowStockThresholdInput = z.infer<typeof lowStockThresholdSchema>;
