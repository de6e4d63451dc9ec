/**
 * What the catalogue gives the screens that collect from every domain (docs/architecture.md,
 * "Contributions"): products (with their SEO texts, variants and images) and categories, as
 * translatable texts, media users, sitemap entries and SEO checks. The registry
 * (app/features/contributions.server.ts) lists this next to the other domains' contributions.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { categories, categoryTranslations, productImages, productTranslations, productVariantTranslations, productVariants, products } from "../../../db/schema";
import { db, type Tx } from "~/server/db.server";
import { LANGS, type Lang } from "~/lib/langs";
import { saveProductTranslation, type ProductTranslationChanges } from "~/features/catalog/product-editor-admin.server";
import { saveCategoryTranslation } from "~/features/catalog/categories-admin.server";
import { getProduct, shownInShop } from "~/features/catalog/catalog.server";
import { productLdGaps, productStructuredData } from "~/features/content/structured-data.server";
import { checkStale, groupBy, perRecord, type Actor, type EntryRow, type Refusals, type TranslatableSource, type TranslationChange as Change } from "~/features/i18n/translatable-sources-admin.server";
import type { MediaUserSource } from "~/features/media/media-users-admin.server";
import { frenchNames, iso, type SitemapEntry, type SitemapExclusion, type SitemapSource } from "~/features/content/sitemap-source.server";
import { frenchName, type SeoCheckSource, type SeoIssue, type SeoSubject } from "~/features/content/seo-checks-admin.server";
import type { DomainContributions } from "~/features/contribution";
import { PRODUCT_LIMITS, PRODUCT_TEXT_FIELDS, VARIANT_AXES, type ProductTranslationInput, type VariantAxis } from "~/schemas/admin/product-form";
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from "~/schemas/admin/categories";
import { textInLang } from "~/server/text-in-lang.server";

// ---------------------------------------------------------------------------------------------
// Translations (app/features/i18n/translations-admin.server.ts). Archived products are left out:
// they are withdrawn from the shop.
// ---------------------------------------------------------------------------------------------

const PRODUCT_LONG = new Set<string>(["description", "careInstructions"]);
const PRODUCT_SEO_FIELDS = ["seoTitle", "seoDescription"] as const;

function snake(name: string) {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const productFields = [...PRODUCT_TEXT_FIELDS, ...PRODUCT_SEO_FIELDS]
  .map((field, index) => `('${field}', ${index + 1}, ${(PRODUCT_SEO_FIELDS as readonly string[]).includes(field) ? "'productSeo'" : "'product'"}, t.${snake(field)})`)
  .join(", ");

const PRODUCT_ROWS = `
    select f.type, p.id::text as record_id, p.id::text as owner_id, p.sku as sort_key, f.field, f.ord, t.lang, f.txt
      from products p
      join product_translations t on t.product_id = p.id
      cross join lateral (values ${productFields}) as f(field, ord, type, txt)
     where p.status <> 'archived'
    union all
    select 'variant', v.id::text, v.product_id::text, p.sku || ' ' || lpad(v.display_order::text, 5, '0') || v.sku, f.field, f.ord, t.lang, f.txt
      from product_variants v
      join products p on p.id = v.product_id and p.status <> 'archived'
      join product_variant_translations t on t.variant_id = v.id
      cross join lateral (values ('size', 1, t.size), ('color', 2, t.color), ('scentVariant', 3, t.scent_variant)) as f(field, ord, txt)
    union all
    select 'image', i.id::text, i.product_id::text, p.sku || ' ' || lpad(i.display_order::text, 5, '0'), 'alt', 1, a.key, a.value
      from product_images i
      join products p on p.id = i.product_id and p.status <> 'archived'
      cross join lateral jsonb_each_text(case when jsonb_typeof(i.alt_text) = 'object' then i.alt_text else '{}'::jsonb end) as a(key, value)
`;

const CATEGORY_ROWS = `
    select 'category', c.id::text, c.id::text, lpad((c.display_order + 1000000)::text, 9, '0') || c.slug, f.field, f.ord, t.lang, f.txt
      from categories c
      join category_translations t on t.category_id = c.id
      cross join lateral (values ('name', 1, t.name), ('description', 2, t.description)) as f(field, ord, txt)
`;

/** The products, variants and images of a page of entries, named by the product's French name and SKU. */
async function productLabels(rows: EntryRow[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const idsOf = (...types: string[]) => [...new Set(rows.filter((row) => types.includes(row.type)).map((row) => row.record_id))];
  const productIds = [...new Set(rows.filter((row) => ["product", "productSeo", "variant", "image"].includes(row.type)).map((row) => row.owner_id))];
  const productNames = new Map<string, string>();
  if (productIds.length) {
    const named = await db()
      .select({ id: products.id, sku: products.sku, name: productTranslations.name })
      .from(products)
      .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, "fr")))
      .where(inArray(products.id, productIds));
    for (const product of named) productNames.set(product.id, product.name ? `${product.name} · ${product.sku}` : product.sku);
  }
  for (const row of rows) {
    if (row.type === "product" || row.type === "productSeo") labels.set(`${row.type}:${row.record_id}`, productNames.get(row.owner_id) ?? "—");
  }
  const variantIds = idsOf("variant");
  if (variantIds.length) {
    const variants = await db()
      .select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku })
      .from(productVariants)
      .where(inArray(productVariants.id, variantIds));
    for (const variant of variants) labels.set(`variant:${variant.id}`, `${productNames.get(variant.productId)?.split(" · ")[0] ?? ""} · ${variant.sku}`);
  }
  const imageIds = idsOf("image");
  if (imageIds.length) {
    const images = await db()
      .select({ id: productImages.id, productId: productImages.productId, order: productImages.displayOrder })
      .from(productImages)
      .where(inArray(productImages.id, imageIds));
    for (const image of images) labels.set(`image:${image.id}`, `${productNames.get(image.productId) ?? ""} · #${image.order + 1}`);
  }
  return labels;
}

async function categoryLabels(rows: EntryRow[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const idsOf = (...types: string[]) => [...new Set(rows.filter((row) => types.includes(row.type)).map((row) => row.record_id))];
  const categoryIds = idsOf("category");
  if (categoryIds.length) {
    const named = await db()
      .select({ id: categories.id, slug: categories.slug, name: categoryTranslations.name })
      .from(categories)
      .leftJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.lang, "fr")))
      .where(inArray(categories.id, categoryIds));
    for (const category of named) labels.set(`category:${category.id}`, category.name || category.slug);
  }
  return labels;
}

/** Products with their variants and images: one call of the product service per product (one audit row each). */
async function writeProducts(tx: Tx, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) {
  if (!changes.length) return;
  const variantIds = changes.filter((change) => change.type === "variant").map((change) => change.recordId);
  const imageIds = changes.filter((change) => change.type === "image").map((change) => change.recordId);
  const variantRows = variantIds.length ? await tx.select().from(productVariantTranslations).where(inArray(productVariantTranslations.variantId, variantIds)) : [];
  const variantOwners = new Map(
    (variantIds.length ? await tx.select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.id, variantIds)) : []).map((row) => [
      row.id,
      row.productId,
    ]),
  );
  const images = new Map(
    (imageIds.length ? await tx.select({ id: productImages.id, productId: productImages.productId, altText: productImages.altText }).from(productImages).where(inArray(productImages.id, imageIds)) : []).map((row) => [
      row.id,
      row,
    ]),
  );
  const ownerOf = (change: Change) => (change.type === "variant" ? variantOwners.get(change.recordId) : change.type === "image" ? images.get(change.recordId)?.productId : change.recordId);

  for (const [productId, group] of groupBy(changes, (change) => ownerOf(change) ?? `missing:${change.index}`)) {
    if (productId.startsWith("missing:")) {
      for (const change of group) refusals.add(change, "translations.errors.notFound");
      continue;
    }
    const own = await tx
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, productId), inArray(productTranslations.lang, [lang, "fr"])));
    const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!exists) {
      for (const change of group) refusals.add(change, "translations.errors.notFound");
      continue;
    }
    const stored = own.find((row) => row.lang === lang);
    const result: ProductTranslationChanges = {};
    for (const change of group) {
      if (change.type === "product" || change.type === "productSeo") {
        const field = change.field as keyof ProductTranslationInput;
        checkStale(refusals, change, stored?.[field]);
        if (lang === "fr" && field === "name" && !change.text) refusals.add(change, "translations.errors.frenchRequired");
        result.texts = { ...result.texts, [field]: change.text };
      } else if (change.type === "variant") {
        const row = variantRows.find((candidate) => candidate.variantId === change.recordId && candidate.lang === lang);
        checkStale(refusals, change, row?.[change.field as VariantAxis]);
        result.variants = { ...result.variants, [change.recordId]: { ...result.variants?.[change.recordId], [change.field]: change.text } };
      } else {
        checkStale(refusals, change, images.get(change.recordId)?.altText?.[lang]);
        result.imageAlts = { ...result.imageAlts, [change.recordId]: change.text };
      }
    }
    if (refusals.has(group)) continue;
    await saveProductTranslation(tx, productId, lang, result, actor);
  }
}

async function writeCategory(tx: Tx, categoryId: string, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for("update");
  if (!category) return changes.forEach((change) => refusals.add(change, "translations.errors.notFound"));
  const [stored] = await tx
    .select()
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.categoryId, categoryId), eq(categoryTranslations.lang, lang)));
  const next = { name: stored?.name ?? "", description: stored?.description ?? "" };
  for (const change of changes) {
    checkStale(refusals, change, stored?.[change.field as "name" | "description"]);
    next[change.field as "name" | "description"] = change.text;
  }
  for (const change of changes) {
    if (change.field === "name" && !change.text && lang === "fr") refusals.add(change, "translations.errors.frenchRequired");
    // A category's language is its name first: a description alone would show under an empty name.
    else if (change.field === "description" && change.text && !next.name) refusals.add(change, "translations.errors.categoryNameFirst");
    else if (change.field === "name" && !change.text && next.description) refusals.add(change, "translations.errors.categoryNameFirst");
  }
  if (refusals.has(changes)) return;
  const texts = Object.fromEntries(changes.map((change) => [change.field, change.text])) as { name?: string; description?: string };
  await saveCategoryTranslation(tx, categoryId, lang, texts, actor);
}

const productTexts: TranslatableSource = {
  types: ["product", "productSeo", "variant", "image"],
  tables: [productTranslations, productVariantTranslations, productImages],
  rows: PRODUCT_ROWS,
  limit(type, field) {
    switch (type) {
      case "product":
        if (!(PRODUCT_TEXT_FIELDS as readonly string[]).includes(field)) return null;
        return field === "name" ? PRODUCT_LIMITS.name : PRODUCT_LONG.has(field) ? PRODUCT_LIMITS.longText : PRODUCT_LIMITS.shortText;
      case "productSeo":
        return field === "seoTitle" ? PRODUCT_LIMITS.seoTitle : field === "seoDescription" ? PRODUCT_LIMITS.seoDescription : null;
      case "variant":
        return (VARIANT_AXES as readonly string[]).includes(field) ? PRODUCT_LIMITS.axisValue : null;
      case "image":
        return field === "alt" ? PRODUCT_LIMITS.alt : null;
      default:
        return null;
    }
  },
  href: (_type, owner) => `/admin/products/${owner}`,
  labels: productLabels,
  // One product service call (one audit row) per product.
  save: writeProducts,
};

const categoryTexts: TranslatableSource = {
  types: ["category"],
  tables: [categoryTranslations],
  rows: CATEGORY_ROWS,
  limit: (_type, field) => (field === "name" ? CATEGORY_NAME_MAX : field === "description" ? CATEGORY_DESCRIPTION_MAX : null),
  href: (_type, owner) => `/admin/categories/${owner}`,
  labels: categoryLabels,
  save: perRecord(writeCategory),
};

// ---------------------------------------------------------------------------------------------
// The media library's "used by" (app/features/media/media-admin.server.ts).
// ---------------------------------------------------------------------------------------------

/** Each product once, whether its main image, a gallery image or a variant's names the address. */
const productMedia: MediaUserSource = {
  kind: "product",
  tables: [products, productImages, productVariants],
  ids: (url) => sql`select ${products.id} as id from ${products} where ${products.imageUrl} = ${url}
    union select ${productImages.productId} from ${productImages} where ${productImages.imageUrl} = ${url}
    union select ${productVariants.productId} from ${productVariants} where ${productVariants.imageUrl} = ${url}`,
  async users(url, lang, executor) {
    const productName = textInLang({ table: productTranslations, text: productTranslations.name, owner: productTranslations.productId, lang: productTranslations.lang }, products.id, lang, products.sku);
    const rows = await executor
      .select({ id: products.id, name: productName })
      .from(products)
      .where(
        sql`${products.imageUrl} = ${url}
        or exists (select 1 from ${productImages} where ${productImages.productId} = ${products.id} and ${productImages.imageUrl} = ${url})
        or exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.imageUrl} = ${url})`,
      )
      .orderBy(asc(productName));
    return rows.map((row) => ({ kind: "product" as const, id: row.id, name: row.name, link: `/admin/products/${row.id}` }));
  },
};

const categoryMedia: MediaUserSource = {
  kind: "category",
  tables: [categories],
  ids: (url) => sql`select ${categories.id} as id from ${categories} where ${categories.imageUrl} = ${url}`,
  async users(url, lang, executor) {
    const categoryName = textInLang({ table: categoryTranslations, text: categoryTranslations.name, owner: categoryTranslations.categoryId, lang: categoryTranslations.lang }, categories.id, lang, categories.slug);
    const rows = await executor.select({ id: categories.id, name: categoryName }).from(categories).where(eq(categories.imageUrl, url)).orderBy(asc(categoryName));
    return rows.map((row) => ({ kind: "category" as const, id: row.id, name: row.name, link: `/admin/categories/${row.id}` }));
  },
};

// ---------------------------------------------------------------------------------------------
// The sitemap (app/features/content/sitemap.server.ts): visible categories; products on sale in a
// visible category. Drafts, archived products, hidden categories and their products are left out.
// ---------------------------------------------------------------------------------------------

const categorySitemap: SitemapSource = {
  kind: "category",
  async list() {
    const rows = await db().select({ id: categories.id, slug: categories.slug, isActive: categories.isActive, createdAt: categories.createdAt }).from(categories).orderBy(asc(categories.displayOrder), asc(categories.slug));
    const name = await frenchNames(rows, (ids) =>
      db().select({ id: categoryTranslations.categoryId, name: categoryTranslations.name }).from(categoryTranslations).where(inArray(categoryTranslations.categoryId, ids)).then((found) => found),
    );
    const entries: SitemapEntry[] = [];
    const excluded: SitemapExclusion[] = [];
    for (const row of rows) {
      const entry: SitemapEntry = { path: `/category/${row.slug}`, kind: "category", label: name(row.id) || row.slug, lastModified: iso(row.createdAt), editHref: `/admin/categories/${row.id}` };
      if (row.isActive) entries.push(entry);
      else excluded.push({ ...entry, reason: "inactive" });
    }
    return { entries, excluded };
  },
};

const productSitemap: SitemapSource = {
  kind: "product",
  async list() {
    const rows = await db()
      .select({ id: products.id, status: products.status, updatedAt: products.updatedAt, categoryActive: categories.isActive, createdAt: products.createdAt })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(products.createdAt), asc(products.id));
    const name = await frenchNames(rows, async (ids) =>
      (await db().select({ id: productTranslations.productId, name: productTranslations.name, lang: productTranslations.lang }).from(productTranslations).where(inArray(productTranslations.productId, ids))).filter((row) => row.lang === "fr"),
    );
    const entries: SitemapEntry[] = [];
    const excluded: SitemapExclusion[] = [];
    for (const row of rows) {
      const entry: SitemapEntry = { path: `/product/${row.id}`, kind: "product", label: name(row.id), lastModified: iso(row.updatedAt), editHref: `/admin/products/${row.id}` };
      if (row.status === "draft") excluded.push({ ...entry, reason: "draft" });
      else if (row.status === "archived") excluded.push({ ...entry, reason: "archived" });
      else if (!row.categoryActive) excluded.push({ ...entry, reason: "categoryInactive" });
      else entries.push(entry);
    }
    return { entries, excluded };
  },
};

/**
 * When the shop's listing last changed: the latest change of a product on sale in a visible
 * category (the home page's and the shop's date in the sitemap); null when none is.
 */
export async function latestListedProductChange(): Promise<Date | null> {
  const [row] = await db()
    .select({ latest: sql<string | null>`max(${products.updatedAt})` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.status, "active"), eq(categories.isActive, true)));
  return row?.latest ? new Date(row.latest) : null;
}

// ---------------------------------------------------------------------------------------------
// The SEO report (app/features/content/seo-report-admin.server.ts).
// ---------------------------------------------------------------------------------------------

/** Products on sale (their SEO title, else their name; SEO description, else description) and visible categories. */
async function catalogSubjects(): Promise<SeoSubject[]> {
  const [productRows, productTexts, categoryRows, categoryTexts] = await Promise.all([
    db().select({ id: products.id, sku: products.sku }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(shownInShop),
    db().select().from(productTranslations),
    db().select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.isActive, true)),
    db().select().from(categoryTranslations),
  ]);
  const list: SeoSubject[] = [];
  for (const product of productRows) {
    const own = productTexts.filter((row) => row.productId === product.id);
    const title = Object.fromEntries(own.map((row) => [row.lang, row.seoTitle || row.name]));
    list.push({
      entity: "product",
      id: product.id,
      name: frenchName(Object.fromEntries(own.map((row) => [row.lang, row.name])), product.sku),
      fixHref: `/admin/products/${product.id}`,
      title,
      description: Object.fromEntries(own.map((row) => [row.lang, row.seoDescription || row.description])),
    });
  }
  for (const category of categoryRows) {
    const own = categoryTexts.filter((row) => row.categoryId === category.id);
    const title = Object.fromEntries(own.map((row) => [row.lang, row.name]));
    list.push({ entity: "category", id: category.id, name: frenchName(title, category.slug), fixHref: `/admin/categories/${category.id}`, title, description: Object.fromEntries(own.map((row) => [row.lang, row.description])) });
  }
  return list;
}

/** Product images without an alt text in a language (an image's alt belongs to where it is used, not to the library). */
async function altIssues(list: SeoSubject[]): Promise<SeoIssue[]> {
  const sold = list.filter((subject) => subject.entity === "product");
  if (!sold.length) return [];
  const images = await db()
    .select({ productId: productImages.productId, altText: productImages.altText, displayOrder: productImages.displayOrder })
    .from(productImages)
    .where(inArray(productImages.productId, sold.map((subject) => subject.id)));
  const issues: SeoIssue[] = [];
  for (const subject of sold) {
    const own = images.filter((image) => image.productId === subject.id).sort((a, b) => a.displayOrder - b.displayOrder);
    for (const lang of LANGS) {
      const positions = own.flatMap((image, index) => (image.altText[lang]?.trim() ? [] : [String(index + 1)]));
      if (positions.length) issues.push({ type: "missingAlt", entity: "product", id: subject.id, name: subject.name, lang, fixHref: subject.fixHref, detail: { position: positions.join(", ") } });
    }
  }
  return issues;
}

/** Products whose JSON-LD lacks a required property, checked on the JSON-LD their page renders. */
async function jsonLdIssues(list: SeoSubject[]): Promise<SeoIssue[]> {
  const issues: SeoIssue[] = [];
  for (const subject of list.filter((candidate) => candidate.entity === "product")) {
    const product = await getProduct(subject.id, "fr");
    if (!product) continue;
    const ld = (await productStructuredData(product, "fr")) as Record<string, unknown>;
    const gaps = productLdGaps(ld);
    if (gaps.length) issues.push({ type: "jsonLd", entity: "product", id: subject.id, name: subject.name, fixHref: subject.fixHref, detail: { properties: gaps.join(", ") } });
  }
  return issues;
}

const catalogSeo: SeoCheckSource = {
  subjects: catalogSubjects,
  async issues(list) {
    const [alts, jsonLd] = await Promise.all([altIssues(list), jsonLdIssues(list)]);
    return [...alts, ...jsonLd];
  },
  async linkTargets() {
    const [categoryRows, productRows] = await Promise.all([
      db().select({ slug: categories.slug }).from(categories).where(eq(categories.isActive, true)),
      db().select({ id: products.id }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(shownInShop),
    ]);
    return { categories: new Set(categoryRows.map((row) => row.slug)), products: new Set(productRows.map((row) => row.id)) };
  },
};

export const catalogContributions: DomainContributions = {
  domain: "catalog",
  translatable: [productTexts, categoryTexts],
  mediaUsers: [productMedia, categoryMedia],
  sitemap: [categorySitemap, productSitemap],
  seoChecks: [catalogSeo],
};
