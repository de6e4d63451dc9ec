/**
 * The loyalty programme's settings (docs/product/loyalty.md#loy-1; docs/product/admin-back-office.md#adm-27), a section of the configuration
 * screen: the lifetime spend in € from which a customer is silver, gold and platinum (bronze is
 * always 0; each level strictly above the one before), and the points earned per 1 €. Messages are
 * admin dictionary keys of the configuration area.
 *
 * Field names: `thresholds.silver`, `thresholds.gold`, `thresholds.platinum` (amounts in €, typed as
 * a person writes them: "200", "199,90"), `pointsPerEur`.
 */
import { z } from "zod";
import { parseMoneyInput } from "~/lib/money";

export const LOYALTY_SETTINGS_INTENT = "loyalty";
/** The levels above bronze, lowest first. */
export const PAID_LEVELS = ["silver", "gold", "platinum"] as const;
export type PaidLevel = (typeof PAID_LEVELS)[number];
/** A threshold above 1 000 000 € is a typing mistake. */
export const THRESHOLD_MAX_MINOR = 100_000_000;
/** More than 1 000 points per € is a typing mistake. */
export const POINTS_PER_EUR_MAX = 1000;

const threshold = z
  .string()
  .optional()
  .transform((value, context) => {
    const minor = parseMoneyInput(value ?? "");
    if (minor === null || minor <= 0 || minor > THRESHOLD_MAX_MINOR) {
      context.addIssue({ code: "custom", message: "configuration.loyalty.errors.threshold" });
      return z.NEVER;
    }
    return minor;
  });

export const loyaltySettingsSchema = z
  .object({
    intent: z.literal(LOYALTY_SETTINGS_INTENT, { error: "configuration.errors.generic" }),
    thresholds: z.object({ silver: threshold, gold: threshold, platinum: threshold }),
    pointsPerEur: z
      .string({ error: "configuration.loyalty.errors.points" })
      .trim()
      // Digits only: a negative, decimal or empty rate is refused, not rounded.
      .regex(/^\d{1,4}$/, { error: "configuration.loyalty.errors.points" })
      .transform(Number)
      .refine((value) => value <= POINTS_PER_EUR_MAX, { error: "configuration.loyalty.errors.points" }),
  })
  .superRefine((value, context) => {
    const { silver, gold, platinum } = value.thresholds;
    if (gold <= silver) context.addIssue({ code: "custom", path: ["thresholds", "gold"], message: "configuration.loyalty.errors.goldAboveSilver" });
    if (platinum <= gold) context.addIssue({ code: "custom", path: ["thresholds", "platinum"], message: "configuration.loyalty.errors.platinumAboveGold" });
  });
export type LoyaltySettingsInput = z.infer<typeof loyaltySettingsSchema>;
