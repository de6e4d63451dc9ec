/**
 * The dashboard on a phone: what waits comes first, on the first screen, each a link to the list it
 * counts; the sales fold behind their periods, and the page is a fraction of the 3,700 px it was
 * (its 33 tiles: the to-do, the periods, and a link to every screen, which the navigation's menu
 * already holds).
 */
import { expect, test } from "@playwright/test";
import { hydrated, shot, signInOwner } from "./admin-pages";
import { uniqueEmail } from "../support/accounts";
import dashboard from "../../../app/locales/admin/dashboard";
import shell from "../../../app/locales/admin/shell";

const fr = { ...shell.fr, ...dashboard.fr } as Record<string, string>;
test.use({ locale: "fr-FR" });

test("the owner's phone dashboard puts the to-do first and folds the sales", async ({ page, context, request }, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  // An order waits for its confirmation (other journeys may add theirs beside it).
  const placed = await request.post("/__test__/orders", { data: { email: uniqueEmail(`dashboard-${tag}`), lang: "fr", quantity: 1 } });
  expect(placed.ok(), await placed.text()).toBe(true);
  await signInOwner(context, "fr", `dashboard-${tag}`);

  await hydrated(page, "/admin");
  const screen = page.viewportSize()!;
  const todo = page.getByRole("region", { name: fr["dashboard.todo.title"] });
  await expect(todo).toBeVisible();
  // The to-do is on the first screen, before the sales.
  const todoBox = (await todo.boundingBox())!;
  expect(todoBox.y + todoBox.height).toBeLessThanOrEqual(screen.height);
  const sales = page.getByRole("region", { name: fr["dashboard.sales.title"] });
  expect((await sales.boundingBox())!.y).toBeGreaterThan(todoBox.y);

  // Each waiting count is a link to its list, filtered.
  const toConfirm = todo.getByRole("link", { name: new RegExp(fr["dashboard.todo.toConfirm"]) });
  await expect(toConfirm).toHaveAttribute("href", "/admin/orders?status=pending");

  // The periods are folded: their names and totals show, their detail once opened.
  const today = page.locator("[data-sales=today]");
  const orders = today.getByText(new RegExp(`^${fr["dashboard.sales.orders"].replace("{count}", "\\d+")}$`));
  await expect(orders).toBeHidden();
  await today.getByText(fr["dashboard.sales.today"]).click();
  await expect(orders).toBeVisible();

  // The screens are in the navigation's menu, not a second list of two dozen links.
  await expect(page.getByRole("navigation", { name: fr["dashboard.screens"] })).toBeHidden();
  // Well under half the 3,700 px the page was.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(1_850);
  await shot(page, "fr-dashboard-phone", false);

  // The way there: the to-do's link opens the orders to confirm.
  await toConfirm.click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
});
