/**
 * axe on every admin screen (docs/product/admin-back-office.md#adm-1, Chromium test 6): the owner opens each built screen of the
 * navigation (app/components/admin/shell/nav.ts, so a screen is checked as soon as it is built) and
 * the screens reached from a list (an order, a customer, a message, a stock editor, a product and
 * its price change), in
 * French on the desktop and in Hebrew (right to left) on the phone; no serious or critical
 * violation. Each language and each screen size is covered once: all four pairs cost a sixth of the
 * whole e2e stage for little more (the layout differs by screen, the direction by language).
 */
import { expect, test, type Page } from "@playwright/test";
import { signInOwner } from "./admin-pages";
import { E2E_PASSWORD, uniqueEmail } from "../support/accounts";
import { expectAccessible } from "../support/shop";
import { hrefOf, NAV } from "../../../app/components/admin/shell/nav";

const screens = NAV.filter((entry) => entry.ready).map(hrefOf);

/** Opens a screen and runs axe on it once it is hydrated in the admin's language. */
async function check(page: Page, lang: "fr" | "he", screen: string) {
  const response = await page.goto(screen);
  expect(response?.status(), screen).toBe(200);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expectAccessible(page);
}

for (const [lang, project] of [["fr", "desktop"], ["he", "phone"]] as const) {
  // The navigation's screens in two halves, so that each test stays well inside its time on a
  // slower machine (the whole list took 2.2 of its 3 minutes on the phone here).
  const half = Math.ceil(screens.length / 2);
  for (const [part, list] of [
    ["first", screens.slice(0, half)],
    ["second", screens.slice(half)],
  ] as const) {
    test(`axe finds no serious or critical violation on the ${part} half of the admin screens in ${lang}`, async ({ page, context }, testInfo) => {
      test.skip(testInfo.project.name !== project, `${lang} is checked on the ${project}`);
      test.slow();
      await signInOwner(context, lang, `axe-${part}-${lang}`, "Maya Axe");
      expect(list.length).toBeGreaterThan(3);
      for (const screen of list) await check(page, lang, screen);
    });
  }

  // The screens reached from a list, in two tests so that each stays well inside its time on a
  // slower machine: an order, its delivery note, the collection report and a product's stock
  // editor; then a customer and a message. Not a mail's page: its preview is a frame sandboxed
  // without scripts, and @axe-core/playwright waits on it until the test's time runs out.
  test(`axe finds no serious or critical violation on an order's screens in ${lang}`, async ({ page, context, request }, testInfo) => {
    test.skip(testInfo.project.name !== project, `${lang} is checked on the ${project}`);
    test.slow();
    await signInOwner(context, lang, `axe-orders-${lang}`, "Maya Axe");
    const placed = await request.post("/__test__/orders", { data: { email: uniqueEmail(`axe-order-${lang}`), lang } });
    expect(placed.ok(), await placed.text()).toBe(true);
    const order = (await placed.json()) as { orderId: string; productId: string };
    for (const screen of [`/admin/orders/${order.orderId}`, `/admin/orders/delivery-notes?id=${order.orderId}`, "/admin/orders/collection", `/admin/products/${order.productId}/stock`]) {
      await check(page, lang, screen);
    }
  });

  // The catalogue's screens reached from the products list: a product's editor, and the preview of
  // a price change for it (docs/product/admin-back-office.md#adm-13).
  test(`axe finds no serious or critical violation on a product's screens in ${lang}`, async ({ page, context, request }, testInfo) => {
    test.skip(testInfo.project.name !== project, `${lang} is checked on the ${project}`);
    test.slow();
    await signInOwner(context, lang, `axe-product-${lang}`, "Maya Axe");
    const created = await request.post("/__test__/products", { data: { sku: `AXE-${lang}-${Date.now().toString(36)}`, names: { fr: "Bougie Axe", he: "נר אקס" }, stock: 3 } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    for (const screen of [`/admin/products/${id}`, `/admin/products/prices?ids=${id}&mode=percent&direction=up&amount=10`]) await check(page, lang, screen);
  });

  test(`axe finds no serious or critical violation on a customer's and a message's screens in ${lang}`, async ({ page, context, request }, testInfo) => {
    test.skip(testInfo.project.name !== project, `${lang} is checked on the ${project}`);
    test.slow();
    await signInOwner(context, lang, `axe-people-${lang}`, "Maya Axe");
    const customer = await request.post("/__test__/customers", { data: { email: uniqueEmail(`axe-customer-${lang}`), password: E2E_PASSWORD, name: "Noa Axe" } });
    expect(customer.ok(), await customer.text()).toBe(true);
    const message = await request.post("/__test__/contact-messages", {
      data: { name: "Noa Axe", email: uniqueEmail(`axe-message-${lang}`), subject: "Livraison à Haïfa", message: "Bonjour, livrez-vous à Haïfa avant vendredi ?", lang },
    });
    expect(message.ok(), await message.text()).toBe(true);
    await check(page, lang, `/admin/customers/${((await customer.json()) as { id: string }).id}`);
    await check(page, lang, `/admin/messages/${((await message.json()) as { id: string }).id}`);
  });
}
