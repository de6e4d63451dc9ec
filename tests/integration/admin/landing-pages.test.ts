/**
 * Landing pages (docs/product/admin-back-office.md#adm-22), through the screens' loaders and actions as a browser posts
 * them: one form creates and edits a page with its blocks in four languages; every kind of block is
 * checked by the one schema, and a bad block gets its message at its field and saves nothing; the
 * slug is unique; the storefront shows a published page (texts in the language, French for what is
 * missing, Markdown as safe HTML, the grid's products) and answers 404 for a draft unless staff ask
 * for its preview; the sitemap lists a page only while it is published. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { routeContext, withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { action as editorAction, loader as editorLoader } from "../../../app/routes/admin/landing-pages.$id";
import { loader as listLoader } from "../../../app/routes/admin/landing-pages";
import * as landingRoute from "../../../app/routes/$lang/landing-page";
import { loader as sitemapLoader } from "../../../app/routes/api/sitemap";
import { sitemapListing } from "../../../app/features/content/sitemap.server";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };
let shopper: { cookies: string; userId: string };
let categorySlug: string;
let productId: string;

beforeAll(async () => {
  owner = await createSignedInCustomer(`landing-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, owner.userId));
  shopper = await createSignedInCustomer(`landing-shopper-${tag}@example.com`);
  categorySlug = `landing-cat-${tag}`;
  const [category] = await testDb().insert(schema.categories).values({ slug: categorySlug, isActive: true }).returning({ id: schema.categories.id });
  await testDb().insert(schema.categoryTranslations).values({ categoryId: category.id, lang: "fr", name: `Cat ${tag}` });
  const [product] = await testDb().insert(schema.products).values({ sku: `LP-${tag}`, categoryId: category.id, priceMinor: 9_000, stock: 5 }).returning({ id: schema.products.id });
  await testDb().insert(schema.productTranslations).values({ productId: product.id, lang: "fr", name: `Bougie ${tag}` });
  productId = product.id;
});

const post = (id: string, fields: Record<string, string>) => runRoute(editorAction, formRequest(`/admin/landing-pages/${id}`, fields, owner.cookies), { id });
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;
const pageCount = async () => (await testDb().select({ id: schema.landingPages.id }).from(schema.landingPages)).length;

/** The editor's fields for a page with these blocks (each block's fields already prefixed). */
function pageFields(slug: string, status: "draft" | "published", blocks: Record<string, string>[] = []) {
  const fields: Record<string, string> = {
    intent: "save",
    slug,
    status,
    "translations.fr.title": `Fête ${tag}`,
    "translations.fr.seoTitle": `Fête des mères ${tag}`,
    "translations.fr.seoDescription": "Nos bougies pour elle.",
    "translations.en.title": `Party ${tag}`,
  };
  blocks.forEach((block, index) => {
    for (const [key, value] of Object.entries(block)) fields[`blocks[${index}].${key}`] = value;
  });
  return fields;
}

const richText = (markdown: string, id = "rt1") => ({ id, type: "richText", "texts.fr.markdown": markdown });
const grid = (id = "grid1") => ({ id, type: "products", source: "category", categorySlug, limit: "8", "texts.fr.title": "Nos bougies", "texts.he.title": "הנרות שלנו" });


/** The storefront loader with its request context (the layout's middleware provides it in the app). */
async function openPage(slug: string, lang: string, cookies = "", search = "") {
  const request = pageRequest(`/${lang}/p/${slug}${search}`, cookies);
  const params = { lang, slug };
  try {
    const value = (await landingRoute.loader({ request, params, context: await routeContext(request, params) } as never)) as unknown as { data: { page: Record<string, unknown> } };
    return { status: 200, page: value.data.page as { status: string; title: string; blocks: Record<string, unknown>[] } };
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, page: null };
  }
}

describe("the landing-page editor", () => {
  it("creates a page with its blocks in one form, audits it, and an unchanged save writes nothing", async () => {
    const slug = `fete-${tag}`;
    const answer = await post(
      "new",
      pageFields(slug, "draft", [
        { id: "hero1", type: "hero", imageUrl: "/media/seed/hero.jpg", ctaLink: "/shop", "texts.fr.title": "Pour elle", "texts.fr.ctaText": "Voir" },
        richText("**Douceur** et [lien](/shop)"),
        grid(),
        { id: "img1", type: "imageText", imageUrl: "/media/seed/a.jpg", imageSide: "end", "texts.fr.title": "L'atelier" },
        { id: "news1", type: "newsletter" },
      ]),
    );
    expect(answer.status).toBe(302);
    const id = answer.location!.split("/").pop()!.split("?")[0];
    const [row] = await testDb().select().from(schema.landingPages).where(eq(schema.landingPages.id, id));
    expect(row.status).toBe("draft");
    expect(row.blocks.map((block) => block.type)).toEqual(["hero", "richText", "products", "imageText", "newsletter"]);
    expect(row.blocks[2]).toMatchObject({ source: "category", categorySlug, limit: 8 });
    expect(row.blocks[2]).not.toHaveProperty("productIds");
    const texts = await testDb().select().from(schema.landingPageTranslations).where(eq(schema.landingPageTranslations.pageId, id));
    expect(texts.map((t) => t.lang).sort()).toEqual(["en", "fr"]);
    expect((await listAudit({ entity: "landing_page", entityId: id })).rows.map((entry) => entry.action)).toEqual(["landingPage.create"]);

    const loaded = await runRoute(editorLoader, pageRequest(`/admin/landing-pages/${id}`, owner.cookies), { id });
    expect((loaded.data as { page: { slug: string } }).page.slug).toBe(slug);
    const list = await runRoute(listLoader, pageRequest(`/admin/landing-pages?q=${slug}`, owner.cookies));
    expect((list.data as { rows: { id: string; status: string }[] }).rows).toEqual([expect.objectContaining({ id, status: "draft" })]);

    // Saved again as it is: nothing written, no audit row.
    const again = await post(
      id,
      pageFields(slug, "draft", [
        { id: "hero1", type: "hero", imageUrl: "/media/seed/hero.jpg", ctaLink: "/shop", "texts.fr.title": "Pour elle", "texts.fr.ctaText": "Voir" },
        richText("**Douceur** et [lien](/shop)"),
        grid(),
        { id: "img1", type: "imageText", imageUrl: "/media/seed/a.jpg", imageSide: "end", "texts.fr.title": "L'atelier" },
        { id: "news1", type: "newsletter" },
      ]),
    );
    expect(again.status).toBe(200);
    expect((await listAudit({ entity: "landing_page", entityId: id })).rows.length).toBe(1);
  });

  const badBlocks: [string, Record<string, string>, string, string][] = [
    ["a block of an unknown kind", { id: "x1", type: "carousel" }, "blocks[0].type", "landingPages.errors.blockType"],
    ["a hero without an image", { id: "x1", type: "hero", "texts.fr.title": "Titre" }, "blocks[0].imageUrl", "landingPages.errors.imageRequired"],
    ["a hero without its French title", { id: "x1", type: "hero", imageUrl: "/media/a.jpg" }, "blocks[0].texts.fr.title", "landingPages.errors.titleRequired"],
    ["a hero whose button goes nowhere", { id: "x1", type: "hero", imageUrl: "/media/a.jpg", ctaLink: "", "texts.fr.title": "T", "texts.fr.ctaText": "Go" }, "blocks[0].ctaLink", "landingPages.errors.linkRequired"],
    ["a hero with a javascript: link", { id: "x1", type: "hero", imageUrl: "/media/a.jpg", ctaLink: "javascript:alert(1)", "texts.fr.title": "T" }, "blocks[0].ctaLink", "landingPages.errors.link"],
    // A browser reads "/\\" at the start of a path as "//": another site.
    ["a hero whose link is another site's through a backslash", { id: "x1", type: "hero", imageUrl: "/media/a.jpg", ctaLink: "/\\evil.example", "texts.fr.title": "T", "texts.fr.ctaText": "Go" }, "blocks[0].ctaLink", "landingPages.errors.link"],
    ["a hero whose link is another site's through a backslash further on", { id: "x1", type: "hero", imageUrl: "/media/a.jpg", ctaLink: "/shop\\..\\..\\evil", "texts.fr.title": "T", "texts.fr.ctaText": "Go" }, "blocks[0].ctaLink", "landingPages.errors.link"],
    ["a hero whose link starts with two slashes", { id: "x1", type: "hero", imageUrl: "/media/a.jpg", ctaLink: "//evil.example", "texts.fr.title": "T", "texts.fr.ctaText": "Go" }, "blocks[0].ctaLink", "landingPages.errors.link"],
    ["an image outside the media library", { id: "x1", type: "imageText", imageUrl: "https://evil.example/a.jpg", "texts.fr.title": "T" }, "blocks[0].imageUrl", "landingPages.errors.image"],
    ["rich text without French", { id: "x1", type: "richText", "texts.en.markdown": "Hello" }, "blocks[0].texts.fr.markdown", "landingPages.errors.markdownRequired"],
    ["rich text too long", { id: "x1", type: "richText", "texts.fr.markdown": "a".repeat(20_001) }, "blocks[0].texts.fr.markdown", "landingPages.errors.markdownTooLong"],
    ["a grid by category without one", { id: "x1", type: "products", source: "category" }, "blocks[0].categorySlug", "landingPages.errors.categoryRequired"],
    ["a grid by badge without one", { id: "x1", type: "products", source: "badge" }, "blocks[0].badge", "landingPages.errors.badgeRequired"],
    ["a grid with an unknown badge", { id: "x1", type: "products", source: "badge", badge: "cheapest" }, "blocks[0].badge", "landingPages.errors.badge"],
    ["a hand-picked grid without products", { id: "x1", type: "products", source: "picked" }, "blocks[0].productIds", "landingPages.errors.productsRequired"],
    ["a grid of 0 products", { id: "x1", type: "products", source: "badge", badge: "featured", limit: "0" }, "blocks[0].limit", "landingPages.errors.limit"],
    ["a grid with an unknown source", { id: "x1", type: "products", source: "random" }, "blocks[0].source", "landingPages.errors.source"],
    ["an image with text without title or text", { id: "x1", type: "imageText", imageUrl: "/media/a.jpg" }, "blocks[0].texts.fr.title", "landingPages.errors.titleOrTextRequired"],
  ];
  it.each(badBlocks)("refuses %s with a clear message at its field, and saves nothing", async (_name, block, field, message) => {
    const before = await pageCount();
    const answer = await post("new", pageFields(`bad-${tag}-${randomUUID().slice(0, 6)}`, "published", [block]));
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)[field]).toEqual([message]);
    expect(await pageCount()).toBe(before);
  });

  it("refuses a second newsletter block, a bad slug, a missing title, and a taken slug, saving nothing", async () => {
    const before = await pageCount();
    const two = await post("new", pageFields(`two-${tag}`, "draft", [{ id: "n1", type: "newsletter" }, { id: "n2", type: "newsletter" }]));
    expect(fieldErrors(two)["blocks[1].type"]).toEqual(["landingPages.errors.oneNewsletter"]);
    const slug = await post("new", { ...pageFields("Fête des mères", "draft"), "translations.fr.title": "" });
    expect(slug.status).toBe(400);
    expect(fieldErrors(slug).slug).toEqual(["landingPages.errors.slugFormat"]);
    expect(fieldErrors(slug)["translations.fr.title"]).toEqual(["landingPages.errors.pageTitleRequired"]);
    const unknownCategory = await post("new", pageFields(`unknown-${tag}`, "draft", [{ ...grid(), categorySlug: `nope-${tag}` }]));
    expect(unknownCategory.status).toBe(409);
    expect(fieldErrors(unknownCategory)["blocks[0].categorySlug"]?.[0]).toMatch(/catégorie n'existe plus/);
    expect(await pageCount()).toBe(before);

    const first = await post("new", pageFields(`taken-${tag}`, "draft"));
    expect(first.status).toBe(302);
    const taken = await post("new", pageFields(`taken-${tag}`, "draft"));
    expect(taken.status).toBe(409);
    expect(fieldErrors(taken).slug?.[0]).toContain(`taken-${tag}`);
    expect(await pageCount()).toBe(before + 1);
  });
});

describe("the landing page in the shop and in the sitemap", () => {
  it("is 404 for a shopper while a draft, previewable by staff, shown to all once published, and in the sitemap only while published", async () => {
    const slug = `soldes-${tag}`;
    const created = await post("new", pageFields(slug, "draft", [richText("## Soldes\n\n<script>alert(1)</script> **vite**"), grid()]));
    const id = created.location!.split("/").pop()!.split("?")[0];
    const inSitemap = async () => (await (await sitemapLoader()).text()).includes(`/fr/p/${slug}</loc>`);

    expect((await openPage(slug, "fr")).status).toBe(404);
    expect((await openPage(slug, "fr", shopper.cookies, "?preview=1")).status).toBe(404);
    const preview = await openPage(slug, "fr", owner.cookies, "?preview=1");
    expect(preview.status).toBe(200);
    expect(preview.page?.status).toBe("draft");
    expect(await inSitemap()).toBe(false);
    expect((await sitemapListing()).excluded).toContainEqual(expect.objectContaining({ path: `/p/${slug}`, reason: "draft" }));

    await post(id, pageFields(slug, "published", [richText("## Soldes\n\n<script>alert(1)</script> **vite**"), grid()]));
    const [row] = await testDb().select().from(schema.landingPages).where(eq(schema.landingPages.id, id));
    expect(row.publishedAt).not.toBeNull();
    const fr = await openPage(slug, "fr");
    expect(fr.status).toBe(200);
    const [text, products] = fr.page!.blocks as [{ html: string }, { title: string; products: { id: string }[] }];
    expect(text.html).toContain("<strong>vite</strong>");
    expect(text.html).not.toContain("<script");
    expect(products.products.map((p) => p.id)).toEqual([productId]);
    // Hebrew has its own grid title; the page's title falls back to French.
    const he = await openPage(slug, "he");
    expect(he.page!.title).toBe(`Fête ${tag}`);
    expect((he.page!.blocks[1] as { title: string }).title).toBe("הנרות שלנו");
    expect((await openPage(slug, "en")).page!.title).toBe(`Party ${tag}`);
    expect(await inSitemap()).toBe(true);
    for (const lang of ["en", "he", "ru"]) expect(await (await sitemapLoader()).text()).toContain(`/${lang}/p/${slug}</loc>`);

    await post(id, pageFields(slug, "draft", [richText("## Soldes"), grid()]));
    expect(await inSitemap()).toBe(false);
    expect((await openPage(slug, "fr")).status).toBe(404);
  });
});
