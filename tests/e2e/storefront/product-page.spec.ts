/**
 * docs/product/catalogue.md#cat-12, the product page and the cards, as a shopper sees them on a desktop and on a phone:
 * honest "from" prices (docs/product/catalogue.md#cat-9), a picker left with one option chosen by itself, the
 * options message only after a try, the phone's sticky add-to-cart, 'Épuisé', one toast, related
 * blocks without repeats or holes, a visible focus ring on card titles, and headings in order.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { products } from "../../../db/seed/data/catalog";
import { openHydrated } from "../support/shop";

const byName = (name: string) => products.find((p) => p.text.fr.name === name)!;
const cedar = byName("Cèdre de l'Atlas");
const rose = byName("Rose de Grasse");
const soldOut = products.find((p) => !p.variants?.length && p.stock === 0)!;
const simpleInStock = products.find((p) => !p.variants?.length && p.stock > 10)!;

/** Spaces as a person reads them: Intl puts narrow and non-breaking spaces in amounts. */
const read = async (locator: Locator) => (await locator.innerText()).replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** A product's card on the French shop page (searched by name, so it is on the first page). */
async function shopCard(page: Page, name: string) {
  await openHydrated(page, `/fr/shop?search=${encodeURIComponent(name)}`);
  return page.getByTestId("product-card").filter({ has: page.getByRole("link", { name, exact: true }) });
}

async function openProduct(page: Page, name: string) {
  const card = await shopCard(page, name);
  const href = (await card.getByRole("link", { name, exact: true }).getAttribute("href"))!;
  await openHydrated(page, href);
  return href;
}

const selectOptions = "Veuillez sélectionner toutes les options";

test.describe("prices", () => {
  for (const [product, expected] of [[cedar, "209,00 ₪"], [rose, "219,00 ₪"]] as const) {
    test(`${product.text.fr.name}: the card and the page start from the same price, and the page follows the chosen variant`, async ({ page }) => {
      const card = await shopCard(page, product.text.fr.name);
      const cardPrice = await read(card.getByTestId("card-price"));
      expect(cardPrice).toBe(`À partir de ${expected}`);
      await card.getByRole("link", { name: product.text.fr.name, exact: true }).click();
      const price = page.getByTestId("product-price");
      await expect(price).toHaveText(/À partir de/);
      expect(await read(price)).toBe(cardPrice);

      // The largest size costs more: once it is chosen, the page shows its own price, without 'from'.
      const large = [...product.variants!].sort((a, b) => b.priceAdjustmentMinor - a.priceAdjustmentMinor)[0];
      const size = page.getByRole("link", { name: large.size.fr, exact: true });
      await size.click();
      await expect(size).toHaveAttribute("aria-current", "true");
      const amount = ((product.priceMinor + large.priceAdjustmentMinor) / 100).toFixed(2).replace(".", ",");
      await expect(price).not.toHaveText(/À partir de/);
      expect(await read(price)).toBe(`${amount} ₪`);
    });
  }
});

test.describe("choosing options", () => {
  test("a size that leaves one colour and one scent is a complete choice", async ({ page }) => {
    await openProduct(page, cedar.text.fr.name);
    const small = cedar.variants!.find((v) => v.priceAdjustmentMinor < 0)!;
    expect(cedar.variants!.filter((v) => v.size.fr === small.size.fr)).toHaveLength(1);
    const size = page.getByRole("link", { name: small.size.fr, exact: true });
    await size.click();
    await expect(size).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: small.colorLabel.fr, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: small.scentVariant.fr, exact: true })).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/[?&]variant=/);
    await expect(page.getByRole("button", { name: "Ajouter au panier", exact: true }).first()).toBeEnabled();
    await expect(page.getByText(selectOptions)).toHaveCount(0);
  });

  test("a picker left with one option in stock chooses it, and add to cart takes the variant", async ({ page }) => {
    // Eucalyptus du Carmel's small size: cream white in stock, beige sold out, one scent.
    const eucalyptus = byName("Eucalyptus du Carmel");
    const small = eucalyptus.variants!.filter((v) => v.priceAdjustmentMinor < 0);
    const inStock = small.find((v) => v.stock > 0)!;
    const soldOutColour = small.find((v) => v.stock === 0)!;
    await openProduct(page, eucalyptus.text.fr.name);
    await page.getByRole("link", { name: inStock.size.fr, exact: true }).click();
    await expect(page.getByRole("link", { name: inStock.colorLabel.fr, exact: true })).toHaveAttribute("aria-current", "true");
    // The sold-out colour stays, struck through, to be picked on purpose.
    await expect(page.getByRole("link", { name: `${soldOutColour.colorLabel.fr} — indisponible`, exact: true })).not.toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/[?&]variant=/);
    await page.locator("#purchase-form").getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Ajouté au panier" })).toBeVisible();
    await expect(page.getByText(selectOptions)).toHaveCount(0);
  });

  test("the quantity discount is not worked out on the 'from' price before a variant is chosen", async ({ page }) => {
    await openProduct(page, cedar.text.fr.name);
    const more = page.getByRole("button", { name: "Augmenter la quantité" });
    await more.click();
    await more.click();
    await expect(page.locator("#quantity")).toHaveValue("3");
    await expect(page.getByText("Prix dégressif appliqué !")).toHaveCount(0);
    await expect(page.getByTestId("discount-hint")).toHaveText("10 % de remise dès 3 unités, 15 % dès 5.");
    const small = cedar.variants!.find((v) => v.priceAdjustmentMinor < 0)!;
    await page.getByRole("link", { name: small.size.fr, exact: true }).click();
    await expect(page).toHaveURL(/[?&]variant=/);
    await more.click();
    await more.click();
    await expect(page.getByText("Prix dégressif appliqué !")).toBeVisible();
    await expect(page.getByTestId("discount-hint")).toHaveCount(0);
  });

  test("the options message appears only once the shopper tries to add, and leads to the missing picker", async ({ page }) => {
    await openProduct(page, cedar.text.fr.name);
    await expect(page.getByText(selectOptions)).toHaveCount(0);
    const add = page.locator("#purchase-form").getByRole("button", { name: "Ajouter au panier" });
    await add.click();
    await expect(page.getByRole("alert").filter({ hasText: selectOptions })).toBeVisible();
    // Focus goes to the first picker still to choose: the sizes.
    await expect(page.locator("#picker-size a:focus")).toHaveCount(1);
    // Nothing went into the cart.
    await expect(page.getByTestId("cart-link")).not.toContainText("1");
  });
});

test.describe("the phone's sticky add-to-cart", () => {
  test("shows once the buy button scrolls away, adds the chosen variant, and hides nothing", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the bar is for phones; a desktop keeps the panel's button in view");
    await openProduct(page, cedar.text.fr.name);
    const bar = page.getByTestId("sticky-buy-bar");
    const main = page.locator("#purchase-form").getByRole("button", { name: "Ajouter au panier" });
    await main.scrollIntoViewIfNeeded();
    await expect(bar).not.toBeInViewport();

    // Without a choice, the bar leads back to the sizes and says what is missing.
    await page.getByRole("heading", { name: "Vous aimerez aussi" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText("À partir de");
    await bar.getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(page.getByRole("alert").filter({ hasText: selectOptions })).toBeVisible();
    await expect(page.locator("#picker-size")).toBeInViewport();

    // With a variant chosen, the bar adds it.
    const small = cedar.variants!.find((v) => v.priceAdjustmentMinor < 0)!;
    await page.getByRole("link", { name: small.size.fr, exact: true }).click();
    await expect(page).toHaveURL(/[?&]variant=/);
    await page.getByRole("heading", { name: "Vous aimerez aussi" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await expect(bar).not.toContainText("À partir de");
    await bar.getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Ajouté au panier" })).toBeVisible();
    await expect(page.getByTestId("cart-link")).toContainText("1");

    // It covers neither the click-to-call button nor the end of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeInViewport();
    const barBox = (await bar.locator("button").boundingBox())!;
    const call = page.getByTestId("click-to-call");
    if (await call.count()) {
      const callBox = (await call.boundingBox())!;
      const overlaps = barBox.x < callBox.x + callBox.width && callBox.x < barBox.x + barBox.width;
      expect(overlaps).toBe(false);
    }
    const barTop = (await bar.boundingBox())!.y;
    const footerBottom = await page.locator("footer").last().evaluate((el) => el.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
  });

  test("is right to left in Hebrew", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the bar is for phones");
    await openHydrated(page, `/he/shop?search=${encodeURIComponent(cedar.text.he.name)}`);
    await page.getByTestId("product-card").getByRole("link", { name: cedar.text.he.name, exact: true }).click();
    // The product page itself, not the shop's footer before the client-side navigation lands.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cedar.text.he.name);
    await page.locator("footer").last().scrollIntoViewIfNeeded();
    const bar = page.getByTestId("sticky-buy-bar");
    await expect(bar).toBeInViewport();
    // The price reads first, on the right; the button follows it, on the left.
    const price = (await bar.locator("bdi").boundingBox())!;
    const button = (await bar.getByRole("button").boundingBox())!;
    expect(button.x + button.width).toBeLessThan(price.x);
  });

  test("stays out of a desktop", async ({ page, isMobile }) => {
    test.skip(isMobile, "desktop only");
    await openProduct(page, cedar.text.fr.name);
    await page.locator("footer").last().scrollIntoViewIfNeeded();
    await expect(page.getByTestId("sticky-buy-bar")).toBeHidden();
  });
});

test.describe("the black swatch", () => {
  test("stays visible on its chosen (dark) pill", async ({ page }) => {
    await openProduct(page, cedar.text.fr.name);
    const noir = page.getByRole("link", { name: "Noir", exact: true });
    await noir.click();
    await expect(noir).toHaveAttribute("aria-current", "true");
    // Its fill is the pill's colour once the pill's colour transition has ended (mid-way the pill
    // is still part transparent): only a light edge draws it.
    const swatch = noir.getByTestId("swatch");
    await expect
      .poll(() => swatch.evaluate((element) => getComputedStyle(element).backgroundColor === getComputedStyle(element.parentElement!).backgroundColor))
      .toBe(true);
    const look = await swatch.evaluate((swatch) => ({
      edge: getComputedStyle(swatch).borderTopColor,
      pill: getComputedStyle(swatch.parentElement!).backgroundColor,
      fill: getComputedStyle(swatch).backgroundColor,
    }));
    expect(look.fill).toBe(look.pill);
    // How light the edge is, 0 to 1: rgb(…) by its darkest channel, oklab(…) by its lightness.
    const lightness = (colour: string) => {
      const values = colour.match(/[\d.]+/g)!.map(Number);
      return colour.startsWith("oklab") ? values[0] : Math.min(...values.slice(0, 3)) / 255;
    };
    expect(lightness(look.edge), JSON.stringify(look)).toBeGreaterThan(0.6);
  });
});

test.describe("the desktop's gallery", () => {
  test("stays in view under the header while the details beside it scroll", async ({ page, isMobile }) => {
    test.skip(isMobile, "desktop only: on a phone the details come under the pictures");
    await openProduct(page, cedar.text.fr.name);
    const gallery = page.getByTestId("product-gallery-column");
    const header = (await page.getByRole("banner").boundingBox())!;
    const top = (await gallery.boundingBox())!.y;
    await page.mouse.wheel(0, 250);
    await expect.poll(async () => (await gallery.boundingBox())!.y).toBeLessThan(top);
    // Held below the sticky header instead of going up with the page.
    expect((await gallery.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});

test.describe("sold out", () => {
  test(`'Épuisé' on the card and on the page, with the stepper disabled (${soldOut.text.fr.name})`, async ({ page }) => {
    const card = await shopCard(page, soldOut.text.fr.name);
    await expect(card.getByText("Épuisé", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Épuisé" })).toBeDisabled();
    await card.getByRole("link", { name: soldOut.text.fr.name, exact: true }).click();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByTestId("sold-out")).toHaveText("Épuisé");
    await expect(page.locator("#purchase-form").getByRole("button", { name: "Épuisé" })).toBeDisabled();
    const stepper = page.getByRole("group", { name: "Quantité" });
    await expect(stepper).toHaveAttribute("aria-disabled", "true");
    await expect(stepper.getByRole("button", { name: "Augmenter la quantité" })).toBeDisabled();
    await expect(stepper.getByRole("button", { name: "Diminuer la quantité" })).toBeDisabled();
    await expect(stepper.getByRole("textbox", { name: "Quantité" })).toBeDisabled();
  });
});

test.describe("adding to the cart", () => {
  test("one toast, in the documented words, said once", async ({ page }) => {
    await openProduct(page, simpleInStock.text.fr.name);
    await page.getByRole("button", { name: "Augmenter la quantité" }).click();
    await page.locator("#purchase-form").getByRole("button", { name: "Ajouter au panier" }).click();
    const toasts = page.locator("[data-sonner-toast]");
    await expect(toasts).toHaveCount(1);
    await expect(toasts.locator("[data-title]")).toHaveText("Ajouté au panier");
    await expect(toasts.locator("[data-description]")).toHaveText("Le produit a été ajouté à votre panier");
    await expect(page.getByTestId("cart-link")).toContainText("2");
  });
});

test.describe("related products", () => {
  test("no product in both blocks nor the product itself, and no hole in a block of three", async ({ page }) => {
    await openProduct(page, cedar.text.fr.name);
    const names = async (title: string) =>
      page.locator("section", { has: page.getByRole("heading", { name: title, level: 2 }) }).getByTestId("product-card").getByRole("heading").allInnerTexts();
    const together = await names("Souvent achetés ensemble");
    const recommended = await names("Vous aimerez aussi");
    expect(together.length).toBeGreaterThan(0);
    expect(recommended.length).toBeGreaterThan(0);
    expect(together.filter((n) => recommended.includes(n))).toEqual([]);
    expect([...together, ...recommended]).not.toContain(cedar.text.fr.name);

    // Every row of each block is full: the cards of its last row end where the grid ends.
    for (const title of ["Souvent achetés ensemble", "Vous aimerez aussi"]) {
      const grid = page.locator("section", { has: page.getByRole("heading", { name: title, level: 2 }) }).getByTestId("product-grid");
      const gridBox = (await grid.boundingBox())!;
      const items = await grid.locator(":scope > li").evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect()).map((r) => ({ top: r.top, right: r.right })));
      const lastTop = Math.max(...items.map((i) => i.top));
      const lastRowEnd = Math.max(...items.filter((i) => Math.abs(i.top - lastTop) < 2).map((i) => i.right));
      expect(Math.abs(lastRowEnd - (gridBox.x + gridBox.width)), `${title}: ${items.length} cards`).toBeLessThan(2);
    }
  });
});

test.describe("cards", () => {
  test("a card's title link shows a focus ring on keyboard focus", async ({ page }) => {
    await openHydrated(page, "/fr/shop");
    const title = page.getByTestId("product-card").first().getByRole("heading").getByRole("link");
    // Walk the page with Tab, as a keyboard user does, until the first card's title has focus.
    for (let i = 0; i < 80 && !(await title.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(title).toBeFocused();
    const ring = await title.evaluate((el) => {
      const style = getComputedStyle(el, "::after");
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
    });
    expect(ring.style).toBe("solid");
    expect(parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
    // The accent (#9a5f24), which keeps 3:1 against the cream background.
    expect(ring.color).toBe("rgb(154, 95, 36)");
  });

  /** The heading levels in a page's main content, from the server's HTML. */
  async function headingLevels(page: Page, path: string) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    return page.locator("main").locator("h1, h2, h3, h4, h5, h6").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  }

  function expectNoSkippedLevel(path: string, levels: number[]) {
    expect(levels[0], path).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1], `${path}: ${levels.join(" ")}`).toBeLessThanOrEqual(1);
    });
  }

  for (const path of ["/fr/shop", "/fr/category/woody", "/fr"]) {
    test(`headings go down one level at a time where cards are listed: ${path}`, { tag: "@any-screen" }, async ({ page }) => {
      expectNoSkippedLevel(path, await headingLevels(page, path));
    });
  }

  test("headings go down one level at a time on a product page with its related products", { tag: "@any-screen" }, async ({ page }) => {
    // The server's HTML is enough here: no need to wait for the shop page to hydrate.
    await page.goto(`/fr/shop?search=${encodeURIComponent(cedar.text.fr.name)}`, { waitUntil: "domcontentloaded" });
    const href = (await page.getByTestId("product-card").getByRole("link", { name: cedar.text.fr.name, exact: true }).first().getAttribute("href"))!;
    expectNoSkippedLevel(href, await headingLevels(page, href));
  });
});

test.describe("a product page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quantity typed is the cart's", async ({ page }) => {
    await page.goto("/fr/shop?category=" + cedar.category);
    await page.getByTestId("product-card").getByRole("link", { name: cedar.text.fr.name, exact: true }).click();
    const small = cedar.variants!.find((v) => v.priceAdjustmentMinor < 0)!;
    await page.getByRole("link", { name: small.size.fr, exact: true }).click();
    await expect(page).toHaveURL(/[?&]variant=/);
    await page.locator("#quantity").fill("3");
    await page.locator("#purchase-form").getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(page).toHaveURL(/\/fr\/cart$/);
    await expect(page.getByTestId("cart-line").getByLabel("Quantité", { exact: true })).toHaveText("3");
  });

  test("an add without every option goes back to the product, which says what is missing", async ({ page }) => {
    await page.goto("/fr/shop?category=" + cedar.category);
    await page.getByTestId("product-card").getByRole("link", { name: cedar.text.fr.name, exact: true }).click();
    const product = new URL(page.url()).pathname;
    await page.locator("#purchase-form").getByRole("button", { name: "Ajouter au panier" }).click();
    await expect(page).toHaveURL((url) => url.pathname === product && url.searchParams.get("options") === "missing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cedar.text.fr.name);
    await expect(page.getByRole("alert").filter({ hasText: selectOptions })).toBeVisible();
  });
});
