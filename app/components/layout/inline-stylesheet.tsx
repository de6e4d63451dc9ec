/**
 * The stylesheet's first-screen part, inlined into the page's <head>, and the rest from the hashed
 * file. Inlining lets a phone paint after the HTML alone instead of waiting one more round trip
 * (docs/product/performance-and-operations.md#ops-1's Lighthouse goal). Since docs/product/performance-and-operations.md#ops-3 only the rules the page's elements use are inlined
 * once the server has learnt them for the page's template (server/critical-css.server.ts); the
 * whole file then follows at the end of the body (<RestOfStylesheet>), where it does not hold back
 * the first paint. The server reads the CSS through StylesheetSource, given by entry.server.tsx; in
 * the browser the same text is taken back from the DOM so hydration matches. Without a source
 * (development, or a file that cannot be read) it falls back to a <link>.
 */
import { createContext, useContext } from "react";

export interface InlineCss {
  css: string;
  /** True when `css` is the page's subset and the whole file loads at the end of the body. */
  critical: boolean;
}

export const StylesheetSource = createContext<((href: string) => InlineCss | undefined) | null>(null);

const ELEMENT_ID = "inline-stylesheet";

function useInlineCss(href: string): InlineCss | undefined {
  const read = useContext(StylesheetSource);
  if (read) return read(href);
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return undefined;
  return { css: element.textContent ?? "", critical: element.hasAttribute("data-critical") };
}

export function InlineStylesheet({ href, nonce }: { href: string; nonce?: string }) {
  const inline = useInlineCss(href);
  if (inline === undefined) return <link rel="stylesheet" href={href} />;
  return (
    <style
      id={ELEMENT_ID}
      nonce={nonce}
      data-href={href}
      data-critical={inline.critical ? "" : undefined}
      dangerouslySetInnerHTML={{ __html: inline.css }}
    />
  );
}

/** The whole stylesheet, last in the body, when the head only has the page's critical part. */
export function RestOfStylesheet({ href }: { href: string }) {
  const inline = useInlineCss(href);
  return inline?.critical ? <link rel="stylesheet" href={href} /> : null;
}
