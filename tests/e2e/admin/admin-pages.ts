/**
 * What the admin specs share: opening a page and waiting until it is hydrated (its forms and menus
 * answer), and, with ADMIN_SHOTS=<folder>, saving a screenshot to look at.
 */
import type { Page } from "@playwright/test";

const shots = process.env.ADMIN_SHOTS;

/** A screenshot named after the page and the screen's width; a phone's is what a person sees. */
export async function shot(page: Page, name: string, fullPage = true) {
  if (!shots) return;
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: fullPage && size.width > 600 });
}

export async function hydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
