/** docs/product/accounts-and-auth.md#acc-10: the signed-in customer's wishlist, reviews and account tabs, in Chromium. */
import { randomUUID } from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { products } from "../../../db/seed/data/catalog";
import { createCustomer, useOwnAddress as giveOwnAddress } from "../support/accounts";
import { expectAccessible, openHydrated, openProductFromShop } from "../support/shop";

/** A new verified customer, signed in in this browser context (the e2e hook: no mail, no hashing). */
async function signUpAndSignIn(context: BrowserContext) {
  await giveOwnAddress(context);
  return createCustomer(context.request, { signIn: true });
}

function wishlistBadge(page: Page) {
  return page.locator("header").getByRole("link", { name: "Favoris", exact: true });
}

/**
 * The card of the demo's candle number `index` (db/seed/data/catalog.ts; 0 and 8 are on the first
 * page sorted by name), not the list's first or second card: the journeys beside these ones add
 * products of their own (the newest come first) and archive them, and a list revalidated after a
 * toggle could then put another card in that place.
 */
function demoCard(page: Page, index: number) {
  return page.getByTestId("product-card").filter({ hasText: products[index].text.fr.name }).first();
}

test.describe("wishlist", () => {
  test("a guest's heart asks to sign in, and the wishlist page sends guests to sign-in", async ({ page, request }) => {
    await openHydrated(page, "/fr/shop?sort=name-asc");
    const heart = demoCard(page, 0).getByTestId("wishlist-heart");
    await heart.click();
    await expect(page.getByText("Connexion requise")).toBeVisible();
    await expect(page.getByText("Veuillez vous connecter pour ajouter des favoris")).toBeVisible();
    await expect(heart).not.toHaveAttribute("aria-pressed", "true");

    await page.goto("/fr/wishlist");
    await expect(page).toHaveURL(/\/fr\/auth\?redirectTo=%2Ffr%2Fwishlist$/);

    const api = await request.post("/api/wishlist", { form: { productId: randomUUID(), lang: "fr" }, headers: { Origin: new URL(page.url()).origin } });
    expect(api.status()).toBe(401);
    expect(await api.json()).toMatchObject({ ok: false, title: "Connexion requise" });
  });

  test("a customer adds from a card and from the product page, sees 'Mes Favoris', and empties it", async ({ page, context }) => {
    await signUpAndSignIn(context);
    await openHydrated(page, "/fr/shop?sort=name-asc");
    await expect(wishlistBadge(page)).toBeVisible();

    // From a card.
    const firstCard = demoCard(page, 0);
    const firstName = (await firstCard.getByRole("heading").innerText()).trim();
    const cardHeart = firstCard.getByTestId("wishlist-heart");
    await expect(cardHeart).toHaveAttribute("aria-pressed", "false");
    await cardHeart.click();
    await expect(cardHeart).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Ajouté aux favoris")).toBeVisible();
    await expect(page.getByText("Le produit a été ajouté à vos favoris")).toBeVisible();
    await expect(wishlistBadge(page)).toHaveText("1");

    // From the product page of another product.
    const secondCard = demoCard(page, 8);
    const secondName = (await secondCard.getByRole("heading").innerText()).trim();
    await secondCard.getByRole("link", { name: secondName, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: secondName })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const pageHeart = page.locator("main").getByTestId("wishlist-heart").first();
    await expect(pageHeart).toHaveAttribute("aria-label", "Ajouter aux favoris");
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
    await expect(pageHeart).toHaveAttribute("aria-label", "Retirer des favoris");
    await expect(wishlistBadge(page)).toHaveText("2");

    // 'Mes Favoris': both, with the plural count.
    await openHydrated(page, "/fr/wishlist");
    await expect(page.getByRole("heading", { level: 1, name: "Mes Favoris" })).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toHaveText("2 produits");
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole("heading")).toContainText([secondName, firstName]);

    // Removing one gives the singular, removing the other the empty state.
    await cards.filter({ hasText: secondName }).getByTestId("wishlist-heart").click();
    await expect(page.getByText("Retiré des favoris")).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toHaveText("1 produit");
    await expect(cards).toHaveCount(1);
    await expect(wishlistBadge(page)).toHaveText("1");
    await cards.first().getByTestId("wishlist-heart").click();
    await expect(page.getByText("Votre liste de favoris est vide")).toBeVisible();
    await expect(page.getByRole("link", { name: "Découvrir la boutique" })).toBeVisible();
    await expect(wishlistBadge(page)).toHaveText("");
  });

  test("the heart is optimistic, takes one toggle at a time, and rolls back on failure", { tag: "@any-screen" }, async ({ page, context }) => {
    await signUpAndSignIn(context);
    await openHydrated(page, "/fr/shop?sort=name-asc");
    const heart = demoCard(page, 0).getByTestId("wishlist-heart");

    // Hold the request: the heart shows the new state at once and refuses a second toggle meanwhile.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/wishlist*", async (route) => {
      await held;
      await route.continue();
    });
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toBeDisabled();
    release();
    await expect(page.getByText("Ajouté aux favoris")).toBeVisible();
    await expect(heart).toBeEnabled();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.unroute("**/api/wishlist*");

    // A toggle the server refuses (here the product vanished: the request is rewritten to an id that
    // does not exist) shows its error and the heart goes back to the saved state.
    const second = demoCard(page, 8).getByTestId("wishlist-heart");
    await page.route("**/api/wishlist*", async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? "");
      form.set("productId", randomUUID());
      await route.continue({ postData: form.toString() });
    });
    await second.click();
    await expect(page.getByText("Impossible d'ajouter aux favoris")).toBeVisible();
    await expect(page.getByText("Ce produit n'existe plus.")).toBeVisible();
    await expect(second).toHaveAttribute("aria-pressed", "false");
    await expect(second).toBeEnabled();
    await expect(wishlistBadge(page)).toHaveText("1");
    await page.unroute("**/api/wishlist*");
  });

  test("the API refuses garbage and unknown products with a clear 4xx", { tag: "@any-screen" }, async ({ page, context, baseURL }) => {
    await signUpAndSignIn(context);
    const headers = { Origin: baseURL! };
    const garbage = await context.request.post("/api/wishlist", { form: { productId: "<script>alert(1)</script>", lang: "fr" }, headers });
    expect(garbage.status()).toBe(400);
    expect(await garbage.json()).toMatchObject({ ok: false, text: "Cette demande n'est pas valide." });
    const unknown = await context.request.post("/api/wishlist", { form: { productId: randomUUID(), intent: "add", lang: "fr" }, headers });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ ok: false, title: "Impossible d'ajouter aux favoris", text: "Ce produit n'existe plus." });
    await page.goto("/fr/wishlist");
    await expect(page.getByText("Votre liste de favoris est vide")).toBeVisible();
  });
});

test.describe("reviews", () => {
  test("a guest gets a sign-in link; a customer's review waits for approval and is shown as text", async ({ page, context }) => {
    const { path: productUrl } = await openProductFromShop(page, 2);
    await expect(page.getByRole("link", { name: "Connectez-vous pour rédiger un avis" })).toBeVisible();

    await signUpAndSignIn(context);
    await openHydrated(page, productUrl);
    const section = page.getByRole("region", { name: "Avis" });
    await expect(section.getByRole("heading", { name: "Rédiger un avis" })).toBeVisible();

    // Without a rating: the message at the field.
    await section.getByLabel("Votre avis").fill("Une très belle bougie, parfum subtil.");
    await section.getByRole("button", { name: "Envoyer mon avis" }).click();
    await expect(section.getByText("Choisissez une note de 1 à 5")).toBeVisible();

    const text = `<script>window.__pwned = true</script> Parfum subtil et tenue parfaite.`;
    await section.getByRole("radio", { name: "4 étoiles sur 5" }).check({ force: true });
    await section.getByLabel("Votre avis").fill(text);
    await section.getByRole("button", { name: "Envoyer mon avis" }).click();
    await expect(section.getByTestId("review-awaiting")).toHaveText("Merci ! Votre avis sera publié après validation.");
    // A thank-you, not in the colour of errors.
    const [thanks, error] = await Promise.all([
      section.getByTestId("review-awaiting").evaluate((el) => getComputedStyle(el).color),
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-accent-2").trim()),
    ]);
    expect(thanks).not.toBe(await page.evaluate((hex) => { const probe = document.createElement("span"); probe.style.color = hex; document.body.append(probe); const colour = getComputedStyle(probe).color; probe.remove(); return colour; }, error));
    await expect(section.getByTestId("own-review")).toContainText(text);
    await expect(section.getByTestId("own-review")).toContainText("En attente de validation");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    // Not published yet: the approved list is still empty.
    await expect(section.getByText("Aucun avis pour le moment")).toBeVisible();
    await expect(section.getByRole("button", { name: "Modifier mon avis" })).toBeVisible();
  });
});

test.describe("account tabs", () => {
  test("signed-out visitors are sent to sign-in", { tag: "@any-screen" }, async ({ page }) => {
    await page.goto("/fr/profile/orders");
    await expect(page).toHaveURL(/\/fr\/auth\?redirectTo=%2Ffr%2Fprofile%2Forders$/);
    await page.goto("/he/profile/loyalty");
    await expect(page).toHaveURL(/\/he\/auth\?redirectTo=%2Fhe%2Fprofile%2Floyalty$/);
  });

  test("'Mes Commandes' shows its empty state, and the loyalty tab bronze in Hebrew, right to left", async ({ page, context }) => {
    await signUpAndSignIn(context);
    await page.goto("/fr/profile/orders");
    await expect(page.getByRole("heading", { name: "Mes Commandes" })).toBeVisible();
    await expect(page.getByText("Vous n'avez pas encore passé de commande.")).toBeVisible();
    await expect(page.getByTestId("attach-orders")).toHaveCount(0);

    await page.goto("/he/profile/loyalty");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "he");
    await expect(page.getByRole("heading", { name: "נקודות מועדון" })).toBeVisible();
    await expect(page.getByTestId("loyalty-level")).toHaveText("ארד");
    await expect(page.getByTestId("loyalty-level")).toHaveAttribute("data-level", "bronze");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByTestId("ledger-empty")).toBeVisible();
  });
});

test.describe("accessibility", () => {
  // One test per page: axe takes seconds on a loaded machine, and each page fails on its own.
  for (const path of ["/fr/wishlist", "/fr/product", "/fr/profile/orders", "/he/profile/loyalty", "/he/wishlist"]) {
    test(`axe finds no serious or critical violation on the customer's page ${path}`, async ({ page, context, baseURL }) => {
      await signUpAndSignIn(context);
      // A demo candle, never a product another journey adds and archives meanwhile.
      await page.goto("/fr/shop?sort=name-asc");
      const card = demoCard(page, 0);
      const productId = (await card.getByTestId("wishlist-heart").getAttribute("data-product-id"))!;
      const saved = await context.request.post("/api/wishlist", { form: { productId, intent: "add", lang: "fr" }, headers: { Origin: baseURL! } });
      expect(await saved.json()).toEqual({ ok: true, inWishlist: true });
      await openHydrated(page, path === "/fr/product" ? `/fr/product/${productId}` : path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test.describe("without JavaScript", { tag: "@any-screen" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the heart is a form that comes back to the page, and a guest goes to sign-in", async ({ page, context }) => {
    await page.goto("/fr/shop?sort=name-asc");
    await demoCard(page, 0).getByTestId("wishlist-heart").click();
    await expect(page).toHaveURL(/\/fr\/auth\?redirectTo=%2Ffr%2Fshop%3Fsort%3Dname-asc$/);

    await signUpAndSignIn(context);
    await page.goto("/fr/shop?sort=name-asc");
    const heart = demoCard(page, 0).getByTestId("wishlist-heart");
    await heart.click();
    await expect(page).toHaveURL(/\/fr\/shop\?sort=name-asc$/);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistBadge(page)).toHaveText("1");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });
});
