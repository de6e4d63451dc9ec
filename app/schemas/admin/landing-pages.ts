/**
 * The landing-page editor's one form (docs/product/admin-back-office.md#adm-22), shared by the screen that takes its limits
 * and the action that parses it. Messages are admin dictionary keys (app/locales/admin/landing-pages.ts).
 *
 * The form posts `slug`, `status`, `socialImageUrl`, `translations.<lang>.title|seoTitle|seoDescription`
 * and the blocks in their order as `blocks[i].<field>`, each block's texts as
 * `blocks[i].texts.<lang>.<field>`. Every block is checked by ONE schema, a union discriminated by
 * `type`, so a block of an unknown kind, or a block missing what its kind needs, is refused at its
 * field. Only French is required: the shop falls back to French (docs/product/languages-and-currencies.md#lang-4).
 */
import { z } from "zod";
import { localizedSchema } from "~/schemas/localized";
import { LANGS, perLang, type Lang } from "~/lib/langs";
import type { LandingBlock } from "../../../db/schema/content";
import { isMediaAddress, isShopPath } from "./fields";
import { UUID } from "~/lib/uuid";

export const LANDING_LIMITS = {
  slug: 60,
  title: 120,
  seoTitle: 120,
  seoDescription: 320,
  blockTitle: 140,
  blockText: 600,
  ctaText: 40,
  link: 500,
  markdown: 20_000,
  blocks: 30,
  productsPerGrid: 24,
  image: 500,
} as const;
export const LANDING_DEFAULT_GRID_LIMIT = 8;

/** Lowercase letters, digits and single hyphens between them: the address /{lang}/p/{slug}. */
export const LANDING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A block's own id: made by the editor, kept across saves (the drag handle and the list keys use it). */
const BLOCK_ID = /^[A-Za-z0-9_-]{1,40}$/;
/**
 * A button leads to a shop path without its language ("/shop", "/category/boise": isShopPath) or to
 * another site's full address, matched here.
 */
const OUTSIDE_LINK = /^https?:\/\/[^\s<>"\\]+$/i;

export const LANDING_BLOCK_TYPES = ["hero", "richText", "products", "imageText", "newsletter"] as const;
export type LandingBlockType = (typeof LANDING_BLOCK_TYPES)[number];
export const PRODUCT_SOURCES = ["category", "badge", "picked"] as const;
export const PRODUCT_BADGES = ["featured", "bestSeller", "newArrival"] as const;
export const IMAGE_SIDES = ["start", "end"] as const;

/** The texts each kind of block has per language, with their limits (the editor draws its fields from this). */
export const BLOCK_TEXT_FIELDS: Record<LandingBlockType, readonly { name: string; kind: "input" | "textarea"; max: number }[]> = {
  hero: [
    { name: "title", kind: "input", max: LANDING_LIMITS.blockTitle },
    { name: "text", kind: "textarea", max: LANDING_LIMITS.blockText },
    { name: "ctaText", kind: "input", max: LANDING_LIMITS.ctaText },
  ],
  richText: [{ name: "markdown", kind: "textarea", max: LANDING_LIMITS.markdown }],
  products: [{ name: "title", kind: "input", max: LANDING_LIMITS.blockTitle }],
  imageText: [
    { name: "title", kind: "input", max: LANDING_LIMITS.blockTitle },
    { name: "markdown", kind: "textarea", max: LANDING_LIMITS.markdown },
  ],
  newsletter: [
    { name: "title", kind: "input", max: LANDING_LIMITS.blockTitle },
    { name: "text", kind: "textarea", max: LANDING_LIMITS.blockText },
  ],
};

const text = (max: number, message = "landingPages.errors.tooLong") =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value ?? "");

/** One block's texts in the four languages, each language optional (an empty language is left out). */
function texts<F extends Record<string, z.ZodType<string, unknown>>>(fields: F) {
  const one = z
    .object(fields)
    .optional()
    .transform((value) => value ?? {});
  return localizedSchema(one)
    .optional()
    .transform((value) => {
      const out: Partial<Record<Lang, Record<string, string>>> = {};
      for (const lang of LANGS) {
        const entries = Object.entries((value?.[lang] ?? {}) as Record<string, string>).filter(([, v]) => v !== "");
        if (entries.length) out[lang] = Object.fromEntries(entries);
      }
      return out;
    });
}

const mediaImage = z
  .string()
  .trim()
  .max(LANDING_LIMITS.image, { error: "landingPages.errors.image" })
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || isMediaAddress(value), { error: "landingPages.errors.image" });

const link = z
  .string()
  .trim()
  .max(LANDING_LIMITS.link, { error: "landingPages.errors.link" })
  .optional()
  .transform((value) => value ?? "")
  .refine((value) => value === "" || isShopPath(value) || OUTSIDE_LINK.test(value), { error: "landingPages.errors.link" });

const blockId = z.string().regex(BLOCK_ID, { error: "landingPages.errors.invalid" });

const heroBlock = z.object({
  id: blockId,
  type: z.literal("hero"),
  imageUrl: mediaImage.refine((value) => value !== null, { error: "landingPages.errors.imageRequired" }),
  ctaLink: link,
  texts: texts({ title: text(LANDING_LIMITS.blockTitle), text: text(LANDING_LIMITS.blockText), ctaText: text(LANDING_LIMITS.ctaText) }),
});

const richTextBlock = z.object({
  id: blockId,
  type: z.literal("richText"),
  texts: texts({ markdown: text(LANDING_LIMITS.markdown, "landingPages.errors.markdownTooLong") }),
});

const productsBlock = z.object({
  id: blockId,
  type: z.literal("products"),
  source: z.enum(PRODUCT_SOURCES, { error: "landingPages.errors.source" }),
  categorySlug: z
    .string()
    .trim()
    .max(80)
    .optional()
    .transform((value) => value || undefined),
  badge: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || (PRODUCT_BADGES as readonly string[]).includes(value), { error: "landingPages.errors.badge" })
    .transform((value) => value as (typeof PRODUCT_BADGES)[number] | undefined),
  // The picked products as one comma-separated field (the picker keeps it in a hidden input).
  productIds: z
    .string()
    .max(40 * 100)
    .optional()
    .transform((value) => (value ?? "").split(",").map((id) => id.trim()).filter(Boolean))
    .refine((ids) => ids.every((id) => UUID.test(id)), { error: "landingPages.errors.invalid" })
    .refine((ids) => ids.length <= LANDING_LIMITS.productsPerGrid, { error: "landingPages.errors.tooManyProducts" }),
  limit: z.coerce
    .number({ error: "landingPages.errors.limit" })
    .int({ error: "landingPages.errors.limit" })
    .min(1, { error: "landingPages.errors.limit" })
    .max(LANDING_LIMITS.productsPerGrid, { error: "landingPages.errors.limit" })
    .optional()
    .transform((value) => value ?? LANDING_DEFAULT_GRID_LIMIT),
  texts: texts({ title: text(LANDING_LIMITS.blockTitle) }),
});

const imageTextBlock = z.object({
  id: blockId,
  type: z.literal("imageText"),
  imageUrl: mediaImage.refine((value) => value !== null, { error: "landingPages.errors.imageRequired" }),
  imageSide: z
    .enum(IMAGE_SIDES, { error: "landingPages.errors.invalid" })
    .optional()
    .transform((value) => value ?? "start"),
  texts: texts({ title: text(LANDING_LIMITS.blockTitle), markdown: text(LANDING_LIMITS.markdown, "landingPages.errors.markdownTooLong") }),
});

const newsletterBlock = z.object({
  id: blockId,
  type: z.literal("newsletter"),
  texts: texts({ title: text(LANDING_LIMITS.blockTitle), text: text(LANDING_LIMITS.blockText) }),
});

/** Every kind of block, told apart by `type`, then what each kind needs beyond its fields' own checks. */
export const landingBlockSchema = z
  .discriminatedUnion("type", [heroBlock, richTextBlock, productsBlock, imageTextBlock, newsletterBlock], { error: "landingPages.errors.blockType" })
  .superRefine((block, context) => {
    const fr = (block.texts as Partial<Record<Lang, Record<string, string>>>).fr ?? {};
    const need = (field: string, message: string) => {
      if (!fr[field]) context.addIssue({ code: "custom", path: ["texts", "fr", field], message });
    };
    switch (block.type) {
      case "hero": {
        need("title", "landingPages.errors.titleRequired");
        // A button needs somewhere to go.
        const hasButton = LANGS.some((lang) => block.texts[lang]?.ctaText);
        if (hasButton && !block.ctaLink) context.addIssue({ code: "custom", path: ["ctaLink"], message: "landingPages.errors.linkRequired" });
        break;
      }
      case "richText":
        need("markdown", "landingPages.errors.markdownRequired");
        break;
      case "imageText":
        if (!fr.title && !fr.markdown) context.addIssue({ code: "custom", path: ["texts", "fr", "title"], message: "landingPages.errors.titleOrTextRequired" });
        break;
      case "products":
        if (block.source === "category" && !block.categorySlug) context.addIssue({ code: "custom", path: ["categorySlug"], message: "landingPages.errors.categoryRequired" });
        if (block.source === "badge" && !block.badge) context.addIssue({ code: "custom", path: ["badge"], message: "landingPages.errors.badgeRequired" });
        if (block.source === "picked" && block.productIds.length === 0) context.addIssue({ code: "custom", path: ["productIds"], message: "landingPages.errors.productsRequired" });
        break;
    }
  });

const translation = z
  .object({
    title: text(LANDING_LIMITS.title),
    seoTitle: text(LANDING_LIMITS.seoTitle),
    seoDescription: text(LANDING_LIMITS.seoDescription),
  })
  .optional()
  .transform((value) => value ?? { title: "", seoTitle: "", seoDescription: "" });

export const landingPageFormSchema = z
  .object({
    slug: z
      .string({ error: "landingPages.errors.slugRequired" })
      .trim()
      .toLowerCase()
      .min(1, { error: "landingPages.errors.slugRequired" })
      .max(LANDING_LIMITS.slug, { error: "landingPages.errors.slugTooLong" })
      .regex(LANDING_SLUG_PATTERN, { error: "landingPages.errors.slugFormat" }),
    status: z.enum(["draft", "published"], { error: "landingPages.errors.status" }),
    socialImageUrl: mediaImage,
    translations: localizedSchema(translation)
      .optional()
      .transform((value) => value ?? perLang(() => translation.parse(undefined))),
    blocks: z
      .array(landingBlockSchema)
      .max(LANDING_LIMITS.blocks, { error: "landingPages.errors.tooManyBlocks" })
      .optional()
      .transform((value) => value ?? []),
  })
  .superRefine((value, context) => {
    if (!value.translations.fr.title) context.addIssue({ code: "custom", path: ["translations", "fr", "title"], message: "landingPages.errors.pageTitleRequired" });
    // One newsletter form per page: its field ids and its answer are the page's.
    const newsletters = value.blocks.flatMap((block, index) => (block.type === "newsletter" ? [index] : []));
    for (const index of newsletters.slice(1)) context.addIssue({ code: "custom", path: ["blocks", index, "type"], message: "landingPages.errors.oneNewsletter" });
    const ids = new Set<string>();
    value.blocks.forEach((block, index) => {
      if (ids.has(block.id)) context.addIssue({ code: "custom", path: ["blocks", index, "id"], message: "landingPages.errors.invalid" });
      ids.add(block.id);
    });
  });

export type LandingPageFormInput = z.infer<typeof landingPageFormSchema>;
export type LandingBlockInput = z.infer<typeof landingBlockSchema>;

/** A parsed block as stored (the schema's output is the stored shape; this only narrows the types). */
export const toStoredBlock = (block: LandingBlockInput): LandingBlock => block as LandingBlock;

export const landingDeleteSchema = z.object({ intent: z.literal("delete") });
