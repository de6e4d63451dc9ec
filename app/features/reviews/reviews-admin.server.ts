/**
 * The review queue of the back office (docs/product/admin-back-office.md#adm-7, docs/product/reviews.md#rev-1): every review with its
 * product, rating, text, verified-buyer mark and status, filtered and sorted in SQL; approving or
 * rejecting one at a time or in bulk, each review in its own transaction with its audit row. Only
 * approved reviews reach the storefront (reviews.server.ts approvedReviews), so a rejected one never
 * shows.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { reviews } from "../../../db/schema";
import { db } from "~/server/db.server";
import { REVIEW_STATUSES } from "~/schemas/admin/inbox";
import { logger } from "~/server/logger.server";
import { recordAudit } from "~/features/audit/audit.server";
import { productNames } from "~/features/catalog/catalog.server";
import { containsPattern, paginate, runBulk, type BulkOutcome, type Page } from "~/features/admin/list.server";
import type { ListQuery, ListSpec } from "~/schemas/admin/list-query";
import type { Actor } from "~/features/staff/staff-admin.server";
import type { Lang } from "~/lib/langs";
import type { ReviewStatus } from "./reviews.server";
import { UUID } from "~/lib/uuid";

export const REVIEW_SORTS = ["createdAt", "rating"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const reviewListSpec = {
  sorts: REVIEW_SORTS,
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: {
    status: z.enum(REVIEW_STATUSES),
    rating: z.coerce.number().int().min(1).max(5),
    verified: z.enum(["yes", "no"]),
  },
} satisfies ListSpec<ReviewSort, Record<string, z.ZodType>>;

export type ReviewListQuery = ListQuery<ReviewSort, { status: ReviewStatus; rating: number; verified: "yes" | "no" }>;

export interface ReviewRow {
  id: string;
  productId: string;
  productName: string;
  authorName: string;
  rating: number;
  body: string;
  lang: string;
  verifiedBuyer: boolean;
  status: ReviewStatus;
  createdAt: Date;
  moderatedAt: Date | null;
}

/** The queue's page; product names in the admin's language. */
export async function listReviews(query: ReviewListQuery, lang: Lang): Promise<Page<ReviewRow>> {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(or(ilike(reviews.authorName, pattern), ilike(reviews.body, pattern)));
  }
  const { status, rating, verified } = query.filters;
  if (status) where.push(eq(reviews.status, status));
  if (rating) where.push(eq(reviews.rating, rating));
  if (verified) where.push(eq(reviews.verifiedBuyer, verified === "yes"));
  const condition = and(...where);
  const direction = query.dir === "asc" ? asc : desc;
  const sortColumn = query.sort === "rating" ? reviews.rating : reviews.createdAt;

  const page = await paginate(
    query,
    (limit, offset) =>
      db()
        .select({
          id: reviews.id,
          productId: reviews.productId,
          authorName: reviews.authorName,
          rating: reviews.rating,
          body: reviews.body,
          lang: reviews.lang,
          verifiedBuyer: reviews.verifiedBuyer,
          status: reviews.status,
          createdAt: reviews.createdAt,
          moderatedAt: reviews.moderatedAt,
        })
        .from(reviews)
        .where(condition)
        .orderBy(direction(sortColumn), desc(reviews.createdAt), asc(reviews.id))
        .limit(limit)
        .offset(offset),
    async () => (await db().select({ n: sql<number>`count(*)::int` }).from(reviews).where(condition))[0]?.n ?? 0,
  );
  const names = await productNames(
    page.rows.map((row) => row.productId),
    lang,
  );
  return { total: page.total, rows: page.rows.map((row) => ({ ...row, productName: names.get(row.productId) ?? "—" })) };
}

/** How many reviews are in each status (the queue's tabs; "pending" is the dashboard's to-do card). */
export async function countReviewsByStatus(): Promise<Record<ReviewStatus, number>> {
  const rows = await db().select({ status: reviews.status, n: sql<number>`count(*)::int` }).from(reviews).groupBy(reviews.status);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((status) => [status, 0])) as Record<ReviewStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Why a review kept its status: gone, already decided, or an unexpected error ("failed"). */
export type ModerationRefusal = "notFound" | "already" | "failed";

/** A review that cannot take this decision; the message is the admin dictionary's key suffix. */
export class ModerationRefused extends Error {
  constructor(readonly code: ModerationRefusal) {
    super(`review moderation refused: ${code}`);
  }
}

/**
 * Approves or rejects one review, with its audit row in the same transaction. A review already in
 * that status is refused ("already"), so a bulk answer says which rows did not change.
 */
export async function moderateReview(actor: Actor, reviewId: string, status: "approved" | "rejected") {
  if (!UUID.test(reviewId)) throw new ModerationRefused("notFound");
  return db().transaction(async (tx) => {
    const [before] = await tx.select({ status: reviews.status, moderatedAt: reviews.moderatedAt }).from(reviews).where(eq(reviews.id, reviewId)).for("update");
    if (!before) throw new ModerationRefused("notFound");
    if (before.status === status) throw new ModerationRefused("already");
    const moderatedAt = new Date();
    await tx.update(reviews).set({ status, moderatedAt }).where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: status === "approved" ? "review.approve" : "review.reject",
      entity: "review",
      entityId: reviewId,
      before,
      after: { status, moderatedAt },
    });
    return { id: reviewId, status };
  });
}

/** The same decision for many reviews; each answers on its own (docs/product/admin-back-office.md#adm-1). */
export function moderateReviews(actor: Actor, ids: readonly string[], status: "approved" | "rejected", reasonOf: (code: ModerationRefusal) => string): Promise<BulkOutcome[]> {
  return runBulk(
    ids,
    async (id) => {
      await moderateReview(actor, id, status);
    },
    (error) => {
      if (error instanceof ModerationRefused) return reasonOf(error.code);
      logger.error({ err: error, status }, "review moderation failed");
      return reasonOf("failed");
    },
  );
}
