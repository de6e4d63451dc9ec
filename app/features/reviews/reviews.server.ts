/** Reviews (AMENDMENTS 13): only approved reviews are shown, and the average and count come from them. */
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/server/db.server";
import { reviews } from "../../../db/schema";

export interface ReviewSummary {
  average: number;
  count: number;
  /** Count per star, 5 to 1. */
  distribution: { stars: number; count: number }[];
  reviews: { id: string; authorName: string; rating: number; body: string; verifiedBuyer: boolean; createdAt: string }[];
}

export async function approvedReviews(productId: string, limit = 20): Promise<ReviewSummary> {
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
