/**
 * The content screen (docs/product/admin-back-office.md#adm-23, docs/product/admin-back-office.md#adm-22): the shop's texts that are neither a
 * page, nor the home page, nor the footer, gathered by where shoppers read them. Each is a
 * dictionary key the owner overrides in four languages through saveOverrides (a `{placeholder}`
 * must survive; empty or equal to the dictionary's means "the dictionary's").
 *
 * A group's form posts `intent=group`, `group` and `texts.<lang>.<field>`, where <field> is the key
 * with its dots as underscores ("product_deliveryEstimate").
 */
import { z } from "zod";
import { LANGS, type Lang } from "~/lib/langs";

export const CONTENT_GROUPS = {
  product: ["product.deliveryEstimate", "product.lowStock", "product.inStock", "product.outOfStock", "product.discountHint", "product.quantityDiscount"],
  cart: ["cart.emptyText", "cart.suggestions", "checkout.paymentNote", "checkout.confirmationText", "checkout.trackingHint", "checkout.accountHint"],
  newsletter: ["newsletter.consent", "newsletter.thanksText", "backInStock.intro", "backInStock.consent", "backInStock.note", "consent.text"],
  errors: ["errors.notFoundTitle", "errors.notFoundText", "product.notFoundText"],
} as const;
export type ContentGroup = keyof typeof CONTENT_GROUPS;
export const CONTENT_GROUP_KEYS = Object.keys(CONTENT_GROUPS) as ContentGroup[];

export const CONTENT_TEXT_MAX = 2000;

/** "product.deliveryEstimate" → "product_deliveryEstimate": a key as one field name. */
export const contentField = (key: string) => key.replace(/\./g, "_");

const text = z
  .string()
  .max(CONTENT_TEXT_MAX, { error: "contentTexts.errors.tooLong" })
  .optional()
  .transform((value) => (value ?? "").trim());

export const contentGroupSchema = z
  .object({
    intent: z.literal("group"),
    group: z.enum(CONTENT_GROUP_KEYS as [ContentGroup, ...ContentGroup[]], { error: "contentTexts.errors.invalid" }),
    texts: z.partialRecord(z.enum(LANGS), z.record(z.string(), text)).optional(),
  })
  .transform((value) => ({
    group: value.group,
    // Only the group's own keys: a field the form made up is dropped, never saved.
    changes: LANGS.flatMap((lang) => CONTENT_GROUPS[value.group].map((key) => ({ key, lang: lang as Lang, text: value.texts?.[lang]?.[contentField(key)] ?? "" }))),
  }));
