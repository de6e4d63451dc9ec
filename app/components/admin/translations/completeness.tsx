/**
 * The translations screen's summary (docs/product/admin-back-office.md#adm-25): each language's completeness as a count and
 * a percentage, overall and per content type. Every figure links to the grid filtered on what it
 * counts ("missing in Hebrew", "products missing in Russian"), so a gap is one tap from its fix.
 */
import { Link } from "react-router";
import { ChevronDown } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { Panel } from "~/components/admin/shell/panel";
import { LANGS, type Lang } from "~/lib/langs";
import { TRANSLATION_TYPES, type TranslationType } from "~/schemas/admin/translations";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface CompletenessFigures {
  total: number;
  done: Record<Lang, number>;
}

/**
 * A share as the admin's language writes a percentage, rounded down (99.6 % done is not 100 %); a
 * language with nothing to translate is complete.
 */
function usePercent() {
  const { percent } = useAdmin();
  return (done: number, total: number) => percent(total === 0 ? 1 : Math.floor((done / total) * 100) / 100);
}

export function CompletenessPanel({
  overall,
  byType,
  hrefFor,
}: {
  overall: CompletenessFigures;
  byType: Record<TranslationType, CompletenessFigures>;
  hrefFor: (lang: Lang, type?: TranslationType) => string;
}) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const percent = usePercent();
  return (
    <Panel id="translations-completeness" title={t("translations.completeness")}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {LANGS.map((lang) => {
          const done = overall.done[lang];
          const missing = overall.total - done;
          const share = overall.total === 0 ? 100 : (done / overall.total) * 100;
          return (
            <li key={lang}>
              <Link
                to={hrefFor(lang)}
                aria-label={t("translations.completenessOf", {
                  lang: t(`translations.lang.${lang}`),
                  done: number(done),
                  total: number(overall.total),
                  percent: percent(done, overall.total),
                })}
                className="block rounded-soft border border-lines p-3 hover:border-accent/50"
                data-testid={`completeness-${lang}`}
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="text-sm font-medium">{t(`translations.lang.${lang}`)}</span>
                  <bdi dir="ltr" className="text-lg font-semibold tabular-nums" data-testid={`percent-${lang}`}>
                    {percent(done, overall.total)}
                  </bdi>
                </span>
                <span aria-hidden="true" className="mt-2 block h-1.5 overflow-hidden rounded-full bg-background">
                  <span className="block h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
                </span>
                <span className="mt-2 flex flex-wrap justify-between gap-x-2 text-xs text-muted">
                  <bdi dir="ltr" className="tabular-nums">
                    {t("translations.doneOf", {
                      done: number(done),
                      total: number(overall.total),
                    })}
                  </bdi>
                  <span className={missing > 0 ? "text-accent-2" : undefined} data-testid={`missing-${lang}`}>
                    {t("translations.missingCount", { count: number(missing) })}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>

      {/* Folded by default: on a phone the grid below is the day's work, and the type tabs already count per type. */}
      <details className="group mt-4">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-sans text-sm font-semibold [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          {t("translations.byType")}
        </summary>
        <div className="-mx-4 overflow-x-auto px-4">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("translations.byTypeCaption")}</caption>
            <thead>
              <tr className="border-b border-lines text-xs text-muted">
                <th scope="col" className="py-2 pe-2 text-start font-medium">
                  {t("translations.col.type")}
                </th>
                {LANGS.map((lang) => (
                  <th key={lang} scope="col" className="px-1 py-2 text-end font-medium">
                    <abbr title={t(`translations.lang.${lang}`)} className="no-underline">
                      {lang.toUpperCase()}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {TRANSLATION_TYPES.filter((type) => byType[type].total > 0).map((type) => {
                const figures = byType[type];
                return (
                  <tr key={type} className="border-b border-lines last:border-0">
                    <th scope="row" className="py-2 pe-2 text-start font-normal">
                      {t(`translations.type.${type}`)}
                      <span className="block text-xs text-muted">
                        {t("translations.grid.count", {
                          count: number(figures.total),
                        })}
                      </span>
                    </th>
                    {LANGS.map((lang) => {
                      const missing = figures.total - figures.done[lang];
                      return (
                        <td key={lang} className="px-1 py-2 text-end">
                          <Link
                            to={hrefFor(lang, type)}
                            aria-label={`${t(`translations.type.${type}`)}, ${t("translations.completenessOf", { lang: t(`translations.lang.${lang}`), done: number(figures.done[lang]), total: number(figures.total), percent: percent(figures.done[lang], figures.total) })}`}
                            className={buttonVariants({ variant: "ghost", className: "inline-flex flex-col items-end justify-center px-1" })}
                          >
                            <bdi dir="ltr" className="tabular-nums">
                              {percent(figures.done[lang], figures.total)}
                            </bdi>
                            {missing > 0 && (
                              <bdi dir="ltr" className="text-xs tabular-nums text-accent-2">
                                −{number(missing)}
                              </bdi>
                            )}
                          </Link>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </Panel>
  );
}
