/**
 * New-order alerts in an open back office (docs/product/seo-and-install.md#seo-7), in French and in Hebrew on a phone: the owner has the dashboard open; an order placed meanwhile (the checkout's
 * own service, through the e2e hook) raises a toast within 2 seconds, with the order's number and a
 * link to it, and counts on the orders tab until the orders list is opened. The chime can be turned
 * off on this device, and stays off after a reload. axe with the toast shown.
 */
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import orderAlerts from "../../../app/locales/admin/order-alerts";

test.use({ reducedMotion: "reduce" });

for (const lang of ["fr", "he"] as const) {
  const t = orderAlerts[lang];

  test(`a new order raises the alert in the open back office (${lang})`, async ({ page, context, request }, testInfo) => {
    onlyIn(lang, "he");
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    await signInOwner(context, lang, tag);
    await hydrated(page, "/admin");
    // Listening: the stream is open before the order is placed.
    await page.locator("html[data-order-alerts='on']").waitFor({ state: "attached" });

    const placed = await request.post("/__test__/orders", { data: { email: `alert-${tag}@example.com`, lang: "fr", firstName: "Maya" } });
    expect(placed.ok(), await placed.text()).toBe(true);
    const { orderNumber, orderId } = (await placed.json()) as { orderNumber: number; orderId: string };
    const alert = page.getByText(t["orderAlerts.toast"].replace("{number}", String(orderNumber)).split(":")[0]!);
    await expect(alert).toBeVisible({ timeout: 2000 });
    // Other tests place orders too: the badge counts at least this one.
    const badge = page.getByTestId("unseen-orders").first();
    await expect(badge).toBeAttached();
    expect(Number((await badge.locator("[aria-hidden='true']").textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);
    await shot(page, `${lang}-order-alert`, false);

    // This order's toast: the other specs' orders raise toasts of their own, stacked over it on a
    // phone (CI saw another order's toast take the tap). Reached from the keyboard, as a screen
    // reader or keyboard user does, which the stack cannot cover.
    const open = page.locator("[data-sonner-toast]").filter({ has: alert }).getByRole("button", { name: t["orderAlerts.open"] });
    await open.focus();
    await expect(open).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));

    // The orders list seen: nothing left to count.
    await hydrated(page, "/admin/orders");
    await expect(page.getByTestId("unseen-orders")).toHaveCount(0);

    // The chime, off on this device, stays off.
    const sound = page.getByRole("button", { name: t["orderAlerts.sound"] });
    await expect(sound).toHaveAttribute("aria-pressed", "true");
    await sound.click();
    await expect(sound).toHaveAttribute("aria-pressed", "false");
    await hydrated(page, "/admin");
    await expect(page.getByRole("button", { name: t["orderAlerts.sound"] })).toHaveAttribute("aria-pressed", "false");
  });
}
