/**
 * /admin/translations (docs/product/admin-back-office.md#adm-25): one view across the shop's translatable texts — products
 * and their SEO, variants, image alt texts, categories, the home banner, pages and landing pages.
 * It shows each language's completeness (count and percentage, overall and per content type), lists
 * what is missing in a language (the URL holds the language, the view, the content type and the
 * page), and fills the gaps in a grid: the French source next to the language's field, all saved at
 * once. Each entry links to the screen that edits its whole record.
 */
import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useActionData, useNavigation } from "react-router";
import { useSettledAnswer } from "~/components/admin/form/admin-form";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { SubmissionResult } from "@conform-to/react";
import type { Route } from "./+types/translations";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { listTranslations, saveTranslations, translationsSummary, TranslationSaveError } from "~/features/i18n/translations-admin.server";
import { parseTranslationsQuery, TRANSLATION_TYPES, TRANSLATIONS_PAGE_SIZE, translationsSaveSchema, type TranslationType } from "~/schemas/admin/translations";
import { listHref } from "~/schemas/admin/list-query";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { Sentence } from "~/components/admin/shell/sentence";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { FilterTabs } from "~/components/admin/data-table/filter-tabs";
import { CompletenessPanel } from "~/components/admin/translations/completeness";
import { TranslationGrid } from "~/components/admin/translations/translation-grid";
import { toast } from "~/components/ui/toast";
import { LANGS, type Lang } from "~/lib/langs";
import { buttonVariants } from "~/components/ui/button";
import { formAction, refusedBodyMessage } from "~/server/form-action.server";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "translations:write");
  const { query, lang, show, type } = parseTranslationsQuery(new URL(request.url).searchParams);
  const summary = await translationsSummary();
  const list = await listTranslations({ lang, show, type, page: query.page }, summary);
  return { query, lang, show, type: type ?? null, summary, ...list };
}

type ActionData = { result: SubmissionResult<string[]>; ok?: string; error?: string; savedAt?: number; errors?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "translations:write");
  const form = await readFormData(request);
  return formAction({ request, context }, {
    schema: translationsSaveSchema,
    form,
    invalid: (submission) => ({ error: refusedBodyMessage(submission, t) ?? t("translations.errors.invalid") }),
    submit: async ({ lang, entries }, { submission }) => {
      try {
        const { saved } = await saveTranslations(lang, entries, { id: user.id, email: user.email });
        return data<ActionData>({ result: submission.reply({ resetForm: true }), ok: saved ? t("translations.saved", { count: saved }) : t("translations.nothingChanged"), savedAt: Date.now() });
      } catch (error) {
        if (error instanceof TranslationSaveError) {
          // In words (a limit names its number), by entry key and at the field, for the screen and for conform.
          const errors: Record<string, string> = {};
          const fieldErrors: Record<string, string[]> = {};
          for (const refusal of error.refusals) {
            const message = t(refusal.message, refusal.values);
            const key = entries[refusal.index]?.key;
            if (key) errors[key] = message;
            fieldErrors[`entries[${refusal.index}].text`] = [message];
          }
          return data<ActionData>({ result: submission.reply({ fieldErrors }), errors, error: t("translations.errors.check") }, { status: 400 });
        }
        logger.error({ err: error }, "translations save failed");
        return data<ActionData>({ result: submission.reply(), error: t("translations.errors.generic") }, { status: 500 });
      }
    },
  });
}

/** One object for "no refusals", so the grid sees a new answer only when there is one. */
const NO_ERRORS: Record<string, string> = {};

export const handle: CrumbHandle = { crumb: "shell.nav.translations" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "translations.title");

/** What a refused save posted, by entry key: the grid shows it again. */
function sentTexts(answer: ActionData | undefined): Record<string, string> {
  if (!answer || answer.ok || answer.result.status === "success") return {};
  const entries = (answer.result.initialValue as { entries?: { key?: unknown; text?: unknown }[] } | null | undefined)?.entries;
  if (!Array.isArray(entries)) return {};
  return Object.fromEntries(entries.flatMap((entry) => (typeof entry?.key === "string" && typeof entry.text === "string" ? [[entry.key, entry.text]] : [])));
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { query, lang, show, type, summary, rows, total } = loaderData;
  const { t } = useTranslator();
  const { can, number, dir } = useAdmin();
  const answer = useActionData<ActionData>();
  const settled = useSettledAnswer<ActionData>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/translations";

  useEffect(() => {
    if (answer?.ok) toast.success(answer.ok);
    else if (answer?.error) toast.error(answer.error);
  }, [answer]);

  const languageName = (code: Lang) => t(`translations.lang.${code}`);
  const href = (changes: { lang?: Lang; show?: "missing" | "all"; type?: TranslationType | null; page?: number }) =>
    listHref(
      query,
      {
        ...(changes.page ? { page: changes.page } : {}),
        filters: {
          lang: changes.lang ?? lang,
          show: changes.show ?? show,
          type: changes.type === null ? undefined : (changes.type ?? type ?? undefined),
        },
      },
      "/admin/translations",
    );
  const missingIn = (code: Lang, of?: TranslationType) => {
    const figures = of ? summary.byType[of] : summary.overall;
    return figures.total - figures.done[code];
  };
  const pages = Math.max(1, Math.ceil(total / TRANSLATIONS_PAGE_SIZE));
  const from = total === 0 ? 0 : (query.page - 1) * TRANSLATIONS_PAGE_SIZE + 1;
  const to = Math.min(total, query.page * TRANSLATIONS_PAGE_SIZE);
  const Prev = dir === "rtl" ? ChevronRight : ChevronLeft;
  const Next = dir === "rtl" ? ChevronLeft : ChevronRight;
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm ${active ? "border-ink bg-ink text-background" : "border-lines bg-surface hover:border-accent/50"}`;

  return (
    <section aria-labelledby="translations-title" className="space-y-5">
      <header className="space-y-2">
        <h1 id="translations-title" className="text-3xl lg:text-4xl">
          {t("translations.title")}
        </h1>
        <p className="max-w-prose text-sm text-muted">
          {t("translations.intro")} {t("translations.archivedNote")}
        </p>
      </header>

      <CompletenessPanel overall={summary.overall} byType={summary.byType} hrefFor={(code, of) => href({ lang: code, show: "missing", type: of ?? null })} />

      <section aria-labelledby="translations-grid-title" className="space-y-3">
        <h2 id="translations-grid-title" className="font-sans text-lg font-semibold">
          {t("translations.grid.title")}
        </h2>

        <nav aria-label={t("translations.filter.lang")} className="-mx-1 overflow-x-auto">
          <ul className="flex min-w-max gap-1 px-1">
            {LANGS.map((code) => (
              <li key={code}>
                <Link to={href({ lang: code, page: undefined })} aria-current={code === lang ? "page" : undefined} className={chip(code === lang)}>
                  {languageName(code)}
                  <bdi dir="ltr" className={`rounded-full px-1.5 text-xs tabular-nums ${code === lang ? "bg-background/20" : "bg-background"}`}>
                    {number(missingIn(code, type ?? undefined))}
                  </bdi>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={t("translations.filter.show")} className="flex flex-wrap gap-1">
          <Link to={href({ show: "missing" })} aria-current={show === "missing" ? "page" : undefined} className={chip(show === "missing")}>
            {t("translations.filter.missing", { in: t(`translations.in.${lang}`) })}
          </Link>
          <Link to={href({ show: "all" })} aria-current={show === "all" ? "page" : undefined} className={chip(show === "all")}>
            {t("translations.filter.all")}
          </Link>
        </nav>

        <FilterTabs
          query={query}
          name="type"
          label={t("translations.filter.type")}
          tabs={[
            { label: t("translations.type.all"), count: show === "missing" ? missingIn(lang) : summary.overall.total },
            ...TRANSLATION_TYPES.filter((code) => summary.byType[code].total > 0).map((code) => ({
              value: code,
              label: t(`translations.type.${code}`),
              count: show === "missing" ? missingIn(lang, code) : summary.byType[code].total,
            })),
          ]}
        />

        <div aria-busy={loading || undefined} className={loading ? "opacity-60 transition-opacity" : undefined}>
          {rows.length === 0 ? (
            <div className="rounded-soft border border-lines bg-surface px-4 py-10 text-center">
              <p>{show === "missing" ? t("translations.empty.missing", { in: t(`translations.in.${lang}`) }) : t("translations.empty.all")}</p>
              {show === "missing" && (
                <Link to={href({ show: "all" })} className={buttonVariants({ variant: "outline", size: "md", className: "mt-4 inline-flex items-center" })}>
                  {t("translations.empty.showAll")}
                </Link>
              )}
            </div>
          ) : (
            <TranslationGrid
              // A save (or another page of the list) starts the fields again from what is stored.
              key={`${lang}-${show}-${type ?? "all"}-${query.page}-${settled?.savedAt ?? 0}`}
              rows={rows}
              lang={lang}
              sent={sentTexts(answer)}
              errors={answer?.errors ?? NO_ERRORS}
              writable={can("translations:write")}
            />
          )}
        </div>

        {total > 0 && (
          <nav aria-label={t("shell.table.pagination")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p aria-live="polite">
              <span className="tabular-nums">
                <Sentence text={t("shell.table.range")} values={{ from: number(from), to: number(to), total: number(total) }} ltr />
              </span>
            </p>
            <div className="flex gap-2">
              {query.page > 1 ? (
                <Link to={href({ page: query.page - 1 })} rel="prev" className={buttonVariants({ variant: "surface", className: "inline-flex items-center gap-1 px-3" })}>
                  <Prev aria-hidden="true" className="size-4" />
                  {t("shell.table.previous")}
                </Link>
              ) : null}
              {query.page < pages ? (
                <Link to={href({ page: query.page + 1 })} rel="next" className={buttonVariants({ variant: "surface", className: "inline-flex items-center gap-1 px-3" })}>
                  {t("shell.table.next")}
                  <Next aria-hidden="true" className="size-4" />
                </Link>
              ) : null}
            </div>
          </nav>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
