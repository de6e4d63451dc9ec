/**
 * The image endpoint makes only the variants in app/lib/image-variants.ts (docs/product/security-rules.md#sec-4). These tests
 * hold the shop's own pages to that list, so that a new image size shows up here and not as a
 * broken picture: every URL the image component writes, and every /img URL written by hand.
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMAGE_QUALITIES, IMAGE_WIDTHS, isImageVariant, variantHeight } from "../../app/lib/image-variants";
import { imageUrl, srcSetFor } from "../../app/components/ui/responsive-image";

const appDir = path.resolve(import.meta.dirname, "../../app");

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

function variantOf(url: string) {
  const query = new URL(url, "http://shop.test").searchParams;
  const h = query.get("h");
  return { w: Number(query.get("w")), h: h === null ? undefined : Number(h), q: Number(query.get("q") ?? 70) };
}

describe("the image variants", () => {
  it("are a short list", () => {
    expect(IMAGE_WIDTHS).toEqual([400, 800, 1200, 1920]);
    expect(IMAGE_QUALITIES).toEqual([70, 75]);
    expect(isImageVariant(400, 400, 70)).toBe(true);
    expect(isImageVariant(1920, 800, 75)).toBe(true);
    expect(isImageVariant(1200, undefined, 70)).toBe(true);
    expect(isImageVariant(401, 401, 70)).toBe(false);
    expect(isImageVariant(400, 399, 70)).toBe(false);
    expect(isImageVariant(400, 400, 90)).toBe(false);
  });

  it("are all the image component writes, whatever shape a page gives it", () => {
    for (const [width, height] of [[400, 400], [112, 112], [64, 64], [1920, 800], [800, 800], [100, 100], [300, 450]]) {
      const aspect = height / width;
      for (const quality of [undefined, ...IMAGE_QUALITIES]) {
        const urls = [imageUrl("/media/a.jpg", 400, aspect, quality), ...srcSetFor("/media/a.jpg", aspect, 1920, quality).split(", ").map((part) => part.split(" ")[0])];
        for (const url of urls) {
          const { w, h, q } = variantOf(url);
          expect(isImageVariant(w, h, q), url).toBe(true);
        }
      }
    }
    // A shape the endpoint does not make is asked for in the picture's own shape.
    expect(variantHeight(400, 1.5)).toBeUndefined();
    expect(imageUrl("/media/a.jpg", 400, 1.5)).toBe("/img/a.jpg?w=400");
  });

  it("are all the /img addresses written by hand in the app", async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(appDir)) {
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(/\/img\/[\w./-]*\?w=\d[^\s"'`,)]*/g)) found.push(`${path.relative(appDir, file)}: ${match[0]}`);
    }
    expect(found.length).toBeGreaterThan(0);
    for (const entry of found) {
      const url = entry.split(": ")[1];
      const { w, h, q } = variantOf(url);
      expect(isImageVariant(w, h, q), entry).toBe(true);
    }
  });
});
