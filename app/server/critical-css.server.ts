/**
 * Critical CSS per page template (issue 14 point 3). The whole stylesheet (≈ 90 KB) used to be
 * inlined in every page; a page needs about a third of it. The first answer of each template (a
 * storefront route in one writing direction) still inlines everything; once it has gone out, the
 * HTML it sent is given to beasties, which keeps the rules that match its elements (@font-face
 * rules are kept as they are, so the first paint already has the right fonts and no text moves).
 * Later answers of the template inline that subset and load the hashed file at the end of the body,
 * where it does not hold back the first paint (components/layout/inline-stylesheet.tsx).
 *
 * The cost is one beasties run (≈ 0.2 s) per template and server process, after the answer that
 * triggers it; the cache is bounded by the number of routes × 2 directions.
 */
import Beasties from "beasties";
import { logger } from "./logger.server";

const critical = new Map<string, string>();
const learning = new Set<string>();
// Templates beasties could not reduce: they keep the whole stylesheet, without trying again.
const givenUp = new Set<string>();

const INLINE_STYLE = /<style id="inline-stylesheet"[^>]*>([\s\S]*?)<\/style>/;
const FONT_FACE = /@font-face\{[^}]*\}/g;

/** The critical CSS learnt for a template, if any. */
export function criticalCssFor(template: string): string | undefined {
  return critical.get(template);
}

/** Whether a page of this template should be kept to learn its critical CSS from. */
export function needsCriticalCss(template: string): boolean {
  return !critical.has(template) && !learning.has(template) && !givenUp.has(template);
}

/**
 * Works out the critical CSS from one page's HTML (with the whole stylesheet inlined) and keeps it
 * for its template. Runs once per template; failures leave the template on the whole stylesheet.
 */
export async function learnCriticalCss(template: string, html: string, fullCss: string): Promise<void> {
  if (!needsCriticalCss(template)) return;
  learning.add(template);
  try {
    const beasties = new Beasties({
      // Only the inline <style> is processed: nothing is read from disk.
      external: false,
      reduceInlineStyles: true,
      pruneSource: false,
      inlineFonts: false,
      preloadFonts: false,
      keyframes: "critical",
      compress: true,
      logLevel: "silent",
    });
    const out = await beasties.process(html);
    const subset = out.match(INLINE_STYLE)?.[1];
    if (!subset || subset.length >= fullCss.length) {
      givenUp.add(template);
      return;
    }
    const fonts = (fullCss.match(FONT_FACE) ?? []).join("");
    critical.set(template, fonts + subset);
  } catch (error) {
    givenUp.add(template);
    logger.warn({ err: error, template }, "critical CSS could not be worked out");
  } finally {
    learning.delete(template);
  }
}
