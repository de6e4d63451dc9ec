/** Hero slides and static pages, in the visitor's language with French as the fallback. */
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/server/db.server";
import { heroSlides, heroSlideTranslations, pages, pageTranslations } from "../../../db/schema";
import type { Lang } from "~/lib/langs";
import type { PageContent } from "../../../db/seed/types";
import { logger } from "~/server/logger.server";

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

/** Active slides in display order (SPEC.md §7). A failure is logged and shows no slides (§8). */
export async function activeHeroSlides(lang: Lang): Promise<HeroSlide[]> {
  try {
    return await db()
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
  } catch (error) {
    logger.error({ err: error }, "hero slides could not be loaded");
    return [];
  }
}

/** A static page in the visitor's language, else French; null when it does not exist. */
export async function getPage(slug: string, lang: Lang): Promise<{ content: PageContent; lang: Lang } | null> {
  const rows = await db()
    .select({ lang: pageTranslations.lang, content: pageTranslations.content })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)));
  const own = rows.find((row) => row.lang === lang) ?? rows.find((row) => row.lang === "fr");
  return own ? { content: own.content, lang: own.lang as Lang } : null;
}
