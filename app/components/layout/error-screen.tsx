import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { FlatMessages } from "~/lib/i18n";
import { dictionaryAt } from "~/lib/dictionary";
import { DEFAULT_LANG, type Lang } from "~/lib/langs";
import { TranslatorProvider, useTranslator } from "~/lib/request-context";
import { useOptionalShop } from "~/lib/shop";
import { buttonVariants } from "~/components/ui/button";

/**
 * When nothing could be loaded (not even the root's texts), docs/product/overview.md#shop-6's own French texts are
 * shown, so the screen never depends on the failing part.
 */
const LAST_RESORT: FlatMessages = {
  "errors.appTitle": "Une erreur est survenue",
  "errors.appSubtitle": "L'application a rencontré un problème inattendu",
  "errors.appHint": "Veuillez rafraîchir la page. Si le problème persiste, contactez le support.",
  "errors.reload": "Recharger la page",
  "errors.backHome": "Retour à l'accueil",
  "errors.notFoundTitle": "Oops! Page not found",
  "errors.notFoundLink": "Return to Home",
};

/** The texts this screen shows: the root's loader sends these, and no other error text, with every page. */
export const ERROR_SCREEN_KEYS = Object.keys(LAST_RESORT);

/** The top-level error screen and the 404 page (docs/product/overview.md#shop-16). */
export function ErrorScreen({ kind }: { kind: "error" | "not-found" }) {
  const shop = useOptionalShop();
  const rootData = useRouteLoaderData("root") as { lang?: Lang; errorTexts?: FlatMessages } | undefined;
  const lang = shop?.lang ?? rootData?.lang ?? DEFAULT_LANG;
  // The shop's texts when the language layout loaded, else the root's error texts over the last resort.
  const messages = useMemo(
    () => (shop ? dictionaryAt(shop.dictionary) : { ...LAST_RESORT, ...rootData?.errorTexts }),
    [shop, rootData?.errorTexts],
  );
  return (
    <TranslatorProvider lang={lang} messages={messages}>
      <ErrorScreenBody kind={kind} lang={lang} />
    </TranslatorProvider>
  );
}

function ErrorScreenBody({ kind, lang }: { kind: "error" | "not-found"; lang: Lang }) {
  const { t } = useTranslator();

  if (kind === "not-found") {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-28 text-center" aria-labelledby="not-found-title">
        <p className="font-display text-8xl text-accent/70" aria-hidden="true">404</p>
        <h1 id="not-found-title" className="mt-6 text-4xl md:text-5xl">{t("errors.notFoundTitle")}</h1>
        <a href={`/${lang}`} className={buttonVariants({ variant: "primary", className: "mt-10" })}>{t("errors.notFoundLink")}</a>
      </section>
    );
  }
  return (
    <section role="alert" className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-4xl md:text-5xl">{t("errors.appTitle")}</h1>
      <p className="mt-4 text-lg">{t("errors.appSubtitle")}</p>
      <p className="mt-2 text-muted">{t("errors.appHint")}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {/* An empty href reloads the current page, with or without JavaScript. */}
        <a href="" className={buttonVariants({ variant: "primary" })}>{t("errors.reload")}</a>
        <a href="/" className={buttonVariants({ variant: "secondary" })}>{t("errors.backHome")}</a>
      </div>
    </section>
  );
}
