/**
 * A staff member refused a screen is told why: an owner-only screen answers 403, and the page is the
 * back office's own, with its navigation, saying the screen is the owner's, in the admin's language
 * (French, then Hebrew, right to left). Both an owner's screen without a boundary of its own (the
 * settings) and a list screen with one (the search engines).
 */
import { expect, test } from "@playwright/test";
import { hydrated, shot } from "./admin-pages";
import { E2E_PASSWORD, uniqueEmail } from "../support/accounts";
import { baseURL } from "../../../playwright.config";
import shell from "../../../app/locales/admin/shell";

test.use({ locale: "fr-FR" });

test("a staff member opening an owner's screen reads that it is the owner's, inside the back office", async ({ page, context }, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const staff = await context.request.post("/__test__/customers", {
    data: { email: uniqueEmail(`forbidden-${tag}`), password: E2E_PASSWORD, name: "Sam Équipe", role: "staff", signIn: true },
  });
  expect(staff.ok(), await staff.text()).toBe(true);

  for (const lang of ["fr", "he"] as const) {
    const t = shell[lang] as Record<string, string>;
    const switched = await context.request.post("/admin/api/lang", { form: { lang, redirectTo: "/admin" }, headers: { origin: baseURL }, maxRedirects: 0 });
    expect(switched.status()).toBe(302);
    for (const path of ["/admin/settings", "/admin/seo"]) {
      const response = await hydrated(page, path);
      expect(response!.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: t["shell.forbidden.title"] })).toBeVisible();
      await expect(page.getByText(t["shell.forbidden.ownerOnly"].replace("{role}", t["shell.role.staff"]))).toBeVisible();
      // The shell is there: its navigation (the bottom bar on a phone, the sidebar on a desktop).
      const nav = page.getByRole("navigation", { name: t[testInfo.project.name === "phone" ? "shell.bottomNav" : "shell.mainNav"] }).first();
      await expect(nav).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "he" ? "rtl" : "ltr");
      await shot(page, `${lang}-forbidden${path.replaceAll("/", "-")}`);
    }
    // The way back leads to the dashboard, through the navigation of the same shell.
    await page.getByRole("link", { name: t["shell.notFound.link"] }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: t["shell.dashboard.title"] })).toBeVisible();
  }
});
