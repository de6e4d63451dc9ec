import { Link } from "react-router";
import type { Route } from "./+types/index";
import { requireStaff } from "~/server/permissions.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import { hrefOf, NAV_GROUPS, visibleNav } from "~/components/admin/shell/nav";

/**
 * The dashboard (SPEC.md §2 "index"). Its to-do cards and sales figures come with their services
 * (issue 10 point 4); until then it shows only what is real: the screens this role can open.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "dashboard:read");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "shell.dashboard.title");

export default function Dashboard() {
  const { t, user } = useAdmin();
  const screens = visibleNav(user.role).filter((entry) => entry.id !== "dashboard");
  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <header>
        <h1 id="dashboard-title" className="text-3xl lg:text-4xl">{t("shell.dashboard.title")}</h1>
        <p className="mt-1 text-muted">{t("shell.dashboard.hello", { name: user.name })}</p>
      </header>
      <div>
        <h2 className="mb-3 font-sans text-sm font-semibold text-muted">{t("shell.dashboard.intro")}</h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {[...screens]
            .sort((a, b) => NAV_GROUPS.indexOf(a.group) - NAV_GROUPS.indexOf(b.group))
            .map((entry) => {
              const Icon = entry.icon;
              return (
                <li key={entry.id}>
                  <Link to={hrefOf(entry)} className="flex min-h-16 items-center gap-3 rounded-soft border border-lines bg-surface px-4 py-3 hover:border-accent/50">
                    <Icon aria-hidden="true" className="size-5 text-accent" strokeWidth={1.75} />
                    <span className="font-medium">{t(entry.label)}</span>
                  </Link>
                </li>
              );
            })}
        </ul>
      </div>
    </section>
  );
}
