/**
 * /admin/seo-pro (docs/product/admin-back-office.md#adm-31): the SEO report across the shop, in five parts: missing titles
 * and descriptions per language, duplicates, images without alt text, products whose JSON-LD lacks
 * a required property, and internal links to pages that do not exist. Each point names its record
 * and links to the screen that fixes it (features/content/seo-report-admin.server.ts).
 */
import { isRouteErrorResponse, Link } from "react-router";
import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/seo-pro";
import { requireStaff } from "~/server/permissions.server";
import { ISSUE_GROUPS, seoReport, type SeoIssue, type SeoIssueGroup } from "~/features/content/seo-report-admin.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { Panel } from "~/components/admin/shell/panel";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "seo:write");
  const issues = await seoReport();
  // Grouped here: the screen's code must not import the server module's values.
  const groups = Object.fromEntries((Object.keys(ISSUE_GROUPS) as SeoIssueGroup[]).map((group) => [group, issues.filter((issue) => ISSUE_GROUPS[group].includes(issue.type))])) as Record<SeoIssueGroup, SeoIssue[]>;
  return { issues, groups };
}

export const handle: CrumbHandle = { crumb: "shell.nav.seoPro" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "seo.report.title");

/** A part shows this many points; the rest are counted (the report is read from the top). */
const SHOWN = 60;
const GROUPS: SeoIssueGroup[] = ["missing", "duplicate", "alt", "jsonLd", "links"];

export default function SeoPro({ loaderData }: Route.ComponentProps) {
  const { issues, groups: byGroup } = loaderData;
  const { t } = useTranslator();
  const { number } = useAdmin();

  return (
    <section aria-labelledby="seo-pro-title" className="space-y-5">
      <h1 id="seo-pro-title" className="text-3xl lg:text-4xl">
        {t("seo.report.title")}
      </h1>
      <p className="max-w-prose text-sm text-muted">{t("seo.report.intro")}</p>
      <nav aria-label={t("seo.report.title")}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {GROUPS.map((group) => (
            <li key={group}>
              <a href={`#seo-${group}-title`} className="flex min-h-16 flex-col justify-between rounded-soft border border-lines bg-surface p-3 hover:bg-background">
                <span className="text-xs text-muted">{t(`seo.report.group.${group}`)}</span>
                <span className={`text-2xl tabular-nums ${byGroup[group].length ? "text-accent-2" : "text-[#1e5630]"}`} data-testid={`seo-count-${group}`}>
                  {number(byGroup[group].length)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm font-medium">{t("seo.report.summary", { count: number(issues.length) })}</p>

      {GROUPS.map((group) => (
        <Panel key={group} id={`seo-${group}`} title={`${t(`seo.report.group.${group}`)} (${number(byGroup[group].length)})`} flush>
          {byGroup[group].length === 0 ? (
            <p className="flex items-center gap-2 p-4 text-sm text-muted">
              <CheckCircle2 aria-hidden="true" className="size-4 text-[#2f8a4a]" />
              {t("seo.report.allGood")}
            </p>
          ) : (
            <ul className="divide-y divide-lines" data-testid={`seo-issues-${group}`}>
              {byGroup[group].slice(0, SHOWN).map((issue, index) => (
                <IssueRow key={`${issue.type}-${issue.entity}-${issue.id}-${issue.lang ?? ""}-${index}`} issue={issue} />
              ))}
              {byGroup[group].length > SHOWN && <li className="px-4 py-2 text-sm text-muted">{t("seo.report.more", { count: number(byGroup[group].length - SHOWN) })}</li>}
            </ul>
          )}
        </Panel>
      ))}
    </section>
  );
}

function IssueRow({ issue }: { issue: SeoIssue }) {
  const { t } = useTranslator();
  const lang = issue.lang?.toUpperCase() ?? "";
  const message = t(`seo.report.issue.${issue.type}`, { lang, ...issue.detail });
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2">
      <div className="min-w-0 flex-1 basis-56">
        <p className="text-sm">
          <span className="text-xs text-muted">{t(`seo.report.entity.${issue.entity}`)} · </span>
          <span dir="auto" className="font-medium">
            {issue.name}
          </span>
        </p>
        <p dir="auto" className="text-sm text-muted">
          {message}
        </p>
      </div>
      <Link to={issue.fixHref} aria-label={t("seo.report.fixLabel", { name: issue.name })} className={buttonVariants({ variant: "surface", size: "sm", className: "inline-flex items-center" })}>
        {t("seo.report.fix")}
      </Link>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
