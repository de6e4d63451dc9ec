#!/usr/bin/env node
// Why a page scores what it scores: one Lighthouse run per page with its requests (start, end,
// bytes, priority), main-thread time and the LCP insights. A tool for looking, not a goal check.
//
//   PAGES=/fr,/he node bench/lighthouse-diagnose.mjs
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { startBenchServer, warmPage } from "./server.mjs";
const { baseUrl, stop } = await startBenchServer();
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", userDataDir: mkdtempSync(path.join(os.tmpdir(), "lh-")), chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  for (const page of (process.env.PAGES ?? "/fr").split(",")) {
    await warmPage(baseUrl, page);
    const run = await lighthouse(baseUrl + page, { port: chrome.port, output: "json", onlyCategories: ["performance"], logLevel: "error" });
    const a = run.lhr.audits;
    console.log(page, "score", run.lhr.categories.performance.score, "LCP", a["largest-contentful-paint"].numericValue, "FCP", a["first-contentful-paint"].numericValue, "TBT", a["total-blocking-time"].numericValue, "SI", a["speed-index"].numericValue);
    for (const r of a["network-requests"].details.items) console.log(String(Math.round(r.networkRequestTime)).padStart(6), String(Math.round(r.networkEndTime)).padStart(6), String(r.transferSize).padStart(7), r.priority, r.url.replace(baseUrl, "").slice(0, 90));
    const m = a.metrics.details.items[0];
    console.log("observed", JSON.stringify({ fcp: m.observedFirstContentfulPaint, lcp: m.observedLargestContentfulPaint, load: m.observedLoad, dcl: m.observedDomContentLoaded }));
    console.log("mainthread", JSON.stringify(a["mainthread-work-breakdown"].details.items.map((i) => [i.group, Math.round(i.duration)])));
    // The machine's speed during the run (the score depends on it), the DOM's size, the long tasks
    // (what TBT counts) and the scripts' own time.
    console.log("benchmarkIndex", Math.round(run.lhr.environment.benchmarkIndex), "DOM nodes", a["dom-size"]?.numericValue);
    console.log("long-tasks", JSON.stringify((a["long-tasks"]?.details?.items ?? []).map((t) => [t.url.replace(baseUrl, ""), Math.round(t.startTime), Math.round(t.duration)])));
    console.log("bootup", JSON.stringify((a["bootup-time"]?.details?.items ?? []).map((i) => [i.url.replace(baseUrl, ""), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
    for (const id of ["largest-contentful-paint-element", "lcp-breakdown-insight", "render-blocking-insight", "render-blocking-resources", "network-dependency-tree-insight", "lcp-discovery-insight"]) {
      if (a[id]) console.log(id, JSON.stringify(a[id].details ?? a[id].displayValue).slice(0, 1500));
    }
  }
} finally { await chrome.kill(); stop(); }
