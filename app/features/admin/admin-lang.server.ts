/**
 * The back office's language (issue 10 point 2): the staff member's choice in the `admin_lang`
 * cookie, else the shop's remembered language or the browser's Accept-Language, else French.
 * The per-request context (issue 10, "One request context") will take this over.
 */
import { isLang, type Lang } from "~/lib/langs";
import { preferredLang, readCookie, shopCookie } from "~/server/cookies.server";

export const adminLangCookie = shopCookie("admin_lang", { maxAge: 60 * 60 * 24 * 365 });

export async function adminLang(request: Request): Promise<Lang> {
  const chosen = await readCookie(adminLangCookie, request);
  return isLang(chosen) ? chosen : preferredLang(request);
}
