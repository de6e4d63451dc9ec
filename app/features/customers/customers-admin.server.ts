/**
 * The customers list of the back office (issue 10 points 3 and 6): accounts with the customer role,
 * their name and phone from the profile, their order count and lifetime spend, loyalty level and
 * newsletter consent. Search, filters and sort all run in SQL; the page is cut in SQL too.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { LOYALTY_LEVELS, loyaltyAccounts, newsletterSubscribers, orders, profiles, user, type LoyaltyLevel } from "../../../db/schema";
import { db } from "~/server/db.server";
import { containsPattern, inBatches, paginate, type Page } from "~/features/admin/list.server";
import { yesNoFilter, type ListQuery, type ListSpec } from "~/schemas/admin/list-query";

export const CUSTOMER_SORTS = ["name", "email", "createdAt", "orders", "spent"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** The list's URL contract: its sorts and filters, parsed by the shared listQuery. */
export const customerListSpec = {
  sorts: CUSTOMER_SORTS,
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { newsletter: yesNoFilter, level: z.enum(LOYALTY_LEVELS), orders: yesNoFilter },
} satisfies ListSpec<CustomerSort, Record<string, z.ZodType>>;

export type CustomerListQuery = ListQuery<CustomerSort, { newsletter: "yes" | "no"; level: LoyaltyLevel; orders: "yes" | "no" }>;

export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  orderCount: number;
  /** Lifetime spend in ILS minor units: every order but cancelled ones, at its ILS total. */
  spentIlsMinor: number;
  level: LoyaltyLevel;
  newsletter: boolean;
}

function orderStats() {
  return db()
    .select({
      userId: orders.userId,
      orderCount: sql<number>`count(*)::int`.as("order_count"),
      spent: sql<string>`sum(${orders.totalIlsMinor})`.as("spent"),
    })
    .from(orders)
    .where(sql`${orders.userId} is not null and ${orders.status} <> 'cancelled'`)
    .groupBy(orders.userId)
    .as("order_stats");
}

/** Subscribed now: a row for the address (any case) that was not unsubscribed. */
const subscribed = sql<boolean>`exists (select 1 from ${newsletterSubscribers} where lower(${newsletterSubscribers.email}) = lower(${user.email}) and ${newsletterSubscribers.unsubscribedAt} is null)`;

function customerQuery(query: CustomerListQuery) {
  const stats = orderStats();
  const fullName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${user.name})`;
  const orderCount = sql<number>`coalesce(${stats.orderCount}, 0)`;
  const spent = sql<number>`coalesce(${stats.spent}, 0)`;
  const level = sql<LoyaltyLevel>`coalesce(${loyaltyAccounts.loyaltyLevel}, 'bronze')`;

  const where: (SQL | undefined)[] = [eq(user.role, "customer")];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const digits = query.q.replace(/\D/g, "");
    where.push(
      or(
        ilike(user.name, pattern),
        ilike(user.email, pattern),
        ilike(fullName, pattern),
        ilike(profiles.phone, pattern),
        // A phone typed with other spaces or dashes than it was saved with.
        digits.length >= 4 ? sql`regexp_replace(coalesce(${profiles.phone}, ''), '[^0-9]', '', 'g') like ${containsPattern(digits)}` : undefined,
      ),
    );
  }
  const { newsletter, level: levelFilter, orders: hasOrders } = query.filters;
  if (newsletter) where.push(newsletter === "yes" ? subscribed : sql`not ${subscribed}`);
  if (levelFilter) where.push(sql`${level} = ${levelFilter}`);
  if (hasOrders) where.push(hasOrders === "yes" ? sql`${orderCount} > 0` : sql`${orderCount} = 0`);
  const condition = and(...where);

  const sortColumn: Record<CustomerSort, SQL | typeof user.email | typeof user.createdAt> = {
    name: sql`lower(${fullName})`,
    email: user.email,
    createdAt: user.createdAt,
    orders: orderCount,
    spent,
  };
  const direction = query.dir === "asc" ? asc : desc;
  // The id breaks ties, so a row never shows on two pages.
  const order = [direction(sortColumn[query.sort]), asc(user.id)];

  const base = () =>
    db()
      .select({
        id: user.id,
        name: fullName,
        email: user.email,
        phone: profiles.phone,
        createdAt: user.createdAt,
        orderCount,
        spent,
        level,
        newsletter: subscribed,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .leftJoin(loyaltyAccounts, eq(loyaltyAccounts.userId, user.id))
      .leftJoin(stats, eq(stats.userId, user.id))
      .where(condition);

  const fetchRows = async (limit: number, offset: number): Promise<CustomerRow[]> => {
    const rows = await base().orderBy(...order).limit(limit).offset(offset);
    return rows.map((row) => ({
      ...row,
      orderCount: Number(row.orderCount),
      spentIlsMinor: Number(row.spent),
      newsletter: Boolean(row.newsletter),
      createdAt: new Date(row.createdAt),
    }));
  };
  const count = async () => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .leftJoin(loyaltyAccounts, eq(loyaltyAccounts.userId, user.id))
      .leftJoin(stats, eq(stats.userId, user.id))
      .where(condition);
    return Number(row?.n ?? 0);
  };
  return { fetchRows, count };
}

export function listCustomers(query: CustomerListQuery): Promise<Page<CustomerRow>> {
  const { fetchRows, count } = customerQuery(query);
  return paginate(query, fetchRows, count);
}

/** Every customer of the current filter and sort, read in batches (the CSV export). */
export function allCustomers(query: CustomerListQuery): AsyncGenerator<CustomerRow> {
  return inBatches(customerQuery(query).fetchRows);
}

/** Customers whose name, e-mail or phone contains the term (the command menu). */
export async function findCustomers(term: string, limit = 5) {
  const { rows } = await listCustomers({ page: 1, pageSize: limit, q: term, sort: "name", dir: "asc", filters: {} });
  return rows;
}
