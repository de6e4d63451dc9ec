import { env } from "~/server/env.server";
import { sitemapListing, sitemapXml } from "~/features/content/sitemap.server";

/**
 * Every public page, category, product and published landing page in the four languages, each with
 * its alternates and last change. The listing is the one the admin's sitemaps screen shows
 * (features/content/sitemap.server.ts), so the two cannot disagree.
 */
export async function loader() {
  const { entries } = await sitemapListing();
  return new Response(sitemapXml(env().publicUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
