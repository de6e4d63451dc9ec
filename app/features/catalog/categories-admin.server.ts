/**
 * The categories of the back office (docs/product/admin-back-office.md#adm-17): the list in the shop's order with each
 * category's product count and missing languages, the editor's read, and every write: create and
 * update (slug, image, active flag, names and descriptions in four languages), reorder, show or hide
 * in the shop, and delete, which a category's products refuse until they are moved (the database
 * says so too: products.category_id is ON DELETE RESTRICT). Each write records its audit row in its
 * own transaction.
 *
 * The shop reads only active categories (catalog.server.ts), so hiding one here takes it out of the
 * chips, its page, the sitemap and its products' pages at once (docs/product/catalogue.md#cat-3).
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { categories, categoryTranslations, products } from "../../../db/schema";
import { db, type Tx } from "~/server/db.server";
import { orderedList } from "~/server/display-order.server";
import { isUniqueViolation } from "~/server/db-errors.server";
import { recordAudit } from "~/features/audit/audit.server";
import { LANGS, type Lang } from "~/lib/langs";
import { missingLanguages, slugify, type CategoryFormInput, type CategoryTranslationsInput } from "~/schemas/admin/categories";
import { UUID } from "~/lib/uuid";

export interface Actor {
  id: string;
  email: string;
}

export const CATEGORY_AUDIT_ENTITY = "category";

/** Why a category write was refused; its code names the admin text "categories.errors.<code>". */
export class CategoryAdminError extends Error {
  constructor(
    public code: "not_found" | "slug_taken" | "has_products" | "move_target" | "stale_order",
    public details: { count?: number; slug?: string } = {},
  ) {
    super(`Category ${code}`);
  }
}

export interface CategoryListRow {
  id: string;
  slug: string;
  /** In the admin's language, French when that one has none, the slug when neither has. */
  name: string;
  imageUrl: string | null;
  isActive: boolean;
  displayOrder: number;
  /** Every product of the category, whatever its status (they all hold it back from deletion). */
  productCount: number;
  /** The languages without a name. */
  missing: Lang[];
}

/** Each category's products, counted once and joined (a join also makes Drizzle qualify every column). */
function productCounts() {
  return db()
    .select({ categoryId: products.categoryId, total: sql<number>`count(*)::int`.as("product_total") })
    .from(products)
    .groupBy(products.categoryId)
    .as("category_products");
}

/** Names of these categories by language. */
async function textsOf(ids: string[], executor: Tx | ReturnType<typeof db> = db()) {
  if (ids.length === 0) return new Map<string, Partial<Record<Lang, { name: string; description: string }>>>();
  const rows = await executor
    .select({ categoryId: categoryTranslations.categoryId, lang: categoryTranslations.lang, name: categoryTranslations.name, description: categoryTranslations.description })
    .from(categoryTranslations)
    .where(inArray(categoryTranslations.categoryId, ids));
  const texts = new Map<string, Partial<Record<Lang, { name: string; description: string }>>>();
  for (const row of rows) {
    const own = texts.get(row.categoryId) ?? {};
    own[row.lang as Lang] = { name: row.name, description: row.description };
    texts.set(row.categoryId, own);
  }
  return texts;
}

const nameIn = (texts: Partial<Record<Lang, { name: string }>> | undefined, lang: Lang, slug: string) => texts?.[lang]?.name || texts?.fr?.name || slug;

/** Every category in the shop's order (display order, then slug: the order the chips show). */
export async function listCategoriesAdmin(lang: Lang): Promise<CategoryListRow[]> {
  const counts = productCounts();
  const rows = await db()
    .select({
      id: categories.id,
      slug: categories.slug,
      imageUrl: categories.imageUrl,
      isActive: categories.isActive,
      displayOrder: categories.displayOrder,
      productCount: sql<number>`coalesce(${counts.total}, 0)`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.displayOrder), asc(categories.slug));
  const texts = await textsOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    productCount: Number(row.productCount),
    name: nameIn(texts.get(row.id), lang, row.slug),
    missing: missingLanguages(texts.get(row.id) ?? {}),
  }));
}

export interface CategoryEditor {
  id: string;
  slug: string;
  imageUrl: string | null;
  isActive: boolean;
  productCount: number;
  name: string;
  translations: CategoryTranslationsInput;
  missing: Lang[];
}

/** One category as its editor shows it; null when there is none with this id. */
export async function getCategoryForEdit(id: string, lang: Lang): Promise<CategoryEditor | null> {
  if (!UUID.test(id)) return null;
  const counts = productCounts();
  const [row] = await db()
    .select({ id: categories.id, slug: categories.slug, imageUrl: categories.imageUrl, isActive: categories.isActive, productCount: sql<number>`coalesce(${counts.total}, 0)` })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(eq(categories.id, id));
  if (!row) return null;
  const texts = (await textsOf([id])).get(id) ?? {};
  const translations = Object.fromEntries(LANGS.map((l) => [l, { name: texts[l]?.name ?? "", description: texts[l]?.description ?? "" }])) as CategoryTranslationsInput;
  return { ...row, productCount: Number(row.productCount), name: nameIn(texts, lang, row.slug), translations, missing: missingLanguages(texts) };
}

/** The other categories, where a deleted one's products can go, in the admin's language. */
export async function moveTargets(id: string, lang: Lang): Promise<{ id: string; name: string; isActive: boolean }[]> {
  const all = await listCategoriesAdmin(lang);
  return all.filter((category) => category.id !== id).map(({ id: targetId, name, isActive }) => ({ id: targetId, name, isActive }));
}

/** What the audit log keeps of a category: its own fields and its texts. */
async function snapshot(tx: Tx, id: string) {
  const [row] = await tx.select({ slug: categories.slug, imageUrl: categories.imageUrl, isActive: categories.isActive, displayOrder: categories.displayOrder }).from(categories).where(eq(categories.id, id));
  if (!row) return null;
  const texts = (await textsOf([id], tx)).get(id) ?? {};
  return { ...row, translations: texts };
}

/** The texts to store: one row per language that has a name (the schema refuses a description without one). */
function translationRows(id: string, translations: CategoryTranslationsInput) {
  return LANGS.flatMap((lang) => (translations[lang].name ? [{ categoryId: id, lang, name: translations[lang].name, description: translations[lang].description }] : []));
}

/**
 * Creates a category (id null) or updates one. The slug is the one typed, else made from the French
 * name; a slug another category holds is refused (CategoryAdminError "slug_taken"), never changed
 * behind the owner's back. A new category goes last in the shop's order.
 */
export async function saveCategory(id: string | null, input: CategoryFormInput, actor: Actor): Promise<{ id: string; slug: string; created: boolean }> {
  const slug = input.slug || slugify(input.translations.fr.name);
  try {
    return await db().transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(id ? and(eq(categories.slug, slug), ne(categories.id, id)) : eq(categories.slug, slug));
      if (taken) throw new CategoryAdminError("slug_taken", { slug });

      let categoryId = id;
      let before: Awaited<ReturnType<typeof snapshot>> = null;
      if (id) {
        // Locks the row: two saves of the same category follow each other.
        const [locked] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for("update");
        if (!locked) throw new CategoryAdminError("not_found");
        before = await snapshot(tx, id);
        await tx.update(categories).set({ slug, imageUrl: input.imageUrl, isActive: input.isActive }).where(eq(categories.id, id));
        await tx.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
      } else {
        const [last] = await tx.select({ max: sql<number | null>`max(${categories.displayOrder})` }).from(categories);
        const [created] = await tx
          .insert(categories)
          .values({ slug, imageUrl: input.imageUrl, isActive: input.isActive, displayOrder: last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1 })
          .returning({ id: categories.id });
        categoryId = created.id;
      }
      const rows = translationRows(categoryId!, input.translations);
      if (rows.length) await tx.insert(categoryTranslations).values(rows);
      const after = await snapshot(tx, categoryId!);
      await recordAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: id ? "category.update" : "category.create",
        entity: CATEGORY_AUDIT_ENTITY,
        entityId: categoryId,
        before,
        after,
      });
      return { id: categoryId!, slug, created: !id };
    });
  } catch (error) {
    // Two saves raced for the same slug: the unique index decided.
    if (isUniqueViolation(error)) throw new CategoryAdminError("slug_taken", { slug });
    throw error;
  }
}

/** Shows a category in the shop or hides it (with its products' pages); false when nothing changed. */
export async function setCategoryActive(id: string, active: boolean, actor: Actor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ isActive: categories.isActive }).from(categories).where(eq(categories.id, id)).for("update");
    if (!row) throw new CategoryAdminError("not_found");
    if (row.isActive === active) return false;
    await tx.update(categories).set({ isActive: active }).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: active ? "category.activate" : "category.deactivate",
      entity: CATEGORY_AUDIT_ENTITY,
      entityId: id,
      before: { isActive: row.isActive },
      after: { isActive: active },
    });
    return true;
  });
}

const categoryOrder = orderedList({
  lockedOrder: async (tx) => {
    const rows = await tx.select({ id: categories.id }).from(categories).orderBy(asc(categories.displayOrder), asc(categories.slug), asc(categories.id)).for("update");
    return rows.map((row) => row.id);
  },
  setPosition: async (tx, id, position) => {
    await tx.update(categories).set({ displayOrder: position }).where(eq(categories.id, id));
  },
  audit: { action: "category.reorder", entity: CATEGORY_AUDIT_ENTITY },
  notFound: () => new CategoryAdminError("not_found"),
  staleOrder: () => new CategoryAdminError("stale_order"),
});

/** Moves a category one place up or down; false when it is already first (or last). */
export const moveCategory = categoryOrder.move;

/**
 * Sets the whole order at once (a drag and drop). `ids` must name every category exactly once: a
 * list made before someone else added or deleted one is refused ("stale_order") rather than guessed.
 */
export const setCategoryOrder = categoryOrder.setOrder;

/**
 * Deletes a category. While it has products it is refused ("has_products", with their count),
 * unless `moveTo` names another category: then its products move there and it is deleted, in one
 * transaction, each moved product with its own audit row (as a change of category made in the
 * products list would have).
 */
export async function deleteCategory(id: string, options: { moveTo?: string | null }, actor: Actor): Promise<{ moved: number }> {
  return db().transaction(async (tx) => {
    // The row lock also holds back a product being added to it meanwhile (its foreign key check waits).
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for("update");
    if (!row) throw new CategoryAdminError("not_found");
    const before = await snapshot(tx, id);
    const held = await tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).for("update");
    let moved = 0;
    if (held.length > 0) {
      if (!options.moveTo) throw new CategoryAdminError("has_products", { count: held.length });
      if (options.moveTo === id) throw new CategoryAdminError("move_target");
      const [target] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, options.moveTo)).for("share");
      if (!target) throw new CategoryAdminError("move_target");
      const now = new Date();
      await tx.update(products).set({ categoryId: options.moveTo, updatedAt: now }).where(eq(products.categoryId, id));
      for (const product of held) {
        await recordAudit(tx, {
          actorId: actor.id,
          actorEmail: actor.email,
          action: "product.category",
          entity: "product",
          entityId: product.id,
          before: { categoryId: id },
          after: { categoryId: options.moveTo },
        });
      }
      moved = held.length;
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "category.delete",
      entity: CATEGORY_AUDIT_ENTITY,
      entityId: id,
      before,
      after: moved ? { movedProducts: moved, movedTo: options.moveTo } : null,
    });
    return { moved };
  });
}

/**
 * Writes a category's name and/or description in one language, from the translations screen
 * (docs/product/admin-back-office.md#adm-25), with its audit row ("category.translate"). Runs in the caller's transaction;
 * the caller has checked the lengths and that a description has its name (categoryFormSchema's
 * rules). A language left with neither has no row. Returns false when nothing changed.
 */
export async function saveCategoryTranslation(tx: Tx, id: string, lang: Lang, texts: { name?: string; description?: string }, actor: Actor): Promise<boolean> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for("update");
  if (!row) throw new CategoryAdminError("not_found");
  const [stored] = await tx
    .select({ name: categoryTranslations.name, description: categoryTranslations.description })
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.lang, lang)));
  const current = { name: stored?.name ?? "", description: stored?.description ?? "" };
  const next = { name: texts.name ?? current.name, description: texts.description ?? current.description };
  if (next.name === current.name && next.description === current.description) return false;
  if (!next.name && next.description) throw new Error("A category's description needs its name in the same language");
  if (next.name) {
    await tx
      .insert(categoryTranslations)
      .values({ categoryId: id, lang, ...next })
      .onConflictDoUpdate({ target: [categoryTranslations.categoryId, categoryTranslations.lang], set: next });
  } else {
    await tx.delete(categoryTranslations).where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.lang, lang)));
  }
  await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "category.translate", entity: CATEGORY_AUDIT_ENTITY, entityId: id, before: { lang, ...current }, after: { lang, ...next } });
  return true;
}
