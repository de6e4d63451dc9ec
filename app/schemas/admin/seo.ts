/**
 * The seo screen's forms (docs/product/admin-back-office.md#adm-31): one record's SEO texts in the four languages (a
 * product, a static page or a landing page), and the shop's default social image. Messages are
 * admin dictionary keys (app/locales/admin/seo.ts). The list's URL: kind, missing language, search.
 */
import { z } from "zod";
import { localizedSchema } from "~/schemas/localized";
import { LANGS } from "~/lib/langs";
import type { ListSpec } from "~/schemas/admin/list-query";
import { isMediaAddress } from "./fields";

export const SEO_KINDS = ["product", "page", "landing"] as const;
export type SeoKind = (typeof SEO_KINDS)[number];
export const SEO_LIMITS = { title: 120, description: 320 } as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "seo.errors.tooLong" })
    .optional()
    .transform((value) => value ?? "");

const translation = z
  .object({ seoTitle: text(SEO_LIMITS.title), seoDescription: text(SEO_LIMITS.description) })
  .optional()
  .transform((value) => value ?? { seoTitle: "", seoDescription: "" });

export const seoSaveSchema = z.object({
  intent: z.literal("save"),
  kind: z.enum(SEO_KINDS, { error: "seo.errors.invalid" }),
  id: z.string({ error: "seo.errors.invalid" }).regex(/^[0-9a-f-]{36}$/i, { error: "seo.errors.invalid" }),
  translations: localizedSchema(translation)
    .optional()
    .transform((value) => value ?? Object.fromEntries(LANGS.map((lang) => [lang, { seoTitle: "", seoDescription: "" }]))),
});
export type SeoSaveInput = z.infer<typeof seoSaveSchema>;

export const socialImageSchema = z.object({
  intent: z.literal("socialImage"),
  defaultSocialImage: z
    .string()
    .trim()
    .max(500, { error: "seo.errors.image" })
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isMediaAddress(value), { error: "seo.errors.image" }),
});

export const seoListSpec = {
  sorts: ["name"] as const,
  defaultSort: "name",
  filters: { kind: z.enum(SEO_KINDS), missing: z.enum(LANGS) },
} satisfies ListSpec<"name", { kind: z.ZodType; missing: z.ZodType }>;
