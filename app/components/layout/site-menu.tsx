import { Menu } from "lucide-react";
import { loadedApart } from "~/components/ui/hydrate-apart";
import { SiteMenuDialog } from "./site-menu-dialog";
import { ICON_BUTTON, MENU_ID } from "./menu-ids";
import { useTranslator } from "~/lib/request-context";

/**
 * The header's menu button (phones only). The `command` attributes let the browser open the menu
 * by itself before the page's JavaScript has loaded; once hydrated, browsers without invoker
 * commands open it from the click handler.
 */
export function MenuButton() {
  const { t } = useTranslator();
  return (
    <button
      type="button"
      commandfor={MENU_ID}
      command="show-modal"
      aria-haspopup="dialog"
      aria-controls={MENU_ID}
      aria-label={t("nav.menu")}
      className={`${ICON_BUTTON} md:hidden`}
      data-testid="menu-button"
      onClick={() => {
        const menu = document.getElementById(MENU_ID) as HTMLDialogElement | null;
        // The address the menu opens on: SiteMenu leaves it open when React catches up with it.
        if (menu) menu.dataset.openedAt = window.location.pathname + window.location.search;
        if (!("command" in HTMLButtonElement.prototype)) menu?.showModal();
      }}
    >
      <Menu aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

/**
 * The phone menu, its code loaded apart (hydrate-apart.tsx): until it has arrived, the button's
 * `command` opens the server's <dialog>, its links are links and its form closes it.
 */
export const SiteMenu = loadedApart(import.meta.env.SSR ? { component: SiteMenuDialog } : { load: () => import("./site-menu-dialog").then((module) => module.SiteMenuDialog) });
