/**
 * The newsletter subscribers of the back office (docs/product/admin-back-office.md#adm-7, docs/product/mail.md#mail-5): each address with
 * its language, the consent sentence and when it was given, and when it unsubscribed; filtered and
 * sorted in SQL, and read in batches for the streamed CSV export.
 */
import { and, asc, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { newsletterSubscribers } from "../../../db/schema";
import { db } from "~/server/db.server";
import { SUBSCRIBER_STATES } from "~/schemas/admin/inbox";
import { containsPattern, inBatches, paginate, type Page } from "~/features/admin/list.server";
import type { ListQuery, ListSpec } from "~/schemas/admin/list-query";
import { LANGS, type Lang } from "~/lib/langs";

export const SUBSCRIBER_SORTS = ["consentAt", "email", "unsubscribedAt"] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export const subscriberListSpec = {
  sorts: SUBSCRIBER_SORTS,
  defaultSort: "consentAt",
  defaultDir: "desc",
  filters: { state: z.enum(SUBSCRIBER_STATES), lang: z.enum(LANGS) },
} satisfies ListSpec<SubscriberSort, Record<string, z.ZodType>>;

export type SubscriberListQuery = ListQuery<SubscriberSort, { state: SubscriberState; lang: Lang }>;

export interface SubscriberRow {
  id: string;
  email: string;
  lang: string;
  consentText: string;
  consentAt: Date;
  unsubscribedAt: Date | null;
}

function subscriberQuery(query: SubscriberListQuery) {
  const where: (SQL | undefined)[] = [];
  if (query.q) where.push(ilike(newsletterSubscribers.email, containsPattern(query.q)));
  if (query.filters.state === "subscribed") where.push(isNull(newsletterSubscribers.unsubscribedAt));
  if (query.filters.state === "unsubscribed") where.push(isNotNull(newsletterSubscribers.unsubscribedAt));
  if (query.filters.lang) where.push(eq(newsletterSubscribers.lang, query.filters.lang));
  const condition = and(...where);
  const direction = query.dir === "asc" ? asc : desc;
  const sortColumn = { consentAt: newsletterSubscribers.consentAt, email: sql`lower(${newsletterSubscribers.email})`, unsubscribedAt: newsletterSubscribers.unsubscribedAt }[query.sort];
  const fetchRows = (limit: number, offset: number): Promise<SubscriberRow[]> =>
    db()
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        lang: newsletterSubscribers.lang,
        consentText: newsletterSubscribers.consentText,
        consentAt: newsletterSubscribers.consentAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(condition)
      // Unsubscribed last whichever way unsubscribe dates sort; the id breaks ties between pages.
      .orderBy(sql`${direction(sortColumn)} nulls last`, asc(newsletterSubscribers.id))
      .limit(limit)
      .offset(offset);
  const count = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers).where(condition))[0]?.n ?? 0;
  return { fetchRows, count };
}

export function listSubscribers(query: SubscriberListQuery): Promise<Page<SubscriberRow>> {
  const { fetchRows, count } = subscriberQuery(query);
  return paginate(query, fetchRows, count);
}

/** Every subscriber of the current filter and sort, read in batches (the CSV export). */
export function allSubscribers(query: SubscriberListQuery): AsyncGenerator<SubscriberRow> {
  return inBatches(subscriberQuery(query).fetchRows);
}
