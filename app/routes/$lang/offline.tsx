import { useSearchParams } from "react-router";
import { ArrowRight, WifiOff } from "lucide-react";
import type { Route } from "./+types/offline";
import { useHydrated } from "~/hooks/browser";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { safeReturnPath } from "~/sw/cache-rules";
import { useVisitedPages } from "~/sw/visited-pages";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * The offline page (docs/product/seo-and-install.md#seo-6). The shop's service worker keeps a copy of it in each language
 * (app/sw/sw.ts) and sends a visitor there when a page can't be reached: it says so, offers the
 * page again, and lists the pages this device already visited, which the worker can show offline.
 */
export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title: "meta.offline", noindex: true });

export default function OfflinePage() {
  const { t } = useTranslator();
  const { lang, brand } = useShop();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // The address that failed comes in the query, which the kept copy of this page does not have: it
  // is read once the page runs in the browser.
  const retry = hydrated ? safeReturnPath(searchParams.get("from")) : undefined;
  const visited = useVisitedPages(lang, brand);

  return (
    <div className="mx-auto max-w-2xl px-6 py-20 md:py-28" data-testid="offline-page">
      <header className="text-center">
        <WifiOff aria-hidden="true" className="mx-auto h-10 w-10 text-accent" strokeWidth={1.25} />
        <h1 className="mt-6 text-4xl md:text-5xl">{t("offline.title")}</h1>
        <p className="mx-auto mt-5 max-w-prose text-lg leading-relaxed text-muted">{t("offline.text")}</p>
        {retry && (
          <a href={retry} className={buttonVariants({ variant: "primary", className: "mt-10" })} data-testid="offline-retry">
            {t("offline.retry")}
          </a>
        )}
      </header>

      <section className="mt-16" aria-labelledby="offline-visited-title">
        <h2 id="offline-visited-title" className="text-center text-2xl md:text-3xl">{t("offline.visitedTitle")}</h2>
        {visited.status === "loading" ? (
          <p role="status" className="mt-8 text-center text-muted">{t("offline.loading")}</p>
        ) : visited.pages.length === 0 ? (
          <p role="status" className="mt-8 text-center text-muted" data-testid="offline-visited-empty">{t("offline.empty")}</p>
        ) : (
          <ul className="mt-8 divide-y divide-lines border-y border-lines" data-testid="offline-visited">
            {visited.pages.map((page) => (
              <li key={page.href}>
                {/* A document load: the worker serves its kept copy (a client navigation would need the network). */}
                <a
                  href={page.href}
                  className="group flex min-h-14 items-center justify-between gap-4 px-2 py-4 text-lg transition-colors hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                >
                  <span>{page.title}</span>
                  <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
