/**
 * The SEO screens (docs/product/admin-back-office.md#adm-31) through their loaders and actions: the seo screen lists what
 * lacks its texts per language and saves a product's, a static page's and a landing page's SEO
 * texts (refusing what is too long, and a page left without its title) with an audit row; the
 * shop's default social image is saved through the settings and becomes the storefront's og:image;
 * seo-pro finds a missing title, a duplicate description, a missing alt text, a JSON-LD gap and a
 * broken internal link planted here; the sitemaps screen reads what the XML serves and says why
 * the rest is left out. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { action as seoAction, loader as seoLoader } from "../../../app/routes/admin/seo";
import { loader as seoProLoader } from "../../../app/routes/admin/seo-pro";
import { loader as sitemapsLoader } from "../../../app/routes/admin/sitemaps";
import { loader as sitemapXml } from "../../../app/routes/api/sitemap";
import { action as landingAction } from "../../../app/routes/admin/landing-pages.$id";
import { pageMeta } from "../../../app/lib/seo";
import type { SeoIssue } from "../../../app/features/content/seo-report-admin.server";
import type { SitemapEntry, SitemapExclusion } from "../../../app/features/content/sitemap.server";
import { rememberDictionary } from "../../../app/lib/dictionary";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };
let categoryId: string;
let categorySlug: string;

beforeAll(async () => {
  owner = await createSignedInCustomer(`seo-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
  categorySlug = `seo-cat-${tag}`;
  const [category] = await testDb().insert(schema.categories).values({ slug: categorySlug, isActive: true }).returning({ id: schema.categories.id });
  categoryId = category.id;
  await testDb().insert(schema.categoryTranslations).values({ categoryId, lang: "fr", name: `Catégorie ${tag}`, description: "Une catégorie." });
});

/** A product on sale, with these texts per language and images with these alt texts. */
async function product(texts: Partial<Record<"fr" | "en" | "he" | "ru", { name: string; description?: string; seoDescription?: string }>>, alts: Record<string, string>[] = [{ fr: "a", en: "a", he: "a", ru: "a" }], status: "active" | "draft" = "active") {
  const [row] = await testDb().insert(schema.products).values({ sku: `SEO-${randomUUID()}`, categoryId, priceMinor: 7_000, stock: 3, status }).returning({ id: schema.products.id });
  for (const [lang, text] of Object.entries(texts)) await testDb().insert(schema.productTranslations).values({ productId: row.id, lang, name: text.name, description: text.description ?? "", seoDescription: text.seoDescription ?? "" });
  for (const [index, altText] of alts.entries()) await testDb().insert(schema.productImages).values({ productId: row.id, imageUrl: `/media/seed/${tag}-${index}.jpg`, altText, displayOrder: index });
  return row.id;
}

const full = (name: string, description: string) => ({ fr: { name, description }, en: { name, description }, he: { name, description }, ru: { name, description } });
const post = (fields: Record<string, string>) => runRoute(seoAction, formRequest("/admin/seo", fields, owner.cookies));
const report = async () => ((await runRoute(seoProLoader, pageRequest("/admin/seo-pro", owner.cookies))).data as { issues: SeoIssue[] }).issues;

describe("the seo screen", () => {
  it("lists what lacks its SEO texts per language, and saves a product's with an audit row", async () => {
    const id = await product(full(`Bougie SEO ${tag}`, "Une bougie."));
    const list = async (search: string) => ((await runRoute(seoLoader, pageRequest(`/admin/seo?${search}`, owner.cookies))).data as { rows: { id: string; missing: string[] }[] }).rows;
    expect((await list(`q=${tag}&kind=product&missing=he`)).map((row) => row.id)).toContain(id);

    const tooLong = await post({ intent: "save", kind: "product", id, "translations.fr.seoTitle": "x".repeat(121) });
    expect(tooLong.status).toBe(400);
    expect((tooLong.data as { errors: Record<string, string[]> }).errors["translations.fr.seoTitle"]?.[0]).toMatch(/trop long/);

    const fields: Record<string, string> = { intent: "save", kind: "product", id };
    for (const lang of ["fr", "en", "he", "ru"]) Object.assign(fields, { [`translations.${lang}.seoTitle`]: `Titre ${lang} ${tag}`, [`translations.${lang}.seoDescription`]: `Description ${lang} ${tag}` });
    const saved = await post(fields);
    expect(saved.status).toBe(200);
    const [he] = await testDb().select().from(schema.productTranslations).where(and(eq(schema.productTranslations.productId, id), eq(schema.productTranslations.lang, "he")));
    expect(he.seoTitle).toBe(`Titre he ${tag}`);
    expect(he.name).toBe(`Bougie SEO ${tag}`);
    expect((await listAudit({ entity: "product", entityId: id })).rows.length).toBe(4);
    expect((await list(`q=${tag}&kind=product&missing=he`)).map((row) => row.id)).not.toContain(id);
    // Saved again as it is: nothing written.
    await post(fields);
    expect((await listAudit({ entity: "product", entityId: id })).rows.length).toBe(4);
  });

  it("saves a static page's title and meta description, and refuses to leave a page without its title", async () => {
    const [page] = await testDb().select().from(schema.pages).where(eq(schema.pages.slug, "about"));
    const refused = await post({ intent: "save", kind: "page", id: page.id, "translations.fr.seoTitle": "", "translations.fr.seoDescription": "x" });
    expect(refused.status).toBe(400);
    const rows = await testDb().select().from(schema.pageTranslations).where(eq(schema.pageTranslations.pageId, page.id));
    const fields: Record<string, string> = { intent: "save", kind: "page", id: page.id };
    for (const row of rows) Object.assign(fields, { [`translations.${row.lang}.seoTitle`]: row.content.title, [`translations.${row.lang}.seoDescription`]: row.content.metaDescription });
    fields["translations.fr.seoDescription"] = `Notre histoire ${tag}`;
    expect((await post(fields)).status).toBe(200);
    const [fr] = await testDb().select().from(schema.pageTranslations).where(and(eq(schema.pageTranslations.pageId, page.id), eq(schema.pageTranslations.lang, "fr")));
    expect(fr.content.metaDescription).toBe(`Notre histoire ${tag}`);
    expect(fr.content.sections.length).toBeGreaterThan(0);
    expect((await listAudit({ entity: "page", entityId: page.id, action: "page.seo" })).rows.length).toBe(1);
  });

  it("saves the default social image through the settings, and the storefront's og:image falls back to it", async () => {
    const refused = await post({ intent: "socialImage", defaultSocialImage: "https://elsewhere.example/x.jpg" });
    expect(refused.status).toBe(400);
    expect((await post({ intent: "socialImage", defaultSocialImage: "/media/seed/social.jpg" })).status).toBe(200);
    const [settings] = await testDb().select().from(schema.siteSettings);
    expect(settings.defaultSocialImage).toBe("/media/seed/social.jpg");
    expect((await listAudit({ action: "settings.defaultSocialImage" })).rows.length).toBeGreaterThan(0);
    // The layout names its texts' file (app/lib/dictionary.ts); none are needed here.
    rememberDictionary("/i18n/fr/test.json", {});
    const layout = { id: "routes/$lang/layout", data: { lang: "fr", dictionary: "/i18n/fr/test.json", brand: "Maison Lumière", origin: "https://shop.example", defaultSocialImage: settings.defaultSocialImage } };
    const tags = pageMeta({ matches: [layout], location: { pathname: "/fr/about" }, title: "À propos" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://shop.example/img/seed/social.jpg?w=1200&h=630" });
    const own = pageMeta({ matches: [layout], location: { pathname: "/fr/about" }, title: "À propos", image: "https://shop.example/own.jpg" });
    expect(own).toContainEqual({ property: "og:image", content: "https://shop.example/own.jpg" });
  });
});

describe("seo-pro", () => {
  it("finds a missing title, a duplicate description, a missing alt text, a JSON-LD gap and a broken internal link", async () => {
    // A product with no English text: no title in English.
    const untranslated = await product({ fr: { name: `Sans anglais ${tag}`, description: `Unique ${tag}` } });
    // Two products sharing a French description.
    const twinA = await product(full(`Jumelle A ${tag}`, `Même description ${tag}`));
    const twinB = await product(full(`Jumelle B ${tag}`, `Même description ${tag}`));
    // An image without its Hebrew alt text.
    const noAlt = await product(full(`Sans alt ${tag}`, `Alt ${tag}`), [{ fr: "Bougie", en: "Candle", ru: "Свеча" }]);
    // No description in French: its JSON-LD lacks one.
    const noDescription = await product({ fr: { name: `Sans description ${tag}` } });
    // A landing page linking to a product that does not exist.
    const ghost = randomUUID();
    const created = await runRoute(
      landingAction,
      formRequest(
        "/admin/landing-pages/new",
        {
          intent: "save",
          slug: `liens-${tag}`,
          status: "published",
          "translations.fr.title": `Liens ${tag}`,
          "blocks[0].id": "t1",
          "blocks[0].type": "richText",
          "blocks[0].texts.fr.markdown": `Voir [la boutique](/shop), [ce produit](/product/${ghost}) et [la catégorie](/fr/category/${categorySlug}).`,
        },
        owner.cookies,
      ),
      { id: "new" },
    );
    expect(created.status).toBe(302);
    const landingId = created.location!.split("/").pop()!.split("?")[0];

    const issues = await report();
    const find = (type: SeoIssue["type"], id: string, lang?: string) => issues.find((issue) => issue.type === type && issue.id === id && (lang === undefined || issue.lang === lang));
    expect(find("missingTitle", untranslated, "en")).toMatchObject({ fixHref: `/admin/products/${untranslated}` });
    expect(find("missingTitle", untranslated, "fr")).toBeUndefined();
    expect(find("duplicateDescription", twinA, "fr")?.detail.others).toContain(`Jumelle B ${tag}`);
    expect(find("duplicateDescription", twinB, "fr")).toBeDefined();
    expect(find("missingAlt", noAlt, "he")).toMatchObject({ detail: { position: "1" } });
    expect(find("missingAlt", noAlt, "fr")).toBeUndefined();
    expect(find("jsonLd", noDescription)?.detail.properties).toContain("description");
    expect(find("jsonLd", twinA)).toBeUndefined();
    const broken = issues.filter((issue) => issue.type === "brokenLink" && issue.id === landingId);
    expect(broken.map((issue) => issue.detail.href)).toEqual([`/product/${ghost}`]);
    expect(broken[0].fixHref).toBe(`/admin/landing-pages/${landingId}`);
  });
});

describe("the sitemaps screen", () => {
  it("shows what the XML serves, and why the rest is left out", async () => {
    const draft = await product(full(`Brouillon ${tag}`, "x"), undefined, "draft");
    const on = await product(full(`En vente ${tag}`, "y"));
    const screen = (await runRoute(sitemapsLoader, pageRequest("/admin/sitemaps", owner.cookies))).data as { entries: SitemapEntry[]; excluded: SitemapExclusion[] };
    const xml = await (await sitemapXml()).text();
    const locs = [...xml.matchAll(/<loc>[^<]*\/fr(\/[^<]*)?<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locs.sort()).toEqual(screen.entries.map((entry) => entry.path).sort());
    expect(screen.entries.map((entry) => entry.path)).toContain(`/product/${on}`);
    expect(screen.excluded).toContainEqual(expect.objectContaining({ path: `/product/${draft}`, reason: "draft" }));
    expect(xml).not.toContain(draft);
  });
});
