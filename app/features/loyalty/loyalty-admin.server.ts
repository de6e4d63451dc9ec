/**
 * The back office's loyalty screen (docs/product/admin-back-office.md#adm-6, docs/product/admin-back-office.md#adm-6): members by level (counts
 * and a paged list in the shared data table), and the latest ledger entries. A member is a customer
 * with a loyalty balance row. Names and order numbers come from their own services.
 */
import { asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/server/db.server";
import { LOYALTY_LEVELS, loyaltyAccounts, loyaltyLedger, type LoyaltyLevel } from "../../../db/schema";
import { accountSummaries } from "~/features/accounts/accounts.server";
import { orderNumbers } from "~/features/orders/orders.server";
import { paginate, type Page } from "~/features/admin/list.server";
import type { ListQuery, ListSpec } from "~/schemas/admin/list-query";

export const MEMBER_SORTS = ["points", "total", "spent", "level", "updatedAt"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const memberListSpec = {
  sorts: MEMBER_SORTS,
  defaultSort: "spent",
  defaultDir: "desc",
  filters: { level: z.enum(LOYALTY_LEVELS) },
} satisfies ListSpec<MemberSort, Record<string, z.ZodType>>;

export type MemberListQuery = ListQuery<MemberSort, { level: LoyaltyLevel }>;

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  level: LoyaltyLevel;
  currentPoints: number;
  totalPoints: number;
  lifetimeSpentEurMinor: number;
  updatedAt: Date;
}

/** How many members each level has, every level listed (0 when empty). */
export async function membersByLevel(): Promise<Record<LoyaltyLevel, number>> {
  const rows = await db().select({ level: loyaltyAccounts.loyaltyLevel, n: count() }).from(loyaltyAccounts).groupBy(loyaltyAccounts.loyaltyLevel);
  const counts = Object.fromEntries(LOYALTY_LEVELS.map((level) => [level, 0])) as Record<LoyaltyLevel, number>;
  for (const row of rows) counts[row.level] = Number(row.n);
  return counts;
}

const levelRank = sql`array_position(array['bronze','silver','gold','platinum']::text[], ${loyaltyAccounts.loyaltyLevel})`;

export async function listMembers(query: MemberListQuery): Promise<Page<MemberRow>> {
  const where: SQL | undefined = query.filters.level ? eq(loyaltyAccounts.loyaltyLevel, query.filters.level) : undefined;
  const sortColumn = {
    points: loyaltyAccounts.currentPoints,
    total: loyaltyAccounts.totalPoints,
    spent: loyaltyAccounts.lifetimeSpentEurMinor,
    level: levelRank,
    updatedAt: loyaltyAccounts.updatedAt,
  }[query.sort];
  const direction = query.dir === "asc" ? asc : desc;
  return paginate(
    query,
    async (limit, offset) => {
      const rows = await db().select().from(loyaltyAccounts).where(where).orderBy(direction(sortColumn), asc(loyaltyAccounts.userId)).limit(limit).offset(offset);
      const people = await accountSummaries(rows.map((row) => row.userId));
      return rows.map((row) => ({
        userId: row.userId,
        name: people.get(row.userId)?.name ?? "",
        email: people.get(row.userId)?.email ?? "",
        level: row.loyaltyLevel,
        currentPoints: row.currentPoints,
        totalPoints: row.totalPoints,
        lifetimeSpentEurMinor: row.lifetimeSpentEurMinor,
        updatedAt: row.updatedAt,
      }));
    },
    async () => Number((await db().select({ n: count() }).from(loyaltyAccounts).where(where))[0]?.n ?? 0),
  );
}

export interface LedgerFeedEntry {
  id: string;
  userId: string;
  name: string;
  email: string;
  points: number;
  reason: "order_delivered" | "adjustment";
  note: string | null;
  order: { id: string; orderNumber: number | null } | null;
  createdAt: Date;
}

/** The newest ledger lines of every member. */
export async function latestLedgerEntries(limit = 20): Promise<LedgerFeedEntry[]> {
  const rows = await db().select().from(loyaltyLedger).orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id)).limit(limit);
  const [people, numbers] = await Promise.all([
    accountSummaries(rows.map((row) => row.userId)),
    orderNumbers(rows.flatMap((row) => (row.orderId ? [row.orderId] : []))),
  ]);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    name: people.get(row.userId)?.name ?? "",
    email: people.get(row.userId)?.email ?? "",
    points: row.points,
    reason: row.reason,
    note: row.note,
    order: row.orderId ? { id: row.orderId, orderNumber: numbers.get(row.orderId) ?? null } : null,
    createdAt: row.createdAt,
  }));
}
