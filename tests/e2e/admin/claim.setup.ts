/**
 * Claiming the shop (docs/product/admin-back-office.md#adm-2, docs/product/accounts-and-auth.md#acc-12), in Chromium: with the setup code (read
 * through the e2e hook, as a person reads it in the server's first-start output), the new owner is
 * offered TOTP and reaches the team screen; once claimed, the claim page is gone. A shop is claimed
 * once, and any test that makes an owner closes the claim, so this runs first, as its own project
 * ("claim" in playwright.config.ts) that the others depend on.
 */
import { expect, test } from "@playwright/test";
import access from "../../../app/locales/admin/access";
import { E2E_PASSWORD, uniqueEmail, useOwnAddress } from "../support/accounts";
import { openHydrated } from "../support/shop";

const fr = access.fr;

test("the shop is claimed once with the setup code, and its owner manages the team", async ({ page, request }) => {
  await useOwnAddress(page);
  const answer = await request.post("/__test__/admin-setup-code", { data: {} });
  // A server kept from an earlier run (E2E_REUSE_SERVER) was claimed then; CI's is always new.
  test.skip(answer.status() === 409 && Boolean(process.env.E2E_REUSE_SERVER), "this server was claimed by an earlier run");
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
