/**
 * The SEO report (issue 12 point 8, seo-pro): what gets in search engines' way across the shop,
 * each point with the admin screen that fixes it.
 *
 * - Missing titles and descriptions, per language, of what the shop shows: products on sale (their
 *   SEO title, else their name; SEO description, else description), visible categories, published
 *   static pages and published landing pages. A language without its own text shows French.
 * - Duplicate titles and descriptions: the same text (ignoring case and spaces) on two of them in
 *   the same language.
 * - Product images without an alt text in a language. (The media library keeps no alt text of its
 *   own: an image's alt belongs to where it is used.)
 * - Products whose JSON-LD lacks a required property, checked on the JSON-LD their page renders
 *   (structured-data.server.ts productStructuredData, then productLdGaps).
 * - Internal links to a storefront path that does not exist: in the static pages' texts, the
 *   landing pages' blocks, the hero slides and the footer's columns.
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  categories,
  categoryTranslations,
  heroSlides,
  heroSlideTranslations,
  landingPages,
  landingPageTranslations,
  pages,
  pageTranslations,
  productImages,
  products,
  productTranslations,
  siteSettings,
} from "../../../db/schema";
import type { LandingBlock } from "../../../db/schema/content";
import { db } from "~/server/db.server";
import { getProduct, shownInShop } from "~/features/catalog/catalog.server";
import { productLdGaps, productStructuredData } from "~/features/content/structured-data.server";
import { isLang, LANGS, type Lang } from "~/lib/langs";
import { UUID } from "~/lib/uuid";

export type SeoIssueType = "missingTitle" | "missingDescription" | "duplicateTitle" | "duplicateDescription" | "missingAlt" | "jsonLd" | "brokenLink";
export type SeoIssueGroup = "missing" | "duplicate" | "alt" | "jsonLd" | "links";
export type SeoEntity = "product" | "category" | "page" | "landing" | "hero" | "footer";

export interface SeoIssue {
  type: SeoIssueType;
  entity: SeoEntity;
  id: string;
  name: string;
  lang?: Lang;
  /** The admin screen that fixes it. */
  fixHref: string;
  /** The message's values: other records' names, image positions, missing properties, the link. */
  detail: Record<string, string>;
}

export const ISSUE_GROUPS: Record<SeoIssueGroup, SeoIssueType[]> = {
  missing: ["missingTitle", "missingDescription"],
  duplicate: ["duplicateTitle", "duplicateDescription"],
  alt: ["missingAlt"],
  jsonLd: ["jsonLd"],
  links: ["brokenLink"],
};

/** One record's search texts per language, as the shop shows them. */
interface Subject {
  entity: SeoEntity;
  id: string;
  name: string;
  fixHref: string;
  title: Partial<Record<Lang, string>>;
  description: Partial<Record<Lang, string>>;
}

const frenchName = (names: Partial<Record<Lang, string>>, fallback: string) => names.fr || fallback;

async function subjects(): Promise<Subject[]> {
  const [productRows, productTexts, categoryRows, categoryTexts, pageRows, pageTexts, landingRows, landingTexts] = await Promise.all([
    db().select({ id: products.id, sku: products.sku }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(shownInShop),
    db().select().from(productTranslations),
    db().select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.isActive, true)),
    db().select().from(categoryTranslations),
    db().select({ id: pages.id, slug: pages.slug }).from(pages).where(eq(pages.isPublished, true)),
    db().select().from(pageTranslations),
    db().select({ id: landingPages.id, slug: landingPages.slug }).from(landingPages).where(eq(landingPages.status, "published")),
    db().select().from(landingPageTranslations),
  ]);
  const list: Subject[] = [];
  for (const product of productRows) {
    const own = productTexts.filter((row) => row.productId === product.id);
    const title = Object.fromEntries(own.map((row) => [row.lang, row.seoTitle || row.name]));
    list.push({
      entity: "product",
      id: product.id,
      name: frenchName(Object.fromEntries(own.map((row) => [row.lang, row.name])), product.sku),
      fixHref: `/admin/products/${product.id}`,
      title,
      description: Object.fromEntries(own.map((row) => [row.lang, row.seoDescription || row.description])),
    });
  }
  for (const category of categoryRows) {
    const own = categoryTexts.filter((row) => row.categoryId === category.id);
    const title = Object.fromEntries(own.map((row) => [row.lang, row.name]));
    list.push({ entity: "category", id: category.id, name: frenchName(title, category.slug), fixHref: `/admin/categories/${category.id}`, title, description: Object.fromEntries(own.map((row) => [row.lang, row.description])) });
  }
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

const normalized = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

function textIssues(list: Subject[]): SeoIssue[] {
  const issues: SeoIssue[] = [];
  for (const field of ["title", "description"] as const) {
    for (const lang of LANGS) {
      const byText = new Map<string, Subject[]>();
      for (const subject of list) {
        const text = subject[field][lang]?.trim() ?? "";
        if (!text) {
          issues.push({ type: field === "title" ? "missingTitle" : "missingDescription", entity: subject.entity, id: subject.id, name: subject.name, lang, fixHref: subject.fixHref, detail: {} });
          continue;
        }
        const key = normalized(text);
        byText.set(key, [...(byText.get(key) ?? []), subject]);
      }
      for (const same of byText.values()) {
        if (same.length < 2) continue;
        for (const subject of same) {
          const others = same.filter((other) => other !== subject).map((other) => other.name);
          issues.push({ type: field === "title" ? "duplicateTitle" : "duplicateDescription", entity: subject.entity, id: subject.id, name: subject.name, lang, fixHref: subject.fixHref, detail: { others: others.join(", ") } });
        }
      }
    }
  }
  return issues;
}

async function altIssues(list: Subject[]): Promise<SeoIssue[]> {
  const sold = list.filter((subject) => subject.entity === "product");
  if (!sold.length) return [];
  const images = await db()
    .select({ productId: productImages.productId, altText: productImages.altText, displayOrder: productImages.displayOrder })
    .from(productImages)
    .where(inArray(productImages.productId, sold.map((subject) => subject.id)));
  const issues: SeoIssue[] = [];
  for (const subject of sold) {
    const own = images.filter((image) => image.productId === subject.id).sort((a, b) => a.displayOrder - b.displayOrder);
    for (const lang of LANGS) {
      const positions = own.flatMap((image, index) => (image.altText[lang]?.trim() ? [] : [String(index + 1)]));
      if (positions.length) issues.push({ type: "missingAlt", entity: "product", id: subject.id, name: subject.name, lang, fixHref: subject.fixHref, detail: { position: positions.join(", ") } });
    }
  }
  return issues;
}

async function jsonLdIssues(list: Subject[]): Promise<SeoIssue[]> {
  const issues: SeoIssue[] = [];
  for (const subject of list.filter((candidate) => candidate.entity === "product")) {
    const product = await getProduct(subject.id, "fr");
    if (!product) continue;
    const ld = (await productStructuredData(product, "fr")) as Record<string, unknown>;
    const gaps = productLdGaps(ld);
    if (gaps.length) issues.push({ type: "jsonLd", entity: "product", id: subject.id, name: subject.name, fixHref: subject.fixHref, detail: { properties: gaps.join(", ") } });
  }
  return issues;
}

/** Storefront paths that need no record ("" is the home page). */
const FIXED_PATHS = new Set(["", "/shop", "/cart", "/checkout", "/wishlist", "/profile", "/profile/orders", "/profile/loyalty", "/auth", "/auth/reset-password", "/contact", "/install", "/newsletter/unsubscribe"]);
const STATIC_PAGE_PATHS = new Set(["about", "terms", "privacy"]);

/** The links written in Markdown ("[text](/shop)") anywhere in a value (strings, arrays, objects). */
export function markdownLinks(value: unknown): string[] {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? "");
  return [...text.matchAll(/\]\(\s*<?([^)\s>"\\]+)>?/g)].map((match) => match[1]);
}

interface LinkTargets {
  categories: Set<string>;
  products: Set<string>;
  landing: Set<string>;
  pages: Set<string>;
}

async function linkTargets(): Promise<LinkTargets> {
  const [categoryRows, productRows, landingRows, pageRows] = await Promise.all([
    db().select({ slug: categories.slug }).from(categories).where(eq(categories.isActive, true)),
    db().select({ id: products.id }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(shownInShop),
    db().select({ slug: landingPages.slug }).from(landingPages).where(eq(landingPages.status, "published")),
    db().select({ slug: pages.slug }).from(pages).where(eq(pages.isPublished, true)),
  ]);
  return {
    categories: new Set(categoryRows.map((row) => row.slug)),
    products: new Set(productRows.map((row) => row.id)),
    landing: new Set(landingRows.map((row) => row.slug)),
    pages: new Set(pageRows.map((row) => row.slug)),
  };
}

/** Whether an internal link leads to a storefront page that exists; outside links are not judged. */
export function linkWorks(href: string, targets: LinkTargets): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  let path = href.split(/[?#]/)[0].replace(/\/+$/, "");
  const first = path.split("/")[1] ?? "";
  if (first === "admin" || first === "img" || first === "media" || path === "/sitemap.xml" || path === "/robots.txt") return true;
  if (isLang(first)) path = path.slice(first.length + 1);
  if (FIXED_PATHS.has(path)) return true;
  const [, head, rest, extra] = path.split("/");
  if (extra !== undefined) return false;
  if (rest === undefined) return STATIC_PAGE_PATHS.has(head) && targets.pages.has(head);
  if (head === "category") return targets.categories.has(rest);
  if (head === "product") return UUID.test(rest) && targets.products.has(rest.toLowerCase());
  if (head === "p") return targets.landing.has(rest);
  if (head === "order") return true;
  return false;
}

async function linkIssues(): Promise<SeoIssue[]> {
  const [targets, pageRows, landingRows, landingTexts, slides, settings] = await Promise.all([
    linkTargets(),
    db().select({ id: pages.id, slug: pages.slug, lang: pageTranslations.lang, content: pageTranslations.content }).from(pageTranslations).innerJoin(pages, eq(pages.id, pageTranslations.pageId)),
    db().select({ id: landingPages.id, slug: landingPages.slug, blocks: landingPages.blocks }).from(landingPages),
    db().select({ id: landingPageTranslations.pageId, lang: landingPageTranslations.lang, title: landingPageTranslations.title }).from(landingPageTranslations),
    db()
      .select({ id: heroSlides.id, ctaLink: heroSlides.ctaLink, title: heroSlideTranslations.title })
      .from(heroSlides)
      .leftJoin(heroSlideTranslations, and(eq(heroSlideTranslations.slideId, heroSlides.id), eq(heroSlideTranslations.lang, "fr"))),
    db().select({ footerColumns: siteSettings.footerColumns }).from(siteSettings).where(eq(siteSettings.id, 1)),
  ]);
  const issues: SeoIssue[] = [];
  const check = (hrefs: string[], base: Omit<SeoIssue, "type" | "detail">, where: string) => {
    for (const href of new Set(hrefs)) if (!linkWorks(href, targets)) issues.push({ ...base, type: "brokenLink", detail: { href, where } });
  };
  for (const row of pageRows) {
    check(markdownLinks(row.content), { entity: "page", id: row.id, name: row.content.title || row.slug, lang: row.lang as Lang, fixHref: `/admin/pages/${row.slug}` }, row.lang.toUpperCase());
  }
  for (const page of landingRows) {
    const name = landingTexts.find((text) => text.id === page.id && text.lang === "fr")?.title || page.slug;
    (page.blocks as LandingBlock[]).forEach((block, index) => {
      const hrefs = [...(block.type === "hero" && block.ctaLink ? [block.ctaLink] : []), ...markdownLinks(block.texts)];
      check(hrefs, { entity: "landing", id: page.id, name, fixHref: `/admin/landing-pages/${page.id}` }, `#${index + 1}`);
    });
  }
  for (const slide of slides) {
    check([slide.ctaLink], { entity: "hero", id: slide.id, name: slide.title || slide.id.slice(0, 8), fixHref: `/admin/hero/${slide.id}` }, slide.ctaLink);
  }
  for (const column of settings[0]?.footerColumns ?? []) {
    check(
      column.links.map((link) => link.href),
      { entity: "footer", id: column.id, name: column.title.fr || column.id, fixHref: "/admin/footer" },
      column.title.fr || column.id,
    );
  }
  return issues;
}

/** The whole report, its issues in the order of the groups. */
export async function seoReport(): Promise<SeoIssue[]> {
  const list = await subjects();
  const [alts, jsonLd, links] = await Promise.all([altIssues(list), jsonLdIssues(list), linkIssues()]);
  return [...textIssues(list), ...alts, ...jsonLd, ...links];
}
