/**
 * The dashboard (issue 10 point 4): each domain counts its own to-dos, and only the figures this
 * role may open are asked for, so a staff member's dashboard costs no query it cannot use.
 */
import type { Permission } from "~/lib/permissions";
import { ordersToDo, salesFigures, type OrdersToDo, type SalesFigure } from "~/features/orders/order-figures.server";
import { stockAlerts } from "~/features/stock/stock.server";
import { countReviewsAwaiting } from "~/features/reviews/reviews.server";
import { countUnhandledMessages } from "~/features/contact/contact.server";
import { countFailedMail } from "~/server/mail.server";

export interface Dashboard {
  orders: OrdersToDo | null;
  sales: SalesFigure[] | null;
  stock: { low: number; soldOut: number } | null;
  reviewsAwaiting: number | null;
  unhandledMessages: number | null;
  failedMail: number | null;
}

export async function dashboardFor(permissions: readonly Permission[], now = new Date()): Promise<Dashboard> {
  const when = <T,>(permission: Permission, load: () => Promise<T>) => (permissions.includes(permission) ? load() : Promise.resolve(null));
  const [orders, sales, stock, reviewsAwaiting, unhandledMessages, failedMail] = await Promise.all([
    when("orders:read", ordersToDo),
    when("orders:read", () => salesFigures(now)),
    when("stock:read", () => stockAlerts()),
    when("reviews:read", countReviewsAwaiting),
    when("messages:read", countUnhandledMessages),
    when("mail:read", countFailedMail),
  ]);
  return { orders, sales, stock, reviewsAwaiting, unhandledMessages, failedMail };
}
