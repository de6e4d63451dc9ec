import type { Route } from "./+types/customers.export";
import { requireStaff } from "~/server/permissions.server";
import { allCustomers, customerListSpec, type CustomerListQuery } from "~/features/customers/customers-admin.server";
import { csvResponse } from "~/features/admin/list.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/** The customers of the current search, filters and sort as CSV, streamed (docs/product/admin-back-office.md#adm-1). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = await requireStaff({ request, context }, "customers:read");
  const query = parseListQuery(customerListSpec, new URL(request.url).searchParams) as CustomerListQuery;
  const date = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `customers-${date}.csv`,
    [
      { header: t("customers.col.name"), value: (row) => row.name },
      { header: t("customers.col.kind"), value: (row) => t(row.guest ? "customers.kind.guest" : "customers.kind.account") },
      { header: t("customers.col.email"), value: (row) => row.email },
      { header: t("customers.col.phone"), value: (row) => row.phone },
      { header: t("customers.col.orders"), value: (row) => row.orderCount },
      // A plain decimal in ILS, which spreadsheets read as a number.
      { header: `${t("customers.col.spent")} (ILS)`, value: (row) => (row.spentIlsMinor / 100).toFixed(2) },
      { header: t("customers.col.level"), value: (row) => (row.level ? t(`customers.level.${row.level}`) : "") },
      { header: t("customers.col.newsletter"), value: (row) => t(row.newsletter ? "customers.newsletter.yes" : "customers.newsletter.no") },
      { header: t("customers.col.createdAt"), value: (row) => row.createdAt.toISOString() },
    ],
    allCustomers(query),
  );
}
