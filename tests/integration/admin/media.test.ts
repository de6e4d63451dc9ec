/**
 * The media library (docs/product/admin-back-office.md#adm-16), through its routes as the browser posts them: an upload is
 * checked by its content (a PNG named .jpg is a PNG, a text named .jpg is refused), by its weight
 * (15 MB) and its size (40 megapixels); a photo is turned upright and loses its EXIF; the file goes
 * to the storage and the row, with its audit row, to the database. "Used by" finds products,
 * categories, hero slides and pages; an image in use cannot be deleted, an unused one goes with its
 * file. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { withSeededDatabase } from "../helpers";
import { createSignedInCustomer, testIp } from "../../support/accounts";
import { formRequest, pageRequest, runRoute } from "../../support/admin-routes";
import { env } from "../../../app/server/env.server";
import { createLocalStorage, keyOfMediaUrl, setStorage, type MediaStorage } from "../../../app/server/storage.server";
import { listMedia, mediaListSpec, usedBy, type MediaListQuery } from "../../../app/features/media/media-admin.server";
import { parseListQuery } from "../../../app/schemas/admin/list-query";
import type { MediaLibraryPage, MediaUploadAnswer } from "../../../app/schemas/admin/media";
import { action as uploadAction } from "../../../app/routes/admin/media.upload";
import { loader as libraryLoader } from "../../../app/routes/admin/media.library";
import { loader as listLoader } from "../../../app/routes/admin/media";
import { action as detailAction, loader as detailLoader } from "../../../app/routes/admin/media.$id";
import { BODY_LIMITS, bodyLimitFor, createHttpApp } from "../../../server/http";

const testDb = withSeededDatabase();
const tag = randomUUID().slice(0, 6);
const cookies = { owner: "", staff: "" };
let folder = "";
let store: MediaStorage;

beforeAll(async () => {
  for (const role of ["owner", "staff"] as const) {
    const account = await createSignedInCustomer(`media-${role}-${tag}@example.com`);
    await testDb().update(schema.user).set({ role }).where(eq(schema.user.id, account.userId));
    cookies[role] = account.cookies;
  }
  folder = await mkdtemp(path.join(os.tmpdir(), "shop-media-test-"));
  store = createLocalStorage(folder);
  setStorage(store);
});

afterAll(async () => {
  setStorage(undefined);
  await rm(folder, { recursive: true, force: true });
});

/** A multipart post of files, as the uploader sends it. */
function uploadRequest(files: { name: string; bytes: Buffer; type?: string }[], cookie = cookies.owner) {
  const body = new FormData();
  for (const file of files) body.append("files", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "image/jpeg" }));
  const headers = new Headers({ "x-forwarded-for": testIp(), "user-agent": "vitest" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${env().publicUrl}/admin/media/upload`, { method: "POST", headers, body });
}

async function upload(files: { name: string; bytes: Buffer; type?: string }[], cookie = cookies.owner) {
  const answer = await runRoute(uploadAction, uploadRequest(files, cookie));
  return { status: answer.status, body: answer.data as unknown as MediaUploadAnswer };
}

/** A 300×200 JPEG, red on its left half and blue on its right, that says "turn me 90° clockwise" and carries EXIF. */
async function sidewaysPhoto() {
  const half = (colour: string) => sharp({ create: { width: 150, height: 200, channels: 3, background: colour } }).png().toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#000" } })
    .composite([
      { input: await half("#ff0000"), left: 0, top: 0 },
      { input: await half("#0000ff"), left: 150, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "PhoneMaker", Model: "Phone 12", Copyright: "Maya" } } })
    .toBuffer();
}

const square = (format: "png" | "webp" | "avif" | "gif" | "jpeg", size = 64) => sharp({ create: { width: size, height: size, channels: 3, background: "#c8a060" } }).toFormat(format).toBuffer();

async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

async function rowOf(id: string) {
  const [row] = await testDb().select().from(schema.media).where(eq(schema.media.id, id));
  return row;
}

describe("uploading", () => {
  it("turns a photo upright, strips its EXIF, stores it under a new name and records it with its audit row", async () => {
    const photo = await sidewaysPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const { status, body } = await upload([{ name: "IMG_0042.JPG", bytes: photo }]);
    expect(status).toBe(200);
    expect(body.refused).toEqual([]);
    expect(body.uploaded).toHaveLength(1);
    const item = body.uploaded[0];
    expect(item).toMatchObject({ originalName: "IMG_0042.JPG", width: 200, height: 300 });
    expect(item.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);

    const stored = await store.get(keyOfMediaUrl(item.url)!);
    expect(stored).toBeDefined();
    const metadata = await sharp(stored!).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored!.includes(Buffer.from("PhoneMaker"))).toBe(false);
    // Turned clockwise: the left half (red) is now on top, the right half (blue) at the bottom.
    const [r1, , b1] = await pixel(stored!, 100, 20);
    const [r2, , b2] = await pixel(stored!, 100, 280);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);

    const [owner] = await testDb().select().from(schema.user).where(eq(schema.user.email, `media-owner-${tag}@example.com`));
    expect(await rowOf(item.id)).toMatchObject({ storageKey: keyOfMediaUrl(item.url), contentType: "image/jpeg", width: 200, height: 300, bytes: stored!.length, uploadedBy: owner.id });
    const audit = await testDb().select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, "media"), eq(schema.auditLog.entityId, item.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "media.upload", actorId: owner.id });
  });

  it("goes by the content, not the name: a PNG named .jpg is kept as a PNG, a text named .jpg is refused", async () => {
    const { status, body } = await upload([
      { name: "really-a-png.jpg", bytes: await square("png") },
      { name: "notes.jpg", bytes: Buffer.from("Ceci n'est pas une image.\n".repeat(20)) },
    ]);
    expect(status).toBe(200);
    expect(body.uploaded).toHaveLength(1);
    expect(body.uploaded[0].url).toMatch(/\.png$/);
    expect((await rowOf(body.uploaded[0].id)).contentType).toBe("image/png");
    expect((await sharp((await store.get(keyOfMediaUrl(body.uploaded[0].url)!))!).metadata()).format).toBe("png");
    expect(body.refused).toEqual([{ name: "notes.jpg", reason: "type", message: "Ce fichier n'est pas une image JPEG, PNG, WebP ou AVIF." }]);
  });

  it("keeps WebP and AVIF in their own format", async () => {
    const { status, body } = await upload([
      { name: "a.webp", bytes: await square("webp") },
      { name: "b.avif", bytes: await square("avif") },
    ]);
    expect(status).toBe(200);
    expect(body.uploaded.map((item) => item.url.split(".").pop())).toEqual(["webp", "avif"]);
    expect(body.refused).toEqual([]);
  });

  it("refuses GIF, SVG, PDF, cut and empty files, and says why; nothing is stored", async () => {
    const jpeg = await square("jpeg", 256);
    const before = (await testDb().select().from(schema.media)).length;
    const { status, body } = await upload([
      { name: "anim.gif", bytes: await square("gif") },
      { name: "logo.svg", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>') },
      { name: "menu.pdf", bytes: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n") },
      { name: "cut.jpg", bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
      { name: "garbage.png", bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]) },
      { name: "empty.jpg", bytes: Buffer.alloc(0) },
    ]);
    expect(status).toBe(422);
    expect(body.uploaded).toEqual([]);
    expect(body.refused.map((refusal) => [refusal.name, refusal.reason])).toEqual([
      ["anim.gif", "type"],
      ["logo.svg", "type"],
      ["menu.pdf", "type"],
      ["cut.jpg", "corrupt"],
      ["garbage.png", "corrupt"],
      ["empty.jpg", "empty"],
    ]);
    expect(body.refused[3].message).toBe("Ce fichier est abîmé ou incomplet : il ne se lit pas comme une image.");
    expect((await testDb().select().from(schema.media)).length).toBe(before);
  });

  it("refuses a file over 15 MB before decoding it, and an image over 40 megapixels", async () => {
    // 15 MB and one byte, starting like a JPEG.
    const heavy = Buffer.alloc(15 * 1024 * 1024 + 1, 0);
    heavy.set([0xff, 0xd8, 0xff, 0xe0]);
    // 8000 × 5001 = 40 008 000 pixels of one colour: a few hundred kilobytes as a PNG.
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(15 * 1024 * 1024);
    const { status, body } = await upload([
      { name: "heavy.jpg", bytes: heavy },
      { name: "huge.png", bytes: huge },
    ]);
    expect(status).toBe(422);
    expect(body.refused).toEqual([
      { name: "heavy.jpg", reason: "tooLarge", message: "Fichier trop lourd : 15 Mo au plus." },
      { name: "huge.png", reason: "tooManyPixels", message: "Image trop grande : 40 mégapixels au plus. Réduisez-la avant de l'envoyer." },
    ]);
  });

  it("answers 400 when no file came, and refuses staff without products:write", async () => {
    const none = await runRoute(uploadAction, formRequest("/admin/media/upload", {}, cookies.owner));
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({ uploaded: [], refused: [], error: "Choisissez au moins une image." });

    const before = (await testDb().select().from(schema.media)).length;
    const staff = await upload([{ name: "a.png", bytes: await square("png") }], cookies.staff);
    expect(staff.status).toBe(403);
    const anonymous = await upload([{ name: "a.png", bytes: await square("png") }], "");
    expect(anonymous.status).toBe(401);
    expect((await testDb().select().from(schema.media)).length).toBe(before);
  });
});

describe("the library", () => {
  it("lists newest first, searches by file name, and staff may read it", async () => {
    const name = `bougie-${tag}-vitrine.png`;
    const { body } = await upload([{ name, bytes: await square("png") }]);
    const id = body.uploaded[0].id;

    const list = await runRoute(listLoader, pageRequest("/admin/media", cookies.staff));
    expect(list.status).toBe(200);
    const rows = (list.data as { rows: { id: string }[] }).rows;
    expect(rows[0].id).toBe(id);

    const found = await runRoute(libraryLoader, pageRequest(`/admin/media/library?q=${tag}-VITRINE`, cookies.staff));
    const page = found.data as unknown as MediaLibraryPage;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ id, originalName: name, usedBy: 0, demo: false, url: body.uploaded[0].url });

    // A % in the search is a percent sign, not a wildcard.
    const query = parseListQuery(mediaListSpec, new URLSearchParams({ q: "%" })) as MediaListQuery;
    expect((await listMedia(query)).total).toBe(0);
  });
});

describe("used by, and deleting", () => {
  it("names every product, category, hero slide and page that uses an image, and refuses to delete it until none does", async () => {
    const { body } = await upload([{ name: `vitrine-${tag}.jpg`, bytes: await square("jpeg") }]);
    const item = body.uploaded[0];
    const key = keyOfMediaUrl(item.url)!;

    const [product] = await testDb().select({ id: schema.products.id, imageUrl: schema.products.imageUrl }).from(schema.products).where(eq(schema.products.hasVariants, false)).limit(1);
    const [galleryProduct] = await testDb().select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.hasVariants, true)).limit(1);
    const [category] = await testDb().select({ id: schema.categories.id, imageUrl: schema.categories.imageUrl }).from(schema.categories).limit(1);
    const [slide] = await testDb().select({ id: schema.heroSlides.id, imageUrl: schema.heroSlides.imageUrl }).from(schema.heroSlides).limit(1);
    const [page] = await testDb().select({ id: schema.pages.id }).from(schema.pages).where(eq(schema.pages.slug, "about"));
    const [pageText] = await testDb().select().from(schema.pageTranslations).where(and(eq(schema.pageTranslations.pageId, page.id), eq(schema.pageTranslations.lang, "fr")));

    await testDb().update(schema.products).set({ imageUrl: item.url }).where(eq(schema.products.id, product.id));
    // The same product through a gallery image is still one user.
    await testDb().insert(schema.productImages).values({ productId: product.id, imageUrl: item.url, displayOrder: 9 });
    const [variant] = await testDb().select({ id: schema.productVariants.id, imageUrl: schema.productVariants.imageUrl }).from(schema.productVariants).where(eq(schema.productVariants.productId, galleryProduct.id)).limit(1);
    await testDb().update(schema.productVariants).set({ imageUrl: item.url }).where(eq(schema.productVariants.id, variant.id));
    await testDb().update(schema.categories).set({ imageUrl: item.url }).where(eq(schema.categories.id, category.id));
    await testDb().update(schema.heroSlides).set({ imageUrl: item.url }).where(eq(schema.heroSlides.id, slide.id));
    await testDb()
      .update(schema.pageTranslations)
      .set({ content: { ...pageText.content, intro: `![vitrine](${item.url})` } })
      .where(and(eq(schema.pageTranslations.pageId, page.id), eq(schema.pageTranslations.lang, "fr")));

    const users = await usedBy(item.url, "fr");
    expect(users.map((user) => [user.kind, user.id]).sort()).toEqual(
      [
        ["product", product.id],
        ["product", galleryProduct.id],
        ["category", category.id],
        ["heroSlide", slide.id],
        ["page", page.id],
      ].sort(),
    );
    expect(users.find((user) => user.kind === "product" && user.id === product.id)?.link).toBe(`/admin/products/${product.id}`);
    expect(users.every((user) => user.name.length > 0)).toBe(true);

    const detail = await runRoute(detailLoader, pageRequest(`/admin/media/${item.id}`, cookies.owner), { id: item.id });
    expect(detail.status).toBe(200);
    expect((detail.data as { users: unknown[] }).users).toHaveLength(5);
    const listed = await runRoute(libraryLoader, pageRequest(`/admin/media/library?q=vitrine-${tag}`, cookies.owner));
    expect((listed.data as unknown as MediaLibraryPage).rows[0].usedBy).toBe(5);

    // Refused while in use, naming what uses it; the row and the file stay.
    const refused = await runRoute(detailAction, formRequest(`/admin/media/${item.id}`, { intent: "delete" }, cookies.owner), { id: item.id });
    expect(refused.status).toBe(409);
    const productName = users.find((user) => user.id === product.id)!.name;
    expect(refused.data!.error).toContain(`Produit « ${productName} »`);
    expect(refused.data!.error).toMatch(/^Cette image est utilisée par .*: retirez-la d'abord\.$/);
    expect(await rowOf(item.id)).toBeDefined();
    expect(await store.get(key)).toBeDefined();

    // Staff may not delete at all.
    const staff = await runRoute(detailAction, formRequest(`/admin/media/${item.id}`, { intent: "delete" }, cookies.staff), { id: item.id });
    expect(staff.status).toBe(403);

    // Put everything back: nothing uses it any more, and it goes with its file.
    await testDb().update(schema.products).set({ imageUrl: product.imageUrl }).where(eq(schema.products.id, product.id));
    await testDb().delete(schema.productImages).where(and(eq(schema.productImages.productId, product.id), eq(schema.productImages.imageUrl, item.url)));
    await testDb().update(schema.productVariants).set({ imageUrl: variant.imageUrl }).where(eq(schema.productVariants.id, variant.id));
    await testDb().update(schema.categories).set({ imageUrl: category.imageUrl }).where(eq(schema.categories.id, category.id));
    await testDb().update(schema.heroSlides).set({ imageUrl: slide.imageUrl }).where(eq(schema.heroSlides.id, slide.id));
    await testDb()
      .update(schema.pageTranslations)
      .set({ content: pageText.content })
      .where(and(eq(schema.pageTranslations.pageId, page.id), eq(schema.pageTranslations.lang, "fr")));
    expect(await usedBy(item.url)).toEqual([]);

    const deleted = await runRoute(detailAction, formRequest(`/admin/media/${item.id}`, { intent: "delete" }, cookies.owner), { id: item.id });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe(`/admin/media?deleted=${encodeURIComponent(`vitrine-${tag}.jpg`)}`);
    expect(await rowOf(item.id)).toBeUndefined();
    expect(await store.get(key)).toBeUndefined();
    const [audit] = await testDb().select().from(schema.auditLog).where(and(eq(schema.auditLog.action, "media.delete"), eq(schema.auditLog.entityId, item.id)));
    expect(audit.before).toMatchObject({ storageKey: key, originalName: `vitrine-${tag}.jpg` });

    // Gone: its page is a 404, and deleting again says so.
    expect((await runRoute(detailLoader, pageRequest(`/admin/media/${item.id}`, cookies.owner), { id: item.id })).status).toBe(404);
    expect((await runRoute(detailAction, formRequest(`/admin/media/${item.id}`, { intent: "delete" }, cookies.owner), { id: item.id })).status).toBe(404);
  });

  it("refuses a post without the delete intent", async () => {
    const { body } = await upload([{ name: "keep.png", bytes: await square("png") }]);
    const answer = await runRoute(detailAction, formRequest(`/admin/media/${body.uploaded[0].id}`, { intent: "erase" }, cookies.owner), { id: body.uploaded[0].id });
    expect(answer.status).toBe(400);
    expect(answer.data!.error).toBe("Action inconnue.");
    expect(await rowOf(body.uploaded[0].id)).toBeDefined();
  });
});

describe("the upload's body limit", () => {
  it("takes ten 15 MB files on the upload path only; more is a 413 before anything reads it", async () => {
    expect(BODY_LIMITS.mediaUpload).toBeGreaterThanOrEqual(10 * 15 * 1024 * 1024);
    expect(bodyLimitFor("/admin/media/upload")).toBe(BODY_LIMITS.mediaUpload);
    // On the admin host the same endpoint is /media/upload.
    expect(bodyLimitFor("/media/upload")).toBe(BODY_LIMITS.mediaUpload);
    expect(bodyLimitFor("/admin/media")).toBe(BODY_LIMITS.form);
    expect(bodyLimitFor(`/admin/media/${randomUUID()}`)).toBe(BODY_LIMITS.form);

    const reached: string[] = [];
    const app = createHttpApp({
      handlePage: async (request) => {
        reached.push(new URL(request.url).pathname);
        await request.arrayBuffer();
        return new Response("ok");
      },
      clientDir: folder,
      mediaDir: folder,
      cacheDir: path.join(folder, "cache"),
      publicUrl: env().publicUrl,
      trustedOrigins: [],
      production: false,
    });
    const origin = new URL(env().publicUrl).origin;
    const post = (target: string, body: BodyInit, headers: Record<string, string> = {}) =>
      app.fetch(new Request(`${origin}${target}`, { method: "POST", body, headers: { origin, "content-type": "application/octet-stream", ...headers } }));

    const twoMegabytes = new Uint8Array(2 * 1024 * 1024);
    expect((await post("/admin/media/upload", twoMegabytes)).status).toBe(200);
    expect((await post(`/admin/media/${randomUUID()}`, twoMegabytes)).status).toBe(413);
    // Announced as bigger than the limit: refused at once.
    const over = await post("/admin/media/upload", "x", { "content-length": String(BODY_LIMITS.mediaUpload + 1) });
    expect(over.status).toBe(413);
    expect(reached).toEqual(["/admin/media/upload"]);
  });
});
