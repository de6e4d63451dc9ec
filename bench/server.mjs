// Shared by the benchmarks: builds the shop if the bundle is stale, then starts the production
// server on a fresh temporary data folder (the demo shop) on a random local port.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function ensureBuilt() {
  const fresh = spawnSync(process.execPath, ["-e", "import('./scripts/build-state.mjs').then(m => process.exit(m.isBuildFresh(process.cwd()) ? 0 : 1))"], { cwd: root });
  if (fresh.status !== 0) spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
}

/**
 * Starts a server unless BENCH_URL names one; returns its URL, a stop function and what it printed
 * (the admin bench reads the one-time setup code there). `dataDir` reopens a data folder.
 */
export async function startBenchServer({ dataDir = undefined } = {}) {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL, stop: () => {}, output: () => "" };
  ensureBuilt();
  const port = 3300 + Math.floor(Math.random() * 500);
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
    const imageCache = path.join(os.tmpdir(), "shop-e2e-media-cache");
    if (existsSync(imageCache)) cpSync(imageCache, path.join(dataDir, "media"), { recursive: true });
  }
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: `http://localhost:${port}` },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let printed = "";
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start within 180 s")), 180_000);
    server.stdout.on("data", (chunk) => {
      printed += String(chunk);
      if (printed.includes("is open on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  return {
    baseUrl: `http://localhost:${port}`,
    dataDir,
    output: () => printed,
    stop: () => {
      server.kill("SIGTERM");
      return exited;
    },
  };
}

/** The first product link on the shop page, so benchmarks need no fixed id. */
export async function firstProductPath(baseUrl, lang = "fr") {
  const shop = await (await fetch(`${baseUrl}/${lang}/shop`)).text();
  const found = new RegExp(`href="(/${lang}/product/[0-9a-f-]{36})"`).exec(shop)?.[1];
  if (!found) throw new Error(`no product link found on /${lang}/shop`);
  return found;
}

export function writeResult(name, data) {
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", `${name}.json`), JSON.stringify({ date: new Date().toISOString(), ...data }, null, 2));
}

/**
 * One unmeasured visit to a page, as earlier shoppers would have made: the HTML, then every image
 * address it names (src, srcset, preloads) in the formats a browser asks for, so that the server's
 * resized-image cache is warm, as it is on a shop that has had visitors.
 */
export async function warmPage(baseUrl, page) {
  const html = await (await fetch(baseUrl + page)).text();
  const images = new Set([...html.replaceAll("&amp;", "&").matchAll(/\/img\/[^\s"',]+/g)].map((m) => m[0]));
  for (const image of images) {
    await fetch(baseUrl + image, { headers: { Accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" } }).then((r) => r.arrayBuffer());
  }
  return images.size;
}
