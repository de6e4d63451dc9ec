import { useMemo } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/messages";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { countMessagesByState, listMessages, messageListSpec, setMessagesRead, type MessageListQuery, type MessageRow } from "~/features/contact/messages-admin.server";
import { formFields, messagesBulkSchema, MESSAGE_STATES } from "~/schemas/admin/inbox";
import { parseListQuery } from "~/schemas/admin/list-query";
import { LANG_NAMES, isLang } from "~/lib/langs";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { DateCell, StatusCell, TextCell } from "~/components/admin/data-table/cells";
import { FilterTabs } from "~/components/admin/data-table/filter-tabs";
import { messageState, MESSAGE_STATE_TONES } from "~/components/admin/inbox/message-state";
import { useTranslator } from "~/lib/request-context";

/** The contact messages inbox (docs/product/admin-back-office.md#adm-7): unread first in the eye, read and unread in bulk. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "messages:read");
  const query = parseListQuery(messageListSpec, new URL(request.url).searchParams) as MessageListQuery;
  const [page, counts] = await Promise.all([listMessages(query), countMessagesByState()]);
  return { query, ...page, counts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "messages:write");
  const parsed = messagesBulkSchema.safeParse(formFields(await readFormData(request)));
  if (!parsed.success) return data({ error: t(parsed.error.issues[0]?.message ?? "inbox.errors.invalidRequest") }, { status: 400 });
  const results = await setMessagesRead(user, parsed.data.ids, parsed.data.intent === "read", (code) => t(`messages.refused.${code}`));
  return { results };
}

export const handle: CrumbHandle = { crumb: "shell.nav.messages" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "messages.title");

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, counts } = loaderData;
  const { t } = useTranslator();
  const { can } = useAdmin();

  const columns = useMemo<AdminColumn<MessageRow>[]>(
    () => [
      {
        id: "from",
        header: t("messages.col.from"),
        sort: "name",
        primary: true,
        cell: (row) => (
          <Link to={`/admin/messages/${row.id}`} className={`inline-flex min-h-11 items-center underline-offset-4 hover:underline ${row.readAt ? "" : "font-semibold"}`}>
            {row.name}
          </Link>
        ),
      },
      {
        id: "subject",
        header: t("messages.col.subject"),
        cell: (row) => (
          <span className="block max-w-md whitespace-normal">
            <span dir="auto" className={row.readAt ? "" : "font-semibold"}>{row.subject}</span>
            <span dir="auto" className="line-clamp-1 text-sm text-muted">{row.excerpt}</span>
          </span>
        ),
      },
      { id: "state", header: t("messages.col.state"), cell: (row) => <StatusCell label={t(`messages.state.${messageState(row)}`)} tone={MESSAGE_STATE_TONES[messageState(row)]} /> },
      { id: "lang", header: t("messages.col.lang"), hideOnCard: true, cell: (row) => <TextCell>{isLang(row.lang) ? LANG_NAMES[row.lang] : row.lang}</TextCell> },
      { id: "createdAt", header: t("messages.col.createdAt"), sort: "createdAt", cell: (row) => <DateCell value={row.createdAt} withTime /> },
    ],
    [t],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [{ name: "state", label: t("messages.filter.state"), options: MESSAGE_STATES.map((state) => ({ value: state, label: t(`messages.state.${state}`) })) }],
    [t],
  );

  return (
    <section aria-labelledby="messages-title" className="space-y-4">
      <header className="space-y-1">
        <h1 id="messages-title" className="text-3xl lg:text-4xl">{t("messages.title")}</h1>
        <p className="max-w-2xl text-sm text-muted">{t("messages.intro")}</p>
      </header>
      <FilterTabs
        query={query}
        name="state"
        label={t("messages.filter.state")}
        tabs={[
          { label: t("shell.table.all"), count: counts.unread + counts.read + counts.replied },
          ...MESSAGE_STATES.map((state) => ({ value: state, label: t(`messages.state.${state}`), count: counts[state] })),
        ]}
      />
      <DataTable
        caption={t("messages.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.name} — ${row.subject}`}
        searchPlaceholder={t("messages.searchPlaceholder")}
        filters={filters}
        emptyText={t("messages.empty")}
        bulkActions={can("messages:write") ? [{ intent: "read", label: t("messages.markRead") }, { intent: "unread", label: t("messages.markUnread") }] : []}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
