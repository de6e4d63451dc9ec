/**
 * What a domain gives the sitemap (sitemap.server.ts, /sitemap.xml and the back office's sitemaps
 * screen): its public paths, and the ones it leaves out with their reason. Each domain declares its
 * sources in its `contributions.server.ts`; the registry (app/features/contributions.server.ts)
 * collects them (docs/architecture.md, "Contributions").
 */
export const SITEMAP_KINDS = ["page", "category", "product", "landing"] as const;
/** The kinds of entry, in the order the sitemap lists them. */
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapEntry {
  /** The path without its language: "/product/<id>". */
  path: string;
  kind: SitemapKind;
  /** The record's name in French (for the admin's list). */
  label: string;
  lastModified: string | null;
  /** The admin screen that edits it, when there is one. */
  editHref: string | null;
}

export type ExclusionReason = "draft" | "archived" | "inactive" | "categoryInactive" | "unpublished";

export interface SitemapExclusion extends SitemapEntry {
  reason: ExclusionReason;
}

export interface SitemapListing {
  entries: SitemapEntry[];
  excluded: SitemapExclusion[];
}

export interface SitemapSource {
  kind: SitemapKind;
  /** Its entries and exclusions, each list in its own order. */
  list(): Promise<SitemapListing>;
}

export const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The French names of some records, read at once, by id ("" for none). */
export async function frenchNames<T extends { id: string }>(rows: T[], read: (ids: string[]) => Promise<{ id: string; name: string }[]>) {
  const names = new Map((rows.length ? await read(rows.map((row) => row.id)) : []).map((row) => [row.id, row.name]));
  return (id: string) => names.get(id) ?? "";
}
