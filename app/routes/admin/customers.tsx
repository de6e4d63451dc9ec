import { useMemo } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import type { Route } from "./+types/customers";
import { requireStaff } from "~/server/permissions.server";
import { customerListSpec, listCustomers, type CustomerListQuery, type CustomerRow } from "~/features/customers/customers-admin.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { DateCell, MoneyCell, NumberCell, StatusCell, TextCell } from "~/components/admin/data-table/cells";
import { LOYALTY_LEVELS } from "../../../db/schema/customers";
import { useTranslator } from "~/lib/request-context";

/** The customers list (docs/product/admin-back-office.md#adm-5): the shared table with this resource's columns and filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "customers:read");
  const query = parseListQuery(customerListSpec, new URL(request.url).searchParams) as CustomerListQuery;
  const { rows, total } = await listCustomers(query);
  return { query, rows, total };
}

export const handle: CrumbHandle = { crumb: "shell.nav.customers" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "customers.title");

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { query, rows, total } = loaderData;
  const { t } = useTranslator();
  const { search } = useLocation();

  const columns = useMemo<AdminColumn<CustomerRow>[]>(
    () => [
      {
        id: "name",
        header: t("customers.col.name"),
        sort: "name",
        primary: true,
        // An account's row opens its page; a guest's, the orders placed with that e-mail.
        cell: (row) =>
          row.guest ? (
            <Link
              to={`/admin/orders?q=${encodeURIComponent(row.email)}`}
              className="inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline md:min-h-0"
              aria-label={t("customers.openGuestOrders", { email: row.email })}
            >
              {row.name || <bdi dir="ltr">{row.email}</bdi>}
            </Link>
          ) : (
            <Link to={`/admin/customers/${encodeURIComponent(row.id)}`} className="inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline md:min-h-0" aria-label={t("customers.openCustomer", { name: row.name || row.email })}>
              {row.name || t("customers.erased.name")}
            </Link>
          ),
      },
      {
        id: "kind",
        header: t("customers.col.kind"),
        cell: (row) => <StatusCell label={t(row.guest ? "customers.kind.guest" : "customers.kind.account")} tone={row.guest ? "neutral" : "success"} />,
      },
      { id: "email", header: t("customers.col.email"), sort: "email", cell: (row) => <TextCell ltr>{row.email}</TextCell> },
      { id: "phone", header: t("customers.col.phone"), cell: (row) => <TextCell ltr>{row.phone}</TextCell> },
      { id: "orders", header: t("customers.col.orders"), sort: "orders", align: "end", cell: (row) => <NumberCell value={row.orderCount} /> },
      { id: "spent", header: t("customers.col.spent"), sort: "spent", align: "end", cell: (row) => <MoneyCell minor={row.spentIlsMinor} currency="ILS" /> },
      { id: "level", header: t("customers.col.level"), cell: (row) => <TextCell>{row.level ? t(`customers.level.${row.level}`) : null}</TextCell> },
      {
        id: "newsletter",
        header: t("customers.col.newsletter"),
        cell: (row) => <StatusCell label={t(row.newsletter ? "customers.newsletter.yes" : "customers.newsletter.no")} tone={row.newsletter ? "success" : "neutral"} />,
      },
      { id: "createdAt", header: t("customers.col.createdAt"), sort: "createdAt", cell: (row) => <DateCell value={row.createdAt} /> },
    ],
    [t],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [
      { name: "kind", label: t("customers.filter.kind"), options: [{ value: "account", label: t("customers.kind.account") }, { value: "guest", label: t("customers.kind.guest") }] },
      { name: "newsletter", label: t("customers.filter.newsletter"), options: [{ value: "yes", label: t("customers.newsletter.yes") }, { value: "no", label: t("customers.newsletter.no") }] },
      { name: "level", label: t("customers.filter.level"), options: LOYALTY_LEVELS.map((level) => ({ value: level, label: t(`customers.level.${level}`) })) },
      { name: "orders", label: t("customers.filter.orders"), options: [{ value: "yes", label: t("shell.table.yes") }, { value: "no", label: t("shell.table.no") }] },
    ],
    [t],
  );

  return (
    <section aria-labelledby="customers-title" className="space-y-4">
      <h1 id="customers-title" className="text-3xl lg:text-4xl">{t("customers.title")}</h1>
      <p className="max-w-prose text-sm text-muted">{t("customers.guestHint")}</p>
      <DataTable
        caption={t("customers.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name || row.email}
        searchPlaceholder={t("customers.searchPlaceholder")}
        filters={filters}
        emptyText={t("customers.empty")}
        exportHref={`/admin/customers/export.csv${search}`}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
