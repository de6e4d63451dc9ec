/**
 * "Prévenez-moi" (docs/product/catalogue.md#cat-17): a shopper leaves an e-mail on a sold-out product or variant,
 * and is mailed once, in their language, when it can be bought again. This module owns
 * `back_in_stock_requests`; the stock module calls `queueBackInStockMails` inside every stock
 * change's transaction (stock.server.ts moveStock), so a restock, a cancelled order or a stocktake
 * that brings something back mails its waiting people with the change, or not at all.
 *
 * What "sold out" and "back" mean is what the shopper can buy, as the product page shows it:
 * - a product without variants: its own stock;
 * - a variant: the least of the variant's stock and its product's, because an order of a variant
 *   takes from both (the product's own stock caps all its variants together, stock.server.ts).
 * A request waits on its variant, or on its product when the product has no variants (a product
 * with variants asks the shopper to choose one first). It is released when a stock change takes
 * what it waits on from 0 (or less) to more than 0. So a product-row move of a product WITH
 * variants releases only the requests of variants whose own row has stock: a variant still at 0
 * stays waiting until its own row comes back; a variant row that comes back while its product row
 * is at 0 releases nothing either, until the product row does.
 *
 * Privacy: the address is kept for this one mail only (the consent says so, and the mail repeats
 * it); it is never added to the newsletter or used otherwise, and a customer's erasure deletes it
 * (`forgetBackInStockRequests`).
 */
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { queueMail } from "~/server/mail.server";
import { backInStockRequests, productVariants, products } from "../../../db/schema";
import { catalogLines, lineKeyOf } from "~/features/catalog/catalog.server";
import { siteSettingsIn } from "~/features/content/settings.server";
import type { Lang } from "~/lib/langs";
import { backInStockMail, translatorsIn } from "./back-in-stock-mail.server";
import { UUID } from "~/lib/uuid";

/** A movement as moveStock wrote it (stock.server.ts StockMovementWritten). */
export interface WrittenMove {
  productId: string;
  variantId: string | null;
  delta: number;
  stockAfter: number;
}

/**
 * How many products one address may wait for at a time: a real shopper waits for a few; more is
 * someone signing another person's inbox up for a stream of mails.
 */
export const MAX_WAITING_PER_EMAIL = 20;

export type BackInStockRefusal =
  /** No such product or variant, or it is not on sale. */
  | "not_found"
  /** A product with variants: the request names one. */
  | "choose_variant"
  /** It can be bought now: nothing to wait for. */
  | "in_stock"
  /** The consent box was not ticked: nothing is stored without it. */
  | "consent_required"
  /** This address already waits for MAX_WAITING_PER_EMAIL products. */
  | "too_many";

export class BackInStockError extends Error {
  constructor(public code: BackInStockRefusal) {
    super(`back-in-stock request refused: ${code}`);
    this.name = "BackInStockError";
  }
}

/**
 * Records a request, or refuses it with a BackInStockError. A second request from the same address
 * for the same product (or variant) while the first still waits is accepted quietly and stores
 * nothing ("already_waiting"); once the first has been mailed, a new one is a new request.
 *
 * The product's and the variant's stock rows are locked (shared) while the request is checked and
 * written, so a restock running at the same time either comes first (the request is then refused:
 * it is in stock) or waits and then sees the new request (and mails it).
 */
export async function requestBackInStock(
  productId: string,
  variantId: string | null,
  email: string,
  lang: Lang,
  consent: boolean,
): Promise<{ status: "waiting" | "already_waiting" }> {
  if (!consent) throw new BackInStockError("consent_required");
  if (!UUID.test(productId) || (variantId !== null && !UUID.test(variantId))) throw new BackInStockError("not_found");
  const address = email.trim().toLowerCase();
  return db().transaction(async (tx) => {
    // Products before variants: the house order of stock locks (stock.server.ts lockStock).
    const [product] = await tx
      .select({ stock: products.stock, hasVariants: products.hasVariants, isActive: products.isActive })
      .from(products)
      .where(eq(products.id, productId))
      .for("share");
    if (!product?.isActive) throw new BackInStockError("not_found");
    let available: number;
    if (variantId) {
      const [variant] = await tx
        .select({ stock: productVariants.stock, isActive: productVariants.isActive })
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
        .for("share");
      if (!product.hasVariants || !variant?.isActive) throw new BackInStockError("not_found");
      available = Math.min(variant.stock, product.stock);
    } else {
      if (product.hasVariants) throw new BackInStockError("choose_variant");
      available = product.stock;
    }
    if (available > 0) throw new BackInStockError("in_stock");

    const waiting = and(eq(backInStockRequests.productId, productId), isNull(backInStockRequests.notifiedAt), eq(backInStockRequests.email, address));
    const same = variantId ? eq(backInStockRequests.variantId, variantId) : isNull(backInStockRequests.variantId);
    const [already] = await tx.select({ id: backInStockRequests.id }).from(backInStockRequests).where(and(waiting, same)).limit(1);
    if (already) return { status: "already_waiting" as const };
    const [{ n }] = await tx
      .select({ n: count() })
      .from(backInStockRequests)
      .where(and(eq(backInStockRequests.email, address), isNull(backInStockRequests.notifiedAt)));
    if (Number(n) >= MAX_WAITING_PER_EMAIL) throw new BackInStockError("too_many");
    // Two identical requests at the same instant: the partial unique index keeps one, and the
    // other is the quiet duplicate.
    const inserted = await tx
      .insert(backInStockRequests)
      .values({ productId, variantId, email: address, lang, consentAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: backInStockRequests.id });
    return { status: inserted.length ? ("waiting" as const) : ("already_waiting" as const) };
  });
}

/** A product's own stock and its variants' (active or not), before and after some moves. */
interface StockPicture {
  product: { before: number; after: number; hasVariants: boolean; isActive: boolean };
  variants: Map<string, { before: number; after: number; isActive: boolean }>;
}

/** What a shopper can buy of a product without variants, of a variant, or of a whole product with variants. */
function buyable(picture: StockPicture, variantId: string | null, when: "before" | "after"): number {
  const productStock = picture.product[when];
  if (variantId) {
    const variant = picture.variants.get(variantId);
    return variant ? Math.min(variant[when], productStock) : 0;
  }
  if (!picture.product.hasVariants) return productStock;
  // A product-level request on a product that has variants since: anything of it at all.
  let sum = 0;
  for (const variant of picture.variants.values()) if (variant.isActive) sum += variant[when];
  return Math.min(productStock, sum);
}

/**
 * Called by moveStock, in its transaction, with the movements it has just written: mails each
 * waiting request that these moves made buyable again (see the rule at the top), once, in its
 * language, through the outbox, and marks it notified. Returns how many were mailed.
 *
 * Nothing is read unless some stock row went from 0 (or less) to more than 0, so a checkout, which
 * only takes stock, costs no query here.
 */
export async function queueBackInStockMails(tx: Tx, movements: readonly WrittenMove[]): Promise<number> {
  const cameBack = movements.filter((m) => m.stockAfter > 0 && m.stockAfter - m.delta <= 0);
  if (cameBack.length === 0) return 0;
  const productIds = [...new Set(cameBack.map((m) => m.productId))];

  const waiting = await tx
    .select()
    .from(backInStockRequests)
    .where(and(inArray(backInStockRequests.productId, productIds), isNull(backInStockRequests.notifiedAt)));
  if (waiting.length === 0) return 0;

  // The stock now (these moves are written), and before them (the same rows less their deltas).
  const [productRows, variantRows] = await Promise.all([
    tx.select({ id: products.id, stock: products.stock, hasVariants: products.hasVariants, isActive: products.isActive }).from(products).where(inArray(products.id, productIds)),
    tx
      .select({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock, isActive: productVariants.isActive })
      .from(productVariants)
      .where(inArray(productVariants.productId, productIds)),
  ]);
  const moved = new Map<string, number>();
  for (const m of movements) {
    const key = lineKeyOf(m);
    moved.set(key, (moved.get(key) ?? 0) + m.delta);
  }
  const pictures = new Map<string, StockPicture>();
  for (const p of productRows) {
    pictures.set(p.id, {
      product: { after: p.stock, before: p.stock - (moved.get(lineKeyOf({ productId: p.id, variantId: null })) ?? 0), hasVariants: p.hasVariants, isActive: p.isActive },
      variants: new Map(),
    });
  }
  for (const v of variantRows) {
    pictures.get(v.productId)?.variants.set(v.id, { after: v.stock, before: v.stock - (moved.get(lineKeyOf({ productId: v.productId, variantId: v.id })) ?? 0), isActive: v.isActive });
  }

  const due = waiting.filter((request) => {
    const picture = pictures.get(request.productId);
    // Back, but not on sale (a draft, an archived product, a disabled variant): the request waits
    // for a later restock rather than mail a link to a page that is not there.
    if (!picture?.product.isActive) return false;
    if (request.variantId && !picture.variants.get(request.variantId)?.isActive) return false;
    return buyable(picture, request.variantId, "before") <= 0 && buyable(picture, request.variantId, "after") > 0;
  });
  if (due.length === 0) return 0;

  // Marked first, and only the rows this transaction marks are mailed: exactly one mail each.
  const marked = await tx
    .update(backInStockRequests)
    .set({ notifiedAt: new Date() })
    .where(and(inArray(backInStockRequests.id, due.map((r) => r.id)), isNull(backInStockRequests.notifiedAt)))
    .returning({ id: backInStockRequests.id });
  const markedIds = new Set(marked.map((r) => r.id));
  const toMail = due.filter((r) => markedIds.has(r.id));
  if (toMail.length === 0) return 0;

  // Everything is read on the transaction's connection (texts, names, brand): nothing waits for the pool.
  const langs = [...new Set(toMail.map((r) => r.lang as Lang))];
  const [translators, settings, ...names] = await Promise.all([
    translatorsIn(tx, langs),
    siteSettingsIn(tx),
    ...langs.map((lang) => catalogLines(toMail.filter((r) => r.lang === lang).map((r) => ({ productId: r.productId, variantId: r.variantId })), lang, tx)),
  ]);
  const brand = settings?.brandName || "Maison Lumière";
  for (const request of toMail) {
    const lang = request.lang as Lang;
    const line = names[langs.indexOf(lang)].get(lineKeyOf(request));
    await queueMail(
      backInStockMail(
        { email: request.email, lang, productId: request.productId, variantId: request.variantId, requestedAt: request.createdAt },
        { name: line?.name ?? "", variantLabel: line?.variantLabel ?? "" },
        translators.get(lang)!,
        brand,
      ),
      tx,
    );
  }
  return toMail.length;
}

/** A customer's erasure, in its transaction: every request of this address is deleted. */
export async function forgetBackInStockRequests(tx: Tx, email: string): Promise<number> {
  const rows = await tx
    .delete(backInStockRequests)
    .where(eq(backInStockRequests.email, email.trim().toLowerCase()))
    .returning({ id: backInStockRequests.id });
  return rows.length;
}

/** The requests of an address (a customer's data export): what, when, and whether it was mailed. */
export async function backInStockRequestsOf(email: string) {
  return db()
    .select({ productId: backInStockRequests.productId, variantId: backInStockRequests.variantId, lang: backInStockRequests.lang, consentAt: backInStockRequests.consentAt, notifiedAt: backInStockRequests.notifiedAt })
    .from(backInStockRequests)
    .where(eq(backInStockRequests.email, email.trim().toLowerCase()))
    .orderBy(sql`${backInStockRequests.createdAt} desc`);
}
