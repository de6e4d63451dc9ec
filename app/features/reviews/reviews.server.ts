/**
 * Reviews (docs/product/reviews.md#rev-1). Customers write them; they wait as 'pending' until staff or the owner
 * approve them; only approved reviews are shown, and the average and count come from them.
 * A customer has one review per product: submitting again updates it and sends it back to
 * moderation (the text changed, so it must be approved again).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import type { Lang } from "~/lib/langs";
import { REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH } from "~/schemas/review";
import { reviews } from "../../../db/schema";
import { accountSummary } from "~/features/accounts/accounts.server";
import { productExists } from "~/features/catalog/catalog.server";
import { memo } from "~/features/catalog/catalog-cache.server";
import { hasOrderedProduct } from "~/features/orders/orders.server";
import { getProfile } from "~/features/profile/profile.server";
import { UUID } from "~/lib/uuid";

export type ReviewStatus = "pending" | "approved" | "rejected";

export class ReviewError extends Error {
  constructor(readonly code: "invalid_rating" | "invalid_body" | "product_not_found" | "user_not_found" | "forbidden" | "not_found") {
    super(`review: ${code}`);
  }
}

export interface ReviewSummary {
  average: number;
  count: number;
  /** Count per star, 5 to 1. */
  distribution: { stars: number; count: number }[];
  reviews: { id: string; authorName: string; rating: number; body: string; verifiedBuyer: boolean; createdAt: string }[];
}

/**
 * What a product page shows of its reviews, kept in memory until a review changes (the reviews
 * table announces its changes, migration 0014; catalog-cache.server.ts).
 */
const approvedCache = memo(
  { tables: ["reviews"], max: 2000 },
  (productId: string, limit: number) => `${productId}:${limit}`,
  (productId: string, limit: number) => readApprovedReviews(productId, limit),
);

export async function approvedReviews(productId: string, limit = 20): Promise<ReviewSummary> {
  return approvedCache(productId, limit);
}

async function readApprovedReviews(productId: string, limit: number): Promise<ReviewSummary> {
  const approved = and(eq(reviews.productId, productId), eq(reviews.status, "approved"));
  const [stats, perStar, latest] = await Promise.all([
    db()
      .select({ average: sql<number>`coalesce(avg(${reviews.rating}), 0)::float`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(approved),
    db()
      .select({ stars: reviews.rating, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(approved)
      .groupBy(reviews.rating),
    db()
      .select({
        id: reviews.id,
        authorName: reviews.authorName,
        rating: reviews.rating,
        body: reviews.body,
        verifiedBuyer: reviews.verifiedBuyer,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(approved)
      .orderBy(desc(reviews.createdAt))
      .limit(limit),
  ]);
  return {
    average: Math.round(Number(stats[0]?.average ?? 0) * 10) / 10,
    count: Number(stats[0]?.count ?? 0),
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: Number(perStar.find((s) => s.stars === stars)?.count ?? 0) })),
    reviews: latest.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export interface OwnReview {
  id: string;
  rating: number;
  body: string;
  status: ReviewStatus;
  verifiedBuyer: boolean;
  createdAt: string;
}

/** The caller's own review of a product, whatever its status (so they can see it is waiting). */
export async function ownReview(userId: string, productId: string): Promise<OwnReview | null> {
  const [row] = await db()
    .select({
      id: reviews.id,
      rating: reviews.rating,
      body: reviews.body,
      status: reviews.status,
      verifiedBuyer: reviews.verifiedBuyer,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** True when the customer has an order (not cancelled) containing the product. */
export function hasBought(userId: string, productId: string): Promise<boolean> {
  return hasOrderedProduct(userId, productId);
}

/** 'Léa M.' from the profile, else the account's name. */
async function authorNameOf(userId: string): Promise<string> {
  const [account, profile] = await Promise.all([accountSummary(userId), getProfile(userId)]);
  if (!account) throw new ReviewError("user_not_found");
  const row = { name: account.name, firstName: profile.firstName, lastName: profile.lastName };
  const first = row.firstName?.trim();
  if (first) {
    const initial = row.lastName?.trim().charAt(0);
    return initial ? `${first} ${initial.toUpperCase()}.` : first;
  }
  return row.name.trim() || "—";
}

/**
 * Writes the customer's review of a product as 'pending'. A second submit replaces the first and
 * sends it back to moderation. The rating and text are checked again here, whoever calls.
 */
export async function submitReview(userId: string, productId: string, rating: number, body: string, lang: Lang) {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new ReviewError("invalid_rating");
  const text = body.trim();
  if (text.length < REVIEW_MIN_LENGTH || text.length > REVIEW_MAX_LENGTH) throw new ReviewError("invalid_body");
  if (!UUID.test(productId)) throw new ReviewError("product_not_found");
  if (!(await productExists(productId))) throw new ReviewError("product_not_found");
  const [authorName, verifiedBuyer] = await Promise.all([authorNameOf(userId), hasBought(userId, productId)]);
  const [row] = await db()
    .insert(reviews)
    .values({ productId, userId, authorName, rating, body: text, lang, verifiedBuyer, status: "pending" })
    .onConflictDoUpdate({
      target: [reviews.productId, reviews.userId],
      set: { authorName, rating, body: text, lang, verifiedBuyer, status: "pending", createdAt: new Date(), moderatedAt: null },
    })
    .returning({ id: reviews.id, status: reviews.status, verifiedBuyer: reviews.verifiedBuyer });
  return row;
}

// Moderation belongs to the back office: moderateReview in reviews-admin.server.ts, audited.

export interface CustomerReviewRow {
  id: string;
  productId: string;
  rating: number;
  body: string;
  status: ReviewStatus;
  verifiedBuyer: boolean;
  createdAt: Date;
}

/** Every review a customer wrote, newest first, whatever its status (the back office). */
export async function reviewsOfCustomer(userId: string): Promise<CustomerReviewRow[]> {
  return db()
    .select({ id: reviews.id, productId: reviews.productId, rating: reviews.rating, body: reviews.body, status: reviews.status, verifiedBuyer: reviews.verifiedBuyer, createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
}

/**
 * Erasure deletes a customer's reviews: their text is the person's own words, which cannot be
 * anonymised reliably, and a review without an author is no longer an honest one (docs/product/reviews.md#rev-1).
 * The product's average and count follow, as they are computed from approved reviews.
 */
export async function deleteCustomerReviews(tx: Tx, userId: string): Promise<number> {
  const rows = await tx.delete(reviews).where(eq(reviews.userId, userId)).returning({ id: reviews.id });
  return rows.length;
}
