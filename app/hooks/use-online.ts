/**
 * Whether the browser says it is online, kept up to date by the `online` and `offline` events
 * (docs/product/seo-and-install.md#seo-7: the back office disables its actions while offline). The server render and
 * the first client render say "online", so they agree; React updates once hydrated.
 */
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
