/**
 * The back office as an app (docs/product/seo-and-install.md#seo-7), in French and Hebrew on a phone: the admin pages link their own manifest (scope /admin, its own name and icon) and
 * the shop's pages the shop's; "install" without a browser prompt opens the steps by hand
 * (docs/product/seo-and-install.md#seo-6); turning alerts on asks the permission, registers the back office's service worker with scope
 * /admin and, with no push service reachable from here, says the device could not be signed up.
 * The list of devices is empty until one is. axe on the screen.
 */
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import installPwa from "../../../app/locales/admin/install-pwa";

// This spec is about a service worker: they are blocked elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test.use({ reducedMotion: "reduce" });

for (const lang of ["fr", "he"] as const) {
  const t = installPwa[lang];

  test(`the owner installs the back office and asks for alerts on this device (${lang})`, async ({ page, context, request }, testInfo) => {
    onlyIn(lang, "fr");
    await useOwnAddress(context);
    await signInOwner(context, lang, `${Date.now().toString(36)}${testInfo.project.name}${lang}`);
    await context.grantPermissions(["notifications"]);

    await hydrated(page, "/admin/install-pwa");
    await expect(page.getByRole("heading", { level: 1, name: t["installPwa.title"] })).toBeVisible();
    // Two apps: the back office's manifest here, the shop's on the shop.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin.webmanifest");
    const manifest = (await (await request.get("/admin.webmanifest")).json()) as { scope: string; start_url: string; name: string; icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ scope: "/admin", start_url: "/admin", name: "Maison Lumière — Administration" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
    await expect(page.getByTestId("install-pwa-devices")).toContainText(t["installPwa.devices.empty"]);
    await expectAccessible(page);
    await shot(page, `${lang}-install-pwa`);

    // No install prompt from a headless browser: the steps by hand, closable.
    await page.getByTestId("install-pwa-button").click();
    const manual = page.getByTestId("install-pwa-manual");
    await expect(manual).toContainText(t["installPwa.app.iphone"]);
    await manual.getByRole("button", { name: t["installPwa.app.manualClose"] }).click();
    await expect(manual).toHaveCount(0);

    // Alerts on: the service worker takes the back office's scope; the push service is out of reach.
    await expect(page.getByTestId("device-alerts-state")).toHaveText(t["installPwa.alerts.off"]);
    await page.getByRole("button", { name: t["installPwa.alerts.turnOn"] }).click();
    await expect(page.getByText(t["installPwa.alerts.failed"])).toBeVisible({ timeout: 20_000 });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/admin"))?.scope ?? "");
    expect(new URL(scope).pathname).toBe("/admin");
    await expect(page.getByRole("button", { name: t["installPwa.alerts.turnOn"] })).toBeEnabled();
    await expectAccessible(page);

    await page.goto(`/${lang}`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", `/${lang}/manifest.webmanifest`);
  });
}
