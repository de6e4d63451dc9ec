/**
 * What the content domain gives the screens that collect from every domain (docs/architecture.md,
 * "Contributions"): hero slides, static pages, landing pages and the footer, as translatable texts,
 * media users, sitemap entries and SEO checks. The registry (app/features/contributions.server.ts)
 * lists this next to the other domains' contributions.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { heroSlides, heroSlideTranslations, homepageBlocks, landingPages, landingPageTranslations, pages, pageTranslations, siteSettings, clickToCallSettings } from "../../../db/schema";
import type { LandingBlock } from "../../../db/schema/content";
import { db } from "~/server/db.server";
import type { Lang } from "~/lib/langs";
import { blockPart, pagePart, writeHero, writeLanding, writePage } from "~/features/content/content-translations-admin.server";
import { readSiteSettings } from "~/features/content/settings-admin.server";
import { latestListedProductChange } from "~/features/catalog/contributions.server";
import { jsonArray, perRecord, type EntryRow, type TranslatableSource } from "~/features/i18n/translatable-sources-admin.server";
import type { MediaUserSource } from "~/features/media/media-users-admin.server";
import { frenchNames, iso, type SitemapEntry, type SitemapExclusion, type SitemapSource } from "~/features/content/sitemap-source.server";
import { frenchName, markdownLinks, type LinkCheck, type SeoCheckSource, type SeoSubject } from "~/features/content/seo-checks-admin.server";
import type { DomainContributions } from "~/features/contribution";
import { HERO_CTA_MAX, HERO_SUBTITLE_MAX, HERO_TITLE_MAX } from "~/schemas/admin/hero";
import { LANDING_LIMITS } from "~/schemas/admin/landing-pages";
import { PAGE_LIMITS } from "~/schemas/admin/pages";
import { textInLang } from "~/server/text-in-lang.server";

// ---------------------------------------------------------------------------------------------
// Translations (app/features/i18n/translations-admin.server.ts); the writes are
// content-translations-admin.server.ts's.
// ---------------------------------------------------------------------------------------------

/** A section's body as one text: its paragraphs (a string array, PageContent) a blank line apart, or its text as it is. */
const sectionBody = (json: string) =>
  `case jsonb_typeof(${json}->'body') when 'array' then array_to_string(array(select jsonb_array_elements_text(${json}->'body')), E'\\n\\n') else ${json}->>'body' end`;

const HERO_ROWS = `
    select 'hero', h.id::text, h.id::text, lpad((h.display_order + 1000000)::text, 9, '0') || h.id::text, f.field, f.ord, t.lang, f.txt
      from hero_slides h
      join hero_slide_translations t on t.slide_id = h.id
      cross join lateral (values ('title', 1, t.title), ('subtitle', 2, t.subtitle), ('ctaText', 3, t.cta_text)) as f(field, ord, txt)
`;

const PAGE_ROWS = `
    select 'page', pg.id::text, pg.slug, pg.slug, f.field, f.ord, t.lang, f.txt
      from pages pg
      join page_translations t on t.page_id = pg.id
      cross join lateral (
        select 'title' as field, 1 as ord, t.content->>'title' as txt
        union all select 'metaDescription', 2, t.content->>'metaDescription'
        union all select 'intro', 3, t.content->>'intro'
        union all select 'section:' || (s.x->>'id') || ':heading', 100 + 2 * s.o::int, s.x->>'heading'
          from jsonb_array_elements(${jsonArray("t.content->'sections'")}) with ordinality as s(x, o) where s.x->>'id' ~ '^[A-Za-z0-9_-]{1,80}$'
        union all select 'section:' || (s.x->>'id') || ':body', 101 + 2 * s.o::int, ${sectionBody("s.x")}
          from jsonb_array_elements(${jsonArray("t.content->'sections'")}) with ordinality as s(x, o) where s.x->>'id' ~ '^[A-Za-z0-9_-]{1,80}$'
        union all select 'faq:' || (q.o - 1) || ':question', 10000 + 2 * q.o::int, q.x->>'question'
          from jsonb_array_elements(${jsonArray("t.content->'faq'")}) with ordinality as q(x, o)
        union all select 'faq:' || (q.o - 1) || ':answer', 10001 + 2 * q.o::int, q.x->>'answer'
          from jsonb_array_elements(${jsonArray("t.content->'faq'")}) with ordinality as q(x, o)
      ) as f
`;

const LANDING_ROWS = `
    select 'landing', lp.id::text, lp.id::text, lp.slug, f.field, f.ord, t.lang, f.txt
      from landing_pages lp
      join landing_page_translations t on t.page_id = lp.id
      cross join lateral (values ('title', 1, t.title), ('seoTitle', 2, t.seo_title), ('seoDescription', 3, t.seo_description)) as f(field, ord, txt)
    union all
    select 'landing', lp.id::text, lp.id::text, lp.slug, 'block:' || (b.x->>'id') || ':' || k.key,
           10 + 10 * b.o::int + coalesce(array_position(array['title', 'text', 'ctaText', 'markdown'], k.key), 9), l.key, k.value
      from landing_pages lp
      cross join lateral jsonb_array_elements(${jsonArray("lp.blocks")}) with ordinality as b(x, o)
      cross join lateral jsonb_each(case when jsonb_typeof(b.x->'texts') = 'object' then b.x->'texts' else '{}'::jsonb end) as l(key, value)
      cross join lateral jsonb_each_text(case when jsonb_typeof(l.value) = 'object' then l.value else '{}'::jsonb end) as k(key, value)
     where b.x->>'id' ~ '^[A-Za-z0-9_-]{1,40}$' and k.key in ('title', 'text', 'ctaText', 'markdown')
`;

async function heroLabels(rows: EntryRow[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const idsOf = (type: string) => [...new Set(rows.filter((row) => row.type === type).map((row) => row.record_id))];
  const heroIds = idsOf("hero");
  if (heroIds.length) {
    const named = await db()
      .select({ id: heroSlides.id, order: heroSlides.displayOrder, title: heroSlideTranslations.title })
      .from(heroSlides)
      .leftJoin(heroSlideTranslations, and(eq(heroSlideTranslations.slideId, heroSlides.id), eq(heroSlideTranslations.lang, "fr")))
      .where(inArray(heroSlides.id, heroIds));
    for (const slide of named) labels.set(`hero:${slide.id}`, slide.title || `#${slide.order + 1}`);
  }
  return labels;
}

async function pageLabels(rows: EntryRow[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const idsOf = (type: string) => [...new Set(rows.filter((row) => row.type === type).map((row) => row.record_id))];
  const pageIds = idsOf("page");
  if (pageIds.length) {
    const named = await db()
      .select({ id: pages.id, slug: pages.slug, content: pageTranslations.content })
      .from(pages)
      .leftJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.lang, "fr")))
      .where(inArray(pages.id, pageIds));
    for (const page of named) labels.set(`page:${page.id}`, page.content?.title ? `${page.content.title} · /${page.slug}` : `/${page.slug}`);
  }
  return labels;
}

async function landingLabels(rows: EntryRow[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const idsOf = (type: string) => [...new Set(rows.filter((row) => row.type === type).map((row) => row.record_id))];
  const landingIds = idsOf("landing");
  if (landingIds.length) {
    const named = await db()
      .select({ id: landingPages.id, slug: landingPages.slug, title: landingPageTranslations.title })
      .from(landingPages)
      .leftJoin(landingPageTranslations, and(eq(landingPageTranslations.pageId, landingPages.id), eq(landingPageTranslations.lang, "fr")))
      .where(inArray(landingPages.id, landingIds));
    for (const page of named) labels.set(`landing:${page.id}`, page.title ? `${page.title} · /p/${page.slug}` : `/p/${page.slug}`);
  }
  return labels;
}

const heroTexts: TranslatableSource = {
  types: ["hero"],
  tables: [heroSlideTranslations],
  rows: HERO_ROWS,
  limit: (_type, field) => (field === "title" ? HERO_TITLE_MAX : field === "subtitle" ? HERO_SUBTITLE_MAX : field === "ctaText" ? HERO_CTA_MAX : null),
  href: (_type, owner) => `/admin/hero/${owner}`,
  labels: heroLabels,
  save: perRecord(writeHero),
};

const pageTexts: TranslatableSource = {
  types: ["page"],
  tables: [pageTranslations],
  rows: PAGE_ROWS,
  limit(_type, field) {
    const part = pagePart(field);
    return part ? PAGE_LIMITS[part.text] : null;
  },
  fieldLabel(_type, field, ord) {
    const part = pagePart(field);
    if (part?.kind === "section") return { key: `translations.field.section.${part.text}`, values: { n: Math.floor((ord - 100) / 2) } };
    if (part?.kind === "faq") return { key: `translations.field.faq.${part.text}`, values: { n: part.index + 1 } };
    return { key: `translations.field.page.${field}` };
  },
  href: (_type, owner) => `/admin/pages/${owner}`,
  labels: pageLabels,
  save: perRecord(writePage),
};

const landingTexts: TranslatableSource = {
  types: ["landing"],
  tables: [landingPageTranslations, landingPages],
  rows: LANDING_ROWS,
  limit(_type, field) {
    if (field === "title") return LANDING_LIMITS.title;
    if (field === "seoTitle") return LANDING_LIMITS.seoTitle;
    if (field === "seoDescription") return LANDING_LIMITS.seoDescription;
    const block = blockPart(field);
    if (!block) return null;
    return { title: LANDING_LIMITS.blockTitle, text: LANDING_LIMITS.blockText, ctaText: LANDING_LIMITS.ctaText, markdown: LANDING_LIMITS.markdown }[block.text];
  },
  fieldLabel(_type, field, ord) {
    const block = blockPart(field);
    if (block) return { key: `translations.field.block.${block.text}`, values: { n: Math.floor((ord - 10) / 10) } };
    return { key: `translations.field.landing.${field}` };
  },
  href: (_type, owner) => `/admin/landing-pages/${owner}`,
  labels: landingLabels,
  save: perRecord(writeLanding),
};

// ---------------------------------------------------------------------------------------------
// The media library's "used by" (app/features/media/media-admin.server.ts).
// ---------------------------------------------------------------------------------------------

const heroMedia: MediaUserSource = {
  kind: "heroSlide",
  tables: [heroSlides],
  ids: (url) => sql`select ${heroSlides.id} as id from ${heroSlides} where ${heroSlides.imageUrl} = ${url}`,
  async users(url, lang, executor) {
    const slideTitle = textInLang({ table: heroSlideTranslations, text: heroSlideTranslations.title, owner: heroSlideTranslations.slideId, lang: heroSlideTranslations.lang }, heroSlides.id, lang);
    const rows = await executor.select({ id: heroSlides.id, name: slideTitle }).from(heroSlides).where(eq(heroSlides.imageUrl, url)).orderBy(asc(heroSlides.displayOrder));
    return rows.map((row) => ({ kind: "heroSlide" as const, id: row.id, name: row.name, link: `/admin/hero/${row.id}` }));
  },
};

/** A page uses an image whose address is anywhere in one of its texts. */
const pageMedia: MediaUserSource = {
  kind: "page",
  tables: [pageTranslations],
  ids: (url) => sql`select ${pageTranslations.pageId} as id from ${pageTranslations} where strpos(${pageTranslations.content}::text, ${url}) > 0`,
  async users(url, lang, executor) {
    const pageTitle = textInLang({ table: pageTranslations, text: sql`${pageTranslations.content}->>'title'`, owner: pageTranslations.pageId, lang: pageTranslations.lang }, pages.id, lang, pages.slug);
    const rows = await executor
      .select({ id: pages.id, name: pageTitle })
      .from(pages)
      .where(sql`exists (select 1 from ${pageTranslations} where ${pageTranslations.pageId} = ${pages.id} and strpos(${pageTranslations.content}::text, ${url}) > 0)`)
      .orderBy(asc(pages.slug));
    return rows.map((row) => ({ kind: "page" as const, id: row.id, name: row.name, link: `/admin/pages` }));
  },
};

// ---------------------------------------------------------------------------------------------
// The sitemap (app/features/content/sitemap.server.ts): the home page and the shop, the static
// pages while published, the published landing pages.
// ---------------------------------------------------------------------------------------------

/** The static pages as the storefront routes them: the path and the pages row's slug (null for none). */
export const STATIC_SITEMAP_PATHS: { path: string; slug: string | null }[] = [
  { path: "", slug: null },
  { path: "/shop", slug: null },
  { path: "/about", slug: "about" },
  { path: "/contact", slug: "contact" },
  { path: "/terms", slug: "terms" },
  { path: "/privacy", slug: "privacy" },
  { path: "/install", slug: "install" },
];

const pageSitemap: SitemapSource = {
  kind: "page",
  async list() {
    const [pageRows, latestProduct] = await Promise.all([
      db().select({ id: pages.id, slug: pages.slug, isPublished: pages.isPublished, updatedAt: pages.updatedAt }).from(pages),
      // A path without a page row (the home page, the shop) changes with the products it lists.
      latestListedProductChange(),
    ]);
    const entries: SitemapEntry[] = [];
    const excluded: SitemapExclusion[] = [];
    for (const { path, slug } of STATIC_SITEMAP_PATHS) {
      const page = slug ? pageRows.find((row) => row.slug === slug) : undefined;
      const entry: SitemapEntry = { path, kind: "page", label: slug ?? (path || "/"), lastModified: page ? iso(page.updatedAt) : iso(latestProduct), editHref: slug ? "/admin/pages" : null };
      if (page && !page.isPublished) excluded.push({ ...entry, reason: "unpublished" });
      else entries.push(entry);
    }
    return { entries, excluded };
  },
};

const landingSitemap: SitemapSource = {
  kind: "landing",
  async list() {
    const rows = await db().select({ id: landingPages.id, slug: landingPages.slug, status: landingPages.status, updatedAt: landingPages.updatedAt }).from(landingPages).orderBy(asc(landingPages.slug));
    const title = await frenchNames(rows, async (ids) =>
      (await db().select({ id: landingPageTranslations.pageId, name: landingPageTranslations.title, lang: landingPageTranslations.lang }).from(landingPageTranslations).where(inArray(landingPageTranslations.pageId, ids))).filter((row) => row.lang === "fr"),
    );
    const entries: SitemapEntry[] = [];
    const excluded: SitemapExclusion[] = [];
    for (const row of rows) {
      const entry: SitemapEntry = { path: `/p/${row.slug}`, kind: "landing", label: title(row.id) || row.slug, lastModified: iso(row.updatedAt), editHref: `/admin/landing-pages/${row.id}` };
      if (row.status === "published") entries.push(entry);
      else excluded.push({ ...entry, reason: "draft" });
    }
    return { entries, excluded };
  },
};

// ---------------------------------------------------------------------------------------------
// The SEO report (app/features/content/seo-report-admin.server.ts).
// ---------------------------------------------------------------------------------------------

/** Published static pages and published landing pages, with their titles and descriptions. */
async function contentSubjects(): Promise<SeoSubject[]> {
  const [pageRows, pageTexts, landingRows, landingTexts] = await Promise.all([
    db().select({ id: pages.id, slug: pages.slug }).from(pages).where(eq(pages.isPublished, true)),
    db().select().from(pageTranslations),
    db().select({ id: landingPages.id, slug: landingPages.slug }).from(landingPages).where(eq(landingPages.status, "published")),
    db().select().from(landingPageTranslations),
  ]);
  const list: SeoSubject[] = [];
  for (const page of pageRows) {
    const own = pageTexts.filter((row) => row.pageId === page.id);
    const title = Object.fromEntries(own.map((row) => [row.lang, row.content.title ?? ""]));
    list.push({ entity: "page", id: page.id, name: frenchName(title, page.slug), fixHref: `/admin/pages/${page.slug}`, title, description: Object.fromEntries(own.map((row) => [row.lang, row.content.metaDescription ?? ""])) });
  }
  for (const page of landingRows) {
    const own = landingTexts.filter((row) => row.pageId === page.id);
    list.push({
      entity: "landing",
      id: page.id,
      name: frenchName(Object.fromEntries(own.map((row) => [row.lang, row.title])), page.slug),
      fixHref: `/admin/landing-pages/${page.id}`,
      title: Object.fromEntries(own.map((row) => [row.lang, row.seoTitle || row.title])),
      description: Object.fromEntries(own.map((row) => [row.lang, row.seoDescription])),
    });
  }
  return list;
}

/** The links in the static pages' texts, the landing pages' blocks, the hero slides and the footer's columns. */
async function contentLinks(): Promise<LinkCheck[]> {
  const [pageRows, landingRows, landingTexts, slides, settings] = await Promise.all([
    db().select({ id: pages.id, slug: pages.slug, lang: pageTranslations.lang, content: pageTranslations.content }).from(pageTranslations).innerJoin(pages, eq(pages.id, pageTranslations.pageId)),
    db().select({ id: landingPages.id, slug: landingPages.slug, blocks: landingPages.blocks }).from(landingPages),
    db().select({ id: landingPageTranslations.pageId, lang: landingPageTranslations.lang, title: landingPageTranslations.title }).from(landingPageTranslations),
    db()
      .select({ id: heroSlides.id, ctaLink: heroSlides.ctaLink, title: heroSlideTranslations.title })
      .from(heroSlides)
      .leftJoin(heroSlideTranslations, and(eq(heroSlideTranslations.slideId, heroSlides.id), eq(heroSlideTranslations.lang, "fr"))),
    readSiteSettings(),
  ]);
  const checks: LinkCheck[] = [];
  for (const row of pageRows) {
    checks.push({ hrefs: markdownLinks(row.content), base: { entity: "page", id: row.id, name: row.content.title || row.slug, lang: row.lang as Lang, fixHref: `/admin/pages/${row.slug}` }, where: row.lang.toUpperCase() });
  }
  for (const page of landingRows) {
    const name = landingTexts.find((text) => text.id === page.id && text.lang === "fr")?.title || page.slug;
    (page.blocks as LandingBlock[]).forEach((block, index) => {
      const hrefs = [...(block.type === "hero" && block.ctaLink ? [block.ctaLink] : []), ...markdownLinks(block.texts)];
      checks.push({ hrefs, base: { entity: "landing", id: page.id, name, fixHref: `/admin/landing-pages/${page.id}` }, where: `#${index + 1}` });
    });
  }
  for (const slide of slides) {
    checks.push({ hrefs: [slide.ctaLink], base: { entity: "hero", id: slide.id, name: slide.title || slide.id.slice(0, 8), fixHref: `/admin/hero/${slide.id}` }, where: slide.ctaLink });
  }
  for (const column of settings?.footerColumns ?? []) {
    checks.push({ hrefs: column.links.map((link) => link.href), base: { entity: "footer", id: column.id, name: column.title.fr || column.id, fixHref: "/admin/footer" }, where: column.title.fr || column.id });
  }
  return checks;
}

const contentSeo: SeoCheckSource = {
  subjects: contentSubjects,
  async linkTargets() {
    const [landingRows, pageRows] = await Promise.all([
      db().select({ slug: landingPages.slug }).from(landingPages).where(eq(landingPages.status, "published")),
      db().select({ slug: pages.slug }).from(pages).where(eq(pages.isPublished, true)),
    ]);
    return { landing: new Set(landingRows.map((row) => row.slug)), pages: new Set(pageRows.map((row) => row.slug)) };
  },
  links: contentLinks,
};

/** Counting these is a change of the library's behaviour (a delete refused that works today): left for its own decision. */
const NOT_COUNTED_YET = "not counted by the media library's \"used by\" yet: counting it would refuse deletes that go through today";

export const contentContributions: DomainContributions = {
  domain: "content",
  translatable: [heroTexts, pageTexts, landingTexts],
  mediaUsers: [heroMedia, pageMedia],
  sitemap: [pageSitemap, landingSitemap],
  seoChecks: [contentSeo],
  notTranslatable: [
    { table: siteSettings, why: "the tagline, the address and the footer's labels are edited on the site settings and footer screens" },
    { table: clickToCallSettings, why: "the button's label is edited on the click-to-call screen" },
  ],
  notMediaUsers: [
    { table: homepageBlocks, why: NOT_COUNTED_YET },
    { table: landingPages, why: NOT_COUNTED_YET },
    { table: siteSettings, why: NOT_COUNTED_YET },
  ],
};
