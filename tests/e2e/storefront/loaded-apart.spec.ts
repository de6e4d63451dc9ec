/**
 * Parts loaded apart (app/components/ui/hydrate-apart.tsx): the footer's code arrives after the
 * page's own, and React hydrates it then; if it never arrives (a phone losing its network), the page
 * keeps the footer as the server wrote it, its links plain links, and shows no error screen.
 */
import { expect, test } from "@playwright/test";
import { openHydrated, translator, watchConsole } from "../support/shop";

const t = translator("fr");

test("the footer hydrates when its code arrives, and stays usable as plain HTML when it never does", async ({ page }) => {
  // Its code arrives: a footer link is a client navigation (the page's own JavaScript survives it).
  const errors = watchConsole(page);
  await openHydrated(page, "/fr/shop");
  const about = page.locator("footer").getByRole("link", { name: t("footer.about"), exact: true });
  await expect(about).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await about.click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect.poll(() => page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage === true)).toBe(true);
  expect(errors).toEqual([]);

  // Its code is refused: the rest of the page hydrates, the footer stays as the server wrote it.
  let refused = 0;
  await page.route(/\/assets\/site-footer-content-[\w-]+\.js$/, (route) => {
    refused += 1;
    return route.abort("internetdisconnected");
  });
  await page.goto("/fr/shop");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("footer")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  // The document does not claim that every part has hydrated.
  await expect(page.locator("html")).not.toHaveAttribute("data-parts-hydrated", /.*/);
  // Not the error screen: the shop's own heading, and no alert.
  await expect(page.getByRole("heading", { level: 1, name: t("errors.appTitle") })).toHaveCount(0);
  await expect(page.locator("footer").getByRole("link", { name: t("footer.about"), exact: true })).toBeVisible();
  // A link of the un-hydrated footer still takes the shopper there, as a full page load.
  await page.locator("footer").getByRole("link", { name: t("footer.about"), exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
