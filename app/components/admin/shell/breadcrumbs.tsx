/**
 * Breadcrumbs from the routes (docs/product/admin-back-office.md#adm-1): every matched admin route whose crumb names a
 * dictionary key (or computes a label from its loader data) adds one step. A route's step comes from
 * the screen registry (app/lib/admin-screens.ts: a screen's page shows its menu name, its other
 * pages are steps under it); its module's `handle` adds or overrides fields (a label from its data).
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useMatches } from "react-router";
import { ADMIN_CRUMBS } from "~/lib/admin-screens";
import { useAdmin } from "./admin-context";
import { useTranslator } from "~/lib/request-context";

export interface CrumbHandle {
  /** A dictionary key, or a label from the route's loader data (a customer's name, an order number). */
  crumb?: string | ((data: unknown) => string);
  /**
   * Where the step leads, for a route whose own address is not a page: the admin layout has no path
   * of its own, so its match's pathname is the site's root "/", the storefront.
   */
  to?: string;
  /**
   * The list a detail screen belongs to, as a step before its own: the routes are flat
   * (/admin/orders/:id is not nested in /admin/orders), so the matches alone would skip it.
   */
  parent?: { crumb: string; to: string };
}

export function Breadcrumbs() {
  const { t } = useTranslator();
  const { dir } = useAdmin();
  // Chevrons point in the reading direction: the icon is chosen by it, so nothing depends on a
  // CSS mirror being applied.
  const Separator = dir === "rtl" ? ChevronLeft : ChevronRight;
  const crumbs = useMatches().flatMap((match) => {
    const handle: CrumbHandle = { ...ADMIN_CRUMBS[match.id], ...(match.handle as CrumbHandle | undefined) };
    if (!handle.crumb) return [];
    const own = { href: handle.to ?? match.pathname, label: typeof handle.crumb === "function" ? handle.crumb(match.data) : t(handle.crumb) };
    return handle.parent ? [{ href: handle.parent.to, label: t(handle.parent.crumb) }, own] : [own];
  });
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t("shell.breadcrumbs")} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {/* Each label in its own direction (dir="auto" also isolates it): a French mail subject
                  in the Hebrew admin is cut at its own end, not at its start. */}
              {last ? (
                <span aria-current="page" dir="auto" className="max-w-56 truncate text-ink sm:max-w-96">{crumb.label}</span>
              ) : (
                <>
                  <Link to={crumb.href} dir="auto" className="underline-offset-4 hover:underline">{crumb.label}</Link>
                  <Separator aria-hidden="true" className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
