/**
 * A variant's own facts: weight (grams), width × height (millimetres, typed in centimetres) and burn
 * time (hours). Each is optional: an empty one keeps the product's text of that fact. The admin's
 * variant grid and the CSV import type them as text ("400", "10 × 11", "70"); the product page, the
 * CSV export and the structured data read the numbers.
 */

export interface VariantFacts {
  weightGrams: number | null;
  widthMm: number | null;
  heightMm: number | null;
  burnHours: number | null;
}

export const NO_FACTS: VariantFacts = { weightGrams: null, widthMm: null, heightMm: null, burnHours: null };

/** Bounds of a fact: a value past them is a typo. */
export const FACT_LIMITS = { weightGrams: 100_000, sizeMm: 10_000, burnHours: 10_000 } as const;

/** A whole number from 1 to `max` typed as text; "" is none; anything else is undefined (refused). */
export function parseCount(text: string, max: number): number | null | undefined {
  const clean = text.trim();
  if (clean === "") return null;
  if (!/^\d{1,7}$/.test(clean)) return undefined;
  const value = Number(clean);
  return value >= 1 && value <= max ? value : undefined;
}

/** Centimetres with at most one decimal ("8", "8,5", "8.5") as millimetres. */
function centimetres(text: string): number | undefined {
  const match = /^(\d{1,4})(?:[.,](\d))?$/.exec(text.trim());
  if (!match) return undefined;
  const mm = Number(match[1]) * 10 + Number(match[2] ?? 0);
  return mm >= 1 && mm <= FACT_LIMITS.sizeMm ? mm : undefined;
}

/**
 * "10 × 11" (or "10x11", "8,5 * 9", with or without "cm") as width and height in millimetres; ""
 * is none; anything else is undefined (refused).
 */
export function parseDimensionsCm(text: string): { widthMm: number; heightMm: number } | null | undefined {
  const clean = text.trim().replace(/\s*cm$/i, "");
  if (clean === "") return null;
  const parts = clean.split(/\s*[×xX*]\s*/);
  if (parts.length !== 2) return undefined;
  const [widthMm, heightMm] = parts.map(centimetres);
  return widthMm && heightMm ? { widthMm, heightMm } : undefined;
}

/** Millimetres as the centimetres typed ("85" → "8.5"). */
export const cmOf = (mm: number) => (mm % 10 === 0 ? String(mm / 10) : (mm / 10).toFixed(1));

/** The dimensions as typed in the grid and the CSV ("10 × 11"), or "". */
export function dimensionsText(facts: Pick<VariantFacts, "widthMm" | "heightMm">): string {
  return facts.widthMm && facts.heightMm ? `${cmOf(facts.widthMm)} × ${cmOf(facts.heightMm)}` : "";
}
