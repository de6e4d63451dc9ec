import { redirect } from "react-router";
import type { Route } from "./+types/language-redirect";
import { preferredLang } from "~/server/cookies.server";

/** "/" goes to the remembered language, else the browser's, else French (docs/product/overview.md#shop-5). */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = await preferredLang(request);
  return redirect(`/${lang}`, { headers: { Vary: "Cookie, Accept-Language" } });
}
