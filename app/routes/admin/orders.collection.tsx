import { Form, isRouteErrorResponse, Link, useLocation } from "react-router";
import { Download } from "lucide-react";
import type { Route } from "./+types/orders.collection";
import { requireStaff } from "~/server/permissions.server";
import { cashToCollect, collectionRange, collectionReport } from "~/features/orders/orders-admin.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * Pay on delivery's money (docs/product/admin-back-office.md#adm-4): what couriers still have to collect (shipped, not
 * delivered), and per day what was collected, in cash and by card, against what was shipped.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "orders:read");
  const range = collectionRange(new URL(request.url).searchParams);
  const [toCollect, days] = await Promise.all([cashToCollect(), collectionReport(range)]);
  return { range, toCollect, days };
}

export const handle: CrumbHandle = { parent: { crumb: "shell.nav.orders", to: "/admin/orders" }, crumb: "adminOrders.collection.title" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "adminOrders.collection.title");

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { range, toCollect, days } = loaderData;
  const { t } = useTranslator();
  const { money, number, day } = useAdmin();
  const { search } = useLocation();
  const num = "tabular-nums whitespace-nowrap";

  return (
    <section aria-labelledby="collection-title" className="space-y-5">
      <div>
        <p className="text-sm">
          <Link to="/admin/orders" className="inline-flex min-h-11 items-center text-muted underline-offset-4 hover:underline">{t("adminOrders.detail.back")}</Link>
        </p>
        <h1 id="collection-title" className="text-3xl lg:text-4xl">{t("adminOrders.collection.title")}</h1>
        <p className="mt-1 max-w-2xl text-[0.9375rem] text-muted">{t("adminOrders.collection.intro")}</p>
      </div>

      <section aria-labelledby="to-collect-title" className="rounded-soft border border-lines bg-surface p-4 sm:p-5">
        <h2 id="to-collect-title" className="font-sans text-lg font-semibold">{t("adminOrders.collection.toCollect")}</h2>
        {toCollect.length === 0 ? (
          <p className="mt-2 text-[0.9375rem] text-muted">{t("adminOrders.collection.toCollectEmpty")}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-3">
            {toCollect.map((entry) => (
              <li key={entry.currency}>
                <Link to={`/admin/orders?status=shipped&currency=${entry.currency}`} className="block min-w-40 rounded-soft border border-lines px-4 py-3 hover:border-ink">
                  <bdi dir="ltr" className={`block text-2xl font-semibold ${num}`}>{money(entry.amountMinor, entry.currency)}</bdi>
                  <span className="text-sm text-muted">{t.plural("adminOrders.collection.orderCount", entry.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="report-title" className="space-y-3">
        <h2 id="report-title" className="font-sans text-lg font-semibold">{t("adminOrders.collection.report")}</h2>
        <Form method="get" className="flex flex-wrap items-end gap-2 rounded-soft border border-lines bg-surface p-3">
          <label className="min-w-36 flex-1">
            <span className="mb-1 block text-xs font-medium text-muted">{t("adminOrders.filter.from")}</span>
            <input type="date" name="from" defaultValue={range.from} className="field" />
          </label>
          <label className="min-w-36 flex-1">
            <span className="mb-1 block text-xs font-medium text-muted">{t("adminOrders.filter.to")}</span>
            <input type="date" name="to" defaultValue={range.to} className="field" />
          </label>
          <Button type="submit" variant="ink" size="md">{t("adminOrders.collection.apply")}</Button>
          <a href={`/admin/orders/collection.csv${search}`} download className={buttonVariants({ variant: "outline", size: "sm", inline: true, className: "ms-auto" })}>
            <Download aria-hidden="true" className="size-4" />
            {t("shell.table.export")}
          </a>
        </Form>

        {days.length === 0 ? (
          <p className="rounded-soft border border-lines bg-surface px-4 py-10 text-center">{t("adminOrders.collection.empty")}</p>
        ) : (
          // A region a keyboard can reach and scroll when the report is wider than the screen.
          <div role="region" aria-label={t("adminOrders.collection.report")} tabIndex={0} className="overflow-x-auto rounded-soft border border-lines bg-surface">
            <table className="w-full border-collapse text-[0.9375rem]">
              <caption className="sr-only">{t("adminOrders.collection.report")}</caption>
              <thead className="border-b border-lines bg-background/60 text-xs text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">{t("adminOrders.collection.col.day")}</th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">{t("adminOrders.collection.col.shipped")}</th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">{t("adminOrders.collection.col.delivered")}</th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">{t("adminOrders.method.cash")}</th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">{t("adminOrders.method.card")}</th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">{t("adminOrders.collection.col.collected")}</th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">{t("adminOrders.collection.col.difference")}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((row) => {
                  const collected = row.cashMinor + row.cardMinor;
                  const difference = collected - row.expectedMinor;
                  return (
                    <tr key={`${row.day}-${row.currency}`} className="border-b border-lines last:border-0">
                      <th scope="row" className="px-3 py-2.5 text-start font-medium">
                        <time dateTime={row.day} className="whitespace-nowrap">{day(row.day)}</time> <span className="text-xs text-muted">{row.currency}</span>
                      </th>
                      <td className="px-3 py-2.5 text-end">
                        <bdi dir="ltr" className={num}>{money(row.shippedMinor, row.currency)}</bdi>
                        <span className="block text-xs text-muted">{t.plural("adminOrders.collection.orderCount", row.shippedCount)}</span>
                      </td>
                      <td className={`px-3 py-2.5 text-end ${num}`}>{number(row.deliveredCount)}</td>
                      <td className="px-3 py-2.5 text-end"><bdi dir="ltr" className={num}>{money(row.cashMinor, row.currency)}</bdi></td>
                      <td className="px-3 py-2.5 text-end"><bdi dir="ltr" className={num}>{money(row.cardMinor, row.currency)}</bdi></td>
                      <td className="px-3 py-2.5 text-end font-semibold"><bdi dir="ltr" className={num}>{money(collected, row.currency)}</bdi></td>
                      <td className={`px-3 py-2.5 text-end ${difference < 0 ? "text-accent-2" : "text-muted"}`}>
                        <bdi dir="ltr" className={num}>{difference === 0 ? "—" : money(difference, row.currency)}</bdi>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
