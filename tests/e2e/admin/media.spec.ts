/**
 * The media library (docs/product/admin-back-office.md#adm-16), in French and in Hebrew, on a phone: the
 * owner uploads two photos with the file picker (each with its progress, then "added") and a text
 * file named .jpg (refused, with the reason), finds the two by search, opens one, deletes it after
 * the confirmation; opens a demo image that a hero slide uses and sees it listed as its user, with
 * the delete refused. The image picker lists the library. axe on the screens. With
 * ADMIN_SHOTS=<folder>, screenshots.
 */
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import shell from "../../../app/locales/admin/shell";
import media from "../../../app/locales/admin/media";

test.use({ locale: "fr-FR" });

const photo = (colour: string) => sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();

for (const lang of ["fr", "he"] as const) {
  const t = { ...shell[lang], ...media[lang] };
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

  test(`the owner uploads photos, finds them, sees what uses an image and deletes an unused one (${lang})`, async ({ page, context }, testInfo) => {
    onlyIn(lang, "fr");
    // Uploads, a delete and six pages: longer than one journey.
    test.slow();
    // Phone in both languages (the screen); the desktop layout in French only, for the suite's time.
    await useOwnAddress(context);
    const phone = testInfo.project.name === "phone";
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    await signInOwner(context, lang, `media-${tag}`);

    await hydrated(page, "/admin/media");
    await expect(page.getByRole("heading", { level: 1, name: t["media.title"] })).toBeVisible();

    // Two photos and a text file that says it is a JPEG, through the file picker.
    await page.getByLabel(t["media.upload.inputLabel"]).setInputFiles([
      { name: `vitrine-${tag}-a.jpg`, mimeType: "image/jpeg", buffer: await photo("#c89050") },
      { name: `vitrine-${tag}-b.jpg`, mimeType: "image/jpeg", buffer: await photo("#5080c8") },
      { name: `notes-${tag}.jpg`, mimeType: "image/jpeg", buffer: Buffer.from("Pas une image du tout.\n".repeat(50)) },
    ]);
    const uploads = page.getByRole("list", { name: t["media.upload.title"] });
    await expect(uploads.getByRole("listitem").filter({ hasText: `vitrine-${tag}-a.jpg` })).toContainText(t["media.upload.done"]);
    await expect(uploads.getByRole("listitem").filter({ hasText: `vitrine-${tag}-b.jpg` })).toContainText(t["media.upload.done"]);
    await expect(uploads.getByRole("listitem").filter({ hasText: `notes-${tag}.jpg` }).getByRole("alert")).toHaveText(t["media.refused.type"]);
    await expect(page.getByText(fill(t["media.upload.summary"], { ok: "2", refused: "1" })).first()).toBeAttached();
    await shot(page, `${lang}-media-uploaded`);

    // Found by their name.
    await page.getByRole("searchbox", { name: t["shell.table.search"] }).fill(`vitrine-${tag}`);
    await page.getByRole("button", { name: t["shell.table.apply"] }).click();
    await expect(page).toHaveURL(/q=/);
    const list = phone ? page.getByRole("list", { name: t["media.title"] }) : page.getByRole("table");
    const rows = phone ? list.getByRole("listitem") : list.getByRole("row").filter({ has: page.getByRole("cell") });
    await expect(rows).toHaveCount(2);
    // Each is 900 × 600 and used by nothing.
    const second = rows.filter({ hasText: `vitrine-${tag}-b.jpg` });
    await expect(second).toContainText("900 × 600");
    await expect(second).toContainText(t["media.unused"]);
    await shot(page, `${lang}-media-list`);

    // Its page: the picture, the facts, nothing uses it, and it can go.
    await second.getByRole("link", { name: fill(t["media.open"], { name: `vitrine-${tag}-b.jpg` }) }).click();
    await expect(page.getByRole("heading", { level: 1, name: `vitrine-${tag}-b.jpg` })).toBeVisible();
    await expect(page.getByRole("region", { name: t["media.detail.usedBy"] })).toContainText(t["media.detail.unused"]);
    await expect(page.locator("figure img")).toHaveJSProperty("naturalWidth", 800);
    await shot(page, `${lang}-media-detail`);
    await expectAccessible(page);
    await page.getByRole("button", { name: t["media.delete.button"] }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(fill(t["media.delete.lost"], { name: `vitrine-${tag}-b.jpg` }));
    await dialog.getByRole("button", { name: t["media.delete.button"] }).click();
    await expect(page).toHaveURL(/\/admin\/media(\?|$)/);
    await expect(page.getByRole("status").filter({ hasText: fill(t["media.delete.done"], { name: `vitrine-${tag}-b.jpg` }) })).toBeVisible();
    await page.getByRole("searchbox", { name: t["shell.table.search"] }).fill(`vitrine-${tag}`);
    await page.getByRole("button", { name: t["shell.table.apply"] }).click();
    await expect(rows).toHaveCount(1);

    // A demo image that the first hero slide shows: listed as its user, and it cannot be deleted.
    await page.getByRole("searchbox", { name: t["shell.table.search"] }).fill("hero-1.jpg");
    await page.getByRole("button", { name: t["shell.table.apply"] }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(t["media.demo"]);
    await rows.first().getByRole("link", { name: fill(t["media.open"], { name: "hero-1.jpg" }) }).click();
    const usedBy = page.getByRole("region", { name: t["media.detail.usedBy"] });
    // Linked to the slide's own editor, like a product or a category.
    await expect(usedBy.getByRole("listitem")).toHaveCount(1);
    await expect(usedBy.getByRole("listitem")).toContainText(t["media.kind.heroSlide"]);
    await expect(usedBy.getByRole("link")).toHaveAttribute("href", /^\/admin\/hero\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("button", { name: t["media.delete.button"] })).toBeDisabled();
    await expect(page.getByText(t["media.delete.inUse"])).toBeVisible();
    await shot(page, `${lang}-media-used`);
  });

  test(`the image picker lists the library, searches it and picks an image (${lang})`, async ({ page, context }, testInfo) => {
    onlyIn(lang, "he");
    await useOwnAddress(context);
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}p`;
    await signInOwner(context, lang, `media-picker-${tag}`);
    // A new category's editor holds an image field (MediaField) with the picker.
    await hydrated(page, "/admin/categories/new");
    // The innermost group that holds the picker's button: the image field itself.
    const field = page.getByRole("group").filter({ has: page.getByRole("button", { name: t["media.picker.open"] }) }).last();
    await field.getByRole("button", { name: t["media.picker.open"] }).click();
    const picker = page.getByRole("dialog", { name: t["media.picker.title"] });
    await expect(picker.getByRole("list", { name: t["media.picker.images"] }).getByRole("listitem").first()).toBeVisible();
    await picker.getByRole("searchbox", { name: t["media.picker.search"] }).fill("hero-2");
    await picker.getByRole("button", { name: t["media.picker.searchButton"] }).click();
    const found = picker.getByRole("list", { name: t["media.picker.images"] }).getByRole("button");
    await expect(found).toHaveCount(1);
    await found.click();
    await expect(found).toHaveAttribute("aria-pressed", "true");
    await shot(page, `${lang}-media-picker`, false);
    await expectAccessible(page);
    await picker.getByRole("button", { name: t["media.picker.pick"], exact: true }).click();
    await expect(picker).toBeHidden();
    await expect(field).toContainText("hero-2.jpg");
    await expect(field.locator('input[type="hidden"]')).toHaveValue("/media/seed/hero/hero-2.jpg");
  });
}
