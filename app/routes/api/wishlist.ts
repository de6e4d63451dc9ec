import { data, redirect } from "react-router";
import type { Route } from "./+types/wishlist";
import { isLang, type Lang } from "~/lib/langs";
import { createTranslator } from "~/lib/i18n";
import { wishlistToggleSchema } from "~/schemas/wishlist";
import { messagesFor } from "~/features/i18n/messages.server";
import { getVisitor } from "~/features/session/visitor.server";
import { toggleWishlist, WishlistError } from "~/features/wishlist/wishlist.server";
import { redirectBack, safeReturnPath } from "~/server/redirect.server";
import { readFormData } from "~/server/form-data.server";

export type WishlistActionResult =
  | { ok: true; inWishlist: boolean }
  | { ok: false; code: "login_required" | "invalid" | "not_found"; title: string; text: string };

/**
 * The wishlist heart (docs/product/accounts-and-auth.md#acc-9). Signed-in customers only; the product id is checked against
 * the catalogue. A browser without JavaScript posts here as a plain form and is sent back to the
 * page it came from (or to sign-in, for a guest).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await readFormData(request));
  const lang: Lang = isLang(form.lang) ? form.lang : "fr";
  const t = createTranslator(lang, await messagesFor(lang));
  const plainForm = request.headers.get("Accept")?.includes("text/html") ?? false;
  const back = safeReturnPath(form.returnTo, `/${lang}/wishlist`);
  const visitor = await getVisitor(request);

  if (!visitor.user) {
    if (plainForm) return redirect(`/${lang}/auth?redirectTo=${encodeURIComponent(back)}`);
    return data<WishlistActionResult>(
      { ok: false, code: "login_required", title: t("toast.loginRequiredTitle"), text: t("toast.loginRequiredText") },
      { status: 401 },
    );
  }
  const parsed = wishlistToggleSchema.safeParse(form);
  if (!parsed.success) {
    return data<WishlistActionResult>(
      { ok: false, code: "invalid", title: t("common.error"), text: t(parsed.error.issues[0].message) },
      { status: 400 },
    );
  }
  const { productId, intent } = parsed.data;
  try {
    const wanted = intent === "toggle" ? undefined : intent === "add";
    const result = await toggleWishlist(visitor.user.id, productId, wanted);
    if (plainForm) return redirectBack(back, `/${lang}/wishlist`);
    return data<WishlistActionResult>({ ok: true, inWishlist: result.inWishlist });
  } catch (error) {
    if (error instanceof WishlistError) {
      return data<WishlistActionResult>(
        { ok: false, code: "not_found", title: t(intent === "remove" ? "toast.wishlistRemoveError" : "toast.wishlistAddError"), text: t("wishlist.productNotFound") },
        { status: 404 },
      );
    }
    throw error;
  }
}

export async function loader() {
  return redirect("/");
}
