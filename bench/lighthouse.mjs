#!/usr/bin/env node
// Lighthouse, mobile profile (issue 3, point 11): performance score and CLS for /fr, /fr/shop, a
// product page and /he, in Debian's Chromium. Goals: performance ≥ 95, CLS ≤ 0.05.
//
//   npm run bench:lighthouse
//   BENCH_URL=http://localhost:3000 npm run bench:lighthouse
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { firstProductPath, startBenchServer, warmPage, writeResult } from "./server.mjs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const { baseUrl, stop } = await startBenchServer();
let chrome;
try {
  const pages = ["/fr", "/fr/shop", await firstProductPath(baseUrl), "/he"];
  chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: mkdtempSync(path.join(os.tmpdir(), "lighthouse-")),
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  // One unmeasured visit per page warms the server's image cache, as a real shop's would be.
  for (const page of pages) await warmPage(baseUrl, page);
  const results = [];
  for (const page of pages) {
    // A trace is occasionally lost (NO_NAVSTART); one more try, then give up loudly.
    let run = await lighthouse(baseUrl + page, { port: chrome.port, output: "json", onlyCategories: ["performance"], logLevel: "error" });
    if (run.lhr.runtimeError) run = await lighthouse(baseUrl + page, { port: chrome.port, output: "json", onlyCategories: ["performance"], logLevel: "error" });
    const audits = run.lhr.audits;
    if (run.lhr.runtimeError) throw new Error(`${page}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`);
    const metric = (id) => audits[id]?.numericValue ?? Number.NaN;
    results.push({
      page,
      performance: Math.round(run.lhr.categories.performance.score * 100),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      cls: Number(metric("cumulative-layout-shift").toFixed(3)),
      tbtMs: Math.round(metric("total-blocking-time")),
      fcpMs: Math.round(metric("first-contentful-paint")),
    });
  }
  console.log("\nLighthouse mobile (simulated slow 4G, 4× CPU slowdown)\n");
  console.log("page                                               perf   LCP ms   CLS     TBT ms");
  for (const r of results) {
    console.log(`${r.page.padEnd(50)} ${String(r.performance).padStart(4)} ${String(r.lcpMs).padStart(8)}   ${String(r.cls).padEnd(6)} ${String(r.tbtMs).padStart(6)}`);
  }
  const failing = results.filter((r) => r.performance < 95 || r.cls > 0.05);
  console.log(failing.length ? `\nBelow the goals (perf ≥ 95, CLS ≤ 0.05): ${failing.map((r) => r.page).join(", ")}` : "\nAll pages meet perf ≥ 95 and CLS ≤ 0.05.");
  writeResult("lighthouse", { results });
  process.exitCode = failing.length ? 1 : 0;
} finally {
  await chrome?.kill();
  stop();
}
