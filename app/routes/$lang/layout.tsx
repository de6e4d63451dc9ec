import { useState } from "react";
import { data, Outlet, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import type { ShopLayoutData } from "~/lib/shop";
import { langCookie, readCookie } from "~/server/cookies.server";
import { getClickToCall, getSiteSettings } from "~/features/content/settings.server";
import { requestContext, storefrontContext } from "~/server/request-context.server";
import { cartItemCount, DEFAULT_MAX_QUANTITY_PER_LINE } from "~/features/cart/cart.server";
import { wishlistIds } from "~/features/wishlist/wishlist.server";
import { SiteHeader } from "~/components/layout/site-header";
import { SiteFooter } from "~/components/layout/site-footer";
import { ClickToCallButton } from "~/components/layout/click-to-call";
import { Toaster } from "~/components/ui/toaster";
import { takeFlash } from "~/features/auth/flash.server";
import { useShop } from "~/lib/shop";
import { TranslatorProvider } from "~/lib/request-context";
import { env } from "~/server/env.server";

/**
 * Once per request, before any loader or action under /:lang: an unknown language goes to /fr/
 * (SPEC.md §2), else the language, visitor, prices and translator are resolved for all of them.
 */
export const middleware: Route.MiddlewareFunction[] = [storefrontContext];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, messages, visitor, pricing, currencyConfig } = requestContext(context);
  const [site, rememberedLang, flash] = await Promise.all([getSiteSettings(), readCookie(langCookie, request), takeFlash(request)]);
  const [cartCount, favourites, clickToCall] = await Promise.all([
    cartItemCount(visitor),
    visitor.user ? wishlistIds(visitor.user.id) : Promise.resolve([] as string[]),
    getClickToCall(lang, messages["clickToCall.defaultText"] ?? ""),
  ]);
  const layout: ShopLayoutData = {
    lang,
    messages,
    currency: pricing.currency,
    currencies: currencyConfig.supported,
    brand: site?.brandName ?? "Maison Lumière",
    contact: {
      email: site?.contactEmail ?? "",
      phone: site?.contactPhone ?? "",
      address: site?.streetAddress ?? "",
      city: site?.city ?? "",
    },
    socialLinks: site?.socialLinks ?? [],
    siteCreator: { name: site?.siteCreator ?? "", url: site?.siteCreatorUrl ?? null },
    cartCount,
    maxQuantityPerLine: site?.maxQuantityPerLine ?? DEFAULT_MAX_QUANTITY_PER_LINE,
    wishlistCount: favourites.length,
    wishlistIds: favourites,
    signedIn: Boolean(visitor.user),
    clickToCall,
    year: new Date().getFullYear(),
    origin: env().publicUrl,
  };
  const headers = new Headers();
  // Remember the language (SPEC.md §4), only when it changes.
  if (rememberedLang !== lang) headers.append("Set-Cookie", await langCookie.serialize(lang));
  // A renewed session's cookie is added by the middleware, on every answer.
  // A message left by the previous page's redirect (sign-in without JavaScript), shown once.
  if (flash.clear) headers.append("Set-Cookie", flash.clear);
  return data({ ...layout, flash: flash.flash }, { headers });
}

export function shouldRevalidate({ formMethod, currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  // Texts, settings and badges change only with the language or after a form post (cart,
  // currency, sign-in), not when the visitor moves between pages.
  return Boolean(formMethod && formMethod !== "GET") || currentParams.lang !== nextParams.lang;
}

/**
 * The message a redirect left (features/auth/flash.server.ts), written in the page so that it shows
 * without JavaScript too; only on the page it arrived with (the layout's data stays while the
 * visitor moves on).
 */
function FlashMessage({ flash }: { flash: "welcome" | undefined }) {
  const { t } = useShop();
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
    <TranslatorProvider lang={loaderData.lang} messages={loaderData.messages} currency={loaderData.currency}>
      <SiteHeader />
      <main id="main" className="min-h-[60vh]">
        <FlashMessage flash={loaderData.flash} />
        <Outlet />
      </main>
      <SiteFooter />
      <ClickToCallButton />
      <Toaster />
    </TranslatorProvider>
  );
}
