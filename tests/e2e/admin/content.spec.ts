/**
 * The content screens (docs/product/admin-back-office.md#adm-19, docs/product/admin-back-office.md#adm-20, docs/product/admin-back-office.md#adm-21 and docs/product/admin-back-office.md#adm-22), in French and in Hebrew, on a phone: the owner creates a hero slide with a picture from the media library
 * and sees it on /fr and, in Hebrew, on /he, then deletes it; hides a home block and sees it gone
 * from the home page; edits a page section in Markdown, previews it and sees it on the shop; edits
 * the footer's columns and social links and sees them in the shop's footer; changes a shop text on
 * the content screen (a lost {placeholder} is refused at its field). axe on each screen. With
 * ADMIN_SHOTS=<folder>, screenshots.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import shell from "../../../app/locales/admin/shell";
import hero from "../../../app/locales/admin/hero";
import homepage from "../../../app/locales/admin/homepage";
import pages from "../../../app/locales/admin/pages";
import media from "../../../app/locales/admin/media";
import footer from "../../../app/locales/admin/footer";
import contentTexts from "../../../app/locales/admin/content-texts";
import { LANG_NAMES, type Lang } from "../../../app/lib/langs";

test.use({ locale: "fr-FR" });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const shopHtml = async (page: Page, path: string) => (await page.request.get(path)).text();

for (const lang of ["fr", "he"] as const) {
  const t: Record<string, string> = { ...shell[lang], ...hero[lang], ...homepage[lang], ...pages[lang], ...media[lang], ...footer[lang], ...contentTexts[lang] };
  const fill = (key: string, values: Record<string, string | number>) => Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), t[key]);

  test.describe(`content screens (${lang})`, () => {
    test.beforeEach(async ({ context }) => {
      test.slow();
      await useOwnAddress(context);
    });

    test(`a hero slide with a picture from the library shows on the home page (${lang})`, async ({ page, context }, testInfo) => {
      onlyIn(lang, "he");
      const phone = testInfo.project.name === "phone";
      const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
      const titles: Partial<Record<Lang, string>> = { fr: `Lumière ${tag}`, he: `אור ${tag}` };
      await signInOwner(context, lang, `hero-${tag}`);

      await hydrated(page, "/admin/hero");
      await expect(page.getByRole("heading", { level: 1, name: t["hero.title"] })).toBeVisible();
      await expect(page.getByRole("list", { name: t["hero.listLabel"] }).getByRole("listitem")).not.toHaveCount(0);
      await expectAccessible(page);
      await shot(page, `${lang}-hero-list`);

      await page.getByRole("link", { name: t["hero.new"] }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: t["hero.editor.newTitle"] })).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

      // Saved without a picture or a French title: refused at the fields.
      await page.getByRole("button", { name: t["hero.editor.create"] }).last().click();
      await expect(page.getByText(t["hero.errors.imageRequired"])).toBeVisible();
      await expect(page.locator('[name="translations.fr.title"]')).toHaveAttribute("aria-invalid", "true");
      // The refusal's toast slides in over the top of the page, where the picker's button is on a
      // phone: once it has arrived, the click below waits for it to stop covering the button rather
      // than pressing the button and letting go on the arriving toast (a click that never happened).
      await expect(page.getByText(t["hero.errors.check"]).first()).toBeVisible();

      // The picture, from the media library.
      const field = page.getByRole("group").filter({ has: page.getByRole("button", { name: t["media.picker.open"] }) }).last();
      await field.getByRole("button", { name: t["media.picker.open"] }).click();
      const picker = page.getByRole("dialog", { name: t["media.picker.title"] });
      await picker.getByRole("searchbox", { name: t["media.picker.search"] }).fill("hero-3");
      await picker.getByRole("button", { name: t["media.picker.searchButton"] }).click();
      const found = picker.getByRole("list", { name: t["media.picker.images"] }).getByRole("button");
      await expect(found).toHaveCount(1);
      await found.click();
      await picker.getByRole("button", { name: t["media.picker.pick"], exact: true }).click();
      await expect(field.locator('input[type="hidden"]')).toHaveValue("/media/seed/hero/hero-3.jpg");

      // The texts in French and Hebrew; the preview follows what is typed.
      for (const of of ["fr", "he"] as const) {
        if (phone) await page.getByRole("tab", { name: new RegExp(`^${escape(LANG_NAMES[of])}`) }).click();
        await page.locator(`[name="translations.${of}.title"]`).fill(titles[of]!);
        await page.locator(`[name="translations.${of}.ctaText"]`).fill(of === "fr" ? "Découvrir" : "לגלות");
      }
      await page.getByRole("textbox", { name: t["hero.field.link"] }).fill("/shop?new=1");
      const preview = page.getByRole("region", { name: t["hero.preview.title"] });
      await expect(preview.getByText(titles[lang]!).first()).toBeAttached();
      await preview.getByText(LANG_NAMES[lang === "fr" ? "he" : "fr"], { exact: true }).click();
      await expect(preview.getByText(titles[lang === "fr" ? "he" : "fr"]!).first()).toBeAttached();
      await shot(page, `${lang}-hero-editor`);

      await page.getByRole("button", { name: t["hero.editor.create"] }).last().click();
      await expect(page).toHaveURL(/\/admin\/hero\/[0-9a-f-]{36}$/);
      await expect(page.getByText(t["hero.created"]).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: titles[lang] })).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expectAccessible(page);

      // On the home page, in French and in Hebrew.
      expect(await shopHtml(page, "/fr")).toContain(titles.fr);
      const hebrew = await shopHtml(page, "/he");
      expect(hebrew).toContain(titles.he);
      expect(hebrew).not.toContain(titles.fr);
      expect(await shopHtml(page, "/fr")).toContain("/img/seed/hero/hero-3.jpg");

      // Deleted after the confirmation, which names what is lost.
      await page.getByRole("button", { name: t["hero.delete.button"] }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(fill("hero.delete.lost", { name: titles[lang]! }));
      await dialog.getByRole("button", { name: t["hero.delete.button"] }).click();
      await expect(page).toHaveURL(/\/admin\/hero$/);
      await expect(page.getByText(t["hero.deleted"]).first()).toBeVisible();
      expect(await shopHtml(page, "/fr")).not.toContain(titles.fr);
    });

    test(`a hidden home block is gone from the home page (${lang})`, async ({ page, context }, testInfo) => {
      onlyIn(lang, "fr");
      const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
      // Each run hides its own block, so that runs side by side do not meet.
      const block = lang === "he" ? "manifesto" : testInfo.project.name === "phone" ? "pillars" : "intro";
      const anchor = `id="${block}-title"`;
      await signInOwner(context, lang, `home-${tag}`);
      await hydrated(page, "/admin/homepage");
      await expect(page.getByRole("heading", { level: 1, name: t["homepage.title"] })).toBeVisible();
      await expectAccessible(page);
      await shot(page, `${lang}-homepage`);

      const name = t[`homepage.block.${block}`];
      const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
      expect((await shopHtml(page, `/${lang}`)).includes(anchor)).toBe(true);
      await row.getByRole("button", { name: fill("homepage.hideLabel", { name }) }).click();
      await expect(row).toContainText(t["homepage.status.hidden"]);
      await expect(page.getByText(fill("homepage.hidden", { name }))).toBeVisible();
      await expect.poll(async () => (await shopHtml(page, `/${lang}`)).includes(anchor)).toBe(false);

      // The block's editor opens in place: its texts in four languages, the dictionary's by default.
      await row.getByRole("link", { name: fill("homepage.editLabel", { name }) }).click();
      await expect(page.getByRole("group", { name: t["homepage.texts"] })).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expectAccessible(page);
      await shot(page, `${lang}-homepage-block`);

      await row.getByRole("button", { name: fill("homepage.showLabel", { name }) }).click();
      await expect(row).toContainText(t["homepage.status.shown"]);
      await expect.poll(async () => (await shopHtml(page, `/${lang}`)).includes(anchor)).toBe(true);

      // Dragged with the keyboard (Space, an arrow, Space) by its handle, then back with the button.
      if (lang !== "fr" || testInfo.project.name !== "phone") return;
      await row.getByRole("link", { name: fill("homepage.closeLabel", { name }) }).click();
      await expect(page.getByRole("group", { name: t["homepage.texts"] })).toHaveCount(0);
      const headings = () => page.getByRole("list", { name: t["homepage.listLabel"] }).getByRole("heading", { level: 2 }).allTextContents();
      const before = await headings();
      const last = before.at(-1)!;
      const lastRow = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: last, exact: true }) });
      await lastRow.getByRole("button", { name: fill("homepage.dragHandle", { name: last }) }).focus();
      // Each step waits for its announcement (dnd-kit listens to the arrows once the row is picked up).
      const announced = (key: string, position: number) => page.getByText(fill(key, { name: last, position, count: before.length }), { exact: true });
      await page.keyboard.press("Space");
      // Picked up, then said to be over its own place.
      await expect(announced("hero.sort.over", before.length)).toBeAttached();
      // dnd-kit's keyboard sensor starts listening for arrows in a timer queued at pick-up: a timer
      // queued now runs after it, so the arrow below is never pressed before anyone listens.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press("ArrowUp");
      await expect(announced("hero.sort.over", before.length - 1)).toBeAttached();
      await page.keyboard.press("Space");
      await expect(announced("hero.sort.dropped", before.length - 1)).toBeAttached();
      await expect(page.getByText(t["homepage.orderSaved"]).first()).toBeVisible();
      await expect.poll(headings).toEqual([...before.slice(0, -2), last, before.at(-2)!]);
      await lastRow.getByRole("button", { name: fill("homepage.moveDown", { name: last }) }).click();
      await expect.poll(headings).toEqual(before);
    });

    test(`a page section edited in Markdown shows on the shop (${lang})`, async ({ page, context }, testInfo) => {
      onlyIn(lang, "he");
      const phone = testInfo.project.name === "phone";
      const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
      // A page of each run's own (privacy, about, terms), so that runs side by side do not meet.
      const slug = lang === "he" ? "terms" : testInfo.project.name === "phone" ? "privacy" : "about";
      await signInOwner(context, lang, `pages-${tag}`);
      await hydrated(page, "/admin/pages");
      await expect(page.getByRole("heading", { level: 1, name: t["pages.title"] })).toBeVisible();
      await expectAccessible(page);
      // Each language's share as the admin's language writes a percentage ("100 % HE" in Hebrew had
      // French spacing).
      const shares = await page.getByRole("main").innerText();
      expect(shares).toMatch(/\d%|\d\u00a0%/);
      if (lang !== "fr") expect(shares).not.toMatch(/\d[\s\u00a0\u202f]%/);
      await shot(page, `${lang}-pages`);

      await expect(page.getByRole("row").filter({ hasText: `/${slug}` }).or(page.getByRole("listitem").filter({ hasText: `/${slug}` })).first()).toBeVisible();
      await hydrated(page, `/admin/pages/${slug}`);
      await expectAccessible(page);
      if (phone) {
        // Every language's tab shows its name from its start, in its own direction (a Hebrew page
        // cut "Русский" to "…сский").
        const russian = page.getByRole("region", { name: t["pages.editor.sections"] }).getByRole("tab", { name: new RegExp(`^${escape(LANG_NAMES.ru)}`) }).first().locator('span[lang="ru"]');
        await expect(russian).toHaveAttribute("dir", "ltr");
        expect(await russian.evaluate((name) => name.scrollWidth <= name.clientWidth)).toBe(true);
      }

      // The first section's body, in the page's own language.
      const body = page.locator(`[name="sections[0].${lang}.body"]`);
      if (phone) await page.getByRole("region", { name: t["pages.editor.sections"] }).getByRole("tab", { name: new RegExp(`^${escape(LANG_NAMES[lang])}`) }).first().click();
      // Added after the section's own text, which other journeys read on the shop's pages.
      const text = `${await body.inputValue()}\n\nUn **texte** ${tag}\n\n- premier ${tag}\n- second`;
      await body.fill(text);

      // The preview, rendered by the server.
      const preview = page.getByRole("region", { name: t["pages.preview.title"] });
      await preview.getByText(LANG_NAMES[lang], { exact: true }).click();
      await preview.getByRole("button", { name: t["pages.preview.show"] }).click();
      await expect(preview.getByTestId("page-preview").locator("strong", { hasText: "texte" })).toBeVisible();
      await expect(preview.getByTestId("page-preview").getByRole("listitem").filter({ hasText: `premier ${tag}` })).toBeVisible();
      await shot(page, `${lang}-page-editor`);

      await page.getByRole("button", { name: t["pages.editor.save"] }).last().click();
      await expect(page.getByText(t["pages.saved"]).first()).toBeVisible();
      const html = await shopHtml(page, `/${lang}/${slug}`);
      expect(html).toContain(`<strong>texte</strong> ${tag}`);
      expect(html).toContain(`<li>premier ${tag}</li>`);
    });

    test(`the footer's social links and a column link show in the shop's footer (${lang})`, async ({ page, context }, testInfo) => {
      onlyIn(lang, "fr");
      const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
      await signInOwner(context, lang, `footer-${tag}`);
      await hydrated(page, "/admin/footer");
      await expect(page.getByRole("heading", { level: 1, name: t["footer.title"] })).toBeVisible();
      await expectAccessible(page);
      await shot(page, `${lang}-footer`);

      // A social link: a plain http address is refused at its field, an https one is kept.
      const social = page.getByRole("region", { name: t["footer.social.title"] });
      await social.getByRole("button", { name: t["footer.social.add"] }).click();
      const name = social.getByRole("textbox", { name: t["footer.social.name"] }).last();
      await expect(name).toBeFocused();
      await name.fill(`Insta ${tag}`);
      const url = social.getByRole("textbox", { name: t["footer.social.url"] }).last();
      await url.fill("http://instagram.example/maison");
      await page.getByRole("button", { name: t["footer.save"] }).last().click();
      await expect(page.getByText(t["footer.errors.url"])).toBeVisible();
      await expect(social.getByRole("textbox", { name: t["footer.social.name"] }).last()).toHaveValue(`Insta ${tag}`);
      await shot(page, `${lang}-footer-error`);
      // The footer is one for the whole shop: the French phone run alone saves it, so runs side by side do not meet.
      if (lang !== "fr" || testInfo.project.name !== "phone") return;
      await social.getByRole("textbox", { name: t["footer.social.url"] }).last().fill(`https://instagram.example/${tag}`);

      // The first column's first link gets a French label of its own.
      const columns = page.getByRole("region", { name: t["footer.columns.title"] });
      const label = columns.locator('[name="columns[0].links[0].fr.label"]');
      await label.fill(`Toutes ${tag}`);
      await page.getByRole("button", { name: t["footer.save"] }).last().click();
      await expect(page.getByText(t["footer.saved"]).first()).toBeVisible();

      const html = await shopHtml(page, "/fr");
      expect(html).toContain(`href="https://instagram.example/${tag}"`);
      expect(html).toContain(`Toutes ${tag}`);

      // Back to the original columns after the confirmation; the social link stays.
      await page.getByRole("button", { name: t["footer.columns.reset"] }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: t["footer.columns.reset"] }).click();
      await expect(page.getByText(t["footer.columnsReset"]).first()).toBeVisible();
      const after = await shopHtml(page, "/fr");
      expect(after).not.toContain(`Toutes ${tag}`);
      expect(after).toContain(`href="https://instagram.example/${tag}"`);

      // The social link removed again (the shop keeps the links it had).
      await hydrated(page, "/admin/footer");
      await page.getByRole("button", { name: fill("pages.list.remove", { name: `Insta ${tag}` }) }).click();
      await page.getByRole("button", { name: t["footer.save"] }).last().click();
      await expect(page.getByText(t["footer.saved"]).first()).toBeVisible();
      expect(await shopHtml(page, "/fr")).not.toContain(`instagram.example/${tag}`);
    });

    test(`a shop text changed on the content screen shows in the shop; a lost placeholder is refused (${lang})`, async ({ page, context }, testInfo) => {
      onlyIn(lang, "he");
      const phone = testInfo.project.name === "phone";
      const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
      const own: Lang = lang;
      await signInOwner(context, lang, `texts-${tag}`);
      await hydrated(page, "/admin/content");
      await expect(page.getByRole("heading", { level: 1, name: t["contentTexts.title"] })).toBeVisible();
      await expectAccessible(page);
      await shot(page, `${lang}-content`);

      const group = t["contentTexts.group.product"];
      await page.getByRole("link", { name: fill("contentTexts.editLabel", { name: group }) }).click();
      await expect(page.getByRole("group", { name: t["contentTexts.texts"] })).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      if (phone) await page.getByRole("tab", { name: new RegExp(`^${escape(LANG_NAMES[own])}`) }).click();
      // The low-stock notice without its {count}: refused at its field.
      const lowStock = page.locator(`[name="texts.${own}.product_lowStock"]`);
      const lowStockText = await lowStock.inputValue();
      expect(lowStockText).toContain("{count}");
      await expectAccessible(page);
      await lowStock.fill(own === "he" ? "עומד להיגמר" : "Bientôt épuisé");
      await page.getByRole("button", { name: t["contentTexts.save"] }).last().click();
      await expect(lowStock).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(fill("contentTexts.errors.placeholder", { placeholders: "{count}" }))).toBeVisible();
      await shot(page, `${lang}-content-error`);

      const estimate = page.locator(`[name="texts.${own}.product_deliveryEstimate"]`);
      const original = await estimate.inputValue();
      await lowStock.fill(lowStockText);
      await estimate.fill(`${original} ${tag}`);
      await page.getByRole("button", { name: t["contentTexts.save"] }).last().click();
      await expect(page.getByText(t["contentTexts.saved"]).first()).toBeVisible();
      const product = (await shopHtml(page, `/${own}/shop`)).match(new RegExp(`href="(/${own}/product/[^"]+)"`))?.[1];
      expect(product).toBeTruthy();
      await expect.poll(async () => (await shopHtml(page, product!)).includes(`${original} ${tag}`)).toBe(true);

      // Emptied: the dictionary's text is back.
      if (phone) await page.getByRole("tab", { name: new RegExp(`^${escape(LANG_NAMES[own])}`) }).click();
      await estimate.fill("");
      await page.getByRole("button", { name: t["contentTexts.save"] }).last().click();
      // The form starts again from what is stored: the dictionary's text.
      await expect(page.locator(`[name="texts.${own}.product_deliveryEstimate"]`)).toHaveValue(original);
      await expect.poll(async () => (await shopHtml(page, product!)).includes(`${original} ${tag}`)).toBe(false);
      await hydrated(page, "/admin/content?group=product");
      await expect(page.locator(`[name="texts.${own}.product_deliveryEstimate"]`)).toHaveValue(original);
    });
  });
}
