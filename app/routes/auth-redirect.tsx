import { redirect } from "react-router";
import type { Route } from "./+types/auth-redirect";
import { preferredLang } from "~/server/cookies.server";

/** The sign-in page is also reached at /auth (docs/product/accounts-and-auth.md#acc-1). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/${await preferredLang(request)}/auth${url.search}`);
}
