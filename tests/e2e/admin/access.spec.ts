/**
 * The back office's door in Chromium (issue 10 point 1): the shop is claimed with the setup code
 * (read through the e2e hook, as a person reads it in the server's first-start output), the new
 * owner is offered TOTP and reaches the team screen; an owner signs in at /admin/auth; a customer's
 * correct password gets the refusal and no way in; once claimed, the claim page is gone.
 */
import { expect, test } from "@playwright/test";
import access from "../../../app/locales/admin/access";
import { createCustomer, E2E_PASSWORD, uniqueEmail, useOwnAddress } from "../support/accounts";
import { openHydrated } from "../support/shop";

const fr = access.fr;
const he = access.he;

test.describe.configure({ mode: "serial" });

test("the shop is claimed once with the setup code, and its owner manages the team", async ({ page, request }, testInfo) => {
  // One shop, one claim: the phone project runs the other tests.
  test.skip(testInfo.project.name !== "desktop", "the claim happens once per server");
  await useOwnAddress(page);
  const answer = await request.post("/__test__/admin-setup-code", { data: {} });
  expect(answer.status(), await answer.text()).toBe(200);
  const { code } = (await answer.json()) as { code: string };

  await openHydrated(page, "/admin/claim-admin?lang=fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr["access.claim.title"]);
  // A wrong code first: the field says so.
  await page.getByLabel(fr["access.claim.code"]).fill("AAAA-BBBB-CCCC");
  await page.getByLabel(fr["access.claim.name"]).fill("Maya Levi");
  const email = uniqueEmail("owner");
  await page.getByLabel(fr["access.claim.email"]).fill(email);
  await page.getByLabel(fr["access.claim.password"], { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: fr["access.claim.submit"] }).click();
  await expect(page.getByText(fr["access.errors.codeInvalid"])).toBeVisible();

  await page.getByLabel(fr["access.claim.code"]).fill(code);
  await page.getByLabel(fr["access.claim.password"], { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: fr["access.claim.submit"] }).click();
  await expect(page).toHaveURL(/\/admin\/security\?prompt=1/);
  await expect(page.getByTestId("two-factor-prompt")).toHaveText(fr["access.security.prompt"]);

  await page.goto("/admin/settings/staff?lang=fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr["access.staff.title"]);
  await expect(page.getByTestId(`member-${email}`)).toBeVisible();

  // Claimed: the page refuses from now on, and the hook too.
  const closed = await page.goto("/admin/claim-admin?lang=fr");
  expect(closed?.status()).toBe(404);
  await expect(page.getByTestId("claim-closed")).toBeVisible();
  expect((await request.post("/__test__/admin-setup-code", { data: {} })).status()).toBe(409);
});

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
