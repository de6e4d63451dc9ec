import { data } from "react-router";
import type { Route } from "./+types/customers.$id.export";
import { requireStaff } from "~/server/permissions.server";
import { exportCustomer } from "~/features/customers/customer-admin.server";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/**
 * One customer's data as a JSON download (docs/product/admin-back-office.md#adm-5): profile, addresses, orders, loyalty
 * ledger, reviews and newsletter consent. The download is audited by the service.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireStaff({ request, context }, "customers:read");
  const exported = await exportCustomer({ id: user.id, email: user.email }, params.id);
  if (!exported) throw data({ error: "not-found" }, { status: 404 });
  const date = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="customer-${params.id.replace(/[^\w-]/g, "")}-${date}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
