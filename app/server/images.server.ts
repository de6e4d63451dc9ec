/**
 * The image endpoint (SPEC.md §7, ARCHITECTURE.md): /img/<path>?w=&h=&q= serves a stored image
 * resized with sharp, as AVIF or WebP when the browser accepts them, cached on disk by a hash of
 * the request. Bad sizes get 400, missing files 404: never a 500.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { logger } from "./logger.server";

/** Widths the image component asks for (srcset 400/800/1200/1920, thumbnails 100/200). */
export const IMAGE_WIDTHS = [64, 100, 200, 400, 600, 800, 1200, 1600, 1920] as const;
export const DEFAULT_QUALITY = 70;

const sizeSchema = z.object({
  w: z.coerce.number().int().refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), {
    message: `w must be one of ${IMAGE_WIDTHS.join(", ")}`,
  }),
  h: z.coerce.number().int().min(16).max(2400).optional(),
  q: z.coerce.number().int().min(30).max(95).default(DEFAULT_QUALITY),
});

export type ImageResult =
  | { status: 200; body: Buffer; contentType: string }
  | { status: 400 | 404; message: string };

export function negotiateFormat(accept: string | null | undefined): "avif" | "webp" | "jpeg" {
  const value = accept ?? "";
  if (value.includes("image/avif")) return "avif";
  if (value.includes("image/webp")) return "webp";
  return "jpeg";
}

const pending = new Map<string, Promise<Buffer>>();

export async function renderImage(options: {
  mediaDir: string;
  cacheDir: string;
  relativePath: string;
  query: Record<string, string | undefined>;
  accept: string | null | undefined;
}): Promise<ImageResult> {
  const parsed = sizeSchema.safeParse(options.query);
  if (!parsed.success) return { status: 400, message: parsed.error.issues[0].message };
  const { w, h, q } = parsed.data;

  // Only plain relative paths inside the media folder; no "..", no absolute paths.
  const relative = options.relativePath.replace(/^\/+/, "");
  if (!relative || relative.split("/").some((part) => part === ".." || part === "." || part === "")) {
    return { status: 404, message: "Not found" };
  }
  if (!/\.(jpe?g|png|webp|avif)$/i.test(relative)) return { status: 404, message: "Not found" };
  const source = path.join(options.mediaDir, relative);
  const sourceStat = await stat(source).catch(() => undefined);
  if (!sourceStat?.isFile()) return { status: 404, message: "Not found" };

  const format = negotiateFormat(options.accept);
  const key = createHash("sha256")
    .update(`${relative}|${sourceStat.mtimeMs}|${sourceStat.size}|${w}|${h ?? ""}|${q}|${format}`)
    .digest("hex")
    .slice(0, 32);
  const cached = path.join(options.cacheDir, key.slice(0, 2), `${key}.${format}`);
  const contentType = `image/${format}`;

  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return { status: 200, body: hit, contentType };

  // Concurrent requests for the same variant share one encode.
  let job = pending.get(cached);
  if (!job) {
    job = (async () => {
      let pipeline = sharp(source).rotate().resize({ width: w, height: h, fit: "cover", withoutEnlargement: true });
      if (format === "avif") pipeline = pipeline.avif({ quality: Math.max(30, q - 20), effort: 2 });
      else if (format === "webp") pipeline = pipeline.webp({ quality: q });
      else pipeline = pipeline.jpeg({ quality: q, mozjpeg: true, progressive: true });
      const body = await pipeline.toBuffer();
      await mkdir(path.dirname(cached), { recursive: true });
      const temporary = `${cached}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, cached);
      return body;
    })().finally(() => pending.delete(cached));
    pending.set(cached, job);
  }
  try {
    return { status: 200, body: await job, contentType };
  } catch (error) {
    logger.warn({ err: error, path: relative }, "image could not be rendered");
    return { status: 404, message: "Not found" };
  }
}
