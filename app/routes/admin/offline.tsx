import { useSearchParams } from "react-router";
import type { Route } from "./+types/offline";
import { requireStaff } from "~/server/permissions.server";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { OfflineScreen, offlineReturnTo } from "~/components/admin/offline/offline-screen";

/**
 * /admin/offline (docs/product/seo-and-install.md#seo-7): the page the admin's service worker keeps and serves for any
 * back office address it cannot reach offline. The server renders the shell (its texts, the
 * staff member's navigation) and no live data; the content comes from the snapshot on the device
 * (components/admin/offline/offline-screen.tsx). The worker fetches it with the staff session and
 * keeps only a 200 answer, so a signed-out visitor's redirect to the sign-in is never kept.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "orders:read");
  return null;
}

/** Only the worker's copy is kept; the browser's HTTP cache keeps none. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The page never has live data to reload: moving between its views asks the server nothing. */
export function shouldRevalidate() {
  return false;
}

export const handle: CrumbHandle = { crumb: "adminOffline.title" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "adminOffline.title");

export default function OfflinePage() {
  const [params] = useSearchParams();
  return <OfflineScreen returnTo={offlineReturnTo(params.get("from"))} />;
}
