/**
 * The home hero's slides in the back office (docs/product/admin-back-office.md#adm-19): the list in the shop's order, the
 * editor's read, and every write: create and update (image, link, active flag, texts in four
 * languages), show or hide, reorder, delete. Each write runs in one transaction with its audit row;
 * hero_slides' trigger (migration 0013) announces the change to every server copy.
 *
 * The storefront reads the active slides in display order (content.server.ts activeHeroSlides).
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { heroSlides, heroSlideTranslations } from "../../../db/schema";
import { db, type Tx } from "~/server/db.server";
import { orderedList } from "~/server/display-order.server";
import { recordAudit } from "~/features/audit/audit.server";
import { LANGS, type Lang } from "~/lib/langs";
import { missingHeroLanguages, type HeroFormInput, type HeroTranslationsInput } from "~/schemas/admin/hero";
import type { Actor } from "~/features/i18n/static-translations-admin.server";
import { UUID } from "~/lib/uuid";

export const HERO_AUDIT_ENTITY = "hero_slide";

/** Why a slide write was refused; its code names the admin text "hero.errors.<code>". */
export class HeroAdminError extends Error {
  constructor(public code: "not_found" | "stale_order") {
    super(`Hero slide ${code}`);
  }
}

type SlideTexts = Partial<Record<Lang, { title: string; subtitle: string; ctaText: string }>>;

export interface HeroListRow {
  id: string;
  imageUrl: string;
  /** In the admin's language, else French. */
  title: string;
  ctaLink: string;
  isActive: boolean;
  missing: Lang[];
}

export interface HeroEditor {
  id: string;
  imageUrl: string;
  ctaLink: string;
  isActive: boolean;
  title: string;
  translations: HeroTranslationsInput;
  missing: Lang[];
}

async function textsOf(ids: string[], executor: Tx | ReturnType<typeof db> = db()) {
  const texts = new Map<string, SlideTexts>();
  if (!ids.length) return texts;
  const rows = await executor.select().from(heroSlideTranslations).where(inArray(heroSlideTranslations.slideId, ids));
  for (const row of rows) {
    const own = texts.get(row.slideId) ?? {};
    own[row.lang as Lang] = { title: row.title, subtitle: row.subtitle, ctaText: row.ctaText };
    texts.set(row.slideId, own);
  }
  return texts;
}

const titleIn = (texts: SlideTexts | undefined, lang: Lang) => texts?.[lang]?.title || texts?.fr?.title || "—";

/** Every slide, hidden ones too, in the shop's order. */
export async function listHeroSlidesAdmin(lang: Lang): Promise<HeroListRow[]> {
  const rows = await db()
    .select({ id: heroSlides.id, imageUrl: heroSlides.imageUrl, ctaLink: heroSlides.ctaLink, isActive: heroSlides.isActive })
    .from(heroSlides)
    .orderBy(asc(heroSlides.displayOrder), asc(heroSlides.createdAt), asc(heroSlides.id));
  const texts = await textsOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, title: titleIn(texts.get(row.id), lang), missing: missingHeroLanguages(texts.get(row.id) ?? {}) }));
}

/** One slide as its editor shows it; null when there is none with this id. */
export async function getHeroSlideForEdit(id: string, lang: Lang): Promise<HeroEditor | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db().select().from(heroSlides).where(eq(heroSlides.id, id));
  if (!row) return null;
  const texts = (await textsOf([id])).get(id) ?? {};
  const translations = Object.fromEntries(
    LANGS.map((l) => [l, { title: texts[l]?.title ?? "", subtitle: texts[l]?.subtitle ?? "", ctaText: texts[l]?.ctaText ?? "" }]),
  ) as HeroTranslationsInput;
  return { id, imageUrl: row.imageUrl, ctaLink: row.ctaLink, isActive: row.isActive, title: titleIn(texts, lang), translations, missing: missingHeroLanguages(texts) };
}

async function snapshot(tx: Tx, id: string) {
  const [row] = await tx
    .select({ imageUrl: heroSlides.imageUrl, ctaLink: heroSlides.ctaLink, isActive: heroSlides.isActive, displayOrder: heroSlides.displayOrder })
    .from(heroSlides)
    .where(eq(heroSlides.id, id));
  if (!row) return null;
  return { ...row, translations: (await textsOf([id], tx)).get(id) ?? {} };
}

/** One row per language that has a title (the schema refuses texts without one). */
function translationRows(id: string, translations: HeroTranslationsInput) {
  return LANGS.flatMap((lang) => (translations[lang].title ? [{ slideId: id, lang, ...translations[lang] }] : []));
}

/**
 * Creates a slide (id null, last in the order) or updates one. A save that changes nothing writes
 * nothing. Returns the slide's id and whether it was created.
 */
export async function saveHeroSlide(id: string | null, input: HeroFormInput, actor: Actor): Promise<{ id: string; created: boolean; changed: boolean }> {
  return db().transaction(async (tx) => {
    let slideId = id;
    let before: Awaited<ReturnType<typeof snapshot>> = null;
    const fields = { imageUrl: input.imageUrl, ctaLink: input.ctaLink, isActive: input.isActive };
    if (id) {
      const [locked] = await tx.select({ id: heroSlides.id }).from(heroSlides).where(eq(heroSlides.id, id)).for("update");
      if (!locked) throw new HeroAdminError("not_found");
      before = await snapshot(tx, id);
      const rows = translationRows(id, input.translations);
      const next = { ...fields, displayOrder: before!.displayOrder, translations: Object.fromEntries(rows.map(({ lang, title, subtitle, ctaText }) => [lang, { title, subtitle, ctaText }])) };
      if (sameSnapshot(before, next)) return { id, created: false, changed: false };
      await tx.update(heroSlides).set(fields).where(eq(heroSlides.id, id));
      await tx.delete(heroSlideTranslations).where(eq(heroSlideTranslations.slideId, id));
    } else {
      const [last] = await tx.select({ max: sql<number | null>`max(${heroSlides.displayOrder})` }).from(heroSlides);
      const order = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      const [created] = await tx.insert(heroSlides).values({ ...fields, displayOrder: order }).returning({ id: heroSlides.id });
      slideId = created.id;
    }
    const rows = translationRows(slideId!, input.translations);
    if (rows.length) await tx.insert(heroSlideTranslations).values(rows);
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: id ? "hero.update" : "hero.create",
      entity: HERO_AUDIT_ENTITY,
      entityId: slideId,
      before,
      after: await snapshot(tx, slideId!),
    });
    return { id: slideId!, created: !id, changed: true };
  });
}

/** Whether a stored slide already holds these values (languages compared whatever their order). */
function sameSnapshot(before: Awaited<ReturnType<typeof snapshot>>, next: { translations: SlideTexts } & Record<string, unknown>) {
  if (!before) return false;
  const sortTexts = (texts: SlideTexts) => Object.fromEntries(LANGS.filter((lang) => texts[lang]).map((lang) => [lang, texts[lang]]));
  return JSON.stringify({ ...before, translations: sortTexts(before.translations) }) === JSON.stringify({ ...next, translations: sortTexts(next.translations) });
}

/** Shows a slide on the home page or hides it; false when nothing changed. */
export async function setHeroSlideActive(id: string, active: boolean, actor: Actor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ isActive: heroSlides.isActive }).from(heroSlides).where(eq(heroSlides.id, id)).for("update");
    if (!row) throw new HeroAdminError("not_found");
    if (row.isActive === active) return false;
    await tx.update(heroSlides).set({ isActive: active }).where(eq(heroSlides.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: active ? "hero.activate" : "hero.deactivate",
      entity: HERO_AUDIT_ENTITY,
      entityId: id,
      before: { isActive: row.isActive },
      after: { isActive: active },
    });
    return true;
  });
}

const slideOrder = orderedList({
  lockedOrder: async (tx) => {
    const rows = await tx.select({ id: heroSlides.id }).from(heroSlides).orderBy(asc(heroSlides.displayOrder), asc(heroSlides.createdAt), asc(heroSlides.id)).for("update");
    return rows.map((row) => row.id);
  },
  setPosition: async (tx, id, position) => {
    await tx.update(heroSlides).set({ displayOrder: position }).where(eq(heroSlides.id, id));
  },
  audit: { action: "hero.reorder", entity: HERO_AUDIT_ENTITY },
  notFound: () => new HeroAdminError("not_found"),
  staleOrder: () => new HeroAdminError("stale_order"),
});

/** Moves a slide one place earlier or later; false when it is already first (or last). */
export const moveHeroSlide = slideOrder.move;

/** Sets the whole order (a drop). A list made before a slide was added or deleted is refused. */
export const setHeroSlideOrder = slideOrder.setOrder;

/** Deletes a slide and its texts (the image stays in the media library). */
export async function deleteHeroSlide(id: string, actor: Actor): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx.select({ id: heroSlides.id }).from(heroSlides).where(eq(heroSlides.id, id)).for("update");
    if (!row) throw new HeroAdminError("not_found");
    const before = await snapshot(tx, id);
    await tx.delete(heroSlides).where(eq(heroSlides.id, id));
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "hero.delete", entity: HERO_AUDIT_ENTITY, entityId: id, before, after: null });
  });
}
