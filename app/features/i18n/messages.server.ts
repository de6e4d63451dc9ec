/**
 * The texts a page uses: the dictionaries in app/locales, overridden by the admin's
 * static_translations rows while the server runs (refreshed live on every change).
 */
import { db } from "~/server/db.server";
import { cachedQuery } from "~/server/live.server";
import { staticTranslations } from "../../../db/schema";
import { dictionaries } from "~/locales";
import { LANGS, type Lang } from "~/lib/langs";
import { createTranslator, flatten, mergeMessages, type FlatMessages } from "~/lib/i18n";
import { logger } from "~/server/logger.server";

const flatDictionaries = Object.fromEntries(LANGS.map((lang) => [lang, flatten(dictionaries[lang])])) as Record<
  Lang,
  FlatMessages
>;

const overridesCache = cachedQuery(["static_translations"], async () => {
  const rows = await db().select().from(staticTranslations);
  const byLang = Object.fromEntries(LANGS.map((lang) => [lang, {} as FlatMessages])) as Record<Lang, FlatMessages>;
  for (const row of rows) {
    for (const lang of LANGS) {
      const text = row[lang];
      if (text) byLang[lang][row.key] = text;
    }
  }
  return byLang;
});

const mergedCache = new Map<Lang, { overrides: unknown; messages: FlatMessages }>();

/** Every text of one language, with the French fallback already applied. */
export async function messagesFor(lang: Lang): Promise<FlatMessages> {
  let overrides: Record<Lang, FlatMessages>;
  try {
    overrides = await overridesCache.get();
  } catch (error) {
    // A translation fetch failure is logged only (docs/product/overview.md#shop-17); the dictionaries still work.
    logger.error({ err: error }, "static translations could not be loaded");
    overrides = Object.fromEntries(LANGS.map((l) => [l, {}])) as unknown as Record<Lang, FlatMessages>;
  }
  const cached = mergedCache.get(lang);
  if (cached && cached.overrides === overrides) return cached.messages;
  const messages = mergeMessages(flatDictionaries[lang], flatDictionaries.fr, {
    own: overrides[lang],
    french: overrides.fr,
  });
  mergedCache.set(lang, { overrides, messages });
  return messages;
}

export async function translatorFor(lang: Lang) {
  return createTranslator(lang, await messagesFor(lang));
}
