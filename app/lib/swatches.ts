/**
 * The colour swatches of docs/product/catalogue.md#cat-2 (product_variant: "Known colour swatch names: Ambre, Blanc Crème,
 * Terracotta, Noir, Beige; others neutral"), shared by the shop's colour picker and the admin's
 * variant editor, which chooses a colour's swatch from this list.
 */
export const SWATCHES = {
  Ambre: "#c8862f",
  "Blanc Crème": "#f3ead8",
  Terracotta: "#b4553a",
  Noir: "#2b2623",
  Beige: "#d9c6a5",
} as const;

export type SwatchName = keyof typeof SWATCHES;
export const SWATCH_NAMES = Object.keys(SWATCHES) as SwatchName[];

/** An unknown colour's swatch. */
export const NEUTRAL_SWATCH = "#cfc6bb";

export function swatchOf(name: string | null | undefined): string {
  return (name && SWATCHES[name as SwatchName]) || NEUTRAL_SWATCH;
}
