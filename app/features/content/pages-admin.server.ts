/**
 * The static pages in the back office (docs/product/admin-back-office.md#adm-22): the list of the five pages with each
 * language's completeness and the page's status, the editor's read, the save (texts of every
 * language, sections in the owner's order, the contact page's questions, draft or published) and
 * the preview, rendered by the same code as the shop (content.server.ts composePage, renderPage).
 *
 * Storage: one page_translations row per language that has any text, its `content` a PageContent
 * whose sections share the French ids; a Markdown body is kept as its paragraphs (split on blank
 * lines), as the seed wrote them. A draft page answers 404 to shoppers (content.server.ts getPage)
 * and leaves the sitemap (sitemap.server.ts); pages' trigger (migration 0013) announces each change.
 */
import { eq, inArray } from "drizzle-orm";
import { pages, pageTranslations } from "../../../db/schema";
import type { PageContent } from "../../../db/seed/types";
import { db, type Tx } from "~/server/db.server";
import { recordAudit } from "~/features/audit/audit.server";
import type { Actor } from "~/features/i18n/static-translations-admin.server";
import { composePage, renderPage, type RenderedPage } from "~/features/content/content.server";
import { LANGS, type Lang } from "~/lib/langs";
import { FAQ_PAGES, PAGE_SLUGS, pageCompleteness, sectionIds, type FaqInput, type PageFormInput, type PageSlug, type PageTextsInput, type SectionInput } from "~/schemas/admin/pages";

export const PAGE_AUDIT_ENTITY = "page";

export interface PageEditor {
  slug: PageSlug;
  isPublished: boolean;
  updatedAt: Date | null;
  texts: PageTextsInput;
  sections: SectionInput[];
  faq: FaqInput[];
  /** Whether the page keeps questions and answers (the contact page). */
  hasFaq: boolean;
  completeness: Record<Lang, { done: number; total: number }>;
}

export interface PageListRow {
  slug: PageSlug;
  title: string;
  isPublished: boolean;
  updatedAt: Date | null;
  completeness: Record<Lang, { done: number; total: number }>;
}

const paragraphs = (markdown: string) =>
  markdown
    .replace(/\r\n/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ""))
    .filter((paragraph) => paragraph.trim());

/** The stored languages of these pages, by slug. */
async function storedContents(slugs: readonly string[], executor: Tx | ReturnType<typeof db> = db()) {
  const rows = await executor
    .select({ slug: pages.slug, isPublished: pages.isPublished, updatedAt: pages.updatedAt, lang: pageTranslations.lang, content: pageTranslations.content })
    .from(pages)
    .leftJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
    .where(inArray(pages.slug, [...slugs]));
  const bySlug = new Map<string, { isPublished: boolean; updatedAt: Date; contents: Partial<Record<Lang, PageContent>> }>();
  for (const row of rows) {
    const page = bySlug.get(row.slug) ?? { isPublished: row.isPublished, updatedAt: row.updatedAt, contents: {} };
    if (row.lang && row.content) page.contents[row.lang as Lang] = row.content;
    bySlug.set(row.slug, page);
  }
  return bySlug;
}

/** The stored languages as the editor's fields: sections in French's order, matched by id. */
function toEditor(slug: PageSlug, contents: Partial<Record<Lang, PageContent>>): Pick<PageEditor, "texts" | "sections" | "faq"> {
  const texts = Object.fromEntries(
    LANGS.map((lang) => [lang, { title: contents[lang]?.title ?? "", metaDescription: contents[lang]?.metaDescription ?? "", intro: contents[lang]?.intro ?? "" }]),
  ) as PageTextsInput;
  // Every id any language has, French's first and in its order.
  const ids = [...new Set(LANGS.flatMap((lang) => contents[lang]?.sections.map((section) => section.id) ?? []))];
  const sections = ids.map((id) => ({
    id,
    texts: Object.fromEntries(
      LANGS.map((lang) => {
        const own = contents[lang]?.sections.find((section) => section.id === id);
        return [lang, { heading: own?.heading ?? "", body: (own?.body ?? []).join("\n\n") }];
      }),
    ) as SectionInput["texts"],
  }));
  const faqCount = FAQ_PAGES.includes(slug) || LANGS.some((lang) => contents[lang]?.faq?.length) ? Math.max(0, ...LANGS.map((lang) => contents[lang]?.faq?.length ?? 0)) : 0;
  const faq = Array.from({ length: faqCount }, (_, index) => ({
    texts: Object.fromEntries(LANGS.map((lang) => [lang, { question: contents[lang]?.faq?.[index]?.question ?? "", answer: contents[lang]?.faq?.[index]?.answer ?? "" }])) as FaqInput["texts"],
  }));
  return { texts, sections, faq };
}

const completenessOf = (input: Pick<PageEditor, "texts" | "sections" | "faq">) =>
  Object.fromEntries(LANGS.map((lang) => [lang, pageCompleteness(input, lang)])) as Record<Lang, { done: number; total: number }>;

/** The five pages, in docs/product/content-and-texts.md#txt-9 order, with their title in the admin's language (else French). */
export async function listPagesAdmin(lang: Lang): Promise<PageListRow[]> {
  const stored = await storedContents(PAGE_SLUGS);
  return PAGE_SLUGS.map((slug) => {
    const page = stored.get(slug);
    const editor = toEditor(slug, page?.contents ?? {});
    return {
      slug,
      title: editor.texts[lang].title || editor.texts.fr.title || slug,
      isPublished: page?.isPublished ?? false,
      updatedAt: page?.updatedAt ?? null,
      completeness: completenessOf(editor),
    };
  });
}

export async function getPageForEdit(slug: PageSlug): Promise<PageEditor> {
  const page = (await storedContents([slug])).get(slug);
  const editor = toEditor(slug, page?.contents ?? {});
  return {
    slug,
    isPublished: page?.isPublished ?? false,
    updatedAt: page?.updatedAt ?? null,
    ...editor,
    hasFaq: FAQ_PAGES.includes(slug) || editor.faq.length > 0,
    completeness: completenessOf(editor),
  };
}

/**
 * The form's values as the rows to store: one PageContent per language that has any text (French
 * always), the sections with their ids (new ones made from the French heading).
 */
export function contentsOf(input: PageFormInput): Partial<Record<Lang, PageContent>> {
  const ids = sectionIds(input.sections);
  const contents: Partial<Record<Lang, PageContent>> = {};
  for (const lang of LANGS) {
    const own = input.texts[lang];
    const sections = input.sections.map((section, index) => ({ id: ids[index], heading: section.texts[lang].heading, body: paragraphs(section.texts[lang].body) }));
    const faq = input.faq.map((entry) => ({ question: entry.texts[lang].question, answer: entry.texts[lang].answer }));
    const written =
      own.title || own.metaDescription || own.intro || sections.some((section) => section.heading || section.body.length) || faq.some((entry) => entry.question || entry.answer);
    if (lang !== "fr" && !written) continue;
    contents[lang] = {
      title: own.title,
      metaDescription: own.metaDescription,
      ...(own.intro ? { intro: own.intro } : {}),
      sections,
      ...(faq.length ? { faq } : {}),
    };
  }
  return contents;
}

/** The page in `lang` as the shop would draw it from these values (the editor's preview). */
export function previewPage(input: PageFormInput, lang: Lang): RenderedPage | null {
  const content = composePage(contentsOf(input), lang);
  return content ? renderPage(content) : null;
}

const sortedContents = (contents: Partial<Record<Lang, PageContent>>) => Object.fromEntries(LANGS.filter((lang) => contents[lang]).map((lang) => [lang, contents[lang]]));

/** JSON with every object's keys sorted: PostgreSQL's jsonb gives them back in its own order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * Saves a page: its texts in every language and its status, in one transaction with its audit row
 * ("page.publish" or "page.unpublish" when only the status changed, else "page.update"). A save
 * that changes nothing writes nothing.
 */
export async function savePage(slug: PageSlug, input: PageFormInput, actor: Actor): Promise<{ changed: boolean }> {
  const contents = contentsOf(input);
  return db().transaction(async (tx) => {
    let [page] = await tx.select({ id: pages.id, isPublished: pages.isPublished }).from(pages).where(eq(pages.slug, slug)).for("update");
    if (!page) [page] = await tx.insert(pages).values({ slug, isPublished: false }).returning({ id: pages.id, isPublished: pages.isPublished });
    const before = (await storedContents([slug], tx)).get(slug)?.contents ?? {};
    const textsChanged = canonical(before) !== canonical(contents);
    const statusChanged = page.isPublished !== input.isPublished;
    if (!textsChanged && !statusChanged) return { changed: false };
    const now = new Date();
    await tx.update(pages).set({ isPublished: input.isPublished, updatedAt: now }).where(eq(pages.id, page.id));
    if (textsChanged) {
      await tx.delete(pageTranslations).where(eq(pageTranslations.pageId, page.id));
      await tx.insert(pageTranslations).values(LANGS.flatMap((lang) => (contents[lang] ? [{ pageId: page.id, lang, content: contents[lang]!, updatedAt: now }] : [])));
    }
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: textsChanged ? "page.update" : input.isPublished ? "page.publish" : "page.unpublish",
      entity: PAGE_AUDIT_ENTITY,
      entityId: slug,
      before: { isPublished: page.isPublished, ...(textsChanged ? { contents: sortedContents(before) } : {}) },
      after: { isPublished: input.isPublished, ...(textsChanged ? { contents: sortedContents(contents) } : {}) },
    });
    return { changed: true };
  });
}
