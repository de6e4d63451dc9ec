/**
 * Issue 9: the layout as a shopper on a phone (and on a desktop) meets it. The phone menu reaches
 * everything the desktop header offers, the page's landmarks and targets pass axe, toasts never
 * cover the call button, and contact details are never cut in two.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { axe, openHydrated, translator, watchBrowser } from "../support/shop";
import { LANG_NAMES, type Lang } from "../../../app/lib/langs";

const langs = ["fr", "he"] as const satisfies readonly Lang[];

/** The number of lines a piece of text takes on screen (distinct line boxes of its text). */
function lineCount(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
    return tops.size;
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Where the keyboard focus is: inside the menu, on the page behind it, or nowhere (the browser's own controls). */
function focusPlace(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "browser";
    return active.closest("dialog[open]") ? "menu" : `page: ${active.outerHTML.slice(0, 80)}`;
  });
}

for (const lang of langs) {
  const t = translator(lang);

  test.describe(`phone menu in ${lang}`, () => {
    test.beforeEach(({ isMobile }) => {
      test.skip(!isMobile, "the menu button is the phone's header; the desktop shows its links in the header");
    });

    test("fills the screen and reaches every link", async ({ page }) => {
      await openHydrated(page, `/${lang}`);
      const button = page.getByRole("button", { name: t("nav.menu"), exact: true });
      const menu = page.getByRole("dialog", { name: t("nav.menu") });
      const viewport = page.viewportSize()!;

      for (const [name, path] of [
        [t("nav.shop"), "/shop"],
        [t("nav.about"), "/about"],
        [t("nav.contact"), "/contact"],
        [t("nav.account"), "/auth"],
        [t("common.home"), ""],
      ]) {
        await button.click();
        await expect(menu).toBeVisible();
        // The whole screen, not a strip under the header (measured once it has slid in).
        await menu.evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
        const box = (await menu.boundingBox())!;
        expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual([0, 0, viewport.width, viewport.height]);
        await menu.getByRole("navigation", { name: t("nav.mainNavigation") }).getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}${path}$`));
        await expect(menu).toBeHidden();
      }

      // The close button sits on the start side: the left in French, the right in Hebrew.
      await button.click();
      const close = menu.getByRole("button", { name: t("nav.closeMenu") });
      const closeBox = (await close.boundingBox())!;
      if (lang === "he") expect(closeBox.x).toBeGreaterThan(viewport.width / 2);
      else expect(closeBox.x + closeBox.width).toBeLessThan(viewport.width / 2);
      await close.click();
      await expect(menu).toBeHidden();
    });

    test("reaches the search, the currency and the language", async ({ page }) => {
      // What the browser went through goes into a failure's message: an error screen's cause is only there.
      const explained = watchBrowser(page);
      await openHydrated(page, `/${lang}`);
      const button = page.getByRole("button", { name: t("nav.menu"), exact: true });
      const menu = page.getByRole("dialog", { name: t("nav.menu") });

      // A plain search field, which the suggestion combobox replaces as soon as it has the focus.
      await button.click();
      await menu.getByLabel(t("search.label"), { exact: true }).fill("Rose");
      await menu.getByRole("combobox", { name: t("search.label") }).press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${lang}/shop\\?search=Rose$`));
      await expect(menu).toBeHidden();
      const price = page.getByTestId("product-card").first().locator("bdi").first();
      await expect(price).toContainText("₪");

      await button.click();
      const answer = page.waitForResponse((response) => response.url().includes("/api/preferences") && response.request().method() === "POST");
      await menu.getByLabel(t("nav.currency")).selectOption("EUR");
      await answer;
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await explained(() => expect(price).toContainText("€"));

      await button.click();
      const other: Lang = lang === "fr" ? "he" : "fr";
      await menu.getByRole("navigation", { name: t("nav.language") }).getByRole("link", { name: LANG_NAMES[other] }).click();
      await expect(page).toHaveURL(new RegExp(`/${other}/shop\\?search=Rose$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other);
    });

    test("traps the focus, closes on Escape with the focus back on its button, and holds the page still", async ({ page }) => {
      await openHydrated(page, `/${lang}`);
      const button = page.getByRole("button", { name: t("nav.menu"), exact: true });
      const menu = page.getByRole("dialog", { name: t("nav.menu") });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("button", { name: t("nav.closeMenu") })).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

      // The search field turns into the suggestion combobox when it first takes the focus; let it
      // do so before going round, so that the lap below meets the menu as a shopper would.
      const close = menu.getByRole("button", { name: t("nav.closeMenu") });
      await menu.getByLabel(t("search.label"), { exact: true }).focus();
      await expect(menu.getByRole("combobox", { name: t("search.label") })).toBeFocused();
      await close.focus();

      // Around the whole menu and back to its first control: the focus stays in it. Chromium lets
      // it out to its own controls once per lap (never to the page behind), as modal dialogs do.
      const places: string[] = [];
      do {
        await page.keyboard.press("Tab");
        places.push(await focusPlace(page));
      } while (places.length < 40 && !(await close.evaluate((el) => el === document.activeElement)));
      // A whole lap: every link, the search, the currency and the four languages.
      expect(places.length).toBeGreaterThan(10);
      expect(places.filter((place) => place !== "menu" && place !== "browser")).toEqual([]);
      expect(places.filter((place) => place === "browser").length).toBeLessThanOrEqual(1);
      await expect(close).toBeFocused();

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    });
  });

  test.describe(`layout in ${lang}`, () => {
    test("axe: targets, regions and landmark names on the home page, with the menu open too", async ({ page, isMobile }) => {
      await openHydrated(page, `/${lang}`);
      const rules = ["target-size", "region", "landmark-unique"];
      const violations = async () =>
        (await axe(page).withRules(rules).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(await violations()).toEqual([]);
      // The call button belongs to a named landmark of its own.
      await expect(page.getByRole("complementary").getByTestId("click-to-call")).toBeVisible();
      if (isMobile) {
        await page.getByRole("button", { name: t("nav.menu"), exact: true }).click();
        await expect(page.getByRole("dialog", { name: t("nav.menu") })).toBeVisible();
        expect(await violations()).toEqual([]);
      }
    });

    test("the hero's dots are targets of 24 × 24 px at least", async ({ page }) => {
      await openHydrated(page, `/${lang}`);
      const dots = page.getByRole("group", { name: t("home.heroDots") }).getByRole("button");
      expect(await dots.count()).toBeGreaterThan(1);
      for (const dot of await dots.all()) {
        const box = (await dot.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
    });

    test("the sticky header is opaque: the page does not show through it", async ({ page }) => {
      await openHydrated(page, `/${lang}/about`);
      await page.mouse.wheel(0, 600);
      const header = page.getByRole("banner");
      const style = await header.evaluate((el) => {
        const probe = document.createElement("div");
        probe.style.color = getComputedStyle(el).backgroundColor;
        document.body.append(probe);
        // The browser writes the colour as rgb() when it is opaque, rgba() or color() with an alpha otherwise.
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return { colour, filter: getComputedStyle(el).backdropFilter };
      });
      expect(style.colour).toMatch(/^rgb\(/);
      expect(style.filter).toBe("none");
    });

    test("a toast never covers the call button", async ({ page }) => {
      await openHydrated(page, `/${lang}/shop`);
      const call = page.getByTestId("click-to-call");
      await expect(call).toBeVisible();
      // A guest's heart answers with a toast at once ('Connexion requise').
      await page.getByRole("button", { name: t("product.wishlistAdd") }).first().click();
      const toast = page.locator("[data-sonner-toast][data-mounted='true']").filter({ hasText: t("toast.loginRequiredTitle") });
      await expect(toast).toBeVisible();
      // Measured once its slide-in has finished.
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
      expect(overlaps((await toast.boundingBox())!, (await call.boundingBox())!)).toBe(false);
    });

    test("on a phone a toast comes down under the header: a refused form's toast leaves its submit button free", async ({ page, isMobile }) => {
      test.skip(!isMobile, "a desktop shows toasts in the bottom corner, away from the forms");
      await openHydrated(page, `/${lang}/auth?tab=signup`);
      await page.getByLabel(t("auth.firstName"), { exact: true }).fill("Léa");
      await page.getByLabel(t("auth.lastName"), { exact: true }).fill("Martin");
      await page.getByLabel(t("auth.email"), { exact: true }).fill("toast.place@example.com");
      await page.getByLabel(t("auth.password"), { exact: true }).fill("bougie#2024");
      const submit = page.getByRole("button", { name: t("auth.signUpSubmit") });
      await submit.click();
      const toast = page.locator("[data-sonner-toast][data-mounted='true']").filter({ hasText: t("validation.passwordUpper") });
      await expect(toast).toBeVisible();
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
      const toastBox = (await toast.boundingBox())!;
      // Where the thumb goes next (the refused field sits just above the button), and the header.
      await submit.scrollIntoViewIfNeeded();
      expect(overlaps(toastBox, (await submit.boundingBox())!)).toBe(false);
      expect(overlaps(toastBox, (await page.locator("header.site-header").boundingBox())!)).toBe(false);
    });

    test("no site credit with the demo settings; contact times, phones and e-mails stay on one line", async ({ page }) => {
      await openHydrated(page, `/${lang}/contact`);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(t("footer.copyright", { year: new Date().getFullYear(), brand: "Maison Lumière" }))).toBeVisible();
      await expect(footer).not.toContainText(t("footer.credit", { creator: "" }).trim());

      const card = page.getByRole("complementary", { name: await page.getByRole("heading", { level: 1 }).innerText() });
      // Each opening-hours line, the phone and the e-mail (links, so that a phone can call or write).
      await expect(card.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
      await expect(card.getByRole("link", { name: /^\+?[\d ]+$/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
      const lines = card.locator("#hours p").or(card.getByRole("link"));
      expect(await lines.count()).toBe(5);
      for (const line of await lines.all()) expect(await lineCount(line), await line.innerText()).toBe(1);

      for (const link of await footer.locator('a[href^="tel:"], a[href^="mailto:"]').all()) {
        expect(await lineCount(link), await link.innerText()).toBe(1);
      }
    });
  });
}
