/**
 * One customer in the back office (docs/product/admin-back-office.md#adm-5): the page's data, internal notes, the owner's
 * loyalty adjustments, the export of everything the shop holds about the person (JSON), and the
 * erasure. This module owns customer_notes; every other piece comes from its own domain's service.
 * Every write records its audit row (entity "customer", the user id) in the same transaction.
 */
import { desc, eq } from "drizzle-orm";
import { db } from "~/server/db.server";
import { customerNotes } from "../../../db/schema";
import { recordAudit, redactAudit } from "~/features/audit/audit.server";
import { forgetMailTo } from "~/server/mail.server";
import { accountDetail, anonymiseAccount, erasedEmailOf } from "~/features/accounts/accounts.server";
import { backInStockRequestsOf, forgetBackInStockRequests } from "~/features/stock/back-in-stock.server";
import { eraseProfile, getProfileRecord } from "~/features/profile/profile.server";
import { anonymiseCustomerOrders, customerOrders } from "~/features/orders/orders.server";
import { listOrders } from "~/features/orders-history/orders-history.server";
import { getLoyaltyView } from "~/features/loyalty/loyalty-view.server";
import { adjustPoints, LoyaltyError } from "~/features/loyalty/loyalty-ledger.server";
import { deleteCustomerReviews, reviewsOfCustomer } from "~/features/reviews/reviews.server";
import { newsletterConsentOf, removeSubscriber } from "~/features/newsletter/newsletter.server";
import { forgetWishlist } from "~/features/wishlist/wishlist.server";
import { forgetCart } from "~/features/cart/cart.server";
import { catalogLines, lineKeyOf } from "~/features/catalog/catalog.server";
import type { Lang } from "~/lib/langs";

export const CUSTOMER_AUDIT_ENTITY = "customer";

export interface Actor {
  id: string;
  email: string;
}

export type CustomerError = "customers.errors.notFound" | "customers.errors.negativeBalance" | "customers.errors.erased";
export type CustomerResult<T = object> = ({ ok: true } & T) | { ok: false; error: CustomerError };

/** A customer account (not staff, not the owner), or null. */
async function customerAccount(userId: string) {
  if (!userId || userId.length > 100) return null;
  const account = await accountDetail(userId);
  return account && account.role === "customer" ? account : null;
}

export async function listCustomerNotes(userId: string) {
  return db()
    .select({ id: customerNotes.id, body: customerNotes.body, authorEmail: customerNotes.authorEmail, createdAt: customerNotes.createdAt })
    .from(customerNotes)
    .where(eq(customerNotes.userId, userId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}

/** Everything the customer page shows, or null when there is no such customer. */
export async function getCustomerDetail(userId: string, lang: Lang) {
  const account = await customerAccount(userId);
  if (!account) return null;
  const [profile, orders, loyalty, reviews, notes, newsletter] = await Promise.all([
    getProfileRecord(userId),
    customerOrders(userId, 100, account.emailVerified ? account.email : null),
    getLoyaltyView(userId, 100),
    reviewsOfCustomer(userId),
    listCustomerNotes(userId),
    newsletterConsentOf(account.email),
  ]);
  const products = await catalogLines(reviews.map((r) => ({ productId: r.productId, variantId: null })), lang);
  return {
    account,
    profile,
    orders,
    loyalty,
    reviews: reviews.map((review) => ({ ...review, productName: products.get(lineKeyOf({ productId: review.productId, variantId: null }))?.name ?? "" })),
    notes,
    newsletter,
  };
}

export async function addCustomerNote(actor: Actor, userId: string, body: string): Promise<CustomerResult<{ noteId: string }>> {
  if (!(await customerAccount(userId))) return { ok: false, error: "customers.errors.notFound" };
  const noteId = await db().transaction(async (tx) => {
    const [note] = await tx.insert(customerNotes).values({ userId, authorId: actor.id, authorEmail: actor.email, body }).returning({ id: customerNotes.id });
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "customer.note", entity: CUSTOMER_AUDIT_ENTITY, entityId: userId, after: { noteId: note.id, body } });
    return note.id;
  });
  return { ok: true, noteId };
}

/** The owner's adjustment: a ledger line with the reason, never below a zero balance, audited. */
export async function adjustCustomerPoints(actor: Actor, userId: string, points: number, reason: string): Promise<CustomerResult<{ balance: number }>> {
  const account = await customerAccount(userId);
  if (!account) return { ok: false, error: "customers.errors.notFound" };
  if ((await getProfileRecord(userId)).erasedAt) return { ok: false, error: "customers.errors.erased" };
  try {
    const balance = await db().transaction(async (tx) => {
      const moved = await adjustPoints(tx, userId, points, reason);
      await recordAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "loyalty.adjust",
        entity: CUSTOMER_AUDIT_ENTITY,
        entityId: userId,
        before: { currentPoints: moved.before },
        after: { currentPoints: moved.after, points, reason, ledgerId: moved.ledgerId },
      });
      return moved.after;
    });
    return { ok: true, balance };
  } catch (error) {
    if (error instanceof LoyaltyError) return { ok: false, error: "customers.errors.negativeBalance" };
    throw error;
  }
}

/**
 * Everything the shop holds about one customer, as the JSON a person may ask for (GDPR art. 15 and
 * 20): profile, addresses, orders with their lines, loyalty ledger, reviews, newsletter consent and
 * back-in-stock requests.
 * The download is audited: personal data left the shop.
 */
export async function exportCustomer(actor: Actor, userId: string) {
  const account = await customerAccount(userId);
  if (!account) return null;
  const [profile, orders, loyalty, reviews, newsletter, alerts] = await Promise.all([
    getProfileRecord(userId),
    listOrders(userId, 10_000),
    getLoyaltyView(userId, 10_000),
    reviewsOfCustomer(userId),
    newsletterConsentOf(account.email),
    backInStockRequestsOf(account.email),
  ]);
  const full = new Map((await customerOrders(userId, 10_000)).map((order) => [order.id, order]));
  await recordAudit(db(), { actorId: actor.id, actorEmail: actor.email, action: "customer.export", entity: CUSTOMER_AUDIT_ENTITY, entityId: userId });
  const { erasedAt, firstName, lastName, phone, address, city, postalCode, country } = profile;
  return {
    exportedAt: new Date().toISOString(),
    customer: { id: account.id, name: account.name, email: account.email, emailVerified: account.emailVerified, language: account.lang, createdAt: account.createdAt.toISOString(), erasedAt: erasedAt?.toISOString() ?? null },
    profile: { firstName, lastName, phone },
    addresses: address || city || postalCode || country ? [{ address, city, postalCode, country }] : [],
    orders: orders.map((order) => ({
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      status: order.status,
      currency: order.currency,
      totalMinor: order.totalMinor,
      totalIlsMinor: full.get(order.id)?.totalIlsMinor ?? null,
      lines: order.lines.map((line) => ({ product: line.name, variant: line.variantLabel, quantity: line.quantity, lineTotalMinor: line.lineTotalMinor })),
    })),
    loyalty: {
      level: loyalty.level,
      currentPoints: loyalty.currentPoints,
      totalPoints: loyalty.totalPoints,
      lifetimeSpentEurMinor: loyalty.lifetimeSpentEurMinor,
      ledger: loyalty.ledger.map((entry) => ({ createdAt: entry.createdAt, points: entry.points, reason: entry.reason, note: entry.note, orderNumber: entry.orderNumber })),
    },
    backInStockRequests: alerts.map((alert) => ({ productId: alert.productId, variantId: alert.variantId, language: alert.lang, consentAt: alert.consentAt.toISOString(), mailedAt: alert.notifiedAt?.toISOString() ?? null })),
    reviews: reviews.map((review) => ({ productId: review.productId, rating: review.rating, body: review.body, status: review.status, verifiedBuyer: review.verifiedBuyer, createdAt: review.createdAt.toISOString() })),
    newsletter: newsletter
      ? { subscribed: newsletter.unsubscribedAt === null, consentText: newsletter.consentText, consentAt: newsletter.consentAt.toISOString(), unsubscribedAt: newsletter.unsubscribedAt?.toISOString() ?? null }
      : null,
  };
}

export type CustomerExport = NonNullable<Awaited<ReturnType<typeof exportCustomer>>>;

/**
 * Erases a customer (the right to erasure), in one transaction with its audit row:
 * - the account keeps its id but loses name and e-mail and can no longer sign in (passwords,
 *   sessions and two-factor secrets deleted; an e-mail at a domain that receives nothing);
 * - the profile's name, phone and address are emptied and it is marked erased;
 * - the newsletter consent, the wishlist, the cart, the reviews, the back-in-stock requests and the
 *   team's notes are deleted;
 * - the orders stay for the accounts with their amounts, lines, statuses and country, their
 *   personal fields anonymised; the loyalty ledger stays (it is the orders' accounting).
 * The audit row keeps counts, not the erased values: the log must not keep what was erased.
 */
export async function eraseCustomer(actor: Actor, userId: string): Promise<CustomerResult<{ orders: number }>> {
  const account = await customerAccount(userId);
  if (!account) return { ok: false, error: "customers.errors.notFound" };
  if ((await getProfileRecord(userId)).erasedAt) return { ok: false, error: "customers.errors.erased" };
  const erasedEmail = erasedEmailOf(userId);
  const orders = await db().transaction(async (tx) => {
    const before = await anonymiseAccount(tx, userId);
    await eraseProfile(tx, userId);
    const newsletter = before ? await removeSubscriber(tx, before.email) : false;
    await forgetWishlist(tx, userId);
    await forgetCart(tx, userId);
    const reviews = await deleteCustomerReviews(tx, userId);
    // The team's notes are about the person too.
    const notes = await tx.delete(customerNotes).where(eq(customerNotes.userId, userId)).returning({ id: customerNotes.id });
    const orders = await anonymiseCustomerOrders(tx, userId, erasedEmail);
    const mails = before ? await forgetMailTo(tx, before.email, erasedEmail) : 0;
    // "Prévenez-moi" requests name the person by e-mail only.
    const alerts = before ? await forgetBackInStockRequests(tx, before.email) : 0;
    await redactAudit(tx, CUSTOMER_AUDIT_ENTITY, userId);
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "customer.erase",
      entity: CUSTOMER_AUDIT_ENTITY,
      entityId: userId,
      after: { erased: true, ordersAnonymised: orders, reviewsDeleted: reviews, newsletterRemoved: newsletter, notesDeleted: notes.length, mailsForgotten: mails, backInStockRequestsForgotten: alerts, sessionsEnded: before?.sessionsEnded ?? 0 },
    });
    return orders;
  });
  return { ok: true, orders };
}
