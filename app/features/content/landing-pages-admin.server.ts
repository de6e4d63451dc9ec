/**
 * The landing pages of the back office (docs/product/admin-back-office.md#adm-22): the list, the editor's read, and every
 * write: create and update (slug, status, social image, title and SEO texts in four languages, and
 * the blocks), and delete. Each write runs in one transaction with its audit row; a save that
 * changes nothing writes nothing. The tables' triggers (migration 0013) announce each change, so the
 * storefront's reads and the sitemap see it at once on every server copy.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { categories, landingPages, landingPageTranslations, products } from "../../../db/schema";
import type { LandingBlock } from "../../../db/schema/content";
import { db, type Tx } from "~/server/db.server";
import { isUniqueViolation } from "~/server/db-errors.server";
import { recordAudit } from "~/features/audit/audit.server";
import { listCategoriesAdmin } from "~/features/catalog/categories-admin.server";
import { productNames } from "~/features/catalog/catalog.server";
import { LANGS, type Lang } from "~/lib/langs";
import type { ListQuery, ListSpec } from "~/schemas/admin/list-query";
import { toStoredBlock, type LandingPageFormInput } from "~/schemas/admin/landing-pages";
import { UUID } from "~/lib/uuid";

export interface Actor {
  id: string;
  email: string;
}

export const LANDING_AUDIT_ENTITY = "landing_page";

/** Why a write was refused; `field` names the form field the message belongs to. */
export class LandingPageAdminError extends Error {
  constructor(
    public code: "not_found" | "slug_taken" | "unknown_category" | "unknown_products",
    public details: { slug?: string; field?: string } = {},
  ) {
    super(`Landing page ${code}`);
  }
}

export type LandingTranslations = Record<Lang, { title: string; seoTitle: string; seoDescription: string }>;

export const landingListSpec = {
  sorts: ["updated", "slug"] as const,
  defaultSort: "updated",
  defaultDir: "desc",
  filters: { status: z.enum(["draft", "published"]) },
} satisfies ListSpec<"updated" | "slug", { status: z.ZodType }>;
export type LandingListQuery = ListQuery<"updated" | "slug", { status: "draft" | "published" }>;

export interface LandingListRow {
  id: string;
  slug: string;
  title: string;
  status: "draft" | "published";
  updatedAt: string;
  blockCount: number;
  /** Languages without a title. */
  missing: Lang[];
}

async function translationsOf(ids: string[], executor: Tx | ReturnType<typeof db> = db()) {
  const byPage = new Map<string, Partial<LandingTranslations>>();
  if (ids.length === 0) return byPage;
  const rows = await executor.select().from(landingPageTranslations).where(inArray(landingPageTranslations.pageId, ids));
  for (const row of rows) {
    const own = byPage.get(row.pageId) ?? {};
    own[row.lang as Lang] = { title: row.title, seoTitle: row.seoTitle, seoDescription: row.seoDescription };
    byPage.set(row.pageId, own);
  }
  return byPage;
}

const fullTranslations = (texts: Partial<LandingTranslations> | undefined): LandingTranslations =>
  Object.fromEntries(LANGS.map((lang) => [lang, { title: texts?.[lang]?.title ?? "", seoTitle: texts?.[lang]?.seoTitle ?? "", seoDescription: texts?.[lang]?.seoDescription ?? "" }])) as LandingTranslations;

const titleIn = (texts: Partial<LandingTranslations> | undefined, lang: Lang, slug: string) => texts?.[lang]?.title || texts?.fr?.title || slug;

/** One page of the list: search by slug or title (any language), filter by status. */
export async function listLandingPagesAdmin(query: LandingListQuery, lang: Lang): Promise<{ rows: LandingListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.filters.status) conditions.push(eq(landingPages.status, query.filters.status));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byTitle = db().select({ id: landingPageTranslations.pageId }).from(landingPageTranslations).where(ilike(landingPageTranslations.title, pattern));
    conditions.push(or(ilike(landingPages.slug, pattern), inArray(landingPages.id, byTitle))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = query.dir === "asc" ? asc : desc;
  const order = query.sort === "slug" ? [direction(landingPages.slug)] : [direction(landingPages.updatedAt), asc(landingPages.slug)];
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select({ id: landingPages.id, slug: landingPages.slug, status: landingPages.status, updatedAt: landingPages.updatedAt, blocks: landingPages.blocks })
      .from(landingPages)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db().select({ total: count() }).from(landingPages).where(where),
  ]);
  const texts = await translationsOf(rows.map((row) => row.id));
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      status: row.status,
      updatedAt: row.updatedAt.toISOString(),
      blockCount: row.blocks.length,
      title: titleIn(texts.get(row.id), lang, row.slug),
      missing: LANGS.filter((l) => !texts.get(row.id)?.[l]?.title),
    })),
  };
}

export interface LandingPageEditor {
  id: string;
  slug: string;
  status: "draft" | "published";
  socialImageUrl: string | null;
  blocks: LandingBlock[];
  translations: LandingTranslations;
  title: string;
  publishedAt: string | null;
  updatedAt: string;
}

export async function getLandingPageForEdit(id: string, lang: Lang): Promise<LandingPageEditor | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db().select().from(landingPages).where(eq(landingPages.id, id));
  if (!row) return null;
  const texts = (await translationsOf([id])).get(id);
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    socialImageUrl: row.socialImageUrl,
    blocks: row.blocks,
    translations: fullTranslations(texts),
    title: titleIn(texts, lang, row.slug),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A block as stored: only the fields of its source (a grid by category keeps no picked products). */
function cleanBlock(block: LandingPageFormInput["blocks"][number]): LandingBlock {
  if (block.type !== "products") return toStoredBlock(block);
  const { source, categorySlug, badge, productIds, ...rest } = block;
  return {
    ...rest,
    source,
    ...(source === "category" ? { categorySlug } : {}),
    ...(source === "badge" ? { badge } : {}),
    ...(source === "picked" ? { productIds } : {}),
  } as LandingBlock;
}

/** The grids' categories and products must exist; the message goes to the block's field. */
async function checkReferences(tx: Tx, blocks: LandingBlock[]) {
  const slugs = blocks.flatMap((block) => (block.type === "products" && block.source === "category" && block.categorySlug ? [block.categorySlug] : []));
  if (slugs.length) {
    const known = new Set((await tx.select({ slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs))).map((row) => row.slug));
    const index = blocks.findIndex((block) => block.type === "products" && block.source === "category" && block.categorySlug && !known.has(block.categorySlug));
    if (index >= 0) throw new LandingPageAdminError("unknown_category", { field: `blocks[${index}].categorySlug` });
  }
  const ids = blocks.flatMap((block) => (block.type === "products" && block.source === "picked" ? (block.productIds ?? []) : []));
  if (ids.length) {
    const known = new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((row) => row.id));
    const index = blocks.findIndex((block) => block.type === "products" && block.source === "picked" && (block.productIds ?? []).some((id) => !known.has(id)));
    if (index >= 0) throw new LandingPageAdminError("unknown_products", { field: `blocks[${index}].productIds` });
  }
}

/** JSON with object keys sorted: jsonb gives its keys back in its own order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

async function snapshot(tx: Tx, id: string) {
  const [row] = await tx
    .select({ slug: landingPages.slug, status: landingPages.status, socialImageUrl: landingPages.socialImageUrl, blocks: landingPages.blocks })
    .from(landingPages)
    .where(eq(landingPages.id, id));
  if (!row) return null;
  return { ...row, translations: fullTranslations((await translationsOf([id], tx)).get(id)) };
}

/**
 * Creates a landing page (id null) or updates one. A slug another page holds is refused
 * ("slug_taken"). Publishing stamps `publishedAt` (kept when it was already published).
 */
export async function saveLandingPage(id: string | null, input: LandingPageFormInput, actor: Actor): Promise<{ id: string; created: boolean; changed: boolean }> {
  const blocks = input.blocks.map(cleanBlock);
  const translations = fullTranslations(input.translations);
  try {
    return await db().transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: landingPages.id })
        .from(landingPages)
        .where(id ? and(eq(landingPages.slug, input.slug), ne(landingPages.id, id)) : eq(landingPages.slug, input.slug));
      if (taken) throw new LandingPageAdminError("slug_taken", { slug: input.slug, field: "slug" });
      await checkReferences(tx, blocks);
      const after = { slug: input.slug, status: input.status, socialImageUrl: input.socialImageUrl, blocks, translations };
      const now = new Date();
      let pageId = id;
      let before: Awaited<ReturnType<typeof snapshot>> = null;
      if (id) {
        const [locked] = await tx.select({ id: landingPages.id, status: landingPages.status }).from(landingPages).where(eq(landingPages.id, id)).for("update");
        if (!locked) throw new LandingPageAdminError("not_found");
        before = await snapshot(tx, id);
        if (stableJson(before) === stableJson(after)) return { id, created: false, changed: false };
        await tx
          .update(landingPages)
          .set({
            slug: input.slug,
            status: input.status,
            socialImageUrl: input.socialImageUrl,
            blocks,
            updatedAt: now,
            ...(input.status === "published" && locked.status !== "published" ? { publishedAt: now } : {}),
          })
          .where(eq(landingPages.id, id));
        await tx.delete(landingPageTranslations).where(eq(landingPageTranslations.pageId, id));
      } else {
        const [created] = await tx
          .insert(landingPages)
          .values({ slug: input.slug, status: input.status, socialImageUrl: input.socialImageUrl, blocks, publishedAt: input.status === "published" ? now : null })
          .returning({ id: landingPages.id });
        pageId = created.id;
      }
      const rows = LANGS.flatMap((lang) => {
        const own = translations[lang];
        return own.title || own.seoTitle || own.seoDescription ? [{ pageId: pageId!, lang, ...own }] : [];
      });
      if (rows.length) await tx.insert(landingPageTranslations).values(rows);
      await recordAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: id ? "landingPage.update" : "landingPage.create",
        entity: LANDING_AUDIT_ENTITY,
        entityId: pageId,
        before,
        after,
      });
      return { id: pageId!, created: !id, changed: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new LandingPageAdminError("slug_taken", { slug: input.slug, field: "slug" });
    throw error;
  }
}

export async function deleteLandingPage(id: string, actor: Actor): Promise<void> {
  if (!UUID.test(id)) throw new LandingPageAdminError("not_found");
  await db().transaction(async (tx) => {
    const before = await snapshot(tx, id);
    if (!before) throw new LandingPageAdminError("not_found");
    await tx.delete(landingPages).where(eq(landingPages.id, id));
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "landingPage.delete", entity: LANDING_AUDIT_ENTITY, entityId: id, before, after: null });
  });
}

/** Writes only the SEO texts of one language of a page (the seo screen); false when nothing changed. */
export async function saveLandingSeo(id: string, texts: Partial<Record<Lang, { seoTitle: string; seoDescription: string }>>, actor: Actor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [locked] = await tx.select({ id: landingPages.id }).from(landingPages).where(eq(landingPages.id, id)).for("update");
    if (!locked) throw new LandingPageAdminError("not_found");
    const current = fullTranslations((await translationsOf([id], tx)).get(id));
    const langs = LANGS.filter((lang) => texts[lang] && (texts[lang]!.seoTitle !== current[lang].seoTitle || texts[lang]!.seoDescription !== current[lang].seoDescription));
    if (!langs.length) return false;
    for (const lang of langs) {
      const next = { ...current[lang], ...texts[lang]! };
      await tx
        .insert(landingPageTranslations)
        .values({ pageId: id, lang, ...next })
        .onConflictDoUpdate({ target: [landingPageTranslations.pageId, landingPageTranslations.lang], set: { seoTitle: next.seoTitle, seoDescription: next.seoDescription } });
    }
    await tx.update(landingPages).set({ updatedAt: new Date() }).where(eq(landingPages.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "landingPage.seo",
      entity: LANDING_AUDIT_ENTITY,
      entityId: id,
      before: Object.fromEntries(langs.map((lang) => [lang, { seoTitle: current[lang].seoTitle, seoDescription: current[lang].seoDescription }])),
      after: Object.fromEntries(langs.map((lang) => [lang, texts[lang]])),
    });
    return true;
  });
}

/** The categories a grid can show, by name in the admin's language, the hidden ones marked. */
export async function gridCategoryOptions(lang: Lang): Promise<{ slug: string; name: string; isActive: boolean }[]> {
  return (await listCategoriesAdmin(lang)).map(({ slug, name, isActive }) => ({ slug, name, isActive }));
}

/** Every product a grid can pick, by name (with its SKU and whether it is sold). */
export async function gridProductOptions(lang: Lang): Promise<{ id: string; name: string; sku: string; isActive: boolean }[]> {
  const rows = await db().select({ id: products.id, sku: products.sku, isActive: products.isActive }).from(products);
  const names = await productNames(rows.map((row) => row.id), lang);
  const collator = new Intl.Collator(lang);
  return rows.map((row) => ({ ...row, name: names.get(row.id) ?? row.sku })).sort((a, b) => collator.compare(a.name, b.name));
}
