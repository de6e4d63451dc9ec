/**
 * The third-party tags a storefront page may load (docs/product/analytics-and-consent.md#ana-2, docs/product/analytics-and-consent.md#ana-1): Google Tag Manager
 * and Google Analytics, each only with the visitor's consent for its category and only when the
 * owner set its id in the site settings. Shared by the page (components/consent/tag-scripts.tsx), its
 * middleware (consent.server.ts) and the HTTP layer (server/http.ts, server/page-cache.ts).
 */
import type { ConsentCategory } from "~/schemas/consent";

export type TagKind = "gtm" | "ga";

/** The category a tag needs. */
export const TAG_CATEGORY: Record<TagKind, ConsentCategory> = { gtm: "marketing", ga: "analytics" };

/** The tags one page loads, with their ids. */
export type PageTags = Partial<Record<TagKind, string>>;

/**
 * The answer header by which a page tells the HTTP layer which tags it carries: the CSP then allows
 * their hosts (next to the nonce that allows the scripts), and the page cache never keeps the answer.
 * The HTTP layer removes it before the answer leaves.
 */
export const TAGS_HEADER = "X-Shop-Tags";

export const tagKinds = (tags: PageTags) => (Object.keys(tags) as TagKind[]).filter((kind) => tags[kind]).sort();

/** The header's value back to kinds, ignoring anything unknown. */
export function parseTagsHeader(value: string | null | undefined): TagKind[] {
  return (value ?? "").split(/[\s,]+/).filter((kind): kind is TagKind => kind === "gtm" || kind === "ga");
}
