/**
 * The product editor's form (docs/product/admin-back-office.md#adm-14), one schema for the create and the edit screen, the
 * CSV import and the service behind them. The browser posts flat names (`translations.he.name`,
 * `variants[2].sku`, `images[0].alt.ru`) that @conform-to/zod's parseWithZod nests and coerces.
 *
 * Variants are described by option axes: each axis (size, colour, scent variant) lists its values,
 * each value translated once (and, for a colour, its swatch), and each variant names one value per
 * axis it uses by its position. The service turns that into the variant rows and their texts.
 *
 * Messages are keys of app/locales/admin/products.ts.
 */
import { z } from "zod";
import { localizedSchema } from "~/schemas/localized";
import { LANGS, type Lang } from "~/lib/langs";
import { parseMoneyInput } from "~/lib/money";
import { SWATCH_NAMES } from "~/lib/swatches";
import { FACT_LIMITS, parseCount, parseDimensionsCm } from "~/lib/variant-facts";

/** The translatable texts of a product (docs/product/catalogue.md#cat-1), in the editor's order. */
export const PRODUCT_TEXT_FIELDS = [
  "name",
  "description",
  "scent",
  "careInstructions",
  "burnTime",
  "weight",
  "dimensions",
  "waxType",
  "wickType",
  "containerType",
  "manufacturingCountry",
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

/** The long texts, edited in a text area. */
export const PRODUCT_LONG_TEXTS: readonly ProductTextField[] = ["description", "careInstructions"];

/** Lengths a search engine shows without cutting (the SEO dialog's counters turn amber past them). */
export const SEO_TITLE_ADVISED = 60;
export const SEO_DESCRIPTION_ADVISED = 160;

export const PRODUCT_LIMITS = {
  sku: 64,
  name: 120,
  shortText: 200,
  longText: 5000,
  seoTitle: 120,
  seoDescription: 320,
  alt: 200,
  axisValue: 60,
  axisValues: 12,
  variants: 100,
  images: 20,
  /** ₪100,000.00: a price above it is a typo. */
  priceMinor: 10_000_000,
  stock: 100_000,
} as const;

export const VARIANT_AXES = ["size", "color", "scentVariant"] as const;
export type VariantAxis = (typeof VARIANT_AXES)[number];

const sku = z
  .string({ error: "productEditor.errors.skuRequired" })
  .trim()
  .min(1, { error: "productEditor.errors.skuRequired" })
  .max(PRODUCT_LIMITS.sku, { error: "productEditor.errors.skuFormat" })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: "productEditor.errors.skuFormat" });

const text = (max: number) => z.string().trim().max(max, { error: "productEditor.errors.tooLong" }).default("");

/** An amount typed in shekels ("89,90") as agorot. */
const money = (options: { min: number; max: number }) =>
  z
    .string({ error: "productEditor.errors.price" })
    .transform((value, context) => {
      const minor = parseMoneyInput(value);
      if (minor === null || minor < options.min || minor > options.max) {
        context.addIssue({ code: "custom", message: "productEditor.errors.price" });
        return z.NEVER;
      }
      return minor;
    });

const stock = z.coerce
  .number({ error: "productEditor.errors.stock" })
  .int({ error: "productEditor.errors.stock" })
  .min(0, { error: "productEditor.errors.stock" })
  .max(PRODUCT_LIMITS.stock, { error: "productEditor.errors.stock" });

const translation = z.object({
  name: text(PRODUCT_LIMITS.name),
  description: text(PRODUCT_LIMITS.longText),
  scent: text(PRODUCT_LIMITS.shortText),
  careInstructions: text(PRODUCT_LIMITS.longText),
  burnTime: text(PRODUCT_LIMITS.shortText),
  weight: text(PRODUCT_LIMITS.shortText),
  dimensions: text(PRODUCT_LIMITS.shortText),
  waxType: text(PRODUCT_LIMITS.shortText),
  wickType: text(PRODUCT_LIMITS.shortText),
  containerType: text(PRODUCT_LIMITS.shortText),
  manufacturingCountry: text(PRODUCT_LIMITS.shortText),
  seoTitle: text(PRODUCT_LIMITS.seoTitle),
  seoDescription: text(PRODUCT_LIMITS.seoDescription),
});
export type ProductTranslationInput = z.infer<typeof translation>;

const perLanguage = localizedSchema;

// French is the fallback of every other language: its value is required.
const axisValue = localizedSchema(text(PRODUCT_LIMITS.axisValue)).extend({
  fr: z.string({ error: "productEditor.errors.optionRequired" }).trim().min(1, { error: "productEditor.errors.optionRequired" }).max(PRODUCT_LIMITS.axisValue, { error: "productEditor.errors.tooLong" }),
  /** A colour's swatch (docs/product/catalogue.md#cat-1); empty for an unknown colour, which shows neutral. */
  swatch: z
    .string()
    .default("")
    .refine((value) => value === "" || (SWATCH_NAMES as string[]).includes(value), { error: "productEditor.errors.swatch" }),
});
export type AxisValueInput = z.infer<typeof axisValue>;

const axisValues = z.array(axisValue).max(PRODUCT_LIMITS.axisValues, { error: "productEditor.errors.tooManyOptions" }).default([]);

/** A variant's value on one axis: the position of the value in that axis's list, or none. */
const axisChoice = z.coerce.number().int().min(0).optional();

/** A variant's own fact typed as text: "" (or nothing) keeps the product's; `parse` says what else is accepted. */
const fact = <T>(parse: (text: string) => T | null | undefined, error: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value, context): T | null => {
      const parsed = parse(value === undefined ? "" : String(value));
      if (parsed === undefined) {
        context.addIssue({ code: "custom", message: error });
        return z.NEVER;
      }
      return parsed;
    });

const variant = z.object({
  /** The row being edited; absent for a new variant. */
  id: z.uuid().optional(),
  sku,
  size: axisChoice,
  color: axisChoice,
  scentVariant: axisChoice,
  priceAdjustment: money({ min: -PRODUCT_LIMITS.priceMinor, max: PRODUCT_LIMITS.priceMinor }).default(0),
  stock: stock.default(0),
  /**
   * The stock the editor loaded: the service applies the difference (stock − stockLoaded), so that
   * the units a checkout takes while the editor is open are not put back.
   */
  stockLoaded: stock.optional(),
  isActive: z.boolean().default(false),
  /** Its own weight (g), dimensions ("10 × 11", cm) and burn time (h); empty keeps the product's. */
  weight: fact((text) => parseCount(text, FACT_LIMITS.weightGrams), "productEditor.errors.weight"),
  dimensions: fact(parseDimensionsCm, "productEditor.errors.dimensions"),
  burnHours: fact((text) => parseCount(text, FACT_LIMITS.burnHours), "productEditor.errors.burnHours"),
});
export type VariantInput = z.infer<typeof variant>;

const image = z.object({
  url: z.string().regex(/^\/media\/[A-Za-z0-9/_.-]+$/, { error: "productEditor.errors.image" }),
  alt: perLanguage(text(PRODUCT_LIMITS.alt)),
});
export type ImageInput = z.infer<typeof image>;

// One object with checks, not a discriminated union (see products.ts: the storefront's zod chunk).
export const productFormSchema = z
  .object({
    sku,
    categoryId: z.uuid({ error: "productEditor.errors.category" }),
    price: money({ min: 0, max: PRODUCT_LIMITS.priceMinor }),
    status: z.enum(["draft", "active", "archived"], { error: "productEditor.errors.invalid" }),
    featured: z.boolean().default(false),
    bestSeller: z.boolean().default(false),
    newArrival: z.boolean().default(false),
    natural: z.boolean().default(false),
    artisanal: z.boolean().default(false),
    // French is the fallback of every other language: its name is required.
    translations: localizedSchema(translation).extend({
      fr: translation.extend({
        name: z
          .string({ error: "productEditor.errors.nameRequired" })
          .trim()
          .min(1, { error: "productEditor.errors.nameRequired" })
          .max(PRODUCT_LIMITS.name, { error: "productEditor.errors.tooLong" }),
      }),
    }),
    /** The product's own stock (a product without variants), and what the editor loaded (see variant). */
    stock: stock.default(0),
    stockLoaded: stock.optional(),
    axes: z.object({ size: axisValues, color: axisValues, scentVariant: axisValues }).default({ size: [], color: [], scentVariant: [] }),
    variants: z.array(variant).max(PRODUCT_LIMITS.variants, { error: "productEditor.errors.tooManyVariants" }).default([]),
    images: z.array(image).max(PRODUCT_LIMITS.images, { error: "productEditor.errors.tooManyImages" }).default([]),
  })
  .superRefine((input, context) => {
    const skus = new Map<string, number>();
    const combinations = new Map<string, number>();
    input.variants.forEach((row, index) => {
      const key = row.sku.toLowerCase();
      if (skus.has(key)) context.addIssue({ code: "custom", path: ["variants", index, "sku"], message: "productEditor.errors.skuRepeated" });
      skus.set(key, index);
      for (const axis of VARIANT_AXES) {
        const chosen = row[axis];
        if (chosen !== undefined && chosen >= input.axes[axis].length) {
          context.addIssue({ code: "custom", path: ["variants", index, axis], message: "productEditor.errors.invalid" });
        }
      }
      if (VARIANT_AXES.every((axis) => row[axis] === undefined)) {
        context.addIssue({ code: "custom", path: ["variants", index, "sku"], message: "productEditor.errors.variantNoOption" });
      }
      // A variant sells at the price plus its supplement: a negative result would lower an order's
      // total (the database refuses it too: migration 0019).
      if (row.priceAdjustment < 0 && input.price + row.priceAdjustment < 0) {
        context.addIssue({ code: "custom", path: ["variants", index, "priceAdjustment"], message: "productEditor.errors.variantPriceNegative" });
      }
      const combination = VARIANT_AXES.map((axis) => row[axis] ?? "-").join("|");
      if (combinations.has(combination)) context.addIssue({ code: "custom", path: ["variants", index, "sku"], message: "productEditor.errors.variantRepeated" });
      combinations.set(combination, index);
    });
    for (const axis of VARIANT_AXES) {
      const seen = new Set<string>();
      input.axes[axis].forEach((value, index) => {
        const key = value.fr.toLowerCase();
        if (seen.has(key)) context.addIssue({ code: "custom", path: ["axes", axis, index, "fr"], message: "productEditor.errors.optionRepeated" });
        seen.add(key);
      });
    }
  });

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductInput = z.output<typeof productFormSchema>;

/** Languages whose product name is empty: the editor marks them "missing". */
export function missingLanguages(translations: Record<Lang, { name: string }>): Lang[] {
  return LANGS.filter((lang) => !translations[lang]?.name.trim());
}
