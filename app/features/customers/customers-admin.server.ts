/**
 * The customers list of the back office (docs/product/admin-back-office.md#adm-1 and docs/product/admin-back-office.md#adm-5): accounts with the customer role,
 * their name and phone from the profile, their order count and lifetime spend, loyalty level and
 * newsletter consent; and the guests who bought without an account, by e-mail. Search, filters and sort all run in SQL; the page is cut in SQL too.
 */
import { sql, type SQL } from "drizzle-orm";
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
  filters: { newsletter: yesNoFilter, level: z.enum(LOYALTY_LEVELS), orders: yesNoFilter, kind: z.enum(["account", "guest"]) },
} satisfies ListSpec<CustomerSort, Record<string, z.ZodType>>;

export type CustomerListQuery = ListQuery<CustomerSort, { newsletter: "yes" | "no"; level: LoyaltyLevel; orders: "yes" | "no"; kind: "account" | "guest" }>;

export interface CustomerRow {
  /** The account's id; a guest's is `guest:` and their lower-case e-mail. */
  id: string;
  /** Bought without an account: the orders placed as a guest with an e-mail no verified customer account has. */
  guest: boolean;
  name: string;
  email: string;
  phone: string | null;
  /** When the account was made; a guest's first order. */
  createdAt: Date;
  orderCount: number;
  /** Lifetime spend in ILS minor units: every order but cancelled ones, at its ILS total. */
  spentIlsMinor: number;
  /** An account's loyalty level; a guest has none. */
  level: LoyaltyLevel | null;
  newsletter: boolean;
}

/** A guest row's id: `guest:` and the e-mail in lower case. */
export const GUEST_ID_PREFIX = "guest:";

/**
 * Accounts with the customer role, and beside them the guests: the orders placed without an
 * account (user_id null), one row per e-mail (any case), named and reached as on their latest order.
 * A guest's orders count under the account made with the same e-mail once its address is verified
 * (the back office sees one person); the customer's own history shows them once she adds them to
 * her account (attachGuestOrders), as the shop asks her first.
 */
function people() {
  const latest = (value: SQL) => sql`(array_agg(${value} order by ${orders.createdAt} desc))[1]`;
  const shipping = (field: string) => sql`${orders.shippingAddress}->>${field}`;
  return sql`
    with verified as (
      select ${user.id} as id, lower(${user.email}) as email from ${user} where ${user.role} = 'customer' and ${user.emailVerified}
    ), stats as (
      select coalesce(${orders.userId}, verified.id) as user_id, count(*)::int as order_count, sum(${orders.totalIlsMinor}) as spent
      from ${orders}
      left join verified on ${orders.userId} is null and verified.email = lower(${orders.email})
      where coalesce(${orders.userId}, verified.id) is not null and ${orders.status} <> 'cancelled'
      group by 1
    ), people as (
      select ${user.id} as id, false as guest,
        coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${user.name}) as name,
        ${user.email} as email, ${profiles.phone} as phone, ${user.createdAt} as created_at,
        coalesce(stats.order_count, 0) as order_count, coalesce(stats.spent, 0) as spent,
        coalesce(${loyaltyAccounts.loyaltyLevel}, 'bronze') as level
      from ${user}
      left join ${profiles} on ${profiles.userId} = ${user.id}
      left join ${loyaltyAccounts} on ${loyaltyAccounts.userId} = ${user.id}
      left join stats on stats.user_id = ${user.id}
      where ${user.role} = 'customer'
      union all
      select ${GUEST_ID_PREFIX} || lower(${orders.email}) as id, true as guest,
        coalesce(${latest(sql`nullif(trim(concat_ws(' ', ${shipping("firstName")}, ${shipping("lastName")})), '')`)}, '') as name,
        ${latest(sql`${orders.email}`)} as email,
        ${latest(sql`nullif(${shipping("phone")}, '')`)} as phone,
        min(${orders.createdAt}) as created_at,
        (count(*) filter (where ${orders.status} <> 'cancelled'))::int as order_count,
        coalesce(sum(${orders.totalIlsMinor}) filter (where ${orders.status} <> 'cancelled'), 0) as spent,
        null as level
      from ${orders}
      where ${orders.userId} is null and lower(${orders.email}) not in (select email from verified)
      group by lower(${orders.email})
    )`;
}

type PersonRecord = { id: string; guest: boolean; name: string | null; email: string; phone: string | null; created_at: string | Date; order_count: number | string; spent: number | string; level: LoyaltyLevel | null; newsletter: boolean };

async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

function customerQuery(query: CustomerListQuery) {
  /** Subscribed now: a row for the address (any case) that was not unsubscribed. */
  const subscribed = sql`exists (select 1 from ${newsletterSubscribers} where lower(${newsletterSubscribers.email}) = lower(people.email) and ${newsletterSubscribers.unsubscribedAt} is null)`;

  const where: SQL[] = [sql`true`];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const digits = query.q.replace(/\D/g, "");
    const matches = [sql`people.name ilike ${pattern}`, sql`people.email ilike ${pattern}`, sql`people.phone ilike ${pattern}`];
    // A phone typed with other spaces or dashes than it was saved with.
    if (digits.length >= 4) matches.push(sql`regexp_replace(coalesce(people.phone, ''), '[^0-9]', '', 'g') like ${containsPattern(digits)}`);
    where.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  const { newsletter, level, orders: hasOrders, kind } = query.filters;
  if (newsletter) where.push(newsletter === "yes" ? subscribed : sql`not ${subscribed}`);
  if (level) where.push(sql`people.level = ${level}`);
  if (hasOrders) where.push(hasOrders === "yes" ? sql`people.order_count > 0` : sql`people.order_count = 0`);
  if (kind) where.push(kind === "guest" ? sql`people.guest` : sql`not people.guest`);
  const condition = sql.join(where, sql` and `);

  const sortColumn: Record<CustomerSort, SQL> = {
    name: sql`lower(people.name)`,
    email: sql`lower(people.email)`,
    createdAt: sql`people.created_at`,
    orders: sql`people.order_count`,
    spent: sql`people.spent`,
  };
  // The id breaks ties, so a row never shows on two pages.
  const order = sql`${sortColumn[query.sort]} ${sql.raw(query.dir === "asc" ? "asc" : "desc")}, people.id asc`;

  const fetchRows = async (limit: number, offset: number): Promise<CustomerRow[]> => {
    const rows = await rowsOf<PersonRecord>(sql`${people()} select people.*, ${subscribed} as newsletter from people where ${condition} order by ${order} limit ${limit} offset ${offset}`);
    return rows.map((row) => ({
      id: row.id,
      guest: Boolean(row.guest),
      name: row.name ?? "",
      email: row.email,
      phone: row.phone,
      createdAt: new Date(row.created_at),
      orderCount: Number(row.order_count),
      spentIlsMinor: Number(row.spent),
      level: row.level,
      newsletter: Boolean(row.newsletter),
    }));
  };
  const count = async () => {
    const [row] = await rowsOf<{ n: number | string }>(sql`${people()} select count(*)::int as n from people where ${condition}`);
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
