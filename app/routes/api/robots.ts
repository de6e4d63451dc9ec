import { LANGS } from "~/lib/langs";
import { env } from "~/server/env.server";

/** Robots stay out of the back office and the private pages (docs/product/overview.md#shop-6). */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api/",
    ...LANGS.flatMap((lang) => [`Disallow: /${lang}/cart`, `Disallow: /${lang}/checkout`, `Disallow: /${lang}/profile`]),
    "",
    `Sitemap: ${env().publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
