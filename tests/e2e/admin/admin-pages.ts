/**
 * What the admin specs share: an owner signed in with the admin in a language, opening a page and
 * waiting until it is hydrated (its forms and menus answer), and, with ADMIN_SHOTS=<folder>, saving
 * a screenshot to look at.
 */
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { E2E_PASSWORD, uniqueEmail } from "../support/accounts";
import { baseURL } from "../../../playwright.config";

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

/** An owner of the shop, signed in in this browser context, with the admin in `lang`. */
export async function signInOwner(context: BrowserContext, lang: "fr" | "he", tag: string, name = "Maya Propriétaire") {
  const owner = await context.request.post("/__test__/customers", { data: { email: uniqueEmail(`owner-${tag}`), password: E2E_PASSWORD, name, role: "owner", signIn: true } });
  expect(owner.ok(), await owner.text()).toBe(true);
  // Chosen even for French, as the admin otherwise follows the browser's language. A form post from
  // the admin's own pages (the CSRF check reads its Origin).
  const switched = await context.request.post("/admin/api/lang", { form: { lang, redirectTo: "/admin" }, headers: { origin: baseURL }, maxRedirects: 0 });
  expect(switched.status()).toBe(302);
}
