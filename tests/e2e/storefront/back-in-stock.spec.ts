/**
 * "Prévenez-moi" (docs/product/catalogue.md#cat-17), as a shopper sees it on a phone: on a sold-out
 * product and on a sold-out variant, in French and in Hebrew (right to left), the answers at the
 * form, the same without JavaScript; and the owner's panel of waiting requests on the quick stock
 * editor. The demo shop's sold-out product and variant are only asked about, never restocked, so
 * the specs beside this one see the catalogue unchanged (the mails are integration tests:
 * tests/integration/back-in-stock.test.ts). With ADMIN_SHOTS=<folder>, screenshots to look at.
 */
import { expect, test, type Page } from "@playwright/test";
import { products } from "../../../db/seed/data/catalog";
import { expectAccessible, openHydrated, translator } from "../support/shop";
import { uniqueEmail, useOwnAddress } from "../support/accounts";
import { hydrated, shot, signInOwner } from "../admin/admin-pages";
import { HONEYPOT_FIELD } from "../../../app/schemas/fields";

const soldOut = products.find((p) => !p.variants?.length && p.stock === 0)!;
const cedar = products.find((p) => p.key === "cedre-atlas")!;
const soldOutVariant = cedar.variants!.find((v) => v.stock === 0)!;

/** A product's page address, read from its card in the French shop (the id is the database's). */
async function productPath(page: Page, name: string) {
  await page.goto(`/fr/shop?search=${encodeURIComponent(name)}`);
  const href = await page.getByTestId("product-card").getByRole("link", { name, exact: true }).first().getAttribute("href");
  return href!.replace(/^\/fr\//, "/");
}

/**
 * The sold-out variant, chosen as a shopper does: its size, then its colour (the scent follows).
 * The sold-out colour is struck through and marked aria-disabled (docs/product/checkout-and-orders.md#ord-8), but it is still a
 * link that a tap or the keyboard follows: Playwright's click refuses aria-disabled elements, so
 * the keyboard chooses it here, as a keyboard user would.
 */
async function chooseSoldOutVariant(page: Page, lang: "fr" | "he") {
  await page.getByRole("link", { name: soldOutVariant.size[lang], exact: true }).click();
  await expect(page.getByRole("link", { name: soldOutVariant.size[lang], exact: true })).toHaveAttribute("aria-current", "true");
  const colour = page.getByRole("link", { name: new RegExp(`^${soldOutVariant.colorLabel[lang]}`) });
  await expect(colour).toHaveAttribute("aria-disabled", "true");
  await colour.press("Enter");
  await expect(page).toHaveURL(/[?&]variant=[0-9a-f-]{36}/);
  await expect(page.getByTestId("sold-out")).toBeVisible();
}

// Each test walks the shop and the back office, with axe on the way: more than one page's time.
test.slow();

test.describe("Prévenez-moi", () => {
  test("fr: a sold-out product offers it; a bad address and a missing consent are answered at their fields; then it is recorded", async ({ page }) => {
    await useOwnAddress(page);
    const path = await productPath(page, soldOut.text.fr.name);
    await openHydrated(page, `/fr${path}`);
    const form = page.getByTestId("back-in-stock");
    await expect(form.getByRole("heading", { name: "Bientôt de retour" })).toBeVisible();
    // The honeypot the action's schema checks, out of sight and out of the keyboard's way.
    await expect(form.locator(`input[name="${HONEYPOT_FIELD}"]`)).toHaveAttribute("tabindex", "-1");
    await form.scrollIntoViewIfNeeded();
    await shot(page, "back-in-stock-fr", false);

    await form.getByLabel("Votre e-mail").fill("pas-un-email");
    await form.getByRole("button", { name: "Prévenez-moi" }).click();
    await expect(form.getByText("Email invalide")).toBeVisible();
    await expect(form.getByText("Cochez la case pour que nous puissions vous écrire.")).toBeVisible();
    await expect(form.getByLabel("Votre e-mail")).toHaveAttribute("aria-invalid", "true");
    await shot(page, "back-in-stock-fr-errors", false);
    await expectAccessible(page);

    const email = uniqueEmail("prevenez-moi");
    await form.getByLabel("Votre e-mail").fill(email);
    await form.getByLabel("J'accepte que mon e-mail serve uniquement à me prévenir de son retour.").check();
    await form.getByRole("button", { name: "Prévenez-moi" }).click();
    await expect(form.getByRole("status")).toHaveText("Nous vous écrirons dès son retour.");
    await shot(page, "back-in-stock-fr-done", false);
  });

  test("he: a sold-out variant, chosen with the pickers, in Hebrew, right to left", async ({ page }) => {
    const t = translator("he");
    await useOwnAddress(page);
    const path = await productPath(page, cedar.text.fr.name);
    await openHydrated(page, `/he${path}`);
    // Nothing chosen yet, and some variants in stock: no form.
    await expect(page.getByTestId("back-in-stock")).toHaveCount(0);
    await chooseSoldOutVariant(page, "he");
    const form = page.getByTestId("back-in-stock");
    await expect(form.getByRole("heading", { name: t("backInStock.title") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await form.getByLabel(t("backInStock.emailLabel")).fill(uniqueEmail("he-variant"));
    await form.getByLabel(t("backInStock.consent")).check();
    await form.scrollIntoViewIfNeeded();
    await shot(page, "back-in-stock-he", false);
    await expectAccessible(page);
    await form.getByRole("button", { name: t("backInStock.submit") }).click();
    await expect(form.getByRole("status")).toHaveText(t("backInStock.success"));
    await shot(page, "back-in-stock-he-done", false);
  });
});

test.describe("Prévenez-moi without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("fr, the sold-out variant: the choice travels in the form, the answer comes back at it; the owner sees the request", async ({ page, browser }) => {
    await useOwnAddress(page);
    const path = await productPath(page, cedar.text.fr.name);
    await page.goto(`/fr${path}`);
    await chooseSoldOutVariant(page, "fr");
    const variantUrl = page.url();
    const form = page.getByTestId("back-in-stock");
    // Refused at the field, then recorded; the page stays on the variant.
    await form.getByLabel("Votre e-mail").fill("pas-un-email");
    await form.getByLabel("J'accepte que mon e-mail serve uniquement à me prévenir de son retour.").check();
    await form.getByRole("button", { name: "Prévenez-moi" }).click();
    await expect(form.getByText("Email invalide")).toBeVisible();
    // The same variant's page, opened at the form.
    expect(page.url()).toBe(`${variantUrl}#back-in-stock`);
    await expect(form).toBeInViewport();
    const email = uniqueEmail("sans-js");
    await form.getByLabel("Votre e-mail").fill(email);
    await form.getByRole("button", { name: "Prévenez-moi" }).click();
    await expect(form.getByRole("status")).toHaveText("Nous vous écrirons dès son retour.");
    await shot(page, "back-in-stock-nojs", false);

    // The owner's quick stock editor lists it, with the variant and the language (the back office
    // with its JavaScript: this describe's contexts have none).
    const context = await browser.newContext({ viewport: page.viewportSize()!, javaScriptEnabled: true });
    await signInOwner(context, "fr", "back-in-stock");
    const admin = await context.newPage();
    const productId = path.split("/").pop()!;
    await hydrated(admin, `/admin/products/${productId}/stock`);
    const panel = admin.getByTestId("waiting-requests");
    await expect(panel.getByRole("heading", { name: /^Demandes d'alerte en attente \(\d+\)$/ })).toBeVisible();
    const row = panel.getByRole("listitem").filter({ hasText: email });
    await expect(row).toContainText(soldOutVariant.size.fr);
    await expect(row).toContainText("Français");
    await panel.scrollIntoViewIfNeeded();
    await shot(admin, "back-in-stock-admin-panel", false);
    await context.close();
  });

  test("he, the sold-out product: recorded without JavaScript", async ({ page }) => {
    const t = translator("he");
    await useOwnAddress(page);
    const path = await productPath(page, soldOut.text.fr.name);
    await page.goto(`/he${path}`);
    const form = page.getByTestId("back-in-stock");
    await form.getByLabel(t("backInStock.emailLabel")).fill(uniqueEmail("he-sans-js"));
    await form.getByRole("button", { name: t("backInStock.submit") }).click();
    await expect(form.getByText(t("backInStock.consentRequired"))).toBeVisible();
    await form.getByLabel(t("backInStock.consent")).check();
    await form.getByRole("button", { name: t("backInStock.submit") }).click();
    await expect(form.getByRole("status")).toHaveText(t("backInStock.success"));
  });
});

test.describe("the back office, in Hebrew", () => {
  test("the waiting requests' panel, and the low-stock threshold at the top of the stock updates", async ({ browser, page }) => {
    const path = await productPath(page, soldOut.text.fr.name);
    const context = await browser.newContext({ viewport: page.viewportSize()! });
    await signInOwner(context, "he", "threshold");
    const admin = await context.newPage();
    await hydrated(admin, `/admin/products/${path.split("/").pop()}/stock`);
    await expect(admin.getByTestId("waiting-requests").getByRole("heading", { level: 2 })).toBeVisible();
    await admin.getByTestId("waiting-requests").scrollIntoViewIfNeeded();
    await shot(admin, "back-in-stock-admin-panel-he", false);
    await expectAccessible(admin);
    // Read only: the threshold is shared by every spec running beside this one.
    await hydrated(admin, "/admin/stock-updates");
    await expect(admin.getByTestId("low-stock-threshold").getByRole("spinbutton")).toHaveValue("10");
    await shot(admin, "low-stock-threshold-he", false);
    await context.close();
  });
});
