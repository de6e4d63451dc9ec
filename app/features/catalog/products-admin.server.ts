/**
 * The products list of the back office (docs/product/admin-back-office.md#adm-13): each product with its main image, its
 * name in the admin's language (French filling a gap), category, price, total stock (the sum of
 * its variants when it has some), status and badges. Search, filters, sorts and the page all run in
 * SQL, through the shared list query. Bulk archive and activate write the audit log row by row.
 */
import { and, asc, desc, eq, inArray, sql, type Column, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  PRODUCT_STATUSES,
  categories,
  categoryTranslations,
  productTranslations,
  productVariants,
  products,
  type ProductStatus,
} from "../../../db/schema";
import { db } from "~/server/db.server";
import type { Lang } from "~/lib/langs";
import { containsPattern, paginate, runBulk, type BulkOutcome, type Page } from "~/features/admin/list.server";
import { recordAudit } from "~/features/audit/audit.server";
import { getLowStockThreshold } from "~/features/content/settings.server";
import type { ListQuery, ListSpec } from "~/schemas/admin/list-query";
import {
  MAX_PRICE_MINOR,
  newPriceOf,
  PRODUCT_BADGES,
  STOCK_LEVELS,
  type PriceChangeMode,
  type ProductBadge,
  type ProductBulkInput,
  type StockLevel,
} from "~/schemas/admin/products";
import type { Actor } from "~/features/orders/orders-admin.server";
import { fromPriceIlsMinor } from "./catalog.server";
import { textInLang } from "~/server/text-in-lang.server";

export const PRODUCT_SORTS = ["name", "price", "stock", "createdAt"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const productListSpec = {
  sorts: PRODUCT_SORTS,
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: {
    status: z.enum(PRODUCT_STATUSES),
    category: z.string().uuid(),
    badge: z.enum(PRODUCT_BADGES),
    stock: z.enum(STOCK_LEVELS),
  },
} satisfies ListSpec<ProductSort, Record<string, z.ZodType>>;

export type ProductListQuery = ListQuery<ProductSort, { status: ProductStatus; category: string; badge: ProductBadge; stock: StockLevel }>;

export interface ProductRow {
  id: string;
  sku: string;
  name: string;
  imageUrl: string | null;
  categoryName: string;
  /** The base price (the bulk price change moves it). */
  priceMinor: number;
  /** The "from" price the shop shows on its card and its page, computed by the shop's own rule. */
  fromPriceMinor: number;
  hasVariants: boolean;
  /** The product's own stock, or the sum of its variants'. */
  stock: number;
  /** Sold out (0), low (1 to the low-stock threshold setting), or in stock, as the dashboard counts it. */
  stockLevel: StockLevel;
  status: ProductStatus;
  badges: ProductBadge[];
  createdAt: Date;
}

/** A product's name in the admin's language, French when that one is missing. */
const productName = (lang: Lang) => textInLang({ table: productTranslations, text: productTranslations.name, owner: productTranslations.productId, lang: productTranslations.lang }, products.id, lang);

/** A category's name in the admin's language, French when that one is missing. */
const categoryName = (lang: Lang, categoryId: SQL | typeof categories.id) => textInLang({ table: categoryTranslations, text: categoryTranslations.name, owner: categoryTranslations.categoryId, lang: categoryTranslations.lang }, categoryId, lang);

/** Each product's variants' stock, summed; joined to the list (a join also makes Drizzle qualify every column). */
function variantStock() {
  return db()
    .select({ productId: productVariants.productId, total: sql<number>`sum(${productVariants.stock})`.as("variants_total") })
    .from(productVariants)
    .groupBy(productVariants.productId)
    .as("variant_stock");
}

const stockLevelOf = (stock: number, lowStock: number): StockLevel => (stock <= 0 ? "soldOut" : stock <= lowStock ? "low" : "inStock");

const badgeColumn = {
  featured: products.featured,
  bestSeller: products.bestSeller,
  newArrival: products.newArrival,
  natural: products.natural,
  artisanal: products.artisanal,
} satisfies Record<ProductBadge, Column>;

function productQuery(query: ProductListQuery, lang: Lang, lowStock: number) {
  const name = productName(lang);
  const variants = variantStock();
  // The total stock: the variants' sum for a product that has them.
  const totalStock = sql<number>`case when ${products.hasVariants} then coalesce(${variants.total}, 0) else ${products.stock} end`;
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    // A name in any language, or the SKU (of the product or one of its variants).
    const pattern = containsPattern(query.q);
    where.push(sql`(
      ${products.sku} ilike ${pattern}
      or exists (select 1 from ${productTranslations} where ${productTranslations.productId} = ${products.id} and ${productTranslations.name} ilike ${pattern})
      or exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.sku} ilike ${pattern})
    )`);
  }
  const { status, category, badge, stock } = query.filters;
  if (status) where.push(eq(products.status, status));
  if (category) where.push(eq(products.categoryId, category));
  if (badge) where.push(eq(badgeColumn[badge], true));
  if (stock === "soldOut") where.push(sql`${totalStock} <= 0`);
  if (stock === "low") where.push(sql`${totalStock} between 1 and ${lowStock}`);
  if (stock === "inStock") where.push(sql`${totalStock} > ${lowStock}`);
  const condition = and(...where);

  const sortColumn: Record<ProductSort, SQL | typeof products.createdAt> = {
    name: sql`lower(${name})`,
    // The price the list shows: the shop's "from" price.
    price: fromPriceIlsMinor,
    stock: totalStock,
    createdAt: products.createdAt,
  };
  const direction = query.dir === "asc" ? asc : desc;
  // The id breaks ties, so a row never shows on two pages.
  const order = [direction(sortColumn[query.sort]), asc(products.id)];

  const fetchRows = async (limit: number, offset: number): Promise<ProductRow[]> => {
    const rows = await db()
      .select({
        id: products.id,
        sku: products.sku,
        name,
        imageUrl: products.imageUrl,
        categoryName: categoryName(lang, sql`${products.categoryId}`),
        priceMinor: products.priceMinor,
        fromPriceMinor: fromPriceIlsMinor,
        hasVariants: products.hasVariants,
        stock: totalStock,
        status: products.status,
        featured: products.featured,
        bestSeller: products.bestSeller,
        newArrival: products.newArrival,
        natural: products.natural,
        artisanal: products.artisanal,
        createdAt: products.createdAt,
      })
      .from(products)
      .leftJoin(variants, eq(variants.productId, products.id))
      .where(condition)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      name: row.name,
      imageUrl: row.imageUrl,
      categoryName: row.categoryName,
      priceMinor: Number(row.priceMinor),
      fromPriceMinor: Number(row.fromPriceMinor),
      hasVariants: row.hasVariants,
      stock: Number(row.stock),
      stockLevel: stockLevelOf(Number(row.stock), lowStock),
      status: row.status,
      badges: PRODUCT_BADGES.filter((badge) => row[badge]),
      createdAt: new Date(row.createdAt),
    }));
  };
  const count = async () => {
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(products).leftJoin(variants, eq(variants.productId, products.id)).where(condition);
    return Number(row?.n ?? 0);
  };
  return { fetchRows, count };
}

export async function listProducts(query: ProductListQuery, lang: Lang): Promise<Page<ProductRow>> {
  const { fetchRows, count } = productQuery(query, lang, await getLowStockThreshold());
  return paginate(query, fetchRows, count);
}

/** The categories for the list's filter, in the admin's language, in the shop's order. */
export async function categoryChoices(lang: Lang): Promise<{ id: string; name: string }[]> {
  const rows = await db()
    .select({ id: categories.id, name: categoryName(lang, categories.id) })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.slug));
  return rows;
}

/** Why a product change was refused; its code names the admin text ("products.errors.<code>"). */
export class ProductAdminError extends Error {
  constructor(public code: "not_found" | "unchanged" | "category") {
    super(`Product ${code}`);
  }
}

/** One change the list makes to each selected product. */
export type ProductChange = { status: ProductStatus } | { categoryId: string } | { badge: ProductBadge; on: boolean };

/** The list's bulk action (parsed by productBulkSchema) as the change it makes. */
export function changeOf(input: ProductBulkInput): ProductChange {
  switch (input.intent) {
    case "archive":
      return { status: "archived" };
    case "activate":
      return { status: "active" };
    // The schema has checked the value of these two.
    case "set-category":
      return { categoryId: input.value! };
    case "badge-on":
    case "badge-off":
      return { badge: input.value as ProductBadge, on: input.intent === "badge-on" };
    // Not a change: the list sends it to the price change's preview page.
    case "prices":
      throw new Error("The price change is previewed first (changePricesPreview)");
  }
}

/**
 * A bulk change (archive, activate, a category, a badge), each product in its own transaction with
 * its audit row, so one refused product does not hold back the others. A category that does not
 * exist refuses the whole action before any row.
 */
export async function bulkChangeProducts(ids: readonly string[], change: ProductChange, actor: Actor, reasonOf: (error: unknown) => string): Promise<BulkOutcome[]> {
  if ("categoryId" in change) {
    const [category] = await db().select({ id: categories.id }).from(categories).where(eq(categories.id, change.categoryId));
    if (!category) throw new ProductAdminError("category");
  }
  return runBulk(ids, (id) => changeProduct(id, change, actor), reasonOf);
}

/** Archived products leave the shop at once: the shop reads is_active, which the database derives from the status. */
export async function changeProduct(id: string, change: ProductChange, actor: Actor): Promise<void> {
  const [field, value, action]: [keyof typeof badgeColumn | "status" | "categoryId", string | boolean, string] =
    "status" in change ? ["status", change.status, "product.status"] : "categoryId" in change ? ["categoryId", change.categoryId, "product.category"] : [change.badge, change.on, "product.badge"];
  await db().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: products.status, categoryId: products.categoryId, ...badgeColumn })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!before) throw new ProductAdminError("not_found");
    if (before[field] === value) throw new ProductAdminError("unchanged");
    await tx.update(products).set({ [field]: value, updatedAt: new Date() }).where(eq(products.id, id));
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action, entity: "product", entityId: id, before: { [field]: before[field] }, after: { [field]: value } });
  });
}

/** A price change as numbers (priceChangeOf): hundredths of a percent or agorot, negative for down. */
export type PriceChange = { mode: PriceChangeMode; by: number };

/** One selected product in the price change's preview: its base price now and after the change. */
export interface PricePreviewRow {
  id: string;
  sku: string;
  name: string;
  /** The variants' price adjustments, lowest and highest: they stay as they are. */
  adjustments: { min: number; max: number } | null;
  before: number;
  /** Null before a change is chosen. */
  after: number | null;
  /**
   * Why it will not change: the new price would pass the highest price a product may have, or put
   * a variant below zero (its supplement is negative and larger than the new price).
   */
  refused?: "tooHigh" | "variantBelowZero";
}

/**
 * The preview of a bulk price change (nothing is written): each selected product that still exists,
 * by name, with its base price before and after. Without a change, the prices as they are.
 */
export async function pricePreview(ids: readonly string[], change: PriceChange | null, lang: Lang): Promise<PricePreviewRow[]> {
  if (ids.length === 0) return [];
  const name = productName(lang);
  const adjustments = db()
    .select({
      productId: productVariants.productId,
      min: sql<number>`min(${productVariants.priceAdjustmentMinor})`.as("min_adjustment"),
      max: sql<number>`max(${productVariants.priceAdjustmentMinor})`.as("max_adjustment"),
    })
    .from(productVariants)
    .groupBy(productVariants.productId)
    .as("variant_adjustments");
  // Joined (which also makes Drizzle qualify the name's columns).
  const rows = await db()
    .select({
      id: products.id,
      sku: products.sku,
      name,
      priceMinor: products.priceMinor,
      hasVariants: products.hasVariants,
      minAdjustment: adjustments.min,
      maxAdjustment: adjustments.max,
    })
    .from(products)
    .leftJoin(adjustments, eq(adjustments.productId, products.id))
    .where(inArray(products.id, [...new Set(ids)]))
    .orderBy(sql`lower(${name})`, asc(products.id));
  return rows.map((row) => {
    const before = Number(row.priceMinor);
    const after = change ? newPriceOf(before, change) : null;
    const adjustments = row.hasVariants && row.minAdjustment !== null ? { min: Number(row.minAdjustment), max: Number(row.maxAdjustment) } : null;
    return {
      id: row.id,
      sku: row.sku,
      name: row.name,
      adjustments,
      before,
      after,
      ...(after === null ? {} : refusalOf(after, adjustments?.min ?? 0)),
    };
  });
}

/** Why a product's new base price is refused (the product form's rules: product-form.ts). */
function refusalOf(after: number, lowestAdjustment: number): Pick<PricePreviewRow, "refused"> {
  if (after > MAX_PRICE_MINOR) return { refused: "tooHigh" };
  if (after + Math.min(0, lowestAdjustment) < 0) return { refused: "variantBelowZero" };
  return {};
}

/** Why a price change was refused as a whole; its code names the admin text ("products.prices.errors.<code>"). */
export class PriceChangeError extends Error {
  constructor(public code: "stale" | "nothing") {
    super(`Price change ${code}`);
  }
}

/**
 * Applies a previewed price change in one transaction: each product the preview showed (`expected`:
 * id → the base price it showed) is locked, and if any of them is gone or has another price now,
 * nothing is written (the person sees a fresh preview). Each product whose price moves gets its
 * audit row; one left at the same price (a 0.1 % change of a few agorot) is not written. Variants'
 * adjustments are not touched.
 */
export async function applyPriceChange(expected: ReadonlyMap<string, number>, change: PriceChange, actor: Actor): Promise<{ id: string; before: number; after: number }[]> {
  if (expected.size === 0) throw new PriceChangeError("nothing");
  return db().transaction(async (tx) => {
    const ids = [...expected.keys()].sort();
    const rows = await tx.select({ id: products.id, priceMinor: products.priceMinor }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for("update");
    const current = new Map(rows.map((row) => [row.id, Number(row.priceMinor)]));
    // Each product's lowest variant supplement, read under the same locks (a variant's row is
    // written only by its product's editor, which locks the product first).
    const lowest = await tx
      .select({ productId: productVariants.productId, min: sql<number>`min(${productVariants.priceAdjustmentMinor})` })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .groupBy(productVariants.productId);
    const lowestAdjustment = new Map(lowest.map((row) => [row.productId, Number(row.min)]));
    const changed: { id: string; before: number; after: number }[] = [];
    for (const id of ids) {
      const before = current.get(id);
      if (before === undefined || before !== expected.get(id)) throw new PriceChangeError("stale");
      const after = newPriceOf(before, change);
      // The preview showed it refused; a refused product posted anyway, or a supplement changed since.
      if (refusalOf(after, lowestAdjustment.get(id) ?? 0).refused) throw new PriceChangeError("stale");
      if (after !== before) changed.push({ id, before, after });
    }
    for (const { id, before, after } of changed) {
      await tx.update(products).set({ priceMinor: after, updatedAt: new Date() }).where(eq(products.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "product.price",
        entity: "product",
        entityId: id,
        before: { priceMinor: before },
        after: { priceMinor: after, change },
      });
    }
    return changed;
  });
}
