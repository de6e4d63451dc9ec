/**
 * docs/product/checkout-and-orders.md#ord-4, the guest half: a new guest adds a variant product, checks out, sees the
 * confirmation with the order number, finds the tracking link in the confirmation e-mail and follows
 * it; once in French and once in Hebrew, and once more with JavaScript disabled.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { products } from "../../../db/seed/data/catalog";
import type { Lang } from "../../../app/lib/langs";
import { expectAccessible, fillCheckout, openHydrated, translator, watchConsole } from "../support/shop";
import { useOwnAddress } from "../support/accounts";

/** A variant with stock to spare for the three runs, and its product. */
const product = products.find((p) => p.variants?.some((v) => v.stock >= 5))!;
const variant = product.variants!.find((v) => v.stock >= 5)!;

/** The product page with the variant chosen through its size, colour and scent. */
async function variantUrl(page: Page, lang: Lang) {
  await page.goto(`/${lang}/shop?search=${encodeURIComponent(product.text[lang].name)}`);
  const href = await page.getByTestId("product-card").getByRole("link", { name: product.text[lang].name, exact: true }).first().getAttribute("href");
  const query = new URLSearchParams({ size: variant.size[lang], color: variant.color, scent: variant.scentVariant[lang] });
  return `${href}?${query}`;
}

/** The confirmation e-mail, read from the outbox through the e2e-only hook. */
async function confirmationMail(request: APIRequestContext, email: string) {
  const response = await request.get(`/__test__/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as { kind: string; subject: string; text: string; html: string; lang: string }[];
  const mail = mails.find((m) => m.kind === "order-confirmation");
  expect(mail, `confirmation mail to ${email}`).toBeTruthy();
  return mail!;
}

async function expectTrackingPage(page: Page, lang: Lang, orderNumber: string) {
  const t = translator(lang);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("orders.number", { number: orderNumber }));
  await expect(page.getByTestId("order-status")).toHaveText(t("orders.status.pending"));
  await expect(page.getByTestId("summary-line")).toHaveCount(1);
  await expect(page.getByTestId("summary-line")).toContainText(product.text[lang].name);
  await expect(page.getByTestId("summary-line")).toContainText(variant.scentVariant[lang]);
  await expect(page.getByTestId("order-address")).toContainText("12 Herzl Street");
  await expect(page.getByText(t("checkout.paymentCard"))).toBeVisible();
}

for (const lang of ["fr", "he"] as const) {
  test(`a new guest buys a variant product and follows the tracking link (${lang})`, async ({ page, request }) => {
    // The whole journey, seven page loads, an order and two accessibility scans: at a load of 30 on
    // two cores a page load took 2–7 s and a scan 5–13 s, so it gets three times the usual limit.
    test.slow();
    // Orders are limited per client address (docs/product/security-rules.md#sec-4): each journey is a client of its own.
    await useOwnAddress(page);
    const t = translator(lang);
    const email = `guest-${lang}-${Date.now()}@example.com`;
    const errors = watchConsole(page);

    await openHydrated(page, await variantUrl(page, lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.text[lang].name);
    await page.getByRole("button", { name: t("product.addToCart"), exact: true }).click();
    // The server's answer (not the optimistic badge) says the line is in the cart.
    await expect(page.getByText(t("toast.addedTitle")).first()).toBeVisible();
    await expect(page.getByTestId("cart-link")).toHaveAttribute("aria-label", `${t("nav.cart")} (${t.plural("nav.cartCount", 1)})`);

    await openHydrated(page, `/${lang}/checkout`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout.title"));
    const summary = page.getByTestId("order-summary");
    await expect(summary).toContainText(product.text[lang].name);
    await expect(summary).toContainText(variant.size[lang]);

    // A field the server refuses shows its SPEC message at the field.
    await fillCheckout(page, lang, email, "N");
    await page.getByRole("button", { name: t("checkout.submit") }).click();
    const firstName = page.getByLabel(t("checkout.firstName"), { exact: true });
    await expect(page.getByText(t("validation.firstNameRequired"))).toBeVisible();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAttribute("aria-describedby", /error/);
    await expectAccessible(page);

    await firstName.fill("Noa");
    await page.getByRole("button", { name: t("checkout.submit") }).click();
    const confirmation = page.getByTestId("order-confirmation");
    await expect(confirmation).toBeVisible();
    await expect(page.getByText(t("toast.orderCreated")).first()).toBeVisible();
    const numberText = (await page.getByTestId("order-number").textContent())!;
    const orderNumber = /\d{4,}/.exec(numberText)![0];
    expect(numberText).toBe(t("orders.number", { number: orderNumber }));
    await expect(page.getByTestId("cart-link")).toHaveAttribute("aria-label", `${t("nav.cart")} (${t.plural("nav.cartCount", 0)})`);
    const trackingPath = (await page.getByTestId("tracking-link").getAttribute("href"))!;
    expect(trackingPath).toMatch(new RegExp(`^/${lang}/order/[A-Za-z0-9_-]{40,}$`));

    const mail = await confirmationMail(request, email);
    expect(mail.lang).toBe(lang);
    expect(mail.subject).toContain(orderNumber);
    expect(mail.text).toContain(trackingPath);
    expect(mail.html).toContain(trackingPath);

    // The confirmation no longer leaves by itself after 8 s (docs/product/checkout-and-orders.md#ord-7): the journey goes on from it.
    const response = await page.goto(trackingPath);
    expect(response?.status()).toBe(200);
    await expectTrackingPage(page, lang, orderNumber);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await expectAccessible(page);
    expect(errors).toEqual([]);

    const wrong = await page.goto(`/${lang}/order/${trackingPath.split("/").pop()!.slice(0, -3)}abc`);
    expect(wrong?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("orders.trackNotFound"));
  });
}

test("checkout works with JavaScript disabled", { tag: "@any-screen" }, async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await useOwnAddress(context);
  const page = await context.newPage();
  const t = translator("fr");
  const email = `guest-nojs-${Date.now()}@example.com`;

  await page.goto(await variantUrl(page, "fr"));
  await page.getByRole("button", { name: t("product.addToCart"), exact: true }).click();
  await page.goto("/fr/checkout");
  await expect(page.getByTestId("order-summary")).toContainText(product.text.fr.name);

  // Server-rendered errors at their fields.
  await fillCheckout(page, "fr", email);
  await page.getByLabel(t("checkout.phone"), { exact: true }).fill("abc");
  await page.getByRole("button", { name: t("checkout.submit") }).click();
  await expect(page.getByText(t("validation.phoneRequired")).or(page.getByText(t("validation.invalidFormat")))).toBeVisible();
  await expect(page.getByLabel(t("checkout.phone"), { exact: true })).toHaveAttribute("aria-invalid", "true");
  // What was typed is kept.
  await expect(page.getByLabel(t("checkout.email"), { exact: true })).toHaveValue(email);

  await page.getByLabel(t("checkout.phone"), { exact: true }).fill("050-1234567");
  await page.getByRole("button", { name: t("checkout.submit") }).click();
  await expect(page.getByTestId("order-confirmation")).toBeVisible();
  const orderNumber = /\d{4,}/.exec((await page.getByTestId("order-number").textContent())!)![0];
  await expect(page.getByTestId("cart-link")).toHaveAttribute("aria-label", `${t("nav.cart")} (${t.plural("nav.cartCount", 0)})`);
  const trackingPath = (await page.getByTestId("tracking-link").getAttribute("href"))!;
  expect((await confirmationMail(request, email)).text).toContain(trackingPath);

  await page.goto(trackingPath);
  await expectTrackingPage(page, "fr", orderNumber);

  // The cart is empty now: the checkout says so.
  await page.goto("/fr/checkout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout.emptyTitle"));
  await expect(page.getByRole("link", { name: t("common.continueShopping") })).toBeVisible();
  await context.close();
});
