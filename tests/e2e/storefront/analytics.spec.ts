/**
 * First-party analytics in Chromium (docs/product/analytics-and-consent.md#ana-4, docs/product/analytics-and-consent.md#ana-4), read back from the database
 * through the owner's analytics screen:
 *   - a page view is sent 150 ms after the page shows; the same path again within 2000 ms is
 *     skipped, and counted again after;
 *   - on a product page, scroll depth 50% and 100% are sent once each, 1000 ms after scrolling stops;
 *   - without consent (no banner yet), no event carries a session id.
 * The page's clock is Playwright's, paused and moved by hand, so the timings are exact, not waited.
 */
import { expect, test, type Page } from "@playwright/test";
import { signInOwner } from "../admin/admin-pages";
import { useOwnAddress } from "../support/accounts";
import { openHydrated } from "../support/shop";
import { parse } from "csv-parse/sync";

test.use({ reducedMotion: "reduce" });
// The desktop project's browser says "HeadlessChrome", which the event endpoint rightly drops as a
// bot (isbot): here it is a visitor's Chrome. The phone project keeps its device's own.
const VISITOR_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// eslint-disable-next-line no-empty-pattern
test.use({ userAgent: async ({}, provide, testInfo) => provide(testInfo.project.use.userAgent ?? VISITOR_CHROME) });

interface Beacon {
  type: string;
  path: string;
  depth?: number;
  sessionId?: string;
}

/**
 * What the owner sees: product `name`'s views, read from the products' CSV export (it lists every
 * product; the screen shows only the first ten, which another spec's orders may reorder), and how
 * many scroll depths of each from the screen.
 */
async function figures(owner: Page, productName: string) {
  await owner.goto("/admin/analytics");
  await owner.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const cell = async (selector: string, column: number) => {
    const row = owner.locator(selector);
    return (await row.count()) === 0 ? 0 : Number((await row.locator("th, td").nth(column).innerText()).replace(/\D/g, ""));
  };
  const csv = await owner.request.get((await owner.getByTestId("analytics-products").getByRole("link").first().getAttribute("href"))!);
  expect(csv.ok()).toBe(true);
  const rows = parse(await csv.text(), { bom: true, columns: false }) as string[][];
  const productRow = rows.slice(1).find((row) => row[0] === productName);
  return {
    views: productRow ? Number(productRow[1]) : 0,
    depth50: await cell('[data-testid="analytics-events"] tr[data-row="scroll_depth:50"]', 1),
    depth100: await cell('[data-testid="analytics-events"] tr[data-row="scroll_depth:100"]', 1),
  };
}

test("page views are deduplicated and scroll depths sent once each", async ({ browser, page }, testInfo) => {
  const ownerContext = await browser.newContext();
  await useOwnAddress(ownerContext);
  await signInOwner(ownerContext, "fr", `analytics-${Date.now().toString(36)}${testInfo.project.name}`);
  const owner = await ownerContext.newPage();

  // A product of the shop, and the owner's figures before the visit. The visitor has an address of
  // its own, so the other specs' page views do not share its limit of events.
  await useOwnAddress(page.context());
  await page.goto("/fr/shop");
  const productPath = new URL((await page.locator('a[href*="/fr/product/"]').first().getAttribute("href"))!, "http://x").pathname;
  const productName = (await page.locator(`a[href="${productPath}"]`).filter({ hasText: /\S/ }).first().innerText()).trim();
  const before = await figures(owner, productName);

  // Chromium does not show a beacon's body to Playwright: the page keeps a copy of each it sends.
  await page.addInitScript(() => {
    const copies: string[] = [];
    (window as unknown as { beaconCopies: string[] }).beaconCopies = copies;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (body instanceof Blob) void body.text().then((text) => copies.push(text));
      return original(url, body);
    };
  });
  let beacons: Beacon[] = [];
  const read = async () => {
    beacons = (await page.evaluate(() => (window as unknown as { beaconCopies?: string[] }).beaconCopies ?? [])).map((text) => JSON.parse(text) as Beacon);
    return beacons;
  };
  const sent = async (type: string) => (await read()).filter((beacon) => beacon.type === type);

  // A clock of the test's own, running until the page has hydrated: the tracker's code loads apart,
  // asked for when hydration reaches it, and React commits a part whose code came after the page's
  // own hydration on a timer (its Suspense retry throttle), which a paused clock would hold.
  await page.clock.install({ time: Date.now() });
  await openHydrated(page, productPath);
  // Then paused: the landing page's view (sent 150 ms after the tracker saw it, maybe already) is in.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10);
  await page.clock.runFor(200);
  await expect.poll(async () => (await sent("page_view")).map((b) => b.path)).toEqual([productPath]);
  // A navigation has rendered (and the tracker seen it) once the page's title is the new page's.
  const productTitle = await page.title();
  const shown = async (title: string | RegExp) => expect(page).toHaveTitle(title);

  // Away and back within 2000 ms: the home page is counted, not before 150 ms and then once; the
  // product page is not counted again.
  await page.locator('header a[href="/fr"], header a[href="/fr/"]').first().click();
  await page.waitForURL(/\/fr\/?$/);
  await expect(page).not.toHaveTitle(productTitle);
  const homeTitle = await page.title();
  await page.clock.runFor(100);
  expect(await sent("page_view")).toHaveLength(1);
  await page.clock.runFor(100);
  await expect.poll(async () => (await sent("page_view")).map((b) => b.path)).toEqual([productPath, "/fr"]);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === productPath);
  await shown(productTitle);
  await page.clock.runFor(200);
  // The home page again, to be sure the product page's view would have been sent by now.
  await page.goForward();
  await page.waitForURL(/\/fr\/?$/);
  await shown(homeTitle);
  await page.clock.runFor(200);
  expect((await sent("page_view")).map((b) => b.path)).toEqual([productPath, "/fr"]);

  // More than 2000 ms later, the product page counts again.
  await page.clock.runFor(2500);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === productPath);
  await shown(productTitle);
  await page.clock.runFor(200);
  await expect.poll(async () => (await sent("page_view")).map((b) => b.path)).toEqual([productPath, "/fr", productPath]);

  // Scroll depth: half-way, then nothing until scrolling has stopped for 1000 ms.
  // Scrolls, and returns once the page has seen the scroll event (Chromium sends it with the next
  // frame): only then may the page's clock move on.
  const scrollTo = (share: number) =>
    page.evaluate(
      (s) =>
        new Promise<void>((resolve) => {
          const target = Math.max(0, Math.round(s * document.documentElement.scrollHeight - window.innerHeight));
          if (Math.abs(window.scrollY - target) < 2) return resolve();
          window.addEventListener("scroll", () => resolve(), { once: true });
          window.scrollTo(0, target);
        }),
      share,
    );
  await scrollTo(0.5);
  await page.clock.runFor(900);
  expect(await sent("scroll_depth")).toHaveLength(0);
  await page.clock.runFor(200);
  await expect.poll(async () => (await sent("scroll_depth")).map((b) => b.depth)).toEqual([50]);
  // The bottom: 100 once; up and down again sends nothing more.
  // (Images that load below may lengthen the page after the scroll: the bottom is reached again.)
  await expect
    .poll(async () => {
      await scrollTo(1);
      await page.clock.runFor(1100);
      return (await sent("scroll_depth")).map((b) => b.depth);
    })
    .toEqual([50, 100]);
  await scrollTo(0.2);
  await page.clock.runFor(1100);
  await scrollTo(1);
  await page.clock.runFor(1100);
  // The home page's view is the last beacon: nothing about scrolling came after the two.
  await page.locator('header a[href="/fr"], header a[href="/fr/"]').first().click();
  await page.waitForURL(/\/fr\/?$/);
  await shown(homeTitle);
  await page.clock.runFor(200);
  await expect.poll(async () => (await sent("page_view")).length).toBe(4);
  expect((await sent("scroll_depth")).map((b) => b.depth)).toEqual([50, 100]);

  // No consent has been given: nothing identifies the visitor.
  expect((await read()).every((beacon) => beacon.sessionId === undefined)).toBe(true);

  // In the database, as the owner's screen reads it: two views of the product, one of each depth.
  await expect
    .poll(async () => {
      const after = await figures(owner, productName);
      return { views: after.views - before.views, depth50: after.depth50 - before.depth50, depth100: after.depth100 - before.depth100 };
    })
    .toEqual({ views: 2, depth50: 1, depth100: 1 });
  await ownerContext.close();
});
