/**
 * The product tools (docs/product/admin-back-office.md#adm-18), in French and in Hebrew, on a phone: the
 * owner downloads the catalogue's CSV from the export link; checks a small import that changes a
 * product's price of the test's own (the preview says "modifié", prix) and applies it; pastes a
 * stocktake line for that product, reads its preview (3 → 12) and applies it, the toast saying so and
 * the stock being 12. axe finds nothing serious on the screen with both previews open. With
 * ADMIN_SHOTS=<folder>, screenshots.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import shell from "../../../app/locales/admin/shell";
import productTools from "../../../app/locales/admin/product-tools";

test.use({ locale: "fr-FR" });

for (const lang of ["fr", "he"] as const) {
  const t = { ...shell[lang], ...productTools[lang] };

  test(`the owner exports the catalogue, imports a price and counts stock in bulk (${lang})`, async ({ page, context, request }, testInfo) => {
    onlyIn(lang, "he");
    // Three forms, a download and an axe run: more than one screen's worth.
    test.slow();
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`.toUpperCase();
    await signInOwner(context, lang, tag.toLowerCase());
    const sku = `E2E-T-${tag}`;
    const created = await request.post("/__test__/products", { data: { sku, names: { fr: `Bougie Outils ${tag}`, he: `נר כלים ${tag}` }, stock: 3 } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };

    await hydrated(page, "/admin/product-tools");
    await expect(page.getByRole("heading", { level: 1, name: t["productTools.title"] })).toBeVisible();

    // The export link downloads the catalogue's CSV, in the format's columns, with the test's product.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t["productTools.export.download"] }).click()]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await readFile((await download.path())!, "utf8");
    // Every cell quoted (a spreadsheet never reads one as a formula).
    expect(file.startsWith('\uFEFF"product_sku","variant_sku","category","status","price"')).toBe(true);
    expect(file).toContain(`"${sku}","",`);

    // A two-column import: checked first (nothing written), then applied.
    const importing = page.getByRole("region", { name: t["productTools.import.title"] });
    await importing.getByLabel(t["productTools.import.paste"]).fill(`product_sku;price\n${sku};162,50\n`);
    await importing.getByRole("button", { name: t["productTools.import.check"] }).click();
    const importPreview = importing.getByRole("region", { name: t["productTools.import.previewTitle"] });
    await expect(importPreview).toContainText(t["productTools.status.updated"]);
    await expect(importPreview).toContainText(t["productTools.change.price"]);
    await shot(page, `${lang}-product-tools-import`);
    await importPreview.getByRole("button", { name: new RegExp(t["productTools.import.apply"]) }).click();
    await expect(page.getByText(t["productTools.import.applied"].replace("{created}", "0").replace("{updated}", "1"))).toBeVisible();

    // The stocktake: one pasted line, its preview, then applied.
    const counting = page.getByRole("region", { name: t["productTools.stocktake.title"], exact: true });
    await counting.getByLabel(t["productTools.stocktake.lines"]).fill(`${sku};12`);
    await counting.getByRole("button", { name: t["productTools.stocktake.check"] }).click();
    const countPreview = counting.getByRole("region", { name: t["productTools.stocktake.previewTitle"] });
    await expect(countPreview).toContainText(sku);
    // The arrow points from the stock to the count the way the page reads (it pointed back in Hebrew).
    await expect(countPreview).toContainText(`3 ${lang === "he" ? "←" : "→"} 12`);
    await expect(countPreview).toContainText("+9");
    await shot(page, `${lang}-product-tools-stocktake`);
    await expectAccessible(page);
    await countPreview.getByRole("button", { name: new RegExp(t["productTools.stocktake.apply"]) }).click();
    await expect(page.getByText(t["productTools.stocktake.applied"].replace("{count}", "1"))).toBeVisible();
    await expect(counting.getByRole("region", { name: t["productTools.stocktake.appliedTitle"] })).toBeVisible();
    await shot(page, `${lang}-product-tools-applied`);

    const stock = await request.get(`/__test__/products/${id}/stock`);
    expect(await stock.json()).toEqual({ stock: 12 });
  });
}
