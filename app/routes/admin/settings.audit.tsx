/**
 * /admin/settings/audit (docs/product/admin-back-office.md#adm-12): the full audit log, for the owner only ("audit:read"):
 * who did what and when, with the values before and after, filtered by actor, entity and date in
 * the shared data table.
 */
import { useMemo } from "react";
import { isRouteErrorResponse } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/settings.audit";
import { requireStaff } from "~/server/permissions.server";
import { dayFilter, parseListQuery, shopDayRange, type ListQuery } from "~/schemas/admin/list-query";
import { auditFacets, listAudit, type AuditRow } from "~/features/audit/audit.server";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { DateCell, TextCell } from "~/components/admin/data-table/cells";
import { AuditChanges, useAuditActionLabel } from "~/components/admin/audit/audit-trail";
import { useTranslator } from "~/lib/request-context";

const auditListSpec = {
  sorts: ["createdAt"] as const,
  defaultSort: "createdAt" as const,
  defaultDir: "desc" as const,
  filters: { actor: z.string().max(100), entity: z.string().regex(/^[a-z_]{1,50}$/), from: dayFilter, to: dayFilter },
};
type AuditListQuery = ListQuery<"createdAt", { actor: string; entity: string; from: string; to: string }>;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "audit:read");
  const query = parseListQuery(auditListSpec, new URL(request.url).searchParams) as AuditListQuery;
  const { actor, entity, from, to } = query.filters;
  const range = shopDayRange(from, to);
  const [{ rows, total }, facets] = await Promise.all([
    // listAudit's `to` is inclusive: the last instant before the next day.
    listAudit({ actorId: actor, entity, from: range.from, to: range.to ? new Date(range.to.getTime() - 1) : undefined, page: query.page, pageSize: query.pageSize }),
    auditFacets(),
  ]);
  return { query, rows, total, facets };
}

export const handle: CrumbHandle = { crumb: "shell.nav.audit" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "audit.title");

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, facets } = loaderData;
  const { t } = useTranslator();
  const actionLabel = useAuditActionLabel();

  const columns = useMemo<AdminColumn<AuditRow>[]>(
    () => [
      { id: "createdAt", header: t("audit.col.date"), sort: "createdAt", cell: (row) => <DateCell value={row.createdAt} withTime /> },
      { id: "action", header: t("audit.col.action"), primary: true, cell: (row) => <span>{actionLabel(row.action)}</span> },
      { id: "actor", header: t("audit.col.actor"), cell: (row) => <TextCell ltr>{row.actorEmail ?? t("audit.system")}</TextCell> },
      {
        id: "entity",
        header: t("audit.col.entity"),
        cell: (row) => (
          <span>
            {t(`audit.entity.${row.entity}`, undefined, row.entity)}
            {row.entityId && (
              <>
                {" "}
                <bdi dir="ltr" className="text-xs text-muted">{row.entityId.slice(0, 8)}</bdi>
              </>
            )}
          </span>
        ),
      },
      {
        id: "changes",
        header: t("audit.changes"),
        cell: (row) =>
          row.before == null && row.after == null ? (
            <span className="text-muted">—</span>
          ) : (
            <details className="max-w-md whitespace-normal">
              <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm underline-offset-4 hover:underline md:min-h-0">{t("audit.showChanges")}</summary>
              <AuditChanges before={row.before} after={row.after} entity={row.entity} />
            </details>
          ),
      },
    ],
    [t, actionLabel],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [
      { name: "actor", label: t("audit.filter.actor"), options: facets.actors.map((actor) => ({ value: actor.id, label: actor.email ?? actor.id })) },
      { name: "entity", label: t("audit.filter.entity"), options: facets.entities.map((entity) => ({ value: entity, label: t(`audit.entity.${entity}`, undefined, entity) })) },
      { name: "from", label: t("audit.filter.from"), type: "date" as const },
      { name: "to", label: t("audit.filter.to"), type: "date" as const },
    ],
    [t, facets],
  );

  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <header>
        <h1 id="audit-title" className="text-3xl lg:text-4xl">{t("audit.title")}</h1>
        <p className="mt-1 text-muted">{t("audit.intro")}</p>
      </header>
      <DataTable
        caption={t("audit.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => actionLabel(row.action)}
        filters={filters}
        searchable={false}
        emptyText={t("audit.empty")}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
