/**
 * The storefront languages, in one list (docs/product/languages-and-currencies.md#lang-1). French is
 * the default and the fallback. Everything that differs per language (its name, locales, direction,
 * script) is in LANG_FACTS below, so adding a language to LANGS is a compile error here and where a
 * text or a font is needed, and nowhere else; tests/unit/one-language-list.test.ts keeps the rest of
 * the code from spelling the list out.
 */
export const LANGS = ["fr", "en", "he", "ru"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "fr";

/** The writing systems the languages use: each needs its own faces (app/app.css, app/root.tsx). */
export type Script = "latin" | "cyrillic" | "hebrew";

type LangFacts = {
  /** Native name, as the language switcher shows it. */
  name: string;
  /** Open Graph style locale. */
  og: string;
  /** BCP 47 tag for Intl. */
  intl: string;
  dir: "ltr" | "rtl";
  script: Script;
  /** A time as the language writes it, from Intl's "18:30" / "6:30 PM". */
  time: (text: string) => string;
};

const asIntlGives = (text: string) => text;

const LANG_FACTS: Record<Lang, LangFacts> = {
  fr: { name: "Français", og: "fr_FR", intl: "fr-FR", dir: "ltr", script: "latin", time: (text) => text.replace(":", "h") },
  en: { name: "English", og: "en_US", intl: "en-US", dir: "ltr", script: "latin", time: (text) => text.toLowerCase() },
  he: { name: "עברית", og: "he_IL", intl: "he-IL", dir: "rtl", script: "hebrew", time: asIntlGives },
  ru: { name: "Русский", og: "ru_RU", intl: "ru-RU", dir: "ltr", script: "cyrillic", time: asIntlGives },
};

/** Builds a per-language object from LANGS: { fr: make("fr"), en: make("en"), … }. */
export function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

/** Native names, as the language switcher shows them. */
export const LANG_NAMES: Record<Lang, string> = perLang((lang) => LANG_FACTS[lang].name);

/** Open Graph style locales and BCP 47 tags for Intl. */
export const OG_LOCALES: Record<Lang, string> = perLang((lang) => LANG_FACTS[lang].og);
export const INTL_LOCALES: Record<Lang, string> = perLang((lang) => LANG_FACTS[lang].intl);

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

export function dirOf(lang: Lang): "rtl" | "ltr" {
  return LANG_FACTS[lang].dir;
}

export function isRtl(lang: Lang): boolean {
  return dirOf(lang) === "rtl";
}

export function scriptOf(lang: Lang): Script {
  return LANG_FACTS[lang].script;
}

/** A time ("18:30" as Intl formats it) as the language writes it: "18h30" in French, "6:30 pm" in English. */
export function timeAsWritten(text: string, lang: Lang): string {
  return LANG_FACTS[lang].time(text);
}

/**
 * The CSS font variables a script swaps in (app/app.css defines them), for a subtree whose
 * <html lang> is another language's (the back office's shell); null when the default faces apply.
 */
const SCRIPT_FONTS: Record<Script, Record<`--font-${string}`, string> | null> = {
  latin: null,
  cyrillic: null,
  hebrew: { "--font-text": "var(--font-text-hebrew)", "--font-display": "var(--font-display-hebrew)" },
};

export function fontsFor(lang: Lang): Record<`--font-${string}`, string> | undefined {
  return SCRIPT_FONTS[scriptOf(lang)] ?? undefined;
}

/** A text given in every language. */
export type Localized<T = string> = Record<Lang, T>;

/** A text kept per language (a JSONB map, docs/decisions/0004) in `lang`, else in French, the fallback. */
export function inLang(text: Partial<Localized> | null | undefined, lang: Lang): string {
  return text?.[lang] || text?.[DEFAULT_LANG] || "";
}
