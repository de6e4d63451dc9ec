/**
 * The admin shell and its data table (docs/product/admin-back-office.md#adm-1), on a desktop and on a phone: a staff
 * member signs in (through the e2e hook), finds the customers screen in the navigation, searches,
 * sorts and pages through the list in the URL, uses the command menu, meets the admin 404, exports
 * a CSV and switches the admin to Hebrew. With ADMIN_SHOTS=<folder>, it also saves screenshots.
 */
import { expect, test, type Locator } from "@playwright/test";
import { hydrated, shot, signInOwner } from "./admin-pages";
import { E2E_PASSWORD, uniqueEmail } from "../support/accounts";
import { baseURL } from "../../../playwright.config";
import shell from "../../../app/locales/admin/shell";
import customers from "../../../app/locales/admin/customers";
import staticTexts from "../../../app/locales/admin/static-translations";

const fr = { ...shell.fr, ...customers.fr };
const he = { ...shell.he, ...customers.he };
// The admin's language follows the browser's until a staff member picks one.
test.use({ locale: "fr-FR" });

test("a staff member runs the back office through its shell", async ({ page, context, request }, testInfo) => {
  // One long journey through every part of the shell, in two languages.
  test.slow();
  const phone = testInfo.project.name === "phone";
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  // Two customers to find, and a staff member signed in in this browser.
  const customerEmail = uniqueEmail(`shell-${tag}`);
  for (const [email, name] of [[customerEmail, `Zoé Shell ${tag}`], [uniqueEmail(`shell2-${tag}`), `Adam Shell ${tag}`]]) {
    const created = await request.post("/__test__/customers", { data: { email, password: E2E_PASSWORD, name } });
    expect(created.ok(), await created.text()).toBe(true);
  }
  const staff = await context.request.post("/__test__/customers", {
    data: { email: uniqueEmail(`staff-${tag}`), password: E2E_PASSWORD, name: "Sam Équipe", role: "staff", signIn: true },
  });
  expect(staff.ok(), await staff.text()).toBe(true);

  // The dashboard, in French.
  await hydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: fr["shell.dashboard.title"] })).toBeVisible();
  await shot(page, "fr-dashboard");

  // The navigation: bottom bar and drawer on a phone, sidebar on a desktop; only built, allowed screens.
  let nav;
  if (phone) {
    const bar = page.getByRole("navigation", { name: fr["shell.bottomNav"] });
    await expect(bar).toBeVisible();
    const more = bar.getByRole("button", { name: fr["shell.more"] });
    const box = await more.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await more.click();
    nav = page.getByRole("dialog").getByRole("navigation", { name: fr["shell.mainNav"] });
    await expect(nav).toBeVisible();
    await shot(page, "fr-drawer");
  } else {
    nav = page.getByRole("complementary").getByRole("navigation", { name: fr["shell.mainNav"] });
  }
  await expect(nav.getByRole("link", { name: fr["shell.nav.design"] })).toHaveCount(0);
  // Moving to another screen fetches that screen's data alone: the shell's texts stay in the page.
  const screenData = page.waitForRequest((asked) => new URL(asked.url()).pathname === "/admin/customers.data");
  await nav.getByRole("link", { name: fr["shell.nav.customers"], exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole("heading", { level: 1, name: fr["customers.title"] })).toBeVisible();
  expect(new URL((await screenData).url()).searchParams.get("_routes")).toBe("routes/admin/customers");
  await expect(page.getByRole("navigation", { name: fr["shell.breadcrumbs"] })).toContainText(fr["shell.nav.dashboard"]);

  // Search is a GET form: the URL holds it, and a reload keeps it.
  await page.getByRole("searchbox", { name: fr["shell.table.search"] }).fill(`Shell ${tag}`);
  await page.getByRole("button", { name: fr["shell.table.apply"] }).click();
  await expect(page).toHaveURL(new RegExp(`q=Shell\\+${tag}`));
  const list = phone ? page.getByRole("list", { name: fr["customers.title"] }) : page.getByRole("table");
  const rows = phone ? list.getByRole("listitem") : list.getByRole("row");
  await expect(rows).toHaveCount(phone ? 2 : 3);
  await page.reload();
  await expect(rows).toHaveCount(phone ? 2 : 3);

  // Sorting is a link (desktop headers); on a phone the same URL works.
  if (phone) {
    await hydrated(page, `/admin/customers?q=Shell+${tag}&sort=name&dir=asc`);
  } else {
    await page.getByRole("link", { name: new RegExp(`^${fr["shell.table.sortBy"].replace("{column}", fr["customers.col.name"])}`) }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
  }
  await expect(rows.nth(phone ? 0 : 1)).toContainText(`Adam Shell ${tag}`);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`q=Shell\\+${tag}`));
  await shot(page, "fr-customers");

  // The CSV export of the current filter.
  const csv = await context.request.get(`/admin/customers/export.csv?q=${encodeURIComponent(`Shell ${tag}`)}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(customerEmail);

  // The command menu: Ctrl+K on a desktop, the search button on a phone; it finds the customer.
  if (phone) await page.getByRole("button", { name: fr["shell.search.open"] }).click();
  else await page.keyboard.press("Control+k");
  const menu = page.getByRole("dialog", { name: fr["shell.search.label"] });
  await expect(menu).toBeVisible();
  await menu.getByRole("combobox").fill(customerEmail);
  const option = menu.getByRole("option", { name: new RegExp(`Zoé Shell ${tag}`) });
  await expect(option).toBeVisible();
  await shot(page, "fr-command");
  await option.click();
  // A customer found opens their page.
  await expect(page).toHaveURL(/\/admin\/customers\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`Zoé Shell ${tag}`) })).toBeVisible();

  // Unknown admin paths show the admin 404, with a 404 status.
  const missing = await page.goto("/admin/nowhere");
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: fr["shell.notFound.title"] })).toBeVisible();

  // Hebrew: the whole shell mirrors.
  await hydrated(page, "/admin");
  if (phone) await page.getByRole("navigation", { name: fr["shell.bottomNav"] }).getByRole("button", { name: fr["shell.more"] }).click();
  await page.getByRole("button", { name: "עברית" }).click();
  await expect(page.getByRole("heading", { level: 1, name: he["shell.dashboard.title"] })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await shot(page, "he-dashboard");
  if (phone) {
    await page.getByRole("navigation", { name: he["shell.bottomNav"] }).getByRole("button", { name: he["shell.more"] }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await shot(page, "he-drawer");
    await page.keyboard.press("Escape");
  }
  await hydrated(page, `/admin/customers?q=Shell+${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: he["customers.title"] })).toBeVisible();
  await shot(page, "he-customers");
  if (phone) await page.getByRole("button", { name: he["shell.search.open"] }).click();
  else await page.keyboard.press("Control+k");
  await page.getByRole("dialog", { name: he["shell.search.label"] }).getByRole("combobox").fill("Shell");
  await expect(page.getByRole("option").first()).toBeVisible();
  await shot(page, "he-command");
});

test("the admin turns away visitors and customers", async ({ request, browser }) => {
  const anonymous = await request.get("/admin/customers", { headers: { accept: "text/html" }, maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/admin/auth");
  expect((await request.get("/admin/api/search?q=ab", { maxRedirects: 0 })).status()).toBe(401);
  expect((await request.get("/admin/customers/export.csv", { maxRedirects: 0 })).status()).toBe(401);

  const context = await browser.newContext();
  const signedIn = await context.request.post("/__test__/customers", { data: { email: uniqueEmail("shell-customer"), password: E2E_PASSWORD, signIn: true } });
  expect(signedIn.ok()).toBe(true);
  expect((await context.request.get("/admin/customers/export.csv")).status()).toBe(403);
  expect((await context.request.get("/admin/api/search?q=ab")).status()).toBe(403);
  await context.close();
});

test("a text in another language is read whole: four languages side by side in a narrow card, and a list's card on a phone", async ({ page, context }, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  await signInOwner(context, "fr", `columns-${tag}`);
  const wholeIn = async (fields: Locator) => {
    for (const field of await fields.all()) {
      const { text, scroll, client } = await field.evaluate((element) => ({
        text: (element as HTMLInputElement).value ?? element.textContent,
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }));
      expect(text?.length).toBeGreaterThan(0);
      expect(scroll, `"${text}" wraps inside its box`).toBeLessThanOrEqual(client);
    }
  };
  if (testInfo.project.name === "phone") {
    // A list's cards: each value wraps instead of being cut at the card's edge.
    const switched = await context.request.post("/admin/api/lang", { form: { lang: "ru", redirectTo: "/admin" }, headers: { origin: baseURL }, maxRedirects: 0 });
    expect(switched.status()).toBe(302);
    await hydrated(page, `/admin/static-translations?q=${encodeURIComponent("Слишком много")}`);
    // Each value and what it holds (a text's own box clips what its card's box does not).
    const values = page.getByRole("list", { name: staticTexts.ru["staticTranslations.title"] }).locator("dd, dd span[lang]");
    await expect(values.first()).toBeVisible();
    await wholeIn(values);
    await shot(page, "ru-static-texts-cards");
    // An address kept on one line in the table breaks inside its card rather than running past it.
    await hydrated(page, "/admin/customers");
    const cards = page.getByRole("list", { name: customers.ru["customers.title"] });
    await expect(cards.locator("dd").first()).toBeVisible();
    await wholeIn(cards.locator("dd"));
    return;
  }
  // The call button's text beside its preview: the form's card is about half the screen, and four
  // quarters of it cut "Позвоните нам" to "Позвоните на".
  await hydrated(page, "/admin/click-to-call");
  const fields = page.locator("input[type=text][name$='.text']");
  await expect(fields).toHaveCount(4);
  await wholeIn(fields);
  await shot(page, "fr-click-to-call-columns");
});
