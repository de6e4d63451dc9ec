/**
 * The hero screens' forms (docs/product/admin-back-office.md#adm-19), shared by the actions that parse them and the screens
 * that take their limits. Messages are admin dictionary keys (app/locales/admin/hero.ts).
 *
 * The editor's one form posts `imageUrl`, `ctaLink`, `isActive` and
 * `translations.<lang>.title|subtitle|ctaText`; only the French title is required (the shop falls
 * back to French, docs/product/languages-and-currencies.md#lang-4). The link is where the slide's button goes: a path of the shop
 * without its language ("/shop", the storefront adds "/fr") or an https address elsewhere.
 */
import { z } from "zod";
import { LANGS, type Lang } from "~/lib/langs";
import { orderedListSchemas } from "./ordered-list";
import { checkbox, isMediaAddress, isShopLink, optionalText, translatedTexts } from "./fields";

export const HERO_TITLE_MAX = 120;
export const HERO_SUBTITLE_MAX = 300;
export const HERO_CTA_MAX = 40;

export type HeroTranslationsInput = Record<Lang, { title: string; subtitle: string; ctaText: string }>;

export const heroFormSchema = z
  .object({
    imageUrl: z
      .string()
      .trim()
      .optional()
      .transform((value) => value ?? ""),
    ctaLink: z
      .string()
      .trim()
      .optional()
      .transform((value) => value ?? ""),
    isActive: checkbox,
    translations: translatedTexts({
      title: optionalText(HERO_TITLE_MAX, "hero.errors.titleTooLong"),
      subtitle: optionalText(HERO_SUBTITLE_MAX, "hero.errors.subtitleTooLong"),
      ctaText: optionalText(HERO_CTA_MAX, "hero.errors.ctaTooLong"),
    }),
  })
  .superRefine((value, context) => {
    if (!value.imageUrl) context.addIssue({ code: "custom", path: ["imageUrl"], message: "hero.errors.imageRequired" });
    else if (!isMediaAddress(value.imageUrl)) context.addIssue({ code: "custom", path: ["imageUrl"], message: "hero.errors.image" });
    if (!value.translations.fr.title) context.addIssue({ code: "custom", path: ["translations", "fr", "title"], message: "hero.errors.titleRequired" });
    for (const lang of LANGS) {
      const own = value.translations[lang];
      // A subtitle or a button alone would show under an empty title: a language is its title first.
      if (lang !== "fr" && (own.subtitle || own.ctaText) && !own.title) context.addIssue({ code: "custom", path: ["translations", lang, "title"], message: "hero.errors.titleForTexts" });
    }
    // The button needs somewhere to go; without a text the slide has no button at all.
    const hasButton = LANGS.some((lang) => value.translations[lang].ctaText);
    if (hasButton && !value.ctaLink) context.addIssue({ code: "custom", path: ["ctaLink"], message: "hero.errors.linkRequired" });
    else if (value.ctaLink && !isShopLink(value.ctaLink)) context.addIssue({ code: "custom", path: ["ctaLink"], message: "hero.errors.link" });
  });
export type HeroFormInput = z.infer<typeof heroFormSchema>;

const listSchemas = orderedListSchemas("hero.errors.invalid", 500);
export const heroMoveSchema = listSchemas.move;
export const heroOrderSchema = listSchemas.order;
export const heroActiveSchema = listSchemas.active;

/** Which languages have no title (French is never among them once saved). */
export function missingHeroLanguages(translations: Partial<Record<Lang, { title?: string | null } | null | undefined>>): Lang[] {
  return LANGS.filter((lang) => !translations[lang]?.title?.trim());
}
