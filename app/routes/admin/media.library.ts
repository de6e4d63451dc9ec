import { data } from "react-router";
import type { Route } from "./+types/media.library";
import { requireStaff } from "~/server/permissions.server";
import { listMedia, mediaListSpec, type MediaListQuery } from "~/features/media/media-admin.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import type { MediaLibraryPage } from "~/schemas/admin/media";

/**
 * The library's pages as JSON, for the image picker that the catalogue and content editors open
 * (app/components/admin/media/media-picker.tsx): ?q=&page=&pageSize=, newest first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "products:read");
  const query = parseListQuery(mediaListSpec, new URL(request.url).searchParams) as MediaListQuery;
  const { rows, total } = await listMedia(query);
  return data<MediaLibraryPage>({ rows, total, query: { page: query.page, pageSize: query.pageSize, q: query.q } }, { headers: { "Cache-Control": "no-store" } });
}
