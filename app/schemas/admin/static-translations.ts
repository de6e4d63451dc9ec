/**
 * The static-translations screen's list and forms (docs/product/admin-back-office.md#adm-25), shared by its loader and
 * action and by the screen that takes their limits. Messages are admin dictionary keys
 * (app/locales/admin/static-translations.ts).
 *
 * The editor posts `key` and `texts.<lang>` for the four languages (Conform reads the dotted names
 * as an object); a reset posts `key` and, for one language only, `lang`.
 */
import { z } from "zod";
import { localizedSchema } from "~/schemas/localized";
import { LANGS, perLang } from "~/lib/langs";
import type { ListSpec } from "~/schemas/admin/list-query";

/** The longest override (the service's OVERRIDE_MAX): longer than any paragraph the shop shows. */
export const STATIC_TEXT_MAX = 4000;
export const STATIC_KEY_MAX = 200;

export const STATIC_TEXT_STATES = ["missing", "overridden"] as const;
export type StaticTextState = (typeof STATIC_TEXT_STATES)[number];

export const staticTextsListSpec = {
  sorts: ["key"] as const,
  defaultSort: "key" as const,
  filters: {
    /** missing: a language has neither a dictionary text nor an override; overridden: the owner changed one. */
    state: z.enum(STATIC_TEXT_STATES),
    /** Narrows either state to one language ("missing in Hebrew"). */
    lang: z.enum(LANGS),
  },
} satisfies ListSpec<"key", Record<string, z.ZodType>>;

const key = z.string({ error: "staticTranslations.errors.invalid" }).trim().min(1, { error: "staticTranslations.errors.invalid" }).max(STATIC_KEY_MAX, { error: "staticTranslations.errors.invalid" });

const text = z
  .string()
  .max(STATIC_TEXT_MAX, { error: "staticTranslations.errors.tooLong" })
  .optional()
  .transform((value) => value ?? "");

export const staticTextsFormSchema = z.object({
  key,
  texts: localizedSchema(text)
    .optional()
    .transform((value) => value ?? perLang(() => "")),
});
export type StaticTextsFormInput = z.output<typeof staticTextsFormSchema>;

/** "Back to the dictionary": one language, or the whole key when `lang` is left out. */
export const staticTextsResetSchema = z.object({
  key,
  lang: z.enum(LANGS).optional().or(z.literal("").transform(() => undefined)),
});
