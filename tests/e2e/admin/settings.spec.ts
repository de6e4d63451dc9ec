/**
 * The settings screens (docs/product/admin-back-office.md#adm-27), in French and in Hebrew on a phone: the owner turns the click-to-call button off and sees it gone from the shop, then on
 * again and sees it back (the preview following the form before the save); changes Friday's opening
 * hours and sees them on the contact page; opens the configuration (currencies and loyalty) and the
 * settings screen and sends a test mail. axe on each screen. With ADMIN_SHOTS=<folder>, screenshots.
 *
 * The tests change the shop's own settings, so they run one after the other and put everything
 * back as they found it.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import clickToCall from "../../../app/locales/admin/click-to-call";
import siteSettings from "../../../app/locales/admin/site-settings";
import configuration from "../../../app/locales/admin/configuration";
import settings from "../../../app/locales/admin/settings";
import shell from "../../../app/locales/admin/shell";

// Reduced motion: toasts appear without a fade, so axe never measures a half-transparent one.
test.use({ locale: "fr-FR", reducedMotion: "reduce" });
test.describe.configure({ mode: "serial" });

/** Whether the shop's page shows the floating call button (a fresh page, as a visitor opens it). */
async function shopHasCallButton(page: Page, path: string) {
  await page.goto(path);
  return page.getByTestId("click-to-call").count();
}

/**
 * Opens the contact page until its hours show `text`. The first save's toast may still be on screen
 * when the second save is sent, so a page opened at once can predate that save: open it again.
 */
async function contactShows(contact: Page, path: string, text: string) {
  await expect(async () => {
    await contact.goto(path);
    await expect(contact.locator("#hours")).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

for (const lang of ["fr", "he"] as const) {
  const t = { ...shell[lang], ...clickToCall[lang], ...siteSettings[lang], ...configuration[lang], ...settings[lang] };

  test(`the owner turns click-to-call off and on again and sees it in the shop (${lang})`, async ({ page, context, browser }, testInfo) => {
    onlyIn(lang, "fr");
    test.slow();
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    await signInOwner(context, lang, tag);
    // The shop as a visitor sees it: its own browser context, without the owner's session.
    const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    await useOwnAddress(visitorContext);
    const visitor = await visitorContext.newPage();
    expect(await shopHasCallButton(visitor, `/${lang}`)).toBe(1);

    await hydrated(page, "/admin/click-to-call");
    await expect(page.getByRole("heading", { level: 1, name: t["clickToCall.title"] })).toBeVisible();
    await expect(page.getByTestId("click-to-call-changed")).toBeVisible();
    // The preview shows the shop's button in a phone frame and a computer frame.
    await expect(page.getByTestId("click-to-call-preview-phone")).toBeAttached();
    await expect(page.getByTestId("click-to-call-preview-desktop")).toBeAttached();
    await expectAccessible(page);
    await shot(page, `${lang}-click-to-call`);
    await page.getByTestId("click-to-call-preview-desktop").scrollIntoViewIfNeeded();
    await shot(page, `${lang}-click-to-call-preview`, false);

    // Off: the preview says so before the save; saved, the button leaves the shop.
    await page.getByLabel(t["clickToCall.field.enabled"]).uncheck();
    await expect(page.getByTestId("click-to-call-preview-off")).toBeVisible();
    await expect(page.getByTestId("click-to-call-preview-phone")).toHaveCount(0);
    await page.getByRole("button", { name: t["clickToCall.save"], exact: true }).first().click();
    await expect(page.getByText(t["clickToCall.saved"]).first()).toBeVisible();
    await expect(page.getByText(t["clickToCall.status.off"], { exact: true })).toBeVisible();
    expect(await shopHasCallButton(visitor, `/${lang}`)).toBe(0);
    expect(await shopHasCallButton(visitor, `/${lang === "fr" ? "he" : "fr"}`)).toBe(0);

    // On with an unusable phone: refused at the field, nothing changes in the shop.
    await page.getByLabel(t["clickToCall.field.enabled"]).check();
    await page.getByLabel(t["clickToCall.field.phone"]).fill("appelez-nous");
    await page.getByRole("button", { name: t["clickToCall.save"], exact: true }).first().click();
    await expect(page.getByText(t["clickToCall.errors.phoneUnusable"]).first()).toBeVisible();
    await expect(page.getByLabel(t["clickToCall.field.phone"])).toHaveValue("appelez-nous");
    await expectAccessible(page);
    await shot(page, `${lang}-click-to-call-error`);
    expect(await shopHasCallButton(visitor, `/${lang}`)).toBe(0);

    // On again with the shop's number: back in the shop, in both languages.
    await page.getByLabel(t["clickToCall.field.phone"]).fill("+972 9 000 0000");
    await expect(page.getByTestId("click-to-call-preview-phone")).toBeAttached();
    await page.getByRole("button", { name: t["clickToCall.save"], exact: true }).first().click();
    await expect(page.getByText(t["clickToCall.saved"]).first()).toBeVisible();
    await expect(page.getByText(t["clickToCall.status.on"], { exact: true })).toBeVisible();
    expect(await shopHasCallButton(visitor, `/${lang}`)).toBe(1);
    expect(await shopHasCallButton(visitor, "/fr")).toBe(1);
    await visitorContext.close();
  });

  test(`the owner changes Friday's opening hours and sees them on the contact page (${lang})`, async ({ page, context }, testInfo) => {
    onlyIn(lang, "he");
    test.slow();
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    await signInOwner(context, lang, tag);

    await hydrated(page, "/admin/site-settings");
    await expect(page.getByRole("heading", { level: 1, name: t["siteSettings.title"] })).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${lang}-site-settings`);
    await page.getByTestId("hours-friday").scrollIntoViewIfNeeded();
    await shot(page, `${lang}-site-settings-hours`, false);

    const friday = page.getByTestId("hours-friday");
    const saturday = page.getByTestId("hours-saturday");
    await expect(saturday.getByRole("checkbox")).not.toBeChecked();
    // Closing before opening is refused at the field.
    await friday.locator('input[name="hours.friday.opens"]').fill("15:00");
    await page.getByRole("button", { name: t["siteSettings.save"], exact: true }).first().click();
    await expect(page.getByText(t["siteSettings.errors.closesBeforeOpens"]).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByTestId("hours-friday").locator('input[name="hours.friday.opens"]').fill("10:00");
    await page.getByTestId("hours-friday").locator('input[name="hours.friday.closes"]').fill("13:30");
    await page.getByRole("button", { name: t["siteSettings.save"], exact: true }).first().click();
    await expect(page.getByText(t["siteSettings.saved"]).first()).toBeVisible();

    const contact = await context.newPage();
    await contactShows(contact, "/fr/contact", "Vendredi : 10h00 – 13h30");
    await expect(contact.locator("#hours")).toContainText("Samedi : fermé");
    if (lang === "he") await contactShows(contact, "/he/contact", "יום שישי: 10:00 – 13:30");

    // Put Friday's short hours back.
    await page.getByTestId("hours-friday").locator('input[name="hours.friday.opens"]').fill("09:00");
    await page.getByTestId("hours-friday").locator('input[name="hours.friday.closes"]').fill("14:00");
    await page.getByRole("button", { name: t["siteSettings.save"], exact: true }).first().click();
    await expect(page.getByText(t["siteSettings.saved"]).first()).toBeVisible();
    await contactShows(contact, "/fr/contact", "Vendredi : 9h00 – 14h00");
  });

  test(`the configuration and settings screens, with a test mail (${lang})`, async ({ page, context }, testInfo) => {
    onlyIn(lang, "fr");
    test.slow();
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    await signInOwner(context, lang, tag);

    await hydrated(page, "/admin/configuration");
    await expect(page.getByRole("heading", { level: 1, name: t["configuration.title"] })).toBeVisible();
    await expect(page.getByRole("heading", { name: t["configuration.loyalty.title"] })).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${lang}-configuration`);
    // A default currency that is not offered is refused at the form.
    await page.getByLabel(t["configuration.field.supportedLabel"].replace("{currency}", t["configuration.currency.EUR"])).uncheck();
    await page.getByLabel(t["configuration.field.defaultLabel"].replace("{currency}", t["configuration.currency.EUR"])).check();
    await page.getByRole("button", { name: t["configuration.save"], exact: true }).first().click();
    await expect(page.getByText(t["configuration.errors.defaultNotSupported"]).first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${lang}-configuration-error`, false);

    await hydrated(page, "/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: t["settings.title"] })).toBeVisible();
    await expect(page.getByTestId("settings-smtp")).toHaveText(t["settings.mail.smtpOff"]);
    await page.getByRole("button", { name: t["settings.mail.send"] }).click();
    await expect(page.getByText(t["settings.mail.sentOutbox"]).first()).toBeVisible();
    await expect(page.getByTestId("settings-test-mail-link")).toBeVisible();
    // Until the page's data has reloaded the button stays disabled and faded; axe reads it after.
    await expect(page.getByRole("button", { name: t["settings.mail.send"] })).toBeEnabled();
    await expectAccessible(page);
    await shot(page, `${lang}-settings`);
    await page.getByTestId("settings-test-mail-link").click();
    await expect(page).toHaveURL(/\/admin\/mail\/[0-9a-f-]{36}$/);
  });
}
