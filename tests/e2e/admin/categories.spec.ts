/**
 * The categories screens (docs/product/admin-back-office.md#adm-17), in French and in Hebrew, on a phone (languages as
 * tabs) and on a desktop (four columns): the owner creates a category in four languages (a save
 * without the French name is refused at its field first), sees it among the shop's chips, hides it
 * from the list and sees it gone from the chips and its page, then deletes it after the
 * confirmation. axe on each screen. With ADMIN_SHOTS=<folder>, screenshots.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, onlyIn, shot, signInOwner } from "./admin-pages";
import { expectAccessible } from "../support/shop";
import { useOwnAddress } from "../support/accounts";
import shell from "../../../app/locales/admin/shell";
import categories from "../../../app/locales/admin/categories";
import translatedFields from "../../../app/locales/admin/translated-fields";
import hero from "../../../app/locales/admin/hero";
import { LANG_NAMES, LANGS, perLang, type Lang } from "../../../app/lib/langs";

test.use({ locale: "fr-FR" });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A category's chips in the shop: the values of its category radio buttons. */
async function shopChips(page: Page) {
  const html = await (await page.request.get("/fr/shop")).text();
  return [...html.matchAll(/name="category" value="([^"]*)"/g)].map((match) => match[1]);
}

for (const lang of ["fr", "he"] as const) {
  const t: Record<string, string> = { ...shell[lang], ...categories[lang], ...translatedFields[lang], ...hero[lang] };

  test(`the owner creates a category in four languages, hides it from the shop and deletes it (${lang})`, async ({ page, context }, testInfo) => {
    onlyIn(lang, { desktop: "fr", phone: "he" });
    test.slow();
    // Phone in both languages (the screen); the desktop layout in French only, for the suite's time.
    await useOwnAddress(context);
    const phone = testInfo.project.name === "phone";
    const tag = `${Date.now().toString(36)}${testInfo.project.name}${lang}`;
    // A language without a name of its own here takes the English one.
    const names: Record<Lang, string> = { ...perLang(() => `Citrus ${tag}`), fr: `Agrumes ${tag}`, he: `הדרים ${tag}`, ru: `Цитрусовые ${tag}` };
    const shown = names[lang];
    await signInOwner(context, lang, tag);

    // The list, from the navigation's catalogue entry.
    await hydrated(page, "/admin/categories");
    await expect(page.getByRole("heading", { level: 1, name: t["categories.title"] })).toBeVisible();
    await expect(page.getByRole("list", { name: t["categories.listLabel"] }).getByRole("listitem")).not.toHaveCount(0);
    await expectAccessible(page);
    await shot(page, `${lang}-categories`);

    await page.getByRole("link", { name: t["categories.new"] }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: t["categories.editor.newTitle"] })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectAccessible(page);

    // Four inputs share each label: each also names its language.
    const labelled = (of: Lang, label: string) => page.getByRole("textbox", { name: new RegExp(`^${escape(label)} \\(${escape(LANG_NAMES[of])}\\)`) });
    const field = (of: Lang, name: "name" | "description") => page.locator(`[name="translations.${of}.${name}"]`);
    const tab = (of: Lang) => page.getByRole("tab", { name: new RegExp(`^${escape(LANG_NAMES[of])}`) });
    const openLanguage = async (of: Lang) => {
      if (phone) await tab(of).click();
    };

    // Every language is missing a name at first; on a phone they are tabs, on a desktop columns.
    if (phone) {
      await expect(page.getByRole("tablist")).toBeVisible();
      for (const of of LANGS) await expect(tab(of)).toContainText(t["translatedFields.missing"]);
      // The arrows move between the tabs (in the reading direction).
      await tab("fr").focus();
      await page.keyboard.press(lang === "he" ? "ArrowLeft" : "ArrowRight");
      await expect(tab("en")).toBeFocused();
      await expect(tab("en")).toHaveAttribute("aria-selected", "true");
      await expect(labelled("en", t["categories.field.name"])).toBeVisible();
      await expect(field("fr", "name")).toBeHidden();
    } else {
      await expect(page.getByRole("tablist")).toBeHidden();
      for (const of of LANGS) await expect(labelled(of, t["categories.field.name"])).toBeVisible();
    }
    // Each language is typed in its own language and direction (on a phone, in its hidden tab too).
    await expect(page.locator('[name="translations.he.name"]')).toHaveAttribute("dir", "rtl");
    await expect(page.locator('[name="translations.he.description"]')).toHaveAttribute("lang", "he");
    await expect(page.locator('[name="translations.ru.name"]')).toHaveAttribute("dir", "ltr");

    // Saved without the French name: refused at that field, and its tab is shown.
    await openLanguage("en");
    await field("en", "name").fill(names.en);
    await page.getByRole("button", { name: t["categories.editor.create"] }).last().click();
    await expect(page.getByText(t["categories.errors.nameRequired"])).toBeVisible();
    await expect(field("fr", "name")).toBeVisible();
    await expect(field("fr", "name")).toHaveAttribute("aria-invalid", "true");
    await expect(field("en", "name")).toHaveValue(names.en);
    await shot(page, `${lang}-category-error`);

    // The four languages; the marks go as the names are typed.
    for (const of of LANGS) {
      await openLanguage(of);
      await field(of, "name").fill(names[of]);
      await labelled(of, t["categories.field.description"]).fill(`${names[of]} — description`);
      if (phone) await expect(tab(of)).not.toContainText(t["translatedFields.missing"]);
    }
    await page.getByRole("button", { name: t["categories.editor.create"] }).last().click();
    await expect(page).toHaveURL(/\/admin\/categories\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: shown })).toBeVisible();
    await expect(page.getByText(t["categories.created"])).toBeVisible();
    // The slug was made from the French name.
    await expect(page.getByRole("textbox", { name: t["categories.field.slug"] })).toHaveValue(`agrumes-${tag}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectAccessible(page);
    await shot(page, `${lang}-category-editor`);

    expect(await shopChips(page)).toContain(`agrumes-${tag}`);

    // Hidden from the list: it leaves the shop's chips and its page.
    await page.getByRole("link", { name: t["categories.editor.back"] }).click();
    const row = page.getByRole("listitem").filter({ hasText: shown });
    await expect(row).toContainText(t["categories.status.active"]);
    await row.getByRole("button", { name: t["categories.deactivateLabel"].replace("{name}", shown) }).click();
    await expect(row).toContainText(t["categories.status.inactive"]);
    await expect(page.getByText(t["categories.hidden"].replace("{name}", shown))).toBeVisible();
    expect(await shopChips(page)).not.toContain(`agrumes-${tag}`);
    expect((await page.request.get(`/fr/category/agrumes-${tag}`)).status()).toBe(404);
    await shot(page, `${lang}-categories-hidden`);

    // Moved up with the keyboard: the button keeps the focus.
    const up = row.getByRole("button", { name: t["categories.moveUp"].replace("{name}", shown) });
    await up.focus();
    await page.keyboard.press("Enter");
    const [movedBefore] = t["categories.moved"].replace("{name}", shown).split("{position}");
    await expect(page.getByText(new RegExp(`${escape(movedBefore)}\\d+`))).toBeVisible();
    await expect(up).toBeFocused();

    // Dragged with the keyboard by its handle (Space, an arrow, Space), as on the content screens'
    // shared list: one place further down, and the new order is saved.
    const listed = () => page.getByRole("list", { name: t["categories.listLabel"] }).getByRole("listitem");
    const placeOf = async () => (await listed().allTextContents()).findIndex((text) => text.includes(shown));
    const before = await placeOf();
    const count = await listed().count();
    if (before < count - 1) {
      // Each step waits for the list's announcement (the shared list's words, hero.sort.*).
      const announced = (key: string, position: number) =>
        page.getByText(t[key].replace("{name}", shown).replace("{position}", String(position)).replace("{count}", String(count)), { exact: true });
      await row.getByRole("button", { name: t["categories.dragHandle"].replace("{name}", shown) }).focus();
      await page.keyboard.press("Space");
      await expect(announced("hero.sort.over", before + 1)).toBeAttached();
      // dnd-kit listens for the arrows from a timer queued at pick-up: a timer queued now runs after it.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press("ArrowDown");
      await expect(announced("hero.sort.over", before + 2)).toBeAttached();
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/admin/categories.data"),
        page.keyboard.press("Space"),
      ]);
      await expect(announced("hero.sort.dropped", before + 2)).toBeAttached();
      // The whole new order is posted, with this category one place further down.
      const sent = new URLSearchParams(answer.request().postData() ?? "");
      const id = (await row.getByRole("link", { name: t["categories.editLabel"].replace("{name}", shown) }).getAttribute("href"))!.split("/").at(-1)!;
      expect(sent.get("intent")).toBe("order");
      expect(sent.get("ids")!.split(",").indexOf(id)).toBe(before + 1);
      if (answer.status() === 409) {
        // The other screen size's run added or deleted a category meanwhile: an order made from the
        // old list is refused, in words, rather than guessed.
        await expect(page.getByText(t["categories.errors.stale_order"]).first()).toBeVisible();
      } else {
        expect(answer.status()).toBe(200);
        await expect(page.getByText(t["categories.orderSaved"]).first()).toBeVisible();
        await expect.poll(placeOf).toBe(before + 1);
      }
    }

    // Deleted after the confirmation, which names what is lost.
    await row.getByRole("link", { name: t["categories.editLabel"].replace("{name}", shown) }).click();
    await page.getByRole("button", { name: t["categories.delete.button"] }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(t["categories.delete.lost"].replace("{name}", shown));
    await dialog.getByRole("button", { name: t["categories.delete.button"] }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByText(t["categories.deleted"])).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: shown })).toHaveCount(0);
  });
}
