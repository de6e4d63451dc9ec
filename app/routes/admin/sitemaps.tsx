/**
 * /admin/sitemaps (docs/product/admin-back-office.md#adm-31): what /sitemap.xml holds, per language, with counts and the
 * latest change; what it holds per kind (pages, categories, products, landing pages), each address
 * listed; and what it leaves out and why (draft or archived products, products of a hidden
 * category, hidden categories, unpublished pages and landing pages), each linked to its editor.
 * The screen reads the same listing as the XML (features/content/sitemap.server.ts).
 */
import { useMemo } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { ChevronDown, ExternalLink } from "lucide-react";
import type { Route } from "./+types/sitemaps";
import { Ltr, LtrSentence } from "~/components/ui/ltr";
import { requireStaff } from "~/server/permissions.server";
import { env } from "~/server/env.server";
import { sitemapListing, type SitemapEntry, type SitemapKind } from "~/features/content/sitemap.server";
import { LANG_NAMES, LANGS } from "~/lib/langs";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { Panel } from "~/components/admin/shell/panel";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { DateCell, StatusCell } from "~/components/admin/data-table/cells";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "seo:write");
  const { entries, excluded } = await sitemapListing();
  return { entries, excluded, origin: env().publicUrl };
}

export const handle: CrumbHandle = { crumb: "shell.nav.sitemaps" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "seo.sitemaps.title");

const KINDS: SitemapKind[] = ["page", "category", "product", "landing"];

const latest = (entries: SitemapEntry[]) => entries.reduce<string | null>((max, entry) => (entry.lastModified && (!max || entry.lastModified > max) ? entry.lastModified : max), null);

export default function Sitemaps({ loaderData }: Route.ComponentProps) {
  const { entries, excluded, origin } = loaderData;
  const { t } = useTranslator();
  const { number, lang } = useAdmin();
  const lastChange = useMemo(() => latest(entries), [entries]);
  const byKind = useMemo(() => Object.fromEntries(KINDS.map((kind) => [kind, entries.filter((entry) => entry.kind === kind)])) as Record<SitemapKind, SitemapEntry[]>, [entries]);

  return (
    <section aria-labelledby="sitemaps-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="sitemaps-title" className="text-3xl lg:text-4xl">
          {t("seo.sitemaps.title")}
        </h1>
        <a href="/sitemap.xml" target="_blank" rel="noreferrer" className={buttonVariants({ variant: "surface", size: "sm", inline: true })}>
          <ExternalLink aria-hidden="true" className="size-4" />
          <Ltr>/sitemap.xml</Ltr>
        </a>
      </div>
      <p className="max-w-prose text-sm text-muted">
        <LtrSentence text={t("seo.sitemaps.intro")} values={{ path: "/sitemap.xml" }} />
      </p>

      <Panel id="sitemaps-languages" title={t("seo.sitemaps.perLanguage")} flush>
        <table className="w-full text-sm">
          <caption className="sr-only">{t("seo.sitemaps.perLanguage")}</caption>
          <thead className="text-xs text-muted">
            <tr className="border-b border-lines">
              <th scope="col" className="px-4 py-2 text-start font-medium">
                {t("seo.sitemaps.col.language")}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t("seo.sitemaps.col.urls")}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t("seo.sitemaps.col.lastModified")}
              </th>
            </tr>
          </thead>
          <tbody>
            {LANGS.map((code) => (
              <tr key={code} className="border-b border-lines last:border-0">
                <th scope="row" className="px-4 py-3 text-start font-medium">
                  <span lang={code}>{LANG_NAMES[code]}</span> <Ltr className="text-xs text-muted">/{code}/…</Ltr>
                </th>
                <td className="px-4 py-3 text-end tabular-nums" data-testid={`sitemap-count-${code}`}>
                  {number(entries.length)}
                </td>
                <td className="px-4 py-3 text-end">{lastChange ? <DateCell value={lastChange} withTime /> : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="border-t border-lines px-4 py-3 text-xs text-muted">{t("seo.sitemaps.sameInEveryLanguage", { total: number(entries.length * LANGS.length) })}</p>
      </Panel>

      <Panel id="sitemaps-kinds" title={t("seo.sitemaps.included", { count: number(entries.length) })} flush>
        <ul className="divide-y divide-lines">
          {KINDS.map((kind) => (
            <li key={kind}>
              <details className="group">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 hover:bg-background">
                  <span className="font-medium">{t(`seo.sitemaps.kind.${kind}`)}</span>
                  <span className="flex items-center gap-3 text-sm text-muted">
                    <span className="tabular-nums">{number(byKind[kind].length)}</span>
                    {latest(byKind[kind]) && <DateCell value={latest(byKind[kind])!} />}
                    <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                  </span>
                </summary>
                {byKind[kind].length === 0 ? (
                  <p className="px-4 pb-3 text-sm text-muted">{t("seo.sitemaps.noneOfKind")}</p>
                ) : (
                  <ul className="space-y-1 px-4 pb-3">
                    {byKind[kind].map((entry) => (
                      <li key={entry.path} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                        <a href={`/${lang}${entry.path}`} target="_blank" rel="noreferrer" className="min-w-0 truncate underline-offset-4 hover:underline">
                          <bdi dir="ltr" className="font-mono text-xs">
                            {`/${lang}${entry.path || "/"}`}
                          </bdi>
                          {entry.label && entry.kind !== "page" && (
                            <span dir="auto" className="ms-2 text-muted">
                              {entry.label}
                            </span>
                          )}
                        </a>
                        <span className="text-xs text-muted">{entry.lastModified ? <DateCell value={entry.lastModified} /> : null}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </details>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel id="sitemaps-excluded" title={t("seo.sitemaps.excluded", { count: number(excluded.length) })} flush>
        {excluded.length === 0 ? (
          <p className="p-4 text-sm text-muted">{t("seo.sitemaps.noExclusions")}</p>
        ) : (
          <ul className="divide-y divide-lines" data-testid="sitemap-excluded">
            {excluded.map((entry) => (
              <li key={`${entry.kind}-${entry.path}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2">
                <div className="min-w-0">
                  <p dir="auto" className="truncate text-sm font-medium">
                    {entry.label || entry.path}
                  </p>
                  <p className="text-xs text-muted">
                    {t(`seo.sitemaps.kind.${entry.kind}`)} · <Ltr className="font-mono">{`/${lang}${entry.path}`}</Ltr>
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <StatusCell label={t(`seo.sitemaps.reason.${entry.reason}`)} tone={entry.reason === "archived" ? "neutral" : "warning"} />
                  {entry.editHref && (
                    <Link to={entry.editHref} className="inline-flex min-h-11 items-center rounded-soft px-2 text-sm underline-offset-4 hover:underline" aria-label={t("seo.sitemaps.fix", { name: entry.label || entry.path })}>
                      {t("seo.sitemaps.edit")}
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <p className="text-xs text-muted">
        {t("seo.sitemaps.origin")} <Ltr>{origin}</Ltr>
      </p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
