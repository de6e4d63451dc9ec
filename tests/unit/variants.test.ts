import { describe, expect, it } from "vitest";
import { selectionSearch, variantChoices } from "../../app/lib/variants";

const variants = [
  { id: "a", size: "Petite", color: "Ambre", scentVariant: "Original", stock: 5 },
  { id: "b", size: "Petite", color: "Noir", scentVariant: "Original", stock: 0 },
  { id: "c", size: "Grande", color: "Ambre", scentVariant: "Original", stock: 2 },
  { id: "d", size: "Grande", color: "Ambre", scentVariant: "Intense", stock: 0 },
  { id: "e", size: "Grande", color: "Beige", scentVariant: "Intense", stock: 4 },
];

describe("variant selection (SPEC.md §4)", () => {
  it("offers every size, and no colour is narrowed before a size is chosen", () => {
    const choices = variantChoices(variants, {});
    expect(choices.groups.map((g) => g.dimension)).toEqual(["size", "color", "scentVariant"]);
    expect(choices.groups[0].options.map((o) => o.value)).toEqual(["Petite", "Grande"]);
    expect(choices.match).toBeNull();
  });

  it("narrows colours by size, and scents by size and colour", () => {
    const choices = variantChoices(variants, { size: "Grande" });
    expect(choices.groups[1].options.map((o) => o.value)).toEqual(["Ambre", "Beige"]);
    const scents = variantChoices(variants, { size: "Grande", color: "Ambre" }).groups[2].options;
    expect(scents.map((o) => [o.value, o.available])).toEqual([
      ["Original", true],
      ["Intense", false],
    ]);
  });

  it("disables an option with no stock in any matching variant", () => {
    const colours = variantChoices(variants, { size: "Petite" }).groups[1].options;
    expect(colours.find((o) => o.value === "Noir")?.available).toBe(false);
    expect(colours.find((o) => o.value === "Ambre")?.available).toBe(true);
  });

  it("selects the variant on a full match, and links to it with ?variant=", () => {
    const choices = variantChoices(variants, { size: "Grande", color: "Beige", scentVariant: "Intense" });
    expect(choices.match?.id).toBe("e");
    expect(selectionSearch(variants, { size: "Grande", color: "Beige", scentVariant: "Intense" })).toBe("?variant=e");
    expect(selectionSearch(variants, { size: "Grande" })).toBe("?size=Grande");
  });

  it("drops a later choice that no longer fits an earlier one", () => {
    const choices = variantChoices(variants, { size: "Petite", color: "Beige" });
    expect(choices.selection).toEqual({ size: "Petite" });
  });

  it("ignores dimensions a product does not vary on", () => {
    const single = [
      { id: "x", size: "S", color: "", scentVariant: "", stock: 1 },
      { id: "y", size: "L", color: "", scentVariant: "", stock: 1 },
    ];
    const choices = variantChoices(single, { size: "L" });
    expect(choices.groups.map((g) => g.dimension)).toEqual(["size"]);
    expect(choices.match?.id).toBe("y");
  });
});
