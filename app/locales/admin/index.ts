/**
 * The back office's own dictionaries (docs/product/admin-back-office.md#adm-1), one file per area, merged here. Only admin
 * server code imports this (the admin layout's loader sends its language's texts), so no admin text
 * ever reaches a storefront page; bench/bundle.mjs checks it on the build.
 *
 * An area file exports { fr, en, he, ru } with flat keys prefixed by the area; to add one, import it
 * and add it to AREAS.
 */
import type { FlatMessages } from "~/lib/i18n";
import { LANGS, type Lang } from "~/lib/langs";
import access from "./access";
import audit from "./audit";
import categories from "./categories";
import clickToCall from "./click-to-call";
import siteSettings from "./site-settings";
import configuration from "./configuration";
import settings from "./settings";
import diagnostics from "./diagnostics";
import orderAlerts from "./order-alerts";
import analytics from "./analytics";
import installPwa from "./install-pwa";
import offline from "./offline";
import customers from "./customers";
import dashboard from "./dashboard";
import design from "./design";
import hero from "./hero";
import homepage from "./homepage";
import pages from "./pages";
import footer from "./footer";
import contentTexts from "./content-texts";
import inbox from "./inbox";
import loyalty from "./loyalty";
import mail from "./mail";
import media from "./media";
import landingPages from "./landing-pages";
import seo from "./seo";
import messages from "./messages";
import orders from "./orders";
import products from "./products";
import productEditor from "./product-editor";
import productTools from "./product-tools";
import reviewQueue from "./review-queue";
import shell from "./shell";
import staticTranslations from "./static-translations";
import stock from "./stock";
import subscribers from "./subscribers";
import translatedFields from "./translated-fields";
import translations from "./translations";

type Area = Record<Lang, Record<string, string>>;

export const AREAS: Record<string, Area> = { shell, access, customers, dashboard, loyalty, stock, audit, adminOrders: orders, inbox, reviewQueue, messages, subscribers, mail, products, productEditor, productTools, categories, translatedFields, media, hero, homepage, contentTexts, pages, footer, clickToCall, staticTranslations, design, landingPages, seo, translations, siteSettings, configuration, settings, diagnostics, orderAlerts, installPwa, analytics, adminOffline: offline };

export const adminDictionaries = Object.fromEntries(
  LANGS.map((lang) => [lang, Object.assign({}, ...Object.values(AREAS).map((area) => area[lang])) as FlatMessages]),
) as Record<Lang, FlatMessages>;

/** The texts of each language, French filling any gap; merged once, as every admin page sends them. */
const mergedMessages = Object.fromEntries(LANGS.map((lang) => [lang, Object.freeze({ ...adminDictionaries.fr, ...adminDictionaries[lang] })])) as Record<
  Lang,
  Readonly<FlatMessages>
>;

/** The texts of one language, French filling any gap. */
export function adminMessages(lang: Lang): Readonly<FlatMessages> {
  return mergedMessages[lang];
}
