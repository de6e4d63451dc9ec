/**
 * 'Se connecter' / 'S'inscrire' (docs/product/catalogue.md#cat-8): tabs whose state is the URL (?tab=signup), so that
 * they work as plain links without JavaScript. With it, they follow the tabs pattern: arrow keys,
 * Home and End move between tabs, and only the selected tab is in the tab order.
 */
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useShop } from "~/lib/shop";
import { useTranslator } from "~/lib/request-context";

type Tab = "signin" | "signup";
const TABS: Tab[] = ["signin", "signup"];

export function AuthTabs({ current, search, children }: { current: Tab; search: URLSearchParams; children: ReactNode }) {
  const { t } = useTranslator();
  const { href } = useShop();
  const navigate = useNavigate();
  const refs = useRef<Record<Tab, HTMLAnchorElement | null>>({ signin: null, signup: null });

  const linkTo = (tab: Tab) => {
    const params = new URLSearchParams();
    const redirectTo = search.get("redirectTo");
    if (redirectTo) params.set("redirectTo", redirectTo);
    if (tab === "signup") params.set("tab", "signup");
    const query = params.toString();
    return `${href("/auth")}${query ? `?${query}` : ""}`;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = TABS.indexOf(current);
    // In right-to-left pages the arrows follow the reading direction.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    let next: Tab | undefined;
    if (event.key === (rtl ? "ArrowLeft" : "ArrowRight")) next = TABS[(index + 1) % TABS.length];
    else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft")) next = TABS[(index - 1 + TABS.length) % TABS.length];
    else if (event.key === "Home") next = TABS[0];
    else if (event.key === "End") next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    navigate(linkTo(next), { replace: true, preventScrollReset: true });
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={t("auth.tabsLabel")} className="grid grid-cols-2 border-b border-lines">
        {TABS.map((tab) => {
          const selected = tab === current;
          return (
            <Link
              key={tab}
              ref={(node) => {
                refs.current[tab] = node;
              }}
              id={`tab-${tab}`}
              role="tab"
              to={linkTo(tab)}
              replace
              preventScrollReset
              aria-selected={selected}
              aria-controls={`panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onKeyDown={onKeyDown}
              className={`-mb-px border-b-2 px-4 py-3 text-center text-sm font-medium tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                selected ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink"
              }`}
            >
              {tab === "signin" ? t("auth.signInTab") : t("auth.signUpTab")}
            </Link>
          );
        })}
      </div>
      <div id={`panel-${current}`} role="tabpanel" aria-labelledby={`tab-${current}`} tabIndex={0} className="pt-8 focus-visible:outline-none">
        {children}
      </div>
    </div>
  );
}
