/**
 * What /sitemap.xml lists, and what it leaves out and why (issue 12 point 8). The XML route and the
 * back office's sitemaps screen both call `sitemapListing()`, so the screen cannot show a list the
 * XML does not serve. Every public path is listed once per language, with its alternates.
 *
 * Included: the home page and the shop; the static pages while published; the visible categories;
 * the products on sale (status active) in a visible category; the published landing pages.
 * Excluded, each with its reason: draft and archived products, products of a hidden category,
 * hidden categories, unpublished static pages and draft landing pages.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { categories, categoryTranslations, landingPages, landingPageTranslations, pages, products, productTranslations } from "../../../db/schema";
import { db } from "~/server/db.server";
import { LANGS, type Lang } from "~/lib/langs";

export type SitemapKind = "page" | "category" | "product" | "landing";

export interface SitemapEntry {
  /** The path without its language: "/product/<id>". */
  path: string;
  kind: SitemapKind;
  /** The record's name in French (for the admin's list). */
  label: string;
  lastModified: string | null;
  /** The admin screen that edits it, when there is one. */
  editHref: string | null;
}

export type ExclusionReason = "draft" | "archived" | "inactive" | "categoryInactive" | "unpublished";

export interface SitemapExclusion extends SitemapEntry {
  reason: ExclusionReason;
}

/** The static pages as the storefront routes them: the path and the pages row's slug ("" for none). */
export const STATIC_SITEMAP_PATHS: { path: string; slug: string | null }[] = [
  { path: "", slug: null },
  { path: "/shop", slug: null },
  { path: "/about", slug: "about" },
  { path: "/contact", slug: "contact" },
  { path: "/terms", slug: "terms" },
  { path: "/privacy", slug: "privacy" },
  { path: "/install", slug: "install" },
];

async function frenchNames<T extends { id: string }>(rows: T[], read: (ids: string[]) => Promise<{ id: string; name: string }[]>) {
  const names = new Map((rows.length ? await read(rows.map((row) => row.id)) : []).map((row) => [row.id, row.name]));
  return (id: string) => names.get(id) ?? "";
}

/** Everything the sitemap lists (`entries`) and what it leaves out (`excluded`), in one read. */
export async function sitemapListing(): Promise<{ entries: SitemapEntry[]; excluded: SitemapExclusion[] }> {
  const [pageRows, categoryRows, productRows, landingRows] = await Promise.all([
    db().select({ id: pages.id, slug: pages.slug, isPublished: pages.isPublished, updatedAt: pages.updatedAt }).from(pages),
    db().select({ id: categories.id, slug: categories.slug, isActive: categories.isActive, createdAt: categories.createdAt }).from(categories).orderBy(asc(categories.displayOrder), asc(categories.slug)),
    db()
      .select({ id: products.id, status: products.status, updatedAt: products.updatedAt, categoryActive: categories.isActive, createdAt: products.createdAt })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(products.createdAt), asc(products.id)),
    db().select({ id: landingPages.id, slug: landingPages.slug, status: landingPages.status, updatedAt: landingPages.updatedAt }).from(landingPages).orderBy(asc(landingPages.slug)),
  ]);
  const [categoryName, productName, landingTitle] = await Promise.all([
    frenchNames(categoryRows, (ids) =>
      db().select({ id: categoryTranslations.categoryId, name: categoryTranslations.name }).from(categoryTranslations).where(inArray(categoryTranslations.categoryId, ids)).then((rows) => rows),
    ),
    frenchNames(productRows, async (ids) =>
      (await db().select({ id: productTranslations.productId, name: productTranslations.name, lang: productTranslations.lang }).from(productTranslations).where(inArray(productTranslations.productId, ids))).filter((row) => row.lang === "fr"),
    ),
    frenchNames(landingRows, async (ids) =>
      (await db().select({ id: landingPageTranslations.pageId, name: landingPageTranslations.title, lang: landingPageTranslations.lang }).from(landingPageTranslations).where(inArray(landingPageTranslations.pageId, ids))).filter((row) => row.lang === "fr"),
    ),
  ]);

  const entries: SitemapEntry[] = [];
  const excluded: SitemapExclusion[] = [];
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  const latestProduct = productRows.reduce<Date | null>((latest, row) => (row.status === "active" && row.categoryActive && (!latest || row.updatedAt > latest) ? row.updatedAt : latest), null);

  for (const { path, slug } of STATIC_SITEMAP_PATHS) {
    const page = slug ? pageRows.find((row) => row.slug === slug) : undefined;
    const entry: SitemapEntry = { path, kind: "page", label: slug ?? (path || "/"), lastModified: page ? iso(page.updatedAt) : iso(latestProduct), editHref: slug ? "/admin/pages" : null };
    if (page && !page.isPublished) excluded.push({ ...entry, reason: "unpublished" });
    else entries.push(entry);
  }
  for (const row of categoryRows) {
    const entry: SitemapEntry = { path: `/category/${row.slug}`, kind: "category", label: categoryName(row.id) || row.slug, lastModified: iso(row.createdAt), editHref: `/admin/categories/${row.id}` };
    if (row.isActive) entries.push(entry);
    else excluded.push({ ...entry, reason: "inactive" });
  }
  for (const row of productRows) {
    const entry: SitemapEntry = { path: `/product/${row.id}`, kind: "product", label: productName(row.id), lastModified: iso(row.updatedAt), editHref: `/admin/products/${row.id}` };
    if (row.status === "draft") excluded.push({ ...entry, reason: "draft" });
    else if (row.status === "archived") excluded.push({ ...entry, reason: "archived" });
    else if (!row.categoryActive) excluded.push({ ...entry, reason: "categoryInactive" });
    else entries.push(entry);
  }
  for (const row of landingRows) {
    const entry: SitemapEntry = { path: `/p/${row.slug}`, kind: "landing", label: landingTitle(row.id) || row.slug, lastModified: iso(row.updatedAt), editHref: `/admin/landing-pages/${row.id}` };
    if (row.status === "published") entries.push(entry);
    else excluded.push({ ...entry, reason: "draft" });
  }
  return { entries, excluded };
}

function escapeXml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The XML of the sitemap: each entry in each language, with its hreflang alternates and lastmod. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) =>
    LANGS.map((lang: Lang) => {
      const alternates = [...LANGS.map((alt) => ({ lang: alt as string, href: `${origin}/${alt}${entry.path}` })), { lang: "x-default", href: `${origin}/fr${entry.path}` }]
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeXml(alt.href)}"/>`)
        .join("\n");
      const lastmod = entry.lastModified ? `\n    <lastmod>${entry.lastModified}</lastmod>` : "";
      return `  <url>\n    <loc>${escapeXml(`${origin}/${lang}${entry.path}`)}</loc>${lastmod}\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
