/**
 * Sentences that mix directions (docs/product/look.md#look-6: numbers, prices and codes read left to right, even in
 * Hebrew, and everything else follows the page).
 *
 * <Sentence> fills a translated text whose {placeholders} are elements rather than strings (t()
 * gives a string): a code in <code>, a value in bold, or, with `ltr`, each value alone isolated left
 * to right while the words around it keep the page's direction:
 *
 *   <Sentence text={t("products.sku")} values={{ sku: product.sku }} ltr />
 *
 * Isolating the whole sentence instead would put "מק״ט" after its code, and read "1–5 מתוך 5" as
 * "1–5 5 מתוך".
 */
import type { ReactNode } from "react";
import { LtrSentence } from "~/components/ui/ltr";
import { useAdmin } from "./admin-context";

export function Sentence({ text, values, ltr = false }: { text: string; values: Record<string, ReactNode>; ltr?: boolean }) {
  return <LtrSentence text={text} values={values} ltr={ltr} />;
}

/**
 * The arrow between a value before and the value after ("En attente → En cours"). It points the way
 * the page reads: in Hebrew the old value is on the right, and a fixed "→" would point back at it.
 * (U+2192 is not one of the characters the browser mirrors by itself.)
 */
export function ChangeArrow() {
  const { dir } = useAdmin();
  return <>{dir === "rtl" ? "←" : "→"}</>;
}
