/**
 * The footer in the back office (docs/product/admin-back-office.md#adm-21), through the screen's loader and action as a
 * browser posts them, and the shop's layout loader that feeds the footer: the description is a
 * dictionary override (empty gives the dictionary's back); social links need an https address;
 * the columns start as docs/product/overview.md#shop-9 and stay "the default" (null) when saved unchanged; the owner's
 * columns (titles and labels in four languages, French where one is missing, /paths or https
 * addresses) and her social links are what the shop's footer gets; the site creator's credit; bad
 * input changes nothing; the original columns come back. On PGlite, and on PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { LANGS, type Lang } from "../../../app/lib/langs";
import { routeContext, withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { announceChange } from "../../../app/server/live.server";
import type { FooterColumn } from "../../../db/schema/content";
import type { FooterEditor } from "../../../app/features/content/footer-admin.server";
import { action, loader } from "../../../app/routes/admin/footer";
import * as layoutRoute from "../../../app/routes/$lang/layout";
import { dictionaryAt } from "../../../app/lib/dictionary";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };

beforeAll(async () => {
  owner = await createSignedInCustomer(`footer-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
});

const screen = async () => ((await runRoute(loader, pageRequest("/admin/footer", owner.cookies))).data as { footer: FooterEditor }).footer;
const post = (fields: Record<string, string>) => runRoute(action, formRequest("/admin/footer", fields, owner.cookies));
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;
const settings = async () => (await testDb().select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)))[0];

/** The form as the screen shows it, as a browser posts it. */
function fieldsOf(footer: Pick<FooterEditor, "socialLinks" | "columns" | "creator"> & { description: Partial<Record<Lang, string>> }): Record<string, string> {
  const fields: Record<string, string> = { intent: "save", creatorName: footer.creator.name, creatorUrl: footer.creator.url ?? "" };
  for (const lang of LANGS) fields[`description.${lang}.text`] = footer.description[lang] ?? "";
  footer.socialLinks.forEach((link, index) => {
    fields[`social[${index}].name`] = link.name;
    fields[`social[${index}].url`] = link.url;
  });
  footer.columns.forEach((column, index) => {
    fields[`columns[${index}].id`] = column.id;
    for (const lang of LANGS) fields[`columns[${index}].${lang}.title`] = column.title[lang] ?? "";
    column.links.forEach((link, linkIndex) => {
      fields[`columns[${index}].links[${linkIndex}].href`] = link.href;
      for (const lang of LANGS) fields[`columns[${index}].links[${linkIndex}].${lang}.label`] = link.label[lang] ?? "";
    });
  });
  return fields;
}

async function shownForm() {
  const footer = await screen();
  const description = Object.fromEntries(LANGS.map((lang) => [lang, footer.description.override[lang] ?? footer.description.dictionary[lang] ?? ""]));
  return { footer, fields: fieldsOf({ ...footer, description }) };
}

/** What the shop's layout gives its footer in `lang`. */
async function shopFooter(lang: Lang) {
  announceChange("site_settings");
  announceChange("static_translations");
  const request = pageRequest(`/${lang}`);
  const params = { lang };
  const answer = (await layoutRoute.loader({ request, params, context: await routeContext(request, params) } as never)) as { data: { footerColumns: { title: string; links: { label: string; href: string }[] }[] | null; socialLinks: { name: string; url: string }[]; siteCreator: { name: string; url: string | null }; dictionary: string } };
  // The texts the page renders with (its key group's file, app/lib/dictionary.ts).
  return { ...answer.data, messages: dictionaryAt(answer.data.dictionary) };
}

describe("the footer", () => {
  it("starts from the documented columns and the dictionary's description; saved unchanged, nothing is written", async () => {
    const { footer, fields } = await shownForm();
    expect(footer.defaultColumns).toBe(true);
    expect(footer.columns.map((column) => column.id)).toEqual(["shop", "info", "legal"]);
    expect(footer.columns[0].title.fr).toBe("Boutique");
    expect(footer.columns[0].links[0]).toEqual({ label: expect.objectContaining({ fr: "Toutes les bougies" }), href: "/shop" });
    const answer = await post(fields);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Rien n'a changé." });
    expect((await settings()).footerColumns).toBeNull();
    expect((await shopFooter("fr")).footerColumns).toBeNull();
    expect((await listAudit({ action: "footer.update" })).total).toBe(0);
  });

  it("saves the description, social links, columns and credit; the shop's footer shows them in each language", async () => {
    const { footer, fields } = await shownForm();
    const columns: FooterColumn[] = [
      { id: "", title: { fr: `Collections ${tag}`, he: `קולקציות ${tag}` }, links: [{ label: { fr: "Hiver", en: "Winter" }, href: "/category/hiver" }, { label: { fr: "Presse" }, href: "https://press.example.com/maison" }] },
      footer.columns[2],
    ];
    const answer = await post({
      ...fieldsOf({ ...footer, description: { fr: `Bougies ${tag}` }, socialLinks: [{ name: "Instagram", url: `https://www.instagram.com/${tag}` }], columns, creator: { name: "Atelier Web", url: "https://atelier.example" } }),
      intent: fields.intent,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: "Pied de page enregistré." });

    const stored = await settings();
    expect(stored.socialLinks).toEqual([{ name: "Instagram", url: `https://www.instagram.com/${tag}` }]);
    expect(stored.footerColumns).toHaveLength(2);
    expect(stored.footerColumns![0].id).toBe("column-1");
    expect(stored).toMatchObject({ siteCreator: "Atelier Web", siteCreatorUrl: "https://atelier.example" });

    const french = await shopFooter("fr");
    expect(french.footerColumns![0]).toEqual({ id: "column-1", title: `Collections ${tag}`, links: [{ label: "Hiver", href: "/category/hiver" }, { label: "Presse", href: "https://press.example.com/maison" }] });
    expect(french.footerColumns![1].title).toBe("Informations légales");
    expect(french.socialLinks).toEqual([{ name: "Instagram", url: `https://www.instagram.com/${tag}` }]);
    expect(french.siteCreator).toEqual({ name: "Atelier Web", url: "https://atelier.example" });
    expect(french.messages["footer.description"]).toBe(`Bougies ${tag}`);
    const hebrew = await shopFooter("he");
    expect(hebrew.footerColumns![0].title).toBe(`קולקציות ${tag}`);
    // No Hebrew label: the French one.
    expect(hebrew.footerColumns![0].links[1].label).toBe("Presse");
    expect(hebrew.messages["footer.description"]).not.toBe(`Bougies ${tag}`);
    expect((await listAudit({ action: "footer.update" })).total).toBe(1);
    expect((await listAudit({ action: "footer.texts" })).total).toBe(1);

    // Saved again as shown: nothing is written (jsonb's own key order is no change).
    const again = await shownForm();
    expect((await post(again.fields)).data).toMatchObject({ ok: "Rien n'a changé." });
    expect((await listAudit({ action: "footer.update" })).total).toBe(1);
  });

  it("refuses bad addresses and missing texts at their fields, and changes nothing", async () => {
    const before = await settings();
    const { fields } = await shownForm();
    const cases: [Record<string, string>, string, string][] = [
      [{ "social[0].url": "http://www.instagram.com/x" }, "social[0].url", "footer.errors.url"],
      [{ "social[0].url": "javascript:alert(1)" }, "social[0].url", "footer.errors.url"],
      [{ "social[0].name": "" }, "social[0].name", "footer.errors.socialNameRequired"],
      [{ "columns[0].links[0].href": "javascript:alert(1)" }, "columns[0].links[0].href", "footer.errors.href"],
      [{ "columns[0].links[0].href": "//evil.example" }, "columns[0].links[0].href", "footer.errors.href"],
      [{ "columns[0].links[0].fr.label": "" }, "columns[0].links[0].fr.label", "footer.errors.labelRequired"],
      [{ "columns[0].fr.title": "" }, "columns[0].fr.title", "footer.errors.titleRequired"],
      [{ creatorUrl: "ftp://atelier.example" }, "creatorUrl", "footer.errors.url"],
      [{ creatorName: "", creatorUrl: "https://atelier.example" }, "creatorName", "footer.errors.creatorNameRequired"],
    ];
    for (const [changes, field, message] of cases) {
      const answer = await post({ ...fields, "description.fr.text": `Jamais ${tag}`, ...changes });
      expect(answer.status, field).toBe(400);
      expect(fieldErrors(answer)[field], field).toEqual([message]);
    }
    expect(await settings()).toEqual(before);
    expect((await shopFooter("fr")).messages["footer.description"]).toBe(`Bougies ${tag}`);
  });

  it("gives the dictionary's description back when emptied, and the original columns on reset", async () => {
    const { fields } = await shownForm();
    expect((await post({ ...fields, "description.fr.text": "" })).status).toBe(200);
    expect((await shopFooter("fr")).messages["footer.description"]).toMatch(/^Bougies sculpturales/);
    expect((await post({ intent: "resetColumns" })).status).toBe(200);
    expect((await settings()).footerColumns).toBeNull();
    expect((await shopFooter("fr")).footerColumns).toBeNull();
    expect((await screen()).defaultColumns).toBe(true);
  });
});
