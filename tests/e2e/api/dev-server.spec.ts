/**
 * `npm run dev` (scripts/dev.mjs, server/dev.ts): the shop's own server with Vite in middleware
 * mode. It runs on a copy of the sources in a temporary folder, so that its edits never touch the
 * project's files (the production build's freshness is a hash of them: scripts/build-state.mjs).
 *
 * It checks what a developer relies on: the storefront and the back office answer with React
 * Router's hot-reload runtime in the page, a component edit reaches the open page without a reload,
 * and a loader edit applies on a next request; and that the production server's pages (the suite's
 * own server, `npm start`'s bundle) carry none of it.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, spawnShop, timeUntil } from "../support/server-copies";

const root = process.cwd();
/** What the dev server reads: the app, the server, the database's schema and seed, the configuration. */
const SOURCES = ["app", "server", "db", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
/** React Router's hot-reload runtime, which a development page imports and a production page never does. */
const HMR_RUNTIME = "virtual:react-router/inject-hmr-runtime";
/** The header's opening tag: the component edit puts a paragraph just inside it. */
const HEADER_TAG = '<header className="site-header sticky top-0 z-40 border-b border-lines bg-background">';
const HOME_LOADER_RETURN = "return { slides, blocks, newest:";

function copySources(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "shop-dev-src-"));
  for (const entry of SOURCES) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  // The packages, each a link to the project's; the folder itself is the copy's own, so that Vite's
  // pre-bundled dependencies (node_modules/.vite) are too, and the project's are left alone.
  mkdirSync(path.join(copy, "node_modules"));
  for (const entry of readdirSync(path.join(root, "node_modules"))) {
    if (entry !== ".vite") symlinkSync(path.join(root, "node_modules", entry), path.join(copy, "node_modules", entry));
  }
  return copy;
}

function startDevServer(copy: string, port: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-dev-data-"));
  // The demo images drawn by an earlier run of the suite's server (scripts/e2e-server.mjs), if any.
  const imageCache = path.join(os.tmpdir(), "shop-e2e-media-cache");
  if (existsSync(imageCache)) {
    mkdirSync(path.join(dataDir, "media"), { recursive: true });
    cpSync(imageCache, path.join(dataDir, "media"), { recursive: true });
  }
  const server = spawnShop(path.join(copy, "scripts/dev.mjs"), port, { NODE_ENV: "", DATA_DIR: dataDir, E2E_TEST_HOOKS: "1" }, copy);
  return { ...server, dataDir };
}

test("npm run dev serves the shop with hot reload; the production server has none of it", async ({ page, request }) => {
  // A cold Vite compiles the whole app on the first page; the waits below are for a change, not a time.
  test.setTimeout(300_000);

  // The production server (the suite's): no hot-reload runtime in its pages.
  const production = await request.get("/fr");
  expect(production.status()).toBe(200);
  const productionHtml = await production.text();
  expect(productionHtml).not.toContain(HMR_RUNTIME);
  expect(productionHtml).not.toContain("/@vite/");

  const copy = copySources();
  const server = startDevServer(copy, await freePort());
  try {
    await server.ready;
    const dev = server.origin;

    const storefront = await fetch(`${dev}/fr`);
    expect(storefront.status).toBe(200);
    const storefrontHtml = await storefront.text();
    expect(storefrontHtml).toContain(HMR_RUNTIME);
    // The same demo shop as `npm start` seeds.
    expect(storefrontHtml).toContain("Maison Lumière");

    // The back office, signed in as its owner (the test hook, as in the other admin specs).
    const owner = await fetch(`${dev}/__test__/customers`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: `dev-owner-${Date.now()}@example.com`, password: "correct horse battery staple", name: "Maya", role: "owner", signIn: true }),
    });
    expect(owner.ok).toBe(true);
    const cookie = owner.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const admin = await fetch(`${dev}/admin`, { headers: { Cookie: cookie } });
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain(HMR_RUNTIME);

    // Vite pre-bundles the browser's dependencies at start (into the copy's own node_modules/.vite);
    // should one be found late, it bundles again and reloads the page: the page is opened until it
    // hydrates, then once more, in a document that no pre-bundling will reload.
    await expect(async () => {
      await page.goto(`${dev}/fr`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 60_000 });
    }).toPass({ timeout: 180_000 });
    await page.goto(`${dev}/fr`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 60_000 });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const header = path.join(copy, "app/components/layout/site-header.tsx");
    const headerSource = readFileSync(header, "utf8");
    expect(headerSource).toContain(HEADER_TAG);
    writeFileSync(header, headerSource.replace(HEADER_TAG, `${HEADER_TAG}\n<p id="dev-probe">Modifié à chaud</p>`));
    await expect(page.locator("#dev-probe")).toHaveText("Modifié à chaud", { timeout: 120_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // A loader edit applies on a next request, without a restart.
    const home = path.join(copy, "app/routes/$lang/home.tsx");
    const homeSource = readFileSync(home, "utf8");
    expect(homeSource).toContain(HOME_LOADER_RETURN);
    writeFileSync(home, homeSource.replace(HOME_LOADER_RETURN, `return { devProbe: "loader-edited", slides, blocks, newest:`));
    await timeUntil(async () => (await (await fetch(`${dev}/fr`)).text()).includes("loader-edited"), "the loader edit");
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(copy, { recursive: true, force: true });
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});
