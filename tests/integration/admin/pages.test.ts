/**
 * The static pages in the back office (docs/product/admin-back-office.md#adm-22), through the screens' loaders and actions
 * as a browser posts them, and the shop's static page loaders: the list shows the five pages with
 * each language's completeness; a page's sections are edited, added, removed and reordered in four
 * languages and the shop shows them (French where a language has no text); Markdown bodies render
 * as before for paragraphs and lists, and a <script>, an event handler or a javascript: link comes
 * out harmless; the preview is the shop's rendering of what the form holds; a draft page is a 404
 * for shoppers; bad input changes nothing. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
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
import type { RenderedPage } from "../../../app/features/content/content.server";
import { loader as listLoader } from "../../../app/routes/admin/pages";
import { action as editorAction, loader as editorLoader } from "../../../app/routes/admin/pages.$slug";
import * as staticPageRoute from "../../../app/routes/$lang/static-page";
import * as contactRoute from "../../../app/routes/$lang/contact";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };

beforeAll(async () => {
  owner = await createSignedInCustomer(`pages-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
});

type Editor = {
  isPublished: boolean;
  texts: Record<Lang, { title: string; metaDescription: string; intro: string }>;
  sections: { id: string; texts: Record<Lang, { heading: string; body: string }> }[];
  faq: { texts: Record<Lang, { question: string; answer: string }> }[];
  completeness: Record<Lang, { done: number; total: number }>;
};

const editor = async (slug: string) => ((await runRoute(editorLoader, pageRequest(`/admin/pages/${slug}`, owner.cookies), { slug })).data as { page: Editor }).page;
const post = (slug: string, fields: Record<string, string>) => runRoute(editorAction, formRequest(`/admin/pages/${slug}`, fields, owner.cookies), { slug });
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;

/** The editor's form for a page as loaded, as a browser posts it. */
function fieldsOf(page: Editor, intent = "save"): Record<string, string> {
  const fields: Record<string, string> = { intent, status: page.isPublished ? "published" : "draft" };
  for (const lang of LANGS) {
    for (const [name, value] of Object.entries(page.texts[lang])) fields[`page.${lang}.${name}`] = value;
    page.sections.forEach((section, index) => {
      fields[`sections[${index}].id`] = section.id;
      fields[`sections[${index}].${lang}.heading`] = section.texts[lang].heading;
      fields[`sections[${index}].${lang}.body`] = section.texts[lang].body;
    });
    page.faq.forEach((entry, index) => {
      fields[`faq[${index}].${lang}.question`] = entry.texts[lang].question;
      fields[`faq[${index}].${lang}.answer`] = entry.texts[lang].answer;
    });
  }
  return fields;
}

/** The shop's page at /{lang}/{slug}: its rendered content, or the status it answers. */
async function shopPage(slug: string, lang: Lang): Promise<{ status: number; content?: RenderedPage }> {
  const request = pageRequest(`/${lang}/${slug}`);
  const params = { lang };
  const context = await routeContext(request, params);
  const module = slug === "contact" ? contactRoute : staticPageRoute;
  try {
    const value = (await module.loader({ request, params, context } as never)) as { content: RenderedPage };
    return { status: 200, content: value.content };
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 };
  }
}

describe("the list of pages", () => {
  it("shows the five pages, published, with each language's completeness", async () => {
    const { rows } = (await runRoute(listLoader, pageRequest("/admin/pages", owner.cookies))).data as { rows: { slug: string; isPublished: boolean; completeness: Record<Lang, { done: number; total: number }> }[] };
    expect(rows.map((row) => row.slug)).toEqual(["about", "contact", "privacy", "terms", "install"]);
    expect(rows.every((row) => row.isPublished)).toBe(true);
    const about = rows.find((row) => row.slug === "about")!;
    expect(about.completeness.fr.done).toBe(about.completeness.fr.total);
    expect(about.completeness.fr.total).toBeGreaterThan(4);
  });
});

describe("editing a page", () => {
  it("keeps the page as it was when saved unchanged, and its Markdown looks as the seed's paragraphs and lists did", async () => {
    const before = await shopPage("about", "fr");
    const page = await editor("about");
    const saved = await post("about", fieldsOf(page));
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: "Rien n'a changé." });
    expect((await shopPage("about", "fr")).content).toEqual(before.content);
    // Paragraphs are paragraphs; "- " lines are a list.
    const html = before.content!.sections.map((section) => section.html).join("");
    expect(html).toMatch(/^<p>/);
    const terms = (await shopPage("terms", "fr")).content!.sections.map((section) => section.html).join("");
    if (terms.includes("<li>")) expect(terms).toMatch(/<ul>\s*<li>/);
  });

  it("edits, adds, removes and reorders sections in four languages; the shop shows them, French where a language has none", async () => {
    const page = await editor("about");
    const [first, second, ...rest] = page.sections;
    const fields = fieldsOf({ ...page, sections: [second, first, ...rest.slice(1)] });
    // The (new) first section, edited in French and Hebrew.
    fields["sections[0].fr.heading"] = `Notre atelier ${tag}`;
    fields["sections[0].fr.body"] = `Un **premier** paragraphe.\n\n- une cire\n- une mèche`;
    fields["sections[0].he.body"] = `פסקה ${tag}`;
    // A new section at the end, in French only.
    const last = page.sections.length - 1;
    fields[`sections[${last}].id`] = "";
    fields[`sections[${last}].fr.heading`] = `Nouveauté ${tag}`;
    fields[`sections[${last}].fr.body`] = "Un texte neuf.";
    const saved = await post("about", fields);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: "Page enregistrée." });

    const french = (await shopPage("about", "fr")).content!;
    expect(french.sections.map((section) => section.id)).toEqual([second.id, first.id, ...rest.slice(1).map((section) => section.id), `nouveaute-${tag}`]);
    expect(french.sections[0]).toMatchObject({ heading: `Notre atelier ${tag}` });
    expect(french.sections[0].html).toBe("<p>Un <strong>premier</strong> paragraphe.</p>\n<ul>\n<li>une cire</li>\n<li>une mèche</li>\n</ul>\n");
    // The removed section is gone in every language.
    expect(french.sections.some((section) => section.id === rest[0].id)).toBe(false);
    const hebrew = (await shopPage("about", "he")).content!;
    expect(hebrew.sections.some((section) => section.id === rest[0].id)).toBe(false);
    expect(hebrew.sections[0].html).toContain(`פסקה ${tag}`);
    // The new section has no Hebrew text: the French one shows there.
    expect(hebrew.sections.at(-1)).toMatchObject({ heading: `Nouveauté ${tag}` });
    expect((await listAudit({ entity: "page", entityId: "about" })).rows.map((row) => row.action)).toEqual(["page.update"]);
  });

  it("renders a <script>, an event handler and a javascript: link harmless, in the shop and in the preview", async () => {
    const page = await editor("privacy");
    const fields = fieldsOf(page);
    const evil = `<script>alert("x")</script>\n\n<img src=x onerror="alert(1)">\n\n[piège](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [ok](https://example.com/a)`;
    fields["sections[0].fr.body"] = evil;
    const preview = await post("privacy", { ...fields, intent: "preview", previewLang: "fr" });
    expect(preview.status).toBe(200);
    const previewHtml = (preview.data as { page: RenderedPage }).page.sections[0].html;
    expect((await post("privacy", fields)).status).toBe(200);
    const shopHtml = (await shopPage("privacy", "fr")).content!.sections[0].html;
    for (const html of [previewHtml, shopHtml]) {
      // Written as text, never as tags, attributes or links.
      expect(html).not.toMatch(/<script|<img|<[^>]*\son\w+=|href="(javascript|data):/i);
      expect(html).toContain("[piège](javascript:alert(1))");
      expect(html).toContain("&lt;script&gt;");
      expect(html).toContain('<a href="https://example.com/a" rel="noopener noreferrer">ok</a>');
    }
  });

  it("refuses bad input at its field and changes nothing", async () => {
    const page = await editor("terms");
    const before = await testDb().select().from(schema.pageTranslations);
    const noTitle = await post("terms", { ...fieldsOf(page), "page.fr.title": "" });
    expect(noTitle.status).toBe(400);
    expect(fieldErrors(noTitle)["page.fr.title"]).toEqual(["pages.errors.titleRequired"]);
    const noHeading = await post("terms", { ...fieldsOf(page), "sections[1].fr.heading": " ", "sections[0].fr.body": "" });
    expect(fieldErrors(noHeading)["sections[1].fr.heading"]).toEqual(["pages.errors.headingRequired"]);
    expect(fieldErrors(noHeading)["sections[0].fr.body"]).toEqual(["pages.errors.bodyRequired"]);
    const tooLong = await post("terms", { ...fieldsOf(page), "page.he.metaDescription": "א".repeat(301) });
    expect(fieldErrors(tooLong)["page.he.metaDescription"]).toEqual(["pages.errors.metaTooLong"]);
    const badId = await post("terms", { ...fieldsOf(page), "sections[0].id": "../../x" });
    expect(badId.status).toBe(400);
    // What was typed comes back with the refusal.
    expect((noTitle.data as { result: { initialValue: { page: { en: { title: string } } } } }).result.initialValue.page.en.title).toBe(page.texts.en.title);
    expect(await testDb().select().from(schema.pageTranslations)).toEqual(before);
    expect((await listAudit({ entity: "page", entityId: "terms" })).total).toBe(0);
    expect((await post("nowhere", fieldsOf(page))).status).toBe(404);
    expect((await runRoute(editorLoader, pageRequest("/admin/pages/nowhere", owner.cookies), { slug: "nowhere" })).status).toBe(404);
  });
});

describe("draft or published", () => {
  it("a draft page is a 404 for shoppers and stays editable; published again, it is back", async () => {
    expect((await shopPage("contact", "fr")).status).toBe(200);
    const page = await editor("contact");
    expect(page.faq.length).toBeGreaterThan(0);
    expect((await post("contact", { ...fieldsOf(page), status: "draft" })).status).toBe(200);
    expect((await shopPage("contact", "fr")).status).toBe(404);
    expect((await shopPage("contact", "he")).status).toBe(404);
    expect((await editor("contact")).isPublished).toBe(false);
    expect((await listAudit({ entity: "page", entityId: "contact" })).rows.map((row) => row.action)).toEqual(["page.unpublish"]);

    // The FAQ's answers are Markdown too.
    const fields = { ...fieldsOf(await editor("contact")), status: "published", "faq[0].fr.answer": `Sous **48 h** ${tag}.` };
    expect((await post("contact", fields)).status).toBe(200);
    const contact = (await shopPage("contact", "fr")).content!;
    expect(contact.faq![0].html).toBe(`<p>Sous <strong>48 h</strong> ${tag}.</p>\n`);
    // The contact details stay lines of plain words (drawn as contact details, not Markdown).
    expect(contact.sections.find((section) => section.id === "hours")?.plain).toBe(true);
  });

  it("refuses a status that is neither", async () => {
    const page = await editor("install");
    const answer = await post("install", { ...fieldsOf(page), status: "secret" });
    expect(fieldErrors(answer).status).toEqual(["pages.errors.status"]);
    expect((await editor("install")).isPublished).toBe(true);
  });
});
