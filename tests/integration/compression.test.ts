/**
 * Compression (docs/product/performance-and-operations.md#ops-3), through the HTTP layer as the server builds it (server/http.ts):
 * brotli is offered on live pages, and a page still streams through it; static build files are
 * served as the build compressed them (scripts/precompress.mjs); server-sent events and answers
 * that are already encoded (the page cache's) are left alone. No database is read here; the file
 * runs on PGlite and PostgreSQL alike.
 */
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "../../app/server/env.server";
import { createHttpApp, type HttpOptions } from "../../server/http";
import { chooseEncoding, compressStream } from "../../server/compression";
import { randomBytes } from "node:crypto";
import { precompressDir } from "../../scripts/precompress.mjs";

let folder: string;
let clientDir: string;
/** A build file big enough to be precompressed, text that compresses as a real script does. */
const script = Array.from({ length: 300 }, (_, i) => `export function candle${i}(wick) { return wick * ${i} + "${(i * 7919).toString(36)}"; }\n`).join("");

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "compression-"));
  clientDir = path.join(folder, "client");
  await mkdir(path.join(clientDir, "assets"), { recursive: true });
  await writeFile(path.join(clientDir, "assets", "entry-abc123.js"), script);
  await writeFile(path.join(clientDir, "assets", "tiny-abc123.js"), "export const a = 1;\n");
  precompressDir(clientDir);
});

function app(handlePage: HttpOptions["handlePage"]) {
  return createHttpApp({
    handlePage,
    clientDir,
    mediaDir: path.join(folder, "media"),
    cacheDir: path.join(folder, "cache"),
    publicUrl: env().publicUrl,
    trustedOrigins: [],
    production: true,
  });
}

const page = `<!doctype html><html lang="fr"><body>${Array.from({ length: 400 }, (_, i) => `<p class="product">Bougie n°${i}, cire de soja</p>`).join("")}</body></html>`;
const htmlPage: HttpOptions["handlePage"] = async () => new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } });

async function bytes(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe("live pages", () => {
  it("are sent with brotli when the browser accepts it, gzip otherwise, and vary on Accept-Encoding", async () => {
    const shop = app(htmlPage);

    const br = await shop.request("/fr", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toMatch(/accept-encoding/i);
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(page);

    const gzip = await shop.request("/fr", { headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await bytes(gzip)).toString()).toBe(page);

    const plain = await shop.request("/fr");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(page);
  });

  it("keeps streaming: the first part of a page arrives before the page has ended", async () => {
    let finish: () => void = () => {};
    const rest = new Promise<void>((resolve) => (finish = resolve));
    const shell = `<!doctype html><html><head><title>Boutique</title></head><body>${"<div>étagère</div>".repeat(200)}`;
    const streamed: HttpOptions["handlePage"] = async () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(shell));
          await rest;
          controller.enqueue(encoder.encode("<p>la suite</p></body></html>"));
          controller.close();
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    };
    const response = await app(streamed).request("/fr/shop", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("Content-Encoding")).toBe("br");

    // Decompressed as it comes: the shell must come out while the page's end is still held back.
    const decompressor = zlib.createBrotliDecompress();
    let text = "";
    decompressor.on("data", (chunk: Buffer) => (text += chunk.toString()));
    const reader = response.body!.getReader();
    while (text.length < shell.length) {
      const { done, value } = await reader.read();
      expect(done).toBe(false);
      await new Promise<void>((resolve) => decompressor.write(value, () => resolve()));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(text).toBe(shell);

    finish();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      decompressor.write(value);
    }
    await new Promise((resolve) => decompressor.end(resolve));
    expect(text).toBe(`${shell}<p>la suite</p></body></html>`);
  });

  it("leaves an answer that is already encoded as it is (the page cache's compressed copies)", async () => {
    const encoded = zlib.brotliCompressSync(Buffer.from(page));
    const cached: HttpOptions["handlePage"] = async () =>
      new Response(new Uint8Array(encoded), {
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br", "Content-Length": String(encoded.length), Vary: "Accept-Encoding" },
      });
    const response = await app(cached).request("/fr/product/x", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Length")).toBe(String(encoded.length));
    const body = await bytes(response);
    expect(body.equals(encoded)).toBe(true);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(page);
  });

  it("never compresses server-sent events: each event arrives as it is written", async () => {
    const response = await app(htmlPage).request("/api/live", { headers: { "Accept-Encoding": "gzip, deflate, br", Accept: "text/event-stream" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("Content-Encoding")).toBeNull();
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain("retry: 5000");
    await reader.cancel();
  });

  it("are not compressed for an event stream of the pages either, even without no-transform", async () => {
    const events: HttpOptions["handlePage"] = async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`event: order\ndata: ${"x".repeat(2000)}\n\n`));
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    };
    const response = await app(events).request("/admin/api/order-alerts", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("Content-Encoding")).toBeNull();
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toMatch(/^event: order\n/);
    await reader.cancel();
  });
});

describe("static build files", () => {
  it("are served as the build compressed them, brotli first, with the right length", async () => {
    const shop = app(htmlPage);
    const original = await readFile(path.join(clientDir, "assets", "entry-abc123.js"));
    const precompressed = await readFile(path.join(clientDir, "assets", "entry-abc123.js.br"));

    const br = await shop.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Content-Type")).toMatch(/javascript/);
    expect(br.headers.get("Vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("Content-Length")).toBe(String(precompressed.length));
    const body = await bytes(br);
    expect(body.equals(precompressed)).toBe(true);
    expect(zlib.brotliDecompressSync(body).equals(original)).toBe(true);

    const gzip = await shop.request("/assets/entry-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await bytes(gzip)).equals(original)).toBe(true);

    const plain = await shop.request("/assets/entry-abc123.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Content-Length")).toBe(String(original.length));
    expect((await bytes(plain)).equals(original)).toBe(true);
  });

  it("get compressed copies at the highest levels, and none for a file too small to gain", async () => {
    const original = await readFile(path.join(clientDir, "assets", "entry-abc123.js"));
    const br = await readFile(path.join(clientDir, "assets", "entry-abc123.js.br"));
    const gz = await readFile(path.join(clientDir, "assets", "entry-abc123.js.gz"));
    expect(br.length).toBeLessThanOrEqual(zlib.brotliCompressSync(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length);
    expect(gz.length).toBeLessThanOrEqual(zlib.gzipSync(original, { level: 1 }).length);
    await expect(readFile(path.join(clientDir, "assets", "tiny-abc123.js.br"))).rejects.toThrow();
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, honours q-values and refusals", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=1")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

/** A page of `count` chunks: text that compresses, with random bytes so it does not vanish. */
function chunks(count: number) {
  return Array.from({ length: count }, (_, i) => Buffer.from(`<p>chunk ${i} ${randomBytes(2048).toString("base64")}</p>`));
}

function source(parts: Buffer[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new Uint8Array(part));
      controller.close();
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>, pauseMs = 0) {
  const out: Buffer[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(out);
    out.push(Buffer.from(value));
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

describe("compressStream", () => {
  it.each(["br", "gzip"] as const)("%s: the page comes out whole", async (encoding) => {
    const parts = chunks(50);
    const compressed = await readAll(compressStream(source(parts), encoding));
    const plain = encoding === "br" ? zlib.brotliDecompressSync(compressed) : zlib.gunzipSync(compressed);
    expect(plain.equals(Buffer.concat(parts))).toBe(true);
    expect(compressed.length).toBeLessThan(plain.length);
  });

  it("a slow reader gets every byte, and the waits leave no listener behind (no MaxListeners warning)", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      // Random bytes barely compress: the compressor's buffer fills and the writer waits many times.
      const parts = Array.from({ length: 200 }, () => randomBytes(16 * 1024));
      const compressed = await readAll(compressStream(source(parts), "gzip"), 1);
      expect(zlib.gunzipSync(compressed).equals(Buffer.concat(parts))).toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
