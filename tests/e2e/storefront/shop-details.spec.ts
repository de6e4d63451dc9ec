/**
 * docs/product/catalogue.md#cat-12, storefront details, on the desktop and on the phone: the order confirmation stays,
 * Hebrew has no letter-spacing, punctuation and money come from one place per language, search
 * ranks names first, one sign-out on the account page, the auth heading follows its tab, and the
 * About page agrees with the care texts. And from the QA sweep: a refused checkout leads to its
 * first refused field, an order's figures add up wherever they are shown, and an order has one name.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { products } from "../../../db/seed/data/catalog";
import { formatMoney } from "../../../app/lib/money";
import type { Lang } from "../../../app/lib/langs";
import { fillCheckout, openHydrated, translator, watchConsole } from "../support/shop";
import { createCustomer, signIn, signUpAndVerify, uniqueEmail, useOwnAddress } from "../support/accounts";

const simple = products.filter((p) => !p.variants?.length && p.stock >= 10);
const priciest = [...simple].sort((a, b) => b.priceMinor - a.priceMinor)[0];

/** The product's id, as the shop gives it (ids are drawn when the demo shop is seeded). */
async function productId(page: Page, frName: string) {
  const response = await page.request.get(`/api/search?lang=fr&q=${encodeURIComponent(frName)}`);
  const { suggestions } = (await response.json()) as { suggestions: { id: string; name: string }[] };
  const found = suggestions.find((s) => s.name === frName);
  expect(found, frName).toBeDefined();
  return found!.id;
}

/** Puts a product in this page's cart through the cart's own form post (as a same-site form would). */
async function addToCart(page: Page, origin: string, frName: string, quantity: number, lang: Lang = "fr") {
  const response = await page.request.post(`/${lang}/cart`, {
    form: { intent: "add", productId: await productId(page, frName), quantity: String(quantity) },
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(200);
}

test.describe("the order confirmation", () => {
  test("stays in place with the order number, the tracking link and a button back to the shop", async ({ page, baseURL }) => {
    const errors = watchConsole(page);
    await useOwnAddress(page);
    const t = translator("fr");
    // A fake clock, so that every timer the page sets can be run at once below.
    await page.clock.install();
    await addToCart(page, baseURL!, simple[0].text.fr.name, 1);
    await openHydrated(page, "/fr/checkout");
    await fillCheckout(page, "fr", uniqueEmail("stays"));
    await page.getByRole("button", { name: t("checkout.submit") }).click();
    const confirmation = page.getByTestId("order-confirmation");
    await expect(confirmation.getByRole("heading", { level: 1 })).toHaveText(t("checkout.confirmationTitle"));
    const url = page.url();

    // Ten minutes of the page's own timers, then whatever loading they started: nothing moves.
    await page.clock.runFor(10 * 60_000);
    await page.waitForLoadState("networkidle");
    expect(page.url()).toBe(url);
    await expect(confirmation.getByTestId("order-number")).toBeVisible();
    await expect(confirmation.getByTestId("tracking-link")).toHaveAttribute("href", /^\/fr\/order\/[A-Za-z0-9_-]{40,}$/);
    await expect(confirmation.getByRole("link", { name: t("common.continueShopping") })).toHaveAttribute("href", "/fr/shop");
    // Nor does it go without JavaScript: no refresh tag.
    expect(await page.content()).not.toMatch(/http-equiv="refresh"/i);
    expect(errors).toEqual([]);
  });
});

test.describe("a refused checkout", () => {
  test("takes the focus to its first refused field, with its message, in view", async ({ page, baseURL }) => {
    await useOwnAddress(page);
    const t = translator("fr");
    await addToCart(page, baseURL!, simple[0].text.fr.name, 1);
    await openHydrated(page, "/fr/checkout");
    const submit = page.getByRole("button", { name: t("checkout.submit") });

    // Nothing filled in: the button is a screen or more below the first field on a phone.
    await submit.click();
    const firstName = page.getByLabel(t("checkout.firstName"), { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toBeInViewport({ ratio: 1 });
    await expect(page.locator(`#${await firstName.getAttribute("aria-describedby")}`)).toHaveText(t("validation.firstNameRequired"));
    await expect(page.getByText(t("validation.firstNameRequired"))).toBeInViewport({ ratio: 1 });

    // A bad e-mail and a bad phone: the e-mail comes first.
    await fillCheckout(page, "fr", "lea.example.com");
    await page.getByLabel(t("checkout.phone"), { exact: true }).fill("abc");
    await submit.click();
    const email = page.getByLabel(t("checkout.email"), { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(t("validation.emailInvalid"))).toBeInViewport({ ratio: 1 });
    await expect(page.getByLabel(t("checkout.phone"), { exact: true })).toHaveAttribute("aria-invalid", "true");
  });
});

/** An amount as the shop writes it, in any language (two decimals, grouped, signed), in minor units. */
function minorOf(text: string | null) {
  return (/[−-]/.test(text ?? "") ? -1 : 1) * Number((text ?? "").replace(/\D/g, ""));
}

/**
 * An order's figures add up as they read (docs/product/cart-and-pricing.md#cart-4; docs/product/cart-and-pricing.md#cart-9's summary): the lines, shown
 * before their quantity discount, make the subtotal; their discounts make the summary's discount;
 * subtotal minus discount plus delivery is the total. Lines after their discount over a subtotal
 * before it read as a double discount.
 */
async function expectFiguresAddUp(scope: Locator) {
  const t = translator("fr");
  const amounts = async (locator: Locator) => (await locator.allTextContents()).map(minorOf);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const row = async (label: string) => minorOf(await scope.locator("dl > div").filter({ has: scope.page().getByText(label, { exact: true }) }).locator("dd").textContent());
  const [subtotal, discount, shipping, total] = [await row(t("cart.subtotal")), await row(t("cart.discount")), await row(t("cart.shipping")), await row(t("cart.total"))];
  const lines = await amounts(scope.getByTestId("line-total"));
  expect(lines).toHaveLength(2);
  expect(sum(lines)).toBe(subtotal);
  const lineDiscounts = await amounts(scope.getByTestId("line-discount"));
  expect(discount).toBeLessThan(0);
  expect(sum(lineDiscounts)).toBe(discount);
  expect(shipping).toBeGreaterThan(0);
  expect(subtotal + discount + shipping).toBe(total);
}

test.describe("an order's figures", () => {
  test("add up in the cart, at checkout, on the tracking page and in Mes Commandes, where the order has one name", async ({ page, browser, baseURL }) => {
    // Two orders, each through the cart and the checkout: slow on a loaded 2-core machine.
    test.slow();
    await useOwnAddress(page);
    const t = translator("fr");
    // Three of each of two candles: 10% off each line (docs/product/cart-and-pricing.md#cart-4).
    for (const product of [simple[1], simple[2]]) await addToCart(page, baseURL!, product.text.fr.name, 3);
    await openHydrated(page, "/fr/cart");
    await expectFiguresAddUp(page.getByRole("main"));
    await openHydrated(page, "/fr/checkout");
    await expectFiguresAddUp(page.getByTestId("order-summary"));
    await fillCheckout(page, "fr", uniqueEmail("figures"));
    await page.getByRole("button", { name: t("checkout.submit") }).click();
    const number = page.getByTestId("order-number");
    await expect(number).toHaveText(/\d{4,}/);
    const orderNumber = /\d{4,}/.exec((await number.textContent())!)![0];
    await expect(number).toHaveText(t("orders.number", { number: orderNumber }));
    // The confirmation is titled as the order and recaps its lines and total, in lining figures.
    await expect(page).toHaveTitle(new RegExp(`^${t("orders.number", { number: orderNumber })} \\|`));
    await expectFiguresAddUp(page.getByTestId("order-confirmation").getByTestId("order-summary"));
    expect(await number.locator("bdi").evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain("lining-nums");
    await page.goto((await page.getByTestId("tracking-link").getAttribute("href"))!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("orders.number", { number: orderNumber }));
    await expectFiguresAddUp(page.getByTestId("order-summary"));

    // A customer's order, in Mes Commandes: its card has its delivery too.
    const context = await browser.newContext();
    await useOwnAddress(context);
    await createCustomer(context.request, { signIn: true });
    const account = await context.newPage();
    for (const product of [simple[1], simple[2]]) await addToCart(account, baseURL!, product.text.fr.name, 3);
    await openHydrated(account, "/fr/checkout");
    await fillCheckout(account, "fr", uniqueEmail("figures-account"));
    await account.getByRole("button", { name: t("checkout.submit") }).click();
    const accountNumber = /\d{4,}/.exec((await account.getByTestId("order-number").textContent())!)![0];
    await openHydrated(account, "/fr/profile/orders");
    const card = account.getByTestId("order").first();
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(t("orders.number", { number: accountNumber }));
    await expectFiguresAddUp(card);
    // Inset once: the card's edge is where the tabs' row begins, not a second margin in.
    const [cardBox, tabsBox] = [(await card.boundingBox())!, (await account.getByRole("navigation", { name: t("profile.title") }).boundingBox())!];
    expect(Math.round(cardBox.x)).toBe(Math.round(tabsBox.x));
    // Its name leads to its tracking page.
    await card.getByTestId("order-tracking-link").click();
    await expect(account.getByTestId("order-tracking")).toBeVisible();
    await expect(account.getByRole("heading", { level: 1 })).toHaveText(t("orders.number", { number: accountNumber }));
    await expectFiguresAddUp(account.getByTestId("order-summary"));
    // Nobody else's: another customer gets the not-found page.
    const stranger = await browser.newContext();
    await createCustomer(stranger.request, { signIn: true });
    const other = await stranger.newPage();
    await other.goto(`/fr/profile/orders/${accountNumber}`);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(t("orders.trackNotFound"));
    await stranger.close();
    await context.close();
  });
});

test.describe("right to left and typography", () => {
  const letterSpacing = (page: Page, locator: ReturnType<Page["locator"]>) =>
    locator.evaluate((element) => getComputedStyle(element).letterSpacing);

  test("Hebrew badges, the filter legend and buttons have no letter-spacing; French keeps its tracking", async ({ page }) => {
    for (const lang of ["he", "fr"] as const) {
      const t = translator(lang);
      await page.goto(`/${lang}/shop`);
      // In the page's content: the consent banner's choices have a legend of their own.
      const legend = page.getByRole("main").locator("form fieldset legend").filter({ hasText: t("shop.categoryLabel") });
      const badge = page.getByTestId("product-card").getByText(t("product.badgeNewArrival"), { exact: true }).first();
      const button = page.getByRole("link", { name: t("shop.reset") });
      await expect(legend).toBeVisible();
      await expect(badge).toBeVisible();
      for (const element of [legend, badge, button]) {
        const spacing = await letterSpacing(page, element);
        if (lang === "he") expect(["0px", "normal"]).toContain(spacing);
        else expect(parseFloat(spacing)).toBeGreaterThan(0);
      }
    }
  });

  test("a label's colon follows its language: none before it in ru and he, a narrow no-break space in fr", { tag: "@any-screen" }, async ({ page }) => {
    const expected: Record<string, RegExp> = { fr: /^\S+\u202f:$/, ru: /^\S+:$/, he: /^\S+:$/ };
    for (const lang of ["fr", "ru", "he"] as const) {
      const t = translator(lang);
      await page.goto(`/${lang}/product/${await productId(page, simple[0].text.fr.name)}`);
      const label = page.locator("dt").filter({ hasText: t("common.category") });
      await expect(label).toHaveText(t("common.term", { label: t("common.category") }));
      expect(await label.textContent()).toMatch(expected[lang]);
    }
  });

  test("a cart over 1 000 ₪ groups its figures alike in the line and in the summary", async ({ page, baseURL }) => {
    await useOwnAddress(page);
    // Enough units of the priciest candle for four-figure amounts.
    const quantity = Math.ceil(110_000 / priciest.priceMinor);
    await addToCart(page, baseURL!, priciest.text.fr.name, quantity);
    for (const lang of ["fr", "he"] as const) {
      await openHydrated(page, `/${lang}/cart`);
      const line = page.getByTestId("cart-line").getByTestId("line-total");
      const total = page.getByTestId("cart-total").locator("dd");
      // The formatter's own way of writing a four-figure amount in this language.
      const sample = formatMoney(123456, "ILS", lang);
      const separator = /1(\D+)234/.exec(sample)![1];
      const grouped = new RegExp(`\\d${separator}\\d{3}`);
      await expect(line).toHaveText(grouped);
      await expect(total).toHaveText(grouped);
      // Drawn with the same figures, so the narrow group space reads the same in both.
      const figures = async (locator: ReturnType<Page["locator"]>) =>
        locator.locator("bdi").evaluate((element) => getComputedStyle(element).fontVariantNumeric);
      expect(await figures(line)).toBe("lining-nums tabular-nums");
      expect(await figures(total)).toBe(await figures(line));
    }
  });
});

test.describe("search", () => {
  test("'ros' suggests Rose de Grasse first, in a dropdown wide enough to read names", async ({ page, isMobile }) => {
    const response = await page.request.get("/api/search?lang=fr&q=ros");
    const { suggestions } = (await response.json()) as { suggestions: { name: string }[] };
    expect(suggestions[0]?.name).toBe("Rose de Grasse");

    // The phone's search lives in the menu (its own spec); the header combobox is for large screens.
    test.skip(isMobile, "the header search combobox shows on large screens");
    await openHydrated(page, "/fr");
    // The plain field, then the combobox that replaces it as soon as it is reached for.
    const field = page.locator('input[name="search"]:visible').first();
    await field.click();
    // Typed once the suggestion combobox has replaced the plain field (its chunk loads on focus).
    const combobox = page.locator('input[role="combobox"][name="search"]');
    await expect(combobox).toBeFocused();
    await combobox.pressSequentially("ros");
    const list = page.getByRole("listbox");
    await expect(list.getByRole("option").first()).toContainText("Rose de Grasse");
    const fieldBox = (await field.boundingBox())!;
    const panelBox = (await page.getByTestId("search-suggestions").boundingBox())!;
    expect(panelBox.width).toBeGreaterThan(fieldBox.width);
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    // Names wrap: none is cut short.
    const cut = await list.getByRole("option").evaluateAll((options) =>
      options.map((option) => option.querySelector("span span")!).filter((name) => name.scrollWidth > name.clientWidth || getComputedStyle(name).textOverflow === "ellipsis"),
    );
    expect(cut).toHaveLength(0);
  });
});

test.describe("account and sign-in pages", () => {
  test("the account page has one sign-out button, and the other devices' choices once", async ({ page, request }) => {
    // Signing up and in hashes passwords twice through the real forms: slow on a loaded 2-core machine.
    test.slow();
    await useOwnAddress(page);
    const t = translator("fr");
    const email = uniqueEmail("signout");
    await signUpAndVerify(page, request, email);
    await signIn(page, email);
    await openHydrated(page, "/fr/profile");
    await expect(page.getByRole("button", { name: t("profile.logout"), exact: true })).toHaveCount(1);
    const sessions = page.getByTestId("sessions").getByRole("button");
    await expect(sessions).toHaveText([t("profile.logoutOthers"), t("profile.logoutAll")]);
    // No other sign-out anywhere on the page.
    const signOuts = page.getByRole("button", { name: /déconnect/i });
    await expect(signOuts).toHaveCount(3);
    await page.getByTestId("logout").click();
    await expect(page.getByTestId("signed-out")).toBeVisible();
  });

  for (const lang of ["fr", "he"] as const) {
    test(`the auth heading and title follow the tab in ${lang}, with JavaScript`, async ({ page }) => {
      const t = translator(lang);
      await openHydrated(page, `/${lang}/auth?tab=signup`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("auth.signUpTitle"));
      await expect(page).toHaveTitle(new RegExp(`^${t("auth.signUpTitle")} \\|`));
      await page.getByRole("tab", { name: t("auth.signInTab") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("auth.title"));
      await expect(page).toHaveTitle(new RegExp(`^${t("auth.title")} \\|`));
      await page.getByRole("tab", { name: t("auth.signUpTab") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("auth.signUpTitle"));
    });
  }

  test("the auth heading and title follow the tab without JavaScript", { tag: "@any-screen" }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const t = translator("fr");
    await page.goto("/fr/auth?tab=signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("auth.signUpTitle"));
    await expect(page).toHaveTitle(new RegExp(`^${t("auth.signUpTitle")} \\|`));
    await page.getByRole("tab", { name: t("auth.signInTab") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("auth.title"));
    await expect(page).toHaveTitle(new RegExp(`^${t("auth.title")} \\|`));
    await context.close();
  });
});

test("the About page and the care texts give the same longest burn", { tag: "@any-screen" }, async ({ page }) => {
  const hours: Record<string, RegExp> = { fr: /(\d+|quatre|trois) heures d'affilée/, he: /(\d+|ארבע|שלוש) שעות ברציפות/ };
  for (const lang of ["fr", "he"] as const) {
    await page.goto(`/${lang}/about`);
    const about = hours[lang].exec((await page.locator("main").textContent())!)?.[1];
    await page.goto(`/${lang}/product/${await productId(page, simple[0].text.fr.name)}`);
    const care = /(\d+) (heures|שעות)/.exec(simple[0].text[lang].careInstructions)![1];
    await expect(page.locator("main")).toContainText(simple[0].text[lang].careInstructions);
    expect(about, lang).toBe(care);
  }
});

/**
 * Where `first` and `last` (two pieces of one text node inside `scope`) are drawn: left to right
 * means `first` is drawn to the left of `last`, whatever the page's direction.
 */
async function drawnLeftToRight(scope: Locator, first: string, last: string) {
  return scope.evaluate(
    (root, [a, b]) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        const [i, j] = [text.indexOf(a), text.lastIndexOf(b)];
        if (i < 0 || j < 0 || j <= i) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + a.length);
        const left = range.getBoundingClientRect().left;
        range.setStart(node, j);
        range.setEnd(node, j + b.length);
        return { found: true, leftToRight: left < range.getBoundingClientRect().left, isolated: Boolean(node.parentElement?.closest('bdi[dir="ltr"]')) };
      }
      return { found: false, leftToRight: false, isolated: false };
    },
    [first, last] as const,
  );
}

test.describe("numbers in Hebrew", () => {
  test("the terms' phone number and hours, and the contact page's, read left to right", async ({ page }) => {
    await openHydrated(page, "/he/terms");
    const main = page.getByRole("main");
    expect(await drawnLeftToRight(main, "+972", "0000")).toEqual({ found: true, leftToRight: true, isolated: true });
    expect(await drawnLeftToRight(main, "9:00", "18:00")).toEqual({ found: true, leftToRight: true, isolated: true });
    await openHydrated(page, "/he/contact");
    const hours = page.locator("#hours");
    expect(await drawnLeftToRight(hours, "9:00", "18:00")).toEqual({ found: true, leftToRight: true, isolated: true });
    expect(await drawnLeftToRight(page.locator("#details"), "+972", "0000")).toEqual({ found: true, leftToRight: true, isolated: true });
    // The address is the Hebrew one, not the French one reordered.
    await expect(page.locator("#details")).toContainText("רחוב הרצל 12, נתניה 4240000");
  });

  test("prices keep the locale's spacing, a negative one too, in a suggestion as on the page", async ({ page, baseURL, isMobile }) => {
    await useOwnAddress(page);
    // Three of a candle: a quantity discount, a negative amount.
    await addToCart(page, baseURL!, simple[0].text.fr.name, 3, "he");
    await openHydrated(page, "/he/cart");
    const amounts = page.getByRole("main").locator('bdi[dir="ltr"]');
    const texts = (await amounts.allTextContents()).filter((text) => /₪/.test(text));
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) expect(text, text).toMatch(/^-?\d[\d,]*\.\d{2}\u00a0₪$/);
    expect(texts.some((text) => text.startsWith("-"))).toBe(true);
    // Drawn as read: the figures, a space, the sign (the marks Intl adds moved the space before the figures).
    const gap = await amounts.first().evaluate((el) => {
      const node = el.firstChild!;
      const text = node.textContent!;
      const range = document.createRange();
      range.setStart(node, 0);
      range.setEnd(node, text.indexOf("\u00a0"));
      const figures = range.getBoundingClientRect();
      range.setStart(node, text.indexOf("₪"));
      range.setEnd(node, text.indexOf("₪") + 1);
      return range.getBoundingClientRect().left - figures.right;
    });
    expect(gap).toBeGreaterThan(2);

    // A suggestion's price is written as the page writes it, in the page's figures.
    test.skip(isMobile, "the header's combobox is for large screens (the phone's is in the menu)");
    const field = page.locator('input[name="search"]:visible').first();
    await field.click();
    const combobox = page.locator('input[role="combobox"][name="search"]');
    await expect(combobox).toBeFocused();
    await combobox.pressSequentially(simple[0].text.he.name.slice(0, 4));
    const suggestion = page.getByRole("listbox").getByRole("option").first().locator('bdi[dir="ltr"]');
    await expect(suggestion).toHaveText(/^\d[\d,]*\.\d{2}\u00a0₪$/);
    expect(await suggestion.evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toBe("lining-nums tabular-nums");
  });

  test("without JavaScript, the currency menu's button speaks Hebrew", { tag: "@any-screen" }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/he");
    await expect(page.locator('form[action="/api/preferences"] button[type="submit"]').first()).toHaveText(translator("he")("common.save"));
    await context.close();
  });
});
