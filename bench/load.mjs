#!/usr/bin/env node
// Load benchmark (issue 2, point 12): requests per second and p99 latency for the home page, a
// product page and a static file, all served by the same production server in the same run, and
// the ratios between them. Traffic goes to localhost only, bounded in time.
//
//   npm run bench                 (builds if needed, starts its own server on a temp data folder)
//   BENCH_URL=http://localhost:3000 npm run bench   (measures a server you already started)
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench
import autocannon from "autocannon";
import os from "node:os";
import { firstProductPath, startBenchServer, writeResult } from "./server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function measure(url, title) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip", accept: "text/html,image/avif,image/webp,*/*" } }, (error, result) => {
      if (error) return reject(error);
      resolve({ title, url, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

const { baseUrl, stop } = await startBenchServer();
try {
  const productPath = await firstProductPath(baseUrl);
  const html = await (await fetch(`${baseUrl}/fr`)).text();
  const asset = /\/assets\/[^"]+\.css/.exec(html)?.[0] ?? "/favicon.svg";
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
  writeResult("load", { seconds, connections, results });
} finally {
  stop();
}
