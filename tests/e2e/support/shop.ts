/**
 * Steps and checks the end-to-end journeys share: opening a hydrated page, the shop's texts in a
 * language, reaching the header's destinations on a desktop or a phone, console and accessibility
 * watchers, and filling the checkout form.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { dictionaries } from "../../../app/locales";
import { createTranslator, flatten } from "../../../app/lib/i18n";
import type { Lang } from "../../../app/lib/langs";

/** The shop's translator for a language, with French as the fallback (as the server does). */
export const translator = (lang: Lang) => createTranslator(lang, { ...flatten(dictionaries.fr), ...flatten(dictionaries[lang]) });

/**
 * Opens a page and waits until React has hydrated it (root.tsx sets the marker) and the parts whose
 * code loads apart too (hydrate-apart.tsx): a test may then rely on any part's script.
 */
export async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated][data-parts-hydrated]").waitFor({ state: "attached" });
}

/**
 * Where the site header's destinations are (its links, the search, the currency and the language):
 * the header itself on a wide screen; on a phone, the menu, which this opens with its button (named
 * 'Menu', site-header.tsx). Call it again after a navigation: the phone menu closes when the page
 * changes.
 */
export async function headerMenu(page: Page, lang: Lang): Promise<Locator> {
  const t = translator(lang);
  const header = page.locator("header").first();
  const menuButton = header.getByLabel(t("nav.menu"), { exact: true });
  if (!(await menuButton.isVisible())) return header;
  await menuButton.click();
  const menu = page.getByRole("dialog", { name: t("nav.menu"), exact: true }).or(header.locator("details[open] > div"));
  await expect(menu).toBeVisible();
  return menu;
}

/** Follows a link of the site header, through the menu on a phone. */
export async function followHeaderLink(page: Page, lang: Lang, name: string) {
  const area = await headerMenu(page, lang);
  await area.getByRole("link", { name, exact: true }).filter({ visible: true }).first().click();
}

/** Opens the product of the shop's n-th card (French shop page) and gives its name and path. */
export async function openProductFromShop(page: Page, index: number) {
  await openHydrated(page, "/fr/shop");
  const card = page.getByTestId("product-card").nth(index);
  const name = (await card.getByRole("heading").innerText()).trim();
  await card.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return { name, path: new URL(page.url()).pathname };
}

/** Console errors and uncaught page errors, leaving out the browser's own notes on 4xx answers. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Everything a page went through that a failure's message should tell: uncaught errors, console
 * errors (the root error screen logs its cause there), requests that failed and answers of 400 or
 * more. Read it when the check fails: a message built before the wait misses what came during it.
 */
export function watchBrowser(page: Page) {
  const events: string[] = [];
  page.on("pageerror", (error) => events.push(`pageerror: ${error.stack ?? error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") events.push(`console: ${message.text()}`);
  });
  page.on("requestfailed", (request) => events.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`));
  page.on("response", (response) => {
    if (response.status() >= 400) events.push(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  /** Runs a check; when it fails, its error says what the browser went through. */
  return async function explained(check: () => Promise<unknown>) {
    try {
      await check();
    } catch (error) {
      (error as Error).message += `\n\nWhat the browser went through:\n${events.join("\n") || "(nothing)"}`;
      throw error;
    }
  };
}

/**
 * axe on the page, run in the page itself. The default (axe's "partial" mode) opens a second page
 * to finish every run and copies the results across, which doubled each check's time (measured:
 * 6.8 s against 3.1 s on the footer editor, the same violations found). The shop's frames are its
 * own pages on the same origin (the design editor's preview), which the in-page run reaches too.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/**
 * No serious or critical accessibility violation on the page as it is now, once its finite
 * animations have ended: a toast fading in is half transparent, and axe would measure the contrast
 * of a frame nobody reads.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // A toast may start leaving during the scan (its time runs out): held opaque and still while axe
  // reads the page, it is measured in its real colours, not in a frame of its fade (CI once failed
  // on a leaving toast's title, translations.spec).
  const toastsHeld = await page.addStyleTag({
    content: "[data-sonner-toast], [data-sonner-toast] * { transition: none !important; animation: none !important; opacity: 1 !important; }",
  });
  const results = await axe(page).analyze();
  await toastsHeld.evaluate((style) => (style as HTMLStyleElement).remove());
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${page.url()}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Fills the checkout form with a valid delivery in Netanya, paying by card at delivery. */
export async function fillCheckout(page: Page, lang: Lang, email: string, firstName = "Noa") {
  const t = translator(lang);
  await page.getByLabel(t("checkout.firstName"), { exact: true }).fill(firstName);
  await page.getByLabel(t("checkout.lastName"), { exact: true }).fill("Levi");
  await page.getByLabel(t("checkout.email"), { exact: true }).fill(email);
  await page.getByLabel(t("checkout.phone"), { exact: true }).fill("+972 50-123-4567");
  await page.getByLabel(t("checkout.address"), { exact: true }).fill("12 Herzl Street");
  await page.getByLabel(t("checkout.city"), { exact: true }).fill("Netanya");
  await page.getByLabel(t("checkout.postalCode"), { exact: true }).fill("42000");
  await expect(page.getByLabel(t("checkout.country"), { exact: true })).toHaveValue(t("checkout.defaultCountry"));
  await page.getByLabel(t("checkout.paymentCard")).check();
}
