/**
 * The footer's "Gérer les cookies" (docs/product/analytics-and-consent.md#ana-1): reopens the consent banner. A link to the same
 * page with ?consent=open, which the server answers with the banner open (no JavaScript needed);
 * with JavaScript the banner opens in place, and the page goes back to its top where the banner sits.
 */
import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { openConsent } from "./consent-store";
import { useTranslator } from "~/lib/request-context";

export function ManageConsentLink({ className }: { className?: string }) {
  const { t } = useTranslator();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set("consent", "open");

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openConsent(event.currentTarget);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
    // Once shown: the banner's heading takes the focus, so a screen reader reads it next.
    requestAnimationFrame(() => document.querySelector<HTMLElement>("#consent-banner [data-consent-title]")?.focus({ preventScroll: true }));
  };

  return (
    <a href={`${location.pathname}?${search.toString()}`} onClick={open} className={className} data-testid="manage-consent">
      {t("consent.manage")}
    </a>
  );
}
