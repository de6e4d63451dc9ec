import { data } from "react-router";
import type { Route } from "./+types/media.upload";
import { requireStaff } from "~/server/permissions.server";
import { logger } from "~/server/logger.server";
import { readFormData } from "~/server/form-data.server";
import { cleanName, MediaRefusedError, uploadMedia } from "~/features/media/media-admin.server";
import { MEDIA_MAX_BYTES, MEDIA_MAX_FILES, type MediaRefusal, type MediaUploadAnswer } from "~/schemas/admin/media";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/**
 * The media library's upload (docs/product/admin-back-office.md#adm-16): a multipart post of one or several files (field
 * "files"), each checked by the service on its own. The answer lists what was added and what was
 * refused, with the reason in the admin's words; a 4xx when nothing was added. The HTTP layer caps
 * the body at MEDIA_MAX_FILES × MEDIA_MAX_BYTES (server/http.ts BODY_LIMITS.mediaUpload).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "products:write");
  const form = await readFormData(request);
  const files = form.getAll("files").filter((value): value is File => typeof value !== "string");
  const answer: MediaUploadAnswer = { uploaded: [], refused: [] };
  if (files.length === 0) {
    return data<MediaUploadAnswer>({ ...answer, error: t("media.upload.noFile") }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const refuse = (name: string, reason: MediaRefusal) => answer.refused.push({ name: cleanName(name), reason, message: t(`media.refused.${reason}`) });
  for (const [index, file] of files.entries()) {
    if (index >= MEDIA_MAX_FILES) {
      refuse(file.name, "tooMany");
      continue;
    }
    // Refused by its size before anything decodes it.
    if (file.size > MEDIA_MAX_BYTES) {
      refuse(file.name, "tooLarge");
      continue;
    }
    try {
      answer.uploaded.push(await uploadMedia({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) }, { id: user.id, email: user.email }));
    } catch (error) {
      if (error instanceof MediaRefusedError) {
        refuse(file.name, error.reason);
        continue;
      }
      logger.error({ err: error, name: file.name }, "image upload failed");
      refuse(file.name, "failed");
    }
  }
  const status = answer.uploaded.length > 0 ? 200 : answer.refused.every((refusal) => refusal.reason === "failed") ? 500 : 422;
  return data<MediaUploadAnswer>(answer, { status, headers: { "Cache-Control": "no-store" } });
}
