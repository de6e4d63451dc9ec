/**
 * The translations screen's service (issue 12 point 6): one view across every translatable text of
 * the shop — products (their texts and their SEO), variants' option texts, images' alt texts,
 * categories, hero slides, static pages and landing pages — and the grid's save.
 *
 * An entry is one text of one record (a product's description, a page's section heading) as it
 * stands in the four languages. An entry exists once any language has that text; it is missing in a
 * language whose text is empty (the shop then shows French, AMENDMENTS 17). French is the source
 * and the fallback, and a text only another language has is missing in French too.
 *
 * Every source is read in SQL as "long" rows (record, field, language, text), pivoted to one row per
 * entry; counts and pages of the list are computed by the database, so the screen stays quick with
 * thousands of products. Archived products are left out: they are withdrawn from the shop.
 *
 * Writes: products (with their variants and images) and categories go through their owning services
 * (product-editor-admin.server.ts, categories-admin.server.ts). Hero slides, pages and landing pages
 * are written here, on their own tables, because their services were being written at the same time
 * (issue 12 points 1 and 4); the rows are the same ones their editors read and write. Every save is
 * one transaction with an audit row per record, and the content tables announce themselves
 * (migration 0013's NOTIFY triggers), so the shop shows the new texts at once.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  categories,
  categoryTranslations,
  heroSlides,
  heroSlideTranslations,
  landingPages,
  landingPageTranslations,
  pages,
  pageTranslations,
  productImages,
  productTranslations,
  productVariantTranslations,
  productVariants,
  products,
} from "../../../db/schema";
import type { LandingBlock } from "../../../db/schema/content";
import type { PageContent } from "../../../db/seed/types";
import { db, type Tx } from "~/server/db.server";
import { recordAudit } from "~/features/audit/audit.server";
import { saveProductTranslation, type ProductTranslationChanges } from "~/features/catalog/product-editor-admin.server";
import { saveCategoryTranslation } from "~/features/catalog/categories-admin.server";
import { HERO_AUDIT_ENTITY } from "~/features/content/hero-admin.server";
import { LANGS, perLang, type Lang } from "~/lib/langs";
import { PRODUCT_LIMITS, PRODUCT_TEXT_FIELDS, VARIANT_AXES, type ProductTranslationInput, type VariantAxis } from "~/schemas/admin/product-form";
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from "~/schemas/admin/categories";
import { HERO_CTA_MAX, HERO_SUBTITLE_MAX, HERO_TITLE_MAX } from "~/schemas/admin/hero";
import { LANDING_LIMITS } from "~/schemas/admin/landing-pages";
import { PAGE_LIMITS } from "~/schemas/admin/pages";
import { PAGE_AUDIT_ENTITY } from "~/features/content/pages-admin.server";
import { LANDING_AUDIT_ENTITY } from "~/features/content/landing-pages-admin.server";
import { cleanText, TRANSLATION_TYPES, TRANSLATIONS_PAGE_SIZE, type TranslationEntryInput, type TranslationType, type TranslationView } from "~/schemas/admin/translations";
import { UUID } from "~/lib/uuid";

export interface Actor {
  id: string;
  email: string;
}

const PRODUCT_LONG = new Set<string>(["description", "careInstructions"]);
const PRODUCT_SEO_FIELDS = ["seoTitle", "seoDescription"] as const;
type LandingBlockField = "title" | "text" | "ctaText" | "markdown";

/** The longest text a field takes, as its own editor allows; null for a field the screen does not know. */
export function limitOf(type: TranslationType, field: string): number | null {
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
    case "category":
      return field === "name" ? CATEGORY_NAME_MAX : field === "description" ? CATEGORY_DESCRIPTION_MAX : null;
    case "hero":
      return field === "title" ? HERO_TITLE_MAX : field === "subtitle" ? HERO_SUBTITLE_MAX : field === "ctaText" ? HERO_CTA_MAX : null;
    case "page": {
      const part = pagePart(field);
      return part ? PAGE_LIMITS[part.text] : null;
    }
    case "landing": {
      if (field === "title") return LANDING_LIMITS.title;
      if (field === "seoTitle") return LANDING_LIMITS.seoTitle;
      if (field === "seoDescription") return LANDING_LIMITS.seoDescription;
      const block = blockPart(field);
      if (!block) return null;
      return { title: LANDING_LIMITS.blockTitle, text: LANDING_LIMITS.blockText, ctaText: LANDING_LIMITS.ctaText, markdown: LANDING_LIMITS.markdown }[block.text];
    }
  }
}

/** A page's field: its own title, meta description and intro, a section's heading or body, a FAQ entry's question or answer. */
function pagePart(field: string): { kind: "own"; text: "title" | "metaDescription" | "intro" } | { kind: "section"; id: string; text: "heading" | "body" } | { kind: "faq"; index: number; text: "question" | "answer" } | null {
  if (field === "title" || field === "metaDescription" || field === "intro") return { kind: "own", text: field };
  const section = /^section:([A-Za-z0-9_-]{1,80}):(heading|body)$/.exec(field);
  if (section) return { kind: "section", id: section[1], text: section[2] as "heading" | "body" };
  const faq = /^faq:(\d{1,3}):(question|answer)$/.exec(field);
  if (faq) return { kind: "faq", index: Number(faq[1]), text: faq[2] as "question" | "answer" };
  return null;
}

/** A landing page block's text: `block:<block id>:<title|text|ctaText|markdown>`. */
function blockPart(field: string): { id: string; text: LandingBlockField } | null {
  const match = /^block:([A-Za-z0-9_-]{1,40}):(title|text|ctaText|markdown)$/.exec(field);
  return match ? { id: match[1], text: match[2] as LandingBlockField } : null;
}

// ---------------------------------------------------------------------------------------------
// Reading: every source as long rows, one pivot.
// ---------------------------------------------------------------------------------------------

const LANG_LIST = sql.raw(LANGS.map((lang) => `'${lang}'`).join(", "));
const TYPE_ARRAY = sql.raw(`array[${TRANSLATION_TYPES.map((type) => `'${type}'`).join(", ")}]::text[]`);

/** A section's body as one text: its paragraphs (a string array, PageContent) a blank line apart, or its text as it is. */
const sectionBody = (json: string) =>
  `case jsonb_typeof(${json}->'body') when 'array' then array_to_string(array(select jsonb_array_elements_text(${json}->'body')), E'\\n\\n') else ${json}->>'body' end`;
const jsonArray = (json: string) => `case when jsonb_typeof(${json}) = 'array' then ${json} else '[]'::jsonb end`;

function snake(name: string) {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Each source's texts as long rows: (type, record_id, owner_id, sort_key, field, ord, lang, txt).
 * owner_id is what the whole record's editor is reached by (a variant's product, a page's slug);
 * sort_key and ord keep the list in the shop's order. Archived products are left out.
 */
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

const HERO_ROWS = `
    select 'hero', h.id::text, h.id::text, lpad((h.display_order + 1000000)::text, 9, '0') || h.id::text, f.field, f.ord, t.lang, f.txt
      from hero_slides h
      join hero_slide_translations t on t.slide_id = h.id
      cross join lateral (values ('title', 1, t.title), ('subtitle', 2, t.subtitle), ('ctaText', 3, t.cta_text)) as f(field, ord, txt)
`;

const PAGE_ROWS = `
    select 'page', pg.id::text, pg.slug, pg.slug, f.field, f.ord, t.lang, f.txt
      from pages pg
      join page_translations t on t.page_id = pg.id
      cross join lateral (
        select 'title' as field, 1 as ord, t.content->>'title' as txt
        union all select 'metaDescription', 2, t.content->>'metaDescription'
        union all select 'intro', 3, t.content->>'intro'
        union all select 'section:' || (s.x->>'id') || ':heading', 100 + 2 * s.o::int, s.x->>'heading'
          from jsonb_array_elements(${jsonArray("t.content->'sections'")}) with ordinality as s(x, o) where s.x->>'id' ~ '^[A-Za-z0-9_-]{1,80}$'
        union all select 'section:' || (s.x->>'id') || ':body', 101 + 2 * s.o::int, ${sectionBody("s.x")}
          from jsonb_array_elements(${jsonArray("t.content->'sections'")}) with ordinality as s(x, o) where s.x->>'id' ~ '^[A-Za-z0-9_-]{1,80}$'
        union all select 'faq:' || (q.o - 1) || ':question', 10000 + 2 * q.o::int, q.x->>'question'
          from jsonb_array_elements(${jsonArray("t.content->'faq'")}) with ordinality as q(x, o)
        union all select 'faq:' || (q.o - 1) || ':answer', 10001 + 2 * q.o::int, q.x->>'answer'
          from jsonb_array_elements(${jsonArray("t.content->'faq'")}) with ordinality as q(x, o)
      ) as f
`;

const LANDING_ROWS = `
    select 'landing', lp.id::text, lp.id::text, lp.slug, f.field, f.ord, t.lang, f.txt
      from landing_pages lp
      join landing_page_translations t on t.page_id = lp.id
      cross join lateral (values ('title', 1, t.title), ('seoTitle', 2, t.seo_title), ('seoDescription', 3, t.seo_description)) as f(field, ord, txt)
    union all
    select 'landing', lp.id::text, lp.id::text, lp.slug, 'block:' || (b.x->>'id') || ':' || k.key,
           10 + 10 * b.o::int + coalesce(array_position(array['title', 'text', 'ctaText', 'markdown'], k.key), 9), l.key, k.value
      from landing_pages lp
      cross join lateral jsonb_array_elements(${jsonArray("lp.blocks")}) with ordinality as b(x, o)
      cross join lateral jsonb_each(case when jsonb_typeof(b.x->'texts') = 'object' then b.x->'texts' else '{}'::jsonb end) as l(key, value)
      cross join lateral jsonb_each_text(case when jsonb_typeof(l.value) = 'object' then l.value else '{}'::jsonb end) as k(key, value)
     where b.x->>'id' ~ '^[A-Za-z0-9_-]{1,40}$' and k.key in ('title', 'text', 'ctaText', 'markdown')
`;

/** One row per entry: its text in each language (a column named by the language), null where it is empty. */
function entriesSql(): SQL {
  return sql`
    entries as (
      select type, record_id, owner_id, sort_key, field, min(ord) as ord,
             ${sql.raw(LANGS.map((lang) => `max(txt) filter (where lang = '${lang}') as ${lang}`).join(", "))}
        from (${sql.raw(SOURCES.map((source) => source.rows).join("\n    union all\n"))}) as long
       where lang in (${LANG_LIST}) and txt is not null and btrim(txt) <> ''
       group by type, record_id, owner_id, sort_key, field
    )`;
}

type Executor = Pick<Tx, "execute">;
async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Completeness {
  /** Entries: texts that at least one language has. */
  total: number;
  /** Entries that have a text in each language. */
  done: Record<Lang, number>;
}

export interface TranslationsSummary {
  overall: Completeness;
  byType: Record<TranslationType, Completeness>;
}

/** Each language's completeness, overall and per content type, counted by the database. */
export async function translationsSummary(executor: Executor = db()): Promise<TranslationsSummary> {
  const rows = await rowsOf<{ type: TranslationType; total: string | number } & Record<Lang, string | number>>(
    executor,
    sql`with ${entriesSql()} select type, count(*) as total, ${sql.raw(LANGS.map((lang) => `count(${lang}) as ${lang}`).join(", "))} from entries group by type`,
  );
  const empty = (): Completeness => ({ total: 0, done: perLang(() => 0) });
  const byType = Object.fromEntries(TRANSLATION_TYPES.map((type) => [type, empty()])) as Record<TranslationType, Completeness>;
  const overall = empty();
  for (const row of rows) {
    const own = byType[row.type];
    if (!own) continue;
    own.total = Number(row.total);
    overall.total += own.total;
    for (const lang of LANGS) {
      own.done[lang] = Number(row[lang]);
      overall.done[lang] += own.done[lang];
    }
  }
  return { overall, byType };
}

export interface TranslationRow {
  key: string;
  type: TranslationType;
  recordId: string;
  field: string;
  /** The field's name for the screen: an admin dictionary key and its values ("Section 2 · heading"). */
  fieldLabel: { key: string; values?: Record<string, string | number> };
  /** The record, named in French (the source): a product's name and SKU, a page's title. */
  label: string;
  /** Where the whole record is edited. */
  href: string;
  /** The text to translate from: French, or for a text missing in French the first language that has it. */
  source: { lang: Lang; text: string } | null;
  /** The text in the language being filled ("" when missing). */
  target: string;
  /** The longest text the field takes. */
  max: number;
}

export interface TranslationsPage {
  rows: TranslationRow[];
  total: number;
}

type EntryRow = {
  type: TranslationType;
  record_id: string;
  owner_id: string;
  field: string;
  ord: number | string;
} & Record<Lang, string | null>;

/**
 * One page of entries in `lang`: only those missing there ("missing"), or all of them, of one
 * content type or every one, in the shop's order (type, record, field).
 */
export async function listTranslations(options: { lang: Lang; show: TranslationView; type?: TranslationType; page: number }, summary?: TranslationsSummary): Promise<TranslationsPage> {
  const filters: SQL[] = [];
  // `lang` comes from a zod enum of LANGS: safe to name as a column.
  if (options.show === "missing") filters.push(sql`${sql.raw(options.lang)} is null`);
  if (options.type) filters.push(sql`type = ${options.type}`);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const offset = (options.page - 1) * TRANSLATIONS_PAGE_SIZE;
  const rows = await rowsOf<EntryRow>(
    db(),
    sql`with ${entriesSql()}
        select type, record_id, owner_id, field, ord, ${sql.raw(LANGS.join(", "))} from entries ${where}
         order by array_position(${TYPE_ARRAY}, type), sort_key, record_id, ord, field
         limit ${TRANSLATIONS_PAGE_SIZE} offset ${offset}`,
  );
  // The list's length is one of the summary's counts: no second pass over every text.
  const counts = summary ?? (await translationsSummary());
  const figures = options.type ? counts.byType[options.type] : counts.overall;
  const labels = await recordLabels(rows);
  return {
    total: options.show === "missing" ? figures.total - figures.done[options.lang] : figures.total,
    rows: rows.map((row) => {
      const sourceLang = options.lang === "fr" ? LANGS.find((lang) => lang !== "fr" && row[lang]) : "fr";
      const sourceText = sourceLang ? row[sourceLang] : null;
      return {
        key: `${row.type}:${row.record_id}:${row.field}`,
        type: row.type,
        recordId: row.record_id,
        field: row.field,
        fieldLabel: fieldLabel(row.type, row.field, Number(row.ord)),
        label: labels.get(`${row.type}:${row.record_id}`) ?? "—",
        href: hrefOf(row.type, row.owner_id),
        source: sourceLang && sourceText ? { lang: sourceLang, text: sourceText } : null,
        target: row[options.lang] ?? "",
        max: limitOf(row.type, row.field) ?? PRODUCT_LIMITS.shortText,
      };
    }),
  };
}

function hrefOf(type: TranslationType, owner: string): string {
  switch (type) {
    case "product":
    case "productSeo":
    case "variant":
    case "image":
      return `/admin/products/${owner}`;
    case "category":
      return `/admin/categories/${owner}`;
    case "hero":
      return `/admin/hero/${owner}`;
    case "page":
      return `/admin/pages/${owner}`;
    case "landing":
      return `/admin/landing-pages/${owner}`;
  }
}

function fieldLabel(type: TranslationType, field: string, ord: number): TranslationRow["fieldLabel"] {
  if (type === "page") {
    const part = pagePart(field);
    if (part?.kind === "section") return { key: `translations.field.section.${part.text}`, values: { n: Math.floor((ord - 100) / 2) } };
    if (part?.kind === "faq") return { key: `translations.field.faq.${part.text}`, values: { n: part.index + 1 } };
    return { key: `translations.field.page.${field}` };
  }
  if (type === "landing") {
    const block = blockPart(field);
    if (block) return { key: `translations.field.block.${block.text}`, values: { n: Math.floor((ord - 10) / 10) } };
    return { key: `translations.field.landing.${field}` };
  }
  return { key: `translations.field.${type}.${field}` };
}

/** The records of a page of entries, named in French (the source), by `<type>:<record id>`. */
async function recordLabels(rows: EntryRow[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const idsOf = (...types: TranslationType[]) => [...new Set(rows.filter((row) => types.includes(row.type)).map((row) => row.record_id))];
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
  const categoryIds = idsOf("category");
  if (categoryIds.length) {
    const named = await db()
      .select({ id: categories.id, slug: categories.slug, name: categoryTranslations.name })
      .from(categories)
      .leftJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.lang, "fr")))
      .where(inArray(categories.id, categoryIds));
    for (const category of named) labels.set(`category:${category.id}`, category.name || category.slug);
  }
  const heroIds = idsOf("hero");
  if (heroIds.length) {
    const named = await db()
      .select({ id: heroSlides.id, order: heroSlides.displayOrder, title: heroSlideTranslations.title })
      .from(heroSlides)
      .leftJoin(heroSlideTranslations, and(eq(heroSlideTranslations.slideId, heroSlides.id), eq(heroSlideTranslations.lang, "fr")))
      .where(inArray(heroSlides.id, heroIds));
    for (const slide of named) labels.set(`hero:${slide.id}`, slide.title || `#${slide.order + 1}`);
  }
  const pageIds = idsOf("page");
  if (pageIds.length) {
    const named = await db()
      .select({ id: pages.id, slug: pages.slug, content: pageTranslations.content })
      .from(pages)
      .leftJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.lang, "fr")))
      .where(inArray(pages.id, pageIds));
    for (const page of named) labels.set(`page:${page.id}`, page.content?.title ? `${page.content.title} · /${page.slug}` : `/${page.slug}`);
  }
  const landingIds = idsOf("landing");
  if (landingIds.length) {
    const named = await db()
      .select({ id: landingPages.id, slug: landingPages.slug, title: landingPageTranslations.title })
      .from(landingPages)
      .leftJoin(landingPageTranslations, and(eq(landingPageTranslations.pageId, landingPages.id), eq(landingPageTranslations.lang, "fr")))
      .where(inArray(landingPages.id, landingIds));
    for (const page of named) labels.set(`landing:${page.id}`, page.title ? `${page.title} · /p/${page.slug}` : `/p/${page.slug}`);
  }
  return labels;
}

// ---------------------------------------------------------------------------------------------
// Writing: the grid's save.
// ---------------------------------------------------------------------------------------------

/** Why one entry of a save was refused: an admin dictionary key and its values, at the entry's index in the form. */
export interface EntryRefusal {
  index: number;
  message: string;
  values?: Record<string, string | number>;
}

/** The save was refused: nothing was written; each refused entry says why. */
export class TranslationSaveError extends Error {
  constructor(public refusals: EntryRefusal[]) {
    super(`Translations save refused (${refusals.length})`);
    this.name = "TranslationSaveError";
  }
}

interface Change {
  index: number;
  type: TranslationType;
  recordId: string;
  field: string;
  text: string;
  was: string;
}

function parseKey(key: string): { type: TranslationType; recordId: string; field: string } | null {
  const [type, recordId, ...rest] = key.split(":");
  const field = rest.join(":");
  if (!(TRANSLATION_TYPES as readonly string[]).includes(type) || !UUID.test(recordId ?? "") || !field) return null;
  if (limitOf(type as TranslationType, field) === null) return null;
  return { type: type as TranslationType, recordId: recordId.toLowerCase(), field };
}

/** Collects refusals; `ok()` says whether a record's changes may be written. */
class Refusals {
  list: EntryRefusal[] = [];
  add(change: Change, message: string, values?: Record<string, string | number>) {
    this.list.push({ index: change.index, message, values });
  }
  has(changes: Change[]) {
    return changes.some((change) => this.list.some((refusal) => refusal.index === change.index));
  }
}

/** The text changed since the grid was drawn (someone else saved it): refuse rather than overwrite. */
function checkStale(refusals: Refusals, change: Change, stored: string | null | undefined) {
  if (cleanText(stored ?? "") !== cleanText(change.was)) refusals.add(change, "translations.errors.stale");
}

/**
 * Saves the grid: the entries whose text differs from the one it was drawn with, in `lang`, in one
 * transaction with an audit row per record. Any refusal (too long, changed meanwhile, a required
 * French text emptied…) writes nothing and throws TranslationSaveError naming each refused entry.
 * Returns how many texts were written.
 */
export async function saveTranslations(lang: Lang, entries: TranslationEntryInput[], actor: Actor): Promise<{ saved: number }> {
  const refusals = new Refusals();
  const changes: Change[] = [];
  entries.forEach((entry, index) => {
    const parsed = parseKey(entry.key);
    const change = { index, ...(parsed ?? { type: "product" as const, recordId: "", field: "" }), text: cleanText(entry.text), was: cleanText(entry.was) };
    if (!parsed) return refusals.add(change, "translations.errors.invalid");
    if (change.text === change.was) return;
    const max = limitOf(parsed.type, parsed.field)!;
    if (change.text.length > max) return refusals.add(change, "translations.errors.tooLong", { max });
    changes.push(change);
  });
  if (refusals.list.length) throw new TranslationSaveError(refusals.list);
  if (changes.length === 0) return { saved: 0 };

  await db().transaction(async (tx) => {
    for (const source of SOURCES) {
      const mine = changes.filter((change) => source.types.includes(change.type));
      if (mine.length) await source.write(tx, lang, mine, actor, refusals);
    }
    // Rolls back whatever was written before a refusal further down.
    if (refusals.list.length) throw new TranslationSaveError(refusals.list);
  });
  return { saved: changes.length };
}

function groupBy(changes: Change[], by: (change: Change) => string = (change) => change.recordId): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) groups.set(by(change), [...(groups.get(by(change)) ?? []), change]);
  return groups;
}

/** Products with their variants and images: one call of the product service per product. */
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

/** What an audit row keeps of a translation: the language and each changed field's before and after. */
function auditValues(lang: Lang, changes: Change[], stored: (change: Change) => string) {
  return {
    before: { lang, ...Object.fromEntries(changes.map((change) => [change.field, stored(change)])) },
    after: { lang, ...Object.fromEntries(changes.map((change) => [change.field, change.text])) },
  };
}

// Hero slides, pages and landing pages are written here, on the tables their editors use (see the
// file's comment): their services were being written alongside this screen.

async function writeHero(tx: Tx, slideId: string, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) {
  const [slide] = await tx.select({ id: heroSlides.id }).from(heroSlides).where(eq(heroSlides.id, slideId)).for("update");
  if (!slide) return changes.forEach((change) => refusals.add(change, "translations.errors.notFound"));
  const [stored] = await tx
    .select()
    .from(heroSlideTranslations)
    .where(and(eq(heroSlideTranslations.slideId, slideId), eq(heroSlideTranslations.lang, lang)));
  const next = { title: stored?.title ?? "", subtitle: stored?.subtitle ?? "", ctaText: stored?.ctaText ?? "" };
  for (const change of changes) {
    const field = change.field as keyof typeof next;
    checkStale(refusals, change, stored?.[field]);
    if (lang === "fr" && field === "title" && !change.text) refusals.add(change, "translations.errors.frenchRequired");
    next[field] = change.text;
  }
  if (refusals.has(changes)) return;
  if (next.title || next.subtitle || next.ctaText) {
    await tx
      .insert(heroSlideTranslations)
      .values({ slideId, lang, ...next })
      .onConflictDoUpdate({ target: [heroSlideTranslations.slideId, heroSlideTranslations.lang], set: next });
  } else {
    // A language with no text has no row: the shop shows French.
    await tx.delete(heroSlideTranslations).where(and(eq(heroSlideTranslations.slideId, slideId), eq(heroSlideTranslations.lang, lang)));
  }
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "hero.translate",
    entity: HERO_AUDIT_ENTITY,
    entityId: slideId,
    ...auditValues(lang, changes, (change) => stored?.[change.field as keyof typeof next] ?? ""),
  });
}

/** A page's text in one language's content, as the list reads it. */
function pageText(content: PageContent, field: string): string | null {
  const part = pagePart(field);
  if (!part) return null;
  if (part.kind === "own") return (content[part.text] as string | undefined) ?? "";
  if (part.kind === "section") {
    const section = content.sections?.find((candidate) => candidate.id === part.id);
    if (!section) return null;
    if (part.text === "heading") return section.heading ?? "";
    const body = section.body as unknown;
    return Array.isArray(body) ? body.join("\n\n") : typeof body === "string" ? body : "";
  }
  const entry = content.faq?.[part.index];
  return entry ? (entry[part.text] ?? "") : null;
}

/**
 * A language's content laid out on the French one, as the page editor stores it: the French
 * sections in their order (this language's own text, or empty), then any section only this language
 * has, and as many questions as French. The shop falls back to French text by text (composePage).
 */
function alignedContent(own: PageContent | undefined, french: PageContent): PageContent {
  const sections = (own?.sections ?? []) as PageContent["sections"];
  const faq = own?.faq ?? [];
  return {
    ...own,
    title: own?.title ?? "",
    metaDescription: own?.metaDescription ?? "",
    sections: [
      ...french.sections.map((section) => sections.find((candidate) => candidate.id === section.id) ?? { id: section.id, heading: "", body: [] }),
      ...sections.filter((section) => !french.sections.some((candidate) => candidate.id === section.id)),
    ],
    ...(french.faq?.length || faq.length ? { faq: [...faq, ...(french.faq ?? []).slice(faq.length).map(() => ({ question: "", answer: "" }))] } : {}),
  };
}

/** The content with one text replaced; null when the page has no such section or question. */
function withPageText(content: PageContent, field: string, text: string): PageContent | null {
  const part = pagePart(field);
  if (!part) return null;
  if (part.kind === "own") {
    const next = { ...content, [part.text]: text };
    if (part.text === "intro" && !text) delete next.intro;
    return next;
  }
  if (part.kind === "section") {
    const index = content.sections?.findIndex((candidate) => candidate.id === part.id) ?? -1;
    if (index < 0) return null;
    const section = content.sections[index];
    const body = section.body as unknown;
    const replaced =
      part.text === "heading"
        ? { ...section, heading: text }
        : // Paragraphs stay paragraphs (a blank line apart), as the page editor stores them.
          { ...section, body: (typeof body === "string" ? text : text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean)) as string[] };
    return { ...content, sections: content.sections.map((candidate, position) => (position === index ? replaced : candidate)) };
  }
  if (!content.faq?.[part.index]) return null;
  return { ...content, faq: content.faq.map((entry, position) => (position === part.index ? { ...entry, [part.text]: text } : entry)) };
}

async function writePage(tx: Tx, pageId: string, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) {
  const [page] = await tx.select({ id: pages.id, slug: pages.slug }).from(pages).where(eq(pages.id, pageId)).for("update");
  if (!page) return changes.forEach((change) => refusals.add(change, "translations.errors.notFound"));
  const rows = await tx
    .select()
    .from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, pageId), inArray(pageTranslations.lang, [lang, "fr"])));
  const stored = rows.find((row) => row.lang === lang);
  const french = rows.find((row) => row.lang === "fr")?.content;
  if (!french) return changes.forEach((change) => refusals.add(change, "translations.errors.notFound"));
  // A language without its version yet gets one laid out on the French (its other texts empty).
  let content = lang === "fr" ? french : alignedContent(stored?.content, french);
  for (const change of changes) {
    const next = withPageText(content, change.field, change.text);
    if (!next) {
      refusals.add(change, "translations.errors.notFound");
      continue;
    }
    checkStale(refusals, change, stored ? pageText(stored.content, change.field) : "");
    if (lang === "fr" && change.field === "title" && !change.text) refusals.add(change, "translations.errors.frenchRequired");
    content = next;
  }
  if (refusals.has(changes)) return;
  const now = new Date();
  await tx
    .insert(pageTranslations)
    .values({ pageId, lang, content, updatedAt: now })
    .onConflictDoUpdate({ target: [pageTranslations.pageId, pageTranslations.lang], set: { content, updatedAt: now } });
  await tx.update(pages).set({ updatedAt: now }).where(eq(pages.id, pageId));
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "page.translate",
    // The page editor's own entries name the page by its slug: its audit trail then shows these too.
    entity: PAGE_AUDIT_ENTITY,
    entityId: page.slug,
    ...auditValues(lang, changes, (change) => (stored ? (pageText(stored.content, change.field) ?? "") : "")),
  });
}

async function writeLanding(tx: Tx, pageId: string, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) {
  const [page] = await tx.select({ id: landingPages.id, blocks: landingPages.blocks }).from(landingPages).where(eq(landingPages.id, pageId)).for("update");
  if (!page) return changes.forEach((change) => refusals.add(change, "translations.errors.notFound"));
  const [stored] = await tx
    .select()
    .from(landingPageTranslations)
    .where(and(eq(landingPageTranslations.pageId, pageId), eq(landingPageTranslations.lang, lang)));
  const own = { title: stored?.title ?? "", seoTitle: stored?.seoTitle ?? "", seoDescription: stored?.seoDescription ?? "" };
  let ownChanged = false;
  let blocks: LandingBlock[] = Array.isArray(page.blocks) ? page.blocks : [];
  const blockText = (list: LandingBlock[], id: string, text: string) => {
    const block = list.find((candidate) => candidate.id === id);
    if (!block) return null;
    return ((block.texts as Partial<Record<Lang, Record<string, string>>>)?.[lang]?.[text] as string | undefined) ?? "";
  };
  for (const change of changes) {
    const block = blockPart(change.field);
    if (!block) {
      const field = change.field as keyof typeof own;
      checkStale(refusals, change, stored?.[field]);
      if (lang === "fr" && field === "title" && !change.text) refusals.add(change, "translations.errors.frenchRequired");
      own[field] = change.text;
      ownChanged = true;
      continue;
    }
    const current = blockText(page.blocks ?? [], block.id, block.text);
    if (current === null) {
      refusals.add(change, "translations.errors.notFound");
      continue;
    }
    checkStale(refusals, change, current);
    blocks = blocks.map((candidate) => {
      if (candidate.id !== block.id) return candidate;
      const texts = { ...(candidate.texts as Partial<Record<Lang, Record<string, string>>>) };
      const mine = { ...texts[lang] };
      if (change.text) mine[block.text] = change.text;
      else delete mine[block.text];
      if (Object.keys(mine).length) texts[lang] = mine;
      else delete texts[lang];
      return { ...candidate, texts } as LandingBlock;
    });
  }
  if (refusals.has(changes)) return;
  if (ownChanged) {
    if (own.title || own.seoTitle || own.seoDescription) {
      await tx
        .insert(landingPageTranslations)
        .values({ pageId, lang, ...own })
        .onConflictDoUpdate({ target: [landingPageTranslations.pageId, landingPageTranslations.lang], set: own });
    } else {
      await tx.delete(landingPageTranslations).where(and(eq(landingPageTranslations.pageId, pageId), eq(landingPageTranslations.lang, lang)));
    }
  }
  await tx.update(landingPages).set({ blocks, updatedAt: new Date() }).where(eq(landingPages.id, pageId));
  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: "landingPage.translate",
    entity: LANDING_AUDIT_ENTITY,
    entityId: pageId,
    ...auditValues(lang, changes, (change) => {
      const block = blockPart(change.field);
      return block ? (blockText(page.blocks ?? [], block.id, block.text) ?? "") : (stored?.[change.field as keyof typeof own] ?? "");
    }),
  });
}

/** Writes each record's changes on its own (one audit row per record). */
const perRecord =
  (write: (tx: Tx, recordId: string, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) => Promise<void>) =>
  async (tx: Tx, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) => {
    for (const [recordId, group] of groupBy(changes)) await write(tx, recordId, lang, group, actor, refusals);
  };

/**
 * The registry of translatable sources: the content types each holds, its texts as long rows (read
 * by the list and the counts, all in one query), and how its changes are written. A new kind of
 * translatable content is one more entry here (and its field labels in the admin dictionary).
 */
interface TranslatableSource {
  types: readonly TranslationType[];
  rows: string;
  write: (tx: Tx, lang: Lang, changes: Change[], actor: Actor, refusals: Refusals) => Promise<void>;
}

const SOURCES: readonly TranslatableSource[] = [
  // Products with their SEO texts, variants and images: one product service call (one audit row) per product.
  { types: ["product", "productSeo", "variant", "image"], rows: PRODUCT_ROWS, write: writeProducts },
  { types: ["category"], rows: CATEGORY_ROWS, write: perRecord(writeCategory) },
  { types: ["hero"], rows: HERO_ROWS, write: perRecord(writeHero) },
  { types: ["page"], rows: PAGE_ROWS, write: perRecord(writePage) },
  { types: ["landing"], rows: LANDING_ROWS, write: perRecord(writeLanding) },
];
