/**
 * The admin's request context (docs/decisions/0015-one-request-context.md): the middleware every
 * route under /admin mounts, so that its loaders and actions read the language, the translator
 * and the staff member from `context` (requireStaff({ request, context }, permission)) and never
 * derive them again from the request.
 *
 * - `adminMiddleware`: routes/admin/layout.tsx mounts it for every screen under the layout; a
 *   resource route outside the layout (/admin/api/*, the CSV exports) exports it itself;
 * - `adminAccessMiddleware`: the signed-out access pages (auth, claim-admin, invitation) and the
 *   security page, whose language links choose with `?lang=` (the admin has no /:lang).
 */
import type { MiddlewareFunction } from "react-router";
import { adminContext, adminPageLang } from "~/server/request-context.server";
import { adminMessages } from "~/locales/admin";

export const adminMiddleware: MiddlewareFunction<Response>[] = [adminContext(adminMessages)];

export const adminAccessMiddleware: MiddlewareFunction<Response>[] = [adminContext(adminMessages, adminPageLang)];
