/**
 * The storefront's first-party analytics (docs/product/analytics-and-consent.md#ana-4, docs/product/analytics-and-consent.md#ana-4 and docs/product/languages-and-currencies.md#lang-6). Everything happens
 * here, in the browser, after the page is shown: pages may come from a shared cache, so the HTML
 * carries nothing about the visitor. Each event is one navigator.sendBeacon to /api/events.
 *
 * - Page views: sent 150 ms after the path changes (a redirect that moves on sooner sends nothing),
 *   a path seen less than 2000 ms ago skipped, never for /admin.
 * - Scroll depth on product pages: 50% and 100% (within 5 points), checked 1000 ms after scrolling
 *   stops, each depth once per page.
 * - 'Click to Call' clicks (tel: links) with the phone; adds to cart (the cart forms); checkout
 *   errors with the message and the cart total shown. Purchases are written by the server.
 * - With consent only (consent.ts), a random session id kept per tab (sessionStorage); without it,
 *   nothing identifies the visitor and nothing is stored in the browser.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { AnalyticsEventInput } from "~/schemas/analytics";
import type { Lang } from "~/lib/langs";
import { hasAnalyticsConsent } from "./consent";

const ENDPOINT = "/api/events";
const SESSION_KEY = "analytics.session";
export const PAGE_VIEW_DELAY_MS = 150;
export const SAME_PATH_WINDOW_MS = 2000;
export const SCROLL_DEBOUNCE_MS = 1000;
const DEPTHS = [50, 100] as const;

type Common = "path" | "lang" | "currency" | "sessionId";
type Outgoing = AnalyticsEventInput extends infer E ? (E extends AnalyticsEventInput ? Omit<E, Common> : never) : never;

/** Per document: when each path's view was last sent, and how many were (the first is the entry). */
const sentAt = new Map<string, number>();
let viewsSent = 0;

/** The tab's session id, made on first use; only with consent, and removed when there is none. */
function session(): { id?: string; fresh: boolean } {
  try {
    if (!hasAnalyticsConsent()) {
      sessionStorage.removeItem(SESSION_KEY);
      return { fresh: false };
    }
    const kept = sessionStorage.getItem(SESSION_KEY);
    if (kept) return { id: kept, fresh: false };
    const id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
    return { id, fresh: true };
  } catch {
    // Storage refused (private mode): counted as without consent.
    return { fresh: false };
  }
}

function send(event: Outgoing, lang: Lang, currency: string, sessionId?: string) {
  const body = JSON.stringify({ ...event, path: location.pathname, lang, currency, ...(sessionId ? { sessionId } : {}) });
  try {
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // Falls through to fetch.
  }
  void fetch(ENDPOINT, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } }).catch(() => undefined);
}

/** An origin that is not this shop's, or nothing. */
function externalReferrer(): string | undefined {
  try {
    const origin = document.referrer ? new URL(document.referrer).origin : "";
    return origin && origin !== location.origin && /^https?:/.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

const isProductPage = (path: string) => /^\/[a-z]{2}\/product\/[^/]+\/?$/.test(path);

export function AnalyticsTracker({ lang, currency }: { lang: Lang; currency: string }) {
  const { pathname } = useLocation();

  // Page views.
  useEffect(() => {
    if (pathname.startsWith("/admin")) return;
    const timer = window.setTimeout(() => {
      const now = Date.now();
      if (now - (sentAt.get(pathname) ?? -Infinity) < SAME_PATH_WINDOW_MS) return;
      sentAt.set(pathname, now);
      const { id, fresh } = session();
      const referrer = viewsSent === 0 ? externalReferrer() : undefined;
      // A visit starts with a new tab session (consent) or, without one, a page reached from elsewhere.
      const entry = id ? fresh : viewsSent === 0 && (Boolean(referrer) || !document.referrer);
      viewsSent += 1;
      send({ type: "page_view", title: document.title.slice(0, 200), ...(referrer ? { referrer } : {}), ...(entry ? { entry } : {}) }, lang, currency, id);
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, lang, currency]);

  // Scroll depth, on product pages.
  useEffect(() => {
    if (!isProductPage(pathname)) return;
    const sent = new Set<number>();
    let timer: number | undefined;
    const check = () => {
      const page = document.documentElement;
      const seen = ((window.scrollY + window.innerHeight) / Math.max(1, page.scrollHeight)) * 100;
      for (const depth of DEPTHS) {
        if (seen >= depth - 5 && !sent.has(depth)) {
          sent.add(depth);
          send({ type: "scroll_depth", depth }, lang, currency, session().id);
        }
      }
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, [pathname, lang, currency]);

  // Clicks to call, adds to cart, checkout errors: read from the page, so no component changes.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
      if (!link) return;
      const phone = decodeURIComponent(link.getAttribute("href")!.slice(4)).replace(/[^+\d\s().-]/g, "").slice(0, 20);
      if (phone) send({ type: "click_to_call", phone }, lang, currency, session().id);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement | null;
      if (!(form instanceof HTMLFormElement) || !new URL(form.action, location.href).pathname.endsWith("/cart")) return;
      const fields = new FormData(form);
      const productId = fields.get("productId");
      if (fields.get("intent") !== "add" || typeof productId !== "string") return;
      const variantId = fields.get("variantId");
      const quantity = Math.max(1, Math.min(1000, Number(fields.get("quantity")) || 1));
      send({ type: "add_to_cart", productId, quantity, ...(typeof variantId === "string" && variantId ? { variantId } : {}) }, lang, currency, session().id);
    };
    let lastError = "";
    const observer = new MutationObserver(() => {
      if (!location.pathname.endsWith("/checkout")) return;
      const message = document.querySelector('[data-testid="checkout-error"]')?.textContent?.trim().slice(0, 300) ?? "";
      if (message && message !== lastError) {
        const cartTotal = document.querySelector('[data-testid="summary-total"] > :last-child')?.textContent?.trim().slice(0, 40) ?? "";
        send({ type: "checkout_error", message, cartTotal }, lang, currency, session().id);
      }
      lastError = message;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    return () => {
      observer.disconnect();
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
    };
  }, [lang, currency]);

  return null;
}
