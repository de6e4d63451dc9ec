/**
 * The products list (docs/product/admin-back-office.md#adm-13), in French and in Hebrew, on a desktop and on a phone: the
 * owner reaches it from the navigation (the phone's bottom bar), finds a draft product of the test's
 * own by its Hebrew name, reads its stock marker, status and price, and archives it after the
 * confirmation, row by row, then restocks it in the quick stock editor with the ± buttons. The draft
 * is never in the shop. The product's SKU reads left to right after its label, and its change log
 * names the stock adjustment in the admin's words. With ADMIN_SHOTS=<folder>, screenshots.
 */
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import shell from "../../../app/locales/admin/shell";
import products from "../../../app/locales/admin/products";
import stock from "../../../app/locales/admin/stock";
import audit from "../../../app/locales/admin/audit";

test.use({ locale: "fr-FR" });

for (const lang of ["fr", "he"] as const) {
  const t = { ...shell[lang], ...products[lang], ...stock[lang], ...audit[lang] };

  test(`the owner finds a draft product in the list and archives it (${lang})`, async ({ page, context, request }, testInfo) => {
    onlyIn(lang, { desktop: "fr", phone: "he" });
    await useOwnAddress(context);
    const phone = testInfo.project.name === "phone";
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    await signInOwner(context, lang, tag);
    const created = await request.post("/__test__/products", { data: { sku: `E2E-${tag}`, names: { fr: `Bougie Essai ${tag}`, he: `נר ניסיון ${tag}` }, stock: 3 } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };

    // A draft is never in the shop.
    const shopPage = await request.get(`/${lang}/product/${id}`);
    expect(shopPage.status()).toBe(404);

    // The list, from the navigation: the phone's bottom bar holds it.
    await hydrated(page, "/admin");
    const nav = phone ? page.getByRole("navigation", { name: t["shell.bottomNav"] }) : page.getByRole("complementary").getByRole("navigation", { name: t["shell.mainNav"] });
    await nav.getByRole("link", { name: t["shell.nav.products"], exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t["products.title"] })).toBeVisible();

    // Found by its Hebrew name whatever the admin's language; its row says draft, low stock and the price.
    await page.getByRole("searchbox", { name: t["shell.table.search"] }).fill(`ניסיון ${tag}`);
    await page.getByRole("button", { name: t["shell.table.apply"] }).click();
    await expect(page).toHaveURL(/q=/);
    const list = phone ? page.getByRole("list", { name: t["products.title"] }) : page.getByRole("table");
    const row = phone ? list.getByRole("listitem") : list.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(lang === "he" ? `נר ניסיון ${tag}` : `Bougie Essai ${tag}`);
    await expect(row).toContainText(t["products.status.draft"]);
    await expect(row).toContainText(t["products.stock.low"]);
    await expect(row).toContainText("150");
    // Only the code is isolated left to right: the label before it keeps the page's direction
    // (isolated together, "מק״ט" came after the code in Hebrew).
    await expect(row.locator('bdi[dir="ltr"]', { hasText: `E2E-${tag}` })).toHaveText(`E2E-${tag}`);
    await shot(page, `${lang}-products`);

    // A badge for the selection, chosen from a list in the bulk bar.
    await row.getByRole("checkbox").check();
    await page.getByRole("combobox", { name: t["products.bulk.chooseBadgeOn"] }).selectOption("natural");
    await page.getByRole("button", { name: t["products.bulk.badgeOn"], exact: true }).click();
    await expect(row).toContainText(t["products.badge.natural"]);

    // Archive it, after the confirmation that says what it means.
    await page.getByRole("button", { name: t["products.bulk.archive"] }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(t["products.bulk.archiveLost"].replace("{count}", "1"));
    await dialog.getByRole("button", { name: t["products.bulk.archive"] }).click();
    await expect(row).toContainText(t["products.status.archived"]);
    await shot(page, `${lang}-products-archived`);
    expect((await request.get(`/${lang}/product/${id}`)).status()).toBe(404);

    // The quick stock editor, from the stock figure: + twice, a reason, saved; the log shows it.
    const name = lang === "he" ? `נר ניסיון ${tag}` : `Bougie Essai ${tag}`;
    await row.getByRole("link", { name: t["stock.editor.open"].replace("{name}", name) }).click();
    await expect(page.getByRole("heading", { level: 1, name: t["stock.editor.title"].replace("{name}", name) })).toBeVisible();
    await expect(page.getByRole("navigation", { name: t["shell.breadcrumbs"] })).toContainText(t["shell.nav.products"]);
    const own = page.getByRole("article", { name: new RegExp(t["stock.editor.productStock"]) });
    await own.getByRole("button", { name: t["stock.editor.more"] }).click();
    await own.getByRole("button", { name: t["stock.editor.more"] }).click();
    await expect(own.getByRole("spinbutton", { name: t["stock.editor.quantity"] })).toHaveValue("2");
    await own.getByLabel(t["stock.editor.reason"], { exact: true }).selectOption("restock");
    await own.getByLabel(t["stock.editor.note"], { exact: true }).fill("Atelier");
    await own.getByRole("button", { name: t["stock.editor.save"] }).click();
    await expect(page.getByText(t["stock.editor.saved"].replace("{before}", "3").replace("{after}", "5"))).toBeVisible();
    await expect(own.getByText(t["stock.editor.current"]).locator("bdi")).toHaveText("5");
    const recent = page.getByRole("region", { name: t["stock.editor.recent"] });
    await expect(recent).toContainText(t["stock.reason.restock"]);
    await expect(recent).toContainText("+2");
    await shot(page, `${lang}-stock-editor`);
    await expectAccessible(page);

    // A removal beyond the stock is refused with what is left.
    await own.getByRole("spinbutton", { name: t["stock.editor.quantity"] }).fill("-9");
    await own.getByLabel(t["stock.editor.reason"], { exact: true }).selectOption("damaged");
    await own.getByRole("button", { name: t["stock.editor.save"] }).click();
    await expect(page.getByText(t["stock.errors.not_enough_stock"].replace("{available}", "5"))).toBeVisible();

    // The product's change log says what changed in the admin's words, not the code's (it showed
    // "variantId", "reason" and "restock").
    await hydrated(page, `/admin/products/${id}`);
    const log = page.getByRole("region", { name: t["audit.title"], exact: true });
    const adjusted = log.getByRole("listitem").filter({ hasText: t["audit.action.stock.adjust"] }).first();
    await adjusted.getByText(t["audit.showChanges"]).click();
    const values = adjusted.getByRole("table");
    const field = (name: string) => values.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
    await expect(field(t["audit.field.reason"])).toContainText(t["stock.reason.restock"]);
    await expect(field(t["audit.field.stock"])).toContainText("5");
    await expect(values).not.toContainText(/variantId|reason|restock/);
    await shot(page, `${lang}-product-audit`);
  });
}
