/**
 * What /sitemap.xml lists, and what it leaves out and why (docs/product/admin-back-office.md#adm-31). The XML route and the
 * back office's sitemaps screen both call `sitemapListing()`, so the screen cannot show a list the
 * XML does not serve. Every public path is listed once per language, with its alternates.
 *
 * Included: the home page and the shop; the static pages while published; the visible categories;
 * the products on sale (status active) in a visible category; the published landing pages.
 * Excluded, each with its reason: draft and archived products, products of a hidden category,
 * hidden categories, unpublished static pages and draft landing pages.
 *
 * Each domain gives its own entries (sitemap-source.server.ts), collected from the registry
 * (app/features/contributions.server.ts; docs/architecture.md, "Contributions"): this file reads
 * no table itself.
 */
import { CONTRIBUTIONS } from "~/features/contributions.server";
import { SITEMAP_KINDS, type SitemapEntry, type SitemapListing, type SitemapSource } from "~/features/content/sitemap-source.server";
import { LANGS, type Lang } from "~/lib/langs";

export type { ExclusionReason, SitemapEntry, SitemapExclusion, SitemapKind } from "~/features/content/sitemap-source.server";
export { STATIC_SITEMAP_PATHS } from "~/features/content/contributions.server";

/** Every domain's sitemap sources, in the order of their kinds (SITEMAP_KINDS: pages, categories, products, landing pages). */
const SOURCES: readonly SitemapSource[] = CONTRIBUTIONS.flatMap((contribution) => contribution.sitemap ?? []).sort(
  (a, b) => SITEMAP_KINDS.indexOf(a.kind) - SITEMAP_KINDS.indexOf(b.kind),
);

/** Everything the sitemap lists (`entries`) and what it leaves out (`excluded`), in one read. */
export async function sitemapListing(): Promise<SitemapListing> {
  const listings = await Promise.all(SOURCES.map((source) => source.list()));
  return { entries: listings.flatMap((listing) => listing.entries), excluded: listings.flatMap((listing) => listing.excluded) };
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
