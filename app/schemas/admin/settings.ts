/**
 * The settings screen's forms (docs/product/admin-back-office.md#adm-27). Its two-factor and low-stock forms reuse the
 * schemas of the screens that had them first (access.ts requireTwoFactorSchema, stock.ts
 * lowStockThresholdSchema), so a value is checked the same way wherever it is changed; what is its
 * own is the test mail.
 */
import { z } from "zod";
import { LOW_STOCK_THRESHOLD_INTENT } from "./stock";

export const REQUIRE_TWO_FACTOR_INTENT = "require-two-factor";
export const TEST_MAIL_INTENT = "test-mail";

/** The settings screen's actions. */
export const SETTINGS_INTENTS = [REQUIRE_TWO_FACTOR_INTENT, LOW_STOCK_THRESHOLD_INTENT, TEST_MAIL_INTENT] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

export const settingsIntentSchema = z.enum(SETTINGS_INTENTS, { error: "settings.errors.invalid" });

/** "Send a test mail": nothing to fill in; it goes to the owner's e-mail of the site settings. */
export const testMailSchema = z.object({ intent: z.literal(TEST_MAIL_INTENT, { error: "settings.errors.invalid" }) });
