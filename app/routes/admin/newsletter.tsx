import { useMemo } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/newsletter";
import { requireStaff } from "~/server/permissions.server";
import { listSubscribers, subscriberListSpec, type SubscriberListQuery, type SubscriberRow } from "~/features/newsletter/newsletter-admin.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { SUBSCRIBER_STATES } from "~/schemas/admin/inbox";
import { LANGS, LANG_NAMES, isLang } from "~/lib/langs";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { DateCell, StatusCell, TextCell } from "~/components/admin/data-table/cells";
import { useTranslator } from "~/lib/request-context";

/**
 * The newsletter subscribers (docs/product/admin-back-office.md#adm-7): consent time and text, language, unsubscribes, and
 * the CSV of the current filter. Subscribers are customers' personal data: "customers:read".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "customers:read");
  const query = parseListQuery(subscriberListSpec, new URL(request.url).searchParams) as SubscriberListQuery;
  return { query, ...(await listSubscribers(query)) };
}

export const handle: CrumbHandle = { crumb: "shell.nav.newsletter" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "subscribers.title");

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { query, rows, total } = loaderData;
  const { t } = useTranslator();
  const { search } = useLocation();

  const columns = useMemo<AdminColumn<SubscriberRow>[]>(
    () => [
      { id: "email", header: t("subscribers.col.email"), sort: "email", primary: true, cell: (row) => <TextCell ltr>{row.email}</TextCell> },
      { id: "lang", header: t("subscribers.col.lang"), cell: (row) => <TextCell>{isLang(row.lang) ? LANG_NAMES[row.lang] : row.lang}</TextCell> },
      { id: "consentAt", header: t("subscribers.col.consentAt"), sort: "consentAt", cell: (row) => <DateCell value={row.consentAt} withTime /> },
      {
        id: "consentText",
        header: t("subscribers.col.consentText"),
        hideOnCard: true,
        cell: (row) => (
          <p dir="auto" className="line-clamp-2 max-w-sm whitespace-normal text-sm text-muted" title={row.consentText}>
            {row.consentText}
          </p>
        ),
      },
      {
        id: "state",
        header: t("subscribers.col.state"),
        cell: (row) => <StatusCell label={t(row.unsubscribedAt ? "subscribers.state.unsubscribed" : "subscribers.state.subscribed")} tone={row.unsubscribedAt ? "neutral" : "success"} />,
      },
      { id: "unsubscribedAt", header: t("subscribers.col.unsubscribedAt"), sort: "unsubscribedAt", cell: (row) => (row.unsubscribedAt ? <DateCell value={row.unsubscribedAt} withTime /> : <TextCell>{null}</TextCell>) },
    ],
    [t],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [
      { name: "state", label: t("subscribers.filter.state"), options: SUBSCRIBER_STATES.map((state) => ({ value: state, label: t(`subscribers.state.${state}`) })) },
      { name: "lang", label: t("subscribers.filter.lang"), options: LANGS.map((lang) => ({ value: lang, label: LANG_NAMES[lang] })) },
    ],
    [t],
  );

  return (
    <section aria-labelledby="newsletter-title" className="space-y-4">
      <header className="space-y-1">
        <h1 id="newsletter-title" className="text-3xl lg:text-4xl">{t("subscribers.title")}</h1>
        <p className="max-w-2xl text-sm text-muted">{t("subscribers.intro")}</p>
      </header>
      <DataTable
        caption={t("subscribers.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.email}
        searchPlaceholder={t("subscribers.searchPlaceholder")}
        filters={filters}
        emptyText={t("subscribers.empty")}
        exportHref={`/admin/newsletter/export.csv${search}`}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
