/**
 * The media storage (docs/product/admin-back-office.md#adm-16): the same contract on local disk and on an S3-compatible
 * bucket (s3rver, started here on a free port in a temporary folder), STORAGE_URL's reading, the
 * /img and /media endpoints serving from the bucket, the demo images drawn into the bucket with
 * their library rows, and an upload and a delete going through to the bucket.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import * as schema from "../../db/schema";
import { withSeededDatabase } from "./helpers";
import { env, parseEnv, ConfigError } from "../../app/server/env.server";
import {
  createLocalStorage,
  createS3Storage,
  createStorage,
  keyOfMediaUrl,
  parseStorageUrl,
  setStorage,
  StorageKeyError,
  type MediaStorage,
} from "../../app/server/storage.server";
import { deleteMedia, uploadMedia } from "../../app/features/media/media-admin.server";
import { demoImageKeys, ensureSeeded, heroImagePath, SEED_MEDIA_NAME } from "../../db/seed/seed";
import { createHttpApp } from "../../server/http";

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
// s3rver has no types: loaded as the CommonJS module it is.
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

const BUCKET = "shop-media";
const testDb = withSeededDatabase();
let folder = "";
let server: S3rverInstance;
let storageUrl = "";
const stores: Record<"local" | "s3", MediaStorage> = {} as never;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "shop-s3-test-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(folder, "s3"), configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  // s3rver's own credentials.
  storageUrl = `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}?region=us-east-1`;
  stores.local = createLocalStorage(path.join(folder, "local"));
  stores.s3 = createStorage({ storageUrl, mediaDir: path.join(folder, "unused") });
});

afterAll(async () => {
  setStorage(undefined);
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

const jpeg = (width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } }).jpeg().toBuffer();

describe.each(["local", "s3"] as const)("the %s storage", (kind) => {
  it("puts, reads, stats and deletes a file; a missing one is undefined, deleting it twice is fine", async () => {
    const store = stores[kind];
    expect(store.kind).toBe(kind);
    await store.check();
    const body = await jpeg();
    const key = `uploads/2026/05/${kind}-contract.jpg`;
    expect(await store.get(key)).toBeUndefined();
    expect(await store.stat(key)).toBeUndefined();

    await store.put(key, body, "image/jpeg");
    expect(Buffer.compare((await store.get(key))!, body)).toBe(0);
    const found = await store.stat(key);
    expect(found?.bytes).toBe(body.length);
    expect(found?.tag).toBeTruthy();

    // Writing the same key again replaces it whole.
    const other = await jpeg(320, 240);
    await store.put(key, other, "image/jpeg");
    expect(Buffer.compare((await store.get(key))!, other)).toBe(0);

    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.stat(key)).toBeUndefined();
    await store.delete(key);
  });

  it("refuses keys that leave its folder before touching anything", async () => {
    const store = stores[kind];
    for (const key of ["../secret.jpg", "/etc/passwd", "a/../../b.jpg", "a//b.jpg", "a\\b.jpg", "", ".hidden.jpg"]) {
      await expect(store.get(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.put(key, Buffer.from("x"), "image/jpeg"), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(StorageKeyError);
    }
  });
});

describe("the bucket's memory of missing keys", () => {
  it("answers a key it just did not find without asking the bucket again, until it stores it itself", async () => {
    const ours = createStorage({ storageUrl, mediaDir: path.join(folder, "unused") });
    const anotherServer = createStorage({ storageUrl, mediaDir: path.join(folder, "unused") });
    const key = "uploads/2026/05/remembered.jpg";
    const body = await jpeg(100, 100);
    expect(await ours.get(key)).toBeUndefined();
    await anotherServer.put(key, body, "image/jpeg");
    // Within 30 s: still missing here (made-up addresses cost no round trip), found there.
    expect(await ours.stat(key)).toBeUndefined();
    expect((await anotherServer.stat(key))?.bytes).toBe(body.length);
    await ours.put(key, body, "image/jpeg");
    expect(Buffer.compare((await ours.get(key))!, body)).toBe(0);
    await ours.delete(key);
  });
});

describe("STORAGE_URL", () => {
  it("reads the address, the keys, the bucket, a folder and the options", () => {
    expect(parseStorageUrl("s3://AKIA123:se%2Fcr%2Bet@s3.eu-west-1.amazonaws.com/my-shop/media?region=eu-west-1&pathStyle=false")).toEqual({
      endpoint: "https://s3.eu-west-1.amazonaws.com",
      bucket: "my-shop",
      prefix: "media/",
      region: "eu-west-1",
      accessKeyId: "AKIA123",
      secretAccessKey: "se/cr+et",
      forcePathStyle: false,
    });
    expect(parseStorageUrl("s3+http://minio:minio123@127.0.0.1:9000/shop")).toMatchObject({ endpoint: "http://127.0.0.1:9000", bucket: "shop", prefix: "", region: "us-east-1", forcePathStyle: true });
  });

  it("stops the start with one line naming the variable and the problem, never the secret", () => {
    const cases: [string, RegExp][] = [
      ["not a url", /must be a URL/],
      ["https://key:secret@host/bucket", /must start with s3:\/\//],
      ["s3://host/bucket", /access key and the secret/],
      ["s3://key:secret@host", /must name a bucket/],
      ["s3://key:secret@host/Bad_Bucket", /must name a bucket/],
      ["s3://key:secret@host/bucket?regoin=eu", /unknown option "regoin"/],
      ["s3://key:secret@host/bucket?pathStyle=maybe", /pathStyle/],
    ];
    for (const [value, message] of cases) {
      let error: unknown;
      try {
        parseEnv({ STORAGE_URL: value });
      } catch (caught) {
        error = caught;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      expect((error as Error).message, value).toMatch(/^STORAGE_URL /);
      expect((error as Error).message, value).toMatch(message);
      expect((error as Error).message, value).not.toContain("secret@");
    }
    expect(parseEnv({ STORAGE_URL: "s3://k:s@host/bucket" }).STORAGE_URL).toBe("s3://k:s@host/bucket");
    expect(parseEnv({}).STORAGE_URL).toBeUndefined();
  });

  it("says at start when the bucket does not exist", async () => {
    const wrong = createS3Storage({ ...parseStorageUrl(storageUrl), bucket: "no-such-bucket" });
    await expect(wrong.check()).rejects.toThrow(/there is no bucket "no-such-bucket"/);
  });
});

describe("serving images from the bucket", () => {
  it("resizes /img/<key> and sends /media/<key> as stored; a missing key is a 404", async () => {
    const s3 = stores.s3;
    const original = await jpeg(1000, 800);
    await s3.put("uploads/2026/05/served.jpg", original, "image/jpeg");
    const app = createHttpApp({
      handlePage: async () => new Response("page", { status: 404 }),
      clientDir: folder,
      mediaDir: path.join(folder, "unused"),
      storage: s3,
      cacheDir: path.join(folder, "cache"),
      publicUrl: env().publicUrl,
      trustedOrigins: [],
      production: false,
    });
    const origin = new URL(env().publicUrl).origin;

    const resized = await app.fetch(new Request(`${origin}/img/uploads/2026/05/served.jpg?w=400&h=400`, { headers: { accept: "image/avif,image/webp,*/*" } }));
    expect(resized.status).toBe(200);
    expect(resized.headers.get("content-type")).toBe("image/avif");
    const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);

    // The second time comes from the disk cache: it holds even once the bucket has lost the file.
    await s3.delete("uploads/2026/05/served.jpg");
    const again = await app.fetch(new Request(`${origin}/img/uploads/2026/05/served.jpg?w=400&h=400`, { headers: { accept: "image/avif" } }));
    expect(again.status).toBe(200);
    await s3.put("uploads/2026/05/served.jpg", original, "image/jpeg");

    const raw = await app.fetch(new Request(`${origin}/media/uploads/2026/05/served.jpg`));
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toBe("image/jpeg");
    expect(raw.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.compare(Buffer.from(await raw.arrayBuffer()), original)).toBe(0);

    expect((await app.fetch(new Request(`${origin}/img/uploads/2026/05/missing.jpg?w=400`))).status).toBe(404);
    // /media/ without a file goes on to the pages (here: their 404).
    const missing = await app.fetch(new Request(`${origin}/media/uploads/2026/05/missing.jpg`));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("page");
    expect((await app.fetch(new Request(`${origin}/img/../secret.jpg?w=400`))).status).toBe(404);
  });
});

describe("the shop on the bucket", () => {
  it("draws the missing demo images into the bucket and lists them in the library, once", async () => {
    // Drawing all of them takes a while: every one but the first hero is there already.
    const stand = await jpeg(64, 64);
    for (const key of demoImageKeys()) if (key !== heroImagePath(0)) await stores.s3.put(key, stand, "image/jpeg");
    await ensureSeeded(testDb(), { mediaDir: path.join(folder, "unused"), storage: stores.s3 });
    const hero = await stores.s3.get(heroImagePath(0));
    expect(hero).toBeDefined();
    expect((await sharp(hero!).metadata()).format).toBe("jpeg");
    expect(Buffer.compare(hero!, stand)).not.toBe(0);

    const rows = await testDb().select().from(schema.media).where(like(schema.media.storageKey, "seed/%"));
    expect(rows.length).toBeGreaterThan(10);
    const heroRow = rows.find((row) => row.storageKey === heroImagePath(0));
    expect(heroRow).toMatchObject({ originalName: "hero-1.jpg", contentType: "image/jpeg", bytes: hero!.length, uploadedBy: null });
    // The default candle stays out of the library: the shop's pages name it.
    expect(rows.some((row) => row.storageKey === "seed/default-candle.jpg")).toBe(false);
    expect(await testDb().select().from(schema.seedRuns).where(eq(schema.seedRuns.name, SEED_MEDIA_NAME))).toHaveLength(1);

    // A second start adds nothing.
    await ensureSeeded(testDb(), { mediaDir: path.join(folder, "unused"), storage: stores.s3 });
    expect(await testDb().select().from(schema.media).where(like(schema.media.storageKey, "seed/%"))).toHaveLength(rows.length);
  });

  it("uploads into the bucket and deletes from it", async () => {
    setStorage(stores.s3);
    const [owner] = await testDb().insert(schema.user).values({ id: `s3-owner-${Date.now()}`, name: "Maya", email: `s3-owner-${Date.now()}@example.com`, role: "owner" }).returning();
    const actor = { id: owner.id, email: owner.email };
    const item = await uploadMedia({ name: "vitrine.jpg", bytes: await jpeg(300, 300) }, actor);
    const key = keyOfMediaUrl(item.url)!;
    expect((await stores.s3.stat(key))?.bytes).toBeGreaterThan(0);
    expect(await stores.local.get(key)).toBeUndefined();

    await deleteMedia(item.id, actor);
    expect(await stores.s3.stat(key)).toBeUndefined();
  });
});
