import { Heart, ShoppingBag, User } from "lucide-react";
import { Link, NavLink } from "react-router";
import { useShop } from "~/lib/shop";
import { useTranslator } from "~/lib/request-context";
import { CurrencySelector, LanguageSwitcher } from "./header-controls";
import { SearchBox } from "~/components/search/search-box";
import { usePendingCartAdds } from "~/components/cart/add-to-cart";
import { MenuButton, SiteMenu } from "./site-menu";
import { ICON_BUTTON } from "./menu-ids";

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-label={label}
      className="absolute -end-1.5 -top-1 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-accent px-1 text-[0.65rem] font-semibold text-on-accent"
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
    </span>
  );
}

export function SiteHeader() {
  const { t } = useTranslator();
  const shop = useShop();
  const { href, brand, signedIn, wishlistCount } = shop;
  // The badge counts an add at once, before the server confirms it (docs/product/checkout-and-orders.md#ord-8).
  const cartCount = shop.cartCount + usePendingCartAdds();
  const iconLink = ICON_BUTTON;
  return (
    <>
      {/* Opaque, so that the page never shows through it; no backdrop filter, which would also trap
          fixed descendants inside the header's box. */}
      <header className="site-header sticky top-0 z-40 border-b border-lines bg-background">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
          {t("common.skipToContent")}
        </a>
        <div className="hidden border-b border-lines/70 md:block">
          <div className="mx-auto flex h-9 max-w-screen-xl items-center justify-end gap-4 px-6">
            <CurrencySelector id="currency-desktop" />
            <LanguageSwitcher />
          </div>
        </div>
        <div className="mx-auto flex h-16 max-w-screen-xl items-center gap-2 px-3 md:h-20 md:gap-3 md:px-6">
          <MenuButton />

          {/* On a phone the brand takes the room the icons leave (a container) and its size follows
              that room, so it stays on one line when a signed-in customer's heart joins the icons
              (360 px wide and up); larger screens have room for its full size. */}
          <div className="@container min-w-0 flex-1 md:flex-none md:@container-normal">
            <Link to={href("/")} className="inline-flex max-w-full flex-col leading-none" aria-label={`${brand} — ${t("common.home")}`}>
              <span lang="fr" dir="ltr" className="whitespace-nowrap font-[family-name:var(--font-display-latin)] text-[min(1.5rem,13.5cqi)] tracking-[0.05em] md:text-[1.7rem] md:tracking-[0.08em]">{brand}</span>
              <span className="eyebrow mt-1 hidden text-[0.6rem] md:block">{t("footer.tagline", undefined, "Netanya")}</span>
            </Link>
          </div>

          <nav aria-label={t("nav.mainNavigation")} className="ms-8 hidden md:block">
            <ul className="flex items-center gap-7 text-sm">
              <li>
                <NavLink to={href("/shop")} className={({ isActive }) => `link-underline py-1 ${isActive ? "text-accent" : ""}`}>
                  {t("nav.shop")}
                </NavLink>
              </li>
              <li>
                <NavLink to={href("/about")} className={({ isActive }) => `link-underline py-1 ${isActive ? "text-accent" : ""}`}>
                  {t("nav.about")}
                </NavLink>
              </li>
              <li>
                <NavLink to={href("/contact")} className={({ isActive }) => `link-underline py-1 ${isActive ? "text-accent" : ""}`}>
                  {t("nav.contact")}
                </NavLink>
              </li>
            </ul>
          </nav>

          <div className="ms-auto hidden w-72 lg:block">
            <SearchBox />
          </div>

          <div className="ms-auto flex items-center gap-0.5 lg:ms-2">
            {signedIn && (
              <Link to={href("/wishlist")} className={iconLink} aria-label={t("nav.wishlist")}>
                <Heart aria-hidden="true" className="h-5 w-5" strokeWidth={1.5} />
                <CountBadge count={wishlistCount} label={t.plural("nav.wishlistCount", wishlistCount)} />
              </Link>
            )}
            <Link to={href(signedIn ? "/profile" : "/auth")} className={iconLink} aria-label={t("nav.account")}>
              <User aria-hidden="true" className="h-5 w-5" strokeWidth={1.5} />
            </Link>
            <Link to={href("/cart")} className={iconLink} aria-label={`${t("nav.cart")} (${t.plural("nav.cartCount", cartCount)})`} data-testid="cart-link">
              <ShoppingBag aria-hidden="true" className="h-5 w-5" strokeWidth={1.5} />
              <CountBadge count={cartCount} label={t.plural("nav.cartCount", cartCount)} />
            </Link>
          </div>
        </div>
      </header>
      <SiteMenu />
    </>
  );
}
