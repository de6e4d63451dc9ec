/**
 * The seo screen (docs/product/admin-back-office.md#adm-31): every product, static page and landing page with its search
 * title and description in the four languages, which languages lack one, and the writes: a record's
 * SEO texts (a product's through the product editor's service, a landing page's through its own, a
 * static page's title and meta description in its content), and the shop's default social image
 * (site_settings, through updateSiteSettings). Every write is one transaction with its audit row.
 */
import { and, eq } from "drizzle-orm";
import { landingPages, landingPageTranslations, pages, pageTranslations, products, productTranslations } from "../../../db/schema";
import type { PageContent } from "../../../db/seed/types";
import { db } from "~/server/db.server";
import { recordAudit } from "~/features/audit/audit.server";
import { saveProductTranslation } from "~/features/catalog/product-editor-admin.server";
import { LandingPageAdminError, saveLandingSeo } from "~/features/content/landing-pages-admin.server";
import { updateSiteSettings } from "~/features/content/settings-admin.server";
import { LANGS, type Lang } from "~/lib/langs";
import type { ListQuery } from "~/schemas/admin/list-query";
import type { SeoKind, SeoSaveInput } from "~/schemas/admin/seo";

export interface Actor {
  id: string;
  email: string;
}

export class SeoAdminError extends Error {
  constructor(
    public code: "not_found" | "pageTitleRequired" | "pageNotTranslated",
    public field?: string,
  ) {
    super(`SEO ${code}`);
  }
}

export type SeoValues = Record<Lang, { title: string; description: string }>;
export type SeoFallback = Record<Lang, { name: string; description: string }>;

export interface SeoEntry {
  kind: SeoKind;
  id: string;
  /** In the admin's language, French when it has none. */
  name: string;
  /** The storefront path without its language. */
  path: string;
  editHref: string;
  values: SeoValues;
  /** What the shop shows when a field is empty (a product's name and description, a page's title). */
  fallback: SeoFallback;
  /** Languages without an SEO title or description of their own. */
  missing: Lang[];
  /** Languages a static page has no text in (its SEO cannot be written there). */
  untranslated: Lang[];
}

export type SeoListQuery = ListQuery<"name", { kind: SeoKind; missing: Lang }>;

const empty = <T>(make: () => T) => Object.fromEntries(LANGS.map((lang) => [lang, make()])) as Record<Lang, T>;

/** Every product, static page and landing page, with its SEO texts. */
export async function allSeoEntries(adminLang: Lang): Promise<SeoEntry[]> {
  const [productRows, productTexts, pageRows, pageTexts, landingRows, landingTexts] = await Promise.all([
    db().select({ id: products.id, sku: products.sku }).from(products),
    db()
      .select({ id: productTranslations.productId, lang: productTranslations.lang, name: productTranslations.name, description: productTranslations.description, seoTitle: productTranslations.seoTitle, seoDescription: productTranslations.seoDescription })
      .from(productTranslations),
    db().select({ id: pages.id, slug: pages.slug }).from(pages),
    db().select({ id: pageTranslations.pageId, lang: pageTranslations.lang, content: pageTranslations.content }).from(pageTranslations),
    db().select({ id: landingPages.id, slug: landingPages.slug }).from(landingPages),
    db().select().from(landingPageTranslations),
  ]);
  const entries: SeoEntry[] = [];
  const nameOf = (names: Partial<Record<Lang, string>>, fallback: string) => names[adminLang] || names.fr || fallback;

  for (const product of productRows) {
    const values = empty(() => ({ title: "", description: "" }));
    const fallback = empty(() => ({ name: "", description: "" }));
    for (const row of productTexts.filter((text) => text.id === product.id)) {
      values[row.lang as Lang] = { title: row.seoTitle, description: row.seoDescription };
      fallback[row.lang as Lang] = { name: row.name, description: row.description };
    }
    entries.push({
      kind: "product",
      id: product.id,
      name: nameOf(Object.fromEntries(LANGS.map((lang) => [lang, fallback[lang].name])), product.sku),
      path: `/product/${product.id}`,
      editHref: `/admin/products/${product.id}`,
      values,
      fallback,
      missing: LANGS.filter((lang) => !values[lang].title || !values[lang].description),
      untranslated: [],
    });
  }
  for (const page of pageRows) {
    const values = empty(() => ({ title: "", description: "" }));
    const present = new Set<Lang>();
    for (const row of pageTexts.filter((text) => text.id === page.id)) {
      values[row.lang as Lang] = { title: row.content.title ?? "", description: row.content.metaDescription ?? "" };
      present.add(row.lang as Lang);
    }
    entries.push({
      kind: "page",
      id: page.id,
      name: nameOf(Object.fromEntries(LANGS.map((lang) => [lang, values[lang].title])), page.slug),
      path: `/${page.slug}`,
      editHref: `/admin/pages/${page.slug}`,
      values,
      fallback: empty(() => ({ name: values.fr.title, description: values.fr.description })),
      missing: LANGS.filter((lang) => !values[lang].title || !values[lang].description),
      untranslated: LANGS.filter((lang) => !present.has(lang)),
    });
  }
  for (const page of landingRows) {
    const values = empty(() => ({ title: "", description: "" }));
    const fallback = empty(() => ({ name: "", description: "" }));
    for (const row of landingTexts.filter((text) => text.pageId === page.id)) {
      values[row.lang as Lang] = { title: row.seoTitle, description: row.seoDescription };
      fallback[row.lang as Lang] = { name: row.title, description: "" };
    }
    entries.push({
      kind: "landing",
      id: page.id,
      name: nameOf(Object.fromEntries(LANGS.map((lang) => [lang, fallback[lang].name])), page.slug),
      path: `/p/${page.slug}`,
      editHref: `/admin/landing-pages/${page.id}`,
      values,
      fallback,
      missing: LANGS.filter((lang) => !values[lang].title || !values[lang].description),
      untranslated: [],
    });
  }
  return entries;
}

const fold = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** One page of the list: filtered by kind, by a language that lacks a text, and by name or path. */
export async function listSeoEntries(query: SeoListQuery, adminLang: Lang): Promise<{ rows: SeoEntry[]; total: number }> {
  const collator = new Intl.Collator(adminLang);
  const wanted = fold(query.q);
  const all = (await allSeoEntries(adminLang))
    .filter((entry) => !query.filters.kind || entry.kind === query.filters.kind)
    .filter((entry) => !query.filters.missing || entry.missing.includes(query.filters.missing))
    .filter((entry) => !wanted || fold(entry.name).includes(wanted) || entry.path.includes(wanted))
    .sort((a, b) => collator.compare(a.name, b.name) * (query.dir === "desc" ? -1 : 1));
  const start = (query.page - 1) * query.pageSize;
  return { rows: all.slice(start, start + query.pageSize), total: all.length };
}

/** Saves one record's SEO texts in the four languages; false when nothing changed. */
export async function saveSeo(input: SeoSaveInput, actor: Actor): Promise<boolean> {
  const texts = input.translations as Record<Lang, { seoTitle: string; seoDescription: string }>;
  switch (input.kind) {
    case "product":
      return db().transaction(async (tx) => {
        const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.id));
        if (!product) throw new SeoAdminError("not_found");
        let changed = false;
        for (const lang of LANGS) {
          // A language the product has no text in, and no SEO text is given for: nothing to write.
          const [row] = await tx.select({ lang: productTranslations.lang }).from(productTranslations).where(and(eq(productTranslations.productId, input.id), eq(productTranslations.lang, lang)));
          if (!row && !texts[lang].seoTitle && !texts[lang].seoDescription) continue;
          if (await saveProductTranslation(tx, input.id, lang, { texts: { seoTitle: texts[lang].seoTitle, seoDescription: texts[lang].seoDescription } }, actor)) changed = true;
        }
        return changed;
      });
    case "landing":
      try {
        return await saveLandingSeo(input.id, texts, actor);
      } catch (error) {
        if (error instanceof LandingPageAdminError) throw new SeoAdminError("not_found");
        throw error;
      }
    case "page":
      return savePageSeo(input.id, texts, actor);
  }
}

/** A static page's SEO is its content's title and meta description, per language it is written in. */
async function savePageSeo(id: string, texts: Record<Lang, { seoTitle: string; seoDescription: string }>, actor: Actor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, id)).for("update");
    if (!page) throw new SeoAdminError("not_found");
    const rows = await tx.select().from(pageTranslations).where(eq(pageTranslations.pageId, id));
    const before: Record<string, { title: string; metaDescription: string }> = {};
    const after: Record<string, { title: string; metaDescription: string }> = {};
    for (const lang of LANGS) {
      const row = rows.find((candidate) => candidate.lang === lang);
      const wanted = texts[lang];
      if (!row) {
        if (wanted.seoTitle || wanted.seoDescription) throw new SeoAdminError("pageNotTranslated", `translations.${lang}.seoTitle`);
        continue;
      }
      if (!wanted.seoTitle) throw new SeoAdminError("pageTitleRequired", `translations.${lang}.seoTitle`);
      if (row.content.title === wanted.seoTitle && (row.content.metaDescription ?? "") === wanted.seoDescription) continue;
      before[lang] = { title: row.content.title, metaDescription: row.content.metaDescription ?? "" };
      after[lang] = { title: wanted.seoTitle, metaDescription: wanted.seoDescription };
      const content: PageContent = { ...row.content, title: wanted.seoTitle, metaDescription: wanted.seoDescription };
      await tx
        .update(pageTranslations)
        .set({ content, updatedAt: new Date() })
        .where(and(eq(pageTranslations.pageId, id), eq(pageTranslations.lang, lang)));
    }
    if (Object.keys(after).length === 0) return false;
    await tx.update(pages).set({ updatedAt: new Date() }).where(eq(pages.id, id));
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "page.seo", entity: "page", entityId: id, before, after });
    return true;
  });
}

/** The image shared when a page has none; false when it was already this one. */
export async function saveDefaultSocialImage(url: string | null, actor: Actor): Promise<boolean> {
  const { changed } = await updateSiteSettings({ defaultSocialImage: url }, actor, { action: "settings.defaultSocialImage" });
  return changed.length > 0;
}

