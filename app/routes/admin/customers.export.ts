import type { Route } from "./+types/customers.export";
import { requireStaff } from "~/server/permissions.server";
import { allCustomers, customerListSpec, type CustomerListQuery } from "~/features/customers/customers-admin.server";
import { csvResponse } from "~/features/admin/list.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { adminLang } from "~/server/request-context.server";
import { adminMessages } from "~/locales/admin";

/** The customers of the current search, filters and sort as CSV, streamed (issue 10 point 3). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "customers:read");
  const query = parseListQuery(customerListSpec, new URL(request.url).searchParams) as CustomerListQuery;
  const texts = adminMessages(await adminLang(request));
  const date = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `customers-${date}.csv`,
    [
      { header: texts["customers.col.name"], value: (row) => row.name },
      { header: texts["customers.col.kind"], value: (row) => texts[row.guest ? "customers.kind.guest" : "customers.kind.account"] },
      { header: texts["customers.col.email"], value: (row) => row.email },
      { header: texts["customers.col.phone"], value: (row) => row.phone },
      { header: texts["customers.col.orders"], value: (row) => row.orderCount },
      // A plain decimal in ILS, which spreadsheets read as a number.
      { header: `${texts["customers.col.spent"]} (ILS)`, value: (row) => (row.spentIlsMinor / 100).toFixed(2) },
      { header: texts["customers.col.level"], value: (row) => (row.level ? texts[`customers.level.${row.level}`] : "") },
      { header: texts["customers.col.newsletter"], value: (row) => texts[row.newsletter ? "customers.newsletter.yes" : "customers.newsletter.no"] },
      { header: texts["customers.col.createdAt"], value: (row) => row.createdAt.toISOString() },
    ],
    allCustomers(query),
  );
}
