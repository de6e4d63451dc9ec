/**
 * Google Tag Manager and Google Analytics (docs/product/analytics-and-consent.md#ana-2), on the pages whose visitor consented to
 * their category and only when their ids are set (features/consent/consent.server.ts decides; the
 * HTTP layer opens the page's CSP to their hosts, and allows the scripts by this answer's nonce).
 *
 * They are written into the document by the server, never added later by the browser: a page's CSP
 * is fixed when it arrives, and a page answered before consent allows none of Google's hosts (a page
 * from the page cache allows no nonce at all). So when an answer given in place (the banner's
 * fetcher) changes which tags the page should carry, the page is loaded again, once, to come back
 * with them (or without them, after a refusal: scripts already running cannot be unloaded).
 */
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { tagKinds, type PageTags } from "~/features/consent/tags";

/** An inline script's text: a JSON literal that cannot close the <script>. */
const literal = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

const sameTags = (a: PageTags, b: PageTags) => tagKinds(a).every((kind) => a[kind] === b[kind]) && tagKinds(a).length === tagKinds(b).length;

export function TagScripts({ tags }: { tags: PageTags }) {
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  // The tags the document came with: the only ones its CSP allows.
  const [loaded] = useState(tags);
  useEffect(() => {
    if (!sameTags(loaded, tags)) window.location.reload();
  }, [loaded, tags]);

  return (
    <>
      {loaded.gtm && (
        <>
          {/* suppressHydrationWarning: the browser hides a used nonce from the DOM. */}
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});` }}
          />
          <script async src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(loaded.gtm)}`} nonce={nonce} suppressHydrationWarning />
        </>
      )}
      {loaded.ga && (
        <>
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{
              __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${literal(loaded.ga)});`,
            }}
          />
          <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(loaded.ga)}`} nonce={nonce} suppressHydrationWarning />
        </>
      )}
    </>
  );
}
