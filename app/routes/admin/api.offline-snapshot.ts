import type { Route } from "./+types/api.offline-snapshot";
import { requireStaff } from "~/server/permissions.server";
import { offlineSnapshot } from "~/features/orders/orders-offline-admin.server";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/**
 * The back office's offline snapshot (docs/product/seo-and-install.md#seo-7): the dashboard's figures and the newest
 * 100 orders with their details, as JSON, for a staff member who may read orders. The admin's
 * service worker keeps the answer in Cache Storage (only a 200 answer: a refusal or a redirect to
 * the sign-in is never kept); the browser's own HTTP cache must not keep a copy.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { permissions, setCookies } = await requireStaff({ request, context }, "orders:read");
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return Response.json(await offlineSnapshot(permissions), { headers });
}
