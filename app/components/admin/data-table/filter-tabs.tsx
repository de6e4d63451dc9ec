/**
 * Tabs over one filter of a data table (a status, an inbox state), each with its count: links that
 * change the URL's filter like the table's own filter form does, so back, refresh and a shared link
 * keep the tab. The table's select for the same filter stays in step (both read the URL).
 */
import { Link, useLocation } from "react-router";
import { listHref, type ListQuery } from "~/schemas/admin/list-query";
import { useAdmin } from "~/components/admin/shell/admin-context";

export interface FilterTab {
  /** The filter's value; undefined for "all". */
  value?: string;
  label: string;
  count?: number;
}

export function FilterTabs({ query, name, tabs, label }: { query: ListQuery; name: string; tabs: FilterTab[]; label: string }) {
  const { number } = useAdmin();
  const { pathname } = useLocation();
  const current = query.filters[name] === undefined ? undefined : String(query.filters[name]);
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {tabs.map((tab) => {
          const active = tab.value === current;
          return (
            <li key={tab.value ?? "all"}>
              <Link
                to={listHref(query, { filters: { [name]: tab.value } }, pathname)}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm ${active ? "border-ink bg-ink text-background" : "border-lines bg-surface hover:border-accent/50"}`}
              >
                {tab.label}
                {tab.count !== undefined && (
                  <bdi dir="ltr" className={`rounded-full px-1.5 text-xs tabular-nums ${active ? "bg-background/20" : "bg-background"}`}>
                    {number(tab.count)}
                  </bdi>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
