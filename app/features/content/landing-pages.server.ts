/**
 * The storefront's read of a landing page (docs/product/admin-back-office.md#adm-22): /{lang}/p/{slug}, its texts in the
 * visitor's language with French for what is missing (docs/product/languages-and-currencies.md#lang-4), its Markdown rendered to safe
 * HTML here on the server, and its product grids read through the catalogue (only sold products of
 * visible categories, priced in the visitor's currency). A draft is nobody's but the staff's: the
 * route asks for it only with `?preview=1` and a staff session.
 */
import { eq, inArray } from "drizzle-orm";
import { landingPages, landingPageTranslations } from "../../../db/schema";
import type { LandingBlock } from "../../../db/schema/content";
import { db } from "~/server/db.server";
import type { Lang } from "~/lib/langs";
import { renderMarkdown } from "~/lib/markdown.server";
import { listProducts, type ProductCardData } from "~/features/catalog/catalog.server";
import { toCardView, type Pricing } from "~/features/catalog/pricing.server";
import type { LandingBlockView, LandingPageView } from "~/components/landing/landing-view";

export type { LandingBlockView, LandingPageView };


/** A text of a block in `lang`, else in French, else "". */
function textOf(texts: Partial<Record<Lang, Record<string, string | undefined>>>, lang: Lang, field: string): string {
  return texts[lang]?.[field] || texts.fr?.[field] || "";
}

/** The products a grid shows, sold and visible only, in the grid's order. */
export async function gridProducts(block: Extract<LandingBlock, { type: "products" }>, lang: Lang): Promise<ProductCardData[]> {
  switch (block.source) {
    case "category":
      return block.categorySlug ? listProducts(lang, { category: block.categorySlug, sort: "featured", limit: block.limit }) : [];
    case "badge":
      return block.badge ? listProducts(lang, { [block.badge]: true, sort: "newest", limit: block.limit }) : [];
    case "picked": {
      const ids = block.productIds ?? [];
      const found = await listProducts(lang, { ids, limit: ids.length || 1 });
      const byId = new Map(found.map((product) => [product.id, product]));
      return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])).slice(0, block.limit);
    }
  }
}

async function blockView(block: LandingBlock, lang: Lang, pricing: Pricing): Promise<LandingBlockView> {
  const texts = block.texts as Partial<Record<Lang, Record<string, string | undefined>>>;
  const t = (field: string) => textOf(texts, lang, field);
  switch (block.type) {
    case "hero":
      return { id: block.id, type: "hero", imageUrl: block.imageUrl, title: t("title"), text: t("text"), ctaText: t("ctaText"), ctaLink: block.ctaLink };
    case "richText":
      return { id: block.id, type: "richText", html: renderMarkdown(t("markdown")) };
    case "products":
      return { id: block.id, type: "products", title: t("title"), products: (await gridProducts(block, lang)).map((product) => toCardView(product, pricing)) };
    case "imageText":
      return { id: block.id, type: "imageText", imageUrl: block.imageUrl, imageSide: block.imageSide, title: t("title"), html: t("markdown") ? renderMarkdown(t("markdown")) : "" };
    case "newsletter":
      return { id: block.id, type: "newsletter", title: t("title"), text: t("text") };
  }
}

/**
 * The page at this slug in `lang`; null when there is none, or when it is a draft and `preview` is
 * not set (the route sets it only for staff).
 */
export async function getLandingPage(slug: string, lang: Lang, pricing: Pricing, options: { preview?: boolean } = {}): Promise<LandingPageView | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 60) return null;
  const [page] = await db().select().from(landingPages).where(eq(landingPages.slug, slug));
  if (!page || (page.status !== "published" && !options.preview)) return null;
  const rows = await db()
    .select()
    .from(landingPageTranslations)
    .where(inArray(landingPageTranslations.pageId, [page.id]));
  const own = rows.find((row) => row.lang === lang);
  const fr = rows.find((row) => row.lang === "fr");
  const pick = (field: "title" | "seoTitle" | "seoDescription") => own?.[field] || fr?.[field] || "";
  return {
    id: page.id,
    slug: page.slug,
    status: page.status,
    title: pick("title") || page.slug,
    seoTitle: pick("seoTitle"),
    seoDescription: pick("seoDescription"),
    socialImageUrl: page.socialImageUrl,
    blocks: await Promise.all(page.blocks.map((block) => blockView(block, lang, pricing))),
  };
}
