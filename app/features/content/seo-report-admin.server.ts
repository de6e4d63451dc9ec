/**
 * The SEO report (docs/product/admin-back-office.md#adm-31, seo-pro): what gets in search engines' way across the shop,
 * each point with the admin screen that fixes it.
 *
 * - Missing titles and descriptions, per language, of what the shop shows: products on sale (their
 *   SEO title, else their name; SEO description, else description), visible categories, published
 *   static pages and published landing pages. A language without its own text shows French.
 * - Duplicate titles and descriptions: the same text (ignoring case and spaces) on two of them in
 *   the same language.
 * - Product images without an alt text in a language. (The media library keeps no alt text of its
 *   own: an image's alt belongs to where it is used.)
 * - Products whose JSON-LD lacks a required property, checked on the JSON-LD their page renders
 *   (structured-data.server.ts productStructuredData, then productLdGaps).
 * - Internal links to a storefront path that does not exist: in the static pages' texts, the
 *   landing pages' blocks, the hero slides and the footer's columns.
 *
 * Each domain gives its own records, checks, storefront paths and links (seo-checks-admin.server.ts),
 * collected from the registry (app/features/contributions.server.ts; docs/architecture.md,
 * "Contributions"): this file reads no table itself.
 */
import { CONTRIBUTIONS } from "~/features/contributions.server";
import type { LinkCheck, LinkTargets, SeoCheckSource, SeoIssue, SeoIssueType, SeoSubject as Subject } from "~/features/content/seo-checks-admin.server";
import { isLang, LANGS } from "~/lib/langs";
import { UUID } from "~/lib/uuid";

export type { SeoEntity, SeoIssue, SeoIssueType } from "~/features/content/seo-checks-admin.server";
export { markdownLinks } from "~/features/content/seo-checks-admin.server";
export type SeoIssueGroup = "missing" | "duplicate" | "alt" | "jsonLd" | "links";

/** Every domain's SEO sources, in the registry's order (products and categories before pages). */
const SOURCES: readonly SeoCheckSource[] = CONTRIBUTIONS.flatMap((contribution) => contribution.seoChecks ?? []);

export const ISSUE_GROUPS: Record<SeoIssueGroup, SeoIssueType[]> = {
  missing: ["missingTitle", "missingDescription"],
  duplicate: ["duplicateTitle", "duplicateDescription"],
  alt: ["missingAlt"],
  jsonLd: ["jsonLd"],
  links: ["brokenLink"],
};

async function subjects(): Promise<Subject[]> {
  const lists = await Promise.all(SOURCES.map((source) => source.subjects?.() ?? Promise.resolve([])));
  return lists.flat();
}

const normalized = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

function textIssues(list: Subject[]): SeoIssue[] {
  const issues: SeoIssue[] = [];
  for (const field of ["title", "description"] as const) {
    for (const lang of LANGS) {
      const byText = new Map<string, Subject[]>();
      for (const subject of list) {
        const text = subject[field][lang]?.trim() ?? "";
        if (!text) {
          issues.push({ type: field === "title" ? "missingTitle" : "missingDescription", entity: subject.entity, id: subject.id, name: subject.name, lang, fixHref: subject.fixHref, detail: {} });
          continue;
        }
        const key = normalized(text);
        byText.set(key, [...(byText.get(key) ?? []), subject]);
      }
      for (const same of byText.values()) {
        if (same.length < 2) continue;
        for (const subject of same) {
          const others = same.filter((other) => other !== subject).map((other) => other.name);
          issues.push({ type: field === "title" ? "duplicateTitle" : "duplicateDescription", entity: subject.entity, id: subject.id, name: subject.name, lang, fixHref: subject.fixHref, detail: { others: others.join(", ") } });
        }
      }
    }
  }
  return issues;
}

/** Each source's own checks (images' alt texts, structured data), given every source's subjects. */
async function sourceIssues(list: Subject[]): Promise<SeoIssue[]> {
  const lists = await Promise.all(SOURCES.map((source) => source.issues?.(list) ?? Promise.resolve([])));
  return lists.flat();
}

/** Storefront paths that need no record ("" is the home page). */
const FIXED_PATHS = new Set(["", "/shop", "/cart", "/checkout", "/wishlist", "/profile", "/profile/orders", "/profile/loyalty", "/auth", "/auth/reset-password", "/contact", "/install", "/newsletter/unsubscribe"]);
const STATIC_PAGE_PATHS = new Set(["about", "terms", "privacy"]);

async function linkTargets(): Promise<LinkTargets> {
  const parts = await Promise.all(SOURCES.map((source) => source.linkTargets?.() ?? Promise.resolve<Partial<LinkTargets>>({})));
  const targets: LinkTargets = { categories: new Set(), products: new Set(), landing: new Set(), pages: new Set() };
  for (const part of parts) for (const key of Object.keys(targets) as (keyof LinkTargets)[]) for (const value of part[key] ?? []) targets[key].add(value);
  return targets;
}

/** Whether an internal link leads to a storefront page that exists; outside links are not judged. */
export function linkWorks(href: string, targets: LinkTargets): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  let path = href.split(/[?#]/)[0].replace(/\/+$/, "");
  const first = path.split("/")[1] ?? "";
  if (first === "admin" || first === "img" || first === "media" || path === "/sitemap.xml" || path === "/robots.txt") return true;
  if (isLang(first)) path = path.slice(first.length + 1);
  if (FIXED_PATHS.has(path)) return true;
  const [, head, rest, extra] = path.split("/");
  if (extra !== undefined) return false;
  if (rest === undefined) return STATIC_PAGE_PATHS.has(head) && targets.pages.has(head);
  if (head === "category") return targets.categories.has(rest);
  if (head === "product") return UUID.test(rest) && targets.products.has(rest.toLowerCase());
  if (head === "p") return targets.landing.has(rest);
  if (head === "order") return true;
  return false;
}

async function linkIssues(): Promise<SeoIssue[]> {
  const [targets, ...checks] = await Promise.all([linkTargets(), ...SOURCES.map((source) => source.links?.() ?? Promise.resolve([] as LinkCheck[]))]);
  const issues: SeoIssue[] = [];
  for (const { hrefs, base, where } of (checks as LinkCheck[][]).flat()) {
    for (const href of new Set(hrefs)) if (!linkWorks(href, targets)) issues.push({ ...base, type: "brokenLink", detail: { href, where } });
  }
  return issues;
}

/** The whole report, its issues in the order of the groups. */
export async function seoReport(): Promise<SeoIssue[]> {
  const list = await subjects();
  const [own, links] = await Promise.all([sourceIssues(list), linkIssues()]);
  return [...textIssues(list), ...own, ...links];
}
