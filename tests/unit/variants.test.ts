import { describe, expect, it } from "vitest";
import { selectionSearch, variantChoices } from "../../app/lib/variants";

const variants = [
  { id: "a", size: "Petite", color: "Ambre", scentVariant: "Original", stock: 5 },
  { id: "b", size: "Petite", color: "Noir", scentVariant: "Original", stock: 0 },
  { id: "c", size: "Grande", color: "Ambre", scentVariant: "Original", stock: 2 },
  { id: "d", size: "Grande", color: "Ambre", scentVariant: "Intense", stock: 0 },
  { id: "e", size: "Grande", color: "Beige", scentVariant: "Intense", stock: 4 },
];

describe("variant selection", () => {
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
    expect(choices.selection.color).not.toBe("Beige");
    expect(choices.selection.size).toBe("Petite");
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

describe("a picker left with one option chooses it", () => {
  // Cèdre de l'Atlas in the demo shop: small → amber only, medium → amber/black, large → black only.
  const cedar = [
    { id: "s-amb", size: "Petite", color: "Ambre", scentVariant: "Vétiver", stock: 14 },
    { id: "m-amb", size: "Moyenne", color: "Ambre", scentVariant: "Vétiver", stock: 21 },
    { id: "m-amb-ambr", size: "Moyenne", color: "Ambre", scentVariant: "Ambre gris", stock: 8 },
    { id: "m-noi", size: "Moyenne", color: "Noir", scentVariant: "Ambre gris", stock: 0 },
    { id: "l-noi", size: "Grande", color: "Noir", scentVariant: "Ambre gris", stock: 6 },
  ];

  it("chooses nothing while every picker still offers several options", () => {
    const choices = variantChoices(cedar, {});
    expect(choices.selection).toEqual({});
    expect(choices.match).toBeNull();
    expect(choices.groups.flatMap((g) => g.options).some((o) => o.selected)).toBe(false);
  });

  it("completes the choice when a size leaves one colour and one scent", () => {
    const choices = variantChoices(cedar, { size: "Petite" });
    expect(choices.selection).toEqual({ size: "Petite", color: "Ambre", scentVariant: "Vétiver" });
    expect(choices.match?.id).toBe("s-amb");
    expect(choices.groups[1].options.map((o) => [o.value, o.selected])).toEqual([["Ambre", true]]);
    // So the size's own link goes straight to the variant.
    const large = variantChoices(cedar, {}).groups[0].options.find((o) => o.value === "Grande")!;
    expect(selectionSearch(cedar, large.next)).toBe("?variant=l-noi");
  });

  it("leaves a picker with two options in stock to the shopper, and chooses a later one that is left alone", () => {
    const amber = variantChoices(cedar, { size: "Moyenne", color: "Ambre" });
    expect(amber.selection).toEqual({ size: "Moyenne", color: "Ambre" });
    expect(amber.match).toBeNull();
    const black = variantChoices(cedar, { size: "Moyenne", color: "Noir" });
    expect(black.selection.scentVariant).toBe("Ambre gris");
    // The only option may be sold out: it is chosen all the same, and the page says so.
    expect(black.match?.id).toBe("m-noi");
    expect(black.groups[2].options).toEqual([expect.objectContaining({ value: "Ambre gris", available: false, selected: true })]);
  });

  it("chooses the one option left in stock: the sold-out ones stay to be picked on purpose", () => {
    // Medium comes in amber and in black, and black is sold out: amber is chosen, and add to cart
    // then needs only the scent.
    const medium = variantChoices(cedar, { size: "Moyenne" });
    expect(medium.selection).toEqual({ size: "Moyenne", color: "Ambre" });
    expect(medium.groups[1].options.map((o) => [o.value, o.available, o.selected])).toEqual([
      ["Ambre", true, true],
      ["Noir", false, false],
    ]);
    // Its sold-out neighbour stays one click away (to ask to be told when it is back).
    const black = medium.groups[1].options.find((o) => o.value === "Noir")!;
    expect(variantChoices(cedar, black.next).match?.id).toBe("m-noi");
  });

  it("chooses the one option that fits a choice made in a later picker", () => {
    // Amber comes in two scents at medium size; "Vétiver" is only ever amber.
    const choices = variantChoices(cedar, { size: "Moyenne", scentVariant: "Vétiver" });
    expect(choices.selection).toEqual({ size: "Moyenne", color: "Ambre", scentVariant: "Vétiver" });
    expect(choices.match?.id).toBe("m-amb");
  });

  it("chooses the only size of a product that varies by colour alone", () => {
    const oneSize = [
      { id: "a", size: "Unique", color: "Ambre", scentVariant: "", stock: 1 },
      { id: "b", size: "Unique", color: "Noir", scentVariant: "", stock: 1 },
    ];
    const choices = variantChoices(oneSize, {});
    expect(choices.selection).toEqual({ size: "Unique" });
    expect(choices.match).toBeNull();
    expect(variantChoices(oneSize, { color: "Noir" }).match?.id).toBe("b");
  });
});
