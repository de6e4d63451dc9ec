import { redirect } from "react-router";
import type { Route } from "./+types/product-redirect";
import { preferredLang } from "~/server/cookies.server";

/** Old links without a language (docs/product/catalogue.md#cat-8's suggestion links) go to the visitor's language. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/${await preferredLang(request)}/product/${encodeURIComponent(params.id)}${url.search}`, 301);
}
