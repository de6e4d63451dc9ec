import { redirect } from "react-router";
import type { Route } from "./+types/api.lang";
import { requireStaff } from "~/server/permissions.server";
import { adminLangCookie } from "~/server/request-context.server";
import { isLang } from "~/lib/langs";
import { redirectBack } from "~/server/redirect.server";
import { rememberAdminLang } from "~/features/staff/staff-admin.server";
import { adminMiddleware } from "~/features/admin/admin-context.server";

/** Outside the admin's layout: it mounts the admin's request context itself (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminMiddleware;

/**
 * The admin's language switch: remembers the choice (in this browser's cookie, and on the account,
 * where the shop's mails to the staff member read it) and goes back to the same screen.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff({ request, context }, "dashboard:read");
  const form = await request.formData().catch(() => new FormData());
  const lang = form.get("lang");
  const back = form.get("redirectTo");
  if (!isLang(lang)) return redirectBack(back, "/admin", { within: "/admin" });
  await rememberAdminLang(user.id, lang);
  return redirectBack(back, "/admin", { within: "/admin", headers: { "Set-Cookie": await adminLangCookie.serialize(lang) } });
}

export function loader() {
  return redirect("/admin");
}
