/**
 * The categories screens' forms (docs/product/admin-back-office.md#adm-17), shared by the actions that parse them and the
 * screens that take their limits. Messages are admin dictionary keys (app/locales/admin/categories.ts).
 *
 * The editor's one form, for a new category and an old one alike, posts `slug`, `imageUrl`,
 * `isActive` and `translations.<lang>.name|description` for the four languages; Conform's
 * parseWithZod reads the dotted names as nested objects. Only the French name is required: the shop
 * falls back to French for a language without its text (docs/product/languages-and-currencies.md#lang-4).
 *
 * Only zod classes the storefront's schemas already use (object, string, enum, literal, transforms,
 * refinements): the zod chunk is shared with every storefront page (bench/bundle.mjs).
 */
import { z } from "zod";
import { LANGS, type Lang } from "~/lib/langs";
import { orderedListSchemas } from "./ordered-list";
import { checkbox, isMediaAddress, optionalText, translatedTexts } from "./fields";
import { UUID } from "~/lib/uuid";

export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 1000;
export const CATEGORY_SLUG_MAX = 60;
export const CATEGORY_IMAGE_MAX = 500;

/** Lowercase letters, digits and single hyphens between them: the address /{lang}/category/{slug}. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug made from a name: accents folded ("Boisé" → "boise"), anything else than a-z and 0-9
 * becomes one hyphen, cut at CATEGORY_SLUG_MAX. "" when nothing is left (a name in another script).
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[œŒ]/g, "oe")
    .replace(/[æÆ]/g, "ae")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, CATEGORY_SLUG_MAX)
    .replace(/^-+|-+$/g, "");
}

export const categoryFormSchema = z
  .object({
    slug: z
      .string()
      .trim()
      .max(CATEGORY_SLUG_MAX, { error: "categories.errors.slugTooLong" })
      .optional()
      .transform((value) => (value ?? "").toLowerCase()),
    imageUrl: z
      .string()
      .trim()
      .max(CATEGORY_IMAGE_MAX, { error: "categories.errors.image" })
      .optional()
      .transform((value) => value || null),
    isActive: checkbox,
    translations: translatedTexts({
      name: optionalText(CATEGORY_NAME_MAX, "categories.errors.nameTooLong"),
      description: optionalText(CATEGORY_DESCRIPTION_MAX, "categories.errors.descriptionTooLong"),
    }),
  })
  .superRefine((value, context) => {
    if (!value.translations.fr.name) context.addIssue({ code: "custom", path: ["translations", "fr", "name"], message: "categories.errors.nameRequired" });
    // A description alone would show under an empty name: a language is its name first.
    for (const lang of LANGS) {
      const own = value.translations[lang];
      if (lang !== "fr" && own.description && !own.name) context.addIssue({ code: "custom", path: ["translations", lang, "name"], message: "categories.errors.nameForDescription" });
    }
    if (value.slug && !CATEGORY_SLUG_PATTERN.test(value.slug)) context.addIssue({ code: "custom", path: ["slug"], message: "categories.errors.slugFormat" });
    // No slug typed: it is made from the French name, which must then give one.
    if (!value.slug && value.translations.fr.name && !slugify(value.translations.fr.name)) {
      context.addIssue({ code: "custom", path: ["slug"], message: "categories.errors.slugRequired" });
    }
    if (value.imageUrl && !isMediaAddress(value.imageUrl)) {
      context.addIssue({ code: "custom", path: ["imageUrl"], message: "categories.errors.image" });
    }
  });
export type CategoryFormInput = z.infer<typeof categoryFormSchema>;
export type CategoryTranslationsInput = Record<Lang, { name: string; description: string }>;

/** The list's actions on one category: move it up or down, show or hide it in the shop. */
export const CATEGORY_LIST_INTENTS = ["move", "order", "activate", "deactivate"] as const;
export type CategoryListIntent = (typeof CATEGORY_LIST_INTENTS)[number];
export { MOVE_DIRECTIONS } from "./ordered-list";

const listSchemas = orderedListSchemas("categories.errors.invalid", 1000);
export const categoryMoveSchema = listSchemas.move;
/** The whole order at once (a drag and drop): every category's id, first to last, comma-separated. */
export const categoryOrderSchema = listSchemas.order;
export const categoryActiveSchema = listSchemas.active;

/** The editor's delete: with `moveTo`, the category's products go there first, in the same transaction. */
export const categoryDeleteSchema = z.object({
  intent: z.literal("delete"),
  moveTo: z
    .string()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || UUID.test(value), { error: "categories.errors.move_target" }),
});

/** Which languages have no name (French is never among them once saved). */
export function missingLanguages(translations: Partial<Record<Lang, { name?: string | null } | null | undefined>>): Lang[] {
  return LANGS.filter((lang) => !translations[lang]?.name?.trim());
}
