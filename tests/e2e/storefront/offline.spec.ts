/**
 * The shop as an app (docs/product/seo-and-install.md#seo-6), in Chromium on a phone, French and Hebrew:
 * - the service worker (/sw.js) installs and controls the page;
 * - Chromium finds the shop installable (DevTools Protocol, Page.getInstallabilityErrors: Lighthouse
 *   13 has no PWA category any more), with the manifest in the page's language;
 * - offline, a product page visited by a document load and the shop page reached by a client
 *   navigation show from the worker's copies; a client navigation still works; a page never visited
 *   shows the offline page in the visitor's language, listing the pages visited; the cart is never
 *   served from a copy; nothing of the back office is in any cache.
 */
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, followHeaderLink, openHydrated, translator } from "../support/shop";
import type { Lang } from "../../../app/lib/langs";
import { createCustomer, signIn, useOwnAddress } from "../support/accounts";

// This spec is about a service worker: they are blocked elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test.use({ reducedMotion: "reduce" });

/** Waits until the shop's worker is active and controls the page. */
async function controlledBy(page: Page) {
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "")).toBe(scriptURL);
  return new URL(scriptURL).pathname;
}

/** Whether the worker's pages cache holds `path` (it keeps pages in the background). */
function pageKept(page: Page, path: string) {
  return page.evaluate(async (wanted) => {
    if (!(await caches.has("shop-pages"))) return false;
    const cache = await caches.open("shop-pages");
    return (await cache.keys()).some((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}` === wanted;
    });
  }, path);
}

/** Every address held in any of the page's caches. */
function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

for (const lang of ["fr", "he"] as const satisfies readonly Lang[]) {
  const t = translator(lang);

  test(`the shop installs as an app in its language (${lang})`, async ({ page }) => {
    await openHydrated(page, `/${lang}`);
    expect(await controlledBy(page)).toBe("/sw.js");

    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", `/${lang}/manifest.webmanifest`);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const { url, errors, data } = await cdp.send("Page.getAppManifest");
    expect(new URL(url).pathname).toBe(`/${lang}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? "{}") as { name: string; short_name: string; lang: string; dir: string; start_url: string; scope: string };
    expect(manifest).toMatchObject({ lang, dir: lang === "he" ? "rtl" : "ltr", start_url: `/${lang}`, scope: "/" });
    expect(manifest.name).toContain(t("pwa.tagline"));
    expect(manifest.short_name.length).toBeGreaterThan(0);
  });

  test(`offline, visited pages show and the others lead to the offline page (${lang})`, async ({ page, context }, testInfo) => {
    await openHydrated(page, `/${lang}/shop`);
    await controlledBy(page);

    // A product reached by a client navigation: only its data crossed the network, the worker keeps
    // the page's document itself.
    const card = page.getByTestId("product-card").first();
    const productName = (await card.getByRole("heading").innerText()).trim();
    await card.getByRole("link", { name: productName, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
    const productPath = new URL(page.url()).pathname;
    await expect.poll(() => pageKept(page, productPath), { timeout: 15_000 }).toBe(true);
    // The shop page, open before the worker took over, is kept too.
    await expect.poll(() => pageKept(page, `/${lang}/shop`), { timeout: 15_000 }).toBe(true);

    // The cart and the back office, visited online: never kept.
    await openHydrated(page, `/${lang}/cart`);
    await page.goto("/admin");
    await page.goto(`/${lang}`);

    await context.setOffline(true);
    try {
      // The product page, by a document load: the kept copy, hydrated.
      await openHydrated(page, productPath);
      await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();

      // A client navigation offline (its data request fails): the page loads as a document instead,
      // from the kept copy.
      await followHeaderLink(page, lang, t("nav.shop"));
      await page.waitForURL(`**/${lang}/shop`);
      await expect(page.getByTestId("product-card").first()).toBeVisible();

      // A page never visited: the offline page, in the visitor's language, listing the visited pages.
      await openHydrated(page, `/${lang}/about`);
      expect(new URL(page.url()).pathname).toBe(`/${lang}/offline`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: t("offline.title") })).toBeVisible();
      const visited = page.getByTestId("offline-visited");
      await expect(visited.getByRole("link", { name: productName })).toHaveAttribute("href", productPath);
      await expect(visited.locator(`a[href="/${lang}/shop"]`)).toHaveCount(1);
      await expect(page.getByTestId("offline-retry")).toHaveAttribute("href", `/${lang}/about`);
      await expectAccessible(page);
      mkdirSync("/tmp/shots", { recursive: true });
      const shot = `offline-${testInfo.project.name}-${lang}.png`;
      await page.screenshot({ path: `/tmp/shots/${shot}`, fullPage: true });
      await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });

      // A kept page from the list opens offline.
      await visited.getByRole("link", { name: productName }).click();
      await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();

      // The cart, visited online, is never shown from a copy: the offline page instead.
      await page.goto(`/${lang}/cart`);
      expect(new URL(page.url()).pathname).toBe(`/${lang}/offline`);
      await expect(page.getByRole("heading", { level: 1, name: t("offline.title") })).toBeVisible();

      // Nothing of the back office in any cache, nor the cart.
      const paths = await cachedPaths(page);
      expect(paths.filter((path) => path.startsWith("/admin") || path.endsWith("/cart") || path.startsWith("/api/"))).toEqual([]);
      expect(paths).toContain(productPath);
    } finally {
      await context.setOffline(false);
    }
  });
}

// The logout form drops them as it is sent (forgetVisitedPages, sw/visited-pages.ts).
test("signing out forgets the pages kept for offline use: the next person on the phone does not find the account's pages", async ({ page, context }) => {
  await useOwnAddress(context);
  await createCustomer(context.request, { signIn: true });
  await openHydrated(page, "/fr/shop");
  await controlledBy(page);
  // A public page, rendered for the signed-in customer, is kept (after the worker took over).
  await page.reload();
  await expect.poll(() => pageKept(page, "/fr/shop"), { timeout: 15_000 }).toBe(true);

  await openHydrated(page, "/fr/profile");
  await page.getByTestId("logout").click();
  await expect(page.getByTestId("signed-out")).toBeVisible();
  await expect.poll(() => pageKept(page, "/fr/shop")).toBe(false);
});

// A session can end without a sign-out on this phone: the customer signs out of the other devices
// from a computer. The worker drops the account's copies at the server's first answer for a guest
// (VIEWER_HEADER, app/sw/sw.ts), and keeps the guest's pages from then on.
test("a session ended from another device: the pages kept for the account go at the phone's next page", async ({ page, context, browser }, testInfo) => {
  // Two sign-ins hash a password twice: slow on a loaded 2-core machine.
  test.slow();
  const t = translator("fr");
  await useOwnAddress(context);
  const email = await createCustomer(context.request, { signIn: true });
  await openHydrated(page, "/fr/shop");
  await controlledBy(page);
  await page.reload();
  await expect.poll(() => pageKept(page, "/fr/shop"), { timeout: 15_000 }).toBe(true);

  const computer = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const other = await computer.newPage();
    await useOwnAddress(other);
    await signIn(other, email);
    await openHydrated(other, "/fr/profile");
    await other.getByRole("button", { name: t("profile.logoutOthers"), exact: true }).click();
    await expect(other.getByTestId("others-signed-out")).toBeVisible();
  } finally {
    await computer.close();
  }

  // The phone, still online, opens another page: the server answers it as a guest's.
  await openHydrated(page, "/fr/about");
  await expect(page.getByRole("link", { name: t("nav.account") })).toHaveAttribute("href", /\/fr\/auth/);
  await expect.poll(() => pageKept(page, "/fr/shop"), { timeout: 15_000 }).toBe(false);
  // The guest's own page is kept, for offline use.
  await expect.poll(() => pageKept(page, "/fr/about"), { timeout: 15_000 }).toBe(true);
});

/**
 * docs/product/seo-and-install.md#seo-6's install flow on /install. Chromium's own prompt depends on its heuristics, so the
 * page gets a stand-in: the real event is held back (an init script, before the page's own), and
 * the test dispatches one whose answer it chooses.
 */
test("the install page follows the install flow: manual steps without a prompt, the prompt when one came", async ({ page }) => {
  const t = translator("fr");
  await page.addInitScript(() => {
    addEventListener(
      "beforeinstallprompt",
      (event) => {
        if (!(event as Event & { standIn?: boolean }).standIn) event.stopImmediatePropagation();
      },
      true,
    );
  });
  await openHydrated(page, "/fr/install");

  // No prompt: the manual instructions, closable.
  await page.getByTestId("install-button").click();
  const manual = page.getByTestId("install-manual");
  await expect(manual).toBeVisible();
  await manual.getByRole("button", { name: t("install.closeManual") }).click();
  await expect(manual).toHaveCount(0);

  // A prompt came (caught by the page's first script): shown on click, accepted means installed, discarded.
  await page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      standIn: true,
      prompt: async () => {
        (window as Window & { promptShown?: number }).promptShown = ((window as Window & { promptShown?: number }).promptShown ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    dispatchEvent(event);
  });
  await page.getByTestId("install-button").click();
  const done = page.getByTestId("install-done");
  await expect(done).toContainText(t("install.installedTitle"));
  await expect(done.getByRole("link", { name: t("install.adminLink") })).toHaveAttribute("href", "/admin");
  expect(await page.evaluate(() => (window as Window & { promptShown?: number }).promptShown)).toBe(1);
  expect(await page.evaluate(() => window.__shopInstallPrompt)).toBeUndefined();
});
