/**
 * What the admin specs share: an owner signed in with the admin in a language, opening a page and
 * waiting until it is hydrated (its forms and menus answer), and, with ADMIN_SHOTS=<folder>, saving
 * a screenshot to look at.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { E2E_PASSWORD, uniqueEmail } from "../support/accounts";
import { baseURL } from "../../../playwright.config";

const shots = process.env.ADMIN_SHOTS;

/** A screenshot named after the page and the screen's width; a phone's is what a person sees. */
export async function shot(page: Page, name: string, fullPage = true) {
  if (!shots) return;
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: fullPage && size.width > 600 });
}

type AdminLang = "fr" | "he";

/**
 * Runs the current test only in the language its journey is given. Each admin journey runs once per
 * screen size (playwright.config.ts says which), in French or in Hebrew, chosen per journey so that
 * each language drives about half of them; every screen is still opened in both, by axe.spec.ts
 * (French on the desktop, Hebrew on the phone). Every journey in both languages cost a third of the
 * end-to-end stage (CI took 29 minutes) for little more. `runsIn` gives a language per screen size
 * for the specs that run on both.
 */
export function onlyIn(lang: AdminLang, runsIn: AdminLang | { desktop: AdminLang; phone: AdminLang }) {
  const project = test.info().project.name;
  const wanted = typeof runsIn === "string" ? runsIn : project === "desktop" ? runsIn.desktop : runsIn.phone;
  test.skip(lang !== wanted, `this journey runs in ${wanted} on the ${project}`);
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
