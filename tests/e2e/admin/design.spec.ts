/**
 * The design editor and the static-translations screen (docs/product/admin-back-office.md#adm-25 and docs/product/admin-back-office.md#adm-26), in French and
 * in Hebrew on a phone, with a shop tab already open beside the admin:
 * - the owner changes the accent colour, sees it in the preview, publishes, and the open shop tab
 *   takes the new accent without a reload (the `design` live event); a contrast too low is flagged;
 *   reset to the defaults asks first and reaches the open tab too; a value that is not a colour is
 *   refused at its field until it is one again;
 * - the owner overrides a home page text in the shop's language and the open shop tab shows it
 *   without a reload (the `texts` live event), a page opened afterwards too; a text that lost its
 *   {count} is refused with a message naming it; "back to the original" asks first.
 * axe on both screens.
 * With ADMIN_SHOTS=<folder>, screenshots.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { authTexts, E2E_PASSWORD, uniqueEmail, useOwnAddress } from "../support/accounts";
import design from "../../../app/locales/admin/design";
import staticTranslations from "../../../app/locales/admin/static-translations";
import { dictionaries } from "../../../app/locales";
import { LANG_NAMES } from "../../../app/lib/langs";

// With the workers allowed, as an owner's browser has them: the shop tab installs the shop's worker,
// and the preview frame must still be the browser's own load (a kept copy or the worker's fetch was
// refused as a frame: Chromium's error page instead of the shop).
test.use({ locale: "fr-FR", serviceWorkers: "allow" });

/** A shop page in its own tab, listening to the live updates, marked so that a reload would show. */
async function openShopTab(context: BrowserContext, path: string): Promise<Page> {
  const shop = await context.newPage();
  await shop.goto(path);
  await shop.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await shop.locator("html[data-live='on']").waitFor({ state: "attached" });
  await shop.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return shop;
}

const accentOf = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-accent").trim());
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

for (const lang of ["fr", "he"] as const) {
  const t = (key: string, params: Record<string, string> = {}) =>
    Object.entries(params).reduce((text, [name, value]) => text.replace(`{${name}}`, value), ({ ...design[lang], ...staticTranslations[lang] } as Record<string, string>)[key]);

  test(`the owner publishes a new accent and an open shop tab takes it without a reload (${lang})`, async ({ page, context }, testInfo) => {
    onlyIn(lang, "he");
    test.slow();
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    await signInOwner(context, lang, tag);
    const publishes = testInfo.project.name === "phone";

    const shop = publishes ? await openShopTab(context, `/${lang}`) : undefined;
    await hydrated(page, "/admin/design");
    await expect(page.getByRole("heading", { level: 1, name: t("design.title") })).toBeVisible();
    const preview = page.getByTestId("design-preview");
    await expect(preview).toBeVisible();
    await page.frameLocator('[data-testid="design-preview"]').locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectAccessible(page);
    await shot(page, `${lang}-design`);

    const accent = page.getByRole("textbox", { name: t("design.colour.accent"), exact: true });
    // A colour of its own per run, dark enough for white text.
    const hex = `#${(0x200000 + (Date.now() % 0x300000)).toString(16).padStart(6, "0").slice(0, 2)}4a6b`;
    await accent.fill(hex);
    // The preview wears it at once; the shop does not yet.
    await expect.poll(() => preview.evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.documentElement?.style.getPropertyValue("--color-accent"))).toBe(hex);

    // A text colour too close to its background is flagged, in words.
    const onAccent = page.getByRole("textbox", { name: t("design.colour.on-accent"), exact: true });
    await onAccent.fill("#a0a0a0");
    await expect(page.getByTestId("contrast-onAccent")).toHaveAttribute("data-ok", "no");
    await expect(page.getByTestId("contrast-onAccent")).toContainText(t("design.contrast.tooLow"));
    await onAccent.fill("#ffffff");
    await expect(page.getByTestId("contrast-onAccent")).toHaveAttribute("data-ok", "yes");

    // A value that is not a colour is refused at its field, which gets the focus; once the value is
    // a colour again the error goes, without another save (it stayed until the next one).
    const muted = page.getByRole("textbox", { name: t("design.colour.muted"), exact: true });
    const mutedBefore = await muted.inputValue();
    await muted.fill("#zzz");
    await page.getByRole("button", { name: t("design.saveDraft"), exact: true }).first().click();
    const mutedError = page.locator("#design-color-muted-error");
    await expect(mutedError).toHaveText(t("design.errors.colour"));
    await expect(muted).toHaveAttribute("aria-invalid", "true");
    await expect(muted).toBeFocused();
    await muted.fill("#6e645");
    await expect(mutedError).toBeVisible();
    await muted.fill(mutedBefore);
    await expect(mutedError).toHaveCount(0);
    await expect(muted).not.toHaveAttribute("aria-invalid", "true");

    if (!shop) return;
    expect(await accentOf(shop)).not.toBe(hex);
    await page.getByRole("button", { name: t("design.publish"), exact: true }).click();
    await expect(page.getByText(t("design.published"))).toBeVisible();
    await expect.poll(() => accentOf(shop)).toBe(hex);
    expect(await notReloaded(shop)).toBe(true);
    await shot(page, `${lang}-design-published`);

    // Back to the shop's own design: asked once, and the open tab follows.
    await page.getByRole("button", { name: t("design.reset"), exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(t("design.resetLost"));
    await dialog.getByRole("button", { name: t("design.reset"), exact: true }).click();
    await expect(page.getByText(t("design.resetDone"))).toBeVisible();
    await expect.poll(() => accentOf(shop)).toBe("#9a5f24");
    expect(await notReloaded(shop)).toBe(true);
    await expect(page.getByRole("textbox", { name: t("design.colour.accent"), exact: true })).toHaveValue("#9a5f24");
  });

  test(`the owner overrides a shop text, sees it live on /${lang}, and a lost {count} is refused (${lang})`, async ({ page, context, browser }, testInfo) => {
    onlyIn(lang, "fr");
    test.slow();
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    await signInOwner(context, lang, tag);
    // A key of its own per project and language: the projects share one server.
    const key = lang === "he" ? "home.introTitle" : "home.pillarsTitle";
    const original = (dictionaries[lang] as unknown as { home: Record<string, string> }).home[key.slice(5)];
    // The home page's heading of that text (the hero's slides may say the same words).
    const heading = (tab: Page) => tab.locator(`#${{ "home.newestTitle": "newest-title", "home.introTitle": "intro-title", "home.pillarsTitle": "pillars-title" }[key]}`);
    const text = lang === "he" ? `אור האטליה ${tag}` : `La lumière de l'atelier ${tag}`;

    const shop = await openShopTab(context, `/${lang}`);
    await expect(heading(shop)).toHaveText(original);
    // And a visitor's tab showing a refused sign-in: the server's message is the form's answer,
    // which a reload would drop while the visitor reads it.
    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await useOwnAddress(visitor);
    const refused = await openShopTab(visitor, `/${lang}/auth`);
    const auth = authTexts(lang);
    await refused.getByLabel(auth.email, { exact: true }).fill(uniqueEmail("live"));
    await refused.getByLabel(auth.password, { exact: true }).fill(E2E_PASSWORD);
    await refused.getByRole("button", { name: auth.signInSubmit }).click();
    const formRefusal = refused.getByTestId("auth-error");
    await expect(formRefusal).toBeVisible();
    const refusalText = await formRefusal.textContent();

    await hydrated(page, "/admin/static-translations");
    await expect(page.getByRole("heading", { level: 1, name: t("staticTranslations.title") })).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${lang}-static-translations`);

    // Found by its text, opened from the list.
    await page.getByRole("searchbox").fill(original);
    await page.getByRole("searchbox").press("Enter");
    await page.getByRole("link", { name: t("staticTranslations.editKey", { key }) }).click();
    const field = page.getByRole("textbox", { name: LANG_NAMES[lang], exact: true });
    await expect(field).toHaveValue(original);
    await expect(page.getByRole("textbox", { name: LANG_NAMES.he, exact: true })).toHaveAttribute("dir", "rtl");
    await expectAccessible(page);
    await shot(page, `${lang}-static-translations-editor`);
    await field.fill(text);
    await page.getByRole("button", { name: t("staticTranslations.editor.save"), exact: true }).first().click();
    await expect(page.getByText(t("staticTranslations.saved"))).toBeVisible();

    // The open tab shows it without a reload; a page opened now too.
    await expect(heading(shop)).toHaveText(text);
    expect(await notReloaded(shop)).toBe(true);
    const fresh = await context.newPage();
    await fresh.goto(`/${lang}`);
    await expect(heading(fresh)).toHaveText(text);
    await fresh.close();
    // The refused form heard the change too, and keeps its messages until the visitor moves on;
    // then the page they reach has the new text.
    await refused.locator("html[data-live-held='on']").waitFor({ state: "attached" });
    await expect(formRefusal).toHaveText(refusalText!);
    expect(await notReloaded(refused)).toBe(true);
    await refused.getByRole("banner").getByRole("link", { name: /Accueil$/ }).click();
    await expect(heading(refused)).toHaveText(text);
    await expect(refused.locator("html[data-live-held]")).toHaveCount(0);
    await visitor.close();

    // A text without its {count} is refused at its field, naming it; what was typed stays.
    await hydrated(page, "/admin/static-translations?q=nav.cartCount&edit=nav.cartCount.other");
    const count = page.getByRole("textbox", { name: LANG_NAMES[lang], exact: true });
    const lost = lang === "he" ? "כמה פריטים" : "Des articles";
    await count.fill(lost);
    await page.getByRole("button", { name: t("staticTranslations.editor.save"), exact: true }).first().click();
    const refusal = t("staticTranslations.errors.placeholder", { lang: LANG_NAMES[lang], placeholders: "{count}" });
    await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
    await expect(count).toHaveValue(lost);
    await expect(count).toHaveAttribute("aria-invalid", "true");
    await shot(page, `${lang}-static-translations-placeholder`);

    // Back to the original, asked once; the open tab follows.
    await hydrated(page, `/admin/static-translations?q=${key}&edit=${key}`);
    await page.getByRole("button", { name: t("staticTranslations.reset.all"), exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(key);
    await dialog.getByRole("button", { name: t("staticTranslations.reset.confirm"), exact: true }).click();
    await expect(page.getByText(t("staticTranslations.reset.done"))).toBeVisible();
    await expect(heading(shop)).toHaveText(original);
    expect(await notReloaded(shop)).toBe(true);
    await expect(page.getByRole("textbox", { name: LANG_NAMES[lang], exact: true })).toHaveValue(original);
  });
}
