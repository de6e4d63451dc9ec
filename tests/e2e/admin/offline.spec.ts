/**
 * The back office offline (docs/product/seo-and-install.md#seo-7, Chromium test "The admin offline shows the last
 * orders, read-only"), in French and Hebrew on a phone:
 * - the owner opens the admin; its worker registers and keeps a snapshot; an order placed meanwhile
 *   reaches the snapshot through the new-order alert;
 * - in the open order page, going offline shows the banner and disables every action; they come
 *   back with the connection;
 * - offline, /admin/orders and the order's page load from the device: the banner with the sync
 *   time, the order placed, its customer and lines, no enabled action; axe finds nothing serious;
 *   back online, the live page returns with its actions;
 * - signing out empties the admin's cache, and offline nothing of the admin loads any more;
 * - a signed-out visitor gets no worker and nothing cached.
 * Other specs place orders at the same time: only this test's order is looked for.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import offline from "../../../app/locales/admin/offline";
import orders from "../../../app/locales/admin/orders";

// This spec is about a service worker: they are blocked elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test.use({ reducedMotion: "reduce" });

const CACHE = "admin-offline-v1";

/** Whether the snapshot kept on this device holds the order. */
function snapshotHolds(page: Page, orderId: string) {
  return page.evaluate(
    async ({ cacheName, id }) => {
      const answer = await caches.match("/admin/api/offline-snapshot", { cacheName });
      if (!answer) return false;
      const snapshot = (await answer.json()) as { orders: { row: { id: string } }[] };
      return snapshot.orders.some((order) => order.row.id === id);
    },
    { cacheName: CACHE, id: orderId },
  );
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Buttons and fields of the screen (the shell's header aside) that a person could still use. */
const enabledControls = (page: Page) => page.locator("main").locator("button:enabled, input:enabled, select:enabled, textarea:enabled");

for (const lang of ["fr", "he"] as const) {
  const t = offline[lang];
  const o = orders[lang];
  const bannerStart = t["adminOffline.banner"].split("{day}")[0]!;

  test(`the admin offline shows the last orders, read-only, and forgets them on sign-out (${lang})`, async ({ page, context, request }, testInfo) => {
    onlyIn(lang, "he");
    test.slow();
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    await signInOwner(context, lang, tag);

    // The worker registers on the visit and keeps a first snapshot.
    await hydrated(page, "/admin");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(async () => (await cacheNames(page)).includes(CACHE), { timeout: 15_000 }).toBe(true);

    // An order placed while the admin is open reaches the snapshot (the new-order alert syncs it).
    await page.locator("html[data-order-alerts='on']").waitFor({ state: "attached" });
    const placed = await request.post("/__test__/orders", { data: { email: `offline-${tag}@example.com`, lang: "fr", firstName: "Yael" } });
    expect(placed.ok(), await placed.text()).toBe(true);
    const { orderNumber, orderId } = (await placed.json()) as { orderNumber: number; orderId: string };
    await expect.poll(() => snapshotHolds(page, orderId), { timeout: 15_000 }).toBe(true);

    // The open order page: offline, a banner and no action; back online, the actions return.
    await hydrated(page, `/admin/orders/${orderId}`);
    const confirm = page.getByRole("button", { name: o["adminOrders.move.confirm"], exact: true });
    await expect(confirm).toBeEnabled();
    await context.setOffline(true);
    await expect(page.getByTestId("offline-banner")).toContainText(bannerStart);
    await expect(confirm).toBeDisabled();
    await expect(enabledControls(page)).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByTestId("offline-banner")).toHaveCount(0);
    await expect(confirm).toBeEnabled();

    // Offline, the orders list loads from the device, with the sync time and this order.
    await context.setOffline(true);
    await page.goto("/admin/orders");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page).toHaveURL(/\/admin\/offline\?from=%2Fadmin%2Forders$/);
    const banner = page.getByTestId("offline-banner");
    await expect(banner).toContainText(bannerStart);
    await expect(banner).toContainText(t["adminOffline.readOnly"]);
    const syncedAt = await banner.locator("[data-synced-at]").getAttribute("data-synced-at");
    expect(Date.now() - Date.parse(syncedAt ?? "")).toBeLessThan(10 * 60_000);
    await expect(page.getByRole("heading", { level: 1, name: o["adminOrders.title"] })).toBeVisible();
    const row = page.getByRole("link", { name: new RegExp(`#${orderNumber}\\b`) });
    await expect(row).toBeVisible();
    await expect(enabledControls(page)).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, `${lang}-offline-orders`);

    // The order's page, reached by its link: its details, read-only.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/admin/offline\\?from=%2Fadmin%2Forders%2F${orderId}$`));
    await expect(page.getByRole("heading", { level: 1, name: o["adminOrders.detail.title"].replace("{number}", String(orderNumber)) })).toBeVisible();
    await expect(page.getByRole("region", { name: o["adminOrders.detail.customer"] })).toContainText("Yael");
    await expect(page.getByRole("region", { name: o["adminOrders.detail.customer"] })).toContainText(`offline-${tag}@example.com`);
    await expect(page.getByRole("region", { name: o["adminOrders.detail.lines"] }).getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("region", { name: t["adminOffline.shipment"] })).toContainText(t["adminOffline.toCollect"]);
    await expect(banner).toContainText(bannerStart);
    await expect(enabledControls(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: o["adminOrders.move.confirm"], exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, `${lang}-offline-order`);

    // Back online, the live page returns, with its actions.
    await context.setOffline(false);
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`), { timeout: 15_000 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("button", { name: o["adminOrders.move.confirm"], exact: true })).toBeEnabled();
    await expect(page.getByTestId("offline-banner")).toHaveCount(0);

    // Signing out forgets the admin on this device: offline, nothing of it loads any more.
    await hydrated(page, "/admin/security");
    await page.getByTestId("signout-this").click();
    await expect(page).toHaveURL(/\/admin\/auth/);
    await expect.poll(async () => (await cacheNames(page)).includes(CACHE)).toBe(false);
    await context.setOffline(true);
    await expect(page.goto("/admin/orders")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    expect(await page.evaluate(() => caches.keys()).catch(() => [])).not.toContain(CACHE);
    await context.setOffline(false);
  });
}

test("a signed-out visitor gets no admin worker and nothing cached", async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "one screen size is enough");
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/auth/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The snapshot itself refuses a signed-out visitor.
  const snapshot = await page.evaluate(() => fetch("/admin/api/offline-snapshot", { redirect: "manual" }).then((answer) => answer.status));
  expect(snapshot).toBe(401);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.map((registration) => registration.scope)))).toEqual([]);
  expect(await cacheNames(page)).not.toContain(CACHE);
  await context.setOffline(true);
  await expect(page.goto("/admin/orders")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.close();
});
