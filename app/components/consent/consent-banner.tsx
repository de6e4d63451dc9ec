/**
 * The consent banner (docs/product/analytics-and-consent.md#ana-1, docs/product/analytics-and-consent.md#ana-1). Shown on every storefront page until the
 * visitor answers, and again from the footer's "Gérer les cookies" link (manage-consent-link.tsx).
 *
 * - Three answers of equal weight: 'Accepter', 'Refuser' and 'Personnaliser' share one button style,
 *   size and place in the row (two to a row and the third under them, on a phone): no dark pattern. 'Personnaliser' is a
 *   <details> disclosure: its per-category choices open below the banner, with or without JavaScript.
 * - Plain forms posted to /api/consent, which answers a page without JavaScript with a 303 back
 *   here; with JavaScript the same forms go through a fetcher and the banner closes in place. The
 *   page reloads only when the answer changes which third-party tags it must load (tag-scripts.tsx
 *   says why).
 * - Where: in the page's flow, between the header and the content, never fixed over it: it covers
 *   neither the call button nor the phone's sticky add-to-cart, nor anything a visitor taps, and
 *   simply scrolls away. The markup is in every page (hidden once answered), so each template's
 *   critical CSS holds its styles whichever visitor the template was learnt from.
 */
import { useId, type FormEvent } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useShop } from "~/lib/shop";
import type { Consent, ConsentCategory } from "~/schemas/consent";
import { closeConsent, useConsentOpen } from "./consent-store";
import { KEEP_CLEAR } from "~/components/layout/keep-clear";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

type Answer = { consent: string } | { error: string; message: string };

/**
 * The one style of the three answers. Pure: the layout imports this module for the server's render
 * only, and a call at the top that might do something would keep it in the page's chunk, though it
 * is loaded apart (app/components/ui/hydrate-apart.tsx).
 */
const ANSWER = /* @__PURE__ */ buttonVariants({ variant: "secondary", className: "w-full cursor-pointer select-none whitespace-nowrap px-3 md:w-auto md:min-w-36 md:px-6 list-none [&::-webkit-details-marker]:hidden" });

/** The page to come back to after a post without JavaScript, without the link's ?consent=open. */
function usePageAddress() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const forced = search.get("consent") === "open";
  search.delete("consent");
  const query = search.toString();
  return { forced, returnTo: `${location.pathname}${query ? `?${query}` : ""}${location.hash}` };
}

export function ConsentBanner({ consent }: { consent: Consent | null }) {
  const { t } = useTranslator();
  const { lang, href } = useShop();
  const fetcher = useFetcher<Answer>();
  const { forced, returnTo } = usePageAddress();
  const clientOpen = useConsentOpen();
  const id = useId();
  const failed = fetcher.state === "idle" && fetcher.data && "error" in fetcher.data ? fetcher.data.message : undefined;
  const shown = Boolean(failed) || (clientOpen ?? (consent === null || forced));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    form.set("inPlace", "1");
    void fetcher.submit(form, { method: "post", action: "/api/consent" });
    // Closed at once; the layout's data then brings the stored answer.
    closeConsent()?.focus();
  };

  const hidden = (
    <>
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="lang" value={lang} />
    </>
  );
  const category = (name: ConsentCategory) => (
    <li className="flex items-start gap-3 py-3">
      <input
        type="checkbox"
        id={`${id}-${name}`}
        name={name}
        value="on"
        defaultChecked={consent?.[name] ?? false}
        aria-describedby={`${id}-${name}-text`}
        className="mt-1 size-5 shrink-0 accent-accent"
      />
      <div>
        <label htmlFor={`${id}-${name}`} className="cursor-pointer font-medium">
          {t(`consent.${name}Title`)}
        </label>
        <p id={`${id}-${name}-text`} className="text-sm leading-relaxed text-muted">
          {t(`consent.${name}Text`)}
        </p>
      </div>
    </li>
  );

  return (
    <section
      id="consent-banner"
      aria-labelledby={`${id}-title`}
      hidden={!shown}
      data-testid="consent-banner"
      className="relative border-b border-lines bg-surface"
    >
      <div className="mx-auto flex max-w-screen-xl flex-col gap-3 px-6 py-3.5 md:flex-row md:items-center md:justify-between md:gap-10 md:py-5">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} tabIndex={-1} data-consent-title className="font-display text-lg focus:outline-none md:text-xl">
            {t("consent.title")}
          </h2>
          <p className="mt-0.5 text-sm leading-normal text-muted md:mt-1 md:leading-relaxed">
            {t("consent.text")}{" "}
            <Link to={href("/privacy")} className="whitespace-nowrap text-ink underline underline-offset-4 hover:text-accent">
              {t("consent.privacyLink")}
            </Link>
          </p>
          {failed && (
            <p role="alert" className="mt-2 text-sm text-accent-2">
              {failed}
            </p>
          )}
        </div>
        {/* On a phone two to a row, the third centred under them: three in a row leave
            'Personnaliser' about 75 px at 360 px wide, less than the word, and one to a row made the
            banner 40% of the first screen (it must take a third at most). Each still has the same
            width, height and style (equal weight); from 40rem the three side by side. */}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:flex md:shrink-0 md:gap-3" {...KEEP_CLEAR}>
          {/* One form, two answers: the button pressed is the choice. `contents` keeps both in the grid. */}
          <form method="post" action="/api/consent" onSubmit={submit} className="contents">
            {hidden}
            <button type="submit" name="choice" value="accept" className={ANSWER}>
              {t("consent.accept")}
            </button>
            <button type="submit" name="choice" value="refuse" className={ANSWER}>
              {t("consent.decline")}
            </button>
          </form>
          {/* Not positioned itself: its panel opens below the whole banner (the section). */}
          <details className="group col-span-2 w-[calc(50%-0.25rem)] justify-self-center sm:col-span-1 sm:w-auto sm:justify-self-stretch">
            <summary className={`${ANSWER} group-open:bg-ink group-open:text-background`}>{t("consent.customize")}</summary>
            <div className="absolute inset-x-0 top-full z-30 border-y border-lines bg-surface shadow-[0_18px_30px_-20px_rgb(43_38_35/0.35)]">
              <form method="post" action="/api/consent" onSubmit={submit} className="mx-auto max-w-screen-xl px-6 py-5">
                {hidden}
                <fieldset>
                  <legend className="eyebrow">{t("consent.choicesTitle")}</legend>
                  <ul className="mt-2 divide-y divide-lines md:max-w-2xl">
                    <li className="flex items-start gap-3 py-3">
                      <input
                        type="checkbox"
                        id={`${id}-necessary`}
                        defaultChecked
                        disabled
                        aria-describedby={`${id}-necessary-text`}
                        className="mt-1 size-5 shrink-0 accent-accent"
                      />
                      <div>
                        <label htmlFor={`${id}-necessary`} className="font-medium">
                          {t("consent.necessaryTitle")} <span className="text-sm font-normal text-muted">({t("consent.alwaysOn")})</span>
                        </label>
                        <p id={`${id}-necessary-text`} className="text-sm leading-relaxed text-muted">
                          {t("consent.necessaryText")}
                        </p>
                      </div>
                    </li>
                    {category("analytics")}
                    {category("marketing")}
                  </ul>
                </fieldset>
                <Button type="submit" name="choice" value="custom" variant="secondary" className="mt-3 w-full md:w-auto">
                  {t("consent.save")}
                </Button>
              </form>
            </div>
          </details>
        </div>
      </div>
    </section>
  );
}
