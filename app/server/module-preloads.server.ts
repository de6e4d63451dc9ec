/**
 * Takes React Router's `<link rel="modulepreload">` hints out of the HTML as it streams.
 *
 * Why: on a phone's connection those hints ask for all the page's JavaScript (≈ 125 KB gzip) at high
 * priority, as early as the hero image and the fonts, and the three share the bandwidth: the first
 * paint and the largest image wait for scripts the page does not need to be seen or used (every
 * link and form works before hydration). Without the hints the same files are fetched by the
 * module script at the end of the body, just after the content has its share. docs/product/performance-and-operations.md#ops-1's Lighthouse
 * goal measures this; bench/lighthouse-diagnose.mjs shows the requests before and after.
 */
import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(): Transform {
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = pending + chunk.toString();
      // A tag cut between two chunks waits for the next one.
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      pending = text.slice(cut);
      done(null, text.slice(0, cut).replace(MODULE_PRELOAD, ""));
    },
    flush(done) {
      done(null, pending.replace(MODULE_PRELOAD, ""));
    },
  });
}
