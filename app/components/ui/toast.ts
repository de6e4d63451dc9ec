/**
 * Toasts, loaded on demand. Sonner does the work, but most visits never show a toast, so its code
 * is fetched the first time one is asked for (keeping it out of every page's first load). The
 * <Toaster> mounts then, and the toast is shown once it listens.
 */
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let wanted = false;
const listeners = new Set<() => void>();
let announceMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  announceMounted = resolve;
});
let sonner: Promise<Sonner> | undefined;

function load(): Promise<Sonner> {
  if (!sonner) {
    wanted = true;
    for (const listener of listeners) listener();
    sonner = Promise.all([import("sonner"), mounted]).then(([module]) => module);
  }
  return sonner;
}

/** For the Toaster: whether a toast has been asked for yet. */
export const toasterState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
  markMounted: () => announceMounted(),
};

function show(kind: "message" | "success" | "error" | "info", title: string, options?: ExternalToast) {
  void load().then(({ toast }) => (kind === "message" ? toast(title, options) : toast[kind](title, options)));
}

export const toast = Object.assign((title: string, options?: ExternalToast) => show("message", title, options), {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  info: (title: string, options?: ExternalToast) => show("info", title, options),
});
