/** The demo artwork: real images of the promised sizes, varied by the art, warmer when lit. */
import { describe, expect, it } from "vitest";
import sharp, { type Region, type Stats } from "sharp";
import { productSvg, renderCategoryImage, renderHeroImage, renderProductImage, SWATCH_WAX } from "./render";
import type { CandleArt } from "../types";

const amberTumbler: CandleArt = { vessel: "tumbler", finish: "amber-glass", wax: SWATCH_WAX.Ambre, labelColor: "#2b2623", accent: "cedar" };
const noirBowl: CandleArt = { vessel: "bowl", finish: "ceramic-noir", wax: SWATCH_WAX["Blanc Crème"], labelColor: "#b7793a", wicks: 3 };

async function stats(buffer: Buffer, region?: Region) {
  const image = sharp(buffer);
  return (region ? image.extract(region) : image).stats();
}

describe("product images", () => {
  it("are JPEGs of the requested square size for every view", async () => {
    for (const view of ["front", "lit", "detail"] as const) {
      const meta = await sharp(await renderProductImage(amberTumbler, view, 300)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 300, 300]);
    }
  });

  it("differ with the vessel and the wax, and are not flat boxes", async () => {
    const a = await stats(await renderProductImage(amberTumbler, "front", 300));
    const b = await stats(await renderProductImage(noirBowl, "front", 300));
    const difference = a.channels.reduce((sum, channel, i) => sum + Math.abs(channel.mean - b.channels[i].mean), 0);
    expect(difference).toBeGreaterThan(5);
    expect(a.channels[0].stdev).toBeGreaterThan(15);
  });

  it("glow warmer when lit", async () => {
    const centre = { left: 100, top: 40, width: 100, height: 120 };
    const front = await stats(await renderProductImage(amberTumbler, "front", 300), centre);
    const lit = await stats(await renderProductImage(amberTumbler, "lit", 300), centre);
    const warmth = (s: Stats) => s.channels[0].mean - s.channels[2].mean;
    expect(warmth(lit)).toBeGreaterThan(warmth(front));
  });

  it("contain no text", () => {
    expect(productSvg(amberTumbler, "detail")).not.toMatch(/<text/);
  });
});

describe("hero and category images", () => {
  it("are 1920×800 and 1200×800", async () => {
    const hero = await sharp(await renderHeroImage([amberTumbler, noirBowl], 1)).metadata();
    expect([hero.width, hero.height]).toEqual([1920, 800]);
    const category = await sharp(await renderCategoryImage(noirBowl, "spicy")).metadata();
    expect([category.width, category.height]).toEqual([1200, 800]);
  });
});
