import type { Route } from "./+types/api.order-alerts";
import { requireStaff, stillStaff } from "~/server/permissions.server";
import { subscribeOrderAlerts, type OrderAlert } from "~/features/orders/order-alerts.server";
import { eventStream, type SendEvent } from "~/server/event-stream.server";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/**
 * The open back office's new-order alerts (docs/product/seo-and-install.md#seo-7): a server-sent events stream of
 * `orders` events, each carrying the new orders (number, total, first name) as JSON, for the staff
 * who may read orders. The page shows a toast, plays a sound and counts them on the orders tab
 * (components/admin/shell/order-alerts.tsx).
 *
 * Access is checked when the stream opens, and again, afresh, before each batch and at each
 * heartbeat: a member removed from the team, signed out, or without the permission since then is
 * told nothing more, and the stream ends.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { setCookies } = await requireStaff({ request, context }, "orders:read");
  const stillAllowed = () => stillStaff(request, "orders:read");
  let sendTo: SendEvent | undefined;
  let close: (() => void) | undefined;
  // Batches go out one after the other, each after its own check.
  let queue = Promise.resolve();
  const unsubscribe = await subscribeOrderAlerts((alerts: OrderAlert[]) => {
    queue = queue.then(async () => {
      const allowed = await stillAllowed().catch(() => false);
      if (allowed) sendTo?.("orders", JSON.stringify(alerts));
      else close?.();
    });
  });
  const response = eventStream(
    request.signal,
    (send, end) => {
      if (!unsubscribe) return undefined;
      sendTo = send;
      close = end;
      return unsubscribe;
    },
    { stillAllowed },
  );
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
}
