/**
 * The back office's door in Chromium (docs/product/admin-back-office.md#adm-2): an owner signs in at /admin/auth; a
 * customer's correct password gets the refusal and no way in. Claiming the shop is claim.setup.ts,
 * run before every other test (a test that makes an owner closes the claim).
 */
import { expect, test } from "@playwright/test";
import access from "../../../app/locales/admin/access";
import { createCustomer, E2E_PASSWORD, uniqueEmail, useOwnAddress } from "../support/accounts";
import { openHydrated } from "../support/shop";

const fr = access.fr;
const he = access.he;

test("an owner signs in and comes back to the page asked for; in Hebrew the page reads right to left", async ({ page, request }) => {
  await useOwnAddress(page);
  const email = uniqueEmail("owner-signin");
  const created = await request.post("/__test__/customers", { data: { email, password: E2E_PASSWORD, name: "Dana Owner", role: "owner" } });
  expect(created.ok(), await created.text()).toBe(true);

  const response = await page.goto("/admin/settings/staff");
  expect(response?.url()).toContain("/admin/auth?redirectTo=%2Fadmin%2Fsettings%2Fstaff");
  await openHydrated(page, "/admin/auth?redirectTo=%2Fadmin%2Fsettings%2Fstaff&lang=he");
  await expect(page.locator("[dir=rtl]").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(he["access.signIn.title"]);
  await page.getByLabel(he["access.signIn.email"]).fill(email);
  await page.getByLabel(he["access.signIn.password"]).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: he["access.signIn.submit"] }).click();
  // No TOTP yet: the owner is offered it first, and may put it off.
  await expect(page.getByTestId("two-factor-prompt")).toBeVisible();
  await page.getByTestId("security-continue").click();
  await expect(page).toHaveURL(/\/admin\/settings\/staff$/);
  await expect(page.getByTestId(`member-${email}`)).toBeVisible();
});

test("a customer is refused at the back office's door", async ({ page, request }) => {
  await useOwnAddress(page);
  const email = await createCustomer(request);
  await openHydrated(page, "/admin/auth?lang=fr");
  await page.getByLabel(fr["access.signIn.email"]).fill(email);
  await page.getByLabel(fr["access.signIn.password"]).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: fr["access.signIn.submit"] }).click();
  await expect(page.getByTestId("access-forbidden")).toContainText(fr["access.signIn.forbidden"]);
  // No session was left behind: the admin still sends this browser to the door.
  await page.goto("/admin/settings/staff");
  await expect(page).toHaveURL(/\/admin\/auth\?redirectTo=/);
});
