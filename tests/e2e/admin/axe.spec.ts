/**
 * axe on every admin screen (issue 10, Chromium test 6): the owner opens each built screen of the
 * navigation (app/components/admin/shell/nav.ts, so a screen is checked as soon as it is built), in
 * French on the desktop and in Hebrew (right to left) on the phone; no serious or critical
 * violation. Each language and each screen size is covered once: all four pairs cost a sixth of the
 * whole e2e stage for little more (the layout differs by screen, the direction by language).
 */
import { expect, test } from "@playwright/test";
import { E2E_PASSWORD, uniqueEmail } from "../support/accounts";
import { expectAccessible } from "../support/shop";
import { baseURL } from "../../../playwright.config";
import { hrefOf, NAV } from "../../../app/components/admin/shell/nav";

const screens = NAV.filter((entry) => entry.ready).map(hrefOf);

for (const [lang, project] of [["fr", "desktop"], ["he", "phone"]] as const) {
  test(`axe finds no serious or critical violation on any admin screen in ${lang}`, async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name !== project, `${lang} is checked on the ${project}`);
    test.slow();
    const owner = await context.request.post("/__test__/customers", {
      data: { email: uniqueEmail(`axe-${lang}`), password: E2E_PASSWORD, name: "Maya Axe", role: "owner", signIn: true },
    });
    expect(owner.ok(), await owner.text()).toBe(true);
    const chosen = await context.request.post("/admin/api/lang", { form: { lang, redirectTo: "/admin" }, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(chosen.status()).toBe(302);
    expect(screens.length).toBeGreaterThan(3);
    for (const screen of screens) {
      const response = await page.goto(screen);
      expect(response?.status(), screen).toBe(200);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectAccessible(page);
    }
  });
}
