/**
 * /admin/landing-pages (docs/product/admin-back-office.md#adm-22): the landing pages in the shared data table, with their
 * title, address, status and last change; searched by title or address, filtered by status. Each
 * opens its editor; "new" starts one.
 */
import { useMemo } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { Plus } from "lucide-react";
import type { Route } from "./+types/landing-pages";
import { requireStaff } from "~/server/permissions.server";
import { landingListSpec, listLandingPagesAdmin, type LandingListQuery, type LandingListRow } from "~/features/content/landing-pages-admin.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { DateCell, StatusCell, TextCell } from "~/components/admin/data-table/cells";
import { useDeletedToast } from "~/components/admin/form/answer-toasts";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "content:write");
  const query = parseListQuery(landingListSpec, new URL(request.url).searchParams) as LandingListQuery;
  const { rows, total } = await listLandingPagesAdmin(query, lang);
  return { query, rows, total };
}

export const handle: CrumbHandle = { crumb: "shell.nav.landingPages" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "landingPages.title");

const newButton = buttonVariants({ variant: "accent", size: "md", inline: true });

export default function LandingPages({ loaderData }: Route.ComponentProps) {
  const { query, rows, total } = loaderData;
  const { t } = useTranslator();

  // The editor's delete lands here.
  useDeletedToast(() => t("landingPages.deleted"));

  const columns = useMemo<AdminColumn<LandingListRow>[]>(
    () => [
      {
        id: "title",
        header: t("landingPages.col.title"),
        primary: true,
        cell: (row) => (
          <span className="inline-flex flex-col">
            <Link to={`/admin/landing-pages/${row.id}`} dir="auto" className="inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline md:min-h-0" aria-label={t("landingPages.edit", { name: row.title })}>
              {row.title}
            </Link>
            {row.missing.length > 0 && <span className="text-xs text-accent-2">{t("landingPages.missing", { langs: row.missing.map((lang) => lang.toUpperCase()).join(", ") })}</span>}
          </span>
        ),
      },
      { id: "slug", header: t("landingPages.col.slug"), sort: "slug", cell: (row) => <TextCell ltr>{`/p/${row.slug}`}</TextCell> },
      {
        id: "status",
        header: t("landingPages.col.status"),
        cell: (row) => <StatusCell label={t(`landingPages.status.${row.status}`)} tone={row.status === "published" ? "success" : "neutral"} />,
      },
      { id: "updated", header: t("landingPages.col.updated"), sort: "updated", cell: (row) => <DateCell value={row.updatedAt} withTime /> },
    ],
    [t],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [{ name: "status", label: t("landingPages.col.status"), options: (["draft", "published"] as const).map((value) => ({ value, label: t(`landingPages.status.${value}`) })) }],
    [t],
  );

  return (
    <section aria-labelledby="landing-pages-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="landing-pages-title" className="text-3xl lg:text-4xl">
          {t("landingPages.title")}
        </h1>
        <Link to="/admin/landing-pages/new" className={newButton}>
          <Plus aria-hidden="true" className="size-4" />
          {t("landingPages.new")}
        </Link>
      </div>
      <p className="text-sm text-muted">{t("landingPages.intro")}</p>
      <DataTable
        caption={t("landingPages.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.title}
        searchPlaceholder={t("landingPages.searchPlaceholder")}
        filters={filters}
        emptyText={t("landingPages.empty")}
        emptyAction={
          <Link to="/admin/landing-pages/new" className={`${newButton} mt-4`}>
            <Plus aria-hidden="true" className="size-4" />
            {t("landingPages.new")}
          </Link>
        }
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
