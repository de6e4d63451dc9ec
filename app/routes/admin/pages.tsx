/**
 * /admin/pages (docs/product/admin-back-office.md#adm-22): the shop's five static pages (about, contact, privacy, terms,
 * install), each with its address, whether shoppers see it (published) or not (draft), how complete
 * each language is, and when it last changed. A page opens its editor, /admin/pages/:slug.
 */
import { isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/pages";
import { requireStaff } from "~/server/permissions.server";
import { listPagesAdmin, type PageListRow } from "~/features/content/pages-admin.server";
import { z } from "zod";
import { parseListQuery } from "~/schemas/admin/list-query";
import { LANGS } from "~/lib/langs";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn } from "~/components/admin/data-table/data-table";
import { DateCell, StatusCell, TextCell } from "~/components/admin/data-table/cells";
import { useTranslator } from "~/lib/request-context";

/** Five pages in docs/product/overview.md#shop-12 order: no paging, sorting or search; a filter on their status. */
const spec = { sorts: ["order"] as const, defaultSort: "order" as const, filters: { status: z.enum(["published", "draft"]) } };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "content:write");
  const query = parseListQuery(spec, new URL(request.url).searchParams);
  const all = await listPagesAdmin(lang);
  const rows = query.filters.status ? all.filter((row) => row.isPublished === (query.filters.status === "published")) : all;
  return { rows, query };
}

export const handle: CrumbHandle = { crumb: "shell.nav.pages" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "pages.title");

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { number, percent } = useAdmin();
  const { rows, query } = loaderData;
  const columns: AdminColumn<PageListRow>[] = [
    {
      id: "title",
      header: t("pages.column.page"),
      primary: true,
      cell: (row) => (
        <span className="flex flex-col">
          <Link to={`/admin/pages/${row.slug}`} dir="auto" className="font-medium underline-offset-4 hover:underline" aria-label={t("pages.editLabel", { name: row.title })}>
            {row.title}
          </Link>
          <bdi dir="ltr" className="text-xs text-muted">
            /{row.slug}
          </bdi>
        </span>
      ),
    },
    {
      id: "status",
      header: t("pages.column.status"),
      cell: (row) => <StatusCell label={t(row.isPublished ? "pages.status.published" : "pages.status.draft")} tone={row.isPublished ? "success" : "warning"} />,
    },
    {
      id: "languages",
      header: t("pages.column.languages"),
      cell: (row) => (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("pages.column.languages")}>
          {LANGS.map((lang) => {
            const { done, total } = row.completeness[lang];
            const share = total ? done / total : 1;
            const complete = done === total;
            return (
              <li
                key={lang}
                className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs tabular-nums ${complete ? "bg-background text-muted" : "bg-accent-2/10 text-accent-2"}`}
                title={t("pages.completeness", { done: number(done), total: number(total) })}
              >
                <span className="font-medium">{lang.toUpperCase()}</span>
                <bdi dir="ltr">{percent(share)}</bdi>
                <span className="sr-only">{t("pages.completeness", { done: number(done), total: number(total) })}</span>
              </li>
            );
          })}
        </ul>
      ),
    },
    {
      id: "updated",
      header: t("pages.column.updated"),
      cell: (row) => (row.updatedAt ? <DateCell value={row.updatedAt} withTime /> : <TextCell muted>—</TextCell>),
    },
  ];

  return (
    <section aria-labelledby="pages-title" className="space-y-4">
      <h1 id="pages-title" className="text-3xl lg:text-4xl">
        {t("pages.title")}
      </h1>
      <p className="text-sm text-muted">{t("pages.intro")}</p>
      <DataTable
        caption={t("pages.caption")}
        rows={rows}
        total={rows.length}
        query={query}
        columns={columns}
        getRowId={(row) => row.slug}
        rowLabel={(row) => row.title}
        emptyText={t("pages.empty")}
        searchable={false}
        filters={[
          {
            name: "status",
            label: t("pages.column.status"),
            options: [
              { value: "published", label: t("pages.status.published") },
              { value: "draft", label: t("pages.status.draft") },
            ],
          },
        ]}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
