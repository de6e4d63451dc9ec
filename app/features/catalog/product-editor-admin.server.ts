/**
 * The product editor's service (docs/product/admin-back-office.md#adm-14): a product as the editor shows it, and its save,
 * duplicate and delete. Used by the editor screens and the CSV import, so that a product is written
 * one way whoever writes it.
 *
 * A save is one transaction: the product row, its texts in four languages, its images (the first is
 * the main one, docs/product/catalogue.md#cat-18), its variants and their texts, its stock (through the stock service, so
 * each change has its movement row), and the audit row. A save that changes nothing writes nothing,
 * which makes a repeated import a no-op.
 *
 * The shop reads the catalogue from the database on every request (nothing of it is cached), so a
 * saved product shows on the next page, on every copy of the server.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { categories, orderItems, productImages, productTranslations, productVariantTranslations, productVariants, products } from "../../../db/schema";
import { db, type Tx } from "~/server/db.server";
import { isUniqueViolation } from "~/server/db-errors.server";
import { LANGS, perLang, type Lang } from "~/lib/langs";
import { toDecimalString } from "~/lib/money";
import { SWATCH_NAMES } from "~/lib/swatches";
import { recordAudit } from "~/features/audit/audit.server";
import { adjustStockIn, StockError } from "~/features/stock/stock.server";
import {
  VARIANT_AXES,
  type AxisValueInput,
  type ImageInput,
  type ProductFormInput,
  type ProductInput,
  type ProductTranslationInput,
  type VariantAxis,
} from "~/schemas/admin/product-form";
import type { Actor } from "~/features/orders/orders-admin.server";
import { UUID } from "~/lib/uuid";
import { dimensionsText } from "~/lib/variant-facts";
import { shopVisibility, type HiddenReason } from "./catalog.server";

/** Why a save, a duplicate or a delete was refused; its code names the admin text ("productEditor.errors.<code>"). */
export class ProductEditorError extends Error {
  constructor(
    public code: "not_found" | "sku_taken" | "variant_sku_taken" | "variant_ordered" | "ordered" | "category" | "not_enough_stock",
    /** What the message names: a SKU, a count. */
    public detail: Record<string, string | number> = {},
    /** The form field the refusal belongs to (`sku`, `variants[2].sku`), if any. */
    public field?: string,
  ) {
    super(`Product editor: ${code}`);
    this.name = "ProductEditorError";
  }
}

const EMPTY_TRANSLATION: ProductTranslationInput = {
  name: "",
  description: "",
  scent: "",
  careInstructions: "",
  burnTime: "",
  weight: "",
  dimensions: "",
  waxType: "",
  wickType: "",
  containerType: "",
  manufacturingCountry: "",
  seoTitle: "",
  seoDescription: "",
};
const TRANSLATION_KEYS = Object.keys(EMPTY_TRANSLATION) as (keyof ProductTranslationInput)[];

/** What keeps a product out of the shop ("why isn't it visible?"), or that it shows sold out. */
export type VisibilityProblem = HiddenReason | "noStock";

export interface ProductEditorData {
  id: string;
  /** The form's values, in the shape the form posts (ProductFormInput), plus each variant's label. */
  values: ProductFormInput & { translations: Record<Lang, ProductTranslationInput> };
  variantIds: string[];
  /** Variants that were ordered: they can be disabled, not deleted. */
  orderedVariantIds: string[];
  /** Whether any order names the product: it can be archived, not deleted. */
  ordered: boolean;
  problems: VisibilityProblem[];
  createdAt: Date;
  updatedAt: Date;
}

/** The product's variants' texts per language, keyed by variant id. */
type VariantTexts = Map<string, Partial<Record<Lang, { size: string | null; color: string | null; scentVariant: string | null }>>>;

/** The option axes and each variant's positions on them, rebuilt from the variant rows (the form's shape). */
function axesOf(variants: (typeof productVariants.$inferSelect)[], texts: VariantTexts) {
  const axes: Record<VariantAxis, AxisValueInput[]> = { size: [], color: [], scentVariant: [] };
  const choices = variants.map((variant) => {
    const own = texts.get(variant.id) ?? {};
    const choice: Partial<Record<VariantAxis, number>> = {};
    for (const axis of VARIANT_AXES) {
      const french = own.fr?.[axis]?.trim();
      if (!french) continue;
      let index = axes[axis].findIndex((value) => value.fr.toLowerCase() === french.toLowerCase());
      if (index < 0) {
        index = axes[axis].length;
        axes[axis].push({
          ...perLang((lang) => own[lang]?.[axis] ?? ""),
          fr: french,
          // A known swatch by its name; any other colour shows neutral.
          swatch: axis === "color" && (SWATCH_NAMES as string[]).includes(variant.color ?? "") ? variant.color! : "",
        });
      }
      choice[axis] = index;
    }
    return choice;
  });
  return { axes, choices };
}

async function loadVariants(executor: Tx | ReturnType<typeof db>, productId: string) {
  const variants = await executor
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.displayOrder), asc(productVariants.createdAt), asc(productVariants.sku));
  const rows = variants.length
    ? await executor
        .select()
        .from(productVariantTranslations)
        .where(
          inArray(
            productVariantTranslations.variantId,
            variants.map((variant) => variant.id),
          ),
        )
    : [];
  const texts: VariantTexts = new Map();
  for (const row of rows) {
    const own = texts.get(row.variantId) ?? {};
    own[row.lang as Lang] = { size: row.size, color: row.color, scentVariant: row.scentVariant };
    texts.set(row.variantId, own);
  }
  return { variants, texts };
}

/** The product in the form's shape, or null. Reads inside `executor` (the save compares with it). */
async function loadProduct(executor: Tx | ReturnType<typeof db>, id: string) {
  const [product] = await executor.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const [texts, images, { variants, texts: variantTexts }] = await Promise.all([
    executor.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    executor.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.displayOrder), asc(productImages.id)),
    loadVariants(executor, id),
  ]);
  const translations = Object.fromEntries(
    LANGS.map((lang) => {
      const row = texts.find((text) => text.lang === lang);
      return [lang, row ? Object.fromEntries(TRANSLATION_KEYS.map((key) => [key, row[key] ?? ""])) : { ...EMPTY_TRANSLATION }];
    }),
  ) as Record<Lang, ProductTranslationInput>;
  const { axes, choices } = axesOf(variants, variantTexts);
  const values = {
    sku: product.sku,
    categoryId: product.categoryId,
    price: toDecimalString(product.priceMinor),
    status: product.status,
    featured: product.featured,
    bestSeller: product.bestSeller,
    newArrival: product.newArrival,
    natural: product.natural,
    artisanal: product.artisanal,
    translations,
    stock: product.stock,
    stockLoaded: product.stock,
    axes,
    variants: variants.map((variant, index) => ({
      id: variant.id,
      sku: variant.sku,
      ...choices[index],
      priceAdjustment: toDecimalString(variant.priceAdjustmentMinor),
      stock: variant.stock,
      stockLoaded: variant.stock,
      isActive: variant.isActive,
      // Its own facts as the grid types them; "" keeps the product's.
      weight: variant.weightGrams === null ? "" : String(variant.weightGrams),
      dimensions: dimensionsText(variant),
      burnHours: variant.burnHours === null ? "" : String(variant.burnHours),
    })),
    images: images.map((image) => ({
      url: image.imageUrl,
      alt: Object.fromEntries(LANGS.map((lang) => [lang, image.altText[lang] ?? ""])) as Record<Lang, string>,
    })),
  } satisfies ProductFormInput;
  return { product, values, variants };
}

/** A stored variant's facts in the parsed form's shape. */
const storedFacts = (variant: typeof productVariants.$inferSelect) => ({
  weight: variant.weightGrams,
  dimensions: variant.widthMm && variant.heightMm ? { widthMm: variant.widthMm, heightMm: variant.heightMm } : null,
  burnHours: variant.burnHours,
});

/**
 * What keeps the product out of the shop, in the order the owner would fix it, read with the shop's
 * own rule (shopVisibility); a product that is shown but has nothing to sell says so too.
 */
async function visibilityProblems(executor: Tx | ReturnType<typeof db>, productId: string): Promise<VisibilityProblem[]> {
  const visibility = await shopVisibility(productId, executor);
  if (!visibility) return [];
  return [...visibility.reasons, ...(visibility.soldOut ? (["noStock"] as const) : [])];
}

export async function productForEditor(id: string): Promise<ProductEditorData | null> {
  if (!UUID.test(id)) return null;
  const loaded = await loadProduct(db(), id);
  if (!loaded) return null;
  const { product, values, variants } = loaded;
  const [orderedRows, problems] = await Promise.all([
    db().selectDistinct({ productId: orderItems.productId, variantId: orderItems.variantId }).from(orderItems).where(eq(orderItems.productId, id)),
    visibilityProblems(db(), product.id),
  ]);
  return {
    id,
    values,
    variantIds: variants.map((variant) => variant.id),
    orderedVariantIds: [...new Set(orderedRows.flatMap((row) => (row.variantId ? [row.variantId] : [])))],
    ordered: orderedRows.length > 0,
    problems,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

/** The empty form of a new product (a draft: nothing is shown in the shop before the owner publishes it). */
export function newProductValues(categoryId: string): ProductFormInput & { translations: Record<Lang, ProductTranslationInput> } {
  return {
    sku: "",
    categoryId,
    price: "",
    status: "draft",
    featured: false,
    bestSeller: false,
    newArrival: false,
    natural: false,
    artisanal: false,
    translations: Object.fromEntries(LANGS.map((lang) => [lang, { ...EMPTY_TRANSLATION }])) as Record<Lang, ProductTranslationInput>,
    stock: 0,
    axes: { size: [], color: [], scentVariant: [] },
    variants: [],
    images: [],
  };
}

/** A value's comparable form: the parsed input and the stored product compare equal when nothing would change. */
function comparable(input: ProductInput) {
  return JSON.stringify({
    ...input,
    stockLoaded: undefined,
    variants: input.variants.map((variant) => ({ ...variant, id: undefined, stockLoaded: undefined })),
  });
}

export interface SaveResult {
  id: string;
  created: boolean;
  changed: boolean;
}

export interface SaveOptions {
  /** Run inside the caller's transaction (the CSV import applies all its rows in one). */
  tx?: Tx;
  /** The stock movements' reason: "stocktake" from the editor, "import" from a CSV file. */
  stockReason?: "stocktake" | "import";
  /** Match variants by SKU rather than by id (a CSV file has no ids). */
  matchVariantsBySku?: boolean;
}

/**
 * Creates (id null) or updates a product from the editor's parsed form. Refusals throw
 * ProductEditorError; a database refusal of a duplicate SKU (two saves racing) becomes one too.
 */
export async function saveProduct(id: string | null, input: ProductInput, actor: Actor, options: SaveOptions = {}): Promise<SaveResult> {
  const run = (tx: Tx) => saveIn(tx, id, input, actor, options);
  try {
    return options.tx ? await run(options.tx) : await db().transaction(run);
  } catch (error) {
    if (error instanceof StockError) throw new ProductEditorError("not_enough_stock", { available: error.available });
    if (isUniqueViolation(error)) throw new ProductEditorError("sku_taken", { sku: input.sku }, "sku");
    throw error;
  }
}

async function saveIn(tx: Tx, id: string | null, input: ProductInput, actor: Actor, options: SaveOptions): Promise<SaveResult> {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
  if (!category) throw new ProductEditorError("category", {}, "categoryId");

  // Clear refusals first (the unique constraints stay the guard when two saves race).
  const [skuOwner] = await tx
    .select({ id: products.id })
    .from(products)
    .where(id ? and(eq(products.sku, input.sku), ne(products.id, id)) : eq(products.sku, input.sku));
  if (skuOwner) throw new ProductEditorError("sku_taken", { sku: input.sku }, "sku");
  if (input.variants.length) {
    const taken = await tx
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(
        and(
          inArray(
            productVariants.sku,
            input.variants.map((variant) => variant.sku),
          ),
          id ? ne(productVariants.productId, id) : undefined,
        ),
      );
    if (taken.length) {
      const index = input.variants.findIndex((variant) => variant.sku === taken[0].sku);
      throw new ProductEditorError("variant_sku_taken", { sku: taken[0].sku }, `variants[${index}].sku`);
    }
  }

  let before: Awaited<ReturnType<typeof loadProduct>> = null;
  if (id) {
    // Locked for the save, so that two saves of one product run one after the other.
    const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for("update");
    if (!locked) throw new ProductEditorError("not_found");
    before = await loadProduct(tx, id);
    if (before && comparable(normalise(before.values, input, before.variants)) === comparable(input)) return { id, created: false, changed: false };
  }

  const mainImage = input.images[0]?.url ?? null;
  const row = {
    sku: input.sku,
    categoryId: input.categoryId,
    priceMinor: input.price,
    status: input.status,
    featured: input.featured,
    bestSeller: input.bestSeller,
    newArrival: input.newArrival,
    natural: input.natural,
    artisanal: input.artisanal,
    hasVariants: input.variants.length > 0,
    // docs/product/catalogue.md#cat-18: the first gallery image is the product's main image.
    imageUrl: mainImage,
    updatedAt: new Date(),
  };
  let productId: string;
  if (id) {
    await tx.update(products).set(row).where(eq(products.id, id));
    productId = id;
  } else {
    const [created] = await tx.insert(products).values({ ...row, stock: 0 }).returning({ id: products.id });
    productId = created.id;
  }

  await writeTranslations(tx, productId, input.translations);
  await writeImages(tx, productId, input.images);
  const stockReason = options.stockReason ?? "stocktake";
  await writeVariants(tx, productId, input, before?.variants ?? [], actor, { stockReason, bySku: options.matchVariantsBySku ?? false });

  // The product's own stock: a product without variants has the count typed; one with variants holds
  // the sum of its variants' (its own stock caps them all, as an order line takes from both).
  if (input.variants.length === 0) {
    // Relative to what the editor loaded, unless the product had variants until now (its stock was theirs).
    const loaded = before && !before.product.hasVariants ? input.stockLoaded : undefined;
    await moveStockTo(tx, productId, null, input.stock, loaded, actor, stockReason);
  } else {
    const [sum] = await tx
      .select({ total: sql<number>`coalesce(sum(${productVariants.stock}), 0)::int` })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    await moveStockTo(tx, productId, null, Number(sum?.total ?? 0), undefined, actor, stockReason);
  }

  await recordAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: id ? "product.update" : "product.create",
    entity: "product",
    entityId: productId,
    before: before ? summary(before.values) : null,
    after: summary(input),
  });
  return { id: productId, created: !id, changed: true };
}

/** What the audit log keeps of a product: enough to see what changed, without four languages of prose. */
function summary(values: ProductFormInput | ProductInput) {
  return {
    sku: values.sku,
    status: values.status,
    price: typeof values.price === "number" ? toDecimalString(values.price) : values.price,
    categoryId: values.categoryId,
    name: values.translations?.fr?.name,
    badges: (["featured", "bestSeller", "newArrival", "natural", "artisanal"] as const).filter((badge) => values[badge]),
    variants: values.variants?.map((variant) => variant.sku) ?? [],
    images: values.images?.length ?? 0,
  };
}

/**
 * The stored product in the parsed input's shape, for the "nothing changed" comparison: what the
 * input leaves to the stored values (the stock it does not set) is taken from them.
 */
function normalise(
  stored: ProductFormInput & { translations: Record<Lang, ProductTranslationInput> },
  input: ProductInput,
  rows: (typeof productVariants.$inferSelect)[],
): ProductInput {
  return {
    sku: stored.sku,
    categoryId: stored.categoryId,
    price: Math.round(Number(stored.price) * 100),
    status: stored.status,
    featured: Boolean(stored.featured),
    bestSeller: Boolean(stored.bestSeller),
    newArrival: Boolean(stored.newArrival),
    natural: Boolean(stored.natural),
    artisanal: Boolean(stored.artisanal),
    translations: stored.translations,
    // A product with variants: its own stock follows them, whatever the form says.
    stock: input.variants.length ? input.stock : (stored.stock as number),
    stockLoaded: undefined,
    axes: stored.axes as ProductInput["axes"],
    variants: (stored.variants ?? []).map((variant, index) => ({
      sku: variant.sku,
      size: variant.size as number | undefined,
      color: variant.color as number | undefined,
      scentVariant: variant.scentVariant as number | undefined,
      priceAdjustment: Math.round(Number(variant.priceAdjustment) * 100),
      stock: variant.stock as number,
      isActive: Boolean(variant.isActive),
      ...storedFacts(rows[index]),
    })),
    images: (stored.images ?? []) as ImageInput[],
  };
}

async function writeTranslations(tx: Tx, productId: string, translations: Record<Lang, ProductTranslationInput>) {
  await tx.delete(productTranslations).where(eq(productTranslations.productId, productId));
  // A language with no text at all has no row: the shop falls back to French (docs/product/languages-and-currencies.md#lang-4).
  const rows = LANGS.filter((lang) => TRANSLATION_KEYS.some((key) => translations[lang][key])).map((lang) => ({ productId, lang, ...translations[lang] }));
  if (rows.length) await tx.insert(productTranslations).values(rows);
}

async function writeImages(tx: Tx, productId: string, images: ImageInput[]) {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length) {
    await tx.insert(productImages).values(
      images.map((image, index) => ({
        productId,
        imageUrl: image.url,
        altText: Object.fromEntries(LANGS.filter((lang) => image.alt[lang]).map((lang) => [lang, image.alt[lang]])),
        displayOrder: index,
      })),
    );
  }
}

/** A variant's texts per language, from the axes' translated values it names. */
function variantTexts(input: ProductInput, variant: ProductInput["variants"][number]) {
  return LANGS.map((lang) => {
    const value = (axis: VariantAxis) => {
      const chosen = variant[axis];
      if (chosen === undefined) return null;
      const option = input.axes[axis][chosen];
      // A language left empty stays empty (the shop shows the French value in its place), so the
      // translations screen can count it as missing.
      if (!option) return null;
      return lang === "fr" ? option.fr : option[lang] || null;
    };
    return { lang, size: value("size"), color: value("color"), scentVariant: value("scentVariant") };
  });
}

async function writeVariants(
  tx: Tx,
  productId: string,
  input: ProductInput,
  existing: (typeof productVariants.$inferSelect)[],
  actor: Actor,
  options: { stockReason: "stocktake" | "import"; bySku: boolean },
) {
  const byId = new Map(existing.map((variant) => [variant.id, variant]));
  const bySku = new Map(existing.map((variant) => [variant.sku.toLowerCase(), variant]));
  const kept = new Set<string>();
  const targets: { variantId: string; stock: number; stockLoaded?: number }[] = [];

  // Variants that leave the form are deleted, unless an order names them.
  const matched = input.variants.map((variant) => (variant.id && !options.bySku ? byId.get(variant.id) : bySku.get(variant.sku.toLowerCase())));
  const removed = existing.filter((variant) => !matched.some((match) => match?.id === variant.id));
  if (removed.length) {
    const ordered = await tx
      .selectDistinct({ variantId: orderItems.variantId })
      .from(orderItems)
      .where(
        inArray(
          orderItems.variantId,
          removed.map((variant) => variant.id),
        ),
      );
    if (ordered.length) {
      const sku = removed.find((variant) => variant.id === ordered[0].variantId)?.sku ?? "";
      throw new ProductEditorError("variant_ordered", { sku });
    }
    for (const variant of removed) {
      // Its units leave the product's stock with it, logged like any other change.
      if (variant.stock > 0) await adjustStockIn(tx, { productId, variantId: variant.id, change: { to: 0 }, reason: options.stockReason, note: null }, actor);
    }
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        removed.map((variant) => variant.id),
      ),
    );
  }
  // SKUs are unique across variants: free the old SKUs of the rows being renamed first, so that two
  // variants can swap SKUs in one save.
  for (const [index, variant] of input.variants.entries()) {
    const match = matched[index];
    if (match && match.sku !== variant.sku) await tx.update(productVariants).set({ sku: `~${match.id}` }).where(eq(productVariants.id, match.id));
  }
  for (const [index, variant] of input.variants.entries()) {
    const match = matched[index];
    const color = variant.color !== undefined ? input.axes.color[variant.color]?.swatch || input.axes.color[variant.color]?.fr || null : null;
    const fields = {
      sku: variant.sku,
      color,
      priceAdjustmentMinor: variant.priceAdjustment,
      isActive: variant.isActive,
      displayOrder: index,
      weightGrams: variant.weight,
      widthMm: variant.dimensions?.widthMm ?? null,
      heightMm: variant.dimensions?.heightMm ?? null,
      burnHours: variant.burnHours,
    };
    let variantId: string;
    if (match) {
      await tx.update(productVariants).set(fields).where(eq(productVariants.id, match.id));
      variantId = match.id;
    } else {
      const [created] = await tx
        .insert(productVariants)
        .values({ productId, ...fields, stock: 0 })
        .returning({ id: productVariants.id });
      variantId = created.id;
    }
    kept.add(variantId);
    await tx.delete(productVariantTranslations).where(eq(productVariantTranslations.variantId, variantId));
    await tx.insert(productVariantTranslations).values(variantTexts(input, variant).map((text) => ({ variantId, ...text })));
    targets.push({ variantId, stock: variant.stock, stockLoaded: match && !options.bySku ? variant.stockLoaded : undefined });
  }
  for (const target of targets) {
    await moveStockTo(tx, productId, target.variantId, target.stock, target.stockLoaded, actor, options.stockReason);
  }
}

/**
 * Brings one stock row to `wanted`. When the editor says what it loaded, only the difference is
 * applied (relative: units sold meanwhile stay sold); otherwise the row is set to the count.
 */
async function moveStockTo(tx: Tx, productId: string, variantId: string | null, wanted: number, loaded: number | undefined, actor: Actor, reason: "stocktake" | "import") {
  const change = loaded === undefined ? { to: wanted } : { by: wanted - loaded };
  if ("by" in change && change.by === 0) return;
  // A variant's units also move the product's own stock; the caller sets the product's afterwards.
  await adjustStockIn(tx, { productId, variantId, change, reason, note: null }, actor);
}

/**
 * A copy of a product, as a draft, with a free SKU (and free variant SKUs), the same texts, images,
 * options and prices, and no stock: the owner adjusts it before publishing.
 */
export async function duplicateProduct(id: string, actor: Actor): Promise<string> {
  return db().transaction(async (tx) => {
    const loaded = await loadProduct(tx, id);
    if (!loaded) throw new ProductEditorError("not_found");
    const free = async (base: string, table: typeof products | typeof productVariants) => {
      for (let attempt = 1; ; attempt++) {
        const candidate = `${base}-COPY${attempt === 1 ? "" : attempt}`.slice(0, 64);
        const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.sku, candidate));
        if (!taken) return candidate;
      }
    };
    const { values } = loaded;
    const input: ProductInput = {
      ...normalise(values, { variants: [] } as unknown as ProductInput, loaded.variants),
      sku: await free(values.sku, products),
      status: "draft",
      stock: 0,
    };
    input.variants = await Promise.all(
      input.variants.map(async (variant) => ({ ...variant, sku: await free(variant.sku, productVariants), stock: 0 })),
    );
    const result = await saveIn(tx, null, input, actor, {});
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "product.duplicate", entity: "product", entityId: result.id, before: { from: id }, after: { sku: input.sku } });
    return result.id;
  });
}

/**
 * Deletes a product that no order names. One that was ordered stays, for its orders' sake: the owner
 * archives it instead (the database refuses the delete too).
 */
export async function deleteProduct(id: string, actor: Actor): Promise<void> {
  await db().transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id, sku: products.sku }).from(products).where(eq(products.id, id)).for("update");
    if (!product) throw new ProductEditorError("not_found");
    const [{ count }] = await tx.select({ count: sql<number>`count(distinct ${orderItems.orderId})::int` }).from(orderItems).where(eq(orderItems.productId, id));
    if (Number(count) > 0) throw new ProductEditorError("ordered", { count: Number(count) });
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "product.delete", entity: "product", entityId: id, before: { sku: product.sku }, after: null });
  });
}

/** Some texts of one product in one language, as the translations screen saves them (docs/product/admin-back-office.md#adm-25). */
export interface ProductTranslationChanges {
  /** The product's own texts and SEO texts. */
  texts?: Partial<ProductTranslationInput>;
  /** Its variants' option texts, by variant id. */
  variants?: Record<string, Partial<Record<VariantAxis, string>>>;
  /** Its images' alt texts, by image id. */
  imageAlts?: Record<string, string>;
}

/**
 * Writes some texts of one product in one language, from the translations screen: its own texts,
 * its variants' option texts and its images' alt texts, with one audit row ("product.translate").
 * Runs in the caller's transaction; the caller has checked the lengths (PRODUCT_LIMITS) and that the
 * French name stays. An empty text clears it (the shop then shows French); a language left with no
 * text at all has no row, as the editor's save leaves it. Returns false when nothing changed.
 */
export async function saveProductTranslation(tx: Tx, productId: string, lang: Lang, changes: ProductTranslationChanges, actor: Actor): Promise<boolean> {
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
  if (!product) throw new ProductEditorError("not_found");
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};

  const texts = Object.entries(changes.texts ?? {}) as [keyof ProductTranslationInput, string][];
  if (texts.length) {
    const [row] = await tx
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.lang, lang)));
    const current = Object.fromEntries(TRANSLATION_KEYS.map((key) => [key, row?.[key] ?? ""])) as ProductTranslationInput;
    const next = { ...current };
    for (const [key, value] of texts) {
      if (current[key] === value) continue;
      before[key] = current[key];
      after[key] = value;
      next[key] = value;
    }
    if (TRANSLATION_KEYS.some((key) => next[key])) {
      await tx
        .insert(productTranslations)
        .values({ productId, lang, ...next })
        .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.lang], set: next });
    } else if (row) {
      await tx.delete(productTranslations).where(and(eq(productTranslations.productId, productId), eq(productTranslations.lang, lang)));
    }
  }

  for (const [variantId, values] of Object.entries(changes.variants ?? {})) {
    const [variant] = await tx
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    if (!variant) throw new ProductEditorError("not_found");
    const [row] = await tx
      .select()
      .from(productVariantTranslations)
      .where(and(eq(productVariantTranslations.variantId, variantId), eq(productVariantTranslations.lang, lang)));
    const current = { size: row?.size ?? null, color: row?.color ?? null, scentVariant: row?.scentVariant ?? null };
    const next = { ...current };
    for (const axis of VARIANT_AXES) {
      if (values[axis] === undefined || (current[axis] ?? "") === values[axis]) continue;
      before[`${variant.sku}.${axis}`] = current[axis];
      after[`${variant.sku}.${axis}`] = values[axis] || null;
      next[axis] = values[axis] || null;
    }
    await tx
      .insert(productVariantTranslations)
      .values({ variantId, lang, ...next })
      .onConflictDoUpdate({ target: [productVariantTranslations.variantId, productVariantTranslations.lang], set: next });
  }

  for (const [imageId, alt] of Object.entries(changes.imageAlts ?? {})) {
    const [image] = await tx
      .select({ altText: productImages.altText, order: productImages.displayOrder })
      .from(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
    if (!image) throw new ProductEditorError("not_found");
    if ((image.altText[lang] ?? "") === alt) continue;
    const altText = { ...image.altText };
    if (alt) altText[lang] = alt;
    else delete altText[lang];
    before[`image${image.order + 1}.alt`] = image.altText[lang] ?? "";
    after[`image${image.order + 1}.alt`] = alt;
    await tx.update(productImages).set({ altText }).where(eq(productImages.id, imageId));
  }

  if (Object.keys(after).length === 0) return false;
  await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
  await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "product.translate", entity: "product", entityId: productId, before: { lang, ...before }, after: { lang, ...after } });
  return true;
}
