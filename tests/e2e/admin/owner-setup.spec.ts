/**
 * docs/product/admin-back-office.md#adm-1's first journey after the claim (claim.setup.ts claims the shop once per server): an
 * owner turns on TOTP with a code computed here from the key shown, invites a staff member by
 * e-mail, and the invitee joins through the outbox's link and signs in; the owner's next sign-in
 * asks for the code. In French and in Hebrew, on the phone.
 */
import { expect, test, type Page } from "@playwright/test";
import { onlyIn } from "./admin-pages";
import access from "../../../app/locales/admin/access";
import { totp } from "../../support/totp";
import { E2E_PASSWORD, linkIn, newestMail, uniqueEmail, useOwnAddress } from "../support/accounts";
import { openHydrated } from "../support/shop";

async function signInAtTheDoor(page: Page, t: (typeof access)["fr"], lang: string, email: string) {
  await openHydrated(page, `/admin/auth?lang=${lang}`);
  await page.getByLabel(t["access.signIn.email"]).fill(email);
  await page.getByLabel(t["access.signIn.password"]).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: t["access.signIn.submit"] }).click();
}

for (const lang of ["fr", "he"] as const) {
  const t = access[lang];

  test(`the owner turns on TOTP and invites a staff member, who joins and signs in (${lang})`, async ({ page, browser, request }, testInfo) => {
    onlyIn(lang, "he");
    await useOwnAddress(page);
    const ownerEmail = uniqueEmail(`owner-setup-${lang}`);
    const created = await page.request.post("/__test__/customers", { data: { email: ownerEmail, password: E2E_PASSWORD, name: "Maya Levi", role: "owner", signIn: true } });
    expect(created.ok(), await created.text()).toBe(true);

    // TOTP: the password first, then the key (and QR code) and a code from the app.
    await openHydrated(page, `/admin/security?lang=${lang}`);
    await expect(page.getByTestId("two-factor-state")).toHaveText(t["access.security.off"]);
    await page.getByLabel(t["access.security.password"]).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: t["access.security.enable"] }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel(t["access.security.confirmCode"]).fill(totp(secret));
    await page.getByRole("button", { name: t["access.security.confirm"] }).click();
    await expect(page.getByTestId("two-factor-state")).toHaveText(t["access.security.on"]);

    // The invitation, sent through the outbox and listed as pending.
    const staffEmail = uniqueEmail(`staff-${lang}-${testInfo.project.name}`);
    await openHydrated(page, `/admin/settings/staff?lang=${lang}`);
    await page.getByLabel(t["access.staff.email"]).fill(staffEmail);
    await page.getByRole("button", { name: t["access.staff.inviteSubmit"] }).click();
    await expect(page.getByText(t["access.staff.invited"].replace("{email}", staffEmail))).toBeVisible();
    await expect(page.getByTestId(`invitation-${staffEmail}`)).toBeVisible();
    const mail = await newestMail(request, staffEmail, "staff-invitation");
    expect(mail.lang).toBe(lang);

    // The invitee, in a browser of their own, sets a name and a password, then signs in as staff.
    const staffContext = await browser.newContext({ locale: lang === "he" ? "he-IL" : "fr-FR", viewport: page.viewportSize()! });
    const staffPage = await staffContext.newPage();
    await useOwnAddress(staffPage);
    await openHydrated(staffPage, linkIn(mail.text, /https?:\/\/\S+\/admin\/invitation\/\S+/));
    await staffPage.getByLabel(t["access.invitation.name"]).fill("Noa Staff");
    await staffPage.getByLabel(t["access.invitation.password"]).fill(E2E_PASSWORD);
    await staffPage.getByRole("button", { name: t["access.invitation.submit"] }).click();
    await expect(staffPage.getByText(t["access.signIn.accepted"])).toBeVisible();
    await signInAtTheDoor(staffPage, t, lang, staffEmail);
    await expect(staffPage).toHaveURL(/\/admin(\?lang=\w+)?$/);
    // Staff do not manage the team.
    expect((await staffPage.goto(`/admin/settings/staff?lang=${lang}`))?.status()).toBe(403);
    await staffContext.close();

    // The owner sees the new member, and signing in again now asks for the code.
    await openHydrated(page, `/admin/settings/staff?lang=${lang}`);
    await expect(page.getByTestId(`member-${staffEmail}`)).toBeVisible();
    await openHydrated(page, `/admin/security?lang=${lang}`);
    await page.getByTestId("signout-this").click();
    await expect(page).toHaveURL(/\/admin\/auth/);
    await signInAtTheDoor(page, t, lang, ownerEmail);
    await expect(page).toHaveURL(/step=two-factor/);
    await page.getByLabel(t["access.twoFactor.code"]).fill(totp(secret));
    await page.getByRole("button", { name: t["access.twoFactor.submit"] }).click();
    await expect(page).toHaveURL(/\/admin(\?lang=\w+)?$/);
  });
}
