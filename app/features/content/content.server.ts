/** Hero slides and static pages, in the visitor's language with French as the fallback. */
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/server/db.server";
import { heroSlides, heroSlideTranslations, pages, pageTranslations } from "../../../db/schema";
import type { Lang } from "~/lib/langs";
import type { FaqEntry, PageContent, PageSection } from "../../../db/seed/types";
import { renderMarkdown } from "~/lib/markdown.server";
import { logger } from "~/server/logger.server";
import { memo } from "~/features/catalog/catalog-cache.server";

const slideOwn = alias(heroSlideTranslations, "slide_own");
const slideFrench = alias(heroSlideTranslations, "slide_fr");

export interface HeroSlide {
  id: string;
  title: string;
  subtitle: string;
  ctaText: string;
  ctaLink: string;
  imageUrl: string;
}

/** Kept in memory until a slide, its texts or the media library change (their triggers tell every copy). */
const slidesCache = memo({ tables: ["hero_slides", "hero_slide_translations", "media"], max: 8 }, (lang: Lang) => lang, (lang: Lang) => readHeroSlides(lang));

/** Active slides in display order (docs/architecture.md#arch-11). A failure is logged and shows no slides (docs/product/overview.md#shop-17). */
export async function activeHeroSlides(lang: Lang): Promise<HeroSlide[]> {
  try {
    return await slidesCache(lang);
  } catch (error) {
    logger.error({ err: error }, "hero slides could not be loaded");
    return [];
  }
}

async function readHeroSlides(lang: Lang): Promise<HeroSlide[]> {
  return db()
    .select({
      id: heroSlides.id,
      title: sql<string>`coalesce(nullif(${slideOwn.title}, ''), ${slideFrench.title}, '')`,
      subtitle: sql<string>`coalesce(nullif(${slideOwn.subtitle}, ''), ${slideFrench.subtitle}, '')`,
      ctaText: sql<string>`coalesce(nullif(${slideOwn.ctaText}, ''), ${slideFrench.ctaText}, '')`,
      ctaLink: heroSlides.ctaLink,
      imageUrl: heroSlides.imageUrl,
    })
    .from(heroSlides)
    .leftJoin(slideOwn, and(eq(slideOwn.slideId, heroSlides.id), eq(slideOwn.lang, lang)))
    .leftJoin(slideFrench, and(eq(slideFrench.slideId, heroSlides.id), eq(slideFrench.lang, "fr")))
    .where(eq(heroSlides.isActive, true))
    .orderBy(asc(heroSlides.displayOrder), asc(heroSlides.createdAt));
}

/** One section of a page as the shop draws it: its Markdown body as sanitised HTML. */
export interface RenderedSection extends PageSection {
  html: string;
  /**
   * True when the body is only lines of plain words (no Markdown mark): the contact page then draws
   * each line as contact details (phones and e-mails as links, times kept whole).
   */
  plain: boolean;
}

export interface RenderedPage extends Omit<PageContent, "sections" | "faq"> {
  sections: RenderedSection[];
  faq?: (FaqEntry & { html: string })[];
}

/** A Markdown mark at a line's start (list, heading, quote) or anywhere (emphasis, link, code). */
const MARKDOWN_MARK = /[*_`[\]<>]|^\s*(?:[-+#>]|\d+[.)])\s/m;

/**
 * A page in `lang` from its stored languages (docs/product/languages-and-currencies.md#lang-4: French is the source): each text is
 * the language's own when it has one, else the French one. The sections are French's, in its order
 * (matched by id); the questions are French's, matched by position. Null without a French page.
 */
export function composePage(contents: Partial<Record<Lang, PageContent>>, lang: Lang): PageContent | null {
  const french = contents.fr;
  if (!french) return null;
  const own = contents[lang];
  const pick = (mine: string | undefined, fallback: string | undefined) => (mine?.trim() ? mine : (fallback ?? ""));
  const hasBody = (body: string[] | undefined) => Boolean(body?.some((paragraph) => paragraph.trim()));
  return {
    title: pick(own?.title, french.title),
    metaDescription: pick(own?.metaDescription, french.metaDescription),
    intro: pick(own?.intro, french.intro) || undefined,
    sections: french.sections.map((section) => {
      const mine = own?.sections.find((candidate) => candidate.id === section.id);
      return { id: section.id, heading: pick(mine?.heading, section.heading), body: hasBody(mine?.body) ? mine!.body : section.body };
    }),
    ...(french.faq?.length
      ? {
          faq: french.faq.map((entry, index) => {
            const mine = own?.faq?.[index];
            return { question: pick(mine?.question, entry.question), answer: pick(mine?.answer, entry.answer) };
          }),
        }
      : {}),
  };
}

/** The page with its sections and answers as sanitised HTML (renderMarkdown: no raw HTML, safe links). */
export function renderPage(content: PageContent): RenderedPage {
  return {
    ...content,
    sections: content.sections.map((section) => {
      const markdown = section.body.join("\n\n");
      return { ...section, html: renderMarkdown(markdown), plain: !MARKDOWN_MARK.test(markdown) };
    }),
    faq: content.faq?.map((entry) => ({ ...entry, html: renderMarkdown(entry.answer) })),
  };
}

/**
 * A published static page in the visitor's language (French where it has no text of its own),
 * rendered; null when it does not exist or is a draft: a shopper then gets the 404 page.
 */
export async function getPage(slug: string, lang: Lang): Promise<{ content: RenderedPage; lang: Lang } | null> {
  const rows = await db()
    .select({ lang: pageTranslations.lang, content: pageTranslations.content })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)));
  const contents = Object.fromEntries(rows.map((row) => [row.lang, row.content])) as Partial<Record<Lang, PageContent>>;
  const content = composePage(contents, lang);
  if (!content) return null;
  // The language the page is mostly in: its own when it has a title there (the page's lang attribute).
  const shown: Lang = contents[lang]?.title?.trim() ? lang : "fr";
  return { content: renderPage(content), lang: shown };
}
