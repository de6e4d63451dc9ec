/**
 * The owner's diagnostics screen (issue 13 point 7) in French and Hebrew on a phone: the e2e server runs without SMTP, so mail shows red with its fix, in the summary and in
 * its part; the database part names PGlite with every migration applied; the test mail goes to the
 * outbox; "check again" asks for the report anew. axe on the screen. With ADMIN_SHOTS=<folder>, screenshots.
 */
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import diagnostics from "../../../app/locales/admin/diagnostics";
import settings from "../../../app/locales/admin/settings";

test.use({ reducedMotion: "reduce" });

for (const lang of ["fr", "he"] as const) {
  const t = { ...diagnostics[lang], ...settings[lang] };

  test(`the owner reads the shop's health and sends a test mail (${lang})`, async ({ page, context }, testInfo) => {
    onlyIn(lang, "he");
    await useOwnAddress(context);
    await signInOwner(context, lang, `${Date.now().toString(36)}${testInfo.project.name}${lang}`);

    await hydrated(page, "/admin/diagnostics");
    await expect(page.getByRole("heading", { level: 1, name: t["diagnostics.title"] })).toBeVisible();
    // No SMTP on the test server: red, with its fix, in the summary and in the mail part.
    const summary = page.getByTestId("diagnostics-summary");
    await expect(summary.getByRole("heading", { name: t["diagnostics.attention"] })).toBeVisible();
    await expect(summary).toContainText(t["diagnostics.fix.smtpMissing"]);
    const mail = page.getByTestId("diagnostics-mail");
    await expect(mail.getByText(t["diagnostics.status.problem"])).toBeVisible();
    await expect(mail).toContainText(t["diagnostics.mail.off"]);
    // The database: PGlite, every migration applied, no problem.
    const database = page.getByTestId("diagnostics-database");
    await expect(database).toContainText(t["diagnostics.database.driver.pglite"]);
    await expect(database.getByText(t["diagnostics.status.ok"])).toBeVisible();
    // No device signed up for pushes on a fresh shop: said, and the e-mail remains.
    await expect(page.getByTestId("diagnostics-push")).toContainText(t["diagnostics.push.noDevice"]);
    await expectAccessible(page);
    await shot(page, `${lang}-diagnostics`);

    // Check again: the report is asked for anew, and the button comes back once it is in.
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === "/admin/diagnostics.data");
    await page.getByRole("button", { name: t["diagnostics.refresh"] }).click();
    expect((await reloaded).ok()).toBe(true);
    await expect(page.getByRole("button", { name: t["diagnostics.refresh"] })).toBeEnabled();

    // The test mail, as on the settings screen: to the outbox, with a link to it.
    await mail.getByRole("button", { name: t["settings.mail.send"] }).click();
    await expect(page.getByText(t["settings.mail.sentOutbox"]).first()).toBeVisible();
    await mail.getByTestId("settings-test-mail-link").click();
    await expect(page).toHaveURL(/\/admin\/mail\/[0-9a-f-]{36}$/);
  });
}
