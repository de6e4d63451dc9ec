/** The four storefront languages (SPEC.md §9). French is the default and the fallback. */
export const LANGS = ["fr", "en", "he", "ru"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "fr";

/** Native names, as the language switcher shows them (SPEC.md §2). */
export const LANG_NAMES: Record<Lang, string> = {
  fr: "Français",
  en: "English",
  he: "עברית",
  ru: "Русский",
};

/** Open Graph style locales (SPEC.md §9) and BCP 47 tags for Intl. */
export const OG_LOCALES: Record<Lang, string> = { fr: "fr_FR", en: "en_US", he: "he_IL", ru: "ru_RU" };
export const INTL_LOCALES: Record<Lang, string> = { fr: "fr-FR", en: "en-US", he: "he-IL", ru: "ru-RU" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

export function dirOf(lang: Lang): "rtl" | "ltr" {
  return lang === "he" ? "rtl" : "ltr";
}

/** A text given in every language. */
export type Localized<T = string> = Record<Lang, T>;

/** A text kept per language (a JSONB map, docs/decisions/0004) in `lang`, else in French, the fallback. */
export function inLang(text: Partial<Localized> | null | undefined, lang: Lang): string {
  return text?.[lang] || text?.[DEFAULT_LANG] || "";
}
