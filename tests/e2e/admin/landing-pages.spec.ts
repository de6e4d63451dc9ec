/**
 * Landing pages (docs/product/admin-back-office.md#adm-22), in French and in Hebrew on a phone:
 * the owner builds a page with a product grid (by category) and a rich-text block, publishes it,
 * and opens it in the shop in the four languages (/he right to left), each showing the grid's
 * products. Then the SEO screens open: seo, seo-pro and sitemaps (the new page is listed there).
 * axe on each screen. With ADMIN_SHOTS=<folder>, screenshots.
 */
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import landingPages from "../../../app/locales/admin/landing-pages";
import seo from "../../../app/locales/admin/seo";
import productEditor from "../../../app/locales/admin/product-editor";
import shell from "../../../app/locales/admin/shell";
import { LANGS } from "../../../app/lib/langs";

test.use({ locale: "fr-FR" });

for (const lang of ["fr", "he"] as const) {
  const t = { ...landingPages[lang], ...seo[lang] };

  test(`the owner builds and publishes a landing page, seen in four languages (${lang})`, async ({ page, context }, testInfo) => {
    onlyIn(lang, "he");
    test.slow();
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    const slug = `lp-${tag}`;
    await signInOwner(context, lang, tag);

    await hydrated(page, "/admin/landing-pages");
    await expect(page.getByRole("heading", { level: 1, name: t["landingPages.title"] })).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${lang}-landing-pages`);

    await page.getByRole("link", { name: t["landingPages.new"] }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: t["landingPages.editor.newTitle"] })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    await page.locator('[name="slug"]').fill(slug);
    await page.locator('[name="translations.fr.title"]').fill(`Fête ${tag}`);
    await page.getByRole("radio", { name: t["landingPages.status.published"] }).check();

    // A grid of one category's products, then a rich text.
    const addBlock = page.getByRole("group", { name: t["landingPages.blocks.add"] });
    await addBlock.getByRole("button", { name: t["landingPages.block.products"], exact: true }).click();
    const category = page.locator('[name="blocks[0].categorySlug"]');
    await expect(category).toBeVisible();
    const firstCategory = await category.locator("option").nth(1).getAttribute("value");
    await category.selectOption(firstCategory!);
    await page.locator('[name="blocks[0].texts.fr.title"]').fill("Nos bougies");
    await addBlock.getByRole("button", { name: t["landingPages.block.richText"], exact: true }).click();
    await page.locator('[name="blocks[1].texts.fr.markdown"]').fill(`## Bienvenue\n\nUne **douce** saison ${tag}.`);
    await expectAccessible(page);
    await shot(page, `${lang}-landing-editor-new`);

    // The blocks can be reordered: the text goes first, then back.
    await page.getByRole("button", { name: new RegExp(t["landingPages.blocks.moveUp"].replace("{position}", "2").replace("{type}", ".*")) }).click();
    await expect(page.locator('[name="blocks[0].type"]')).toHaveValue("richText");
    await page.getByRole("button", { name: new RegExp(t["landingPages.blocks.moveDown"].replace("{position}", "1").replace("{type}", ".*")) }).click();
    await expect(page.locator('[name="blocks[0].type"]')).toHaveValue("products");

    // A hero without its image is refused at its field, and nothing typed is lost; the block is removed.
    await addBlock.getByRole("button", { name: t["landingPages.block.hero"], exact: true }).click();
    await page.locator('[name="blocks[2].texts.fr.title"]').fill("Pour elle");
    await page.getByRole("button", { name: t["landingPages.editor.create"] }).last().click();
    await expect(page.getByText(t["landingPages.errors.imageRequired"])).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/landing-pages\/new/);
    await expect(page.locator('[name="slug"]')).toHaveValue(slug);
    await expect(page.locator('[name="blocks[1].texts.fr.markdown"]')).toHaveValue(new RegExp(`saison ${tag}`));
    await shot(page, `${lang}-landing-editor-error`);
    await page.getByRole("button", { name: new RegExp(t["landingPages.blocks.removeLabel"].replace("{position}", "3").replace("{type}", ".*")) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: t["landingPages.blocks.remove"] }).click();
    await expect(page.locator('[name="blocks[2].type"]')).toHaveCount(0);

    await page.getByRole("button", { name: t["landingPages.editor.create"] }).last().click();
    await expect(page).toHaveURL(/\/admin\/landing-pages\/[0-9a-f-]{36}/);
    await expect(page.getByRole("heading", { level: 1, name: `Fête ${tag}` })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectAccessible(page);
    await shot(page, `${lang}-landing-editor`);

    // In the shop, in the four languages, with the grid's products and the French text as fallback.
    for (const shopLang of LANGS) {
      await page.goto(`/${shopLang}/p/${slug}`);
      await expect(page.locator("html")).toHaveAttribute("dir", shopLang === "he" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1, name: `Fête ${tag}` })).toBeVisible();
      await expect(page.getByText(`saison ${tag}`)).toBeVisible();
      await expect(page.getByTestId("landing-products").getByTestId("product-card").first()).toBeVisible();
      if (shopLang === "fr" || shopLang === "he") await shot(page, `${lang}-landing-shop-${shopLang}`);
    }

    // The sitemaps screen lists it; seo and seo-pro open.
    await hydrated(page, "/admin/sitemaps");
    await expect(page.getByRole("heading", { level: 1, name: t["seo.sitemaps.title"] })).toBeVisible();
    await page.locator("summary", { hasText: t["seo.sitemaps.kind.landing"] }).click();
    await expect(page.getByText(`/p/${slug}`).first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${lang}-sitemaps`);

    // The seo screen: the page's search texts in the dialog (counters, preview), saved.
    await hydrated(page, `/admin/seo?q=${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: t["seo.title"] })).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${lang}-seo`);
    await page.getByRole("button", { name: t["seo.editLabel"].replace("{name}", `Fête ${tag}`) }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.locator('[name="translations.fr.seoTitle"]').fill(`Fête des mères ${tag}`);
    await expect(dialog.getByRole("figure")).toContainText(`Fête des mères ${tag}`);
    await expectAccessible(page);
    await shot(page, `${lang}-seo-dialog`, false);
    await dialog.getByRole("button", { name: t["seo.dialog.save"] }).click();
    await expect(page.getByText(t["seo.saved"])).toBeVisible();
    await expect(dialog).toBeHidden();

    // The report.
    await hydrated(page, "/admin/seo-pro");
    await expect(page.getByRole("heading", { level: 1, name: t["seo.report.title"] })).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${lang}-seo-pro`);
  });
}

test("the product editor's SEO dialog, shared with the seo screen, still saves a product's search title (fr)", async ({ page, context, request }) => {
  test.slow();
  await useOwnAddress(context);
  const tag = `${Date.now().toString(36)}seo`;
  // A product of its own: a demo product's search title is its page's title for every other test.
  const created = await request.post("/__test__/products", { data: { sku: `SEO-${tag}`, names: { fr: `Bougie SEO ${tag}` }, stock: 3 } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  try {
    await signInOwner(context, "fr", tag);
    const t = { ...productEditor.fr, ...shell.fr };
    await hydrated(page, `/admin/products/${id}`);
    await page.getByRole("button", { name: t["productEditor.seo.open"] }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator('[name="translations.fr.seoTitle"]').fill(`Titre SEO ${tag}`);
    await expect(dialog.getByRole("figure")).toContainText(`Titre SEO ${tag}`);
    await expect(dialog.getByText(t["productEditor.seo.counter"].replace("{count}", String(`Titre SEO ${tag}`.length)).replace("{max}", "60"))).toBeVisible();
    await dialog.getByRole("button", { name: t["productEditor.seo.close"] }).last().click();
    await page.getByRole("region", { name: t["shell.form.unsaved"] }).getByRole("button", { name: t["shell.form.save"] }).click();
    await expect(page.getByText(t["productEditor.saved"])).toBeVisible();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator('[name="translations.fr.seoTitle"]')).toHaveValue(`Titre SEO ${tag}`);
  } finally {
    await request.post(`/__test__/products/${id}/archive`, { data: {} });
  }
});
