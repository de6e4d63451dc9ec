import { expect, test } from "@playwright/test";
import { followHeaderLink, headerMenu, openHydrated } from "../support/shop";

test.describe("languages, currencies and errors", () => {
  test("/ lands on /fr when the browser asks for no language we have", { tag: "@any-screen" }, async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await context.close();
  });

  test("/ follows Accept-Language, then the remembered choice", { tag: "@any-screen" }, async ({ browser }) => {
    const context = await browser.newContext({ locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/ru$/);
    await page.goto("/en/shop");
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });

  test("an unknown language goes to /fr/", { tag: "@any-screen" }, async ({ page }) => {
    await page.goto("/xx/shop");
    await expect(page).toHaveURL(/\/fr\/?$/);
  });

  test("choosing עברית keeps the page and turns it right to left", async ({ page }) => {
    await openHydrated(page, "/fr/shop");
    await followHeaderLink(page, "fr", "עברית");
    await expect(page).toHaveURL(/\/he\/shop$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "he");
  });

  test("switching to USD changes a shown price, and it survives a reload", async ({ page }) => {
    await openHydrated(page, "/en/shop");
    const price = page.getByTestId("product-card").first().locator("bdi");
    const before = await price.innerText();
    expect(before).toContain("₪");
    const header = await headerMenu(page, "en");
    await header.getByLabel("Currency").filter({ visible: true }).first().selectOption("USD");
    await expect(price).toContainText("$");
    await page.reload();
    await expect(page.getByTestId("product-card").first().locator("bdi")).toContainText("$");
  });

  test("an unknown path shows the 404 text", { tag: "@any-screen" }, async ({ page }) => {
    const response = await page.goto("/en/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/en");
  });

  test("the header carries the shop link, switchers and cart", async ({ page }) => {
    await openHydrated(page, "/fr");
    await expect(page.locator("header").first().getByTestId("cart-link")).toHaveAttribute("href", "/fr/cart");
    // The switchers are in the header on a desktop, in its menu on a phone.
    const header = await headerMenu(page, "fr");
    await expect(header.getByRole("link", { name: "Русский" }).first()).toHaveAttribute("href", "/ru");
    await expect(page.locator("footer")).toContainText(String(new Date().getFullYear()));
  });
});

test.describe("without JavaScript", { tag: "@any-screen" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the home page renders with products", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.getByTestId("product-card")).toHaveCount(6);
    await expect(page.locator("h1").first()).toBeVisible();
  });
});
