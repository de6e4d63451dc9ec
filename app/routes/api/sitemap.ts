import { LANGS } from "~/lib/langs";
import { env } from "~/server/env.server";
import { listCategories, listProducts } from "~/features/catalog/catalog.server";

const STATIC_PATHS = ["", "/shop", "/about", "/contact", "/terms", "/privacy", "/install"];

function escapeXml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Every public page, product and category in the four languages, each with its alternates. */
export async function loader() {
  const origin = env().publicUrl;
  const [products, categories] = await Promise.all([listProducts("fr", { limit: 10_000 }), listCategories("fr")]);
  const paths = [
    ...STATIC_PATHS,
    ...categories.map((c) => `/category/${c.slug}`),
    ...products.map((p) => `/product/${p.id}`),
  ];
  const entries = paths.flatMap((path) =>
    LANGS.map((lang) => {
      const alternates = [...LANGS.map((alt) => ({ lang: alt, href: `${origin}/${alt}${path}` })), { lang: "x-default", href: `${origin}/fr${path}` }]
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeXml(alt.href)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(`${origin}/${lang}${path}`)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
