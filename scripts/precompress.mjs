#!/usr/bin/env node
// Compresses the build's static files once, at build time (docs/product/performance-and-operations.md#ops-3): beside each text file
// of build/client (scripts, stylesheets, SVG, the manifest…) a .br (brotli 11) and a .gz (gzip 9),
// which server/http.ts serves as they are (serveStatic's `precompressed`) to a browser that accepts
// them. The highest levels cost seconds here instead of CPU on every request.
//
// Called by writeStamp (scripts/build-state.mjs), which every build path runs once the bundle is
// written (npm run build, npm start, the e2e server, npm test), so that no build goes without it.
// Run by hand: node scripts/precompress.mjs [folder] (default build/client).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/** The extensions worth compressing: text. Images, fonts (woff2 is compressed) and WASM are not. */
const TEXT_FILE = /\.(?:js|mjs|cjs|css|svg|webmanifest|json|html|txt|xml|map|ico)$/i;
/** Below this, a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (entry.isFile() && TEXT_FILE.test(entry.name)) yield full;
  }
}

/** Is `copy` there and written after `source`? Then it is kept (a second run costs nothing). */
function upToDate(copy, sourceTime) {
  try {
    return statSync(copy).mtimeMs >= sourceTime;
  } catch {
    return false;
  }
}

/**
 * Writes file.br and file.gz beside every text file of `dir` of at least MIN_BYTES, unless they are
 * already there and newer, or would not be smaller. Returns what it did, for the build's log.
 */
export function precompressDir(dir) {
  let files = 0;
  let rawBytes = 0;
  let brBytes = 0;
  for (const file of textFiles(dir)) {
    const stats = statSync(file);
    if (stats.size < MIN_BYTES) continue;
    const br = `${file}.br`;
    const gz = `${file}.gz`;
    if (upToDate(br, stats.mtimeMs) && upToDate(gz, stats.mtimeMs)) continue;
    const source = readFileSync(file);
    const brotli = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (brotli.length < source.length) writeFileSync(br, brotli);
    if (gzip.length < source.length) writeFileSync(gz, gzip);
    files += 1;
    rawBytes += source.length;
    brBytes += Math.min(brotli.length, source.length);
  }
  return { files, rawBytes, brBytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? "build/client");
  const { files, rawBytes, brBytes } = precompressDir(dir);
  console.log(`precompressed ${files} files in ${path.relative(process.cwd(), dir) || "."}: ${Math.round(rawBytes / 1024)} KB → ${Math.round(brBytes / 1024)} KB brotli`);
}
