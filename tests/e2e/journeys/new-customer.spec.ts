/**
 * docs/product/checkout-and-orders.md#ord-4, the customer half, once in French and once in Hebrew: a new customer fills a
 * cart as a guest, signs in and finds the guest cart merged, adds a candle to the wishlist, checks out, finds the order in 'Mes
 * Commandes', and, once the shop has delivered it (moved through the order-status service, as the
 * admin will), sees the loyalty points the delivery earned. The account itself comes from the e2e
 * hook: signing up through the pages is the journey of accounts.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { products } from "../../../db/seed/data/catalog";
import type { Lang } from "../../../app/lib/langs";
import { createCustomer, signIn, useOwnAddress } from "../support/accounts";
import { expectAccessible, fillCheckout, openHydrated, translator, watchConsole } from "../support/shop";

/** A candle without variants and with stock to spare for both runs. */
const candle = products.find((p) => !p.variants?.length && p.stock >= 10)!;

async function productPath(page: import("@playwright/test").Page, lang: Lang) {
  await page.goto(`/${lang}/shop?search=${encodeURIComponent(candle.text[lang].name)}`);
  const link = page.getByTestId("product-card").getByRole("link", { name: candle.text[lang].name, exact: true }).first();
  return (await link.getAttribute("href"))!;
}

for (const lang of ["fr", "he"] as const) {
  test(`a new customer signs in, finds the guest cart, checks out and earns points on delivery (${lang})`, async ({ page, request }) => {
    // The whole journey, a dozen page loads, an order and two accessibility scans: at a load of 30 on
    // two cores a page load took 2–7 s and a scan 5–13 s, so it gets three times the usual limit.
    test.slow();
    const t = translator(lang);
    const name = candle.text[lang].name;
    const email = await createCustomer(request, { lang });
    const errors = watchConsole(page);
    await useOwnAddress(page);

    // As a guest: a candle in the cart.
    const path = await productPath(page, lang);
    await openHydrated(page, path);
    await page.getByRole("button", { name: t("product.addToCart"), exact: true }).click();
    await expect(page.getByText(t("toast.addedTitle")).first()).toBeVisible();
    const oneItem = `${t("nav.cart")} (${t.plural("nav.cartCount", 1)})`;
    await expect(page.getByTestId("cart-link")).toHaveAttribute("aria-label", oneItem);

    // Sign in: the guest cart is now the account's.
    await signIn(page, email, lang);
    await expect(page.getByTestId("cart-link")).toHaveAttribute("aria-label", oneItem);
    await openHydrated(page, `/${lang}/cart`);
    await expect(page.getByTestId("cart-line").filter({ hasText: name })).toHaveCount(1);

    // The wishlist heart on the product page, then 'Mes Favoris'.
    await openHydrated(page, path);
    const heart = page.getByTestId("wishlist-heart").first();
    await heart.click();
    await expect(page.getByText(t("toast.wishlistAddedTitle")).first()).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await openHydrated(page, `/${lang}/wishlist`);
    await expect(page.getByTestId("wishlist-count")).toHaveText(t.plural("wishlist.count", 1));
    await expect(page.getByTestId("product-card").filter({ hasText: name })).toHaveCount(1);

    // Check out as the signed-in customer.
    await openHydrated(page, `/${lang}/checkout`);
    await expect(page.getByTestId("order-summary")).toContainText(name);
    await fillCheckout(page, lang, email, "Léa");
    await page.getByRole("button", { name: t("checkout.submit") }).click();
    await expect(page.getByTestId("order-confirmation")).toBeVisible();
    const orderNumber = /\d{4,}/.exec((await page.getByTestId("order-number").textContent())!)![0];
    // A customer's order lives in the account: no guest tracking link.
    await expect(page.getByTestId("tracking-link")).toHaveCount(0);

    // 'Mes Commandes': the order, newest first, pending, with the candle.
    await openHydrated(page, `/${lang}/profile/orders`);
    const order = page.getByTestId("order").first();
    // Named as on the confirmation, the tracking page and the e-mails.
    await expect(order.getByRole("heading", { level: 3 })).toHaveText(t("orders.number", { number: orderNumber }));
    await expect(order).toContainText(name);
    await expect(order.locator("[data-status]")).toHaveText(t("orders.status.pending"));
    await expectAccessible(page);

    // Before delivery, no points.
    await openHydrated(page, `/${lang}/profile/loyalty`);
    await expect(page.getByTestId("ledger-empty")).toBeVisible();

    // The shop confirms, ships and delivers (the status service, as the admin will call it).
    for (const status of ["processing", "shipped", "delivered"]) {
      const moved = await request.post(`/__test__/orders/${orderNumber}/status`, { data: { status } });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
    const cancelAfterDelivery = await request.post(`/__test__/orders/${orderNumber}/status`, { data: { status: "cancelled" } });
    expect(cancelAfterDelivery.status()).toBe(409);

    await openHydrated(page, `/${lang}/profile/orders`);
    await expect(page.getByTestId("order").first().locator("[data-status]")).toHaveText(t("orders.status.delivered"));

    // Points Fidélité: the delivery's points, in the balance and in the ledger.
    await openHydrated(page, `/${lang}/profile/loyalty`);
    const entry = page.getByTestId("ledger-entry");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(t("loyalty.ledgerOrder", { number: orderNumber }));
    const earned = Number(/\+(\d+)/.exec((await entry.textContent())!)![1]);
    expect(earned).toBeGreaterThan(0);
    await expect(page.getByTestId("loyalty-current")).toHaveText(t.plural("loyalty.points", earned));
    await expectAccessible(page);

    expect(errors).toEqual([]);
  });
}
