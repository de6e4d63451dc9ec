import type { Route } from "./+types/newsletter.export";
import { requireStaff } from "~/server/permissions.server";
import { allSubscribers, subscriberListSpec, type SubscriberListQuery } from "~/features/newsletter/newsletter-admin.server";
import { csvResponse } from "~/features/admin/list.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/** The subscribers of the current search, filters and sort as CSV, streamed (docs/product/admin-back-office.md#adm-7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = await requireStaff({ request, context }, "customers:read");
  const query = parseListQuery(subscriberListSpec, new URL(request.url).searchParams) as SubscriberListQuery;
  const date = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `newsletter-${date}.csv`,
    [
      { header: t("subscribers.col.email"), value: (row) => row.email },
      // The language code (fr, en, he, ru): what a mailing tool imports.
      { header: t("subscribers.col.lang"), value: (row) => row.lang },
      { header: t("subscribers.col.state"), value: (row) => t(row.unsubscribedAt ? "subscribers.state.unsubscribed" : "subscribers.state.subscribed") },
      { header: t("subscribers.col.consentAt"), value: (row) => row.consentAt.toISOString() },
      { header: t("subscribers.col.consentText"), value: (row) => row.consentText },
      { header: t("subscribers.col.unsubscribedAt"), value: (row) => row.unsubscribedAt?.toISOString() ?? "" },
    ],
    allSubscribers(query),
  );
}
