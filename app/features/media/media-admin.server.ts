/**
 * The media library (docs/product/admin-back-office.md#adm-16): the one owner of the `media` table and of the files in the
 * storage (app/server/storage.server.ts).
 *
 * - upload: each file is checked by its content with sharp, never by its name or its declared type:
 *   JPEG, PNG, WebP or AVIF only, at most MEDIA_MAX_BYTES and MEDIA_MAX_PIXELS. It is turned upright
 *   by its EXIF orientation, then re-encoded in its own format without any metadata (EXIF, GPS,
 *   XMP), stored under a new key (uploads/YYYY/MM/<uuid>.<ext>) and recorded with its audit row.
 * - list: the library, searched by file name, newest first, with how many things use each image.
 * - usedBy: the records whose image is an address, as each domain's media users say
 *   (media-users-admin.server.ts, collected from app/features/contributions.server.ts;
 *   docs/architecture.md, "Contributions"): products, categories, hero slides and pages today.
 * - remove: refused while anything uses the image; otherwise the row (with its audit row), then
 *   the file.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { z } from "zod";
import { media, user } from "../../../db/schema";
import { db, type Database, type Tx } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { mediaUrlOf, storage } from "~/server/storage.server";
import type { Lang } from "~/lib/langs";
import { containsPattern, paginate, type Page } from "~/features/admin/list.server";
import { recordAudit } from "~/features/audit/audit.server";
import { CONTRIBUTIONS } from "~/features/contributions.server";
import type { MediaUser, MediaUserSource } from "~/features/media/media-users-admin.server";
import type { Actor } from "~/features/orders/orders-admin.server";
import { yesNoFilter, type ListQuery, type ListSpec } from "~/schemas/admin/list-query";
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  type MediaFormat,
  type MediaItem,
  type MediaRefusal,
  type MediaRow,
} from "~/schemas/admin/media";

/** A file the library does not take, and why (its code names the text "media.refused.<reason>"). */
export class MediaRefusedError extends Error {
  constructor(public reason: MediaRefusal) {
    super(`image refused: ${reason}`);
  }
}

/** Why a library change was refused ("media.errors.<code>"); `users` names what uses the image. */
export class MediaAdminError extends Error {
  constructor(
    public code: "not_found" | "in_use",
    public users: MediaUser[] = [],
  ) {
    super(`media ${code}`);
  }
}

export type { MediaUser };

/** Every domain's media users, in the registry's order (products first). */
const SOURCES: readonly MediaUserSource[] = CONTRIBUTIONS.flatMap((contribution) => contribution.mediaUsers ?? []);

const EXTENSIONS: Record<MediaFormat, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };
const CONTENT_TYPES: Record<MediaFormat, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif" };

/** The format of the bytes, as sharp reads their header; undefined for anything the library refuses. */
function formatOf(metadata: Metadata): MediaFormat | undefined {
  if (metadata.format === "jpeg" || metadata.format === "png" || metadata.format === "webp") return metadata.format;
  // AVIF is HEIF with AV1 inside; HEIC (HEVC inside) is not a format browsers show.
  if (metadata.format === "heif" && metadata.compression === "av1") return "avif";
  return undefined;
}

export interface CheckedImage {
  format: MediaFormat;
  width: number;
  height: number;
}

/**
 * What the bytes are, by their content: refused (MediaRefusedError) when empty, too heavy, not a
 * JPEG/PNG/WebP/AVIF, unreadable, or over MEDIA_MAX_PIXELS. Reads the header only.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length === 0) throw new MediaRefusedError("empty");
  if (bytes.length > MEDIA_MAX_BYTES) throw new MediaRefusedError("tooLarge");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    // libvips knows the format but not these bytes (a cut file), or does not know it at all.
    const message = (error as Error).message ?? "";
    throw new MediaRefusedError(/unsupported image format/i.test(message) ? "type" : "corrupt");
  }
  const format = formatOf(metadata);
  if (!format) throw new MediaRefusedError(metadata.format ? "type" : "corrupt");
  const { width, height } = metadata;
  if (!width || !height) throw new MediaRefusedError("corrupt");
  if (width * height > MEDIA_MAX_PIXELS) throw new MediaRefusedError("tooManyPixels");
  return { format, width, height };
}

/**
 * The image turned upright (EXIF orientation) and encoded again in its own format, with no
 * metadata at all: sharp writes none unless asked (no EXIF, GPS, XMP or ICC profile; colours are
 * converted to sRGB). The first frame of an animation.
 */
async function cleanImage(bytes: Buffer, format: MediaFormat): Promise<{ body: Buffer; width: number; height: number }> {
  let pipeline = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error" }).autoOrient();
  if (format === "jpeg") pipeline = pipeline.jpeg({ quality: 90, mozjpeg: true });
  else if (format === "png") pipeline = pipeline.png({ compressionLevel: 9 });
  else if (format === "webp") pipeline = pipeline.webp({ quality: 90 });
  else pipeline = pipeline.avif({ quality: 70, effort: 4 });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch {
    // The header was fine, the pixels are not (a cut or damaged file).
    throw new MediaRefusedError("corrupt");
  }
}

/** The name the file had, for search: its last path part, without control characters, at most 200 characters. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
  return clean || "image";
}

const storageKeyFor = (format: MediaFormat, now = new Date()) =>
  `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${EXTENSIONS[format]}`;

const itemOf = (row: { id: string; storageKey: string; width: number; height: number; originalName: string }): MediaItem => ({
  id: row.id,
  url: mediaUrlOf(row.storageKey),
  width: row.width,
  height: row.height,
  originalName: row.originalName,
});

/**
 * Adds one image to the library: checked, cleaned, stored, recorded (with its audit row). Throws a
 * MediaRefusedError for a file it does not take.
 */
export async function uploadMedia(file: { name: string; bytes: Buffer }, actor: Actor): Promise<MediaItem> {
  const checked = await checkImage(file.bytes);
  const clean = await cleanImage(file.bytes, checked.format);
  const key = storageKeyFor(checked.format);
  const contentType = CONTENT_TYPES[checked.format];
  await storage().put(key, clean.body, contentType);
  try {
    const row = await db().transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({ storageKey: key, originalName: cleanName(file.name), contentType, width: clean.width, height: clean.height, bytes: clean.body.length, uploadedBy: actor.id })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "media.upload",
        entity: "media",
        entityId: inserted.id,
        after: { storageKey: key, originalName: inserted.originalName, contentType, width: inserted.width, height: inserted.height, bytes: inserted.bytes },
      });
      return inserted;
    });
    return itemOf(row);
  } catch (error) {
    // No row, no file: the stored copy would be an orphan nobody can see or delete.
    await storage()
      .delete(key)
      .catch((cause) => logger.warn({ err: cause, key }, "an upload's file could not be removed after its row failed"));
    throw error;
  }
}

export const MEDIA_SORTS = ["createdAt", "name", "bytes"] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

export const mediaListSpec = {
  sorts: MEDIA_SORTS,
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { used: yesNoFilter },
} satisfies ListSpec<MediaSort, Record<string, z.ZodType>>;

export type MediaListQuery = ListQuery<MediaSort, { used: "yes" | "no" }>;

/** The distinct things that use an address: the union of every source's ids, each record once. */
function usersOf(url: SQL) {
  return sql`(${sql.join(
    SOURCES.map((source) => source.ids(url)),
    sql` union `,
  )})`;
}

/** How many things use the row's image (the list's column and its filter). */
const usedByCount = () => sql<number>`(select count(*)::int from ${usersOf(sql`'/media/' || ${media.storageKey}`)} as users)`;

export async function listMedia(query: MediaListQuery): Promise<Page<MediaRow>> {
  const where: (SQL | undefined)[] = [];
  if (query.q) where.push(sql`${media.originalName} ilike ${containsPattern(query.q)}`);
  if (query.filters.used === "yes") where.push(sql`${usedByCount()} > 0`);
  if (query.filters.used === "no") where.push(sql`${usedByCount()} = 0`);
  const condition = and(...where);
  const sortColumn = { createdAt: media.createdAt, name: sql`lower(${media.originalName})`, bytes: media.bytes }[query.sort];
  const direction = query.dir === "asc" ? asc : desc;
  return paginate(
    query,
    async (limit, offset) => {
      const rows = await db()
        .select({
          id: media.id,
          storageKey: media.storageKey,
          originalName: media.originalName,
          contentType: media.contentType,
          width: media.width,
          height: media.height,
          bytes: media.bytes,
          createdAt: media.createdAt,
          usedBy: usedByCount(),
        })
        .from(media)
        .where(condition)
        .orderBy(direction(sortColumn), desc(media.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        ...itemOf(row),
        contentType: row.contentType,
        bytes: row.bytes,
        createdAt: new Date(row.createdAt),
        usedBy: Number(row.usedBy),
        demo: row.storageKey.startsWith("seed/"),
      }));
    },
    async () => {
      const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(media).where(condition);
      return Number(row?.n ?? 0);
    },
  );
}

/**
 * What uses an address, each named in the admin's language (French filling a gap), products first.
 * `executor` lets the delete read it inside its own transaction.
 */
export async function usedBy(url: string, lang: Lang = "fr", executor: Database | Tx = db()): Promise<MediaUser[]> {
  const users: MediaUser[] = [];
  for (const source of SOURCES) users.push(...(await source.users(url, lang, executor)));
  return users;
}

export interface MediaDetail extends MediaRow {
  storageKey: string;
  uploadedBy: { name: string; email: string } | null;
  users: MediaUser[];
}

/** One image with who uploaded it and what uses it; undefined when there is no such row. */
export async function mediaDetail(id: string, lang: Lang): Promise<MediaDetail | undefined> {
  if (!z.string().uuid().safeParse(id).success) return undefined;
  const [row] = await db()
    .select({ media, uploaderName: user.name, uploaderEmail: user.email })
    .from(media)
    .leftJoin(user, eq(user.id, media.uploadedBy))
    .where(eq(media.id, id));
  if (!row) return undefined;
  const users = await usedBy(mediaUrlOf(row.media.storageKey), lang);
  return {
    ...itemOf(row.media),
    storageKey: row.media.storageKey,
    contentType: row.media.contentType,
    bytes: row.media.bytes,
    createdAt: new Date(row.media.createdAt),
    usedBy: users.length,
    demo: row.media.storageKey.startsWith("seed/"),
    uploadedBy: row.uploaderEmail ? { name: row.uploaderName ?? "", email: row.uploaderEmail } : null,
    users,
  };
}

/**
 * Deletes an image the shop no longer uses: refused (MediaAdminError "in_use", naming the users)
 * while a product, category, hero slide or page names its address. The row and its audit row go in
 * one transaction; the file goes after, so a failed delete never leaves a row without its file.
 */
export async function deleteMedia(id: string, actor: Actor, lang: Lang = "fr"): Promise<{ originalName: string }> {
  if (!z.string().uuid().safeParse(id).success) throw new MediaAdminError("not_found");
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
    if (!row) throw new MediaAdminError("not_found");
    const users = await usedBy(mediaUrlOf(row.storageKey), lang, tx);
    if (users.length > 0) throw new MediaAdminError("in_use", users);
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "media.delete",
      entity: "media",
      entityId: id,
      before: { storageKey: row.storageKey, originalName: row.originalName, contentType: row.contentType, width: row.width, height: row.height, bytes: row.bytes },
    });
    return row;
  });
  try {
    await storage().delete(removed.storageKey);
  } catch (error) {
    // The row is gone and nothing uses the address: a file left behind is only disk space.
    logger.warn({ err: error, key: removed.storageKey }, "a deleted image's file could not be removed from the storage");
  }
  return { originalName: removed.originalName };
}
