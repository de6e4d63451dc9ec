/**
 * Compression of live answers (docs/product/performance-and-operations.md#ops-3). Hono's own compress() offers gzip and deflate
 * only (the web CompressionStream of Node 20 has no brotli) at zlib's default level 6, on every
 * page, every time. This one offers brotli first, at a cheap level: a page is compressed afresh on
 * each request, so CPU matters more than the last percent of size (brotli 4 is both smaller and
 * about as fast as gzip 6). Static build files never come here compressed: they are compressed once
 * at build time (scripts/precompress.mjs) and served as they are, with their Content-Encoding, which
 * this middleware leaves alone, as it does the page cache's own compressed copies.
 *
 * Streaming stays: a server-rendered page arrives in chunks (the shell first, then the suspended
 * parts), and each burst of chunks is flushed through the compressor as soon as it has been
 * written, so that the browser gets the shell without waiting for the end. Server-sent events are
 * never compressed (a compressor holds bytes back, and an event must arrive whole, at once).
 */
import { once } from "node:events";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type LiveEncoding = "br" | "gzip";

/** Brotli 4 or gzip 1 (docs/product/performance-and-operations.md#ops-3): cheap enough to run on each uncached page. */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 1;
const BROTLI_WINDOW_BITS = 18;

/** Below this, the encoding's own overhead and the CPU are not worth it (Hono's default too). */
const THRESHOLD = 1024;

/**
 * Text that compresses: HTML, React Router's data (text/x-script), JSON, JavaScript, CSS, SVG, XML,
 * manifests. Server-sent events are text too but are excluded (see above).
 */
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml|[^;\s]+\+(?:json|xml))/i;
const EVENT_STREAM = /^\s*text\/event-stream/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when it is accepted at least as
 * much as gzip, gzip otherwise, nothing when neither is (or q=0 says no).
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): LiveEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const wildcard = weights.get("*") ?? 0;
  const br = weights.get("br") ?? wildcard;
  const gzip = weights.get("gzip") ?? wildcard;
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return undefined;
}

function createCompressor(encoding: LiveEncoding) {
  return encoding === "br"
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          // A 256 KB window (the default is 4 MB): a page is smaller than that, and each compressor
          // at work holds its window in memory, one per page being sent.
          [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
        },
      })
    : zlib.createGzip({ level: GZIP_LEVEL });
}

/**
 * Resolves once a full compressor can take more, or has been closed (the client left). The waiter
 * that did not fire is removed: a long page waits many times, and each leftover listener would stay
 * on the compressor (Node warns past ten).
 */
async function drainedOrClosed(compressor: zlib.BrotliCompress | zlib.Gzip) {
  const done = new AbortController();
  try {
    await Promise.race([once(compressor, "drain", { signal: done.signal }), once(compressor, "close", { signal: done.signal })]);
  } finally {
    done.abort();
  }
}

/**
 * How long written data may wait in the compressor before it is flushed to the client. Each flush
 * closes a brotli meta-block, and the next one carries its own prefix codes (~150 B at quality 4).
 * A page rendered in one pass reaches the compressor as 4–5 chunks a few event-loop turns apart:
 * flushed at each pause (setImmediate), a signed-in product page took ~650 B more on the wire
 * than compressed whole (20.4 against 19.8 KB, docs/decisions/0014-signed-in-product-page.md's 20 KB). Held this long, those chunks
 * and the page's end go out together, while data that really waits (a deferred answer of a
 * streamed response) is still sent within a few milliseconds of being written.
 */
export const FLUSH_AFTER_MS = 10;

/**
 * The body compressed as it streams. What the source has written is flushed through the
 * compressor FLUSH_AFTER_MS after the first chunk of a burst, or when the body ends, whichever
 * comes first: every chunk of a burst shares one compression window and one meta-block, and
 * nothing waits for the end of the page.
 */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: LiveEncoding): ReadableStream<Uint8Array> {
  const compressor = createCompressor(encoding);
  const reader = body.getReader();
  let flushPending = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      compressor.on("data", (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        // The client reads slowly: hold the compressor until it asks for more (pull).
        if ((controller.desiredSize ?? 1) <= 0) compressor.pause();
      });
      compressor.once("end", () => controller.close());
      // After the client has left (cancel), the stream is already finished: nothing to tell.
      compressor.on("error", (error) => {
        try {
          controller.error(error);
        } catch {
          // Already closed or cancelled.
        }
      });
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done || compressor.destroyed) break;
            // A full compressor waits for the client; a cancelled one closes instead of draining.
            if (!compressor.write(value)) await drainedOrClosed(compressor);
            if (!flushPending) {
              flushPending = true;
              setTimeout(() => {
                flushPending = false;
                if (!compressor.writableEnded && !compressor.destroyed) compressor.flush();
              }, FLUSH_AFTER_MS);
            }
          }
          if (!compressor.destroyed) compressor.end();
        } catch (error) {
          compressor.destroy(error as Error);
        }
      })();
    },
    pull() {
      compressor.resume();
    },
    cancel(reason) {
      compressor.destroy();
      return reader.cancel(reason);
    },
  });
}

/** The middleware: compresses what is worth it, as the client accepts, and says so in Vary. */
export function compressLive(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    const length = res.headers.get("Content-Length");
    if (
      res.status === 206 ||
      res.status === 204 ||
      res.status === 304 ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      !COMPRESSIBLE.test(type) ||
      EVENT_STREAM.test(type) ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "") ||
      (length !== null && Number(length) < THRESHOLD)
    ) {
      return;
    }
    // The answer depends on Accept-Encoding whether or not this one is compressed.
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !res.body || c.req.method === "HEAD") return;
    c.res = new Response(compressStream(res.body, encoding), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
