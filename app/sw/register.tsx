/**
 * The storefront's side of the shop as an app (docs/product/seo-and-install.md#seo-6), mounted by the language layout:
 * - links the app's manifest in the page's language (routes/api/web-manifest.ts; React puts the
 *   <link> in the document's head);
 * - registers the shop's service worker (/sw.js, app/sw/sw.ts) once the page has loaded and the
 *   browser is idle, so it costs nothing before first paint or in the page's load metrics; never on
 *   the back office's host (its pages have their own worker, scope /admin) nor inside a frame (the
 *   design editor's preview);
 * - keeps the browser's install prompt (docs/product/seo-and-install.md#seo-6 "Install flow": the event is captured) from the
 *   moment the document starts, in a few bytes of inline script: the event can come before React
 *   has hydrated, or on another page than /install (install-prompt.tsx reads it).
 */
import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { Lang } from "../lib/langs";
import { CAPTURE_INSTALL_PROMPT } from "./install-prompt-capture";

export const SERVICE_WORKER_URL = "/sw.js";

export function ShopAppSupport({ lang }: { lang: Lang }) {
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  useEffect(() => {
    // Not in development (`npm run dev`): the worker precaches a build's files, which is not there.
    if (import.meta.env.DEV || !("serviceWorker" in navigator) || window.top !== window || window.location.hostname.startsWith("admin.")) return;
    let cancelled = false;
    let idle: number | undefined;
    const register = () => {
      if (cancelled) return;
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch((error: unknown) => {
        // The shop works without it; whoever opens the console sees why it is missing.
        console.warn("The shop's service worker could not be registered", error);
      });
    };
    const afterLoad = () => {
      // Safari has no requestIdleCallback: a second after load instead.
      idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(register, { timeout: 5000 }) : undefined;
      if (idle === undefined) window.setTimeout(register, 1000);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", afterLoad);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  // suppressHydrationWarning: the browser hides a nonce from the DOM once it has been used.
  return (
    <>
      <link rel="manifest" href={`/${lang}/manifest.webmanifest`} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CAPTURE_INSTALL_PROMPT }} />
    </>
  );
}
