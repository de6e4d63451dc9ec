/**
 * The translations screen (docs/product/admin-back-office.md#adm-25), through its loader and action as a browser calls
 * them: each language's completeness is counted exactly (a planted product missing its Hebrew
 * description and its Russian name moves the counts by exactly that), the "missing in he / ru"
 * filter lists exactly those texts, and the grid's save writes them (the shop shows them at once),
 * with an audit row, in one transaction: one refused field (too long, changed meanwhile, a French
 * name emptied, a category description without its name) writes nothing and names the field.
 * Variants, image alt texts, categories, hero slides, pages and landing pages are read and written
 * on their own tables. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { getProduct, listCategories } from "../../../app/features/catalog/catalog.server";
import { getPage } from "../../../app/features/content/content.server";
import { listTranslations, translationsSummary, type TranslationsSummary } from "../../../app/features/i18n/translations-admin.server";
import { PRODUCT_LIMITS } from "../../../app/schemas/admin/product-form";
import { action, loader } from "../../../app/routes/admin/translations";
import type { Lang } from "../../../app/lib/langs";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };

beforeAll(async () => {
  const account = await createSignedInCustomer(`translations-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, account.userId));
  owner = account;
});

type Row = { key: string; target: string; source: { lang: Lang; text: string } | null; href: string; label: string };
type LoaderData = { rows: Row[]; total: number; summary: TranslationsSummary };

const audited = async (entity: string, entityId: string) => (await listAudit({ entity, entityId })).rows;
const load = async (search: string) => (await runRoute(loader, pageRequest(`/admin/translations${search}`, owner.cookies))).data as LoaderData;

/** The grid's save as a browser posts it: each entry's key, the text it was drawn with, and the text typed. */
function save(lang: Lang, entries: { key: string; was?: string; text: string }[]): Promise<RouteAnswer> {
  const fields: Record<string, string> = { intent: "save", lang };
  entries.forEach((entry, index) => {
    fields[`entries[${index}].key`] = entry.key;
    fields[`entries[${index}].was`] = entry.was ?? "";
    fields[`entries[${index}].text`] = entry.text;
  });
  return runRoute(action, formRequest("/admin/translations", fields, owner.cookies));
}
const answerOf = (answer: RouteAnswer) => answer.data as { ok?: string; error?: string; errors?: Record<string, string>; result: { error?: Record<string, string[] | null> } };

/** Every entry of one type missing in a language, across the list's pages. */
async function allMissing(lang: Lang, type: string): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; ; page++) {
    const list = await listTranslations({ lang, show: "missing", type: type as "product", page });
    keys.push(...list.rows.map((row) => row.key));
    if (keys.length >= list.total || list.rows.length === 0) return keys;
  }
}

/** A product of the seeded shop's first category, with these texts per language. */
async function plantProduct(texts: Partial<Record<Lang, Partial<typeof schema.productTranslations.$inferInsert>>>, status: "active" | "draft" | "archived" = "active") {
  const [category] = await testDb().select({ id: schema.categories.id }).from(schema.categories).limit(1);
  const [row] = await testDb()
    .insert(schema.products)
    .values({ sku: `TR-${randomUUID().slice(0, 12)}`, categoryId: category.id, priceMinor: 9_000, stock: 5, status })
    .returning({ id: schema.products.id });
  for (const [lang, own] of Object.entries(texts)) await testDb().insert(schema.productTranslations).values({ productId: row.id, lang, name: "", ...own });
  return row.id;
}

describe("completeness and the missing filter", () => {
  it("counts a planted product's texts exactly, per language and per type, and lists what is missing in he and ru", async () => {
    const before = await translationsSummary();
    // French and English complete; Hebrew without its description and scent; Russian without its name and scent.
    const id = await plantProduct({
      fr: { name: `Bougie ${tag}`, description: "Une description.", scent: "Figue" },
      en: { name: `Candle ${tag}`, description: "A description.", scent: "Fig" },
      he: { name: `נר ${tag}` },
      ru: { description: "Описание." },
    });
    // An archived product is not counted at all.
    await plantProduct({ fr: { name: `Archivée ${tag}`, description: "Retirée." } }, "archived");
    const after = await translationsSummary();
    const delta = (lang: Lang) => after.byType.product.done[lang] - before.byType.product.done[lang];
    expect(after.byType.product.total - before.byType.product.total).toBe(3);
    expect({ fr: delta("fr"), en: delta("en"), he: delta("he"), ru: delta("ru") }).toEqual({ fr: 3, en: 3, he: 1, ru: 1 });
    expect(after.overall.total - before.overall.total).toBe(3);
    expect(after.overall.done.he - before.overall.done.he).toBe(1);
    // Nothing else moved.
    expect(after.byType.category).toEqual(before.byType.category);

    const missingHe = (await allMissing("he", "product")).filter((key) => key.includes(id));
    const missingRu = (await allMissing("ru", "product")).filter((key) => key.includes(id));
    const missingEn = (await allMissing("en", "product")).filter((key) => key.includes(id));
    expect(missingHe.sort()).toEqual([`product:${id}:description`, `product:${id}:scent`]);
    expect(missingRu.sort()).toEqual([`product:${id}:name`, `product:${id}:scent`]);
    expect(missingEn).toEqual([]);
  });

  it("serves the counts and one page of the filtered list through the loader, the URL being the state", async () => {
    const id = await plantProduct({ fr: { name: `Loader ${tag}`, description: "Source française." } });
    const data = await load("?lang=ru&show=missing&type=product");
    expect(data.summary.overall.total).toBeGreaterThan(0);
    // Ordered by type then SKU: the planted product ("TR-…") is among the missing in Russian, its source in French.
    const all = await allMissing("ru", "product");
    expect(all).toContain(`product:${id}:description`);
    expect(data.total).toBe(all.length);
    expect(data.rows.length).toBe(Math.min(25, all.length));
    const first = data.rows[0];
    expect(first.source?.lang).toBe("fr");
    expect(first.target).toBe("");
    expect(first.href).toMatch(/^\/admin\/products\/[0-9a-f-]{36}$/);
    // A bad filter falls back to its default rather than failing.
    const fallback = await load("?lang=xx&show=nope&type=zzz&page=-4");
    expect(fallback.rows.length).toBeGreaterThan(0);
  });
});

describe("saving the grid", () => {
  it("writes a Hebrew description: the count drops, the entry leaves the missing list, the shop shows it, the audit has it", async () => {
    const id = await plantProduct({ fr: { name: `Sauvée ${tag}`, description: "Cire de soja, mèche en coton." }, he: { name: `נר נשמר ${tag}` } });
    const key = `product:${id}:description`;
    expect(await allMissing("he", "product")).toContain(key);
    const before = await translationsSummary();

    const answer = await save("he", [{ key, text: "שעוות סויה, פתיל כותנה." }]);
    expect(answer.status).toBe(200);
    expect(answerOf(answer).ok).toBeTruthy();

    const after = await translationsSummary();
    expect(after.byType.product.done.he - before.byType.product.done.he).toBe(1);
    expect(after.byType.product.total).toBe(before.byType.product.total);
    expect(await allMissing("he", "product")).not.toContain(key);
    expect((await getProduct(id, "he"))?.text.description).toBe("שעוות סויה, פתיל כותנה.");
    // The Hebrew name stayed.
    expect((await getProduct(id, "he"))?.text.name).toBe(`נר נשמר ${tag}`);

    const audit = await audited("product", id);
    const entry = audit.find((row) => row.action === "product.translate");
    expect(entry?.actorId).toBe(owner.userId);
    expect(entry?.before).toMatchObject({ lang: "he", description: "" });
    expect(entry?.after).toMatchObject({ lang: "he", description: "שעוות סויה, פתיל כותנה." });
  });

  it("refuses a too-long text: nothing of the save is written, the field gets its message, and what was typed comes back", async () => {
    const id = await plantProduct({ fr: { name: `Longue ${tag}`, description: "Source." } });
    const tooLong = "א".repeat(PRODUCT_LIMITS.longText + 1);
    const answer = await save("he", [
      { key: `product:${id}:name`, text: `שם ${tag}` },
      { key: `product:${id}:description`, text: tooLong },
    ]);
    expect(answer.status).toBe(400);
    const body = answerOf(answer);
    expect(body.errors?.[`product:${id}:description`]).toContain(String(PRODUCT_LIMITS.longText));
    expect(body.result.error?.["entries[1].text"]?.[0]).toContain(String(PRODUCT_LIMITS.longText));
    expect(body.errors?.[`product:${id}:name`]).toBeUndefined();
    // Not even the valid name was written.
    const rows = await testDb().select().from(schema.productTranslations).where(and(eq(schema.productTranslations.productId, id), eq(schema.productTranslations.lang, "he")));
    expect(rows).toEqual([]);
    expect((await audited("product", id)).filter((row) => row.action === "product.translate")).toEqual([]);
    // What was typed is sent back, for the grid to show again.
    const sent = (answer.data as { result: { initialValue: { entries: { text: string }[] } } }).result.initialValue.entries;
    expect(sent[1].text).toBe(tooLong);
  });

  it("refuses to overwrite a text changed since the grid was drawn, and to empty a French name", async () => {
    const id = await plantProduct({ fr: { name: `Concurrente ${tag}` }, ru: { name: "Старое" } });
    const stale = await save("ru", [{ key: `product:${id}:name`, was: "Другое", text: "Новое" }]);
    expect(stale.status).toBe(400);
    expect(answerOf(stale).errors?.[`product:${id}:name`]).toBeTruthy();
    expect((await getProduct(id, "ru"))?.text.name).toBe("Старое");

    const ok = await save("ru", [{ key: `product:${id}:name`, was: "Старое", text: "Новое" }]);
    expect(ok.status).toBe(200);
    expect((await getProduct(id, "ru"))?.text.name).toBe("Новое");

    const emptied = await save("fr", [{ key: `product:${id}:name`, was: `Concurrente ${tag}`, text: "" }]);
    expect(emptied.status).toBe(400);
    expect((await getProduct(id, "fr"))?.text.name).toBe(`Concurrente ${tag}`);
  });

  it("writes variants' option texts, images' alt texts and a product's SEO texts", async () => {
    const id = await plantProduct({ fr: { name: `Variantes ${tag}`, seoTitle: "Titre SEO" } });
    const [variant] = await testDb().insert(schema.productVariants).values({ productId: id, sku: `TRV-${randomUUID().slice(0, 10)}`, stock: 3 }).returning({ id: schema.productVariants.id });
    await testDb().insert(schema.productVariantTranslations).values({ variantId: variant.id, lang: "fr", size: "Grande" });
    const [image] = await testDb().insert(schema.productImages).values({ productId: id, imageUrl: "/media/x.jpg", altText: { fr: "Bougie ambrée" } }).returning({ id: schema.productImages.id });

    const missing = await allMissing("en", "variant");
    expect(missing).toContain(`variant:${variant.id}:size`);
    expect(await allMissing("en", "image")).toContain(`image:${image.id}:alt`);
    expect(await allMissing("en", "productSeo")).toContain(`productSeo:${id}:seoTitle`);

    const answer = await save("en", [
      { key: `variant:${variant.id}:size`, text: "Large" },
      { key: `image:${image.id}:alt`, text: "Amber candle" },
      { key: `productSeo:${id}:seoTitle`, text: "SEO title" },
    ]);
    expect(answer.status).toBe(200);
    const [variantText] = await testDb().select().from(schema.productVariantTranslations).where(and(eq(schema.productVariantTranslations.variantId, variant.id), eq(schema.productVariantTranslations.lang, "en")));
    expect(variantText.size).toBe("Large");
    const [stored] = await testDb().select({ altText: schema.productImages.altText }).from(schema.productImages).where(eq(schema.productImages.id, image.id));
    expect(stored.altText).toEqual({ fr: "Bougie ambrée", en: "Amber candle" });
    const product = await getProduct(id, "en");
    expect(product?.text.seoTitle).toBe("SEO title");
    expect(product?.images.find((candidate) => candidate.id === image.id)?.alt).toBe("Amber candle");
    // One audit row for the product, naming the three changes.
    const audit = (await audited("product", id)).filter((row) => row.action === "product.translate");
    expect(audit).toHaveLength(1);
    expect(Object.keys(audit[0].after as object).sort()).toEqual(["image1.alt", "lang", "seoTitle", `${(await testDb().select({ sku: schema.productVariants.sku }).from(schema.productVariants).where(eq(schema.productVariants.id, variant.id)))[0].sku}.size`].sort());
  });

  it("writes a category's texts, refusing a description without its name in that language", async () => {
    const [category] = await testDb().insert(schema.categories).values({ slug: `tr-${tag}` }).returning({ id: schema.categories.id });
    await testDb().insert(schema.categoryTranslations).values({ categoryId: category.id, lang: "fr", name: `Épices ${tag}`, description: "Chaudes." });
    const refused = await save("he", [{ key: `category:${category.id}:description`, text: "חמים." }]);
    expect(refused.status).toBe(400);
    expect(answerOf(refused).errors?.[`category:${category.id}:description`]).toBeTruthy();

    const answer = await save("he", [
      { key: `category:${category.id}:name`, text: `תבלינים ${tag}` },
      { key: `category:${category.id}:description`, text: "חמים." },
    ]);
    expect(answer.status).toBe(200);
    expect((await listCategories("he")).find((row) => row.id === category.id)?.name).toBe(`תבלינים ${tag}`);
    expect((await audited("category", category.id)).map((row) => row.action)).toContain("category.translate");
  });

  it("writes a hero slide's, a page's and a landing page's texts on their own tables, each with its audit row", async () => {
    const [slide] = await testDb().insert(schema.heroSlides).values({ imageUrl: "/media/hero.jpg" }).returning({ id: schema.heroSlides.id });
    await testDb().insert(schema.heroSlideTranslations).values({ slideId: slide.id, lang: "fr", title: `Lumière ${tag}`, subtitle: "Faites main." });
    expect(await allMissing("ru", "hero")).toEqual(expect.arrayContaining([`hero:${slide.id}:title`, `hero:${slide.id}:subtitle`]));
    const [page] = await testDb().select({ id: schema.pages.id, slug: schema.pages.slug }).from(schema.pages).where(eq(schema.pages.slug, "about"));
    const [frPage] = await testDb().select().from(schema.pageTranslations).where(and(eq(schema.pageTranslations.pageId, page.id), eq(schema.pageTranslations.lang, "ru")));
    const section = frPage.content.sections[0];
    const [landing] = await testDb()
      .insert(schema.landingPages)
      .values({ slug: `tr-${tag}`, blocks: [{ id: "b1", type: "newsletter", texts: { fr: { title: "Restez informés", text: "Nos nouveautés." } } }] })
      .returning({ id: schema.landingPages.id });
    await testDb().insert(schema.landingPageTranslations).values({ pageId: landing.id, lang: "fr", title: "Fête des mères" });
    expect(await allMissing("ru", "landing")).toEqual(expect.arrayContaining([`landing:${landing.id}:title`, `landing:${landing.id}:block:b1:title`, `landing:${landing.id}:block:b1:text`]));

    const answer = await save("ru", [
      { key: `hero:${slide.id}:title`, text: "Свет" },
      { key: `page:${page.id}:section:${section.id}:heading`, was: section.heading, text: "Наша миссия (новая)" },
      { key: `landing:${landing.id}:title`, text: "День матери" },
      { key: `landing:${landing.id}:block:b1:title`, text: "Будьте в курсе" },
    ]);
    expect(answerOf(answer).errors).toBeUndefined();
    expect(answer.status).toBe(200);

    const [heroRu] = await testDb().select().from(schema.heroSlideTranslations).where(and(eq(schema.heroSlideTranslations.slideId, slide.id), eq(schema.heroSlideTranslations.lang, "ru")));
    expect(heroRu).toMatchObject({ title: "Свет", subtitle: "", ctaText: "" });
    const [pageRu] = await testDb().select().from(schema.pageTranslations).where(and(eq(schema.pageTranslations.pageId, page.id), eq(schema.pageTranslations.lang, "ru")));
    expect(pageRu.content.sections[0].heading).toBe("Наша миссия (новая)");
    // The rest of the page is untouched.
    expect(pageRu.content.sections[0].body).toEqual(section.body);
    expect(pageRu.content.sections.length).toBe(frPage.content.sections.length);
    const [landingRow] = await testDb().select().from(schema.landingPages).where(eq(schema.landingPages.id, landing.id));
    expect(landingRow.blocks[0].texts).toEqual({ fr: { title: "Restez informés", text: "Nos nouveautés." }, ru: { title: "Будьте в курсе" } });
    const [landingRu] = await testDb().select().from(schema.landingPageTranslations).where(and(eq(schema.landingPageTranslations.pageId, landing.id), eq(schema.landingPageTranslations.lang, "ru")));
    expect(landingRu.title).toBe("День матери");

    expect((await audited("hero_slide", slide.id)).map((row) => row.action)).toContain("hero.translate");
    expect((await audited("page", "about")).map((row) => row.action)).toContain("page.translate");
    expect((await audited("landing_page", landing.id)).map((row) => row.action)).toContain("landingPage.translate");
    // What is still missing stays listed.
    expect(await allMissing("ru", "landing")).toContain(`landing:${landing.id}:block:b1:text`);
    expect(await allMissing("ru", "landing")).not.toContain(`landing:${landing.id}:block:b1:title`);
  });

  it("gives a page its first version in a language, laid on the French one, the shop falling back to French for the rest", async () => {
    const [page] = await testDb().select({ id: schema.pages.id }).from(schema.pages).where(eq(schema.pages.slug, "install"));
    await testDb().delete(schema.pageTranslations).where(and(eq(schema.pageTranslations.pageId, page.id), eq(schema.pageTranslations.lang, "ru")));
    const [french] = await testDb().select().from(schema.pageTranslations).where(and(eq(schema.pageTranslations.pageId, page.id), eq(schema.pageTranslations.lang, "fr")));
    const missing = await allMissing("ru", "page");
    expect(missing).toEqual(expect.arrayContaining([`page:${page.id}:title`, `page:${page.id}:section:${french.content.sections[1].id}:body`]));

    const answer = await save("ru", [
      { key: `page:${page.id}:title`, text: "Установка" },
      { key: `page:${page.id}:section:${french.content.sections[1].id}:body`, text: "Первый абзац.\n\nВторой абзац." },
    ]);
    expect(answerOf(answer).errors).toBeUndefined();
    const [stored] = await testDb().select().from(schema.pageTranslations).where(and(eq(schema.pageTranslations.pageId, page.id), eq(schema.pageTranslations.lang, "ru")));
    expect(stored.content.title).toBe("Установка");
    expect(stored.content.sections.map((section) => section.id)).toEqual(french.content.sections.map((section) => section.id));
    expect(stored.content.sections[1].body).toEqual(["Первый абзац.", "Второй абзац."]);
    expect(stored.content.sections[0]).toEqual({ id: french.content.sections[0].id, heading: "", body: [] });
    const shown = await getPage("install", "ru");
    expect(shown?.content.title).toBe("Установка");
    expect(shown?.content.sections[0].heading).toBe(french.content.sections[0].heading);
    expect(shown?.content.sections[1].body).toEqual(["Первый абзац.", "Второй абзац."]);
    // Written texts leave the list; the others stay missing.
    const after = await allMissing("ru", "page");
    expect(after).not.toContain(`page:${page.id}:title`);
    expect(after).toContain(`page:${page.id}:section:${french.content.sections[0].id}:heading`);
  });

  it("answers a save that changes nothing without writing", async () => {
    const id = await plantProduct({ fr: { name: `Inchangée ${tag}` }, en: { name: "Unchanged" } });
    const answer = await save("en", [{ key: `product:${id}:name`, was: "Unchanged", text: "Unchanged" }]);
    expect(answer.status).toBe(200);
    expect((await audited("product", id)).filter((row) => row.action === "product.translate")).toEqual([]);
  });

  it("answers a forged key or language with a 400, never a 500", async () => {
    expect((await save("en", [{ key: "product:not-a-uuid:name", text: "x" }])).status).toBe(400);
    expect((await save("en", [{ key: `product:${randomUUID()}:password`, text: "x" }])).status).toBe(400);
    expect((await runRoute(action, formRequest("/admin/translations", { intent: "save", lang: "de" }, owner.cookies))).status).toBe(400);
    expect((await save("en", [{ key: `product:${randomUUID()}:name`, text: "x" }])).status).toBe(400);
  });
});
