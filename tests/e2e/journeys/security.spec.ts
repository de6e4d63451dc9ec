/**
 * Security in Chromium (docs/product/security-rules.md#sec-7), against the production build: text a customer stores is
 * shown as text, never run, and better-auth refuses a cross-site call that carries the session cookie
 * (the integration suite runs with NODE_ENV=test, where better-auth skips that check), and a body
 * that is not a form gets a 4xx through the real HTTP stack. The rest of point 8 is
 * tests/integration/security.test.ts.
 *
 * The page's Content-Security-Policy would stop an injected inline handler anyway, so a quiet
 * `window.__xss` alone proves little: each check also asserts that the server's HTML does not hold
 * the payload as markup, and that no element was made from it.
 */
import { expect, test, type Page } from "@playwright/test";
import fr from "../../../app/locales/fr";
import { createCustomer, openHydrated, useOwnAddress } from "../support/accounts";
import { openProductFromShop } from "../support/shop";

const IMG = "<img src=x onerror=window.__xss=1>";
const SCRIPT = "<script>window.__xss=1</script>";

/** Neither payload is markup in the HTML served, none became an element, and nothing ran. */
async function expectInert(page: Page, html: string | null, options: { javaScript: boolean } = { javaScript: true }) {
  if (html !== null) {
    expect(html).not.toContain(IMG);
    expect(html).not.toContain(SCRIPT);
  }
  await expect(page.locator('img[src="x"], img[onerror]')).toHaveCount(0);
  await expect(page.locator("script").filter({ hasText: /^window\.__xss=1$/ })).toHaveCount(0);
  if (options.javaScript) expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

/** Opens a page, waits for hydration, and returns the HTML the server sent. */
async function openServed(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response!.text();
}

test.describe("stored text is shown as text", { tag: "@any-screen" }, () => {
  test("a profile name and a review body carrying script stay text, before and after a reload", async ({ page }) => {
    await useOwnAddress(page);
    await createCustomer(page.request, { signIn: true });

    // The Profil tab: the names come back in the fields, as typed.
    await openHydrated(page, "/fr/profile");
    await page.getByLabel(fr.profile.firstName, { exact: true }).fill(IMG);
    await page.getByLabel(fr.profile.lastName, { exact: true }).fill(SCRIPT);
    await page.getByRole("button", { name: fr.profile.save }).click();
    await expect(page.getByTestId("profile-saved")).toBeVisible();
    const profileHtml = await openServed(page, "/fr/profile");
    await expect(page.getByLabel(fr.profile.firstName, { exact: true })).toHaveValue(IMG);
    await expect(page.getByLabel(fr.profile.lastName, { exact: true })).toHaveValue(SCRIPT);
    await expectInert(page, profileHtml);

    // A review: the product page shows the customer's own (pending) review with its body.
    const { path: productPath } = await openProductFromShop(page, 1);
    const section = page.getByRole("region", { name: "Avis" });
    const body = `${SCRIPT} ${IMG} Parfum subtil, belle tenue.`;
    await section.getByRole("radio", { name: "4 étoiles sur 5" }).check({ force: true });
    await section.getByLabel("Votre avis").fill(body);
    await section.getByRole("button", { name: "Envoyer mon avis" }).click();
    await expect(section.getByTestId("own-review")).toContainText(body);
    // Shown after the submit, without a reload: nothing became an element, nothing ran.
    await expectInert(page, null);

    const productHtml = await openServed(page, productPath);
    await expect(page.getByRole("region", { name: "Avis" }).getByTestId("own-review")).toContainText(body);
    await expectInert(page, productHtml);
  });
});

test.describe("a refused contact message comes back as text", { tag: "@any-screen" }, () => {
  // Without JavaScript, the page that shows the refused form again is rendered by the server.
  // (A sent message is shown on no storefront page: the back office that will list it is not built.)
  test.use({ javaScriptEnabled: false });

  test("its subject and message are put back in the fields, escaped", async ({ page }) => {
    await page.goto("/fr/contact");
    await page.getByLabel(fr.contact.name, { exact: true }).fill("Léa");
    await page.getByLabel(fr.contact.email, { exact: true }).fill("pas-un-email");
    await page.getByLabel(fr.contact.subject, { exact: true }).fill(IMG);
    const message = `${SCRIPT} Bonjour, une question sur vos bougies.`;
    await page.getByLabel(fr.contact.message, { exact: true }).fill(message);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/fr/contact" && r.request().method() === "POST"),
      page.getByRole("button", { name: fr.contact.submit }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText(fr.validation.emailInvalid).first()).toBeVisible();
    await expect(page.getByLabel(fr.contact.subject, { exact: true })).toHaveValue(IMG);
    await expect(page.getByLabel(fr.contact.message, { exact: true })).toHaveValue(message);
    await expectInert(page, await response.text(), { javaScript: false });
  });
});

test.describe("better-auth's own origin check", { tag: "@any-screen" }, () => {
  test("a cross-site call to /api/auth with the session cookie is refused", async ({ page, baseURL }) => {
    await useOwnAddress(page);
    const email = await createCustomer(page.request, { signIn: true });
    const rename = (origin: string) => page.request.post("/api/auth/update-user", { data: { name: "Renamed Elsewhere" }, headers: { Origin: origin } });
    const crossSite = await rename("https://evil.example");
    expect(crossSite.status()).toBe(403);
    const session = await (await page.request.get("/api/auth/get-session")).json();
    expect(session.user.email).toBe(email);
    expect(session.user.name).not.toBe("Renamed Elsewhere");
    // The same call from the shop itself goes through.
    expect((await rename(baseURL!)).status()).toBe(200);
  });
});

test.describe("bodies that are not forms", { tag: "@any-screen" }, () => {
  test("every storefront action answers a JSON or text body with a 4xx, never a 500", async ({ request, baseURL }) => {
    const products = (await (await request.get("/api/search?lang=fr&q=bougie")).json()) as { suggestions: { id: string }[] };
    const productId = products.suggestions[0]?.id;
    expect(productId).toBeTruthy();
    const paths = ["/fr", "/fr/contact", "/fr/cart", `/fr/product/${productId}`, "/fr/checkout", "/fr/newsletter/unsubscribe", "/api/wishlist", "/api/preferences"];
    for (const path of paths) {
      for (const [contentType, body] of [
        ["application/json", JSON.stringify({ intent: "add", productId, email: "lea@example.com" })],
        ["text/plain", "intent=add"],
      ]) {
        const response = await request.post(path, { headers: { Origin: baseURL!, "Content-Type": contentType }, data: body, maxRedirects: 0 });
        expect(response.status(), `${contentType} to ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status(), `${contentType} to ${path}`).toBeLessThan(500);
      }
    }
  });
});
