import type { Route } from "./+types/index";
import { requireStaff } from "~/server/permissions.server";
import { dashboardFor } from "~/features/dashboard/dashboard.server";
import { adminTitle } from "~/components/admin/shell/meta";
import { DashboardView } from "~/components/admin/dashboard/dashboard-view";

/**
 * The dashboard (docs/product/admin-back-office.md#adm-3 "index"; docs/product/admin-back-office.md#adm-3): what waits for someone, each card a link to
 * the list it counts, then the sales against the period before. Figures this role may not see are
 * not even computed (dashboardFor).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { permissions } = await requireStaff({ request, context }, "dashboard:read");
  return { dashboard: await dashboardFor(permissions) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "shell.dashboard.title");

export default function DashboardScreen({ loaderData }: Route.ComponentProps) {
  return <DashboardView dashboard={loaderData.dashboard} />;
}
