/**
 * The one query of every admin list (issue 10 point 3): the URL is the list's state, so paging,
 * sorting, search and filters survive back, refresh and a shared link. Every loader parses its
 * search params with `parseListQuery`; a bad value (page=-3, sort=password, pageSize=10000) falls
 * back to its default instead of failing, because a hand-edited URL must never give a 500.
 */
import { z } from "zod";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** A page number far beyond any list: keeps OFFSET small enough for the database. */
const MAX_PAGE = 100_000;
export const SEARCH_MAX_LENGTH = 200;

export type SortDir = "asc" | "desc";

/** What one resource accepts: its sortable columns and its filters (each a zod schema). */
export interface ListSpec<S extends string, F extends Record<string, z.ZodType>> {
  sorts: readonly S[];
  defaultSort: S;
  defaultDir?: SortDir;
  filters?: F;
}

export interface ListQuery<S extends string = string, F extends Record<string, unknown> = Record<string, unknown>> {
  page: number;
  pageSize: number;
  q: string;
  sort: S;
  dir: SortDir;
  /** Only the filters that were given and valid; an invalid filter is dropped, not an error. */
  filters: Partial<F>;
}

type FilterValues<F extends Record<string, z.ZodType>> = { [K in keyof F]: z.output<F[K]> };

/** The base fields, each with its fallback. */
export function listQuerySchema<S extends string>(spec: { sorts: readonly S[]; defaultSort: S; defaultDir?: SortDir }) {
  return z.object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
      .catch(DEFAULT_PAGE_SIZE),
    // Control characters are dropped; an over-long search is cut rather than refused.
    q: z
      .string()
      .transform((s) => s.replace(/\p{Cc}/gu, " ").trim().slice(0, SEARCH_MAX_LENGTH))
      .catch(""),
    sort: z.enum(spec.sorts as [S, ...S[]]).catch(spec.defaultSort),
    dir: z.enum(["asc", "desc"]).catch(spec.defaultDir ?? "asc"),
  });
}

/** Parses a list's URL; never throws. */
export function parseListQuery<S extends string, F extends Record<string, z.ZodType> = Record<string, never>>(
  spec: ListSpec<S, F>,
  params: URLSearchParams,
): ListQuery<S, FilterValues<F>> {
  const raw = (name: string) => params.get(name) ?? undefined;
  const schema = listQuerySchema(spec);
  const sort = schema.shape.sort.parse(raw("sort") ?? spec.defaultSort);
  // The default direction goes with the default sort only; another column starts ascending.
  const defaultDir = sort === spec.defaultSort ? (spec.defaultDir ?? "asc") : "asc";
  const base = schema.parse({
    page: raw("page") ?? 1,
    pageSize: raw("pageSize") ?? DEFAULT_PAGE_SIZE,
    q: raw("q") ?? "",
    sort,
    dir: raw("dir") ?? defaultDir,
  });
  if (!["asc", "desc"].includes(raw("dir") ?? "")) base.dir = defaultDir;
  const filters: Partial<FilterValues<F>> = {};
  for (const [name, schema] of Object.entries(spec.filters ?? {}) as [keyof F & string, z.ZodType][]) {
    const value = raw(name);
    if (value === undefined || value === "") continue;
    const parsed = schema.safeParse(value);
    if (parsed.success) filters[name] = parsed.data as FilterValues<F>[typeof name];
  }
  return { ...base, sort: base.sort as S, filters };
}

/**
 * The URL of the same list with some of its state changed; defaults are left out so links stay
 * short, and changing anything but the page goes back to page 1.
 */
export function listHref(
  query: ListQuery,
  changes: Partial<{ page: number; pageSize: number; q: string; sort: string; dir: SortDir }> & { filters?: Record<string, string | undefined> },
  pathname = "",
): string {
  const next = { ...query, ...changes, filters: { ...query.filters, ...changes.filters } } as ListQuery;
  if (!("page" in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  for (const [name, value] of Object.entries(next.filters)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  params.set("sort", next.sort);
  params.set("dir", next.dir);
  if (next.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(next.pageSize));
  if (next.page > 1) params.set("page", String(next.page));
  return `${pathname}?${params.toString()}`;
}

/** A yes/no filter as URLs carry it. */
export const yesNoFilter = z.enum(["yes", "no"]);
