/**
 * The "it is back" e-mail (docs/product/catalogue.md#cat-17), in the language the shopper used when they asked:
 * the product's (and variant's) name in that language, a link to its page, and why they receive
 * it. Texts are the `backInStockMail` keys of app/locales. It is sent once per request, so it
 * carries no unsubscribe link: it says that nothing else will follow.
 *
 * It is built inside a stock change's transaction (back-in-stock.server.ts), so the texts are read
 * there too: the dictionaries with the admin's overrides of these keys, read on the transaction's
 * own connection (translatorFor would read through the pool, which on PGlite waits for this very
 * transaction to end).
 */
import { like } from "drizzle-orm";
import type { Tx } from "~/server/db.server";
import { env } from "~/server/env.server";
import { escapeHtml, type OutgoingMail } from "~/server/mail.server";
import { dictionaries } from "~/locales";
import { createTranslator, flatten, mergeMessages, type FlatMessages, type Translator } from "~/lib/i18n";
import { dirOf, INTL_LOCALES, LANGS, type Lang } from "~/lib/langs";
import { staticTranslations } from "../../../db/schema";

const NAMESPACE = "backInStockMail";

/**
 * A translator per language for this mail's texts: the dictionary, the admin's override of a text
 * (static_translations, read on `tx`), and French under both, as messages.server.ts merges them.
 */
export async function translatorsIn(tx: Tx, langs: readonly Lang[]): Promise<Map<Lang, Translator>> {
  const rows = await tx.select().from(staticTranslations).where(like(staticTranslations.key, `${NAMESPACE}.%`));
  const overrides = Object.fromEntries(LANGS.map((lang) => [lang, {} as FlatMessages])) as Record<Lang, FlatMessages>;
  for (const row of rows) for (const lang of LANGS) if (row[lang]) overrides[lang][row.key] = row[lang]!;
  const only = (lang: Lang) => flatten({ [NAMESPACE]: (dictionaries[lang] as Record<string, never>)[NAMESPACE] ?? {} });
  return new Map(langs.map((lang) => [lang, createTranslator(lang, mergeMessages(only(lang), only("fr"), { own: overrides[lang], french: overrides.fr }))]));
}

export interface BackInStockRecipient {
  email: string;
  lang: Lang;
  productId: string;
  variantId: string | null;
  requestedAt: Date;
}

/** The page the mail links to: the product, with the variant chosen. */
export function backInStockLink(recipient: Pick<BackInStockRecipient, "lang" | "productId" | "variantId">) {
  const query = recipient.variantId ? `?variant=${encodeURIComponent(recipient.variantId)}` : "";
  return `${env().publicUrl}/${recipient.lang}/product/${encodeURIComponent(recipient.productId)}${query}`;
}

export function backInStockMail(
  recipient: BackInStockRecipient,
  item: { name: string; variantLabel: string },
  t: Translator,
  brand: string,
): OutgoingMail {
  const lang = recipient.lang;
  const name = item.variantLabel ? `${item.name} (${item.variantLabel})` : item.name;
  const url = backInStockLink(recipient);
  const date = new Intl.DateTimeFormat(INTL_LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Jerusalem" }).format(recipient.requestedAt);
  const title = t(`${NAMESPACE}.title`, { name });
  const before = [t(`${NAMESPACE}.greeting`), t(`${NAMESPACE}.text`, { name })];
  const action = t(`${NAMESPACE}.action`);
  const why = t(`${NAMESPACE}.why`, { date, brand });
  const signature = t(`${NAMESPACE}.signature`, { brand });
  const text = [title, ...before, url, signature, why].join("\n\n");
  const paragraph = (value: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(value).replace(/\n/g, "<br>")}</p>`;
  const html =
    `<!doctype html><html lang="${lang}" dir="${dirOf(lang)}"><body style="margin:0;background:#f7f3ee;font-family:Georgia,serif;color:#2b2623">` +
    `<div style="max-width:560px;margin:0 auto;padding:40px 24px">` +
    `<h1 style="font-weight:400;font-size:28px;margin:0 0 24px">${escapeHtml(title)}</h1>` +
    before.map((p) => paragraph(p)).join("") +
    `<p style="margin:8px 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#2b2623;color:#f7f3ee;padding:12px 24px;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:12px;color:#6b6159;word-break:break-all" dir="ltr">${escapeHtml(url)}</p>` +
    paragraph(signature) +
    paragraph(why, "margin:32px 0 0;font-size:12px;color:#6b6159") +
    `</div></body></html>`;
  return {
    kind: "back-in-stock",
    to: recipient.email,
    subject: t(`${NAMESPACE}.subject`, { name, brand }),
    text,
    html,
    lang,
  };
}
