import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requireStaff } from "~/server/permissions.server";
import { NotFoundPanel } from "~/components/admin/shell/not-found-panel";
import { adminTitle } from "~/components/admin/shell/meta";

/** Other admin paths show the 404 page (docs/product/overview.md#shop-7), inside the shell, with a 404 status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "dashboard:read");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "shell.notFound.title");

export default function AdminNotFound() {
  return <NotFoundPanel />;
}
