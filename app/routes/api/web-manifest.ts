import { data } from "react-router";
import type { Route } from "./+types/web-manifest";
import { getSiteSettings } from "~/features/content/settings.server";
import { messagesFor } from "~/features/i18n/messages.server";
import { DEFAULT_LANG, dirOf, isLang, type Lang } from "~/lib/langs";

/**
 * The shop's web app manifest in each language (docs/product/seo-and-install.md#seo-6; docs/product/languages-and-currencies.md#lang-1): /{lang}/manifest.webmanifest,
 * linked by the language layout, and /manifest.webmanifest for French. One app (id "/") whatever the
 * language it was installed from; it opens on that language's home. The owner's brand name and texts
 * (static translations) are used.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const lang: Lang | undefined = params.lang === undefined ? DEFAULT_LANG : isLang(params.lang) ? params.lang : undefined;
  if (!lang) throw data("Langue inconnue.", { status: 404 });
  const [messages, site] = await Promise.all([messagesFor(lang), getSiteSettings()]);
  const brand = site?.brandName ?? "Maison Lumière";
  const manifest = {
    id: "/",
    name: [brand, messages["pwa.tagline"]].filter(Boolean).join(" — "),
    short_name: brand,
    description: messages["meta.siteDescription"] ?? "",
    lang,
    dir: dirOf(lang),
    start_url: `/${lang}`,
    scope: "/",
    display: "standalone",
    background_color: "#f7f3ee",
    theme_color: "#2b2623",
    categories: ["shopping", "lifestyle"],
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/shop-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/shop-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/shop-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/shop-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // The owner may rename the shop: browsers read the manifest again within minutes.
      "Cache-Control": "public, max-age=300",
    },
  });
}
