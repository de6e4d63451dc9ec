/**
 * The media library (docs/product/admin-back-office.md#adm-16): every uploaded image, checked and re-encoded by sharp
 * (EXIF gone) and kept in the storage (local disk, or an S3-compatible bucket with STORAGE_URL).
 * Products, categories, hero slides and pages name an image by its address (`/media/<key>`); the
 * "used by" list and the refusal to delete an image in use look those addresses up.
 */
import { sql } from "drizzle-orm";
import { pgTable, uuid, text, integer, timestamp, index, check } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const media = pgTable(
  "media",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Where the file sits in the storage, e.g. "uploads/2026/11/<uuid>.jpg"; its address is /media/<key>. */
    storageKey: text().notNull().unique(),
    /** The name the file had on the uploader's device, for search. */
    originalName: text().notNull(),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    uploadedBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("media_dimensions_positive", sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`),
    index("media_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);
