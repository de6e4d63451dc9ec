/**
 * DEMO DATA wording shared by the two catalogue files: materials, country, the formats of burn
 * time, weight, dimensions and sizes in each language, and the builders of product texts and
 * variants.
 */
import type { Localized } from "../../../app/lib/langs";
import type { ProductText, SeedVariant, SeedVariantFacts, SwatchColor } from "../types";

export const COUNTRY: Localized = { fr: "Israël", en: "Israel", he: "ישראל", ru: "Израиль" };

export const SOY_WAX: Localized = {
  fr: "Cire de soja naturelle",
  en: "Natural soy wax",
  he: "שעוות סויה טבעית",
  ru: "Натуральный соевый воск",
};

export const COTTON_WICK: Localized = { fr: "Mèche en coton", en: "Cotton wick", he: "פתיל כותנה", ru: "Хлопковый фитиль" };
export const WOODEN_WICK: Localized = { fr: "Mèche en bois", en: "Wooden wick", he: "פתיל עץ", ru: "Деревянный фитиль" };

/** "55 heures" / "55 hours" / "55 שעות" / "55 часов", with the Russian plural rule. */
export function burnTime(hours: number): Localized {
  const mod10 = hours % 10;
  const mod100 = hours % 100;
  const ru =
    mod10 === 1 && mod100 !== 11
      ? "час"
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? "часа"
        : "часов";
  return { fr: `${hours} heures`, en: `${hours} hours`, he: `${hours} שעות`, ru: `${hours} ${ru}` };
}

export function weight(grams: number): Localized {
  return { fr: `${grams} g`, en: `${grams} g`, he: `${grams} גרם`, ru: `${grams} г` };
}

export function dimensions(width: number, height: number): Localized {
  return {
    fr: `${width} × ${height} cm`,
    en: `${width} × ${height} cm`,
    he: `${width} × ${height} ס״מ`,
    ru: `${width} × ${height} см`,
  };
}

export interface TextInput {
  name: Localized;
  description: Localized;
  scent: Localized;
  care: Localized;
  burnHours: number;
  grams: number;
  size: [number, number];
  wick: Localized;
  container: Localized;
}

/** Assembles the per-language ProductText from the per-field translations. */
export function productText(input: TextInput): Localized<ProductText> {
  const burn = burnTime(input.burnHours);
  const w = weight(input.grams);
  const dims = dimensions(input.size[0], input.size[1]);
  const build = (lang: keyof Localized): ProductText => ({
    name: input.name[lang],
    description: input.description[lang],
    scent: input.scent[lang],
    careInstructions: input.care[lang],
    burnTime: burn[lang],
    weight: w[lang],
    dimensions: dims[lang],
    waxType: SOY_WAX[lang],
    wickType: input.wick[lang],
    containerType: input.container[lang],
    manufacturingCountry: COUNTRY[lang],
  });
  return { fr: build("fr"), en: build("en"), he: build("he"), ru: build("ru") };
}

// ---------------------------------------------------------------------------------------------
// Variant vocabulary
// ---------------------------------------------------------------------------------------------

export const COLOR_LABELS: Record<SwatchColor, Localized> = {
  Ambre: { fr: "Ambre", en: "Amber", he: "ענבר", ru: "Янтарный" },
  "Blanc Crème": { fr: "Blanc Crème", en: "Cream White", he: "לבן שמנת", ru: "Кремово-белый" },
  Terracotta: { fr: "Terracotta", en: "Terracotta", he: "טרקוטה", ru: "Терракотовый" },
  Noir: { fr: "Noir", en: "Black", he: "שחור", ru: "Чёрный" },
  Beige: { fr: "Beige", en: "Beige", he: "בז׳", ru: "Бежевый" },
};

export function sizeLabel(kind: "small" | "medium" | "large", grams: number): Localized {
  const words = {
    small: { fr: "Petite", en: "Small", he: "קטן", ru: "Маленькая" },
    medium: { fr: "Moyenne", en: "Medium", he: "בינוני", ru: "Средняя" },
    large: { fr: "Grande", en: "Large", he: "גדול", ru: "Большая" },
  }[kind];
  return {
    fr: `${words.fr} (${grams} g)`,
    en: `${words.en} (${grams} g)`,
    he: `${words.he} (${grams} גרם)`,
    ru: `${words.ru} (${grams} г)`,
  };
}

export function variant(
  sku: string,
  size: Localized,
  color: SwatchColor,
  scentVariant: Localized,
  stock: number,
  priceAdjustmentMinor: number,
  facts?: SeedVariantFacts,
): SeedVariant {
  return { sku, size, color, colorLabel: COLOR_LABELS[color], scentVariant, stock, priceAdjustmentMinor, ...(facts ? { facts } : {}) };
}
