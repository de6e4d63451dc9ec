/**
 * Stock (docs/product/checkout-and-orders.md#ord-10; docs/product/admin-back-office.md#adm-1 "One owner per table"). The only code that changes
 * `products.stock` and `product_variants.stock`, and the owner of `stock_movements`: checkout takes
 * stock, a cancelled order gives it back, and the admin's adjustments (a later issue) go through
 * here too. Every movement writes its row of the stock-updates log (docs/product/admin-back-office.md#adm-11): the
 * reason, who made it, its order, the product, the variant, the change and the stock after it.
 *
 * Everything runs inside the caller's transaction (`tx`), so that the order and its stock are
 * written together or not at all. Rows are locked in one stable order (products by id, then variants
 * by id) by every caller, so that two transactions never wait on each other in a circle. The
 * database's CHECK constraints (stock >= 0) stay the last guard; the check here comes first so that
 * the caller gets a StockError it can explain, instead of an aborted transaction.
 *
 * Stock is two levels deep: a product's own stock, and each variant's. An order line for a variant
 * takes from both (the product's stock caps all its variants together), so it makes two movements.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { productVariants, products, stockMovements, type ADJUSTMENT_REASONS, type STOCK_REASONS } from "../../../db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { getLowStockThreshold } from "~/features/content/settings.server";
import { queueBackInStockMails } from "./back-in-stock.server";

export type StockReason = (typeof STOCK_REASONS)[number];

/** One change of one stock row: the product's own (variantId null) or one variant's. */
export interface StockMove {
  productId: string;
  variantId: string | null;
  /** Positive gives stock, negative takes it. */
  delta: number;
}

export interface StockMoveContext {
  reason: StockReason;
  /** The order this movement belongs to (an order taken or cancelled). */
  orderId?: string | null;
  /** Who made it: the customer who ordered, the staff member; null for the system or a guest. */
  actorUserId?: string | null;
  note?: string | null;
}

export interface StockMovementWritten extends StockMove {
  stockAfter: number;
}

export class StockError extends Error {
  constructor(
    public code: "not_enough_stock" | "not_found",
    public target: { productId: string; variantId: string | null },
    /** What the row holds now (for not_enough_stock). */
    public available = 0,
  ) {
    super(`${code}: ${target.productId}${target.variantId ? `/${target.variantId}` : ""}`);
    this.name = "StockError";
  }
}

/** An order line, as the stock sees it. A line whose product is gone (deleted) has a null productId. */
export interface OrderStockLine {
  productId: string | null;
  variantId: string | null;
  quantity: number;
}

export interface LockedStock {
  /** Product id → its own stock. Ids that do not exist are absent. */
  products: Map<string, number>;
  /** Variant id → its product and its stock. Ids that do not exist are absent. */
  variants: Map<string, { productId: string; stock: number }>;
}

/**
 * Locks the stock rows of these products and variants until the transaction ends, in the house
 * order, and returns what they hold. Locking a row twice in one transaction is harmless.
 */
export async function lockStock(tx: Tx, items: { productId: string; variantId: string | null }[]): Promise<LockedStock> {
  const productIds = [...new Set(items.map((i) => i.productId))].sort();
  const variantIds = [...new Set(items.flatMap((i) => (i.variantId ? [i.variantId] : [])))].sort();
  const productRows = productIds.length
    ? await tx
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(inArray(products.id, productIds))
        .orderBy(asc(products.id))
        .for("update")
    : [];
  const variantRows = variantIds.length
    ? await tx
        .select({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock })
        .from(productVariants)
        .where(inArray(productVariants.id, variantIds))
        .orderBy(asc(productVariants.id))
        .for("update")
    : [];
  return {
    products: new Map(productRows.map((p) => [p.id, p.stock])),
    variants: new Map(variantRows.map((v) => [v.id, { productId: v.productId, stock: v.stock }])),
  };
}

/**
 * Applies stock moves inside `tx` and logs each one. A move that would take a row below zero throws
 * StockError("not_enough_stock") before anything of it is written (the caller's transaction then
 * rolls back whatever it did). A move that takes from a row that does not exist throws
 * StockError("not_found"); one that gives back to a row that no longer exists (a product deleted
 * since the order) is skipped, as there is nothing left to give to. Moves of zero are skipped.
 */
export async function moveStock(
  tx: Tx,
  moves: StockMove[],
  context: StockMoveContext,
  /**
   * What lockStock returned for these very rows earlier in `tx`, when the caller has locked them
   * already (checkout reads them under its lock): saves locking them again.
   */
  alreadyLocked?: LockedStock,
): Promise<StockMovementWritten[]> {
  const live = moves.filter((m) => m.delta !== 0);
  if (live.length === 0) return [];
  for (const move of live) {
    if (!Number.isSafeInteger(move.delta)) throw new RangeError(`A stock move must be a whole number, got ${move.delta}`);
  }
  // Product rows first, then variant rows, each by id: the same order as lockStock's.
  const productMoves = live.filter((m) => !m.variantId).sort((a, b) => a.productId.localeCompare(b.productId));
  const variantMoves = live.filter((m) => m.variantId).sort((a, b) => a.variantId!.localeCompare(b.variantId!));
  // A copy: the checks below update it move by move, and the caller's stays as it was read.
  const locked: LockedStock = alreadyLocked
    ? { products: new Map(alreadyLocked.products), variants: new Map(alreadyLocked.variants) }
    : await lockStock(tx, [
        ...productMoves.map((m) => ({ productId: m.productId, variantId: null })),
        ...variantMoves.map((m) => ({ productId: m.productId, variantId: m.variantId })),
      ]);

  // Checked in full before any write, against the stock as each earlier move leaves it.
  const planned: { move: StockMove; stockAfter: number }[] = [];
  for (const move of [...productMoves, ...variantMoves]) {
    const target = { productId: move.productId, variantId: move.variantId };
    let current: number | undefined;
    if (move.variantId) {
      const variant = locked.variants.get(move.variantId);
      current = variant && variant.productId === move.productId ? variant.stock : undefined;
    } else {
      current = locked.products.get(move.productId);
    }
    if (current === undefined) {
      if (move.delta > 0) continue;
      throw new StockError("not_found", target);
    }
    const stockAfter = current + move.delta;
    if (stockAfter < 0) throw new StockError("not_enough_stock", target, Math.max(0, current));
    if (move.variantId) locked.variants.set(move.variantId, { productId: move.productId, stock: stockAfter });
    else locked.products.set(move.productId, stockAfter);
    planned.push({ move, stockAfter });
  }

  const written: StockMovementWritten[] = [];
  for (const { move } of planned) {
    // Relative updates: the row is locked, and the CHECK constraint still guards the result.
    const [row] = move.variantId
      ? await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} + ${move.delta}` })
          .where(and(eq(productVariants.id, move.variantId), eq(productVariants.productId, move.productId)))
          .returning({ stock: productVariants.stock })
      : await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${move.delta}`, updatedAt: new Date() })
          .where(eq(products.id, move.productId))
          .returning({ stock: products.stock });
    written.push({ ...move, stockAfter: row.stock });
  }
  if (written.length) {
    await tx.insert(stockMovements).values(
      written.map((w) => ({
        productId: w.productId,
        variantId: w.variantId,
        delta: w.delta,
        stockAfter: w.stockAfter,
        reason: context.reason,
        orderId: context.orderId ?? null,
        actorUserId: context.actorUserId ?? null,
        note: context.note?.slice(0, 1000) ?? null,
      })),
    );
    // Back in stock (docs/product/catalogue.md#cat-17): whatever these moves made buyable again from 0 mails its
    // waiting "Prévenez-moi" requests, once each, in this transaction (the rule, and which requests
    // a product row's move releases, are in back-in-stock.server.ts). Moves that only take stock
    // cost nothing there.
    await queueBackInStockMails(tx, written);
  }
  return written;
}

/** The moves of an order's lines: a variant line moves its variant and its product. */
function orderMoves(lines: OrderStockLine[], sign: 1 | -1): StockMove[] {
  return lines.flatMap((line) => {
    if (!line.productId || line.quantity <= 0) return [];
    const product: StockMove = { productId: line.productId, variantId: null, delta: sign * line.quantity };
    return line.variantId ? [product, { productId: line.productId, variantId: line.variantId, delta: sign * line.quantity }] : [product];
  });
}

/**
 * Checkout: takes the stock of an order's lines, logged with reason 'order'. `locked` is what
 * lockStock(tx, lines) returned for these lines in this transaction.
 */
export function takeOrderStock(tx: Tx, order: { orderId: string; actorUserId: string | null; lines: OrderStockLine[] }, locked: LockedStock) {
  return moveStock(tx, orderMoves(order.lines, -1), { reason: "order", orderId: order.orderId, actorUserId: order.actorUserId }, locked);
}

/**
 * A cancelled order gives its stock back, logged with reason 'cancel'. Exactly once: if the log
 * already holds this order's return, nothing happens again (the state machine allows one cancel, and
 * this holds even for a caller that does not go through it).
 */
export async function returnOrderStock(
  tx: Tx,
  order: { orderId: string; actorUserId: string | null; lines: OrderStockLine[]; note?: string | null },
): Promise<StockMovementWritten[]> {
  const [already] = await tx
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, order.orderId), eq(stockMovements.reason, "cancel")))
    .limit(1);
  if (already) return [];
  return moveStock(tx, orderMoves(order.lines, 1), {
    reason: "cancel",
    orderId: order.orderId,
    actorUserId: order.actorUserId,
    note: order.note,
  });
}

export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** A staff member's adjustment of one stock row (docs/product/admin-back-office.md#adm-15), as stockAdjustmentSchema parses it. */
export interface StockAdjustment {
  productId: string;
  variantId: string | null;
  /** By a quantity (+ or −), or to the value just counted. */
  change: { by: number } | { to: number };
  /** A staff member's reason, or "import" for a CSV import or bulk stocktake (product tools). */
  reason: AdjustmentReason | "import";
  note?: string | null;
}

/**
 * Adjusts a product's or a variant's stock, relatively, in one transaction with its movement row and
 * its audit row: an adjustment made while a checkout runs waits for the checkout's lock and adds to
 * what it left, so neither change is lost. A counted value becomes the difference from what the row
 * holds once locked. A variant moves with its product, whose stock caps all its variants (as an
 * order line does). Nothing changes, and nothing is logged, when the stock is already right.
 */
export function adjustStock(adjustment: StockAdjustment, actor: { id: string; email: string }): Promise<StockMovementWritten[]> {
  return db().transaction((tx) => adjustStockIn(tx, adjustment, actor));
}

/** adjustStock inside the caller's transaction (the product editor saves stock with the rest of the product). */
export async function adjustStockIn(tx: Tx, adjustment: StockAdjustment, actor: { id: string; email: string }): Promise<StockMovementWritten[]> {
  const { productId, variantId, change, reason } = adjustment;
  const targets = [{ productId, variantId: null }, ...(variantId ? [{ productId, variantId }] : [])];
  const locked = await lockStock(tx, targets);
  const variant = variantId ? locked.variants.get(variantId) : undefined;
  const current = variantId ? (variant?.productId === productId ? variant.stock : undefined) : locked.products.get(productId);
  if (current === undefined) throw new StockError("not_found", { productId, variantId });
  const delta = "by" in change ? change.by : change.to - current;
  if (delta === 0) return [];
  const written = await moveStock(
    tx,
    targets.map((target) => ({ ...target, delta })),
    { reason, actorUserId: actor.id, note: adjustment.note },
  );
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "stock.adjust",
    entity: "product",
    entityId: productId,
    before: { variantId, stock: current },
    after: { variantId, stock: current + delta, reason, note: adjustment.note ?? null },
  });
  return written;
}

/**
 * What the dashboard's low-stock card counts: the things a shopper picks (a product without
 * variants, or one variant) that are on sale and low (1 to the low-stock threshold, a setting:
 * site_settings.low_stock_threshold) or sold out.
 */
export async function stockAlerts(executor: Pick<Tx, "execute"> = db(), threshold?: number): Promise<{ low: number; soldOut: number }> {
  const low = threshold ?? (await getLowStockThreshold());
  const [row] = (
    (await executor.execute(sql`
      with sellable as (
        select ${products.stock} as stock from ${products} where ${products.isActive} and not ${products.hasVariants}
        union all
        select ${productVariants.stock} from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId} where ${products.isActive} and ${productVariants.isActive}
      )
      select count(*) filter (where stock between 1 and ${low}) as low, count(*) filter (where stock = 0) as sold_out from sellable
    `)) as unknown as { rows: { low: string | number; sold_out: string | number }[] }
  ).rows;
  return { low: Number(row?.low ?? 0), soldOut: Number(row?.sold_out ?? 0) };
}
