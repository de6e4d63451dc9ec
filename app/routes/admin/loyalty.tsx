/**
 * /admin/loyalty (docs/product/admin-back-office.md#adm-6, docs/product/admin-back-office.md#adm-6): members by level, with the counts as
 * filters, the list in the shared data table, and the latest ledger entries.
 */
import { useMemo } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import type { Route } from "./+types/loyalty";
import { requireStaff } from "~/server/permissions.server";
import { listHref, parseListQuery } from "~/schemas/admin/list-query";
import { latestLedgerEntries, listMembers, memberListSpec, membersByLevel, type MemberListQuery, type MemberRow } from "~/features/loyalty/loyalty-admin.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { DateCell, MoneyCell, NumberCell, TextCell } from "~/components/admin/data-table/cells";
import { LedgerLine } from "~/components/admin/loyalty/ledger-line";
import { LOYALTY_LEVELS } from "../../../db/schema";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "customers:read");
  const query = parseListQuery(memberListSpec, new URL(request.url).searchParams) as MemberListQuery;
  const [members, counts, ledger] = await Promise.all([listMembers(query), membersByLevel(), latestLedgerEntries(20)]);
  return { query, ...members, counts, ledger };
}

export const handle: CrumbHandle = { crumb: "shell.nav.loyalty" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "loyalty.screenTitle");

const customerHref = (userId: string) => `/admin/customers/${encodeURIComponent(userId)}`;

export default function Loyalty({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, counts, ledger } = loaderData;
  const { t } = useTranslator();
  const { number } = useAdmin();
  const { pathname } = useLocation();

  const columns = useMemo<AdminColumn<MemberRow>[]>(
    () => [
      {
        id: "name",
        header: t("loyalty.col.member"),
        primary: true,
        cell: (row) => (
          <Link to={customerHref(row.userId)} className="inline-flex min-h-11 flex-col justify-center underline-offset-4 hover:underline md:min-h-0">
            <span>{row.name || t("customers.erased.name")}</span>
            <bdi dir="ltr" className="text-xs text-muted">{row.email}</bdi>
          </Link>
        ),
      },
      { id: "level", header: t("customers.col.level"), sort: "level", cell: (row) => <TextCell>{t(`customers.level.${row.level}`)}</TextCell> },
      { id: "points", header: t("loyalty.col.points"), sort: "points", align: "end", cell: (row) => <NumberCell value={row.currentPoints} /> },
      { id: "total", header: t("loyalty.col.total"), sort: "total", align: "end", cell: (row) => <NumberCell value={row.totalPoints} /> },
      { id: "spent", header: t("loyalty.col.spent"), sort: "spent", align: "end", cell: (row) => <MoneyCell minor={row.lifetimeSpentEurMinor} currency="EUR" /> },
      { id: "updatedAt", header: t("loyalty.col.updatedAt"), sort: "updatedAt", cell: (row) => <DateCell value={row.updatedAt} /> },
    ],
    [t],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [{ name: "level", label: t("customers.filter.level"), options: LOYALTY_LEVELS.map((level) => ({ value: level, label: t(`customers.level.${level}`) })) }],
    [t],
  );

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl lg:text-4xl">{t("loyalty.screenTitle")}</h1>
        <p className="mt-1 text-muted">{t("loyalty.intro")}</p>
      </header>

      <section aria-labelledby="levels-title">
        <h2 id="levels-title" className="sr-only">{t("loyalty.levels")}</h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {LOYALTY_LEVELS.map((level) => {
            const active = query.filters.level === level;
            return (
              <li key={level}>
                <Link
                  to={listHref(query, { filters: { level: active ? undefined : level } }, pathname)}
                  aria-current={active ? "true" : undefined}
                  className={`flex min-h-20 flex-col justify-center rounded-soft border bg-surface px-4 py-3 hover:border-accent/50 ${active ? "border-accent ring-1 ring-accent" : "border-lines"}`}
                >
                  <span className="text-sm text-muted">{t(`customers.level.${level}`)}</span>
                  <span className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`level-count-${level}`}>
                    <bdi dir="ltr">{number(counts[level])}</bdi>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="members-title" className="space-y-3">
        <h2 id="members-title" className="font-sans text-lg font-semibold">{t("loyalty.members")}</h2>
        <DataTable
          caption={t("loyalty.members")}
          rows={rows}
          total={total}
          query={query}
          columns={columns}
          getRowId={(row) => row.userId}
          rowLabel={(row) => row.name || row.email}
          filters={filters}
          searchable={false}
          emptyText={t("loyalty.empty")}
        />
      </section>

      <section aria-labelledby="ledger-title" className="rounded-soft border border-lines bg-surface">
        <h2 id="ledger-title" className="border-b border-lines px-4 py-3 font-sans text-lg font-semibold">{t("loyalty.latest")}</h2>
        {ledger.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-muted">{t("loyalty.latestEmpty")}</p>
        ) : (
          <ul className="divide-y divide-lines">
            {ledger.map((entry) => (
              <LedgerLine
                key={entry.id}
                entry={{ ...entry, orderNumber: entry.order?.orderNumber ?? null }}
                who={
                  <Link to={customerHref(entry.userId)} className="font-medium underline-offset-4 hover:underline">
                    {entry.name || entry.email}
                  </Link>
                }
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
