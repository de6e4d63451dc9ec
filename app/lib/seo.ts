/**
 * Page metadata (docs/product/seo-and-install.md#seo-1): 'Brand - title' on home and 'title | Brand' elsewhere, description,
 * canonical link, hreflang alternates for the four languages plus x-default → fr, Open Graph and
 * Twitter tags.
 */
import type { MetaDescriptor } from "react-router";
import { LANGS, OG_LOCALES, type Lang } from "./langs";
import type { ShopLayoutData } from "./shop";
import { LAYOUT_ROUTE_ID } from "./shop";
import { dictionaryAt } from "./dictionary";

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

export function layoutDataFrom(matches: readonly (MatchLike | undefined)[]): ShopLayoutData | undefined {
  const match = matches.find((m) => m?.id === LAYOUT_ROUTE_ID);
  return (match?.loaderData ?? match?.data) as ShopLayoutData | undefined;
}

/** A media-library image as a full address sized for social networks (1200×630); undefined without one. */
export function socialImageUrl(origin: string, mediaUrl: string | null | undefined): string | undefined {
  if (!mediaUrl) return undefined;
  if (/^https?:\/\//i.test(mediaUrl)) return mediaUrl;
  return `${origin}${mediaUrl.replace(/^\/media\//, "/img/")}?w=1200&h=630`;
}

export function pageMeta(options: {
  matches: readonly (MatchLike | undefined)[];
  location: { pathname: string; search?: string };
  /** A dictionary key or a literal title. */
  title: string;
  /** Values for the title's {placeholders}. */
  titleValues?: Record<string, string>;
  description?: string;
  home?: boolean;
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
  /** Query parameters that belong in the canonical address (e.g. page, category). */
  canonicalSearch?: string;
}): MetaDescriptor[] {
  const layout = layoutDataFrom(options.matches);
  if (!layout) return [{ title: options.title }];
  const messages = dictionaryAt(layout.dictionary);
  const t = (key: string) => messages[key] ?? key;
  const brand = layout.brand;
  const pageTitle = t(options.title).replace(/\{(\w+)\}/g, (match, name: string) => options.titleValues?.[name] ?? match);
  const title = options.home ? `${brand} - ${pageTitle}` : `${pageTitle} | ${brand}`;
  const description = options.description ?? t("meta.siteDescription");
  const origin = layout.origin;
  const rest = options.location.pathname.replace(/^\/[^/]+/, "");
  const search = options.canonicalSearch ?? "";
  const urlFor = (lang: Lang) => `${origin}/${lang}${rest}${search}`;
  // The page's own image, else the shop's default social image (docs/product/admin-back-office.md#adm-31), else the first hero.
  const image = options.image ?? socialImageUrl(origin, layout.defaultSocialImage) ?? `${origin}/img/seed/hero/hero-1.jpg?w=1200&h=500`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: urlFor(layout.lang) },
    ...LANGS.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: lang, href: urlFor(lang) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlFor("fr") },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:url", content: urlFor(layout.lang) },
    { property: "og:image", content: image },
    { property: "og:locale", content: OG_LOCALES[layout.lang] },
    ...LANGS.filter((l) => l !== layout.lang).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALES[l] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
