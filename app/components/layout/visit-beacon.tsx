/**
 * The storefront's after-load beacon (docs/product/performance-and-operations.md#ops-2, docs/decisions/0010-page-cache.md). A page
 * served from the page cache sets no cookie, so the page itself tells /api/visit its language (the
 * remembered one, docs/product/languages-and-currencies.md#lang-2) and, on a product page, its product (the "people viewing" count,
 * docs/product/reviews.md#rev-5). The first page sends it from a tiny inline script, while the document is still
 * loading, so the language cookie is there by the time the visitor opens another address; later
 * pages (client navigation) send it from an effect. The answer's live count reaches the product
 * page through useLiveViewers (live-viewers.ts).
 */
import { useEffect, useRef } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import type { Lang } from "~/lib/langs";
import { publishViewers } from "./live-viewers";

type VisitAnswer = { viewers: number | null } | null;
declare global {
  interface Window {
    /** The inline script's request, for the effect to pick up instead of sending it again. */
    __shopVisit?: { key: string; answer: Promise<VisitAnswer> };
  }
}

const PRODUCT_ROUTE = "routes/$lang/product";

function visitBody(lang: Lang, productId: string | undefined) {
  return JSON.stringify(productId ? { lang, productId } : { lang });
}

function send(lang: Lang, productId: string | undefined): Promise<VisitAnswer> {
  return fetch("/api/visit", {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: visitBody(lang, productId),
  })
    .then((response) => (response.ok ? (response.json() as Promise<VisitAnswer>) : null))
    .catch(() => null);
}

/** The same request as `send`, as the inline script of the served document (same text for every visitor). */
function inlineScript(key: string, lang: Lang, productId: string | undefined) {
  const literal = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    `window.__shopVisit={key:${literal(key)},answer:fetch("/api/visit",{method:"POST",keepalive:true,credentials:"same-origin",` +
    `headers:{"Content-Type":"application/json"},body:${literal(visitBody(lang, productId))}})` +
    `.then(function(r){return r.ok?r.json():null}).catch(function(){return null})};`
  );
}

/** The open product page's product id, when the page found one. */
function useProductId(): string | undefined {
  const match = useMatches().find((m) => m.id === PRODUCT_ROUTE);
  const found = (match?.data as { found?: boolean } | undefined)?.found;
  return found ? match?.params.id : undefined;
}

export function VisitBeacon({ lang }: { lang: Lang }) {
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  const productId = useProductId();
  const key = `${lang} ${productId ?? ""}`;
  const sentLang = useRef<Lang | null>(null);
  useEffect(() => {
    const early = window.__shopVisit;
    window.__shopVisit = undefined;
    // A page without a product needs a beacon only when its language changed (the cookie).
    if (!productId && sentLang.current === lang && !early) return;
    sentLang.current = lang;
    const answer = early?.key === key ? early.answer : send(lang, productId);
    let current = true;
    void answer.then((result) => {
      if (current && productId && typeof result?.viewers === "number") publishViewers(productId, result.viewers);
    });
    return () => {
      current = false;
    };
  }, [key, lang, productId]);
  // suppressHydrationWarning: the browser hides a nonce from the DOM once it has been used.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inlineScript(key, lang, productId) }} />;
}
