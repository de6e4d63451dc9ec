import type { FooterLinkColumn } from "~/lib/shop";
import type { Lang } from "~/lib/langs";
import type { FooterColumn } from "../../../db/schema/content";
import { loadedApart } from "~/components/ui/hydrate-apart";
import { SiteFooterContent } from "./site-footer-content";

/**
 * The owner's columns in `lang` (each text in the language, else French), or null to draw the
 * default columns with the dictionary's labels. A column without a title or links is left out.
 */
export function footerColumnsIn(columns: FooterColumn[] | null | undefined, lang: Lang): FooterLinkColumn[] | null {
  if (!columns) return null;
  const text = (value: Partial<Record<Lang, string>>) => value[lang]?.trim() || value.fr?.trim() || "";
  return columns
    .map((column) => ({
      id: column.id,
      title: text(column.title),
      links: column.links.map((entry) => ({ label: text(entry.label), href: entry.href })).filter((entry) => entry.label && entry.href),
    }))
    .filter((column) => column.title && column.links.length);
}

/** The footer, hydrated apart from the rest of the page, its code loaded apart (it is below the first screen). */
export const SiteFooter = loadedApart(import.meta.env.SSR ? { component: SiteFooterContent } : { load: () => import("./site-footer-content").then((module) => module.SiteFooterContent) });
