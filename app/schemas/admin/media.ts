/**
 * The media library (docs/product/admin-back-office.md#adm-16): what an upload may be, shared by the service that checks
 * it (app/features/media/media.server.ts), the endpoint that receives it and the screens that warn
 * before sending. The server decides by the file's content (sharp), never by its name or type.
 */
import { z } from "zod";

/** One image, as the library hands it to the screens that pick images. */
export interface MediaItem {
  id: string;
  /** Its address, stored in products, categories, hero slides and pages: "/media/<key>". */
  url: string;
  width: number;
  height: number;
  originalName: string;
}

/** One row of the library's list (the media screen and the picker). */
export interface MediaRow extends MediaItem {
  contentType: string;
  bytes: number;
  createdAt: Date | string;
  /** How many products, categories, slides and pages use it. */
  usedBy: number;
  /** One of the demo shop's drawn images (db/seed). */
  demo: boolean;
}

/** One page of the library, as the picker's resource route sends it. */
export interface MediaLibraryPage {
  rows: MediaRow[];
  total: number;
  query: { page: number; pageSize: number; q: string };
}

/** The largest file taken: 15 MB. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels an image may have: 40 megapixels (a phone's full-size photo is 12 to 50). */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** The most files one upload request carries (the endpoint's body limit follows from it). */
export const MEDIA_MAX_FILES = 10;
/** The formats kept, by content: JPEG, PNG, WebP and AVIF. */
export const MEDIA_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** What the file picker offers first; the server checks the bytes anyway. */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";

/** Why a file was refused; each names the admin text "media.refused.<reason>". */
export const MEDIA_REFUSALS = ["type", "tooLarge", "tooManyPixels", "corrupt", "empty", "tooMany", "failed"] as const;
export type MediaRefusal = (typeof MEDIA_REFUSALS)[number];

/** Where uploads are posted (multipart, field "files", one or several). */
export const MEDIA_UPLOAD_PATH = "/admin/media/upload";
/** The library's pages as JSON, for the picker: ?q=&page= (app/routes/admin/media.library.ts). */
export const MEDIA_LIBRARY_PATH = "/admin/media/library";
/** Images per page of the picker. */
export const MEDIA_PICKER_PAGE_SIZE = 25;

/** What the upload endpoint answers. */
export interface MediaUploadAnswer {
  uploaded: MediaItem[];
  refused: { name: string; reason: MediaRefusal; message: string }[];
  /** A refusal of the whole request (no file, not allowed), in the admin's words. */
  error?: string;
}

/** Who uses an image: a product, a category, a hero slide or a page. */
export const MEDIA_USER_KINDS = ["product", "category", "heroSlide", "page"] as const;
export type MediaUserKind = (typeof MEDIA_USER_KINDS)[number];

/** The media detail's delete form. */
export const mediaDeleteSchema = z.object({
  intent: z.literal("delete", { message: "media.errors.invalid" }),
});
