/**
 * The command menu's search (issue 10 point 2): an order by number, name, phone or e-mail, and a
 * customer. Screens are found in the browser from the nav config. Each kind is searched only when
 * the staff member may read it.
 *
 * The order query is plain SQL here until the orders admin service exists; it then moves there.
 */
import { desc, eq, ilike, or, sql } from "drizzle-orm";
import { orders } from "../../../db/schema";
import { db } from "~/server/db.server";
import { containsPattern } from "./list.server";
import { findCustomers } from "~/features/customers/customers-admin.server";
import type { Permission } from "~/lib/permissions";

export interface SearchHit {
  kind: "order" | "customer";
  id: string;
  title: string;
  detail: string;
  href: string;
}

export const SEARCH_LIMIT = 5;

async function findOrders(term: string): Promise<SearchHit[]> {
  const pattern = containsPattern(term);
  const digits = term.replace(/\D/g, "");
  const number = /^#?\d{1,15}$/.test(term.trim()) ? Number(term.trim().replace("#", "")) : null;
  const name = sql<string>`concat_ws(' ', ${orders.shippingAddress}->>'firstName', ${orders.shippingAddress}->>'lastName')`;
  const phone = sql<string>`coalesce(${orders.shippingAddress}->>'phone', '')`;
  const rows = await db()
    .select({ id: orders.id, orderNumber: orders.orderNumber, email: orders.email, name, status: orders.status })
    .from(orders)
    .where(
      or(
        number !== null ? eq(orders.orderNumber, number) : undefined,
        ilike(orders.email, pattern),
        ilike(name, pattern),
        digits.length >= 4 ? sql`regexp_replace(${phone}, '[^0-9]', '', 'g') like ${containsPattern(digits)}` : undefined,
      ),
    )
    // An exact order number first, then the newest.
    .orderBy(sql`${orders.orderNumber} = ${number ?? -1} desc`, desc(orders.createdAt))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({
    kind: "order",
    id: row.id,
    title: `#${row.orderNumber}`,
    detail: `${row.name} · ${row.email}`,
    href: `/admin/orders?q=${row.orderNumber}`,
  }));
}

export async function adminSearch(term: string, permissions: readonly Permission[]): Promise<SearchHit[]> {
  const q = term.trim().slice(0, 100);
  if (q.length < 2) return [];
  const [orderHits, customerHits] = await Promise.all([
    permissions.includes("orders:read") ? findOrders(q) : [],
    permissions.includes("customers:read")
      ? findCustomers(q, SEARCH_LIMIT).then((rows) =>
          rows.map<SearchHit>((row) => ({
            kind: "customer",
            id: row.id,
            title: row.name,
            detail: [row.email, row.phone].filter(Boolean).join(" · "),
            href: `/admin/customers/${encodeURIComponent(row.id)}`,
          })),
        )
      : [],
  ]);
  return [...orderHits, ...customerHits];
}
