/**
 * A chosen variant's own facts as the product page's details show them, formatted on the server (the
 * texts live in the "productFacts" dictionary namespace, which no page ships to the browser).
 */
import { INTL_LOCALES } from "~/lib/langs";
import type { Translator } from "~/lib/i18n";
import type { VariantFacts } from "~/lib/variant-facts";

/** Left-to-right isolation (LRI … PDI): "8 × 9" keeps its order inside a right-to-left line. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * A variant's own facts as the product page's details show them, in the translator's language;
 * a fact the variant leaves empty is absent (the product's text of it stands).
 */
export function factTexts(
  facts: VariantFacts,
  t: Translator,
): Partial<Record<"weight" | "dimensions" | "burnTime", string>> {
  const number = new Intl.NumberFormat(INTL_LOCALES[t.lang], { maximumFractionDigits: 1 });
  const texts: Partial<Record<"weight" | "dimensions" | "burnTime", string>> = {};
  if (facts.weightGrams) texts.weight = t("productFacts.weight", { grams: number.format(facts.weightGrams) });
  if (facts.widthMm && facts.heightMm) {
    texts.dimensions = t("productFacts.dimensions", { size: ltr(`${number.format(facts.widthMm / 10)} × ${number.format(facts.heightMm / 10)}`) });
  }
  if (facts.burnHours) texts.burnTime = t.plural("productFacts.burnTime", facts.burnHours);
  return texts;
}
