/**
 * The dashboard (docs/product/admin-back-office.md#adm-3): each domain counts its own to-dos, and only the figures this
 * role may open are asked for, so a staff member's dashboard costs no query it cannot use.
 */
import type { Permission } from "~/lib/permissions";
import { ordersToDo, salesFigures, type OrdersToDo, type SalesFigure } from "~/features/orders/order-figures.server";
import { stockAlerts } from "~/features/stock/stock.server";
import { countReviewsByStatus } from "~/features/reviews/reviews-admin.server";
import { countMessagesByState } from "~/features/contact/messages-admin.server";
import { countMailByStatus } from "~/features/mail/outbox-admin.server";

export interface Dashboard {
  orders: OrdersToDo | null;
  sales: SalesFigure[] | null;
  stock: { low: number; soldOut: number } | null;
  reviewsAwaiting: number | null;
  unreadMessages: number | null;
  failedMail: number | null;
}

export async function dashboardFor(permissions: readonly Permission[], now = new Date()): Promise<Dashboard> {
  const when = <T,>(permission: Permission, load: () => Promise<T>) => (permissions.includes(permission) ? load() : Promise.resolve(null));
  const [orders, sales, stock, reviewsAwaiting, unreadMessages, failedMail] = await Promise.all([
    when("orders:read", ordersToDo),
    when("orders:read", () => salesFigures(now)),
    when("stock:read", () => stockAlerts()),
    when("reviews:read", async () => (await countReviewsByStatus()).pending),
    when("messages:read", async () => (await countMessagesByState()).unread),
    when("mail:read", async () => (await countMailByStatus()).failed),
  ]);
  return { orders, sales, stock, reviewsAwaiting, unreadMessages, failedMail };
}
