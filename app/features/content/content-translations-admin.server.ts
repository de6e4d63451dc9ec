/**
 * The translations screen's writes to hero slides, static pages and landing pages
 * (app/features/i18n/translations-admin.server.ts collects them through content's contributions,
 * contributions.server.ts): the same rows the hero, page and landing-page editors read and write,
 * one audit row per record under the editor's own audit entity, so each editor's trail shows these
 * too. The content tables announce themselves (migration 0013's NOTIFY triggers), so the shop shows
 * the new texts at once.
 */
import { and, eq, inArray } from "drizzle-orm";
import { heroSlides, heroSlideTranslations, landingPages, landingPageTranslations, pages, pageTranslations } from "../../../db/schema";
import type { LandingBlock } from "../../../db/schema/content";
import type { PageContent } from "../../../db/seed/types";
import type { Tx } from "~/server/db.server";
import { recordAudit } from "~/features/audit/audit.server";
import { HERO_AUDIT_ENTITY } from "~/features/content/hero-admin.server";
import { PAGE_AUDIT_ENTITY } from "~/features/content/pages-admin.server";
import { LANDING_AUDIT_ENTITY } from "~/features/content/landing-pages-admin.server";
import { auditValues, checkStale, type Actor, type Refusals, type TranslationChange as Change } from "~/features/i18n/translatable-sources-admin.server";
import type { Lang } from "~/lib/langs";

export type LandingBlockField = "title" | "text" | "ctaText" | "markdown";

/** A page's field: its own title, meta description and intro, a section's heading or body, a FAQ entry's question or answer. */
export function pagePart(field: string): { kind: "own"; text: "title" | "metaDescription" | "intro" } | { kind: "section"; id: string; text: "heading" | "body" } | { kind: "faq"; index: number; text: "question" | "answer" } | null {
  if (field === "title" || field === "metaDescription" || field === "intro") return { kind: "own", text: field };
  const section = /^section:([A-Za-z0-9_-]{1,80}):(heading|body)$/.exec(field);
  if (section) return { kind: "section", id: section[1], text: section[2] as "heading" | "body" };
  const faq = /^faq:(\d{1,3}):(question|answer)$/.exec(field);
  if (faq) return { kind: "faq", index: Number(faq[1]), text: faq[2] as "question" | "answer" };
  return null;
}

/** A landing page block's text: `block:<block id>:<title|text|ctaText|markdown>`. */
export function blockPart(field: string): { id: string; text: LandingBlockField } | null {
  const match = /^block:([A-Za-z0-9_-]{1,40}):(title|text|ctaText|markdown)$/.exec(field);
  return match ? { id: match[1], text: match[2] as LandingBlockField } : null;
}

export async function writeHero(tx: Tx, slideId: string, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) {
  const [slide] = await tx.select({ id: heroSlides.id }).from(heroSlides).where(eq(heroSlides.id, slideId)).for("update");
  if (!slide) return changes.forEach((change) => refusals.add(change, "translations.errors.notFound"));
  const [stored] = await tx
    .select()
    .from(heroSlideTranslations)
    .where(and(eq(heroSlideTranslations.slideId, slideId), eq(heroSlideTranslations.lang, lang)));
  const next = { title: stored?.title ?? "", subtitle: stored?.subtitle ?? "", ctaText: stored?.ctaText ?? "" };
  for (const change of changes) {
    const field = change.field as keyof typeof next;
    checkStale(refusals, change, stored?.[field]);
    if (lang === "fr" && field === "title" && !change.text) refusals.add(change, "translations.errors.frenchRequired");
    next[field] = change.text;
  }
  if (refusals.has(changes)) return;
  if (next.title || next.subtitle || next.ctaText) {
    await tx
      .insert(heroSlideTranslations)
      .values({ slideId, lang, ...next })
      .onConflictDoUpdate({ target: [heroSlideTranslations.slideId, heroSlideTranslations.lang], set: next });
  } else {
    // A language with no text has no row: the shop shows French.
    await tx.delete(heroSlideTranslations).where(and(eq(heroSlideTranslations.slideId, slideId), eq(heroSlideTranslations.lang, lang)));
  }
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "hero.translate",
    entity: HERO_AUDIT_ENTITY,
    entityId: slideId,
    ...auditValues(lang, changes, (change) => stored?.[change.field as keyof typeof next] ?? ""),
  });
}

/** A page's text in one language's content, as the list reads it. */
function pageText(content: PageContent, field: string): string | null {
  const part = pagePart(field);
  if (!part) return null;
  if (part.kind === "own") return (content[part.text] as string | undefined) ?? "";
  if (part.kind === "section") {
    const section = content.sections?.find((candidate) => candidate.id === part.id);
    if (!section) return null;
    if (part.text === "heading") return section.heading ?? "";
    const body = section.body as unknown;
    return Array.isArray(body) ? body.join("\n\n") : typeof body === "string" ? body : "";
  }
  const entry = content.faq?.[part.index];
  return entry ? (entry[part.text] ?? "") : null;
}

/**
 * A language's content laid out on the French one, as the page editor stores it: the French
 * sections in their order (this language's own text, or empty), then any section only this language
 * has, and as many questions as French. The shop falls back to French text by text (composePage).
 */
function alignedContent(own: PageContent | undefined, french: PageContent): PageContent {
  const sections = (own?.sections ?? []) as PageContent["sections"];
  const faq = own?.faq ?? [];
  return {
    ...own,
    title: own?.title ?? "",
    metaDescription: own?.metaDescription ?? "",
    sections: [
      ...french.sections.map((section) => sections.find((candidate) => candidate.id === section.id) ?? { id: section.id, heading: "", body: [] }),
      ...sections.filter((section) => !french.sections.some((candidate) => candidate.id === section.id)),
    ],
    ...(french.faq?.length || faq.length ? { faq: [...faq, ...(french.faq ?? []).slice(faq.length).map(() => ({ question: "", answer: "" }))] } : {}),
  };
}

/** The content with one text replaced; null when the page has no such section or question. */
function withPageText(content: PageContent, field: string, text: string): PageContent | null {
  const part = pagePart(field);
  if (!part) return null;
  if (part.kind === "own") {
    const next = { ...content, [part.text]: text };
    if (part.text === "intro" && !text) delete next.intro;
    return next;
  }
  if (part.kind === "section") {
    const index = content.sections?.findIndex((candidate) => candidate.id === part.id) ?? -1;
    if (index < 0) return null;
    const section = content.sections[index];
    const body = section.body as unknown;
    const replaced =
      part.text === "heading"
        ? { ...section, heading: text }
        : // Paragraphs stay paragraphs (a blank line apart), as the page editor stores them.
          { ...section, body: (typeof body === "string" ? text : text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean)) as string[] };
    return { ...content, sections: content.sections.map((candidate, position) => (position === index ? replaced : candidate)) };
  }
  if (!content.faq?.[part.index]) return null;
  return { ...content, faq: content.faq.map((entry, position) => (position === part.index ? { ...entry, [part.text]: text } : entry)) };
}

export async function writePage(tx: Tx, pageId: string, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) {
  const [page] = await tx.select({ id: pages.id, slug: pages.slug }).from(pages).where(eq(pages.id, pageId)).for("update");
  if (!page) return changes.forEach((change) => refusals.add(change, "translations.errors.notFound"));
  const rows = await tx
    .select()
    .from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, pageId), inArray(pageTranslations.lang, [lang, "fr"])));
  const stored = rows.find((row) => row.lang === lang);
  const french = rows.find((row) => row.lang === "fr")?.content;
  if (!french) return changes.forEach((change) => refusals.add(change, "translations.errors.notFound"));
  // A language without its version yet gets one laid out on the French (its other texts empty).
  let content = lang === "fr" ? french : alignedContent(stored?.content, french);
  for (const change of changes) {
    const next = withPageText(content, change.field, change.text);
    if (!next) {
      refusals.add(change, "translations.errors.notFound");
      continue;
    }
    checkStale(refusals, change, stored ? pageText(stored.content, change.field) : "");
    if (lang === "fr" && change.field === "title" && !change.text) refusals.add(change, "translations.errors.frenchRequired");
    content = next;
  }
  if (refusals.has(changes)) return;
  const now = new Date();
  await tx
    .insert(pageTranslations)
    .values({ pageId, lang, content, updatedAt: now })
    .onConflictDoUpdate({ target: [pageTranslations.pageId, pageTranslations.lang], set: { content, updatedAt: now } });
  await tx.update(pages).set({ updatedAt: now }).where(eq(pages.id, pageId));
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "page.translate",
    // The page editor's own entries name the page by its slug: its audit trail then shows these too.
    entity: PAGE_AUDIT_ENTITY,
    entityId: page.slug,
    ...auditValues(lang, changes, (change) => (stored ? (pageText(stored.content, change.field) ?? "") : "")),
  });
}

export async function writeLanding(tx: Tx, pageId: string, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) {
  const [page] = await tx.select({ id: landingPages.id, blocks: landingPages.blocks }).from(landingPages).where(eq(landingPages.id, pageId)).for("update");
  if (!page) return changes.forEach((change) => refusals.add(change, "translations.errors.notFound"));
  const [stored] = await tx
    .select()
    .from(landingPageTranslations)
    .where(and(eq(landingPageTranslations.pageId, pageId), eq(landingPageTranslations.lang, lang)));
  const own = { title: stored?.title ?? "", seoTitle: stored?.seoTitle ?? "", seoDescription: stored?.seoDescription ?? "" };
  let ownChanged = false;
  let blocks: LandingBlock[] = Array.isArray(page.blocks) ? page.blocks : [];
  const blockText = (list: LandingBlock[], id: string, text: string) => {
    const block = list.find((candidate) => candidate.id === id);
    if (!block) return null;
    return ((block.texts as Partial<Record<Lang, Record<string, string>>>)?.[lang]?.[text] as string | undefined) ?? "";
  };
  for (const change of changes) {
    const block = blockPart(change.field);
    if (!block) {
      const field = change.field as keyof typeof own;
      checkStale(refusals, change, stored?.[field]);
      if (lang === "fr" && field === "title" && !change.text) refusals.add(change, "translations.errors.frenchRequired");
      own[field] = change.text;
      ownChanged = true;
      continue;
    }
    const current = blockText(page.blocks ?? [], block.id, block.text);
    if (current === null) {
      refusals.add(change, "translations.errors.notFound");
      continue;
    }
    checkStale(refusals, change, current);
    blocks = blocks.map((candidate) => {
      if (candidate.id !== block.id) return candidate;
      const texts = { ...(candidate.texts as Partial<Record<Lang, Record<string, string>>>) };
      const mine = { ...texts[lang] };
      if (change.text) mine[block.text] = change.text;
      else delete mine[block.text];
      if (Object.keys(mine).length) texts[lang] = mine;
      else delete texts[lang];
      return { ...candidate, texts } as LandingBlock;
    });
  }
  if (refusals.has(changes)) return;
  if (ownChanged) {
    if (own.title || own.seoTitle || own.seoDescription) {
      await tx
        .insert(landingPageTranslations)
        .values({ pageId, lang, ...own })
        .onConflictDoUpdate({ target: [landingPageTranslations.pageId, landingPageTranslations.lang], set: own });
    } else {
      await tx.delete(landingPageTranslations).where(and(eq(landingPageTranslations.pageId, pageId), eq(landingPageTranslations.lang, lang)));
    }
  }
  await tx.update(landingPages).set({ blocks, updatedAt: new Date() }).where(eq(landingPages.id, pageId));
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "landingPage.translate",
    entity: LANDING_AUDIT_ENTITY,
    entityId: pageId,
    ...auditValues(lang, changes, (change) => {
      const block = blockPart(change.field);
      return block ? (blockText(page.blocks ?? [], block.id, block.text) ?? "") : (stored?.[change.field as keyof typeof own] ?? "");
    }),
  });
}
