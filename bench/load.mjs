#!/usr/bin/env node
// Load benchmark (issue 2, point 12): requests per second and p99 latency for the home page, a
// product page and a static file, all served by the same production server in the same run, and
// the ratios between them. Traffic goes to localhost only, bounded in time.
//
//   npm run bench                 (builds if needed, starts its own server on a temp data folder)
//   BENCH_URL=http://localhost:3000 npm run bench   (measures a server you already started)
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
let baseUrl = process.env.BENCH_URL;
let server;

async function startServer() {
  const port = 3300 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const imageCache = path.join(os.tmpdir(), "shop-e2e-media-cache");
  if (existsSync(imageCache)) cpSync(imageCache, path.join(dataDir, "media"), { recursive: true });
  server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: `http://localhost:${port}` },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not start within 180 s")), 180_000);
    server.stdout.on("data", (chunk) => {
      if (String(chunk).includes("is open on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return `http://localhost:${port}`;
}

function measure(url, title) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip", accept: "text/html,image/avif,image/webp,*/*" } }, (error, result) => {
      if (error) return reject(error);
      resolve({ title, url, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

try {
  if (!baseUrl) {
    const built = spawnSync(process.execPath, ["-e", "import('./scripts/build-state.mjs').then(m => process.exit(m.isBuildFresh(process.cwd()) ? 0 : 1))"], { cwd: root });
    if (built.status !== 0) spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
    baseUrl = await startServer();
  }
  const shop = await (await fetch(`${baseUrl}/fr/shop`)).text();
  const productPath = /href="(\/fr\/product\/[0-9a-f-]{36})"/.exec(shop)?.[1];
  const html = await (await fetch(`${baseUrl}/fr`)).text();
  const asset = /\/assets\/[^"]+\.css/.exec(html)?.[0] ?? "/favicon.svg";
  if (!productPath) throw new Error("no product link found on /fr/shop");
  // Warm up caches and the JIT for a few seconds before measuring.
  for (const target of ["/fr", productPath, asset]) {
    await new Promise((resolve) => autocannon({ url: baseUrl + target, connections: 4, duration: 2 }, resolve));
  }
  const results = [];
  for (const [title, target] of [["home /fr", "/fr"], ["product page", productPath], ["static file", asset]]) {
    results.push(await measure(baseUrl + target, title));
  }
  const staticResult = results[2];
  console.log(`\n${seconds} s per target, ${connections} connections, ${os.cpus().length} cores\n`);
  console.log("target            req/s      p99 ms   errors   req/s vs static   p99 vs static");
  for (const r of results) {
    console.log(
      `${r.title.padEnd(16)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(11)} ${String(r.errors).padStart(8)} ${(r.rps / staticResult.rps).toFixed(3).padStart(17)} ${(r.p99 / Math.max(1, staticResult.p99)).toFixed(1).padStart(15)}`,
    );
  }
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", "load.json"), JSON.stringify({ date: new Date().toISOString(), seconds, connections, results }, null, 2));
} finally {
  server?.kill("SIGTERM");
}
