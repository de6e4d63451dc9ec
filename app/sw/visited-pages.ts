/**
 * The offline page's list of pages already visited (docs/product/seo-and-install.md#seo-6): read in the browser from the
 * service worker's pages cache (sw.ts keeps each public page visited online), newest first, with
 * each page's own title.
 */
import { useEffect, useState } from "react";
import type { Lang } from "../lib/langs";
import { CACHE_NAMES, langOfPath, shortTitle, titleOfHtml } from "./cache-rules";

export interface VisitedPage {
  href: string;
  title: string;
}

export type VisitedPages = { status: "loading" } | { status: "ready"; pages: VisitedPage[] };

/** The kept pages of one language; none when the browser keeps no caches (or no worker ran yet). */
export async function readVisitedPages(lang: Lang, brand: string): Promise<VisitedPage[]> {
  if (typeof caches === "undefined" || !(await caches.has(CACHE_NAMES.pages))) return [];
  const cache = await caches.open(CACHE_NAMES.pages);
  // A page written again moves to the end of the cache's keys: reversed, the newest come first.
  const requests = [...(await cache.keys())].reverse();
  const pages: VisitedPage[] = [];
  const seen = new Set<string>();
  for (const request of requests) {
    const url = new URL(request.url);
    const href = `${url.pathname}${url.search}`;
    if (url.origin !== window.location.origin || langOfPath(url.pathname) !== lang || seen.has(href)) continue;
    seen.add(href);
    const response = await cache.match(request, { ignoreVary: true });
    const title = response ? titleOfHtml(await response.text()) : undefined;
    pages.push({ href, title: title ? shortTitle(title, brand) : href });
  }
  return pages;
}

export function useVisitedPages(lang: Lang, brand: string): VisitedPages {
  const [state, setState] = useState<VisitedPages>({ status: "loading" });
  useEffect(() => {
    let current = true;
    readVisitedPages(lang, brand).then(
      (pages) => current && setState({ status: "ready", pages }),
      () => current && setState({ status: "ready", pages: [] }),
    );
    return () => {
      current = false;
    };
  }, [lang, brand]);
  return state;
}

/**
 * Drops the kept pages at sign-out: they were fetched with the visitor's session, so their header
 * shows the account and the cart, which the next person on this device must not read offline.
 */
export async function forgetVisitedPages(): Promise<void> {
  if (typeof caches !== "undefined") await caches.delete(CACHE_NAMES.pages);
}
