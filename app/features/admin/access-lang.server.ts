/**
 * The language of an access screen and the server's messages in it. The admin has no /:lang in its
 * paths: `?lang=` chooses (the language links of these signed-out pages), else the admin's one
 * rule (request-context.server.ts: its cookie, the shop's remembered language, the browser's).
 */
import type { Lang } from "~/lib/langs";
import { adminPageLang } from "~/server/request-context.server";
import { translatorFor } from "~/features/i18n/messages.server";
import { accessTranslator } from "./access-texts";

export const adminLang = adminPageLang;

/**
 * Turns message keys into text for the page: "access.*" from the admin's dictionary, the others
 * (the shared account rules: 'validation.passwordMin', 'auth.invalidCode', ...) from the shop's.
 */
export async function messageTexts(lang: Lang, keys: string[]): Promise<string[]> {
  const admin = accessTranslator(lang);
  const shop = keys.some((key) => !key.startsWith("access.")) ? await translatorFor(lang) : undefined;
  return keys.map((key) => (key.startsWith("access.") ? admin(key) : shop!(key)));
}

/** Field errors of a zod failure as texts, one per field (the first). */
export async function fieldErrorTexts(lang: Lang, issues: { path: PropertyKey[]; message: string }[]) {
  const firsts = new Map<string, string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (!firsts.has(field)) firsts.set(field, issue.message);
  }
  const texts = await messageTexts(lang, [...firsts.values()]);
  return Object.fromEntries([...firsts.keys()].map((field, i) => [field, texts[i]]));
}
