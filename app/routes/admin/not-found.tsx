import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { requireStaff } from "~/server/permissions.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";

/** Other admin paths show the 404 page (SPEC.md §2), inside the shell, with a 404 status. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "dashboard:read");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "shell.notFound.title");

export default function AdminNotFound() {
  const { t } = useAdmin();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" aria-labelledby="not-found-title">
      <p className="font-display text-7xl text-accent/70" aria-hidden="true">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl">{t("shell.notFound.title")}</h1>
      <Link to="/admin" className="btn btn-primary mt-8">{t("shell.notFound.link")}</Link>
    </section>
  );
}
