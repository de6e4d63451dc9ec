/**
 * One domain's contribution to the screens that collect from every domain (docs/architecture.md,
 * "Contributions"). A domain exports one from `app/features/<domain>/contributions.server.ts`; the
 * registry (app/features/contributions.server.ts) lists them all. Types only: a domain's file
 * imports this without importing the registry (no import cycle).
 */
import type { PgTable } from "drizzle-orm/pg-core";
import type { TranslatableSource } from "~/features/i18n/translatable-sources-admin.server";
import type { MediaUserSource } from "~/features/media/media-users-admin.server";
import type { SitemapSource } from "~/features/content/sitemap-source.server";
import type { SeoCheckSource } from "~/features/content/seo-checks-admin.server";

/** A table the screens do not collect, and why (the registry's test accepts it only with a reason). */
export interface NotCollected {
  table: PgTable;
  why: string;
}

export interface DomainContributions {
  /** The feature folder it comes from (app/features/<domain>). */
  domain: string;
  translatable?: TranslatableSource[];
  mediaUsers?: MediaUserSource[];
  sitemap?: SitemapSource[];
  seoChecks?: SeoCheckSource[];
  /** Tables of the domain with per-language texts that the translations screen does not list, and why. */
  notTranslatable?: NotCollected[];
  /** Tables of the domain with image addresses that the media library's "used by" does not count, and why. */
  notMediaUsers?: NotCollected[];
}
