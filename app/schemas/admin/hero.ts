/**
 * The hero screens' forms (issue 12 point 1), shared by the actions that parse them and the screens
 * that take their limits. Messages are admin dictionary keys (app/locales/admin/hero.ts).
 *
 * The editor's one form posts `imageUrl`, `ctaLink`, `isActive` and
 * `translations.<lang>.title|subtitle|ctaText`; only the French title is required (the shop falls
 * back to French, AMENDMENTS 17). The link is where the slide's button goes: a path of the shop
 * without its language ("/shop", the storefront adds "/fr") or an https address elsewhere.
 *
 * Also the link and image checks the other content screens share (footer, homepage).
 */
import { z } from "zod";
import { LANGS, type Lang } from "~/lib/langs";
import { orderedListSchemas } from "./ordered-list";

export const HERO_TITLE_MAX = 120;
export const HERO_SUBTITLE_MAX = 300;
export const HERO_CTA_MAX = 40;
export const LINK_MAX = 500;

/** An image of the media library: "/media/<key>", without a way out of it. */
const MEDIA_ADDRESS = /^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const isMediaAddress = (value: string) => MEDIA_ADDRESS.test(value) && !value.includes("..");

/**
 * A link the shop may print: a path of the shop ("/shop", "/shop?new=1", "/about#craft": one
 * leading slash, no spaces, no "//" that a browser would read as another site) or an https address.
 */
export function isShopLink(value: string): boolean {
  if (!value || value.length > LINK_MAX || /\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  return isHttpsUrl(value);
}

/** An absolute https address with a host (a social network's page, the site creator's site). */
export function isHttpsUrl(value: string): boolean {
  if (!value || value.length > LINK_MAX || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname) && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value ?? "");

const translation = z
  .object({
    title: text(HERO_TITLE_MAX, "hero.errors.titleTooLong"),
    subtitle: text(HERO_SUBTITLE_MAX, "hero.errors.subtitleTooLong"),
    ctaText: text(HERO_CTA_MAX, "hero.errors.ctaTooLong"),
  })
  .optional()
  .transform((value) => value ?? { title: "", subtitle: "", ctaText: "" });

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
    isActive: z
      .string()
      .optional()
      .transform((value) => value !== undefined && value !== "" && value !== "false"),
    translations: z
      .object({ fr: translation, en: translation, he: translation, ru: translation })
      .optional()
      .transform((value) => (value ?? Object.fromEntries(LANGS.map((lang) => [lang, { title: "", subtitle: "", ctaText: "" }]))) as HeroTranslationsInput),
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
