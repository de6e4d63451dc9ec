/**
 * The registry of every domain's contributions to the screens that collect from all of them: the
 * translations grid, the media library's "used by", the sitemap and the SEO report
 * (docs/architecture.md, "Contributions"). Each screen reads its sources from here, in this order
 * (the media library lists products first, the SEO report products before pages); a domain that
 * owns translatable or image-bearing tables adds its `contributions.server.ts` and one line here.
 * tests/unit/contributions.test.ts fails for such a table no contribution accounts for.
 */
import type { DomainContributions } from "~/features/contribution";
import { catalogContributions } from "~/features/catalog/contributions.server";
import { contentContributions } from "~/features/content/contributions.server";
import { i18nContributions } from "~/features/i18n/contributions.server";
import { authContributions } from "~/features/auth/contributions.server";

export const CONTRIBUTIONS: readonly DomainContributions[] = [catalogContributions, contentContributions, i18nContributions, authContributions];
