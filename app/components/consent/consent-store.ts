/**
 * Whether the page's script opened or closed the consent banner, shared by the banner and the
 * footer's "Gérer les cookies" link (they sit apart in the layout). `undefined` until the visitor
 * does either: the banner then follows the server (shown while there is no answer, or with
 * ?consent=open, which is how the link works without JavaScript).
 */
import { useSyncExternalStore } from "react";

let open: boolean | undefined;
/** The link that opened the banner: the focus goes back to it once the visitor has answered. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(value: boolean) {
  open = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The banner's state as the page's script set it; undefined on the server and until then. */
export function useConsentOpen(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => undefined,
  );
}

export function openConsent(from: HTMLElement | null) {
  opener = from;
  set(true);
}

/** Closes the banner; gives the element that opened it, if any, to take the focus back. */
export function closeConsent(): HTMLElement | null {
  const from = opener;
  opener = null;
  set(false);
  return from;
}
