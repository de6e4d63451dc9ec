/**
 * The product tools screen (docs/product/admin-back-office.md#adm-18, docs/product/admin-back-office.md#adm-18): the CSV file's columns, shared
 * by the export, the import and the screen that documents them, and the screen's form schema.
 * Messages are admin dictionary keys (app/locales/admin/product-tools.ts).
 *
 * The products CSV, one row per variant (one row for a product without variants):
 * - `product_sku` on every row groups the rows of one product; the product's own columns (category,
 *   status, price, badges, texts, images) are read from its first row, and later rows leave them
 *   empty (or repeat them exactly).
 * - `variant_sku` names the variant of the row; its `price_adjustment`, `stock`, `variant_active`,
 *   option values (`size_*`, `color_*`, `color_swatch`, `scent_variant_*`) and facts
 *   (`variant_weight_g`, `variant_dimensions_cm` as "10 × 11", `variant_burn_hours`; empty shows the
 *   product's) are its own. A row
 *   without `variant_sku` is a product without variants, whose `stock` is the product's.
 * - Texts come in four languages (`name_fr`, `name_en`, `name_he`, `name_ru`, …); French names are
 *   required. An option value's empty translation shows the French one.
 * - Prices are decimals in shekels (`89.90` or `89,90`); the category is its slug; `status` is draft,
 *   active or archived; `badges`, `image_urls` and each `image_alt_*` list values separated by `|`
 *   (a `|` inside a value is written `\|`).
 * - A column left out of the file keeps what the shop holds. An empty `category`, `status`, `price`
 *   or `stock` cell keeps it too; other empty cells empty the value. Variants of a product that the
 *   file leaves out are removed (as in the editor). Products missing from the file are not touched.
 * - A cell that starts with `=`, `+`, `-` or `@` is exported behind a `'` (so that a spreadsheet does
 *   not run it as a formula); the import takes that `'` away again.
 */
import { z } from "zod";
import { LANGS } from "~/lib/langs";
import type { ProductTextField } from "./product-form";

/** The product's texts as column prefixes (the product form's fields, then its SEO texts). */
export const CSV_TEXT_COLUMNS = {
  name: "name",
  description: "description",
  scent: "scent",
  careInstructions: "care_instructions",
  burnTime: "burn_time",
  weight: "weight",
  dimensions: "dimensions",
  waxType: "wax_type",
  wickType: "wick_type",
  containerType: "container_type",
  manufacturingCountry: "manufacturing_country",
  seoTitle: "seo_title",
  seoDescription: "seo_description",
} as const satisfies Record<ProductTextField | "seoTitle" | "seoDescription", string>;
export type CsvTextField = keyof typeof CSV_TEXT_COLUMNS;

/** The option axes as column prefixes. */
export const CSV_AXIS_COLUMNS = { size: "size", color: "color", scentVariant: "scent_variant" } as const;

const perLang = (prefix: string) => LANGS.map((lang) => `${prefix}_${lang}`);

/**
 * A variant's own facts: weight in grams ("400"), width × height in centimetres ("10 × 11") and burn
 * time in hours ("70"). An empty cell shows the product's text of that fact.
 */
export const CSV_VARIANT_FACT_COLUMNS = { weight: "variant_weight_g", dimensions: "variant_dimensions_cm", burnHours: "variant_burn_hours" } as const;
const VARIANT_FACT_COLUMNS = Object.values(CSV_VARIANT_FACT_COLUMNS);

/** Every column of the products CSV, in the export's order. */
export const PRODUCT_CSV_COLUMNS = [
  "product_sku",
  "variant_sku",
  "category",
  "status",
  "price",
  "price_adjustment",
  "stock",
  "variant_active",
  ...VARIANT_FACT_COLUMNS,
  "badges",
  ...perLang("name"),
  ...perLang("size"),
  ...perLang("color"),
  "color_swatch",
  ...perLang("scent_variant"),
  ...Object.entries(CSV_TEXT_COLUMNS)
    .filter(([field]) => field !== "name")
    .flatMap(([, prefix]) => perLang(prefix)),
  "image_urls",
  ...perLang("image_alt"),
] as const;

/** The columns that belong to a product (read from its first row), not to one variant. */
export const PRODUCT_LEVEL_COLUMNS: readonly string[] = [
  "category",
  "status",
  "price",
  "badges",
  ...Object.values(CSV_TEXT_COLUMNS).flatMap(perLang),
  "image_urls",
  ...perLang("image_alt"),
];

/** A list inside one cell (badges, images, alt texts). */
export const CSV_LIST_SEPARATOR = "|";

/** The most a file may weigh (UTF-8 bytes): it travels back to the server once more to be applied. */
export const CSV_MAX_BYTES = 3 * 1024 * 1024;
/** The most rows of an import, and lines of a stocktake. */
export const IMPORT_MAX_ROWS = 5000;
export const STOCKTAKE_MAX_LINES = 5000;

export const PRODUCT_TOOLS_INTENTS = ["import-preview", "import-apply", "stocktake-preview", "stocktake-apply"] as const;
export type ProductToolsIntent = (typeof PRODUCT_TOOLS_INTENTS)[number];

/** What the screen posts: an intent and the file's text (uploaded, pasted, or carried from the preview). */
export const productToolsSchema = z.object({
  intent: z.enum(PRODUCT_TOOLS_INTENTS, { error: "productTools.errors.intent" }),
  text: z
    .string({ error: "productTools.errors.empty" })
    .refine((text) => text.trim().length > 0, { error: "productTools.errors.empty" })
    .refine((text) => !text.includes("\uFFFD"), { error: "productTools.errors.encoding" }),
});
