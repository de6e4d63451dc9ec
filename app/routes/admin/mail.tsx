import { useMemo } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/mail";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { countMailByStatus, listMail, mailKinds, mailListSpec, retryMails, type MailListQuery, type MailRow } from "~/features/mail/outbox-admin.server";
import { formFields, mailRetrySchema, MAIL_STATUSES } from "~/schemas/admin/inbox";
import { parseListQuery } from "~/schemas/admin/list-query";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { DateCell, NumberCell, StatusCell, TextCell } from "~/components/admin/data-table/cells";
import { FilterTabs } from "~/components/admin/data-table/filter-tabs";
import { MAIL_STATUS_TONES, useMailKindLabel } from "~/components/admin/inbox/mail-labels";
import { useTranslator } from "~/lib/request-context";

/** The mail outbox (docs/product/admin-back-office.md#adm-7, docs/product/mail.md#mail-1): pending, sent, failed and stored mails; retry. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "mail:read");
  const query = parseListQuery(mailListSpec, new URL(request.url).searchParams) as MailListQuery;
  const [page, counts, kinds] = await Promise.all([listMail(query), countMailByStatus(query), mailKinds()]);
  return { query, ...page, counts, kinds };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "mail:write");
  const parsed = mailRetrySchema.safeParse(formFields(await readFormData(request)));
  if (!parsed.success) return data({ error: t(parsed.error.issues[0]?.message ?? "inbox.errors.invalidRequest") }, { status: 400 });
  return { results: await retryMails(user, parsed.data.ids, (code) => t(`mail.refused.${code}`)) };
}

export const handle: CrumbHandle = { crumb: "shell.nav.mail" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "mail.title");

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, counts, kinds } = loaderData;
  const { t } = useTranslator();
  const { can } = useAdmin();
  const kindLabel = useMailKindLabel();

  const columns = useMemo<AdminColumn<MailRow>[]>(
    () => [
      {
        id: "subject",
        header: `${t("mail.col.subject")} · ${t("mail.col.to")}`,
        primary: true,
        // The recipient under the subject: a long address must not push the table off the screen.
        cell: (row) => (
          <span className="block max-w-md whitespace-normal">
            <Link to={`/admin/mail/${row.id}`} dir="auto" className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
              {row.subject}
            </Link>
            <bdi dir="ltr" className="block break-all text-sm text-muted">
              <span className="sr-only">{t("mail.col.to")} : </span>
              {row.toAddress}
            </bdi>
          </span>
        ),
      },
      { id: "kind", header: t("mail.col.kind"), cell: (row) => <TextCell>{kindLabel(row.kind)}</TextCell> },
      { id: "status", header: t("mail.col.status"), cell: (row) => <StatusCell label={t(`mail.status.${row.status}`)} tone={MAIL_STATUS_TONES[row.status]} /> },
      { id: "attempts", header: t("mail.col.attempts"), sort: "attempts", align: "end", hideOnCard: true, cell: (row) => <NumberCell value={row.attempts} /> },
      { id: "createdAt", header: t("mail.col.createdAt"), sort: "createdAt", cell: (row) => <DateCell value={row.createdAt} withTime /> },
    ],
    [t, kindLabel],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [
      { name: "status", label: t("mail.filter.status"), options: MAIL_STATUSES.map((status) => ({ value: status, label: t(`mail.status.${status}`) })) },
      { name: "kind", label: t("mail.filter.kind"), options: kinds.map((kind) => ({ value: kind, label: kindLabel(kind) })) },
    ],
    [t, kinds, kindLabel],
  );
  const all = MAIL_STATUSES.reduce((sum, status) => sum + counts[status], 0);

  return (
    <section aria-labelledby="mail-title" className="space-y-4">
      <header className="space-y-1">
        <h1 id="mail-title" className="text-3xl lg:text-4xl">{t("mail.title")}</h1>
        <p className="max-w-2xl text-sm text-muted">{t("mail.intro")}</p>
      </header>
      <FilterTabs
        query={query}
        name="status"
        label={t("mail.filter.status")}
        tabs={[{ label: t("shell.table.all"), count: all }, ...MAIL_STATUSES.map((status) => ({ value: status, label: t(`mail.status.${status}`), count: counts[status] }))]}
      />
      <DataTable
        caption={t("mail.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.toAddress} — ${row.subject}`}
        searchPlaceholder={t("mail.searchPlaceholder")}
        filters={filters}
        emptyText={t("mail.empty")}
        bulkActions={can("mail:write") ? [{ intent: "retry", label: t("mail.retry") }] : []}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
