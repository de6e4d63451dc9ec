/**
 * Browser state read through useSyncExternalStore, so the server render and the first client
 * render agree (false / no match) and React updates once hydrated, without effects that set state.
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** True once the page runs in the browser with React hydrated. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Whether a media query matches, kept up to date; false on the server. */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
