/**
 * The back office's people screens in Chromium (docs/product/admin-back-office.md#adm-5, docs/product/admin-back-office.md#adm-11 and docs/product/admin-back-office.md#adm-12), on a phone, in French
 * and in Hebrew: the owner opens a customer from the list, adjusts their points
 * with a reason and sees the ledger line; opens the stock-updates log and filters it by reason;
 * staff are refused the audit log (403). Accounts come from the e2e hook. With ADMIN_SHOTS=<folder>,
 * it also saves screenshots of each screen.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { hydrated, onlyIn, shot } from "./admin-pages";
import { E2E_PASSWORD, uniqueEmail } from "../support/accounts";
import shell from "../../../app/locales/admin/shell";
import customers from "../../../app/locales/admin/customers";
import stock from "../../../app/locales/admin/stock";
import loyalty from "../../../app/locales/admin/loyalty";
import audit from "../../../app/locales/admin/audit";

const texts = {
  fr: { ...shell.fr, ...customers.fr, ...stock.fr, ...loyalty.fr, ...audit.fr },
  he: { ...shell.he, ...customers.he, ...stock.he, ...loyalty.he, ...audit.he },
} as Record<"fr" | "he", Record<string, string>>;
async function account(request: APIRequestContext, data: Record<string, unknown>) {
  const answer = await request.post("/__test__/customers", { data: { password: E2E_PASSWORD, ...data } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { id: string; email: string };
}

for (const lang of ["fr", "he"] as const) {
  test.describe(lang, () => {
    // The admin's language follows the browser's until a staff member picks one.
    test.use({ locale: lang === "fr" ? "fr-FR" : "he-IL" });
    const t = texts[lang];

    test("the owner adjusts a customer's points and filters the stock-updates log", async ({ page, context, request }, testInfo) => {
      onlyIn(lang, "fr");
      const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
      const name = `Yaël People ${tag}`;
      const customer = await account(request, { email: uniqueEmail(`people-${tag}`), name });
      await account(context.request, { email: uniqueEmail(`owner-${tag}`), name: "Maya Owner", role: "owner", signIn: true });

      // From the list, the customer's row opens their page.
      await hydrated(page, `/admin/customers?q=${encodeURIComponent(tag)}`);
      await shot(page, `${lang}-customers`);
      await page.getByRole("link", { name: new RegExp(name) }).first().click();
      await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}$`));
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText(t["customers.loyalty.ledgerEmpty"])).toBeVisible();

      // A points adjustment with its reason: the balance and the ledger line show it.
      await page.getByLabel(t["customers.loyalty.points"], { exact: true }).fill("120");
      await page.getByLabel(t["customers.loyalty.reason"], { exact: true }).fill(`Geste ${tag}`);
      await page.getByRole("button", { name: t["customers.loyalty.adjust"] }).click();
      await expect(page.getByTestId("points-balance")).toHaveText("120");
      const ledger = page.getByTestId("ledger");
      await expect(ledger.getByRole("listitem")).toHaveCount(1);
      await expect(ledger).toContainText(`Geste ${tag}`);
      await expect(ledger).toContainText("+120");
      // Taking more than the balance is refused, and nothing moves.
      await page.getByLabel(t["customers.loyalty.points"], { exact: true }).fill("-500");
      await page.getByLabel(t["customers.loyalty.reason"], { exact: true }).fill("Trop");
      await page.getByRole("button", { name: t["customers.loyalty.adjust"] }).click();
      await expect(page.getByText(t["customers.errors.negativeBalance"]).first()).toBeVisible();
      await expect(page.getByTestId("points-balance")).toHaveText("120");
      await expect(ledger.getByRole("listitem")).toHaveCount(1);
      // The owner sees the audit entry of the adjustment.
      await expect(page.getByRole("region", { name: t["audit.title"] })).toContainText(t["audit.action.loyalty.adjust"]);
      await shot(page, `${lang}-customer`);
      await ledger.scrollIntoViewIfNeeded();
      await shot(page, `${lang}-customer-ledger`, false);

      // The erasure asks first, naming what will be lost.
      await page.getByRole("button", { name: t["customers.erase.button"] }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(t["customers.erase.lost"]);
      await shot(page, `${lang}-customer-erase`, false);
      await dialog.getByRole("button", { name: t["shell.confirm.cancel"] }).click();
      await expect(dialog).toBeHidden();

      // The loyalty screen lists the member.
      await hydrated(page, "/admin/loyalty?sort=updatedAt&dir=desc");
      await expect(page.getByRole("heading", { level: 1, name: t["loyalty.screenTitle"] })).toBeVisible();
      await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();
      await shot(page, `${lang}-loyalty`);

      // The stock-updates log, filtered by reason in the URL.
      await hydrated(page, "/admin/stock-updates");
      await expect(page.getByRole("heading", { level: 1, name: t["stock.title"] })).toBeVisible();
      const phone = testInfo.project.name === "phone";
      const reason = page.locator("select[name=reason]");
      if (phone) {
        // On a phone the filters fold behind one button, which counts the active ones.
        await expect(reason).toBeHidden();
        await page.getByRole("button", { name: t["shell.table.filters"], exact: true }).click();
      }
      await reason.selectOption("seed");
      await page.getByRole("button", { name: t["shell.table.apply"] }).click();
      await expect(page).toHaveURL(/reason=seed/);
      // The table is busy (skeleton rows) until the filtered page has loaded.
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      if (phone) await expect(page.getByRole("button", { name: t["shell.table.filtersActive"].replace("{count}", "1") })).toHaveAttribute("aria-expanded", "false");
      const list = phone ? page.getByRole("list", { name: t["stock.title"] }) : page.getByRole("table");
      const rows = phone ? list.getByRole("listitem") : list.getByRole("row").filter({ has: page.getByRole("cell") });
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      await expect(rows.filter({ hasText: t["stock.reason.seed"] })).toHaveCount(count);
      await shot(page, `${lang}-stock-updates`);

      // The owner's full audit log.
      await hydrated(page, "/admin/settings/audit");
      await expect(page.getByRole("heading", { level: 1, name: t["audit.title"] })).toBeVisible();
      await expect(page.getByText(t["audit.action.loyalty.adjust"]).filter({ visible: true }).first()).toBeVisible();
      await shot(page, `${lang}-audit`);
    });

    test("staff cannot open the audit log", async ({ page, context }, testInfo) => {
      onlyIn(lang, "he");
      const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
      await account(context.request, { email: uniqueEmail(`staff-${tag}`), name: "Sam Staff", role: "staff", signIn: true });
      const response = await hydrated(page, "/admin/settings/audit");
      expect(response!.status()).toBe(403);
      // The audit log is the owner's: the refusal says so, and who is asking.
      await expect(page.getByRole("alert")).toContainText(t["shell.forbidden.ownerOnly"].replace("{role}", t["shell.role.staff"]));
      await shot(page, `${lang}-audit-403`);
    });
  });
}
