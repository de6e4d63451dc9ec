/**
 * The translations screen (docs/product/admin-back-office.md#adm-25): its list's URL and its grid's one form, shared by the
 * loader and action that parse them and the screen that draws them. Messages are admin dictionary
 * keys (app/locales/admin/translations.ts).
 *
 * An entry is one text of one record in every language: a product's description, a variant's size,
 * an image's alt text, a section of a page… Its key is `<type>:<record id>:<field>` (a page's or a
 * landing page's field names its section or block: `section:<id>:heading`, `block:<id>:title`).
 *
 * The grid posts `lang` and, for each entry shown, `entries[i].key`, `entries[i].was` (the text the
 * page was drawn with, so that a text someone else changed meanwhile is not overwritten) and
 * `entries[i].text` (what is typed). Only entries whose text differs from `was` are written; the
 * lengths are checked by the service, which knows each field's limit (the owning forms' limits).
 */
import { z } from "zod";
import { LANGS, type Lang } from "~/lib/langs";
import { parseListQuery } from "~/schemas/admin/list-query";

/** What the screen translates, in the order it lists them. */
export const TRANSLATION_TYPES = ["product", "productSeo", "variant", "image", "category", "hero", "page", "landing"] as const;
export type TranslationType = (typeof TRANSLATION_TYPES)[number];

export const TRANSLATION_VIEWS = ["missing", "all"] as const;
export type TranslationView = (typeof TRANSLATION_VIEWS)[number];

/** The language the grid fills when the URL names none: the owner's other daily language. */
export const DEFAULT_TARGET: Lang = "he";

/** The most entries one page of the grid holds (each is a text area, and one save takes them all). */
export const TRANSLATIONS_PAGE_SIZE = 25;

const listSpec = {
  sorts: ["record"] as const,
  defaultSort: "record" as const,
  filters: {
    lang: z.enum(LANGS),
    type: z.enum(TRANSLATION_TYPES),
    show: z.enum(TRANSLATION_VIEWS),
  },
};

/** The list's state from its URL; a bad value falls back to its default (a hand-edited URL never fails). */
export function parseTranslationsQuery(params: URLSearchParams) {
  const query = parseListQuery(listSpec, params);
  // One page size: the grid is a form, and its pages are links.
  query.pageSize = TRANSLATIONS_PAGE_SIZE;
  return {
    query,
    lang: query.filters.lang ?? DEFAULT_TARGET,
    show: query.filters.show ?? "missing",
    type: query.filters.type,
  };
}

const KEY = /^[a-zA-Z]+:[0-9a-f-]{36}:[A-Za-z0-9_:-]{1,120}$/;

const entry = z.object({
  key: z.string().regex(KEY, { error: "translations.errors.invalid" }),
  // What the page was drawn with; absent is read as empty.
  was: z
    .string()
    .optional()
    .transform((value) => value ?? ""),
  text: z
    .string()
    .optional()
    .transform((value) => value ?? ""),
});
export type TranslationEntryInput = z.infer<typeof entry>;

export const translationsSaveSchema = z.object({
  intent: z.literal("save", { error: "translations.errors.invalid" }),
  lang: z.enum(LANGS, { error: "translations.errors.invalid" }),
  entries: z.array(entry).max(TRANSLATIONS_PAGE_SIZE * 2, { error: "translations.errors.invalid" }).default([]),
});
export type TranslationsSaveInput = z.infer<typeof translationsSaveSchema>;

/** The text as it is stored: trimmed, line ends as "\n" (a browser posts "\r\n"). */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, "\n").trim();
}
