/**
 * The command menu's search (docs/product/admin-back-office.md#adm-1): an order by number, name, phone or e-mail, and a
 * customer. Screens are found in the browser from the nav config. Each kind is searched only when
 * the staff member may read it.
 */
import { findOrders } from "~/features/orders/orders-admin.server";
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

async function findOrderHits(term: string): Promise<SearchHit[]> {
  const rows = await findOrders(term, SEARCH_LIMIT);
  return rows.map((row) => ({
    kind: "order",
    id: row.id,
    title: `#${row.orderNumber}`,
    detail: `${row.name} · ${row.email}`,
    href: `/admin/orders/${row.id}`,
  }));
}

export async function adminSearch(term: string, permissions: readonly Permission[]): Promise<SearchHit[]> {
  const q = term.trim().slice(0, 100);
  if (q.length < 2) return [];
  const [orderHits, customerHits] = await Promise.all([
    permissions.includes("orders:read") ? findOrderHits(q) : [],
    permissions.includes("customers:read")
      ? findCustomers(q, SEARCH_LIMIT).then((rows) =>
          rows.map<SearchHit>((row) => ({
            kind: "customer",
            id: row.id,
            title: row.name || row.email,
            detail: [row.email, row.phone].filter(Boolean).join(" · "),
            // A guest has no page: their orders, found by e-mail.
            href: row.guest ? `/admin/orders?q=${encodeURIComponent(row.email)}` : `/admin/customers/${encodeURIComponent(row.id)}`,
          })),
        )
      : [],
  ]);
  return [...orderHits, ...customerHits];
}
