/**
 * The categories of the back office (docs/product/admin-back-office.md#adm-17), through the screens' loaders and actions
 * as a browser posts them: create and edit in four languages (one form, one action), the slug made
 * from the French name and refused when taken, the validation messages at their fields, the order
 * (up, down, all at once), hiding a category (it leaves the shop's chips, its page, search, the
 * sitemap, its products' pages, wishlists and "bought together"), and the delete, refused while
 * products remain and done after moving them, in one transaction. Every write has its audit row.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, inArray } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { LANGS, type Lang } from "../../../app/lib/langs";
import { routeContext, withSeededDatabase } from "../helpers";
import { createSignedInCustomer } from "../../support/accounts";
import { formRequest, pageRequest, runRoute, type RouteAnswer } from "../../support/admin-routes";
import { listAudit } from "../../../app/features/audit/audit.server";
import { saveCategory, setCategoryOrder } from "../../../app/features/catalog/categories-admin.server";
import { frequentlyBoughtTogether, getProduct, listCategories, searchProducts } from "../../../app/features/catalog/catalog.server";
import { wishlistIds } from "../../../app/features/wishlist/wishlist.server";
import { addToCart, newGuestToken } from "../../../app/features/cart/cart.server";
import { newCheckoutKey, placeOrder } from "../../../app/features/orders/checkout.server";
import { checkoutSchema } from "../../../app/schemas/checkout";
import { categoryFormSchema } from "../../../app/schemas/admin/categories";
import { action as listAction, loader as listLoader } from "../../../app/routes/admin/categories";
import { action as editorAction, loader as editorLoader } from "../../../app/routes/admin/categories.$id";
import * as shopRoute from "../../../app/routes/$lang/shop";
import * as categoryRoute from "../../../app/routes/$lang/category";
import { loader as sitemapLoader } from "../../../app/routes/api/sitemap";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 8);
let owner: { cookies: string; userId: string };
let actor: { id: string; email: string };

beforeAll(async () => {
  const account = await createSignedInCustomer(`categories-owner-${tag}@example.com`);
  await testDb().update(schema.user).set({ role: "owner" }).where(eq(schema.user.id, account.userId));
  owner = account;
  actor = { id: account.userId, email: `categories-owner-${tag}@example.com` };
});

/** The editor's fields for these names and descriptions (a language left out is posted empty). */
function texts(names: Partial<Record<Lang, string>>, descriptions: Partial<Record<Lang, string>> = {}) {
  return Object.fromEntries(LANGS.flatMap((lang) => [[`translations.${lang}.name`, names[lang] ?? ""], [`translations.${lang}.description`, descriptions[lang] ?? ""]]));
}

const editorPost = (id: string, fields: Record<string, string>) => runRoute(editorAction, formRequest(`/admin/categories/${id}`, fields, owner.cookies), { id });
const listPost = (fields: Record<string, string>) => runRoute(listAction, formRequest("/admin/categories", fields, owner.cookies));
const fieldErrors = (answer: RouteAnswer) => (answer.data as { result: { error: Record<string, string[] | null> } }).result.error;

/** A category made by the service, with its French name (and a slug from it). */
async function category(name: string, isActive = true) {
  const input = categoryFormSchema.parse({ slug: "", isActive: isActive ? "on" : undefined, translations: { fr: { name: `${name} ${tag}` } } });
  return (await saveCategory(null, input, actor)).id;
}

/** An active product in a category, with its French name. */
async function product(categoryId: string, name: string) {
  const [row] = await testDb().insert(schema.products).values({ sku: `CAT-${randomUUID()}`, categoryId, priceMinor: 8_000, stock: 20 }).returning({ id: schema.products.id });
  await testDb().insert(schema.productTranslations).values({ productId: row.id, lang: "fr", name: `${name} ${tag}` });
  return row.id;
}

const slugOf = async (id: string) => (await testDb().select({ slug: schema.categories.slug }).from(schema.categories).where(eq(schema.categories.id, id)))[0]?.slug;
const shopOrder = async () => (await listCategories("fr")).map((c) => c.id);
/** Every category, hidden ones too, in the admin list's order (the list's loader). */
const adminOrder = async () => ((await runRoute(listLoader, pageRequest("/admin/categories", owner.cookies))).data as { rows: { id: string }[] }).rows.map((r) => r.id);
const categoryCount = async () => (await testDb().select({ id: schema.categories.id }).from(schema.categories)).length;

describe("creating and editing a category", () => {
  it("creates one in four languages, with a slug made from the French name, last in the shop's order, and audits it", async () => {
    const before = await categoryCount();
    const answer = await editorPost("new", {
      intent: "save",
      slug: "",
      imageUrl: "/media/uploads/epices.jpg",
      isActive: "on",
      ...texts(
        { fr: `Épices d'hiver ${tag}`, en: `Winter spices ${tag}`, he: `תבלינים של חורף ${tag}`, ru: `Зимние пряности ${tag}` },
        { fr: "Cannelle, clou de girofle.", he: "קינמון וציפורן." },
      ),
    });
    expect(answer.status).toBe(302);
    const id = /^\/admin\/categories\/([0-9a-f-]{36})\?created=1$/.exec(answer.location ?? "")?.[1];
    expect(id).toBeDefined();

    const [row] = await testDb().select().from(schema.categories).where(eq(schema.categories.id, id!));
    expect(row).toMatchObject({ slug: `epices-d-hiver-${tag}`, imageUrl: "/media/uploads/epices.jpg", isActive: true });
    const order = await testDb().select({ id: schema.categories.id }).from(schema.categories).orderBy(asc(schema.categories.displayOrder), asc(schema.categories.slug));
    expect(order.at(-1)?.id).toBe(id);
    expect(await categoryCount()).toBe(before + 1);

    const rows = await testDb().select().from(schema.categoryTranslations).where(eq(schema.categoryTranslations.categoryId, id!));
    expect(Object.fromEntries(rows.map((r) => [r.lang, [r.name, r.description]]))).toEqual({
      fr: [`Épices d'hiver ${tag}`, "Cannelle, clou de girofle."],
      en: [`Winter spices ${tag}`, ""],
      he: [`תבלינים של חורף ${tag}`, "קינמון וציפורן."],
      ru: [`Зимние пряности ${tag}`, ""],
    });

    const audit = await listAudit({ entity: "category", entityId: id! });
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ action: "category.create", actorId: owner.userId, before: null, after: { slug: `epices-d-hiver-${tag}`, isActive: true } });

    // The shop shows it in each language, French filling none.
    expect((await listCategories("he")).find((c) => c.id === id)?.name).toBe(`תבלינים של חורף ${tag}`);
  });

  it("edits one: its slug, names and visibility; a language emptied falls back to French; audited with before and after", async () => {
    const id = await category("Bois flotté");
    const answer = await editorPost(id, { intent: "save", slug: `  Bois-Flotte-${tag} `, imageUrl: "", ...texts({ fr: `Bois flotté ${tag}`, en: `Driftwood ${tag}` }) });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ intent: "save", ok: "Catégorie enregistrée." });
    const [row] = await testDb().select().from(schema.categories).where(eq(schema.categories.id, id));
    // Trimmed and lowercased; the unticked box hides it.
    expect(row).toMatchObject({ slug: `bois-flotte-${tag}`, imageUrl: null, isActive: false });
    const langs = await testDb().select({ lang: schema.categoryTranslations.lang }).from(schema.categoryTranslations).where(eq(schema.categoryTranslations.categoryId, id));
    expect(langs.map((l) => l.lang).sort()).toEqual(["en", "fr"]);

    const [update] = (await listAudit({ entity: "category", entityId: id })).rows.filter((r) => r.action === "category.update");
    expect(update).toMatchObject({ actorId: owner.userId, before: { slug: `bois-flotte-${tag}`, isActive: true }, after: { slug: `bois-flotte-${tag}`, isActive: false, imageUrl: null } });
    expect((update.after as { translations: Record<string, { name: string }> }).translations.en.name).toBe(`Driftwood ${tag}`);

    // The editor's loader reads it back, with the languages still missing.
    const page = await runRoute(editorLoader, pageRequest(`/admin/categories/${id}`, owner.cookies), { id });
    expect(page.data).toMatchObject({ title: `Bois flotté ${tag}`, category: { slug: `bois-flotte-${tag}`, missing: ["he", "ru"], translations: { en: { name: `Driftwood ${tag}` }, he: { name: "" } } } });
  });

  it("refuses a slug another category holds, at the slug field, and writes nothing", async () => {
    const before = await categoryCount();
    const taken = await editorPost("new", { intent: "save", slug: "woody", ...texts({ fr: `Boisé bis ${tag}` }) });
    expect(taken.status).toBe(409);
    expect(fieldErrors(taken).slug).toEqual(["L'adresse « woody » est déjà prise par une autre catégorie : choisissez-en une autre."]);
    expect(await categoryCount()).toBe(before);

    // A slug made from the name is refused the same way: never changed behind the owner's back.
    const first = await category("Ambre");
    const again = await editorPost("new", { intent: "save", slug: "", ...texts({ fr: `Ambre ${tag}` }) });
    expect(again.status).toBe(409);
    expect(fieldErrors(again).slug?.[0]).toContain(`ambre-${tag}`);

    // Editing a category keeps its own slug without a clash.
    const own = await editorPost(first, { intent: "save", slug: `ambre-${tag}`, isActive: "on", ...texts({ fr: `Ambre doré ${tag}` }) });
    expect(own.status).toBe(200);
  });

  it("answers each invalid field with its message, and writes nothing", async () => {
    const before = await categoryCount();
    const answer = await editorPost("new", {
      intent: "save",
      slug: "Pas Bon !",
      imageUrl: "https://example.com/x.jpg",
      ...texts({ en: "x".repeat(81) }, { he: "תיאור בלי שם" }),
    });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toMatchObject({
      "translations.fr.name": ["categories.errors.nameRequired"],
      "translations.en.name": ["categories.errors.nameTooLong"],
      "translations.he.name": ["categories.errors.nameForDescription"],
      slug: ["categories.errors.slugFormat"],
      imageUrl: ["categories.errors.image"],
    });
    // A French name that gives no slug needs one typed.
    const hebrewOnly = await editorPost("new", { intent: "save", slug: "", ...texts({ fr: "נרות" }) });
    expect(fieldErrors(hebrewOnly)).toMatchObject({ slug: ["categories.errors.slugRequired"] });
    // A path out of the media library is not an image of it.
    const escape = await editorPost("new", { intent: "save", imageUrl: "/media/../secret", ...texts({ fr: `Évasion ${tag}` }) });
    expect(fieldErrors(escape)).toMatchObject({ imageUrl: ["categories.errors.image"] });
    expect(await categoryCount()).toBe(before);
    // The messages exist in the admin's four dictionaries (the screen translates the keys).
    const { adminMessages } = await import("../../../app/locales/admin");
    for (const lang of LANGS) for (const key of ["nameRequired", "nameTooLong", "nameForDescription", "slugFormat", "slugRequired", "image"]) expect(adminMessages(lang)[`categories.errors.${key}`]).toBeTruthy();
  });

  it("answers 404 for an id that is no category, on the page and on a save", async () => {
    const missing = randomUUID();
    expect((await runRoute(editorLoader, pageRequest(`/admin/categories/${missing}`, owner.cookies), { id: missing })).status).toBe(404);
    expect((await runRoute(editorLoader, pageRequest("/admin/categories/nope", owner.cookies), { id: "nope" })).status).toBe(404);
    expect((await editorPost(missing, { intent: "save", ...texts({ fr: `Fantôme ${tag}` }) })).status).toBe(404);
    const blank = await runRoute(editorLoader, pageRequest("/admin/categories/new", owner.cookies), { id: "new" });
    expect(blank.data).toMatchObject({ category: null, title: "Nouvelle catégorie" });
  });
});

describe("the order of the categories", () => {
  it("moves one up or down, renumbers the order, follows it in the shop's chips, and audits it", async () => {
    const [a, b, c] = [await category("Ordre A"), await category("Ordre B"), await category("Ordre C")];
    const before = await adminOrder();
    expect(before.slice(-3)).toEqual([a, b, c]);

    const moved = await listPost({ intent: "move", id: c, direction: "up" });
    expect(moved.status).toBe(200);
    expect((moved.data as { ok: string }).ok).toBe(`« Ordre C ${tag} » est maintenant en position ${before.length - 1}.`);
    const after = await adminOrder();
    expect(after).toEqual([...before.slice(0, -2), c, b]);
    // The shop's chips follow it (they show the visible ones).
    expect((await shopOrder()).slice(-3)).toEqual([a, c, b]);
    const visible = new Set(await shopOrder());
    expect(await shopOrder()).toEqual(after.filter((id) => visible.has(id)));
    const orders = await testDb().select({ order: schema.categories.displayOrder }).from(schema.categories).orderBy(asc(schema.categories.displayOrder));
    expect(orders.map((o) => o.order)).toEqual(orders.map((_, index) => index));

    const [audit] = (await listAudit({ entity: "category", entityId: c })).rows.filter((r) => r.action === "category.reorder");
    expect(audit).toMatchObject({ actorId: owner.userId, before: { order: before }, after: { order: after } });

    // The last one cannot go further down: nothing changes.
    expect((await listPost({ intent: "move", id: b, direction: "down" })).status).toBe(200);
    expect(await adminOrder()).toEqual(after);
  });

  it("sets the whole order at once, and refuses one made before a category was added", async () => {
    const current = await adminOrder();
    const reversed = [...current].reverse();
    const answer = await listPost({ intent: "order", ids: reversed.join(",") });
    expect(answer.status).toBe(200);
    expect(await adminOrder()).toEqual(reversed);
    const visible = new Set(await shopOrder());
    expect(await shopOrder()).toEqual(reversed.filter((id) => visible.has(id)));

    const stale = await listPost({ intent: "order", ids: current.slice(1).join(",") });
    expect(stale.status).toBe(409);
    expect(await adminOrder()).toEqual(reversed);
    await expect(setCategoryOrder([...reversed, randomUUID()], actor)).rejects.toMatchObject({ code: "stale_order" });
    expect((await listPost({ intent: "order", ids: "not-an-id" })).status).toBe(400);
    expect((await listPost({ intent: "move", id: current[0], direction: "sideways" })).status).toBe(400);
  });
});

describe("hiding a category", () => {
  it("takes it and its products out of the chips, its page, search, the sitemap, product pages, wishlists, 'bought together' and carts; showing it brings them back", async () => {
    const hidden = await category("Saison");
    const seasonal = await product(hidden, "Bougie saisonnière");
    const [other] = await testDb().select({ id: schema.categories.id }).from(schema.categories).where(eq(schema.categories.slug, "woody"));
    const companion = await product(other.id, "Bougie compagne");
    const slug = (await slugOf(hidden))!;

    // Bought together once, and in a wishlist.
    const visitor = { user: null, guestToken: newGuestToken() };
    await addToCart(visitor, { productId: seasonal, variantId: null, quantity: 1 }, "fr");
    await addToCart(visitor, { productId: companion, variantId: null, quantity: 1 }, "fr");
    const form = checkoutSchema.parse({ email: `saison-${tag}@example.com`, firstName: "Noa", lastName: "Levi", phone: "050-1234567", address: "3 rue Smilansky", city: "Netanya", postalCode: "42000", checkoutKey: newCheckoutKey() });
    await placeOrder(visitor, form, "fr", { currency: "ILS", rate: "1", shippingMinor: 500 });
    await testDb().insert(schema.wishlist).values({ userId: owner.userId, productId: seasonal });

    const shop = async () => {
      const request = pageRequest("/fr/shop");
      const params = { lang: "fr" };
      const answer = (await shopRoute.loader({ request, params, context: await routeContext(request, params) } as never)) as { categories: { slug: string }[] };
      return answer.categories.map((c) => c.slug);
    };
    const categoryPage = async () => {
      const request = pageRequest(`/fr/category/${slug}`);
      const params = { lang: "fr", slug };
      const value = (await categoryRoute.loader({ request, params, context: await routeContext(request, params) } as never)) as { found?: boolean; data?: { found: boolean }; init?: { status?: number } };
      return value.data ? { found: value.data.found, status: value.init?.status ?? 200 } : { found: Boolean(value.found), status: 200 };
    };
    const sitemap = async () => (await (await sitemapLoader()).text()) as string;
    const visible = async () => ({
      chip: (await shop()).includes(slug),
      page: await categoryPage(),
      search: (await searchProducts("fr", `Bougie saisonnière ${tag}`)).some((p) => p.id === seasonal),
      sitemapCategory: (await sitemap()).includes(`/fr/category/${slug}<`),
      sitemapProduct: (await sitemap()).includes(`/fr/product/${seasonal}<`),
      productPage: (await getProduct(seasonal, "fr")) !== null,
      wishlist: (await wishlistIds(owner.userId)).includes(seasonal),
      together: (await frequentlyBoughtTogether(companion, "woody", "fr")).some((p) => p.id === seasonal),
      // A fresh cart: whether it can still be bought.
      cart: await addToCart({ user: null, guestToken: newGuestToken() }, { productId: seasonal, variantId: null, quantity: 1 }, "fr").then(
        () => true,
        () => false,
      ),
    });

    expect(await visible()).toEqual({ chip: true, page: { found: true, status: 200 }, search: true, sitemapCategory: true, sitemapProduct: true, productPage: true, wishlist: true, together: true, cart: true });

    const answer = await listPost({ intent: "deactivate", id: hidden });
    expect(answer.status).toBe(200);
    expect((answer.data as { ok: string }).ok).toBe(`« Saison ${tag} » est masquée de la boutique.`);
    expect(await visible()).toEqual({ chip: false, page: { found: false, status: 404 }, search: false, sitemapCategory: false, sitemapProduct: false, productPage: false, wishlist: false, together: false, cart: false });
    // Still in the admin's list, marked hidden.
    const list = await runRoute(listLoader, pageRequest("/admin/categories", owner.cookies));
    expect((list.data as { rows: { id: string; isActive: boolean; productCount: number }[] }).rows.find((r) => r.id === hidden)).toMatchObject({ isActive: false, productCount: 1 });

    expect((await listPost({ intent: "activate", id: hidden })).status).toBe(200);
    expect(await visible()).toEqual({ chip: true, page: { found: true, status: 200 }, search: true, sitemapCategory: true, sitemapProduct: true, productPage: true, wishlist: true, together: true, cart: true });

    const actions = (await listAudit({ entity: "category", entityId: hidden })).rows.map((r) => [r.action, r.before, r.after]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ["category.deactivate", { isActive: true }, { isActive: false }],
        ["category.activate", { isActive: false }, { isActive: true }],
      ]),
    );
    expect((await listPost({ intent: "deactivate", id: randomUUID() })).status).toBe(404);
  });
});

describe("deleting a category", () => {
  it("deletes an empty one, with its texts, and audits it", async () => {
    const id = await category("Éphémère");
    const answer = await editorPost(id, { intent: "delete" });
    expect(answer).toMatchObject({ status: 302, location: "/admin/categories?deleted=0" });
    expect(await slugOf(id)).toBeUndefined();
    expect(await testDb().select().from(schema.categoryTranslations).where(eq(schema.categoryTranslations.categoryId, id))).toEqual([]);
    const [audit] = (await listAudit({ entity: "category", entityId: id })).rows.filter((r) => r.action === "category.delete");
    expect(audit).toMatchObject({ actorId: owner.userId, before: { slug: `ephemere-${tag}` }, after: null });
  });

  it("refuses one that still has products, naming how many, and changes nothing", async () => {
    const id = await category("Pleine");
    await product(id, "Bougie A");
    const archived = await product(id, "Bougie B");
    // An archived product holds it back too: orders still name it.
    await testDb().update(schema.products).set({ status: "archived" }).where(eq(schema.products.id, archived));
    const answer = await editorPost(id, { intent: "delete", moveTo: "" });
    expect(answer.status).toBe(409);
    expect(answer.data).toEqual({ intent: "delete", error: "Cette catégorie contient encore des produits (2) : déplacez-les avant de la supprimer." });
    expect(await slugOf(id)).toBe(`pleine-${tag}`);

    // The editor offers the other categories as targets, and counts what would move.
    const page = await runRoute(editorLoader, pageRequest(`/admin/categories/${id}`, owner.cookies), { id });
    const loaded = page.data as { category: { productCount: number }; targets: { id: string }[] };
    expect(loaded.category.productCount).toBe(2);
    expect(loaded.targets.map((t) => t.id)).not.toContain(id);
    expect(loaded.targets.length).toBe((await categoryCount()) - 1);

    // Moving them to itself, or to a category that does not exist, is refused at the field.
    for (const moveTo of [id, randomUUID(), "nope"]) {
      const refused = await editorPost(id, { intent: "delete", moveTo });
      expect(refused.status).toBe(400);
      expect((refused.data as { errors: { moveTo: string } }).errors.moveTo).toBe("Choisissez une autre catégorie où déplacer les produits.");
    }
    expect(await slugOf(id)).toBe(`pleine-${tag}`);
    expect((await testDb().select().from(schema.products).where(eq(schema.products.categoryId, id))).length).toBe(2);
  });

  it("moves its products to another category then deletes it, in one transaction, with an audit row for each", async () => {
    const id = await category("Déménagement");
    const moved = [await product(id, "Bougie C"), await product(id, "Bougie D"), await product(id, "Bougie E")];
    const target = await category("Destination");
    const answer = await editorPost(id, { intent: "delete", moveTo: target });
    expect(answer).toMatchObject({ status: 302, location: "/admin/categories?deleted=3" });
    expect(await slugOf(id)).toBeUndefined();
    const rows = await testDb().select({ id: schema.products.id, categoryId: schema.products.categoryId }).from(schema.products).where(inArray(schema.products.id, moved));
    expect(rows.every((row) => row.categoryId === target)).toBe(true);

    const [deleted] = (await listAudit({ entity: "category", entityId: id })).rows;
    expect(deleted).toMatchObject({ action: "category.delete", before: { slug: `demenagement-${tag}` }, after: { movedProducts: 3, movedTo: target } });
    for (const productId of moved) {
      const [audit] = (await listAudit({ entity: "product", entityId: productId })).rows;
      expect(audit).toMatchObject({ action: "product.category", actorId: owner.userId, before: { categoryId: id }, after: { categoryId: target } });
    }
    // The moved products are in the shop under their new category.
    const list = await runRoute(listLoader, pageRequest("/admin/categories", owner.cookies));
    expect((list.data as { rows: { id: string; productCount: number }[] }).rows.find((r) => r.id === target)?.productCount).toBe(3);
  });

  it("keeps everything when the delete fails half-way (the moves roll back with it)", async () => {
    const id = await category("Indivisible");
    const held = await product(id, "Bougie F");
    const target = await category("Cible");
    // The target vanishes between the screen and the post: nothing may have moved.
    await testDb().delete(schema.categories).where(eq(schema.categories.id, target));
    const answer = await editorPost(id, { intent: "delete", moveTo: target });
    expect(answer.status).toBe(400);
    const [row] = await testDb().select({ categoryId: schema.products.categoryId }).from(schema.products).where(eq(schema.products.id, held));
    expect(row.categoryId).toBe(id);
    expect(await slugOf(id)).toBe(`indivisible-${tag}`);
    expect((await listAudit({ entity: "product", entityId: held })).total).toBe(0);
    expect(
      (await testDb().select().from(schema.categories).where(and(eq(schema.categories.id, id), eq(schema.categories.isActive, true)))).length,
    ).toBe(1);
  });
});
