import { useMemo } from "react";
import { isRouteErrorResponse, Link, useRevalidator, useSearchParams } from "react-router";
import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/media";
import { requireStaff } from "~/server/permissions.server";
import { listMedia, mediaListSpec, type MediaListQuery } from "~/features/media/media-admin.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import type { MediaRow } from "~/schemas/admin/media";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { DateCell, ImageCell, StatusCell } from "~/components/admin/data-table/cells";
import { ImageUploader } from "~/components/admin/media/image-uploader";
import { formatBytes } from "~/components/admin/media/format";
import { useTranslator } from "~/lib/request-context";

/**
 * The media library (docs/product/admin-back-office.md#adm-16): every image, newest first, searched by file name, with how
 * many things use each; an upload area on top for those who may add images. Each image opens its
 * page (/admin/media/:id) with its "used by" list and the delete.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "products:read");
  const query = parseListQuery(mediaListSpec, new URL(request.url).searchParams) as MediaListQuery;
  const { rows, total } = await listMedia(query);
  return { query, rows, total };
}

export const handle: CrumbHandle = { crumb: "shell.nav.media" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "media.title");

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { query, rows, total } = loaderData;
  const { t } = useTranslator();
  const { can, number } = useAdmin();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  // The image page's delete comes back here with the deleted file's name (the list's own links
  // and search leave it out, so it is said once).
  const deleted = params.get("deleted");

  const columns = useMemo<AdminColumn<MediaRow>[]>(
    () => [
      {
        id: "name",
        header: t("media.col.image"),
        sort: "name",
        primary: true,
        cell: (row) => (
          <Link to={`/admin/media/${row.id}`} className="group flex min-h-11 items-center gap-3" aria-label={t("media.open", { name: row.originalName })}>
            <ImageCell src={row.url} alt="" />
            <span className="flex min-w-0 flex-col">
              <bdi className="truncate font-medium underline-offset-4 group-hover:underline">{row.originalName}</bdi>
              {row.demo && <span className="text-xs font-normal text-muted">{t("media.demo")}</span>}
            </span>
          </Link>
        ),
      },
      {
        id: "size",
        header: t("media.col.size"),
        cell: (row) => (
          <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
            {t("media.dimensions", { width: number(row.width), height: number(row.height) })}
          </bdi>
        ),
      },
      {
        id: "bytes",
        header: t("media.col.bytes"),
        sort: "bytes",
        align: "end",
        cell: (row) => <bdi dir="ltr" className="whitespace-nowrap tabular-nums">{formatBytes(row.bytes, { t, number })}</bdi>,
      },
      { id: "createdAt", header: t("media.col.createdAt"), sort: "createdAt", cell: (row) => <DateCell value={row.createdAt} /> },
      {
        id: "usedBy",
        header: t("media.col.usedBy"),
        cell: (row) =>
          row.usedBy > 0 ? <StatusCell label={t("media.usedByCount", { count: number(row.usedBy) })} tone="info" /> : <StatusCell label={t("media.unused")} tone="neutral" />,
      },
    ],
    [t, number],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [{ name: "used", label: t("media.filter.usage"), options: [{ value: "yes", label: t("media.usage.used") }, { value: "no", label: t("media.usage.unused") }] }],
    [t],
  );

  return (
    <section aria-labelledby="media-title" className="space-y-4">
      <div className="space-y-1">
        <h1 id="media-title" className="text-3xl lg:text-4xl">{t("media.title")}</h1>
        <p className="text-sm text-muted">{t("media.intro")}</p>
      </div>
      {deleted && (
        <p role="status" className="flex items-center gap-2 rounded-soft border border-lines bg-surface px-4 py-3 text-sm">
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-[#1e5630]" />
          <bdi>{t("media.delete.done", { name: deleted })}</bdi>
        </p>
      )}
      {can("products:write") && <ImageUploader onUploaded={() => void revalidator.revalidate()} />}
      <DataTable
        caption={t("media.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.originalName}
        searchPlaceholder={t("media.searchPlaceholder")}
        filters={filters}
        emptyText={t("media.empty")}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
