#!/usr/bin/env node
// Storefront JavaScript budget (docs/product/performance-and-operations.md#ops-1): the gzip size of the JavaScript each
// storefront page loads on first visit (≤ 130 KB), and a check that no admin route module, or
// anything only admin routes import, is among them.
//
// Beside it, for the record, all the JavaScript a first visit loads in Chromium until the network is
// idle: the first-load files plus the parts loaded apart (app/components/ui/hydrate-apart.tsx),
// which the page fetches beside its own and hydrates when they arrive.
//
//   npm run bench:bundle   (CHROME_PATH: the browser, /usr/bin/chromium by default)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { firstProductPath, root, startBenchServer, writeResult } from "./server.mjs";

const BUDGET_KB = 130;
const client = path.join(root, "build", "client");
const { baseUrl, stop } = await startBenchServer();
try {
  // React Router's route manifest: which module and imports each route has.
  const html = await (await fetch(`${baseUrl}/fr`)).text();
  const manifestUrl = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
  if (!manifestUrl) throw new Error("no route manifest found in /fr");
  const manifestSource = readFileSync(path.join(client, manifestUrl), "utf8");
  const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("{"), manifestSource.lastIndexOf("}") + 1));
  const routeFiles = (id) => [manifest.routes[id].module, ...(manifest.routes[id].imports ?? [])];
  const adminIds = Object.keys(manifest.routes).filter((id) => id.startsWith("routes/admin/"));
  const storefrontFiles = new Set(Object.keys(manifest.routes).filter((id) => !id.startsWith("routes/admin/")).flatMap(routeFiles));
  const adminOnly = new Set(adminIds.flatMap(routeFiles).filter((file) => !storefrontFiles.has(file)));

  // Every storefront route, not just the pages visited below: none may list an admin-only module
  // among its own module and static imports (docs/product/admin-back-office.md#adm-1).
  const storefrontRouteLeaks = Object.keys(manifest.routes)
    .filter((id) => !id.startsWith("routes/admin/"))
    .flatMap((id) => routeFiles(id).filter((file) => adminOnly.has(file)).map((file) => `${id} → ${file}`));

  // The admin's dictionaries (app/locales/admin) are sent by the admin layout's loader, so no
  // JavaScript file of the build may hold their texts (admin code names keys, never texts); a
  // storefront file holding one would put admin texts on a shop page. A few texts of each area:
  const adminKeys = ["Réussi : {ok} · Refusé : {failed}", "Quitter sans enregistrer ?", "Mouvements de stock", "Dépenses totales", "מה יאבד: {what}"];
  const assets = readdirSync(path.join(client, "assets")).filter((file) => file.endsWith(".js"));
  const dictionaryLeaks = assets.flatMap((file) => {
    const source = readFileSync(path.join(client, "assets", file), "utf8");
    return adminKeys.filter((key) => source.includes(key)).map((key) => `/assets/${file} has "${key}"`);
  });

  const pages = ["/fr", "/fr/shop", await firstProductPath(baseUrl), "/fr/cart", "/he/contact", "/fr/checkout", "/fr/auth", "/he/auth?tab=signup"];
  const results = [];
  for (const page of pages) {
    const body = await (await fetch(baseUrl + page)).text();
    // The page's module script names the route modules and the client entry; their static imports
    // (not the lazy `import()` chunks) are loaded before the page hydrates, so they count too.
    const named = [...body.matchAll(/(?:modulepreload" href=|import\(|from |src=)"?(\/assets\/[\w.-]+\.js)/g)].map((m) => m[1]);
    const scripts = new Set();
    const visit = (file) => {
      if (scripts.has(file)) return;
      scripts.add(file);
      const source = readFileSync(path.join(client, file), "utf8");
      for (const m of source.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) visit(`/assets/${m[1]}`);
    };
    named.forEach(visit);
    const scriptList = [...scripts];
    const gzipBytes = scriptList.reduce((total, file) => total + gzipSync(readFileSync(path.join(client, file))).length, 0);
    const leaked = scriptList.filter((file) => adminOnly.has(file));
    results.push({ page, files: scriptList.length, gzipKb: Number((gzipBytes / 1024).toFixed(1)), adminFiles: leaked });
  }
  // The whole first visit, in a fresh browser each time (no cache, no service worker yet).
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  try {
    for (const result of results) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loaded = new Set();
      page.on("response", (response) => {
        const { pathname } = new URL(response.url());
        if (response.request().resourceType() === "script" && pathname.startsWith("/assets/")) loaded.add(pathname);
      });
      await page.goto(baseUrl + result.page, { waitUntil: "networkidle" });
      await context.close();
      const visitBytes = [...loaded].reduce((total, file) => total + gzipSync(readFileSync(path.join(client, file))).length, 0);
      Object.assign(result, { visitFiles: loaded.size, visitGzipKb: Number((visitBytes / 1024).toFixed(1)) });
    }
  } finally {
    await browser.close();
  }
  console.log(`\nJavaScript per storefront page (gzip): first load (before it hydrates; budget ${BUDGET_KB} KB), and the whole first visit\n`);
  for (const r of results) {
    console.log(`${r.page.padEnd(50)} ${String(r.files).padStart(3)} files ${String(r.gzipKb).padStart(7)} KB   visit: ${String(r.visitFiles).padStart(3)} files ${String(r.visitGzipKb).padStart(7)} KB   admin modules: ${r.adminFiles.length}`);
  }
  console.log(`\nAdmin-only modules in the build: ${adminOnly.size} (${[...adminOnly].join(", ")})`);
  console.log(`Storefront routes listing an admin-only module: ${storefrontRouteLeaks.length}${storefrontRouteLeaks.length ? ` (${storefrontRouteLeaks.join(", ")})` : ""}`);
  console.log(`JavaScript files holding admin dictionary texts: ${dictionaryLeaks.length}${dictionaryLeaks.length ? ` (${dictionaryLeaks.join(", ")})` : ""}`);
  const failing = results.filter((r) => r.gzipKb > BUDGET_KB || r.adminFiles.length > 0);
  console.log(failing.length ? `\nOver budget or leaking admin code: ${failing.map((r) => r.page).join(", ")}` : "\nEvery page is within budget and loads no admin code.");
  writeResult("bundle", { budgetKb: BUDGET_KB, results, adminOnly: [...adminOnly], storefrontRouteLeaks, dictionaryLeaks });
  process.exitCode = failing.length || storefrontRouteLeaks.length || dictionaryLeaks.length ? 1 : 0;
} finally {
  stop();
}
