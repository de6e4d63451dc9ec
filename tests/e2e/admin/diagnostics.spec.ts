/**
 * The owner's diagnostics screen (docs/product/performance-and-operations.md#ops-6) in French and Hebrew on a phone: the e2e server runs without SMTP, so mail shows red with its fix, in the summary and in
 * its part; the database part names PGlite with every migration applied; the test mail goes to the
 * outbox; "check again" asks for the report anew. axe on the screen. With ADMIN_SHOTS=<folder>, screenshots.
 */
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import diagnostics from "../../../app/locales/admin/diagnostics";
import settings from "../../../app/locales/admin/settings";
import seo from "../../../app/locales/admin/seo";

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
    // The latest migration's name reads left to right, and its closing bracket stays with it (as a
    // block of its own the name left the ")" alone on the next line).
    const latest = database.locator('bdi[dir="ltr"]').filter({ hasText: /^\d{4}_/ });
    await expect(latest).toHaveCount(1);
    const bracket = await latest.evaluate((el) => {
      const after = el.nextSibling!;
      const range = document.createRange();
      range.setStart(after, 0);
      range.setEnd(after, 1);
      const rects = el.getClientRects();
      const [mark, name] = [range.getBoundingClientRect(), rects[rects.length - 1]];
      // On one line: the two boxes share a height (their fonts differ, so their tops do too).
      return { text: after.textContent, sameLine: mark.top < name.bottom && name.top < mark.bottom };
    });
    expect(bracket).toEqual({ text: ")", sameLine: true });
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

test("the sitemaps screen writes /sitemap.xml left to right in its Hebrew sentence", async ({ page, context }, testInfo) => {
  await useOwnAddress(context);
  await signInOwner(context, "he", `${Date.now().toString(36)}${testInfo.project.name}sitemaps`);
  await hydrated(page, "/admin/sitemaps");
  const intro = page.locator("p", { hasText: seo.he["seo.sitemaps.intro"].split("{path}")[1].trim().slice(0, 12) });
  const path = intro.locator('bdi[dir="ltr"]');
  await expect(path).toHaveText("/sitemap.xml");
  // The slash is drawn first, on the left.
  const order = await path.evaluate((el) => {
    const node = el.firstChild!;
    const range = document.createRange();
    range.setStart(node, 0);
    range.setEnd(node, 1);
    const slash = range.getBoundingClientRect().left;
    range.setStart(node, 1);
    range.setEnd(node, 2);
    return slash < range.getBoundingClientRect().left;
  });
  expect(order).toBe(true);
});
