/**
 * The analytics screen (docs/product/analytics-and-consent.md#ana-6) in French and Hebrew on a phone:
 * a few events sent as a browser would, then the figures, the funnel, the chart (Recharts, loaded
 * by this screen only), each table with its CSV, a period refused with its reason, and axe.
 * In a French browser: the server's render and the browser's agree (no hydration error; the
 * percentages differed, "0%" against "0 %"), and days are written in the admin's language.
 * With ADMIN_SHOTS=<folder>, screenshots.
 */
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible, watchConsole } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import analytics from "../../../app/locales/admin/analytics";

test.use({ reducedMotion: "reduce", locale: "fr-FR" });
// The desktop project's browser says "HeadlessChrome", which the event endpoint rightly drops as a
// bot (isbot): here it is a visitor's Chrome. The phone project keeps its device's own.
const VISITOR_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// eslint-disable-next-line no-empty-pattern
test.use({ userAgent: async ({}, provide, testInfo) => provide(testInfo.project.use.userAgent ?? VISITOR_CHROME) });

for (const lang of ["fr", "he"] as const) {
  const t = analytics[lang];

  test(`the owner reads the shop's analytics (${lang})`, async ({ page, context }, testInfo) => {
    onlyIn(lang, "fr");
    await useOwnAddress(context);
    await signInOwner(context, lang, `${Date.now().toString(36)}${testInfo.project.name}${lang}`);

    // A visit, as the storefront's tracker sends it.
    for (const event of [
      { type: "page_view", path: "/he", lang: "he", currency: "ILS", entry: true },
      { type: "page_view", path: "/he/checkout", lang: "he", currency: "ILS" },
      { type: "click_to_call", path: "/he", lang: "he", currency: "ILS", phone: "+972 50 000 0000" },
    ]) {
      const answer = await context.request.post("/api/events", { data: event });
      expect(answer.status()).toBe(204);
    }

    const errors = watchConsole(page);
    await hydrated(page, "/admin/analytics");
    await expect(page.getByRole("heading", { level: 1, name: t["analytics.screenTitle"] })).toBeVisible();
    await expect(page.getByTestId("metric-visitors-value")).not.toHaveText("0");
    await expect(page.getByTestId("analytics-funnel")).toBeVisible();
    // The chart: drawn in the browser once its chunk has loaded.
    await expect(page.locator(".recharts-wrapper")).toBeVisible();
    // Hydrated without a mismatch (React's error #418), and no day left as the database writes it.
    expect(errors).toEqual([]);
    await expect(page.getByRole("main").getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
    await expect(page.locator(".recharts-xAxis .recharts-cartesian-axis-tick").first()).not.toHaveText(/^\d{2}-\d{2}$/);
    await expect(page.getByTestId("analytics-events").locator('tr[data-row="click:click_to_call"]')).toBeVisible();
    await expect(page.getByTestId("analytics-lang").locator('tr[data-row="he"]')).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${lang}-analytics`);

    // Each table's CSV, with the screen's headers.
    const csv = await context.request.get(await page.getByTestId("analytics-lang").getByRole("link").getAttribute("href") as string);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain(t["analytics.col.lang"]);
    expect(text).toMatch(/\n"he",/);

    // A period that ends before it starts: refused, with the reason.
    await page.getByLabel(t["analytics.period.from"], { exact: true }).fill("2026-03-10");
    await page.getByLabel(t["analytics.period.to"], { exact: true }).fill("2026-03-01");
    await page.getByRole("button", { name: t["analytics.period.apply"] }).click();
    await expect(page.getByTestId("analytics-error")).toContainText(t["analytics.period.errors.order"]);

    // A period without events: the empty state.
    await page.getByLabel(t["analytics.period.from"], { exact: true }).fill("2020-01-01");
    await page.getByLabel(t["analytics.period.to"], { exact: true }).fill("2020-01-31");
    await page.getByRole("button", { name: t["analytics.period.apply"] }).click();
    await expect(page.getByTestId("analytics-empty")).toHaveText(t["analytics.empty"]);
    await expectAccessible(page);
    await shot(page, `${lang}-analytics-empty`);
  });
}
