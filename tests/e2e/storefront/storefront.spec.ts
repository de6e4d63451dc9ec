/** docs/product/performance-and-operations.md#ops-1: the storefront as a shopper uses it, in Chromium. */
import { expect, test, type Page } from "@playwright/test";
import { products } from "../../../db/seed/data/catalog";
import { expectAccessible, headerMenu, openHydrated } from "../support/shop";
import { useOwnAddress } from "../support/accounts";

// The longest file (about 230 s on the desktop) and its tests share nothing: both workers take them,
// instead of one worker running the whole file while the other idles at the end of the run.
test.describe.configure({ mode: "parallel" });

const variantProduct = products.find((p) => p.variants?.some((v) => v.stock === 0))!;
const simpleInStock = products.find((p) => !p.variants?.length && p.stock > 10)!;
const soldOut = products.find((p) => !p.variants?.length && p.stock === 0)!;

/** Fails the test on any console error or uncaught page error. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function productUrl(page: Page, lang: string, name: string) {
  await page.goto(`/${lang}/shop?search=${encodeURIComponent(name)}`);
  return (await page.getByTestId("product-card").getByRole("link", { name, exact: true }).first().getAttribute("href"))!;
}

test.describe("pages in three languages", () => {
  for (const lang of ["fr", "he", "ru"]) {
    test(`every storefront page renders without console errors in ${lang}`, async ({ page }) => {
      const errors = watchConsole(page);
      const url = await productUrl(page, lang, simpleInStock.text[lang as "fr"].name);
      for (const path of ["", "/shop", "/category/floral", "/cart", "/about", "/contact", "/terms", "/privacy", "/install", "/checkout"]) {
        const response = await page.goto(`/${lang}${path}`);
        expect(response?.status(), `/${lang}${path}`).toBe(200);
        await expect(page.locator("h1").first()).toBeVisible();
      }
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: simpleInStock.text[lang as "fr"].name })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe("accessibility", () => {
  // One test per page: axe takes seconds on a loaded machine, and each page fails on its own.
  for (const lang of ["fr", "he"] as const) {
    for (const path of ["", "/shop", "product", "/cart", "/contact"]) {
      test(`axe finds no serious or critical violation on ${path || "/"} in ${lang}`, async ({ page }) => {
        const url = path === "product" ? await productUrl(page, lang, simpleInStock.text[lang].name) : `/${lang}${path}`;
        await openHydrated(page, url);
        await expectAccessible(page);
      });
    }
  }
});

test.describe("home", () => {
  test("hero slider wraps, jumps by dots and carries the LCP image preload", async ({ page }) => {
    await openHydrated(page, "/fr");
    await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute("imagesrcset", /hero-1/);
    const title = page.locator('[data-testid="hero-slide"][aria-hidden="false"]').getByRole("heading");
    await expect(title).toHaveCount(1);
    const first = await title.innerText();
    await page.getByRole("button", { name: "Diapositive précédente" }).click();
    await expect(title).not.toHaveText(first);
    // The slider ignores clicks for 500 ms after a move (docs/product/content-and-texts.md#txt-6): a click inside that lock is
    // lost, so the dot is clicked again until the slide it names is shown.
    await expect(async () => {
      await page.getByRole("button", { name: "Aller à la diapositive 1" }).click();
      await expect(title).toHaveText(first, { timeout: 1_000 });
    }).toPass();
  });

  test("newsletter: invalid, then subscribed, then duplicate", async ({ page }) => {
    // Sign-ups are limited per client address (docs/product/security-rules.md#sec-4): this test is a client of its own.
    await useOwnAddress(page);
    await openHydrated(page, "/fr");
    const form = page.getByRole("region", { name: "La lettre de l'atelier" });
    const email = form.getByLabel("Adresse e-mail").or(form.getByRole("textbox"));
    await email.fill("pas-un-email");
    await form.getByRole("button").click();
    await expect(form.getByText("Email invalide")).toBeVisible();
    const address = `lea+${Date.now()}@example.com`;
    await email.fill(address);
    await form.getByRole("button").click();
    await expect(page.getByTestId("newsletter-thanks")).toContainText("Merci de votre inscription !");
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await email.fill(address.toUpperCase());
    await form.getByRole("button").click();
    await expect(form.getByText("Vous êtes déjà inscrit à notre newsletter")).toBeVisible();
  });

  test("the newest carousel shows six products and moves", async ({ page }) => {
    await openHydrated(page, "/en");
    const carousel = page.getByTestId("newest-carousel");
    await expect(carousel.getByTestId("product-card")).toHaveCount(6);
    // The carousel library loads when the row nears the screen.
    await carousel.scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Next products" }).click();
  });
});

test.describe("shop", () => {
  test("filters and sort live in the URL and survive back", async ({ page }) => {
    await openHydrated(page, "/en/shop");
    const all = await page.getByTestId("product-card").count();
    await page.getByRole("form", { name: "Filters" }).getByText("Floral", { exact: true }).click();
    await expect(page).toHaveURL(/category=floral/);
    await expect(page.getByTestId("filter-count")).toHaveText("1");
    const floral = products.filter((p) => p.category === "floral").length;
    await expect(page.getByTestId("product-card")).toHaveCount(floral);
    await page.getByLabel("Sort by").selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/shop\?category=floral$/);
    await page.reload();
    await expect(page.getByTestId("product-card")).toHaveCount(floral);
    await page.goto("/en/shop?search=zzqxwv");
    await expect(page.getByText("No products found")).toBeVisible();
    await expect(page.getByText("Try modifying your filters")).toBeVisible();
    expect(all).toBeGreaterThan(floral);
  });

  test("search suggestions: from 2 letters, keyboard, opens the product", async ({ page }) => {
    const queries: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/search") queries.push(url.searchParams.get("q") ?? "");
    });
    await openHydrated(page, "/fr");
    // The search is in the header on a desktop, in the menu on a phone. A plain search field until
    // the visitor reaches for it; then the combobox takes over, focused.
    const openSearch = async () => {
      const header = await headerMenu(page, "fr");
      const plain = header.getByRole("searchbox", { name: "Rechercher des bougies" }).filter({ visible: true });
      if (await plain.count()) await plain.first().focus();
      const box = header.getByRole("combobox", { name: "Rechercher des bougies" }).filter({ visible: true });
      if (!(await plain.count())) await box.focus();
      await expect(box).toBeFocused();
      return box;
    };
    let box = await openSearch();
    const options = page.getByRole("listbox").getByRole("option");
    const name = simpleInStock.text.fr.name;
    await box.fill(name.slice(0, 1));
    await expect(options).toHaveCount(0);
    await box.fill(name.slice(0, 4).toUpperCase());
    await expect(options.first()).toBeVisible();
    // One letter asked the server nothing.
    expect(queries.filter((q) => q.trim().length < 2)).toEqual([]);
    expect(await options.count()).toBeLessThanOrEqual(5);
    await expect(options.first()).toContainText("₪");
    await box.fill(name);
    await expect(options.filter({ hasText: name })).toHaveCount(1);
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/fr\/product\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    box = await openSearch();
    await box.fill("zzqxwv");
    await expect(page.getByText("Aucun produit trouvé")).toBeVisible();
    await page.getByRole("button", { name: "Effacer la recherche" }).click();
    await expect(box).toHaveValue("");
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/fr\/product\//);
    await box.fill("bougie");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/fr\/shop\?search=bougie/);
  });
});

test.describe("product and cart", () => {
  test("variant choice narrows, goes into ?variant= and prices the product", async ({ page }) => {
    const url = await productUrl(page, "en", variantProduct.text.en.name);
    await openHydrated(page, url);
    // The options message waits for a try to add (docs/product/catalogue.md#cat-12; product-page.spec.ts tests the try).
    await expect(page.getByText("Please select all options")).toHaveCount(0);
    // Narrowing toward the sold-out variant shows an option that is disabled and struck through.
    const soldOutVariant = variantProduct.variants!.find((v) => v.stock === 0)!;
    const size = page.getByRole("link", { name: soldOutVariant.size.en, exact: true });
    await size.click();
    // Wait for the narrowed options to render, not only for the address to change.
    await expect(size).toHaveAttribute("aria-current", "true");
    const disabled = page.locator('a[aria-disabled="true"]');
    const colour = page.getByRole("link", { name: soldOutVariant.colorLabel.en, exact: true });
    if ((await disabled.count()) === 0) {
      // The colour still has stock in another scent: choose it, and the scent is the one struck through.
      await colour.click();
      await expect(colour).toHaveAttribute("aria-current", "true");
    }
    await expect(disabled.first()).toBeVisible();
    await expect(disabled.first()).toHaveClass(/line-through/);
    // Then a full in-stock choice goes into ?variant= and enables the button.
    const inStock = variantProduct.variants!.find((v) => v.stock > 0)!;
    for (const label of [inStock.size.en, inStock.colorLabel.en, inStock.scentVariant.en]) {
      const option = page.getByRole("link", { name: label, exact: true });
      if ((await option.count()) && (await option.first().getAttribute("aria-current")) !== "true") {
        await option.first().click();
        await expect(option.first()).toHaveAttribute("aria-current", "true");
      }
    }
    await expect(page).toHaveURL(/variant=/);
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled();
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  });

  test("sold-out product cannot be added; low stock is announced", async ({ page }) => {
    await page.goto(await productUrl(page, "fr", soldOut.text.fr.name));
    await expect(page.getByRole("button", { name: "Épuisé" })).toBeDisabled();
    const lowStock = products.find((p) => !p.variants?.length && p.stock > 0 && p.stock <= 10)!;
    await page.goto(await productUrl(page, "fr", lowStock.text.fr.name));
    await expect(page.getByText(`Plus que ${lowStock.stock} en stock`)).toBeVisible();
  });

  test("add to cart, change quantity, see the server's totals", async ({ page }) => {
    await openHydrated(page, await productUrl(page, "fr", simpleInStock.text.fr.name));
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    await expect(page.getByTestId("cart-link")).toContainText("1");
    // Hydrated, so that each click is the page's own update (before hydration a click is a form
    // post and reloads the page, and a second click made during that reload is lost).
    await openHydrated(page, "/fr/cart");
    await expect(page.getByRole("heading", { name: "Mon Panier" })).toBeVisible();
    const quantity = page.getByTestId("cart-line").getByLabel("Quantité", { exact: true });
    await page.getByRole("button", { name: /Augmenter la quantité/ }).click();
    await expect(quantity).toHaveText("2");
    await page.getByRole("button", { name: /Augmenter la quantité/ }).click();
    await expect(quantity).toHaveText("3");
    // The summary's row; the line shows its own share of it too.
    await expect(page.getByTestId("order-totals").getByText("Remise sur quantité")).toBeVisible();
    await expect(page.getByTestId("cart-line").getByTestId("line-discount")).toBeVisible();
    await expect(page.getByRole("link", { name: "Passer la commande" })).toBeVisible();
    await page.getByRole("button", { name: /Retirer/ }).click();
    await expect(page.getByTestId("cart-line")).toHaveCount(0);
  });
});

test.describe("category", () => {
  test("shows the category with its breadcrumb, and the spec's texts when unknown", async ({ page }) => {
    await page.goto("/en/category/floral");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en");
    await expect(breadcrumb.getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/en/shop");
    await expect(page.getByTestId("product-card")).toHaveCount(products.filter((p) => p.category === "floral").length);
    const response = await page.goto("/en/category/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
    await expect(page.getByText("This category does not exist or is no longer available.")).toBeVisible();
  });
});

test.describe("share", () => {
  test("copies the link and says so when the browser has no share sheet", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openHydrated(page, await productUrl(page, "en", simpleInStock.text.en.name));
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe("contact", () => {
  test("validates per field, then sends", async ({ page }) => {
    await useOwnAddress(page);
    await openHydrated(page, "/fr/contact");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Le nom est requis").first()).toBeVisible();
    // Each message once, at its field: no toast repeats them (two frames after the answer).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByText("Le nom est requis")).toHaveCount(1);
    await expect(page.getByText("Le sujet est requis")).toHaveCount(1);
    await page.getByLabel("Nom", { exact: true }).fill("Léa");
    await page.getByLabel("E-mail").or(page.getByLabel("Email")).first().fill("lea@example.com");
    await page.getByLabel("Sujet", { exact: true }).fill("Une question");
    await page.getByLabel("Message", { exact: true }).fill("court");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Le message doit contenir au moins 10 caractères").first()).toBeVisible();
    await page.getByLabel("Message", { exact: true }).fill("Livrez-vous à Haïfa avant vendredi ?");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByTestId("contact-sent")).toContainText("Message envoyé avec succès! Nous vous répondrons bientôt.");
    await expect(page.getByLabel("Sujet", { exact: true })).toHaveValue("");
  });
});

test.describe("without JavaScript", { tag: "@any-screen" }, () => {
  test.use({ javaScriptEnabled: false });

  test("shop → product → add to cart → cart", async ({ page }) => {
    await page.goto("/fr/shop?category=" + simpleInStock.category);
    await page.getByTestId("product-card").getByRole("link", { name: simpleInStock.text.fr.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(simpleInStock.text.fr.name);
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await page.goto("/fr/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line")).toContainText(simpleInStock.text.fr.name);
  });

  test("filters apply with the Apply button", async ({ page }) => {
    await page.goto("/en/shop");
    const filters = page.getByRole("form", { name: "Filters" });
    await filters.getByText("Best sellers", { exact: true }).click();
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/best=1/);
    await expect(page.getByTestId("product-card")).toHaveCount(products.filter((p) => p.bestSeller).length);
  });
});
