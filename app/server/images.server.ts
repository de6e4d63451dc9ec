/**
 * The image endpoint (docs/product/seo-and-install.md#seo-5, docs/architecture.md#arch-9): /img/<path>?w=&h=&q= serves a stored image
 * (app/server/storage.server.ts: the media folder or an S3 bucket) resized with sharp, as AVIF or WebP when the browser accepts them, cached on disk by a hash of
 * the request. Bad sizes get 400, missing files 404: never a 500.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import { logger } from "./logger.server";
import { isStorageKey, type MediaStorage } from "./storage.server";
import { DEFAULT_IMAGE_QUALITY, IMAGE_QUALITIES, IMAGE_WIDTHS, isImageVariant } from "~/lib/image-variants";

const whole = z.coerce.number().int();
const sizeSchema = z
  .object({ w: whole, h: whole.optional(), q: whole.default(DEFAULT_IMAGE_QUALITY) })
  // Only what the shop's own pages ask for (app/lib/image-variants.ts).
  .refine(({ w, h, q }) => isImageVariant(w, h, q), {
    message: `not a size this shop makes: w is one of ${IMAGE_WIDTHS.join(", ")}, h matches a square or 12:5 shape, q is one of ${IMAGE_QUALITIES.join(", ")}`,
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

/** A hit rewrites the file's time at most this often, so that a popular image is not one write per view. */
const TOUCH_INTERVAL_MS = 60_000;

interface CacheEntry {
  size: number;
  touchedAt: number;
}

/**
 * The resized images on disk, bounded in bytes, least recently used out first. The order lives in
 * memory (a Map keeps insertion order: a hit moves its entry to the end); a hit also sets the file's
 * modification time, so that a restart, which scans the folder, finds the same order again.
 */
export class ImageDiskCache {
  private readonly entries = new Map<string, CacheEntry>();
  private total = 0;
  readonly ready: Promise<void>;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {
    this.ready = this.scan();
  }

  /** Bytes held now. */
  get size() {
    return this.total;
  }

  private async scan() {
    const found: { file: string; size: number; mtimeMs: number }[] = [];
    const shards = await readdir(this.dir, { withFileTypes: true }).catch(() => []);
    for (const shard of shards) {
      if (!shard.isDirectory()) continue;
      const shardDir = path.join(this.dir, shard.name);
      for (const name of await readdir(shardDir).catch(() => [] as string[])) {
        const file = path.join(shardDir, name);
        // A write cut short by a crash.
        if (name.endsWith(".tmp")) {
          await unlink(file).catch(() => {});
          continue;
        }
        const info = await stat(file).catch(() => undefined);
        if (info?.isFile()) found.push({ file, size: info.size, mtimeMs: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const entry of found) this.remember(entry.file, entry.size, entry.mtimeMs);
    await this.evict();
  }

  private remember(file: string, size: number, touchedAt: number) {
    const previous = this.entries.get(file);
    if (previous) {
      this.total -= previous.size;
      this.entries.delete(file);
    }
    this.entries.set(file, { size, touchedAt });
    this.total += size;
  }

  private forget(file: string) {
    const entry = this.entries.get(file);
    if (!entry) return;
    this.entries.delete(file);
    this.total -= entry.size;
  }

  async get(file: string): Promise<Buffer | undefined> {
    await this.ready;
    const entry = this.entries.get(file);
    if (!entry) return undefined;
    const body = await readFile(file).catch(() => undefined);
    if (!body) {
      this.forget(file);
      return undefined;
    }
    const now = Date.now();
    // Most recently used: to the end of the order, on disk as in memory.
    this.entries.delete(file);
    this.entries.set(file, entry);
    if (now - entry.touchedAt > TOUCH_INTERVAL_MS) {
      entry.touchedAt = now;
      const time = new Date(now);
      await utimes(file, time, time).catch(() => {});
    }
    return body;
  }

  async put(file: string, body: Buffer) {
    await this.ready;
    if (body.length > this.maxBytes) return;
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    this.remember(file, body.length, Date.now());
    await this.evict(file);
  }

  /** Removes the least recently used files until the cache fits, never the one just written. */
  private async evict(keep?: string) {
    for (const [file] of this.entries) {
      if (this.total <= this.maxBytes) break;
      if (file === keep) continue;
      this.forget(file);
      await unlink(file).catch(() => {});
    }
  }
}

const pending = new Map<string, Promise<Buffer>>();

// Memory (docs/product/performance-and-operations.md#ops-7). Every resized image is kept on disk (ImageDiskCache), so libvips's own
// cache of recent operations and their pixels (50 MB and 100 files by default) only holds memory.
// One libvips thread per image, and at most ENCODES_AT_ONCE images decoded at a time: a page's first
// visit asks for a dozen variants at once, and each holds its full-size original's pixels while it
// is resized (a 3000×2000 photo is 24 MB), so a burst otherwise lifts the process by hundreds of MB
// that glibc's allocator rarely gives back. The others wait their turn (a first visit only).
sharp.cache(false);
sharp.concurrency(1);
const ENCODES_AT_ONCE = 2;
let encoding = 0;
const encodeQueue: Array<() => void> = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (encoding >= ENCODES_AT_ONCE) await new Promise<void>((resolve) => encodeQueue.push(resolve));
  encoding += 1;
  try {
    return await work();
  } finally {
    encoding -= 1;
    encodeQueue.shift()?.();
  }
}

/** The original is not in the storage (a 404, not worth a warning). */
class MissingSource extends Error {}

export async function renderImage(options: {
  /** Where the originals are (the media folder, or the bucket of STORAGE_URL). */
  storage: MediaStorage;
  cache: ImageDiskCache;
  relativePath: string;
  query: Record<string, string | undefined>;
  accept: string | null | undefined;
}): Promise<ImageResult> {
  const parsed = sizeSchema.safeParse(options.query);
  if (!parsed.success) return { status: 400, message: parsed.error.issues[0].message };
  const { w, h, q } = parsed.data;

  // Only plain relative paths inside the storage; no "..", no absolute paths.
  const relative = options.relativePath.replace(/^\/+/, "");
  if (!isStorageKey(relative)) return { status: 404, message: "Not found" };
  if (!/\.(jpe?g|png|webp|avif)$/i.test(relative)) return { status: 404, message: "Not found" };
  const { storage } = options;
  // On local disk a stat is cheap: a missing file is a 404 at once, and a file drawn again under
  // the same name (the demo images) gets new variants. In a bucket that is a round trip per view:
  // keys are never reused (an upload gets a new name), so the key alone names the variants, and
  // the original is fetched only on a cache miss.
  let version = "";
  if (storage.cheapStat) {
    const found = await storage.stat(relative).catch(() => undefined);
    if (!found) return { status: 404, message: "Not found" };
    version = found.tag;
  }

  const format = negotiateFormat(options.accept);
  const key = createHash("sha256")
    .update(`${relative}|${version}|${w}|${h ?? ""}|${q}|${format}`)
    .digest("hex")
    .slice(0, 32);
  const cached = path.join(options.cache.dir, key.slice(0, 2), `${key}.${format}`);
  const contentType = `image/${format}`;

  const hit = await options.cache.get(cached);
  if (hit) return { status: 200, body: hit, contentType };

  // Concurrent requests for the same variant share one encode.
  let job = pending.get(cached);
  if (!job) {
    job = withEncodeSlot(async () => {
      const source = await storage.get(relative);
      if (!source) throw new MissingSource();
      let pipeline = sharp(source).rotate().resize({ width: w, height: h, fit: "cover", withoutEnlargement: true });
      if (format === "avif") pipeline = pipeline.avif({ quality: Math.max(30, q - 20), effort: 2 });
      else if (format === "webp") pipeline = pipeline.webp({ quality: q });
      else pipeline = pipeline.jpeg({ quality: q, mozjpeg: true, progressive: true });
      const body = await pipeline.toBuffer();
      await options.cache.put(cached, body);
      return body;
    }).finally(() => pending.delete(cached));
    pending.set(cached, job);
  }
  try {
    return { status: 200, body: await job, contentType };
  } catch (error) {
    if (!(error instanceof MissingSource)) logger.warn({ err: error, path: relative }, "image could not be rendered");
    return { status: 404, message: "Not found" };
  }
}
