import { data } from "react-router";
import type { Route } from "./+types/api.push";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { adminMiddleware } from "~/features/admin/admin-context.server";
import { vapidKeys } from "~/features/push/order-push-admin.server";
import { deviceLabelOf, removePushSubscription, savePushSubscription } from "~/features/push/push-devices-admin.server";
import { pushEndpointProblem } from "~/features/push/push-endpoint.server";
import { PUSH_SUBSCRIBE_INTENT, pushIntentSchema } from "~/schemas/admin/push";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/**
 * A device's new-order pushes (docs/product/seo-and-install.md#seo-7), for the staff who may read orders: GET gives the
 * shop's VAPID public key (the browser subscribes with it), POST turns this device's alerts on
 * (intent "subscribe", with its subscription and quiet hours) or off ("unsubscribe").
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "orders:read");
  return data({ publicKey: (await vapidKeys()).publicKey }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "orders:read");
  const parsed = pushIntentSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return data({ error: t(parsed.error.issues[0]?.message ?? "orderAlerts.errors.subscription") }, { status: 400 });
  if (parsed.data.intent === PUSH_SUBSCRIBE_INTENT) {
    // Only a browser's push service, never an address of the poster's choosing (push-endpoint.server.ts).
    const problem = pushEndpointProblem(parsed.data.endpoint);
    if (problem) return data({ error: t(problem === "not_push_service" ? "orderAlerts.errors.pushService" : "orderAlerts.errors.subscription") }, { status: 400 });
    await savePushSubscription(user.id, parsed.data, deviceLabelOf(request.headers.get("user-agent")));
    return data({ ok: t("orderAlerts.pushOn") });
  }
  const removed = await removePushSubscription(user.id, parsed.data.endpoint);
  return data({ ok: t(removed ? "orderAlerts.pushOff" : "orderAlerts.pushAlreadyOff") });
}
