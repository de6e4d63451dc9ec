/**
 * The back office's service worker, from the page's side (docs/product/seo-and-install.md#seo-7). For every signed-in
 * staff visit it registers /admin-sw.js (scope /admin) once the page has loaded, so it costs the
 * first paint nothing, and keeps the offline data fresh: at once, on every new order, every five
 * minutes and when the connection returns. Only who may read orders gets a snapshot.
 *
 * While the admin is read-only (offline, or on the offline page), a link inside the back office is
 * followed as a full page load instead of a client-side navigation, whose data request would fail:
 * the worker then answers with the live page, or with the offline page when there is no network.
 */
import { useEffect } from "react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { ADMIN_WORKER_SCOPE, ADMIN_WORKER_URL, NEW_ORDERS_EVENT, OFFLINE_PAGE_URL, syncOfflineData } from "./offline-data";

const SYNC_EVERY_MS = 5 * 60_000;
/**
 * The first sync waits a little after the page has loaded: building the snapshot is the heaviest
 * read of the back office, and the first seconds belong to what the person opened (and to a new
 * order's alert, due within 2 seconds).
 */
const FIRST_SYNC_DELAY_MS = 5000;

export function AdminWorker({ readOnly }: { readOnly: boolean }) {
  const { can } = useAdmin();
  const keepsOrders = can("orders:read");

  useEffect(() => {
    // Not in development (`npm run dev`): its cached pages would hide what was just edited.
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    let registered = false;
    let firstSync: number | undefined;
    const sync = () => {
      if (registered && keepsOrders && navigator.onLine) void syncOfflineData().catch(() => undefined);
    };
    const register = () => {
      navigator.serviceWorker
        .register(ADMIN_WORKER_URL, { scope: ADMIN_WORKER_SCOPE })
        .then(() => navigator.serviceWorker.ready)
        .then(() => {
          registered = true;
          firstSync = window.setTimeout(sync, FIRST_SYNC_DELAY_MS);
        })
        // No worker (a private window that refuses them): the back office works online as before.
        .catch(() => undefined);
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    const timer = window.setInterval(sync, SYNC_EVERY_MS);
    window.addEventListener("online", sync);
    window.addEventListener(NEW_ORDERS_EVENT, sync);
    return () => {
      window.removeEventListener("load", register);
      window.clearInterval(timer);
      window.clearTimeout(firstSync);
      window.removeEventListener("online", sync);
      window.removeEventListener(NEW_ORDERS_EVENT, sync);
    };
  }, [keepsOrders]);

  useEffect(() => {
    if (!readOnly) return;
    const followAsPageLoad = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || !/^\/admin(\/|$)/.test(url.pathname)) return;
      // A link of the offline page to itself (the shared table's page sizes) keeps the screen it shows.
      const shown = new URLSearchParams(window.location.search).get("from");
      if (url.pathname === OFFLINE_PAGE_URL && !url.searchParams.has("from") && shown) url.search = `?from=${encodeURIComponent(shown)}`;
      event.preventDefault();
      window.location.assign(url.href);
    };
    // The capture phase runs before React Router's own click handler, which then stands aside.
    document.addEventListener("click", followAsPageLoad, true);
    return () => document.removeEventListener("click", followAsPageLoad, true);
  }, [readOnly]);

  return null;
}
