/**
 * React Router's browser entry, with one step before hydration: the page's texts come from a
 * cacheable file (app/lib/dictionary.ts, docs/product/performance-and-operations.md#ops-3), preloaded by a <link> in <head>, and
 * the page hydrates once they are here, so its first render matches the server's. Pages without
 * texts of their own (the back office, the error screens) hydrate at once. Should the file fail to
 * load, the page stays as the server rendered it (its links and forms work without JavaScript).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DICTIONARY_LINK_ATTRIBUTE, loadDictionary } from "~/lib/dictionary";

// A request the page cancels itself (React Router aborts the loads of a navigation that the next
// one replaces, or a page reload that a live update started) rejects with an AbortError. Some of
// those promises get their handler a moment after they settle, and the browser reports them as
// uncaught (CI saw two "signal is aborted without reason" in the accounts journey). A cancelled
// request is never a failure, so it is not reported as one; every other rejection still is.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The first Intl.NumberFormat of a page loads the browser's number-formatting data: 18–26 ms in
// Chromium on a 2-core machine, four times that on Lighthouse's phone. Hydration formats prices and
// counts, so its first task used to pay for it; made here, in a task of its own while the page's
// texts load, it leaves hydration's tasks that much shorter (docs/product/performance-and-operations.md#ops-3, Total Blocking Time).
// Any locale will do: the data is loaded once for all.
setTimeout(() => new Intl.NumberFormat().format(0), 0);

const texts = document.querySelector<HTMLLinkElement>(`link[${DICTIONARY_LINK_ATTRIBUTE}]`)?.getAttribute("href");
if (!texts) hydrate();
else {
  // One retry: a dropped connection should not leave the page without its scripts.
  loadDictionary(texts)
    .catch(() => loadDictionary(texts))
    .then(hydrate, (error: unknown) => console.error("The page's texts could not be loaded; it works without its scripts.", error));
}
