/**
 * The admin's texts for a request outside the layout (an action's answer, a CSV's headers): the
 * admin's language and its dictionaries, as a translator.
 */
import { createTranslator, type Translator } from "~/lib/i18n";
import { adminLang } from "~/server/request-context.server";
import { adminMessages } from "~/locales/admin";

export async function adminTranslator(request: Request): Promise<Translator> {
  const lang = await adminLang(request);
  return createTranslator(lang, adminMessages(lang));
}
