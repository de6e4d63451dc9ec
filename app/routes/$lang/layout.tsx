import { useState } from "react";
import { data, Outlet, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import type { ShopLayoutData } from "~/lib/shop";
import { inLang } from "~/lib/langs";
import { getClickToCall, getSiteSettings } from "~/features/content/settings.server";
import { requestContext, storefrontContext } from "~/server/request-context.server";
import { cartItemCount, DEFAULT_MAX_QUANTITY_PER_LINE } from "~/features/cart/cart.server";
import { wishlistIds } from "~/features/wishlist/wishlist.server";
import { SiteHeader } from "~/components/layout/site-header";
import { footerColumnsIn, SiteFooter } from "~/components/layout/site-footer";
import { ClickToCallButton as ClickToCallButtonHere } from "~/components/layout/click-to-call";
import { LiveUpdates as LiveUpdatesHere } from "~/components/layout/live-updates";
import { VisitBeacon as VisitBeaconHere } from "~/components/layout/visit-beacon";
import { AnalyticsTracker as AnalyticsTrackerHere } from "~/components/analytics/tracker";
import { ConsentBanner as ConsentBannerHere } from "~/components/consent/consent-banner";
import { loadedApart } from "~/components/ui/hydrate-apart";
import { TagScripts as TagScriptsHere } from "~/components/consent/tag-scripts";
import { consentMiddleware, consentState } from "~/features/consent/consent.server";
import { Toaster } from "~/components/ui/toaster";
import { ShopAppSupport as ShopAppSupportHere } from "~/sw/register";
import { takeFlash } from "~/features/auth/flash.server";
import { TranslatorProvider, useTranslator } from "~/lib/request-context";
import { keyGroupFor } from "~/locales/groups";
import { dictionaryFile } from "~/features/i18n/dictionary-file.server";
import { DICTIONARY_LINK_ATTRIBUTE, dictionaryAt, loadDictionary, rememberDictionary } from "~/lib/dictionary";
import { env } from "~/server/env.server";

// Parts whose code the browser loads beside the page's first JavaScript (hydrate-apart.tsx): the
// consent banner, which works as plain forms until it is hydrated; the call button, a link; the
// app's manifest link and install-prompt capture, the visit beacon and the consented tags' scripts
// (all run as the server wrote them); and two that draw nothing (the live stock updates, the
// analytics events).
const ConsentBanner = loadedApart(import.meta.env.SSR ? { component: ConsentBannerHere } : { load: () => import("~/components/consent/consent-banner").then((module) => module.ConsentBanner) });
const LiveUpdates = loadedApart(import.meta.env.SSR ? { component: LiveUpdatesHere } : { load: () => import("~/components/layout/live-updates").then((module) => module.LiveUpdates) });
const ClickToCallButton = loadedApart(import.meta.env.SSR ? { component: ClickToCallButtonHere } : { load: () => import("~/components/layout/click-to-call").then((module) => module.ClickToCallButton) });
const ShopAppSupport = loadedApart(import.meta.env.SSR ? { component: ShopAppSupportHere } : { load: () => import("~/sw/register").then((module) => module.ShopAppSupport) });
const TagScripts = loadedApart(import.meta.env.SSR ? { component: TagScriptsHere } : { load: () => import("~/components/consent/tag-scripts").then((module) => module.TagScripts) });
const VisitBeacon = loadedApart(import.meta.env.SSR ? { component: VisitBeaconHere } : { load: () => import("~/components/layout/visit-beacon").then((module) => module.VisitBeacon) });
const AnalyticsTracker = loadedApart(import.meta.env.SSR ? { component: AnalyticsTrackerHere } : { load: () => import("~/components/analytics/tracker").then((module) => module.AnalyticsTracker) });

/**
 * Once per request, before any loader or action under /:lang: an unknown language goes to /fr/
 * (docs/product/overview.md#shop-5), else the language, visitor, prices and translator are resolved for all of them.
 */
export const middleware: Route.MiddlewareFunction[] = [storefrontContext, consentMiddleware];

/** The shop as an app (docs/product/languages-and-currencies.md#lang-1); its manifest, in the page's language, comes with ShopAppSupport. */
export const links: Route.LinksFunction = () => [
  { rel: "apple-touch-icon", href: "/icons/shop-192.png" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, messages, visitor, pricing, currencyConfig } = requestContext(context);
  const [site, flash, { consent, tags }] = await Promise.all([getSiteSettings(), takeFlash(request), consentState(request, context)]);
  const [cartCount, favourites, clickToCall] = await Promise.all([
    cartItemCount(visitor),
    visitor.user ? wishlistIds(visitor.user.id) : Promise.resolve([] as string[]),
    getClickToCall(lang, messages["clickToCall.defaultText"] ?? ""),
  ]);
  const dictionary = dictionaryFile(lang, keyGroupFor(new URL(request.url).pathname), messages);
  // The page renders with these texts on the server; the browser loads the file (app/lib/dictionary.ts).
  rememberDictionary(dictionary.url, dictionary.messages);
  const layout: ShopLayoutData = {
    lang,
    // Only the texts this page's key group uses (app/locales/groups.ts), as a cacheable file.
    dictionary: dictionary.url,
    currency: pricing.currency,
    currencies: currencyConfig.supported,
    brand: site?.brandName ?? "Maison Lumière",
    contact: {
      email: site?.contactEmail ?? "",
      phone: site?.contactPhone ?? "",
      address: inLang(site?.streetAddress, lang),
      city: inLang(site?.city, lang),
    },
    socialLinks: site?.socialLinks ?? [],
    siteCreator: { name: site?.siteCreator ?? "", url: site?.siteCreatorUrl ?? null },
    footerColumns: footerColumnsIn(site?.footerColumns, lang),
    cartCount,
    maxQuantityPerLine: site?.maxQuantityPerLine ?? DEFAULT_MAX_QUANTITY_PER_LINE,
    wishlistCount: favourites.length,
    wishlistIds: favourites,
    signedIn: Boolean(visitor.user),
    clickToCall,
    year: new Date().getFullYear(),
    origin: env().publicUrl,
    defaultSocialImage: site?.defaultSocialImage ?? null,
  };
  const headers = new Headers();
  // The language is remembered (docs/product/languages-and-currencies.md#lang-2) by the page's beacon (VisitBeacon), not here: a page
  // served from the page cache sets no cookie (docs/product/performance-and-operations.md#ops-3).
  // A renewed session's cookie is added by the middleware, on every answer.
  // A message left by the previous page's redirect (sign-in without JavaScript), shown once.
  if (flash.clear) headers.append("Set-Cookie", flash.clear);
  // The visitor's consent and the tags it allows (features/consent): the page is cached per answer.
  return data({ ...layout, flash: flash.flash, consent, tags }, { headers });
}

/** A navigation to a page of another key group (or language) renders once its texts are loaded. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadDictionary(data.dictionary);
  return data;
}

export function shouldRevalidate({ formMethod, currentParams, nextParams, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  // Texts, settings and badges change only with the language or after a form post (cart,
  // currency, sign-in), not when the visitor moves between pages; and on a revalidation of the same
  // address, which is how the live updates bring the owner's new texts (components/layout/live-updates.tsx).
  return (
    Boolean(formMethod && formMethod !== "GET") ||
    currentParams.lang !== nextParams.lang ||
    currentUrl.href === nextUrl.href ||
    // A page of another key group needs its texts (app/locales/groups.ts).
    keyGroupFor(currentUrl.pathname) !== keyGroupFor(nextUrl.pathname)
  );
}

/**
 * The message a redirect left (features/auth/flash.server.ts), written in the page so that it shows
 * without JavaScript too; only on the page it arrived with (the layout's data stays while the
 * visitor moves on).
 */
function FlashMessage({ flash }: { flash: "welcome" | undefined }) {
  const { t } = useTranslator();
  const location = useLocation();
  const [arrival] = useState(location.key);
  if (!flash || location.key !== arrival) return null;
  return (
    <p role="status" className="mx-auto mt-6 max-w-md rounded-soft bg-accent-soft p-4 text-center" data-testid="flash">
      {t("toast.welcome")}
    </p>
  );
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  // The translator the shared components (components/ui) read; the admin's layout gives its own.
  return (
    <TranslatorProvider lang={loaderData.lang} messages={dictionaryAt(loaderData.dictionary)} currency={loaderData.currency}>
      {/* The texts' file, fetched early; entry.client.tsx waits for it before hydrating. */}
      <link rel="preload" href={loaderData.dictionary} as="fetch" crossOrigin="anonymous" {...{ [DICTIONARY_LINK_ATTRIBUTE]: "" }} />
      <SiteHeader />
      <ConsentBanner consent={loaderData.consent} />
      <main id="main" className="min-h-[60vh]">
        <FlashMessage flash={loaderData.flash} />
        <Outlet />
      </main>
      <SiteFooter />
      <ClickToCallButton />
      <Toaster />
      <LiveUpdates />
      <VisitBeacon lang={loaderData.lang} />
      <AnalyticsTracker lang={loaderData.lang} currency={loaderData.currency} />
      <ShopAppSupport lang={loaderData.lang} />
      <TagScripts tags={loaderData.tags} />
    </TranslatorProvider>
  );
}
