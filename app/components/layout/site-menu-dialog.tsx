import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { useShop } from "~/lib/shop";
import { useMediaQuery } from "~/hooks/browser";
import { CurrencySelector, LanguageSwitcher } from "./header-controls";
import { SearchBox } from "~/components/search/search-box";
import { ICON_BUTTON, MENU_ID } from "./menu-ids";
import { useTranslator } from "~/lib/request-context";

/**
 * The phone menu (docs/product/look.md#look-7: full screen): a modal <dialog>, rendered beside the header rather than
 * inside it. The browser traps the focus in it, closes it on Escape, gives the focus back to the
 * menu button and makes the page behind it inert; app.css stops the page from scrolling and slides
 * it in from the start side. It closes when the shopper follows one of its links or goes to another
 * page (a search), and when the screen becomes wide enough for the desktop header.
 */
export function SiteMenuDialog() {
  const { t } = useTranslator();
  const { href, brand, signedIn } = useShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const wide = useMediaQuery("(min-width: 48rem)");

  // Not on the first render: a menu opened before hydration must stay open.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    // The browser's address changes before React renders the new page: a menu opened in between
    // was opened on the new page, and stays open.
    if (dialog.current?.dataset.openedAt === location.pathname + location.search) return;
    dialog.current?.close();
  }, [location.key, location.pathname, location.search]);
  useEffect(() => {
    if (wide) dialog.current?.close();
  }, [wide]);

  const link = ({ isActive }: { isActive: boolean }) => `block py-2 ${isActive ? "text-accent" : ""}`;
  return (
    <dialog
      id={MENU_ID}
      ref={dialog}
      aria-label={t("nav.menu")}
      className="site-menu"
      // A chosen link closes the menu at once, while the next page loads behind it.
      onClick={(event) => {
        if ((event.target as Element).closest("a[href]")) dialog.current?.close();
      }}
    >
      <div className="sticky top-0 z-10 flex h-16 items-center gap-3 border-b border-lines bg-background px-4">
        {/* A dialog form closes the menu without JavaScript. */}
        <form method="dialog">
          <button type="submit" className={ICON_BUTTON} aria-label={t("nav.closeMenu")}>
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </form>
        <span lang="fr" dir="ltr" aria-hidden="true" className="font-[family-name:var(--font-display-latin)] text-2xl tracking-[0.08em]">
          {brand}
        </span>
      </div>
      <div className="px-6 pb-12 pt-6">
        <nav aria-label={t("nav.mainNavigation")}>
          <ul className="space-y-1 font-display text-3xl">
            <li><NavLink to={href("/")} end className={link}>{t("common.home")}</NavLink></li>
            <li><NavLink to={href("/shop")} className={link}>{t("nav.shop")}</NavLink></li>
            <li><NavLink to={href("/about")} className={link}>{t("nav.about")}</NavLink></li>
            <li><NavLink to={href("/contact")} className={link}>{t("nav.contact")}</NavLink></li>
            <li><NavLink to={href(signedIn ? "/profile" : "/auth")} className={link}>{t("nav.account")}</NavLink></li>
            {signedIn && <li><NavLink to={href("/wishlist")} className={link}>{t("nav.wishlist")}</NavLink></li>}
          </ul>
        </nav>
        <div className="mt-8">
          <SearchBox id="menu-search" />
        </div>
        <div className="mt-8 grid gap-6 border-t border-lines pt-6">
          <CurrencySelector id="currency-mobile" variant="menu" />
          <LanguageSwitcher variant="menu" />
        </div>
      </div>
    </dialog>
  );
}
