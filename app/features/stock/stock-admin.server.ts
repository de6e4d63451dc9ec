/**
 * The stock-updates log for the back office (docs/product/admin-back-office.md#adm-11; docs/product/admin-back-office.md#adm-11): every stock
 * movement with its reason, who made it and its order, filtered by product, variant, reason and
 * date, paginated and sorted in SQL. The route checks "stock:read" itself and parses the URL; this
 * service trusts nothing it is given (unknown sorts fall back, sizes are clamped, malformed ids
 * match nothing).
 *
 * Only the stock's own rows are queried here (stock_movements, back_in_stock_requests, and the stock
 * columns for the quick editor); the product names, order numbers and people on the page come from
 * their own services (catalogue, orders, accounts), one call each for the page's rows. The low-stock
 * threshold setting is written here too (like the two-factor setting in staff-admin.server.ts).
 */
import { and, asc, count, desc, eq, gte, isNull, lt, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/server/db.server";
import { STOCK_REASONS, backInStockRequests, productVariants, products, stockMovements } from "../../../db/schema";
import { updateSiteSettings } from "~/features/content/settings-admin.server";
import { catalogLines, lineKeyOf } from "~/features/catalog/catalog.server";
import { orderNumbers } from "~/features/orders/orders.server";
import { accountSummaries } from "~/features/accounts/accounts.server";
import type { Lang } from "~/lib/langs";
import type { StockReason } from "./stock.server";
import { dayFilter, shopDayRange, type ListQuery, type ListSpec } from "~/schemas/admin/list-query";
import { UUID } from "~/lib/uuid";
import { stockNoteText } from "~/lib/stock-notes";
import { adminMessages } from "~/locales/admin";

export const STOCK_MOVEMENT_SORTS = ["createdAt", "delta", "stockAfter", "reason"] as const;
export type StockMovementSort = (typeof STOCK_MOVEMENT_SORTS)[number];
export const STOCK_MOVEMENTS_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

export interface StockMovementQuery {
  /** 1-based. */
  page?: number;
  pageSize?: number;
  sort?: StockMovementSort;
  dir?: "asc" | "desc";
  productId?: string;
  variantId?: string;
  reason?: StockReason;
  /** Movements at or after this instant. */
  from?: Date;
  /** Movements before this instant (exclusive: for "up to and including a day", pass the next midnight). */
  to?: Date;
  /** The language of product names and variant labels (French as the fallback). */
  lang?: Lang;
}

export interface StockMovementRow {
  id: string;
  createdAt: Date;
  reason: StockReason;
  delta: number;
  stockAfter: number;
  note: string | null;
  product: { id: string; name: string; sku: string };
  /** Null for a movement of the product's own stock. */
  variant: { id: string; label: string; sku: string } | null;
  order: { id: string; orderNumber: number | null } | null;
  /** Null for the system or a guest; name and e-mail null if the account is gone. */
  actor: { id: string; name: string | null; email: string | null } | null;
}

const sortColumns = {
  createdAt: stockMovements.createdAt,
  delta: stockMovements.delta,
  stockAfter: stockMovements.stockAfter,
  reason: stockMovements.reason,
} as const;

const isValidDate = (d: unknown): d is Date => d instanceof Date && !Number.isNaN(d.getTime());

export async function listStockMovements(query: StockMovementQuery = {}): Promise<{ rows: StockMovementRow[]; total: number }> {
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(query.pageSize ?? STOCK_MOVEMENTS_PAGE_SIZE) || STOCK_MOVEMENTS_PAGE_SIZE));
  const page = Math.max(1, Math.trunc(query.page ?? 1) || 1);
  // A malformed id can match no row; the database is not asked (it would refuse the cast).
  if ((query.productId !== undefined && !UUID.test(query.productId)) || (query.variantId !== undefined && !UUID.test(query.variantId))) {
    return { rows: [], total: 0 };
  }
  if (query.reason !== undefined && !(STOCK_REASONS as readonly string[]).includes(query.reason)) return { rows: [], total: 0 };

  const conditions: SQL[] = [];
  if (query.productId) conditions.push(eq(stockMovements.productId, query.productId));
  if (query.variantId) conditions.push(eq(stockMovements.variantId, query.variantId));
  if (query.reason) conditions.push(eq(stockMovements.reason, query.reason));
  if (isValidDate(query.from)) conditions.push(gte(stockMovements.createdAt, query.from));
  if (isValidDate(query.to)) conditions.push(lt(stockMovements.createdAt, query.to));
  const where = conditions.length ? and(...conditions) : undefined;

  const sort = (STOCK_MOVEMENT_SORTS as readonly string[]).includes(query.sort ?? "") ? query.sort! : "createdAt";
  const direction = query.dir === "asc" ? asc : desc;
  // By date means in the order the movements were written (their sequence), not by their time: on
  // PostgreSQL a movement's time is its transaction's start, and of two orders placed together the
  // one that began first may take the stock second. Other sorts break ties the same way, newest
  // first, which keeps pages stable.
  const order = sort === "createdAt" ? [direction(stockMovements.seq)] : [direction(sortColumns[sort]), desc(stockMovements.seq)];

  const [rows, [{ total }]] = await Promise.all([
    db()
      .select()
      .from(stockMovements)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ total: count() }).from(stockMovements).where(where),
  ]);

  const keys = rows.map((r) => ({ productId: r.productId, variantId: r.variantId }));
  // The demo's note, in the admin's language.
  const demoNote = adminMessages(query.lang ?? "fr")["stock.note.demo"];
  const [catalog, numbers, actors] = await Promise.all([
    catalogLines(keys, query.lang ?? "fr"),
    orderNumbers(rows.flatMap((r) => (r.orderId ? [r.orderId] : []))),
    accountSummaries(rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : []))),
  ]);
  return {
    total: Number(total),
    rows: rows.map((r) => {
      const item = catalog.get(lineKeyOf({ productId: r.productId, variantId: r.variantId }));
      const actor = r.actorUserId ? actors.get(r.actorUserId) : undefined;
      return {
        id: r.id,
        createdAt: r.createdAt,
        reason: r.reason,
        delta: r.delta,
        stockAfter: r.stockAfter,
        note: stockNoteText(r, demoNote),
        product: { id: r.productId, name: item?.name ?? "", sku: item?.productSku ?? "" },
        variant: r.variantId ? { id: r.variantId, label: item?.variantLabel ?? "", sku: item?.sku ?? "" } : null,
        order: r.orderId ? { id: r.orderId, orderNumber: numbers.get(r.orderId) ?? null } : null,
        actor: r.actorUserId ? { id: r.actorUserId, name: actor?.name ?? null, email: actor?.email ?? null } : null,
      };
    }),
  };
}

/** The screen's URL contract, parsed by the shared listQuery: sorts and the four filters. */
export const stockMovementListSpec = {
  sorts: STOCK_MOVEMENT_SORTS,
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { product: z.uuid(), variant: z.uuid(), reason: z.enum(STOCK_REASONS), from: dayFilter, to: dayFilter },
} satisfies ListSpec<StockMovementSort, Record<string, z.ZodType>>;

export type StockMovementListQuery = ListQuery<StockMovementSort, { product: string; variant: string; reason: StockReason; from: string; to: string }>;

/** The screen's list: the URL's query turned into this service's, days read on the shop's clock. */
export function listStockMovementsFor(query: StockMovementListQuery, lang: Lang) {
  const { product, variant, reason, from, to } = query.filters;
  return listStockMovements({ page: query.page, pageSize: query.pageSize, sort: query.sort, dir: query.dir, productId: product, variantId: variant, reason, ...shopDayRange(from, to), lang });
}

export interface StockEditorRow {
  /** Null for the product's own stock. */
  variantId: string | null;
  label: string;
  sku: string;
  stock: number;
}

/**
 * The quick stock editor's page (docs/product/admin-back-office.md#adm-15): the product, its own stock (which caps all its
 * variants together) and each variant's, and its latest movements. Null when there is no such product.
 */
export async function stockEditorFor(productId: string, lang: Lang) {
  if (!UUID.test(productId)) return null;
  const [product] = await db().select({ id: products.id, sku: products.sku, stock: products.stock, hasVariants: products.hasVariants, imageUrl: products.imageUrl }).from(products).where(eq(products.id, productId));
  if (!product) return null;
  const variants = product.hasVariants
    ? await db().select({ id: productVariants.id, sku: productVariants.sku, stock: productVariants.stock }).from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.sku))
    : [];
  const [lines, recent] = await Promise.all([
    catalogLines([{ productId, variantId: null }, ...variants.map((variant) => ({ productId, variantId: variant.id }))], lang),
    listStockMovements({ productId, pageSize: 8, lang }),
  ]);
  const rows: StockEditorRow[] = [
    { variantId: null, label: "", sku: product.sku, stock: product.stock },
    ...variants.map((variant) => ({ variantId: variant.id, label: lines.get(lineKeyOf({ productId, variantId: variant.id }))?.variantLabel ?? "", sku: variant.sku, stock: variant.stock })),
  ];
  return {
    id: product.id,
    name: lines.get(lineKeyOf({ productId, variantId: null }))?.name ?? product.sku,
    imageUrl: product.imageUrl,
    hasVariants: product.hasVariants,
    rows,
    recent: recent.rows,
    movementCount: recent.total,
  };
}

export interface WaitingRequestRow {
  id: string;
  /** Null when the reader may not see customers' data ("customers:read"). */
  email: string | null;
  lang: string;
  /** Null for a request on the product itself (a product without variants). */
  variant: { id: string; label: string; sku: string } | null;
  createdAt: Date;
}

/** The most waiting requests the quick stock editor lists (the count is always the full one). */
export const WAITING_REQUESTS_SHOWN = 100;

/**
 * The "Prévenez-moi" requests still waiting on a product (docs/product/catalogue.md#cat-17), newest first, with the
 * variant each waits for. The addresses are customers' data: without `withEmails` (the route passes
 * whether the reader holds "customers:read") the rows come without them.
 */
export async function waitingRequestsFor(productId: string, lang: Lang, options: { withEmails: boolean }): Promise<{ total: number; rows: WaitingRequestRow[] }> {
  if (!UUID.test(productId)) return { total: 0, rows: [] };
  const waiting = and(eq(backInStockRequests.productId, productId), isNull(backInStockRequests.notifiedAt));
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select({ id: backInStockRequests.id, email: backInStockRequests.email, lang: backInStockRequests.lang, variantId: backInStockRequests.variantId, createdAt: backInStockRequests.createdAt })
      .from(backInStockRequests)
      .where(waiting)
      .orderBy(desc(backInStockRequests.createdAt), desc(backInStockRequests.id))
      .limit(WAITING_REQUESTS_SHOWN),
    db().select({ total: count() }).from(backInStockRequests).where(waiting),
  ]);
  const variantIds = [...new Set(rows.flatMap((r) => (r.variantId ? [r.variantId] : [])))];
  const lines = await catalogLines(variantIds.map((variantId) => ({ productId, variantId })), lang);
  return {
    total: Number(total),
    rows: rows.map((r) => {
      const line = r.variantId ? lines.get(lineKeyOf({ productId, variantId: r.variantId })) : undefined;
      return {
        id: r.id,
        email: options.withEmails ? r.email : null,
        lang: r.lang,
        variant: r.variantId ? { id: r.variantId, label: line?.variantLabel ?? "", sku: line?.sku ?? "" } : null,
        createdAt: r.createdAt,
      };
    }),
  };
}

/**
 * The low-stock threshold (docs/product/admin-back-office.md#adm-15; site_settings.low_stock_threshold): the owner's
 * setting, written with its audit row in one transaction. The settings table's trigger announces
 * the change to every server copy (LISTEN/NOTIFY); this copy drops its cached settings at once.
 * Returns the value before, or null when there was nothing to change.
 */
export async function setLowStockThreshold(threshold: number, actor: { id: string; email: string }): Promise<{ before: number } | null> {
  // The settings row is the content domain's: its service writes it, with the audit row and the announcement.
  const { changed, before } = await updateSiteSettings({ lowStockThreshold: threshold }, actor, { action: "settings.lowStockThreshold" });
  return changed.length ? { before: before.lowStockThreshold! } : null;
}
