/**
 * The translations screen (docs/product/admin-back-office.md#adm-25), in French and in Hebrew on a phone: the owner filters
 * what is missing in Hebrew, finds a product without its Hebrew description, types it right to left
 * in the grid next to the French source, saves, sees the entry leave the list,
 * and reads the text on /he/product/<id>. axe on each screen. With
 * ADMIN_SHOTS=<folder>, screenshots.
 */
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import { baseURL } from "../../../playwright.config";
import shell from "../../../app/locales/admin/shell";
import translations from "../../../app/locales/admin/translations";

test.use({ locale: "fr-FR" });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const lang of ["fr", "he"] as const) {
  const t = { ...shell[lang], ...translations[lang] };
  const format = (key: keyof typeof t, values: Record<string, string>) => Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), t[key]);

  test(`the owner fills a missing Hebrew description from the grid and sees it in the shop (${lang})`, async ({ page, context, request }, testInfo) => {
    onlyIn(lang, "fr");
    test.slow();
    test.skip(testInfo.project.name !== "phone", "the writes run on the phone");
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${lang}`;
    // A product on sale with its French description and a Hebrew name, but no Hebrew description.
    const created = await request.post("/__test__/products", {
      data: { sku: `TR-${tag}`, names: { fr: `Bougie Traduite ${tag}`, he: `נר מתורגם ${tag}` }, descriptions: { fr: `Cire de colza, parfum de figue ${tag}.` }, status: "active", stock: 3 },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    try {
      await signInOwner(context, lang, tag);

      // From English to Hebrew with the language filter, then products only.
      await hydrated(page, "/admin/translations?lang=en");
      await expect(page.getByRole("heading", { level: 1, name: t["translations.title"] })).toBeVisible();
      await page.getByRole("navigation", { name: t["translations.filter.lang"] }).getByRole("link", { name: new RegExp(`^${escape(t["translations.lang.he"])}`) }).click();
      await expect(page).toHaveURL(/lang=he/);
      await expect(page.getByRole("link", { name: format("translations.filter.missing", { in: t["translations.in.he"] }) })).toHaveAttribute("aria-current", "page");
      await page.getByRole("navigation", { name: t["translations.filter.type"] }).getByRole("link", { name: new RegExp(`^${escape(t["translations.type.product"])}`) }).click();
      await expect(page).toHaveURL(/type=product/);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expectAccessible(page);
      await shot(page, `${lang}-translations-missing-he`);

      const entry = page.locator(`[data-key="product:${id}:description"]`);
      await expect(entry).toBeVisible();
      // The French source next to the Hebrew field, each in its own language and direction.
      await expect(entry.locator('[lang="fr"]')).toHaveText(`Cire de colza, parfum de figue ${tag}.`);
      const field = entry.locator("textarea");
      await expect(field).toHaveAttribute("dir", "rtl");
      await expect(field).toHaveAttribute("lang", "he");
      await expect(entry.getByRole("link", { name: new RegExp(escape(`Bougie Traduite ${tag}`)) })).toHaveAttribute("href", `/admin/products/${id}`);
      // The Hebrew name is there: only the description is listed for this product.
      await expect(page.locator(`[data-key="product:${id}:name"]`)).toHaveCount(0);

      const hebrew = `שעוות לפתית, ניחוח תאנה ${tag}.`;
      await field.fill(hebrew);
      await shot(page, `${lang}-translations-typed`);
      // Leaving for another filter with a text typed asks first; staying keeps it.
      await page.getByRole("link", { name: t["translations.filter.all"] }).click();
      const leave = page.getByRole("alertdialog");
      await expect(leave).toContainText(t["shell.form.leaveTitle"]);
      await leave.getByRole("button", { name: t["shell.form.stay"] }).click();
      await expect(page).toHaveURL(/show=missing/);
      await expect(field).toHaveValue(hebrew);
      await page.getByRole("button", { name: t["translations.grid.save"] }).last().click();

      // Saved: the entry leaves the "missing" list. That the count drops by exactly one is checked by
      // tests/integration/admin/translations.test.ts: here other tests add products without Hebrew
      // at the same time (CI saw one land between two readings of the count).
      await expect(entry).toHaveCount(0);
      await shot(page, `${lang}-translations-saved`);

      // The shop shows it in Hebrew at once.
      await page.goto(`/he/product/${id}`);
      await expect(page.getByText(hebrew)).toBeVisible();
    } finally {
      await request.post(`/__test__/products/${id}/archive`, { data: {} });
    }
  });

  test(`a refused save names the refused field and keeps everything typed (${lang})`, async ({ page, context, request }, testInfo) => {
    onlyIn(lang, "he");
    test.slow();
    test.skip(testInfo.project.name !== "phone", "the writes run on the phone");
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${lang}r`;
    const ids: string[] = [];
    for (const name of ["A", "B"]) {
      const created = await request.post("/__test__/products", {
        data: { sku: `TR-${tag}-${name}`, names: { fr: `Bougie ${name} ${tag}`, he: `נר ${name} ${tag}` }, descriptions: { fr: `Description ${name} ${tag}.` } },
      });
      expect(created.ok(), await created.text()).toBe(true);
      ids.push(((await created.json()) as { id: string }).id);
    }
    try {
      await signInOwner(context, lang, tag);
      await hydrated(page, "/admin/translations?lang=he&show=missing&type=product");
      const [first, second] = ids.map((id) => page.locator(`[data-key="product:${id}:description"]`));
      await first.locator("textarea").fill(`תיאור א ${tag}`);
      await second.locator("textarea").fill(`תיאור ב ${tag}`);
      // Meanwhile the second description is written elsewhere (another tab, another person).
      const elsewhere = await context.request.post("/admin/translations", {
        form: { intent: "save", lang: "he", "entries[0].key": `product:${ids[1]}:description`, "entries[0].was": "", "entries[0].text": "נכתב במקום אחר" },
        headers: { origin: baseURL },
      });
      expect(elsewhere.ok()).toBe(true);

      await page.getByRole("button", { name: t["translations.grid.save"] }).last().click();
      // Nothing is saved: the refused field says why, and both texts are still there.
      await expect(second.getByRole("alert")).toHaveText(t["translations.errors.stale"]);
      await expect(second.locator("textarea")).toHaveAttribute("aria-invalid", "true");
      await expect(second.locator("textarea")).toBeFocused();
      await expect(first.getByRole("alert")).toHaveCount(0);
      await expect(first.locator("textarea")).toHaveValue(`תיאור א ${tag}`);
      await expect(second.locator("textarea")).toHaveValue(`תיאור ב ${tag}`);
      // The first is still missing in Hebrew, as stored: empty.
      const stored = await (await context.request.get("/admin/translations?lang=he&show=missing&type=product")).text();
      expect(stored).toContain(`product:${ids[0]}:description`);
      expect(stored).not.toContain(`תיאור א ${tag}`);
      await expectAccessible(page);
      await shot(page, `${lang}-translations-refused`, false);
    } finally {
      for (const id of ids) await request.post(`/__test__/products/${id}/archive`, { data: {} });
    }
  });

  test(`the owner reads each language's completeness (${lang})`, async ({ page, context }, testInfo) => {
    onlyIn(lang, "fr");
    test.slow();
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    await signInOwner(context, lang, tag);
    await hydrated(page, "/admin/translations");
    await expect(page.getByRole("heading", { level: 1, name: t["translations.title"] })).toBeVisible();
    for (const code of ["fr", "en", "he", "ru"] as const) await expect(page.getByTestId(`percent-${code}`)).toContainText("%");
    // Per content type, folded until asked for.
    await expect(page.getByRole("table", { name: t["translations.byTypeCaption"] })).toBeHidden();
    await page.getByText(t["translations.byType"], { exact: true }).click();
    await expect(page.getByRole("table", { name: t["translations.byTypeCaption"] })).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${lang}-translations`);
    // Every text, in Russian: the grid's fields are written left to right.
    await hydrated(page, "/admin/translations?lang=ru&show=all&type=category");
    await expect(page.getByTestId("translation-entry").first()).toBeVisible();
    await expect(page.getByTestId("translation-entry").first().locator("textarea")).toHaveAttribute("dir", "ltr");
    await expectAccessible(page);
    await shot(page, `${lang}-translations-all-ru`);
  });
}
