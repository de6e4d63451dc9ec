/**
 * The homepage screen's forms (docs/product/admin-back-office.md#adm-20). The six blocks below the hero (db/schema
 * content.ts HOMEPAGE_BLOCKS) are reordered, shown or hidden, and each block's texts are the
 * dictionary's keys listed here, which the owner overrides in four languages (static_translations,
 * through saveOverrides: a text equal to the dictionary's, or empty, means "the dictionary's").
 *
 * A block's form posts `key`, `imageUrl` (for the blocks that have a picture) and
 * `texts.<lang>.<field>`, where <field> is the last part of the dictionary key ("introTitle").
 */
import { z } from "zod";
import { HOMEPAGE_BLOCKS, type HomepageBlockKey } from "../../../db/schema/content";
import { LANGS, type Lang } from "~/lib/langs";
import { isMediaAddress } from "./fields";

export { HOMEPAGE_BLOCKS, type HomepageBlockKey };

/** The dictionary keys each block shows, in the order it shows them (app/routes/$lang/home.tsx). */
export const HOMEPAGE_BLOCK_TEXTS: Record<HomepageBlockKey, readonly string[]> = {
  intro: ["home.introEyebrow", "home.introTitle", "home.introText"],
  newest: ["home.newestTitle", "home.newestSubtitle"],
  manifesto: ["home.manifestoTitle", "home.manifestoText", "home.manifestoCta"],
  limited: ["home.limitedEyebrow", "home.limitedTitle", "home.limitedText", "home.limitedCta"],
  pillars: ["home.pillarsTitle", "home.pillar1Title", "home.pillar1Text", "home.pillar2Title", "home.pillar2Text", "home.pillar3Title", "home.pillar3Text", "home.pillarsCta"],
  newsletter: ["newsletter.title", "newsletter.text", "newsletter.submit"],
};

/** The blocks drawn with a picture the owner may change (the others have none). */
export const HOMEPAGE_IMAGE_BLOCKS: readonly HomepageBlockKey[] = ["limited"];

/** The long texts get a text area. */
export const isLongText = (key: string) => /Text$|\.text$/.test(key);

/** "home.introTitle" → "introTitle": the field's name inside a language. */
export const fieldOf = (key: string) => key.slice(key.lastIndexOf(".") + 1);

export const HOMEPAGE_TEXT_MAX = 2000;

const blockKey = z.enum(HOMEPAGE_BLOCKS, { error: "homepage.errors.invalid" });

export const homepageMoveSchema = z.object({ intent: z.literal("move"), key: blockKey, direction: z.enum(["up", "down"], { error: "homepage.errors.invalid" }) });

/** The whole order at once (a drop): the six keys, first to last, comma-separated. */
export const homepageOrderSchema = z.object({
  intent: z.literal("order"),
  keys: z
    .string({ error: "homepage.errors.invalid" })
    .max(200, { error: "homepage.errors.invalid" })
    .transform((value) => value.split(",").filter(Boolean))
    .refine((keys): keys is HomepageBlockKey[] => keys.length === HOMEPAGE_BLOCKS.length && new Set(keys).size === keys.length && keys.every((key) => (HOMEPAGE_BLOCKS as readonly string[]).includes(key)), {
      error: "homepage.errors.invalid",
    }),
});

export const homepageVisibilitySchema = z.object({ intent: z.enum(["show", "hide"], { error: "homepage.errors.invalid" }), key: blockKey });

const text = z
  .string()
  .max(HOMEPAGE_TEXT_MAX, { error: "homepage.errors.tooLong" })
  .optional()
  .transform((value) => (value ?? "").trim());

/** One block's texts and picture. Unknown fields are dropped; a field left out keeps nothing. */
export const homepageBlockSchema = z
  .object({
    intent: z.literal("block"),
    key: blockKey,
    imageUrl: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null),
    texts: z.partialRecord(z.enum(LANGS), z.record(z.string(), text)).optional(),
  })
  .superRefine((value, context) => {
    if (value.imageUrl && !isMediaAddress(value.imageUrl)) context.addIssue({ code: "custom", path: ["imageUrl"], message: "homepage.errors.image" });
  })
  .transform((value) => {
    const fields = HOMEPAGE_BLOCK_TEXTS[value.key];
    // Only the block's own keys, in the four languages: the dictionary key and the text typed.
    const texts = LANGS.flatMap((lang) => fields.map((key) => ({ key, lang: lang as Lang, text: value.texts?.[lang]?.[fieldOf(key)] ?? "" })));
    return { key: value.key, imageUrl: HOMEPAGE_IMAGE_BLOCKS.includes(value.key) ? value.imageUrl : null, texts };
  });
export type HomepageBlockInput = z.infer<typeof homepageBlockSchema>;
