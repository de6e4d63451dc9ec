/**
 * The footer in the back office (docs/product/admin-back-office.md#adm-21): its description (the dictionary's
 * footer.description, overridden through saveOverrides), the social links, the link columns and
 * the site creator's credit (site_settings, through updateSiteSettings). One save, one transaction,
 * an audit row for each part that changed; nothing written when nothing changed. The tables'
 * triggers tell every server copy.
 *
 * While the owner has not arranged her own columns (footer_columns is null), the screen starts from
 * docs/product/overview.md#shop-9's columns with the dictionary's labels; saved as they are, they stay null, so the
 * dictionary (and its overrides) keeps labelling them.
 */
import { db } from "~/server/db.server";
import { dictionaryText, overridesFor, saveOverrides, type Actor } from "~/features/i18n/static-translations-admin.server";
import { readSiteSettings, updateSiteSettings, type SiteSettingsPatch } from "~/features/content/settings-admin.server";
import { canonical } from "~/features/content/pages-admin.server";
import { DEFAULT_FOOTER_COLUMNS } from "~/components/layout/site-footer-content";
import { LANGS, type Lang } from "~/lib/langs";
import type { FooterColumn } from "../../../db/schema/content";
import type { FooterFormInput } from "~/schemas/admin/footer";

export const FOOTER_DESCRIPTION_KEY = "footer.description";

const inEveryLanguage = (key: string) => Object.fromEntries(LANGS.flatMap((lang) => (dictionaryText(key, lang) ? [[lang, dictionaryText(key, lang)!]] : []))) as Partial<Record<Lang, string>>;

/** docs/product/overview.md#shop-5's columns with the dictionary's labels in each language. */
export function defaultFooterColumns(): FooterColumn[] {
  return DEFAULT_FOOTER_COLUMNS.map((column) => ({
    id: column.id,
    title: inEveryLanguage(column.title),
    links: column.links.map((link) => ({ label: inEveryLanguage(link.label), href: link.href })),
  }));
}

export interface FooterEditor {
  description: { dictionary: Partial<Record<Lang, string>>; override: Partial<Record<Lang, string>> };
  socialLinks: { name: string; url: string }[];
  columns: FooterColumn[];
  /** The columns shown are docs/product/overview.md#shop-9 (nothing stored yet). */
  defaultColumns: boolean;
  creator: { name: string; url: string | null };
}

export async function getFooterForEdit(): Promise<FooterEditor> {
  const [settings, overrides] = await Promise.all([readSiteSettings(), overridesFor([FOOTER_DESCRIPTION_KEY])]);
  return {
    description: { dictionary: inEveryLanguage(FOOTER_DESCRIPTION_KEY), override: overrides[FOOTER_DESCRIPTION_KEY] ?? {} },
    socialLinks: settings?.socialLinks ?? [],
    columns: settings?.footerColumns ?? defaultFooterColumns(),
    defaultColumns: !settings?.footerColumns,
    creator: { name: settings?.siteCreator ?? "", url: settings?.siteCreatorUrl ?? null },
  };
}

const sameColumns = (a: FooterColumn[], b: FooterColumn[]) => JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
const normalise = (columns: FooterColumn[]) =>
  columns.map((column) => ({
    id: column.id,
    title: LANGS.map((lang) => column.title[lang] ?? ""),
    links: column.links.map((link) => ({ href: link.href, label: LANGS.map((lang) => link.label[lang] ?? "") })),
  }));

/**
 * Saves the footer. A description that breaks a rule (StaticTranslationError) is refused before
 * anything is written. Returns how many parts changed.
 */
export async function saveFooter(input: FooterFormInput, actor: Actor): Promise<{ changed: number }> {
  return db().transaction(async (tx) => {
    const { changed: texts } = await saveOverrides(
      input.description.map(({ lang, text }) => ({ key: FOOTER_DESCRIPTION_KEY, lang, text })),
      actor,
      { tx, action: "footer.texts" },
    );
    const current = await readSiteSettings(tx);
    // The default columns saved as they are stay "the default" (null), labelled by the dictionary.
    const columns = !current?.footerColumns && sameColumns(input.columns, defaultFooterColumns()) ? null : input.columns;
    const next: SiteSettingsPatch = { socialLinks: input.socialLinks, footerColumns: columns, siteCreator: input.creator.name, siteCreatorUrl: input.creator.url };
    // Only the fields that differ: jsonb gives objects back with its own key order, so compare by content.
    const patch = Object.fromEntries(Object.entries(next).filter(([field, value]) => canonical(current?.[field as keyof SiteSettingsPatch] ?? null) !== canonical(value ?? null)));
    const { changed } = Object.keys(patch).length ? await updateSiteSettings(patch, actor, { action: "footer.update", tx }) : { changed: [] };
    return { changed: texts + changed.length };
  });
}

/** Puts docs/product/overview.md#shop-9 columns back (footer_columns null), in one audited write. */
export async function resetFooterColumns(actor: Actor): Promise<boolean> {
  const { changed } = await updateSiteSettings({ footerColumns: null }, actor, { action: "footer.update" });
  return changed.length > 0;
}
