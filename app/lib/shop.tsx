/**
 * What every storefront component needs from the language layout's loader: the language, the
 * texts, the currency and the shop's details. `useShop()` reads it; no prop drilling. The texts
 * themselves are read with `useTranslator()` (lib/request-context.tsx), the one hook for translated
 * text, which the layout provides from the same dictionary.
 */
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { dirOf, INTL_LOCALES, type Lang } from "./langs";
import { formatMoney, type Currency } from "./money";

/** One footer column in the visitor's language, as the footer draws it (site-footer.tsx). */
export interface FooterLinkColumn {
  id: string;
  title: string;
  links: { label: string; href: string }[];
}

export const LAYOUT_ROUTE_ID = "routes/$lang/layout";

export interface ShopLayoutData {
  lang: Lang;
  /** The address of the page's texts (app/lib/dictionary.ts), loaded before the page renders. */
  dictionary: string;
  currency: Currency;
  currencies: Currency[];
  brand: string;
  contact: { email: string; phone: string; address: string; city: string };
  socialLinks: { name: string; url: string }[];
  siteCreator: { name: string; url: string | null };
  cartCount: number;
  /** The most pieces one cart line may hold (site_settings.max_quantity_per_line): the steppers' max. */
  maxQuantityPerLine: number;
  wishlistCount: number;
  /** The products in the signed-in customer's wishlist (empty for guests), for the hearts. */
  wishlistIds: string[];
  signedIn: boolean;
  clickToCall: { phone: string; text: string; position: "bottom-left" | "bottom-right"; color: "default" | "secondary" } | null;
  year: number;
  /** The shop's public origin, for canonical links and structured data. */
  origin: string;
  /** The image shared on social networks when a page has none (site_settings.default_social_image). */
  defaultSocialImage?: string | null;
  /** The footer's link columns as the owner arranged them, in this language; null for docs/product/overview.md#shop-9. */
  footerColumns?: FooterLinkColumn[] | null;
}

export function useShop() {
  const shop = useOptionalShop();
  if (!shop) throw new Error("useShop() is only available under /:lang");
  return shop;
}

/** The same, for places that may render outside /:lang (error screens): undefined there. */
export function useOptionalShop() {
  const data = useRouteLoaderData(LAYOUT_ROUTE_ID) as ShopLayoutData | undefined;
  return useMemo(() => (data ? buildShop(data) : undefined), [data]);
}

function buildShop(data: ShopLayoutData) {
  return {
    ...data,
    dir: dirOf(data.lang),
    locale: INTL_LOCALES[data.lang],
    /** Formats an amount already converted by the server into the visitor's currency. */
    money: (minor: number, currency: Currency = data.currency) => formatMoney(minor, currency, data.lang),
    /** A storefront path in the current language: href("/shop") → "/fr/shop". */
    href: (path: string) => `/${data.lang}${path === "/" ? "" : path}`,
  };
}

export type Shop = ReturnType<typeof buildShop>;
