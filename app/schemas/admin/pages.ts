/**
 * The static pages' editor form (docs/product/admin-back-office.md#adm-22): about, contact, privacy, terms and install,
 * each as a title, a meta description, an intro and sections (a heading and a Markdown body), plus
 * the contact page's questions and answers, in four languages. Messages are admin dictionary keys
 * (app/locales/admin/pages.ts).
 *
 * The form posts `status` (draft | published), `page.<lang>.title|metaDescription|intro`,
 * `sections[i].id` and `sections[i].<lang>.heading|body`, `faq[i].<lang>.question|answer`; Conform's
 * parseWithZod reads them as nested objects and arrays. French is the source (docs/product/languages-and-currencies.md#lang-4): its
 * title and every section's French heading and body are required; another language may leave any
 * text empty, and the shop shows the French one there.
 */
import { z } from "zod";
import { localizedSchema } from "~/schemas/localized";
import { LANGS, type Lang } from "~/lib/langs";
import { slugify } from "./categories";

export const PAGE_SLUGS = ["about", "contact", "privacy", "terms", "install"] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
export const isPageSlug = (value: string): value is PageSlug => (PAGE_SLUGS as readonly string[]).includes(value);

/** The pages that carry questions and answers (docs/product/overview.md#shop-12: the contact page's FAQ). */
export const FAQ_PAGES: readonly PageSlug[] = ["contact"];

export const PAGE_LIMITS = {
  title: 120,
  metaDescription: 300,
  intro: 1000,
  heading: 150,
  body: 20_000,
  question: 300,
  answer: 3000,
  sections: 30,
  faq: 30,
} as const;

/** A section's id: the anchor of its heading on the page (/about#craft). */
export const SECTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number, message: string) =>
  z
    .string()
    .max(max, { error: message })
    .optional()
    .transform((value) => (value ?? "").replace(/\r\n/g, "\n").trim());

const perLang = <T extends z.ZodType>(item: T) => localizedSchema(item).partial().optional();

const pageTexts = z.object({
  title: text(PAGE_LIMITS.title, "pages.errors.titleTooLong"),
  metaDescription: text(PAGE_LIMITS.metaDescription, "pages.errors.metaTooLong"),
  intro: text(PAGE_LIMITS.intro, "pages.errors.introTooLong"),
});
const sectionTexts = z.object({
  heading: text(PAGE_LIMITS.heading, "pages.errors.headingTooLong"),
  body: text(PAGE_LIMITS.body, "pages.errors.bodyTooLong"),
});
const faqTexts = z.object({
  question: text(PAGE_LIMITS.question, "pages.errors.questionTooLong"),
  answer: text(PAGE_LIMITS.answer, "pages.errors.answerTooLong"),
});

export type PageTextsInput = Record<Lang, { title: string; metaDescription: string; intro: string }>;
export type SectionInput = { id: string; texts: Record<Lang, { heading: string; body: string }> };
export type FaqInput = { texts: Record<Lang, { question: string; answer: string }> };

const fill = <T extends Record<string, string>>(value: Partial<Record<Lang, Partial<T>>> | undefined, empty: T): Record<Lang, T> =>
  Object.fromEntries(LANGS.map((lang) => [lang, { ...empty, ...(value?.[lang] ?? {}) }])) as unknown as Record<Lang, T>;

/** The form's values without the rules of a save: what the preview draws, even half written. */
export const pagePreviewSchema = z
  .object({
    status: z.enum(["draft", "published"], { error: "pages.errors.status" }),
    page: perLang(pageTexts),
    sections: z
      .array(localizedSchema(sectionTexts.optional()).extend({ id: z.string().trim().max(60).optional() }))
      .max(PAGE_LIMITS.sections, { error: "pages.errors.tooManySections" })
      .optional(),
    faq: z
      .array(localizedSchema(faqTexts.optional()))
      .max(PAGE_LIMITS.faq, { error: "pages.errors.tooManyQuestions" })
      .optional(),
  })
  .transform((value) => ({
    isPublished: value.status === "published",
    texts: fill(value.page, { title: "", metaDescription: "", intro: "" }),
    sections: (value.sections ?? []).map((section): SectionInput => ({ id: section.id ?? "", texts: fill(section, { heading: "", body: "" }) })),
    faq: (value.faq ?? []).map((entry): FaqInput => ({ texts: fill(entry, { question: "", answer: "" }) })),
  }));

export const pageFormSchema = pagePreviewSchema.superRefine((value, context) => {
    if (!value.texts.fr.title) context.addIssue({ code: "custom", path: ["page", "fr", "title"], message: "pages.errors.titleRequired" });
    const ids = new Set<string>();
    value.sections.forEach((section, index) => {
      if (!section.texts.fr.heading) context.addIssue({ code: "custom", path: ["sections", index, "fr", "heading"], message: "pages.errors.headingRequired" });
      if (!section.texts.fr.body) context.addIssue({ code: "custom", path: ["sections", index, "fr", "body"], message: "pages.errors.bodyRequired" });
      if (section.id && (!SECTION_ID.test(section.id) || ids.has(section.id))) context.addIssue({ code: "custom", path: ["sections", index, "fr", "heading"], message: "pages.errors.invalid" });
      ids.add(section.id);
    });
    value.faq.forEach((entry, index) => {
      if (!entry.texts.fr.question) context.addIssue({ code: "custom", path: ["faq", index, "fr", "question"], message: "pages.errors.questionRequired" });
      if (!entry.texts.fr.answer) context.addIssue({ code: "custom", path: ["faq", index, "fr", "answer"], message: "pages.errors.answerRequired" });
    });
  });
export type PageFormInput = z.infer<typeof pageFormSchema>;

/** The ids the new sections get: made from the French heading, unique on the page ("craft-2"). */
export function sectionIds(sections: SectionInput[]): string[] {
  const taken = new Set(sections.map((section) => section.id).filter(Boolean));
  return sections.map((section, index) => {
    if (section.id) return section.id;
    const base = slugify(section.texts.fr.heading).slice(0, 50) || `section-${index + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

/** How many of a language's texts are written, out of how many the page has. */
export function pageCompleteness(input: Pick<PageFormInput, "texts" | "sections" | "faq">, lang: Lang): { done: number; total: number } {
  const texts = [
    input.texts[lang].title,
    input.texts[lang].metaDescription,
    ...input.sections.flatMap((section) => [section.texts[lang].heading, section.texts[lang].body]),
    ...input.faq.flatMap((entry) => [entry.texts[lang].question, entry.texts[lang].answer]),
  ];
  return { done: texts.filter((value) => value.trim()).length, total: texts.length };
}
