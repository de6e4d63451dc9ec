/**
 * The one query of every admin list (docs/product/admin-back-office.md#adm-1): the URL is the list's state, so paging,
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

/** A day as date inputs send it (YYYY-MM-DD), a real date only. */
export const dayFilter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day));

/** The shop's clock (Netanya): a day in a filter is the shop's day, whatever the server's zone. */
export const SHOP_TIME_ZONE = "Asia/Jerusalem";

/** The instant a shop day starts (midnight in Netanya). */
export function shopDayStart(day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(guess)
      .map((part) => [part.type, part.value]),
  );
  const asShopClock = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return new Date(guess.getTime() - (asShopClock - guess.getTime()));
}

/** From the start of `from` to the end of `to` (exclusive: the next day's start), each when given. */
export function shopDayRange(from?: string, to?: string): { from?: Date; to?: Date } {
  const next = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
  return { from: from ? shopDayStart(from) : undefined, to: to ? shopDayStart(next(to)) : undefined };
}
