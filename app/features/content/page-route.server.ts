import { data } from "react-router";
import { isLang } from "~/lib/langs";
import { getPage } from "./content.server";

/** Loader body shared by the static pages: the page in the visitor's language, or a 404. */
export async function loadStaticPage(slug: string, langParam: string | undefined) {
  const lang = isLang(langParam) ? langParam : "fr";
  const page = await getPage(slug, lang);
  if (!page) throw data(null, { status: 404 });
  return page;
}
