import type { Route } from "./+types/api.order-alerts";
import { requireStaff } from "~/server/permissions.server";
import { subscribeOrderAlerts, type OrderAlert } from "~/features/orders/order-alerts.server";
import { eventStream, type SendEvent } from "~/server/event-stream.server";

/**
 * The open back office's new-order alerts (issue 13 point 6): a server-sent events stream of
 * `orders` events, each carrying the new orders (number, total, first name) as JSON, for the staff
 * who may read orders. The page shows a toast, plays a sound and counts them on the orders tab
 * (components/admin/shell/order-alerts.tsx).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { setCookies } = await requireStaff(request, "orders:read");
  let sendTo: SendEvent | undefined;
  const unsubscribe = await subscribeOrderAlerts((alerts: OrderAlert[]) => sendTo?.("orders", JSON.stringify(alerts)));
  const response = eventStream(request.signal, (send) => {
    if (!unsubscribe) return undefined;
    sendTo = send;
    return unsubscribe;
  });
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
}
