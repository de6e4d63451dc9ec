/**
 * The access screens' translator, read straight from app/locales/admin/access.ts until the admin
 * shell's merged dictionary (app/locales/admin/index.ts) and its request context land; then
 * `accessTranslator` becomes that context's translator. French fills any gap.
 */
import access from "~/locales/admin/access";
import { createTranslator, type Translator } from "~/lib/i18n";
import type { Lang } from "~/lib/langs";

// Every language is checked there once (AREAS in app/locales/admin/index.ts); here, as there, French fills a gap.
const texts: Partial<Record<Lang, Record<string, string>>> = access;

export function accessTranslator(lang: Lang): Translator {
  return createTranslator(lang, { ...access.fr, ...texts[lang] });
}
