import { useEffect, useMemo } from "react";
import { data, isRouteErrorResponse, useFetcher } from "react-router";
import { BadgeCheck, Check, Star, X } from "lucide-react";
import type { Route } from "./+types/reviews";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { countReviewsByStatus, listReviews, moderateReviews, reviewListSpec, type ReviewListQuery, type ReviewRow } from "~/features/reviews/reviews-admin.server";
import { formFields, reviewDecisionSchema, REVIEW_STATUSES } from "~/schemas/admin/inbox";
import { parseListQuery } from "~/schemas/admin/list-query";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter, type BulkResult } from "~/components/admin/data-table/data-table";
import { DateCell, StatusCell, type StatusTone } from "~/components/admin/data-table/cells";
import { FilterTabs } from "~/components/admin/data-table/filter-tabs";
import { toast } from "~/components/ui/toast";
import { useTranslator } from "~/lib/request-context";

/** The review queue (docs/product/admin-back-office.md#adm-7): approve or reject, one at a time or in bulk. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "reviews:read");
  const query = parseListQuery(reviewListSpec, new URL(request.url).searchParams) as ReviewListQuery;
  const [page, counts] = await Promise.all([listReviews(query, lang), countReviewsByStatus()]);
  return { query, ...page, counts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "reviews:write");
  const parsed = reviewDecisionSchema.safeParse(formFields(await readFormData(request)));
  if (!parsed.success) return data({ error: t(parsed.error.issues[0]?.message ?? "inbox.errors.invalidRequest") }, { status: 400 });
  const { intent, ids } = parsed.data;
  const results = await moderateReviews(user, ids, intent === "approve" ? "approved" : "rejected", (code) => t(`reviewQueue.refused.${code}`));
  return { intent, results };
}

export const handle: CrumbHandle = { crumb: "shell.nav.reviews" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "reviewQueue.title");

const STATUS_TONES: Record<ReviewRow["status"], StatusTone> = { pending: "warning", approved: "success", rejected: "danger" };

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, counts } = loaderData;
  const { t } = useTranslator();
  const { can } = useAdmin();
  const mayModerate = can("reviews:write");
  useDecisionToast();

  const columns = useMemo<AdminColumn<ReviewRow>[]>(
    () => [
      { id: "author", header: t("reviewQueue.col.author"), primary: true, cell: (row) => <Author row={row} /> },
      { id: "rating", header: t("reviewQueue.col.rating"), sort: "rating", cell: (row) => <Stars rating={row.rating} /> },
      {
        id: "body",
        header: `${t("reviewQueue.col.body")} · ${t("reviewQueue.col.product")}`,
        // The product above the text, in one column: the decision buttons stay on screen.
        cell: (row) => (
          <span className="block max-w-md whitespace-normal">
            <span className="block text-xs font-medium uppercase tracking-wide text-muted">{row.productName}</span>
            <span dir="auto" className="line-clamp-3 text-sm">
              {row.body}
            </span>
          </span>
        ),
      },
      { id: "status", header: t("reviewQueue.col.status"), cell: (row) => <StatusCell label={t(`reviewQueue.status.${row.status}`)} tone={STATUS_TONES[row.status]} /> },
      { id: "createdAt", header: t("reviewQueue.col.createdAt"), sort: "createdAt", cell: (row) => <DateCell value={row.createdAt} /> },
      ...(mayModerate ? [{ id: "actions", header: t("reviewQueue.col.actions"), cell: (row: ReviewRow) => <Decision row={row} /> }] : []),
    ],
    [t, mayModerate],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [
      { name: "status", label: t("reviewQueue.filter.status"), options: REVIEW_STATUSES.map((status) => ({ value: status, label: t(`reviewQueue.status.${status}`) })) },
      { name: "rating", label: t("reviewQueue.filter.rating"), options: [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: t("reviewQueue.stars", { count: stars }) })) },
      { name: "verified", label: t("reviewQueue.filter.verified"), options: [{ value: "yes", label: t("shell.table.yes") }, { value: "no", label: t("shell.table.no") }] },
    ],
    [t],
  );
  const all = counts.pending + counts.approved + counts.rejected;

  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <header className="space-y-1">
        <h1 id="reviews-title" className="text-3xl lg:text-4xl">{t("reviewQueue.title")}</h1>
        <p className="max-w-2xl text-sm text-muted">{t("reviewQueue.intro")}</p>
      </header>
      <FilterTabs
        query={query}
        name="status"
        label={t("reviewQueue.filter.status")}
        tabs={[{ label: t("shell.table.all"), count: all }, ...REVIEW_STATUSES.map((status) => ({ value: status, label: t(`reviewQueue.status.${status}`), count: counts[status] }))]}
      />
      <DataTable
        caption={t("reviewQueue.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.authorName}
        searchPlaceholder={t("reviewQueue.searchPlaceholder")}
        filters={filters}
        emptyText={t("reviewQueue.empty")}
        bulkActions={mayModerate ? [{ intent: "approve", label: t("reviewQueue.approve") }, { intent: "reject", label: t("reviewQueue.reject") }] : []}
      />
    </section>
  );
}

function Author({ row }: { row: ReviewRow }) {
  const { t } = useTranslator();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{row.authorName}</span>
      {row.verifiedBuyer && (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-[#1e5630]">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t("reviewQueue.verified")}
        </span>
      )}
    </span>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslator();
  return (
    <span role="img" aria-label={t("reviewQueue.stars", { count: rating })} className="inline-flex items-center gap-0.5 whitespace-nowrap" title={t("reviewQueue.stars", { count: rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`size-4 ${n <= rating ? "fill-accent text-accent" : "text-lines"}`} />
      ))}
    </span>
  );
}

/**
 * The rows' own decisions share one fetcher (by key): a decided row may leave the filtered list, so
 * the page, which stays, tells how it went.
 */
const DECISION_FETCHER = "review-decision";
type DecisionAnswer = { intent?: string; results?: BulkResult[]; error?: string };

function useDecisionToast() {
  const { t } = useTranslator();
  const fetcher = useFetcher<DecisionAnswer>({ key: DECISION_FETCHER });
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const result = fetcher.data.results?.[0];
    if (result?.ok) toast.success(t(fetcher.data.intent === "approve" ? "reviewQueue.approved" : "reviewQueue.rejected"));
    else toast.error(result?.reason ?? fetcher.data.error ?? t("inbox.errors.invalidRequest"));
  }, [fetcher.state, fetcher.data, t]);
}

/** One review's own approve and reject buttons; the same action as the bulk bar, with one id. */
function Decision({ row }: { row: ReviewRow }) {
  const { t } = useTranslator();
  const fetcher = useFetcher<DecisionAnswer>({ key: DECISION_FETCHER });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex gap-2">
      <input type="hidden" name="ids" value={row.id} />
      {(["approve", "reject"] as const)
        // A review is offered only the decisions that change it.
        .filter((intent) => row.status !== (intent === "approve" ? "approved" : "rejected"))
        .map((intent) => (
          <button
            key={intent}
            type="submit"
            name="intent"
            value={intent}
            disabled={busy}
            aria-label={t(intent === "approve" ? "reviewQueue.approveOne" : "reviewQueue.rejectOne", { name: row.authorName })}
            className={`inline-flex min-h-11 items-center gap-1 rounded-soft px-3 text-sm disabled:opacity-50 ${intent === "approve" ? "bg-ink font-medium text-background hover:bg-ink/90" : "border border-lines hover:bg-background"}`}
          >
            {intent === "approve" ? <Check aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
            {t(`reviewQueue.${intent}`)}
          </button>
        ))}
    </fetcher.Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
