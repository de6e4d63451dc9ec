/**
 * The product tools (docs/product/admin-back-office.md#adm-18, docs/product/admin-back-office.md#adm-18): the catalogue as a CSV file, its
 * import, and a bulk stocktake. The file's format is documented in app/schemas/admin/product-tools.ts
 * (and, shortly, on the screen).
 *
 * - Export: every product through the editor's own reading (productForEditor), one row per variant,
 *   so that the file holds exactly what a save compares with: exported, then imported, nothing changes.
 * - Import: each product's rows become the product form's values (ProductFormInput) on top of what
 *   the shop holds, are checked by the ONE product schema (productFormSchema) and saved by the ONE
 *   product service (saveProduct). The dry run saves everything inside a transaction that is then
 *   rolled back, so the preview's "créé / modifié / inchangé / refusé" is what applying would do,
 *   refusals of the service included (a SKU taken, an ordered variant removed). Applying runs the same
 *   in one transaction that commits only when no product is refused. A product that does not change
 *   writes nothing (saveProduct), so importing the same file twice is a no-op the second time.
 * - Stocktake: lines "SKU;quantité" set each counted stock (adjustStockIn { to }), all in one
 *   transaction, each with its movement row (reason "stocktake") and its audit row; one bad line
 *   refuses the whole count.
 */
import { and, asc, inArray, sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { categories, categoryTranslations, PRODUCT_STATUSES, productTranslations, productVariantTranslations, productVariants, products } from "../../../db/schema";
import { db } from "~/server/db.server";
import { LANGS, perLang, type Lang } from "~/lib/langs";
import { SWATCH_NAMES } from "~/lib/swatches";
import { recordAudit } from "~/features/audit/audit.server";
import { adjustStockIn, StockError } from "~/features/stock/stock.server";
import { newProductValues, productForEditor, ProductEditorError, saveProduct } from "~/features/catalog/product-editor-admin.server";
import type { Actor } from "~/features/orders/orders-admin.server";
import { PRODUCT_BADGES } from "~/schemas/admin/products";
import { productFormSchema, VARIANT_AXES, PRODUCT_LIMITS, type AxisValueInput, type ProductFormInput, type ProductInput, type VariantAxis } from "~/schemas/admin/product-form";
import {
  CSV_AXIS_COLUMNS,
  CSV_LIST_SEPARATOR,
  CSV_VARIANT_FACT_COLUMNS,
  CSV_MAX_BYTES,
  CSV_TEXT_COLUMNS,
  IMPORT_MAX_ROWS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_LEVEL_COLUMNS,
  STOCKTAKE_MAX_LINES,
  type CsvTextField,
} from "~/schemas/admin/product-tools";

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCsvRow = Record<ProductCsvColumn, string>;

/** A refusal, as the preview shows it: where (line, column) and why (an admin dictionary key and its values). */
export interface CsvIssue {
  line?: number;
  column?: string;
  message: string;
  params?: Record<string, string | number>;
}

type FormValues = ProductFormInput & { translations: Record<Lang, Record<CsvTextField, string>> };

// ---------------------------------------------------------------------------------------------
// Lists inside a cell: "a|b", with "\|" for a "|" inside a value and "\\" for a backslash.

export function joinList(values: readonly string[]): string {
  return values.map((value) => value.replace(/\\/g, "\\\\").replace(/\|/g, "\\|")).join(CSV_LIST_SEPARATOR);
}

export function splitList(cell: string): string[] {
  if (cell.trim() === "") return [];
  const values: string[] = [];
  let current = "";
  for (let index = 0; index < cell.length; index++) {
    const char = cell[index];
    if (char === "\\" && index + 1 < cell.length && (cell[index + 1] === "|" || cell[index + 1] === "\\")) {
      current += cell[++index];
    } else if (char === CSV_LIST_SEPARATOR) {
      values.push(current.trim());
      current = "";
    } else {
      current += char;
    }
  }
  values.push(current.trim());
  return values;
}

// ---------------------------------------------------------------------------------------------
// Export

const emptyRow = (): ProductCsvRow => Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ""])) as ProductCsvRow;
const textColumn = (field: CsvTextField, lang: Lang) => `${CSV_TEXT_COLUMNS[field]}_${lang}` as ProductCsvColumn;
const axisColumn = (axis: VariantAxis, field: Lang | "swatch") => (field === "swatch" ? "color_swatch" : `${CSV_AXIS_COLUMNS[axis]}_${field}`) as ProductCsvColumn;
const yesNo = (value: boolean | undefined) => (value ? "yes" : "no");

/** One product's rows, from the editor's values (the form's shape). */
export function productRows(values: FormValues, categorySlug: string): ProductCsvRow[] {
  const own = emptyRow();
  own.product_sku = values.sku;
  own.category = categorySlug;
  own.status = values.status;
  own.price = values.price;
  own.badges = joinList(PRODUCT_BADGES.filter((badge) => values[badge]));
  for (const lang of LANGS) {
    for (const field of Object.keys(CSV_TEXT_COLUMNS) as CsvTextField[]) own[textColumn(field, lang)] = values.translations[lang][field] ?? "";
  }
  const images = values.images ?? [];
  own.image_urls = joinList(images.map((image) => image.url));
  for (const lang of LANGS) own[`image_alt_${lang}`] = joinList(images.map((image) => image.alt[lang] ?? ""));

  const variants = values.variants ?? [];
  if (variants.length === 0) {
    own.stock = String(values.stock ?? 0);
    return [own];
  }
  const axes = values.axes ?? { size: [], color: [], scentVariant: [] };
  return variants.map((variant, index) => {
    const row = index === 0 ? own : emptyRow();
    row.product_sku = values.sku;
    row.variant_sku = variant.sku;
    row.price_adjustment = String(variant.priceAdjustment ?? "0.00");
    row.stock = String(variant.stock ?? 0);
    row.variant_active = yesNo(variant.isActive as boolean | undefined);
    for (const fact of VARIANT_FACTS) row[CSV_VARIANT_FACT_COLUMNS[fact]] = String(variant[fact] ?? "");
    for (const axis of VARIANT_AXES) {
      const chosen = variant[axis];
      const value = chosen === undefined || chosen === null || chosen === "" ? undefined : axes[axis]?.[Number(chosen)];
      if (!value) continue;
      for (const lang of LANGS) row[axisColumn(axis, lang)] = value[lang] ?? "";
      if (axis === "color") row.color_swatch = value.swatch ?? "";
    }
    return row;
  });
}

/** Every product's rows, by SKU, read one product at a time (the export streams them). */
export async function* productCsvRows(): AsyncGenerator<ProductCsvRow> {
  const categoryRows = await db().select({ id: categories.id, slug: categories.slug }).from(categories);
  const slugOf = new Map(categoryRows.map((row) => [row.id, row.slug]));
  const ids = await db().select({ id: products.id }).from(products).orderBy(asc(products.sku));
  for (const { id } of ids) {
    const editor = await productForEditor(id);
    if (!editor) continue; // deleted meanwhile
    yield* productRows(editor.values as FormValues, slugOf.get(editor.values.categoryId ?? "") ?? "");
  }
}

/** What the screen shows next to the format: the categories' slugs (the file names a category by it) and the count of products. */
export async function toolsOverview(lang: Lang): Promise<{ categories: { slug: string; name: string }[]; products: number }> {
  const [categoryRows, names, [count]] = await Promise.all([
    db().select({ id: categories.id, slug: categories.slug }).from(categories).orderBy(asc(categories.displayOrder), asc(categories.slug)),
    db()
      .select({ categoryId: categoryTranslations.categoryId, lang: categoryTranslations.lang, name: categoryTranslations.name })
      .from(categoryTranslations)
      .where(inArray(categoryTranslations.lang, [lang, "fr"])),
    db().select({ n: sql<number>`count(*)::int` }).from(products),
  ]);
  const nameOf = (id: string) => names.find((row) => row.categoryId === id && row.lang === lang)?.name || names.find((row) => row.categoryId === id && row.lang === "fr")?.name || "";
  return { categories: categoryRows.map((row) => ({ slug: row.slug, name: nameOf(row.id) || row.slug })), products: Number(count?.n ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Reading a CSV file

interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

export interface CsvFile {
  columns: Set<string>;
  records: CsvRecord[];
  issues: CsvIssue[];
}

/** The delimiter of a file: the one of ";", "," and tab that its first line holds most. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [";", ",", "\t"].map((delimiter) => [delimiter, firstLine.split(delimiter).length - 1] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

/** What the export put before a formula-like cell (see csvResponse) comes off again. */
const unquote = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * Reads a products CSV (UTF-8, with or without BOM, separated by ";", "," or tabs, as spreadsheets
 * save it): its known columns and its non-empty rows, each with its line number in the file.
 */
export function readProductCsv(text: string): CsvFile {
  const issues: CsvIssue[] = [];
  if (Buffer.byteLength(text, "utf8") > CSV_MAX_BYTES) return { columns: new Set(), records: [], issues: [{ message: "productTools.errors.tooBig", params: { max: CSV_MAX_BYTES / 1024 / 1024 } }] };
  let parsed: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    parsed = parse(text, { bom: true, delimiter: delimiterOf(text.replace(/^\uFEFF/, "")), relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true }) as unknown as typeof parsed;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { columns: new Set(), records: [], issues: [{ line, message: "productTools.errors.csvSyntax" }] };
  }
  if (parsed.length === 0) return { columns: new Set(), records: [], issues: [{ message: "productTools.errors.empty" }] };

  const header = parsed[0].record.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const columns = new Set<string>();
  for (const name of header) {
    if (name === "") continue;
    if (!known.has(name)) issues.push({ line: 1, column: name, message: "productTools.errors.unknownColumn", params: { column: name } });
    else if (columns.has(name)) issues.push({ line: 1, column: name, message: "productTools.errors.repeatedColumn", params: { column: name } });
    else columns.add(name);
  }
  if (!columns.has("product_sku")) issues.push({ line: 1, column: "product_sku", message: "productTools.errors.noSkuColumn" });
  if (parsed.length - 1 > IMPORT_MAX_ROWS) issues.push({ message: "productTools.errors.tooManyRows", params: { max: IMPORT_MAX_ROWS } });

  const records: CsvRecord[] = [];
  let previous = parsed[0].info;
  for (const { record, info } of parsed.slice(1)) {
    // The record's first line: after the previous record and the empty lines skipped since.
    const line = previous.lines + 1 + (info.empty_lines - previous.empty_lines);
    previous = info;
    if (record.every((cell) => cell.trim() === "")) continue;
    const cells: Record<string, string> = {};
    header.forEach((name, index) => {
      if (columns.has(name) && cells[name] === undefined) cells[name] = unquote(record[index] ?? "");
    });
    if (record.length > header.length && record.slice(header.length).some((cell) => cell.trim() !== "")) {
      issues.push({ line, message: "productTools.errors.extraCells" });
    }
    records.push({ line, cells });
  }
  return { columns, records, issues };
}

// ---------------------------------------------------------------------------------------------
// Import: planning (no writes)

export type ImportStatus = "created" | "updated" | "unchanged" | "refused";
/** What a "modifié" product changes, for the preview. */
export type ImportChange = "price" | "status" | "category" | "badges" | "texts" | "options" | "stock" | "images";

export interface ImportGroup {
  sku: string;
  name: string;
  /** The file's lines of this product (first and last). */
  lines: [number, number];
  status: ImportStatus;
  issues: CsvIssue[];
  changes: ImportChange[];
}

interface PlannedGroup extends ImportGroup {
  existingId: string | null;
  input?: ProductInput;
  /** A variant's index in the form → its line in the file. */
  variantLines: number[];
}

export interface ImportReport {
  /** The file as a whole was refused (an unknown column, a bad quote): nothing of it is read further. */
  fileIssues: CsvIssue[];
  groups: ImportGroup[];
  counts: Record<ImportStatus, number>;
  /** Whether it was written (an apply with no refusal). */
  applied: boolean;
}

const YES = new Set(["yes", "y", "oui", "true", "1", "vrai", "כן", "да"]);
const NO = new Set(["no", "n", "non", "false", "0", "faux", "לא", "нет"]);

/** The form's field of a product schema issue, as the file's column and line. */
function locate(path: readonly PropertyKey[], group: { firstLine: number; variantLines: number[]; axisLines: Record<VariantAxis, number[]> }): { line: number; column?: string } {
  const [head, second, third, fourth] = path.map(String);
  const first = group.firstLine;
  switch (head) {
    case "sku":
      return { line: first, column: "product_sku" };
    case "categoryId":
      return { line: first, column: "category" };
    case "price":
    case "status":
    case "stock":
      return { line: first, column: head };
    case "translations":
      return { line: first, column: third ? textColumn(third as CsvTextField, second as Lang) : undefined };
    case "variants": {
      if (second === undefined) return { line: first, column: "variant_sku" };
      const line = group.variantLines[Number(second)] ?? first;
      const column =
        third === "priceAdjustment"
          ? "price_adjustment"
          : third === "isActive"
            ? "variant_active"
            : third === "stock"
              ? "stock"
              : third && third in CSV_VARIANT_FACT_COLUMNS
                ? CSV_VARIANT_FACT_COLUMNS[third as VariantFact]
                : third && third in CSV_AXIS_COLUMNS
                  ? axisColumn(third as VariantAxis, "fr")
                  : "variant_sku";
      return { line, column };
    }
    case "axes": {
      const axis = second as VariantAxis;
      const line = third === undefined ? first : (group.axisLines[axis]?.[Number(third)] ?? first);
      return { line, column: axis in CSV_AXIS_COLUMNS ? axisColumn(axis, (fourth as Lang | "swatch" | undefined) ?? "fr") : undefined };
    }
    case "images":
      return { line: first, column: fourth && third === "alt" ? `image_alt_${fourth}` : "image_urls" };
    default:
      return { line: first };
  }
}

/** The variant of the form, flat: its own fields and, per axis, the value it names (null for none). */
/** A variant's own facts, as the form and the file type them ("" shows the product's). */
const VARIANT_FACTS = ["weight", "dimensions", "burnHours"] as const;
type VariantFact = (typeof VARIANT_FACTS)[number];

interface FlatVariant {
  sku: string;
  priceAdjustment: string;
  stock: string | number;
  isActive: boolean;
  facts: Record<VariantFact, string>;
  axes: Record<VariantAxis, AxisValueInput | null>;
  line: number;
}

function flatVariants(values: FormValues): Map<string, FlatVariant> {
  const axes = values.axes ?? { size: [], color: [], scentVariant: [] };
  return new Map(
    (values.variants ?? []).map((variant) => {
      const own = Object.fromEntries(
        VARIANT_AXES.map((axis) => {
          const chosen = variant[axis];
          const value = chosen === undefined || chosen === null || chosen === "" ? undefined : axes[axis]?.[Number(chosen)];
          return [axis, value ? ({ ...perLang((lang) => value[lang] ?? ""), fr: value.fr, swatch: value.swatch ?? "" } as AxisValueInput) : null];
        }),
      ) as Record<VariantAxis, AxisValueInput | null>;
      return [
        variant.sku.toLowerCase(),
        {
          sku: variant.sku,
          priceAdjustment: String(variant.priceAdjustment ?? "0"),
          stock: variant.stock as number,
          isActive: Boolean(variant.isActive),
          facts: Object.fromEntries(VARIANT_FACTS.map((fact) => [fact, String(variant[fact] ?? "")])) as Record<VariantFact, string>,
          axes: own,
          line: 0,
        },
      ];
    }),
  );
}

/** The parts of a product the preview names as changed. */
function changesBetween(before: ProductInput, after: ProductInput): ImportChange[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const variantsOf = (input: ProductInput) =>
    input.variants.map(({ sku, size, color, scentVariant, isActive, weight, dimensions, burnHours }) => ({ sku, size, color, scentVariant, isActive, weight, dimensions, burnHours }));
  const changes: ImportChange[] = [];
  if (before.price !== after.price || !same(before.variants.map((v) => [v.sku, v.priceAdjustment]), after.variants.map((v) => [v.sku, v.priceAdjustment]))) changes.push("price");
  if (before.status !== after.status) changes.push("status");
  if (before.categoryId !== after.categoryId) changes.push("category");
  if (!same(PRODUCT_BADGES.map((badge) => before[badge]), PRODUCT_BADGES.map((badge) => after[badge]))) changes.push("badges");
  if (!same(before.translations, after.translations)) changes.push("texts");
  if (!same(before.axes, after.axes) || !same(variantsOf(before), variantsOf(after))) changes.push("options");
  const stockOf = (input: ProductInput) => (input.variants.length ? input.variants.map((v) => [v.sku, v.stock]) : input.stock);
  if (!same(stockOf(before), stockOf(after))) changes.push("stock");
  if (!same(before.images, after.images)) changes.push("images");
  return changes;
}

/**
 * Turns the file into products to save: each product's rows on top of what the shop holds (a new
 * product starts empty, as a draft), checked by the product schema. Reads, never writes.
 */
export async function planImport(text: string, options: { canChangePrices: boolean }): Promise<{ fileIssues: CsvIssue[]; groups: PlannedGroup[] }> {
  const file = readProductCsv(text);
  if (file.issues.length) return { fileIssues: file.issues, groups: [] };
  const has = (column: string) => file.columns.has(column);

  // Rows by product SKU, in the file's order; a row without one is refused on its own.
  const bySku = new Map<string, CsvRecord[]>();
  const groups: PlannedGroup[] = [];
  for (const record of file.records) {
    const sku = (record.cells.product_sku ?? "").trim();
    if (!sku) {
      groups.push({ sku: "", name: "", lines: [record.line, record.line], status: "refused", issues: [{ line: record.line, column: "product_sku", message: "productEditor.errors.skuRequired" }], changes: [], existingId: null, variantLines: [] });
      continue;
    }
    const rows = bySku.get(sku) ?? [];
    rows.push(record);
    bySku.set(sku, rows);
  }

  const skus = [...bySku.keys()];
  const [existing, categoryRows] = await Promise.all([
    skus.length ? db().select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus)) : [],
    db().select({ id: categories.id, slug: categories.slug }).from(categories),
  ]);
  const idOf = new Map(existing.map((row) => [row.sku, row.id]));
  const categoryOf = new Map(categoryRows.map((row) => [row.slug.toLowerCase(), row.id]));

  for (const [sku, records] of bySku) {
    const existingId = idOf.get(sku) ?? null;
    const stored = existingId ? await productForEditor(existingId) : null;
    const base = (stored?.values ?? newProductValues("")) as FormValues;
    groups.push(planGroup(sku, records, existingId && stored ? existingId : null, base, { has, categoryOf, canChangePrices: options.canChangePrices }));
  }
  return { fileIssues: [], groups };
}

function planGroup(
  sku: string,
  records: CsvRecord[],
  existingId: string | null,
  base: FormValues,
  context: { has: (column: string) => boolean; categoryOf: Map<string, string>; canChangePrices: boolean },
): PlannedGroup {
  const { has, categoryOf } = context;
  const issues: CsvIssue[] = [];
  const first = records[0];
  const cell = (record: CsvRecord, column: string) => record.cells[column] ?? "";
  const firstCell = (column: string) => cell(first, column);

  // The product's own columns come from its first row; later rows leave them empty or repeat them.
  for (const record of records.slice(1)) {
    for (const column of PRODUCT_LEVEL_COLUMNS) {
      if (has(column) && cell(record, column) !== "" && cell(record, column) !== firstCell(column)) {
        issues.push({ line: record.line, column, message: "productTools.errors.productCellConflict", params: { column } });
      }
    }
  }

  const values: FormValues = structuredClone(base);
  values.sku = sku;
  delete values.stockLoaded;
  if (has("category") && firstCell("category").trim()) {
    const slug = firstCell("category").trim().toLowerCase();
    const categoryId = categoryOf.get(slug);
    if (categoryId) values.categoryId = categoryId;
    else issues.push({ line: first.line, column: "category", message: "productTools.errors.unknownCategory", params: { slug } });
  }
  if (has("status") && firstCell("status").trim()) {
    const status = firstCell("status").trim().toLowerCase();
    if ((PRODUCT_STATUSES as readonly string[]).includes(status)) values.status = status as FormValues["status"];
    else issues.push({ line: first.line, column: "status", message: "productTools.errors.status", params: { value: status } });
  }
  if (has("price") && firstCell("price").trim()) values.price = firstCell("price").trim();
  if (has("badges")) {
    const badges = splitList(firstCell("badges")).filter(Boolean);
    for (const badge of badges) {
      if (!(PRODUCT_BADGES as readonly string[]).includes(badge)) issues.push({ line: first.line, column: "badges", message: "productTools.errors.unknownBadge", params: { badge } });
    }
    for (const badge of PRODUCT_BADGES) values[badge] = badges.includes(badge);
  }
  for (const lang of LANGS) {
    for (const field of Object.keys(CSV_TEXT_COLUMNS) as CsvTextField[]) {
      const column = textColumn(field, lang);
      if (has(column)) values.translations[lang][field] = firstCell(column);
    }
  }

  // Images: the URLs, and each language's alt texts in the same order (kept from the shop when the
  // file leaves a language's column out).
  const storedImages = values.images ?? [];
  if (has("image_urls") || LANGS.some((lang) => has(`image_alt_${lang}`))) {
    const urls = has("image_urls") ? splitList(firstCell("image_urls")) : storedImages.map((image) => image.url);
    const alts = Object.fromEntries(LANGS.map((lang) => [lang, has(`image_alt_${lang}`) ? splitList(firstCell(`image_alt_${lang}`)) : null])) as Record<Lang, string[] | null>;
    for (const lang of LANGS) {
      if ((alts[lang]?.length ?? 0) > urls.length) issues.push({ line: first.line, column: `image_alt_${lang}`, message: "productTools.errors.tooManyAlts" });
    }
    values.images = urls.map((url, index) => {
      const kept = storedImages.find((image) => image.url === url);
      return { url, alt: Object.fromEntries(LANGS.map((lang) => [lang, alts[lang] ? (alts[lang]![index] ?? "") : (kept?.alt[lang] ?? "")])) as Record<Lang, string> };
    });
  }

  // Variants: rebuilt from the rows when the file has a variant_sku column, else kept as they are.
  const variantLines: number[] = [];
  const axisLines: Record<VariantAxis, number[]> = { size: [], color: [], scentVariant: [] };
  const stockCell = (record: CsvRecord) => (has("stock") ? cell(record, "stock").trim() : "");
  const variantRecords = has("variant_sku") ? records.filter((record) => cell(record, "variant_sku").trim()) : [];
  if (has("variant_sku") && variantRecords.length > 0) {
    for (const record of records) {
      if (!cell(record, "variant_sku").trim()) issues.push({ line: record.line, column: "variant_sku", message: "productTools.errors.mixedRows" });
    }
    const stored = flatVariants(base);
    const flats: FlatVariant[] = variantRecords.map((record) => {
      const variantSku = cell(record, "variant_sku").trim();
      const previous = stored.get(variantSku.toLowerCase());
      let isActive = previous?.isActive ?? true;
      if (has("variant_active") && cell(record, "variant_active").trim()) {
        const answer = cell(record, "variant_active").trim().toLowerCase();
        if (YES.has(answer)) isActive = true;
        else if (NO.has(answer)) isActive = false;
        else issues.push({ line: record.line, column: "variant_active", message: "productTools.errors.yesNo" });
      }
      const adjustment = has("price_adjustment") ? cell(record, "price_adjustment").trim() : "";
      const axes = Object.fromEntries(VARIANT_AXES.map((axis) => [axis, axisValueOf(record, axis, previous?.axes[axis] ?? null, has)])) as Record<VariantAxis, AxisValueInput | null>;
      return {
        sku: variantSku,
        priceAdjustment: adjustment || (previous?.priceAdjustment ?? "0"),
        stock: stockCell(record) || (previous?.stock ?? 0),
        isActive,
        // A fact column of the file sets it (empty: the product's); one left out keeps the shop's.
        facts: Object.fromEntries(
          VARIANT_FACTS.map((fact) => [fact, has(CSV_VARIANT_FACT_COLUMNS[fact]) ? cell(record, CSV_VARIANT_FACT_COLUMNS[fact]).trim() : (previous?.facts[fact] ?? "")]),
        ) as Record<VariantFact, string>,
        axes,
        line: record.line,
      };
    });
    // Each axis's values in the order the rows first name them; one value is one French text.
    const axes: Record<VariantAxis, AxisValueInput[]> = { size: [], color: [], scentVariant: [] };
    values.variants = flats.map((flat) => {
      const choices: Partial<Record<VariantAxis, number>> = {};
      for (const axis of VARIANT_AXES) {
        const value = flat.axes[axis];
        if (!value) continue;
        let index = axes[axis].findIndex((known) => known.fr.trim().toLowerCase() === value.fr.trim().toLowerCase());
        if (index < 0) {
          index = axes[axis].push(value) - 1;
          axisLines[axis][index] = flat.line;
        } else {
          const known = axes[axis][index];
          const conflict = LANGS.find((lang) => known[lang] !== value[lang]) ?? (known.swatch !== value.swatch ? "swatch" : undefined);
          if (conflict) issues.push({ line: flat.line, column: axisColumn(axis, conflict), message: "productTools.errors.optionConflict", params: { value: value.fr } });
        }
        choices[axis] = index;
      }
      variantLines.push(flat.line);
      return { sku: flat.sku, ...choices, priceAdjustment: flat.priceAdjustment, stock: flat.stock, isActive: flat.isActive, ...flat.facts };
    });
    values.axes = axes;
    values.stock = 0;
  } else {
    if (has("variant_sku")) {
      // A product without variants: one row.
      values.axes = { size: [], color: [], scentVariant: [] };
      values.variants = [];
      for (const record of records.slice(1)) issues.push({ line: record.line, column: "product_sku", message: "productTools.errors.repeatedProduct" });
    }
    if ((values.variants ?? []).length === 0) {
      const counted = stockCell(first);
      if (counted) values.stock = counted;
      // Kept as it is: the stock the shop holds is what the save compares with, and sales go on.
      else if (existingId && !(base.variants ?? []).length) values.stockLoaded = base.stock as number;
    } else if (records.some((record) => stockCell(record))) {
      issues.push({ line: first.line, column: "stock", message: "productTools.errors.stockNeedsVariant" });
    } else {
      values.variants = (values.variants ?? []).map((variant) => ({ ...variant, id: undefined, stockLoaded: undefined }));
    }
  }

  const name = values.translations.fr.name || base.translations.fr.name || sku;
  const lines: [number, number] = [first.line, records.at(-1)!.line];
  const planned: PlannedGroup = { sku, name, lines, status: "refused", issues, changes: [], existingId, variantLines };
  const parsed = productFormSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const where = locate(issue.path, { firstLine: first.line, variantLines, axisLines });
      // Said once: an unknown category or status is already named with its value.
      if (issues.some((known) => known.line === where.line && known.column === where.column)) continue;
      issues.push({ ...where, message: issue.message });
    }
  }
  if (issues.length || !parsed.success) return planned;
  const input = parsed.data;

  const before = existingId ? productFormSchema.safeParse(base) : null;
  if (before?.success) planned.changes = changesBetween(before.data, input);
  // Prices are the owner's (prices:write): without it, a file may not set or move one.
  if (!context.canChangePrices && (!existingId || !before?.success || planned.changes.includes("price"))) {
    issues.push({ line: first.line, column: "price", message: "productEditor.errors.prices" });
    return planned;
  }
  planned.input = input;
  planned.status = existingId ? "updated" : "created";
  return planned;
}

/** One variant row's value on one axis: its columns over the value the variant has now. */
function axisValueOf(record: CsvRecord, axis: VariantAxis, previous: AxisValueInput | null, has: (column: string) => boolean): AxisValueInput | null {
  const fields = [...LANGS, ...(axis === "color" ? (["swatch"] as const) : [])];
  if (!fields.some((field) => has(axisColumn(axis, field)))) return previous;
  const read = (field: Lang | "swatch") => (has(axisColumn(axis, field)) ? (record.cells[axisColumn(axis, field)] ?? "").trim() : ((previous?.[field] as string | undefined) ?? ""));
  const value: AxisValueInput = { ...perLang(read), swatch: axis === "color" ? read("swatch") : "" };
  if (!LANGS.some((lang) => value[lang]) && !value.swatch) return null;
  // As the shop keeps them: an empty translation shows the French value, and a colour named after a
  // swatch shows that swatch. Written the same way here, a second import finds nothing to change.
  for (const lang of LANGS) value[lang] ||= value.fr;
  if (axis === "color" && !value.swatch && (SWATCH_NAMES as string[]).includes(value.fr)) value.swatch = value.fr;
  return value;
}

// ---------------------------------------------------------------------------------------------
// Import: the dry run and the apply

/** Thrown to roll back a dry run, or an apply with a refused product. */
class Rollback extends Error {}

function editorIssue(error: ProductEditorError, group: PlannedGroup): CsvIssue {
  const variant = /^variants\[(\d+)\]/.exec(error.field ?? "");
  const line = variant ? (group.variantLines[Number(variant[1])] ?? group.lines[0]) : group.lines[0];
  const column = variant ? "variant_sku" : error.field === "sku" ? "product_sku" : error.field === "categoryId" ? "category" : error.code === "variant_ordered" ? "variant_sku" : undefined;
  return { line, column, message: `productEditor.errors.${error.code}`, params: error.detail };
}

const countsOf = (groups: ImportGroup[]) => {
  const counts: Record<ImportStatus, number> = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const group of groups) counts[group.status]++;
  return counts;
};

/**
 * Runs the import: every product saved in one transaction, each in a savepoint so that a refused
 * one is reported and the others still run. A dry run (`apply: false`) always rolls back; an apply
 * commits only when no product is refused. The report is the same either way.
 */
export async function runImport(text: string, actor: Actor, options: { apply: boolean; canChangePrices: boolean }): Promise<ImportReport> {
  const { fileIssues, groups } = await planImport(text, options);
  const report = (applied: boolean): ImportReport => ({
    fileIssues,
    groups: groups.map(({ sku, name, lines, status, issues, changes }) => ({ sku, name, lines, status, issues, changes })),
    counts: countsOf(groups),
    applied,
  });
  if (fileIssues.length || groups.length === 0) return report(false);
  let applied = false;
  try {
    await db().transaction(async (tx) => {
      for (const group of groups) {
        if (!group.input) continue;
        try {
          const saved = await tx.transaction((savepoint) => saveProduct(group.existingId, group.input!, actor, { tx: savepoint, stockReason: "import", matchVariantsBySku: true }));
          group.status = saved.created ? "created" : saved.changed ? "updated" : "unchanged";
          if (!saved.changed) group.changes = [];
        } catch (error) {
          if (!(error instanceof ProductEditorError)) throw error;
          group.status = "refused";
          group.issues.push(editorIssue(error, group));
        }
      }
      const counts = countsOf(groups);
      if (!options.apply || counts.refused > 0) throw new Rollback();
      if (counts.created + counts.updated > 0) {
        await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "product.import", entity: "product", entityId: null, before: null, after: counts });
      }
      applied = true;
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return report(applied);
}

// ---------------------------------------------------------------------------------------------
// Stocktake

export interface StocktakeLine {
  line: number;
  sku: string;
  /** The counted quantity, or null when the line's is not a whole number in range. */
  counted: number | null;
  productId?: string;
  variantId?: string | null;
  name?: string;
  variantLabel?: string;
  /** The stock the shop holds now. */
  current?: number;
  issues: CsvIssue[];
}

export interface StocktakeReport {
  fileIssues: CsvIssue[];
  lines: StocktakeLine[];
  /** Lines whose stock moves. */
  changing: number;
  refused: number;
  applied: boolean;
}

/** A first line naming the columns ("SKU;quantité") is a header, not a SKU. */
const HEADER_NAMES = new Set(["sku", "ref", "réf", "réf.", "reference", "référence", "product_sku", "variant_sku", 'מק"ט', "מק״ט", "артикул"]);

/** Lines "SKU;quantité" (or "," or a tab), blank lines skipped. */
function readStocktake(text: string): { fileIssues: CsvIssue[]; lines: { line: number; sku: string; quantity: string }[] } {
  if (Buffer.byteLength(text, "utf8") > CSV_MAX_BYTES) return { fileIssues: [{ message: "productTools.errors.tooBig", params: { max: CSV_MAX_BYTES / 1024 / 1024 } }], lines: [] };
  const lines: { line: number; sku: string; quantity: string }[] = [];
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      if (raw.trim() === "") return;
      const cells = raw.split(/[;,\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, "$1").trim());
      lines.push({ line: index + 1, sku: cells[0] ?? "", quantity: cells.slice(1).find((cell) => cell !== "") ?? "" });
    });
  if (lines.length && HEADER_NAMES.has(lines[0].sku.toLowerCase()) && !/^\d+$/.test(lines[0].quantity)) lines.shift();
  if (lines.length === 0) return { fileIssues: [{ message: "productTools.errors.empty" }], lines: [] };
  if (lines.length > STOCKTAKE_MAX_LINES) return { fileIssues: [{ message: "productTools.errors.tooManyRows", params: { max: STOCKTAKE_MAX_LINES } }], lines: [] };
  return { fileIssues: [], lines };
}

/** What each SKU of the count is: a product without variants or a variant, its names and its stock now. Reads only. */
export async function planStocktake(text: string, lang: Lang): Promise<StocktakeReport> {
  const { fileIssues, lines: raw } = readStocktake(text);
  if (fileIssues.length) return { fileIssues, lines: [], changing: 0, refused: 0, applied: false };
  const lowered = [...new Set(raw.map((line) => line.sku.toLowerCase()).filter(Boolean))];
  const [productRows, variantRows] = lowered.length
    ? await Promise.all([
        db()
          .select({ id: products.id, sku: products.sku, stock: products.stock, hasVariants: products.hasVariants })
          .from(products)
          .where(inArray(sql`lower(${products.sku})`, lowered)),
        db()
          .select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku, stock: productVariants.stock })
          .from(productVariants)
          .where(inArray(sql`lower(${productVariants.sku})`, lowered)),
      ])
    : [[], []];
  const productIds = [...new Set([...productRows.map((row) => row.id), ...variantRows.map((row) => row.productId)])];
  const [productTexts, variantTexts] = await Promise.all([
    productIds.length
      ? db()
          .select({ productId: productTranslations.productId, lang: productTranslations.lang, name: productTranslations.name })
          .from(productTranslations)
          .where(and(inArray(productTranslations.productId, productIds), inArray(productTranslations.lang, [lang, "fr"])))
      : [],
    variantRows.length
      ? db()
          .select()
          .from(productVariantTranslations)
          .where(
            and(
              inArray(
                productVariantTranslations.variantId,
                variantRows.map((row) => row.id),
              ),
              inArray(productVariantTranslations.lang, [lang, "fr"]),
            ),
          )
      : [],
  ]);
  // A product's name in the admin's language, French filling a gap.
  const nameOf = (productId: string) =>
    (productTexts.find((row) => row.productId === productId && row.lang === lang)?.name || productTexts.find((row) => row.productId === productId && row.lang === "fr")?.name) ?? "";
  const labelOf = (variantId: string) => {
    const own = variantTexts.find((row) => row.variantId === variantId && row.lang === lang) ?? variantTexts.find((row) => row.variantId === variantId && row.lang === "fr");
    return own ? [own.size, own.color, own.scentVariant].filter(Boolean).join(" · ") : "";
  };
  // A SKU as typed, else the one SKU that differs only in case.
  const pick = <T extends { sku: string }>(rows: T[], sku: string) => {
    const exact = rows.filter((row) => row.sku === sku);
    if (exact.length) return exact;
    return rows.filter((row) => row.sku.toLowerCase() === sku.toLowerCase());
  };

  const seen = new Map<string, number>();
  const lines: StocktakeLine[] = raw.map(({ line, sku, quantity }) => {
    const issues: CsvIssue[] = [];
    const counted = /^\d{1,9}$/.test(quantity) && Number(quantity) <= PRODUCT_LIMITS.stock ? Number(quantity) : null;
    if (counted === null) issues.push({ line, column: "quantity", message: "productTools.stocktake.errors.quantity", params: { value: quantity } });
    const result: StocktakeLine = { line, sku, counted, issues };
    if (!sku) {
      issues.push({ line, column: "sku", message: "productTools.stocktake.errors.noSku" });
      return result;
    }
    const products = pick(productRows, sku);
    const variants = pick(variantRows, sku);
    if (products.length + variants.length === 0) {
      issues.push({ line, column: "sku", message: "productTools.stocktake.errors.unknownSku", params: { sku } });
      return result;
    }
    if (products.length + variants.length > 1) {
      issues.push({ line, column: "sku", message: "productTools.stocktake.errors.ambiguous", params: { sku } });
      return result;
    }
    if (products[0]) {
      Object.assign(result, { sku: products[0].sku, productId: products[0].id, variantId: null, name: nameOf(products[0].id), current: products[0].stock });
      if (products[0].hasVariants) issues.push({ line, column: "sku", message: "productTools.stocktake.errors.hasVariants", params: { sku } });
    } else {
      const variant = variants[0];
      Object.assign(result, { sku: variant.sku, productId: variant.productId, variantId: variant.id, name: nameOf(variant.productId), variantLabel: labelOf(variant.id), current: variant.stock });
    }
    const key = `${result.productId}/${result.variantId ?? ""}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) issues.push({ line, column: "sku", message: "productTools.stocktake.errors.repeated", params: { line: earlier } });
    else seen.set(key, line);
    return result;
  });
  const refused = lines.filter((line) => line.issues.length).length;
  const changing = lines.filter((line) => !line.issues.length && line.counted !== line.current).length;
  return { fileIssues: [], lines, changing, refused, applied: false };
}

/**
 * Applies a count: every line's stock set to its counted value in one transaction (each with its
 * movement row, reason "stocktake", and its audit row), or nothing when a line is refused. A stock
 * already right writes nothing, so the same count applied twice changes nothing the second time.
 */
export async function applyStocktake(text: string, lang: Lang, actor: Actor, note: string): Promise<StocktakeReport> {
  const report = await planStocktake(text, lang);
  if (report.fileIssues.length || report.refused > 0) return report;
  try {
    await db().transaction(async (tx) => {
      for (const line of report.lines) {
        try {
          await adjustStockIn(tx, { productId: line.productId!, variantId: line.variantId ?? null, change: { to: line.counted! }, reason: "stocktake", note }, actor);
        } catch (error) {
          if (!(error instanceof StockError)) throw error;
          line.issues.push({ line: line.line, column: "sku", message: `productTools.stocktake.errors.${error.code}`, params: { available: error.available } });
          throw new Rollback();
        }
      }
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    return { ...report, refused: report.lines.filter((line) => line.issues.length).length };
  }
  return { ...report, applied: true };
}
