/**
 * Variant selection (docs/product/catalogue.md#cat-11): choosing a size narrows the colours; size and colour narrow the
 * scents. An option with no stock in any matching variant is disabled. A picker left with a single
 * option (or a single one in stock) has it chosen by itself. A full match selects the variant. The product page renders this on the server, and every option is a plain link, so it
 * works without JavaScript and a shared link preselects the variant.
 */

export interface VariantLike {
  id: string;
  size: string;
  color: string;
  scentVariant: string;
  stock: number;
}

export type Dimension = "size" | "color" | "scentVariant";
export const DIMENSIONS: Dimension[] = ["size", "color", "scentVariant"];

export type Selection = Partial<Record<Dimension, string>>;

export interface Option {
  value: string;
  /** Some variant matching the earlier choices and this value has stock. */
  available: boolean;
  selected: boolean;
  /** The selection this option leads to. */
  next: Selection;
}

export interface VariantChoices<V extends VariantLike> {
  /** The dimensions this product really varies on, with their options, in the order size → colour → scent. */
  groups: { dimension: Dimension; options: Option[] }[];
  match: V | null;
  selection: Selection;
}

function matches(variant: VariantLike, selection: Selection, dimensions: Dimension[]) {
  return dimensions.every((d) => selection[d] === undefined || variant[d] === selection[d]);
}

/** Keeps only choices that still exist together, dropping later ones that no longer fit. */
export function normalizeSelection(variants: VariantLike[], selection: Selection): Selection {
  const clean: Selection = {};
  for (const dimension of DIMENSIONS) {
    const value = selection[dimension];
    if (value === undefined) continue;
    const candidate = { ...clean, [dimension]: value };
    if (variants.some((v) => matches(v, candidate, DIMENSIONS))) clean[dimension] = value;
  }
  return clean;
}

/** The values a dimension offers once the earlier dimensions' choices are applied. */
function valuesOf<V extends VariantLike>(variants: V[], selection: Selection, earlier: Dimension[], dimension: Dimension) {
  const candidates = variants.filter((v) => matches(v, selection, earlier));
  return { candidates, values: [...new Set(candidates.map((v) => v[dimension]).filter(Boolean))] };
}

/**
 * When the choices made leave a picker with a single option, that option is chosen, so a size
 * that comes in one colour and one scent is a complete choice by itself. A picker whose other
 * options are all sold out (shown struck through) has one option left too: the one in stock is
 * chosen, and a shopper who wants a sold-out one (to be told when it is back) picks it
 * explicitly. A choice the shopper made is never replaced.
 */
function withSingleOptionsChosen(variants: VariantLike[], used: Dimension[], selection: Selection): Selection {
  const chosen = { ...selection };
  used.forEach((dimension) => {
    if (chosen[dimension] !== undefined) return;
    // What still fits every choice made, in the earlier pickers and in the later ones.
    const { candidates, values } = valuesOf(variants, chosen, used.filter((other) => other !== dimension), dimension);
    const inStock = values.filter((value) => candidates.some((v) => v[dimension] === value && v.stock > 0));
    if (values.length === 1) chosen[dimension] = values[0];
    else if (inStock.length === 1) chosen[dimension] = inStock[0];
  });
  return chosen;
}

export function variantChoices<V extends VariantLike>(variants: V[], requested: Selection): VariantChoices<V> {
  const used = DIMENSIONS.filter((d) => variants.some((v) => v[d]));
  const selection = withSingleOptionsChosen(variants, used, normalizeSelection(variants, requested));
  const groups = used.map((dimension, position) => {
    // Options narrow by the choices made in the earlier dimensions.
    const { candidates, values } = valuesOf(variants, selection, used.slice(0, position), dimension);
    return {
      dimension,
      options: values.map((value) => {
        const withValue = candidates.filter((v) => v[dimension] === value);
        return {
          value,
          available: withValue.some((v) => v.stock > 0),
          selected: selection[dimension] === value,
          next: normalizeSelection(variants, { ...selection, [dimension]: value }),
        };
      }),
    };
  });
  const complete = used.every((d) => selection[d] !== undefined);
  const match = complete ? (variants.find((v) => matches(v, selection, used)) ?? null) : null;
  return { groups, match, selection };
}

export function selectionOf(variant: VariantLike): Selection {
  return { size: variant.size || undefined, color: variant.color || undefined, scentVariant: variant.scentVariant || undefined };
}

/** The product page address for a selection: ?variant= once it is complete, else the partial choice. */
export function selectionSearch(variants: VariantLike[], selection: Selection): string {
  const { match } = variantChoices(variants, selection);
  if (match) return `?variant=${match.id}`;
  const params = new URLSearchParams();
  for (const d of DIMENSIONS) if (selection[d]) params.set(d === "scentVariant" ? "scent" : d, selection[d]!);
  const query = params.toString();
  return query ? `?${query}` : "?";
}
