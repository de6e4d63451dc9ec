/** An order's status as a word with a colour (docs/product/checkout-and-orders.md#ord-8's names). */
import { StatusCell, type StatusTone } from "~/components/admin/data-table/cells";
import type { OrderStatus } from "../../../../db/schema/commerce";
import { useTranslator } from "~/lib/request-context";

const TONE: Record<OrderStatus, StatusTone> = {
  pending: "warning",
  processing: "info",
  shipped: "info",
  delivered: "success",
  cancelled: "neutral",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslator();
  return <StatusCell label={t(`adminOrders.status.${status}`)} tone={TONE[status] ?? "warning"} />;
}
