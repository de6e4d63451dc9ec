import { data } from "react-router";
import type { Route } from "./+types/media.library";
import { requireStaff } from "~/server/permissions.server";
import { listMedia, mediaListSpec, type MediaListQuery } from "~/features/media/media-admin.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import type { MediaLibraryPage } from "~/schemas/admin/media";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/**
 * The library's pages as JSON, for the image picker that the catalogue and content editors open
 * (app/components/admin/media/media-picker.tsx): ?q=&page=&pageSize=, newest first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "products:read");
  const query = parseListQuery(mediaListSpec, new URL(request.url).searchParams) as MediaListQuery;
  const { rows, total } = await listMedia(query);
  return data<MediaLibraryPage>({ rows, total, query: { page: query.page, pageSize: query.pageSize, q: query.q } }, { headers: { "Cache-Control": "no-store" } });
}
