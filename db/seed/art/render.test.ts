/** The demo artwork: real JPEGs of the promised sizes, varied by the art, warmer when lit, no text. */
import { describe, expect, it } from "vitest";
import sharp, { type Region, type Stats } from "sharp";
import {
  productSvg,
  renderCategoryImage,
  renderDefaultCandle,
  renderHeroImage,
  renderProductImage,
  SWATCH_WAX,
} from "./render";
import type { CandleArt, CandleView } from "../types";

const amberTumbler: CandleArt = { vessel: "tumbler", finish: "amber-glass", wax: SWATCH_WAX.Ambre, labelColor: "#2b2623", accent: "cedar" };
const noirBowl: CandleArt = { vessel: "bowl", finish: "ceramic-noir", wax: SWATCH_WAX["Blanc Crème"], labelColor: "#b7793a", wicks: 3 };
const stoneJar: CandleArt = { vessel: "jar", finish: "stone", wax: SWATCH_WAX.Beige, labelColor: "#6b7346", accent: "fig" };
const clearCoupe: CandleArt = { vessel: "coupe", finish: "clear-glass", wax: "#f2d9d6", labelColor: "#b5536a", accent: "rose" };
const star: CandleArt = { vessel: "star", finish: "ceramic-cream", wax: SWATCH_WAX.Terracotta, labelColor: "#b08d57" };

const VIEWS: CandleView[] = ["front", "lit", "detail"];
const SIZE = 300;

async function stats(buffer: Buffer, region?: Region): Promise<Stats> {
  // crop into a new image first: stats() reads the input, not the pipeline's extract
  const input = region ? await sharp(buffer).extract(region).png().toBuffer() : buffer;
  return sharp(input).stats();
}
const meanDistance = (a: Stats, b: Stats) => a.channels.slice(0, 3).reduce((sum, c, i) => sum + Math.abs(c.mean - b.channels[i].mean), 0);
const warmth = (s: Stats) => s.channels[0].mean - s.channels[2].mean;

describe("product images", () => {
  it("are JPEGs of the requested square size for every view, and not flat boxes", async () => {
    for (const art of [amberTumbler, noirBowl, stoneJar, clearCoupe, star]) {
      for (const view of VIEWS) {
        const buffer = await renderProductImage(art, view, SIZE);
        const meta = await sharp(buffer).metadata();
        expect([meta.format, meta.width, meta.height], `${art.vessel} ${view}`).toEqual(["jpeg", SIZE, SIZE]);
        const s = await stats(buffer);
        for (const channel of s.channels.slice(0, 3)) expect(channel.stdev, `${art.vessel} ${view}`).toBeGreaterThan(12);
      }
    }
  });

  it("differ with the finish and with the wax colour", async () => {
    const amber = await stats(await renderProductImage(amberTumbler, "front", SIZE));
    const smoke = await stats(await renderProductImage({ ...amberTumbler, finish: "smoke-glass" }, "front", SIZE));
    expect(meanDistance(amber, smoke)).toBeGreaterThan(3);

    const clearJar: CandleArt = { ...stoneJar, finish: "clear-glass" };
    const cream = await stats(await renderProductImage({ ...clearJar, wax: SWATCH_WAX["Blanc Crème"] }, "detail", SIZE));
    const noir = await stats(await renderProductImage({ ...clearJar, wax: SWATCH_WAX.Noir }, "detail", SIZE));
    expect(meanDistance(cream, noir)).toBeGreaterThan(3);

    const pillarCream = await stats(await renderProductImage({ ...amberTumbler, vessel: "pillar", wax: SWATCH_WAX["Blanc Crème"] }, "front", SIZE));
    const pillarNoir = await stats(await renderProductImage({ ...amberTumbler, vessel: "pillar", wax: SWATCH_WAX.Noir }, "front", SIZE));
    expect(meanDistance(pillarCream, pillarNoir)).toBeGreaterThan(10);
  });

  it("glow warmer when lit", async () => {
    const centre = { left: 75, top: 40, width: 150, height: 170 };
    for (const art of [amberTumbler, noirBowl, clearCoupe]) {
      const front = await stats(await renderProductImage(art, "front", SIZE), centre);
      const lit = await stats(await renderProductImage(art, "lit", SIZE), centre);
      expect(warmth(lit), art.vessel).toBeGreaterThan(warmth(front));
    }
  });

  it("are deterministic", async () => {
    const a = await renderProductImage(stoneJar, "detail", 200);
    const b = await renderProductImage(stoneJar, "detail", 200);
    expect(a.equals(b)).toBe(true);
    expect(productSvg(stoneJar, "lit")).toBe(productSvg(stoneJar, "lit"));
  });

  it("contain no text and no external references", () => {
    for (const art of [amberTumbler, noirBowl, stoneJar, clearCoupe, star, { ...amberTumbler, accent: undefined }]) {
      for (const view of VIEWS) {
        const svg = productSvg(art, view, SIZE);
        expect(svg).toMatch(/^<svg[^>]*width="300"[^>]*height="300"/);
        expect(svg).not.toMatch(/<text|<image|href=|font/i);
      }
    }
  });

  it("sanitise colours taken from the art", () => {
    const svg = productSvg({ ...amberTumbler, wax: '"/><script>', labelColor: "red" }, "front", SIZE);
    expect(svg).not.toContain("<script");
  });
});

describe("hero, category and default images", () => {
  it("hero is a 1920×800 JPEG and varies with the variant", async () => {
    const a = await renderHeroImage([amberTumbler, noirBowl, clearCoupe], 0);
    const b = await renderHeroImage([amberTumbler, noirBowl, clearCoupe], 1);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1920, 800]);
    expect(meanDistance(await stats(a), await stats(b))).toBeGreaterThan(1);
    // the left side, under the title, is calmer than the right side with the candles
    const left = await stats(a, { left: 0, top: 0, width: 800, height: 800 });
    const right = await stats(a, { left: 1000, top: 0, width: 900, height: 800 });
    expect(left.channels[0].stdev).toBeLessThan(right.channels[0].stdev);
    const single = await sharp(await renderHeroImage([star], 2)).metadata();
    expect([single.width, single.height]).toEqual([1920, 800]);
    // Three 1920×800 renders: a few seconds of CPU, far more on a loaded two-core machine; the
    // test checks the images, not the speed, so it gets room rather than vitest's 5 s default.
  }, 60_000);

  it("category is a 1200×800 JPEG", async () => {
    const meta = await sharp(await renderCategoryImage(noirBowl, "spicy")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 800]);
  });

  it("default candle is a 1200×1200 JPEG", async () => {
    const meta = await sharp(await renderDefaultCandle()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 1200]);
  });
});
