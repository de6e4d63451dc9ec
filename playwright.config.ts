import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build, started on a fresh PGlite data folder with the demo shop.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

const desktopScreen = { viewport: { width: 1280, height: 800 } };
const phoneScreen = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};
/**
 * The specs whose writes every page shows (the settings, the editors saved one after another), or that count what every test does (a product's page
 * views): they run alone, after the rest (projects below).
 */
const SHOP_WIDE = /(admin\/(settings|editor-saves)|storefront\/(analytics|consent))\.spec\.ts$/;

/**
 * What a desktop changes, run there in full: the shop's layouts (its header, grids, product page and
 * footer are laid out again above 1024 px), the back office's tables (lists are cards on a phone),
 * navigation and four languages side by side (tabs on a phone), axe on every admin screen in French, and the API specs, which have no screen.
 * The other specs are journeys that a screen size does not change (a form saved, an order placed, a
 * worker's cache): they run on the phone, the shop's and the owner's first screen, and on the
 * desktop only their checks tagged @any-screen. Running every journey on both sizes cost half of the
 * end-to-end stage (CI took 29 minutes) for little more.
 */
const DESKTOP_LAYOUTS = [
  /storefront\/(storefront|phone-layout|product-page|shop-details|foundation)\.spec\.ts$/,
  /admin\/(axe|shell|orders|products|inbox|categories)\.spec\.ts$/,
  /api\/.*\.spec\.ts$/,
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Sized for a 2-core machine that also runs the server and its database: two workers keep both
  // cores busy (one test's browser renders while the other's request is on the server, a single
  // Node thread with PGlite); a third would only queue. E2E_WORKERS overrides it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that passes only on its second try is a failure to fix, not to hide: no retries.
  retries: 0,
  // Journeys take a few seconds (accounts come from the e2e hook, the server is warmed first);
  // the limits leave room for a loaded machine, not for slow tests.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  // E2E_REUSE_SERVER=1 runs against a server already started (and warmed) on E2E_PORT, for working
  // on one spec; CI always starts a fresh one.
  globalSetup: process.env.E2E_REUSE_SERVER ? undefined : "./tests/e2e/support/warm-up.ts",
  use: {
    baseURL,
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    // Recording a trace costs about an eighth of the suite's CPU (measured: 336 against 298 CPU-s for
    // the storefront spec on the phone), paid by every passing test. CI keeps the screenshot and the
    // error context of a failure; E2E_TRACE=retain-on-failure records traces when one is needed.
    trace: (process.env.E2E_TRACE ?? (process.env.CI ? "off" : "retain-on-failure")) as "off" | "retain-on-failure",
    screenshot: "only-on-failure",
    // Each test is a first visit in a fresh browser: the shop's worker would precache its 73 files
    // (about 1 MB) in every one of several hundred contexts, and the back office's would sync its
    // snapshot, for nothing the test looks at. The specs of the workers themselves allow them
    // (storefront/offline, admin/offline, admin/install-pwa).
    serviceWorkers: "block",
    launchOptions: {
      // Debian's headless shell when installed (scripts/test.mjs says why), else its full browser.
      executablePath:
        process.env.CHROMIUM_PATH ??
        (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium"),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // The shop is claimed once per server, before any test makes an owner (which closes the claim).
    { name: "claim", testMatch: /admin\/claim\.setup\.ts$/, use: desktopScreen },
    { name: "desktop", dependencies: ["claim"], testMatch: DESKTOP_LAYOUTS, testIgnore: SHOP_WIDE, use: desktopScreen },
    // The journeys' checks that no screen can change, once (see DESKTOP_LAYOUTS).
    { name: "desktop-any-screen", dependencies: ["claim"], testIgnore: [...DESKTOP_LAYOUTS, SHOP_WIDE, /\.setup\.ts$/], grep: /@any-screen/, use: desktopScreen },
    {
      // A shopper's phone (issue 9): the storefront and the journeys run here too; the API specs
      // have no screen, so they run once, on the desktop project.
      name: "phone",
      dependencies: ["claim"],
      testIgnore: ["api/**", SHOP_WIDE],
      // Checks that no screen can change (redirects, refused posts, server-side escaping, pages
      // without JavaScript) are tagged @any-screen and run once, on the desktop.
      grepInvert: /@any-screen/,
      use: phoneScreen,
    },
    // Specs that change what every page shows (the call button, the opening hours, the consent
    // banner's tags) run once the others are done: run beside them, one spec's write would show in
    // another test's page (CI saw the desktop's Friday hours on the phone's contact page). On the
    // phone only (the settings forms and the banner's choices are journeys, see DESKTOP_LAYOUTS),
    // their @any-screen checks included. One worker: these specs write the same settings row (the
    // site-settings form saves every field, so one spec's save would put back what the other had
    // just changed, a tag id).
    { name: "shop-wide-phone", dependencies: ["desktop", "desktop-any-screen", "phone"], testMatch: SHOP_WIDE, workers: 1, use: phoneScreen },
    // The consent banner's layout on a desktop (its answers side by side, each fitting its word, in
    // the page's flow): a layout check, after the phone's shop-wide specs, which it does not touch.
    {
      name: "shop-wide-desktop",
      dependencies: ["shop-wide-phone"],
      testMatch: /storefront\/consent\.spec\.ts$/,
      grep: /the banner in (fr|he):/,
      workers: 1,
      use: desktopScreen,
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    stdout: "pipe",
    stderr: "pipe",
    env: { PORT: String(port), LOG_LEVEL: "warn" },
  },
});
