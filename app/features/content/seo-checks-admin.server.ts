/**
 * What a domain gives the SEO report (seo-report-admin.server.ts): the records whose titles and
 * descriptions search engines read, its own checks, the storefront paths its records make exist,
 * and the links written in its texts. Each domain declares its sources in its
 * `contributions.server.ts`; the registry (app/features/contributions.server.ts) collects them
 * (docs/architecture.md, "Contributions").
 */
import type { Lang } from "~/lib/langs";

export type SeoIssueType = "missingTitle" | "missingDescription" | "duplicateTitle" | "duplicateDescription" | "missingAlt" | "jsonLd" | "brokenLink";
export type SeoEntity = "product" | "category" | "page" | "landing" | "hero" | "footer";

export interface SeoIssue {
  type: SeoIssueType;
  entity: SeoEntity;
  id: string;
  name: string;
  lang?: Lang;
  /** The admin screen that fixes it. */
  fixHref: string;
  /** The message's values: other records' names, image positions, missing properties, the link. */
  detail: Record<string, string>;
}

/** One record's search texts per language, as the shop shows them. */
export interface SeoSubject {
  entity: SeoEntity;
  id: string;
  name: string;
  fixHref: string;
  title: Partial<Record<Lang, string>>;
  description: Partial<Record<Lang, string>>;
}

/** The storefront paths that exist because of a record: category slugs, product ids, landing and static page slugs. */
export interface LinkTargets {
  categories: Set<string>;
  products: Set<string>;
  landing: Set<string>;
  pages: Set<string>;
}

/** Links written in one place of a record, checked against the storefront's paths. */
export interface LinkCheck {
  hrefs: string[];
  base: Omit<SeoIssue, "type" | "detail">;
  /** Where in the record (a language, a block's position, the link itself). */
  where: string;
}

export interface SeoCheckSource {
  /** Its records shown in the shop, with their titles and descriptions per language (checked for missing and duplicate texts). */
  subjects?(): Promise<SeoSubject[]>;
  /** Its own checks, given every source's subjects (images' alt texts, structured data). */
  issues?(subjects: SeoSubject[]): Promise<SeoIssue[]>;
  /** The storefront paths its records make exist. */
  linkTargets?(): Promise<Partial<LinkTargets>>;
  /** The links written in its records' texts. */
  links?(): Promise<LinkCheck[]>;
}

export const frenchName = (names: Partial<Record<Lang, string>>, fallback: string) => names.fr || fallback;

/** The links written in Markdown ("[text](/shop)") anywhere in a value (strings, arrays, objects). */
export function markdownLinks(value: unknown): string[] {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? "");
  return [...text.matchAll(/\]\(\s*<?([^)\s>"\\]+)>?/g)].map((match) => match[1]);
}
