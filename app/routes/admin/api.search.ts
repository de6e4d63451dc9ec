import { data } from "react-router";
import type { Route } from "./+types/api.search";
import { requireStaff } from "~/server/permissions.server";
import { adminSearch } from "~/features/admin/search-admin.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/**
 * The command menu's server search: orders and customers, each only with the permission to read
 * them. It answers with its term, so the menu shows only the answer to what is typed now.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { permissions } = await requireStaff({ request, context }, "dashboard:read");
  // The same cleaning as every list's search box.
  const { q } = parseListQuery({ sorts: ["q"], defaultSort: "q" }, new URL(request.url).searchParams);
  return data({ q, hits: await adminSearch(q, permissions) }, { headers: { "Cache-Control": "no-store" } });
}
