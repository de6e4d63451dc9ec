/**
 * The orders of the back office (docs/product/admin-back-office.md#adm-4, docs/product/checkout-and-orders.md#ord-8): the list with its status tabs,
 * search and filters (all in SQL, one page at a time), one order with its lines, timeline, notes and
 * audit, the moves a staff member makes (through the state machine of order-status.server.ts), the
 * delivery notes, and the pay-on-delivery money: what is still to collect, and what was collected
 * per day and per method against what was shipped.
 */
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ORDER_STATUSES, orderItems, orderNotes, orders, orderStatusHistory, user, type OrderStatus } from "../../../db/schema";
import { db } from "~/server/db.server";
import { containsPattern, inBatches, paginate, runBulk, type BulkOutcome, type Page } from "~/features/admin/list.server";
import { recordAudit } from "~/features/audit/audit.server";
import { lineImageKey, lineImages } from "~/features/catalog/line-images.server";
import { catalogLines, lineKeyOf, type CatalogLine } from "~/features/catalog/catalog.server";
import type { Lang } from "~/lib/langs";
import { CURRENCIES, isCurrency, type Currency } from "~/lib/money";
import type { ListQuery, ListSpec } from "~/schemas/admin/list-query";
import type { OrderMove } from "~/schemas/admin/orders";
import { changeOrderStatus, ORDER_TRANSITIONS, type StatusChange } from "./order-status.server";
import { UUID } from "~/lib/uuid";

/** The shop's day: a report's "today" is Israel's, not the server's. */
export const SHOP_TIME_ZONE = "Asia/Jerusalem";

export const ORDER_SORTS = ["createdAt", "number", "total", "status"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(value)));

export const orderListSpec = {
  sorts: ORDER_SORTS,
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: {
    status: z.enum(ORDER_STATUSES),
    currency: z.enum(CURRENCIES),
    buyer: z.enum(["guest", "customer"]),
    from: day,
    to: day,
  },
} satisfies ListSpec<OrderSort, Record<string, z.ZodType>>;

export type OrderListQuery = ListQuery<OrderSort, { status: OrderStatus; currency: Currency; buyer: "guest" | "customer"; from: string; to: string }>;

export interface OrderRow {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  version: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  guest: boolean;
  currency: Currency;
  totalMinor: number;
  totalIlsMinor: number;
  createdAt: Date;
}

const fullName = sql<string>`trim(concat_ws(' ', ${orders.shippingAddress}->>'firstName', ${orders.shippingAddress}->>'lastName'))`;
const phone = sql<string>`coalesce(${orders.shippingAddress}->>'phone', '')`;
const shopDay = (column: SQL | typeof orders.createdAt | typeof orders.shippedAt | typeof orders.deliveredAt) => sql`(${column} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})::date`;

/**
 * Number (with or without #), name, e-mail, or phone typed with any spacing. The text part reads
 * orders.search_text, which the database keeps and a trigram index serves (bench/admin.mjs: p95 ≤ 50 ms
 * with 10,000 orders).
 */
function searchCondition(term: string): SQL | undefined {
  const text = orders.searchText;
  const digits = term.replace(/\D/g, "");
  const number = orderNumberOf(term);
  return or(
    number !== null ? eq(orders.orderNumber, number) : undefined,
    sql`${text} like ${containsPattern(term.toLowerCase())}`,
    digits.length >= 4 && digits !== term.trim() ? sql`${text} like ${containsPattern(digits)}` : undefined,
  );
}

function orderNumberOf(term: string): number | null {
  const trimmed = term.trim();
  return /^#?\d{1,15}$/.test(trimmed) ? Number(trimmed.replace("#", "")) : null;
}

/** Everything but the status filter: the tabs count within the rest of the filter. */
function baseConditions(query: OrderListQuery): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (query.q) where.push(searchCondition(query.q));
  const { currency, buyer, from, to } = query.filters;
  if (currency) where.push(eq(orders.currency, currency));
  if (buyer) where.push(buyer === "guest" ? sql`${orders.userId} is null` : sql`${orders.userId} is not null`);
  if (from) where.push(sql`${shopDay(orders.createdAt)} >= ${from}::date`);
  if (to) where.push(sql`${shopDay(orders.createdAt)} <= ${to}::date`);
  return where;
}

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  version: orders.version,
  name: fullName,
  email: orders.email,
  phone,
  city: sql<string>`coalesce(${orders.shippingAddress}->>'city', '')`,
  userId: orders.userId,
  currency: orders.currency,
  totalMinor: orders.totalMinor,
  totalIlsMinor: orders.totalIlsMinor,
  createdAt: orders.createdAt,
};

type RawRow = { [K in keyof typeof rowColumns]: unknown };

function toRow(row: RawRow): OrderRow {
  return {
    id: String(row.id),
    orderNumber: Number(row.orderNumber),
    status: row.status as OrderStatus,
    version: Number(row.version),
    name: String(row.name ?? ""),
    email: String(row.email),
    phone: String(row.phone ?? ""),
    city: String(row.city ?? ""),
    guest: row.userId === null,
    currency: isCurrency(row.currency) ? row.currency : "ILS",
    totalMinor: Number(row.totalMinor),
    totalIlsMinor: Number(row.totalIlsMinor),
    createdAt: new Date(row.createdAt as string),
  };
}

function orderQuery(query: OrderListQuery) {
  const where = baseConditions(query);
  if (query.filters.status) where.push(eq(orders.status, query.filters.status));
  const condition = and(...where);
  const sortColumn: Record<OrderSort, SQL | typeof orders.createdAt | typeof orders.orderNumber | typeof orders.totalIlsMinor> = {
    createdAt: orders.createdAt,
    number: orders.orderNumber,
    // Amounts in several currencies compare in ILS.
    total: orders.totalIlsMinor,
    status: sql`array_position(array['pending','processing','shipped','delivered','cancelled'], ${orders.status})`,
  };
  const direction = query.dir === "asc" ? asc : desc;
  const fetchRows = async (limit: number, offset: number) =>
    (await db().select(rowColumns).from(orders).where(condition).orderBy(direction(sortColumn[query.sort]), desc(orders.id)).limit(limit).offset(offset)).map(toRow);
  const count = async () => {
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(condition);
    return Number(row?.n ?? 0);
  };
  return { fetchRows, count };
}

export function listOrders(query: OrderListQuery): Promise<Page<OrderRow>> {
  const { fetchRows, count } = orderQuery(query);
  return paginate(query, fetchRows, count);
}

/**
 * The list screen's page and its status tabs' counts. The page's total is read from the counts, so
 * a search scans the orders twice, not three times (bench/admin.mjs).
 */
export async function orderListPage(query: OrderListQuery): Promise<{ page: Page<OrderRow>; counts: Record<OrderStatus | "all", number> }> {
  const { fetchRows } = orderQuery(query);
  const [rows, counts] = await Promise.all([fetchRows(query.pageSize, (query.page - 1) * query.pageSize), orderStatusCounts(query)]);
  return { page: { rows, total: query.filters.status ? counts[query.filters.status] : counts.all }, counts };
}

/** Every order of the current filter and sort, in batches (the CSV export). */
export function allOrders(query: OrderListQuery): AsyncGenerator<OrderRow> {
  return inBatches(orderQuery(query).fetchRows);
}

/** The status tabs' counts, within the current search and other filters. */
export async function orderStatusCounts(query: OrderListQuery): Promise<Record<OrderStatus | "all", number>> {
  const rows = await db()
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...baseConditions(query)))
    .groupBy(orders.status);
  const counts = Object.fromEntries([...ORDER_STATUSES, "all"].map((status) => [status, 0])) as Record<OrderStatus | "all", number>;
  for (const row of rows) {
    counts[row.status as OrderStatus] = Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
}

/** Orders for the command menu: an exact number first, then the newest. */
export async function findOrders(term: string, limit = 5): Promise<OrderRow[]> {
  const number = orderNumberOf(term);
  const rows = await db()
    .select(rowColumns)
    .from(orders)
    .where(searchCondition(term))
    .orderBy(sql`${orders.orderNumber} = ${number ?? -1} desc`, desc(orders.createdAt))
    .limit(limit);
  return rows.map(toRow);
}

export const isOrderId = (value: string) => UUID.test(value);

export interface OrderLine {
  id: string;
  productId: string | null;
  productName: string;
  variantLabel: string | null;
  sku: string | null;
  quantity: number;
  unitPriceMinor: number;
  discountMinor: number;
  lineTotalMinor: number;
  imageUrl: string | null;
}

/**
 * The orders' lines. A line keeps the names the customer read, in her language; with `lang` (the
 * admin's), the product's and variant's names are given in that language instead, as the catalogue
 * has them now (its French where that language has none), and the stored ones only for a product
 * or variant that is gone.
 */
async function linesOf(orderIds: string[], lang?: Lang): Promise<Map<string, OrderLine[]>> {
  if (!orderIds.length) return new Map();
  const rows = await db().select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.productName), asc(orderItems.id));
  const [images, catalog] = await Promise.all([
    lineImages(rows),
    lang ? catalogLines(rows.flatMap((row) => (row.productId ? [{ productId: row.productId, variantId: row.variantId }] : [])), lang) : new Map<string, CatalogLine>(),
  ]);
  const byOrder = new Map<string, OrderLine[]>();
  for (const row of rows) {
    const current = row.productId ? catalog.get(lineKeyOf({ productId: row.productId, variantId: row.variantId })) : undefined;
    const line: OrderLine = {
      id: row.id,
      productId: row.productId,
      productName: current?.name || row.productName,
      variantLabel: (row.variantId && current?.variantLabel) || row.variantLabel,
      sku: row.sku,
      quantity: row.quantity,
      unitPriceMinor: row.unitPriceMinor,
      discountMinor: row.discountMinor,
      lineTotalMinor: row.lineTotalMinor,
      imageUrl: images.get(lineImageKey(row)) ?? null,
    };
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), line]);
  }
  return byOrder;
}

export type OrderRecord = typeof orders.$inferSelect;

export interface OrderDetail {
  order: OrderRecord & { currency: Currency; status: OrderStatus };
  lines: OrderLine[];
  customer: { id: string; name: string; email: string } | null;
  timeline: { id: string; from: string | null; to: string; note: string | null; at: Date; by: string | null }[];
  notes: { id: string; body: string; at: Date; by: string | null }[];
  /** The moves the state machine allows from here. */
  moves: OrderStatus[];
}

const actorName = sql<string | null>`coalesce(nullif(${user.name}, ''), ${user.email})`;

/** One order for its page, its lines named in `lang` (the admin's language). */
export async function getOrderDetail(id: string, lang?: Lang): Promise<OrderDetail | null> {
  if (!isOrderId(id)) return null;
  const [order] = await db().select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const [lines, customerRows, timeline, notes] = await Promise.all([
    linesOf([id], lang),
    order.userId ? db().select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.id, order.userId)) : [],
    db()
      .select({ id: orderStatusHistory.id, from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus, note: orderStatusHistory.note, at: orderStatusHistory.createdAt, by: actorName })
      .from(orderStatusHistory)
      .leftJoin(user, eq(user.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db()
      .select({ id: orderNotes.id, body: orderNotes.body, at: orderNotes.createdAt, by: actorName })
      .from(orderNotes)
      .leftJoin(user, eq(user.id, orderNotes.authorId))
      .where(eq(orderNotes.orderId, id))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
  ]);
  const status = (ORDER_STATUSES as readonly string[]).includes(order.status) ? order.status : "pending";
  return {
    order: { ...order, status, currency: isCurrency(order.currency) ? order.currency : "ILS" },
    lines: lines.get(id) ?? [],
    customer: customerRows[0] ?? null,
    timeline,
    notes,
    moves: [...ORDER_TRANSITIONS[status]],
  };
}

export interface Actor {
  id: string;
  email: string;
}

/** One staff move, as the order page or a bulk action sends it (parsed by orderMoveSchema). */
export function moveOrder(orderId: string, move: OrderMove, actor: Actor): Promise<StatusChange> {
  const options = { expectedVersion: move.version, actorEmail: actor.email };
  switch (move.move) {
    case "confirm":
      return changeOrderStatus(orderId, "processing", actor.id, undefined, options);
    case "ship":
      return changeOrderStatus(orderId, "shipped", actor.id, undefined, { ...options, shipment: { carrier: move.carrier, trackingNumber: move.trackingNumber } });
    case "deliver":
      return changeOrderStatus(orderId, "delivered", actor.id, undefined, { ...options, collected: { method: move.method, amountMinor: move.amount } });
    case "cancel":
      return changeOrderStatus(orderId, "cancelled", actor.id, move.reason, options);
  }
}

/** Bulk confirm or ship from the list: each order in its own transaction, a refused one reported alone. */
export function bulkMoveOrders(ids: readonly string[], move: "confirm" | "ship", actor: Actor, reasonOf: (error: unknown) => string): Promise<BulkOutcome[]> {
  const to: OrderStatus = move === "confirm" ? "processing" : "shipped";
  return runBulk(
    ids,
    async (id) => {
      await changeOrderStatus(id, to, actor.id, undefined, { actorEmail: actor.email });
    },
    reasonOf,
  );
}

export class OrderNoteError extends Error {
  constructor(public code: "not_found") {
    super("Order not found");
  }
}

/** An internal note, with who wrote it, recorded in the audit log in the same transaction. */
export async function addOrderNote(orderId: string, body: string, actor: Actor) {
  if (!isOrderId(orderId)) throw new OrderNoteError("not_found");
  return db().transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw new OrderNoteError("not_found");
    const [note] = await tx.insert(orderNotes).values({ orderId, authorId: actor.id, body }).returning();
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "order.note", entity: "order", entityId: orderId, after: { noteId: note.id, body } });
    return note;
  });
}

export interface DeliveryNote {
  order: OrderRecord & { currency: Currency };
  lines: OrderLine[];
  /** What the courier collects: nothing once delivered or cancelled. */
  toCollectMinor: number;
}

/** The delivery notes of the given orders, in the order asked (unknown ids are left out). */
export async function deliveryNotes(ids: string[]): Promise<DeliveryNote[]> {
  const valid = [...new Set(ids.filter(isOrderId))].slice(0, 200);
  if (!valid.length) return [];
  const [rows, lines] = await Promise.all([db().select().from(orders).where(inArray(orders.id, valid)), linesOf(valid)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return valid
    .map((id) => byId.get(id))
    .filter((order): order is OrderRecord => Boolean(order))
    .map((order) => ({
      order: { ...order, currency: isCurrency(order.currency) ? order.currency : "ILS" },
      lines: lines.get(order.id) ?? [],
      toCollectMinor: order.status === "delivered" || order.status === "cancelled" ? 0 : order.totalMinor,
    }));
}

/** 'Cash to collect': shipped, not yet delivered, per currency. */
export async function cashToCollect(): Promise<{ currency: Currency; count: number; amountMinor: number }[]> {
  const rows = await db()
    .select({ currency: orders.currency, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${orders.totalMinor}), 0)` })
    .from(orders)
    .where(eq(orders.status, "shipped"))
    .groupBy(orders.currency)
    .orderBy(asc(orders.currency));
  return rows.map((row) => ({ currency: isCurrency(row.currency) ? row.currency : "ILS", count: Number(row.count), amountMinor: Number(row.amount) }));
}

export interface CollectionDay {
  /** YYYY-MM-DD, the shop's day. */
  day: string;
  currency: Currency;
  shippedCount: number;
  shippedMinor: number;
  deliveredCount: number;
  cashMinor: number;
  cardMinor: number;
  /** What was collected against what those orders totalled: a courier short of change shows here. */
  expectedMinor: number;
}

/**
 * What was collected per day, per currency and per method, against what was shipped that day. Days
 * are the shop's (Asia/Jerusalem); newest first.
 */
export async function collectionReport(range: { from: string; to: string }): Promise<CollectionDay[]> {
  const deliveredDay = shopDay(orders.deliveredAt);
  const shippedDay = shopDay(orders.shippedAt);
  const [collected, shipped] = await Promise.all([
    db()
      .select({
        day: sql<string>`${deliveredDay}::text`,
        currency: orders.currency,
        count: sql<number>`count(*)::int`,
        cash: sql<string>`coalesce(sum(${orders.collectedMinor}) filter (where ${orders.collectedMethod} = 'cash'), 0)`,
        card: sql<string>`coalesce(sum(${orders.collectedMinor}) filter (where ${orders.collectedMethod} = 'card'), 0)`,
        expected: sql<string>`coalesce(sum(${orders.totalMinor}), 0)`,
      })
      .from(orders)
      .where(and(eq(orders.status, "delivered"), gte(deliveredDay, sql`${range.from}::date`), lte(deliveredDay, sql`${range.to}::date`)))
      .groupBy(deliveredDay, orders.currency),
    db()
      .select({ day: sql<string>`${shippedDay}::text`, currency: orders.currency, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${orders.totalMinor}), 0)` })
      .from(orders)
      .where(and(sql`${orders.shippedAt} is not null`, gte(shippedDay, sql`${range.from}::date`), lte(shippedDay, sql`${range.to}::date`)))
      .groupBy(shippedDay, orders.currency),
  ]);
  const days = new Map<string, CollectionDay>();
  const entry = (dayText: string, currency: string) => {
    const key = `${dayText}|${currency}`;
    let value = days.get(key);
    if (!value) {
      value = { day: dayText, currency: isCurrency(currency) ? currency : "ILS", shippedCount: 0, shippedMinor: 0, deliveredCount: 0, cashMinor: 0, cardMinor: 0, expectedMinor: 0 };
      days.set(key, value);
    }
    return value;
  };
  for (const row of shipped) Object.assign(entry(row.day, row.currency), { shippedCount: Number(row.count), shippedMinor: Number(row.amount) });
  for (const row of collected) {
    Object.assign(entry(row.day, row.currency), { deliveredCount: Number(row.count), cashMinor: Number(row.cash), cardMinor: Number(row.card), expectedMinor: Number(row.expected) });
  }
  return [...days.values()].sort((a, b) => (a.day === b.day ? a.currency.localeCompare(b.currency) : b.day.localeCompare(a.day)));
}

/** The report's days from its URL (?from=&to=), the last 30 days by default; a reversed range is put right. */
export function collectionRange(params: URLSearchParams): { from: string; to: string } {
  const fallback = shopDayRange(30);
  const from = day.safeParse(params.get("from")).data ?? fallback.from;
  const to = day.safeParse(params.get("to")).data ?? fallback.to;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** Today in the shop's time zone, as YYYY-MM-DD, and the day `days` before. */
export function shopDayRange(days: number, now = new Date()): { from: string; to: string } {
  const format = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
  return { from: format(new Date(now.getTime() - days * 86_400_000)), to: format(now) };
}
