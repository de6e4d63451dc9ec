/**
 * The ONE data table of the back office (docs/product/admin-back-office.md#adm-1). TanStack Table (headless) keeps the
 * columns and the row selection; the URL keeps everything else: paging and sorting are links, search
 * and filters a GET form, so back, refresh and a shared link show the same list. The server sends
 * one page ({ rows, total }); nothing is sorted or filtered here.
 *
 * A resource gives only its columns, its filters and its rows. On a phone the rows become cards.
 * While the next page loads, the rows keep their place as skeletons. Bulk actions post the selected
 * ids; the answer reports each row on its own, so one refused row does not hide the others.
 */
import { rowSelectionFeature, tableFeatures, useTable, type ColumnDef, type RowData, type RowSelectionState } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Download, Search, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { Form, Link, useFetcher, useLocation, useNavigation, useRouteError } from "react-router";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { Forbidden } from "~/components/admin/shell/forbidden";
import { Sentence } from "~/components/admin/shell/sentence";
import { toast } from "~/components/ui/toast";
import { listHref, PAGE_SIZES, type ListQuery } from "~/schemas/admin/list-query";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface AdminColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The listQuery sort this column sorts by, if any. */
  sort?: string;
  /** Numbers and amounts line up on the end side. */
  align?: "start" | "end";
  /** The card's title on a phone (one column). */
  primary?: boolean;
  /** Left out of the phone card. */
  hideOnCard?: boolean;
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface AdminFilter {
  name: string;
  label: string;
  /** A list of choices (the default), or a day (a date input, YYYY-MM-DD in the URL). */
  type?: "select" | "date";
  options?: FilterOption[];
}

export interface BulkAction {
  intent: string;
  label: string;
  /** For a destructive action: what will be lost, named in the confirmation. */
  lost?: (count: number) => string;
  /** An action that opens a page for the selected rows (printing) instead of posting. */
  href?: (ids: string[]) => string;
  /** An action that needs one value for every selected row (a category, a badge): posted as `value`. */
  choice?: { label: string; options: FilterOption[] };
}

/** What a bulk action answers: one result per selected row. */
export interface BulkResult {
  id: string;
  ok: boolean;
  reason?: string;
}

const features = tableFeatures({ rowSelectionFeature });

export function DataTable<T extends RowData>({
  caption,
  rows,
  total,
  query,
  columns,
  getRowId,
  rowLabel,
  searchPlaceholder,
  filters = [],
  emptyText,
  emptyAction,
  exportHref,
  bulkActions = [],
  bulkAction,
  searchable = true,
  keptFilters = [],
}: {
  caption: string;
  rows: T[];
  total: number;
  query: ListQuery;
  columns: AdminColumn<T>[];
  getRowId: (row: T) => string;
  /** How a row is named to a screen reader ("Select Léa Martin"). */
  rowLabel: (row: T) => string;
  searchPlaceholder?: string;
  filters?: AdminFilter[];
  /** The empty list's next step ("No customers yet: share your shop"). */
  emptyText: string;
  emptyAction?: ReactNode;
  exportHref?: string;
  bulkActions?: BulkAction[];
  /** Where bulk actions post (default: this route's action). */
  bulkAction?: string;
  /** False for a list that is only filtered (no search box). */
  searchable?: boolean;
  /** Filters set outside the search form (status tabs), kept when it is submitted. */
  keptFilters?: string[];
}) {
  const { t } = useTranslator();
  const { number, dir } = useAdmin();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const selectable = bulkActions.length > 0;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  // The selection belongs to one page of one filter: a new URL starts with nothing selected.
  const [selection, setSelection] = useState<{ key: string; value: RowSelectionState }>({ key: location.search, value: {} });
  const rowSelection = selection.key === location.search ? selection.value : {};
  const setRowSelection = (updater: RowSelectionState | ((old: RowSelectionState) => RowSelectionState)) =>
    setSelection((previous) => {
      const current = previous.key === location.search ? previous.value : {};
      return { key: location.search, value: typeof updater === "function" ? updater(current) : updater };
    });

  const tableColumns = useMemo<ColumnDef<typeof features, T>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header, cell: ({ row }) => column.cell(row.original) })),
    [columns],
  );
  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId: (row) => getRowId(row),
    enableRowSelection: selectable,
    state: { rowSelection },
    onRowSelectionChange: setRowSelection,
  });
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);

  const bulk = useFetcher<{ results: BulkResult[] }>();
  const results = useMemo(() => new Map((bulk.data?.results ?? []).map((result) => [result.id, result])), [bulk.data]);
  useEffect(() => {
    if (bulk.state !== "idle" || !bulk.data?.results) return;
    const ok = bulk.data.results.filter((result) => result.ok).length;
    const failed = bulk.data.results.length - ok;
    (failed ? toast.error : toast.success)(t("shell.table.bulkResult", { ok, failed }));
  }, [bulk.state, bulk.data, t]);
  const runBulk = (intent: string, value?: string) => {
    const data = new FormData();
    data.set("intent", intent);
    if (value !== undefined) data.set("value", value);
    for (const id of selectedIds) data.append("ids", id);
    void bulk.submit(data, { method: "post", action: bulkAction });
  };

  const filtered = Boolean(query.q) || Object.keys(query.filters).length > 0;
  const activeFilters = filters.filter((filter) => query.filters[filter.name] !== undefined).length;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const from = total === 0 ? 0 : (query.page - 1) * query.pageSize + 1;
  const to = Math.min(total, query.page * query.pageSize);
  const here = location.pathname;
  const columnById = new Map(columns.map((column) => [column.id, column]));
  const Prev = dir === "rtl" ? ChevronRight : ChevronLeft;
  const Next = dir === "rtl" ? ChevronLeft : ChevronRight;

  const allOnPage = table.getIsAllRowsSelected();
  const someOnPage = table.getIsSomeRowsSelected();

  return (
    <div className="space-y-3">
      {/* Search and filters: a GET form, so the URL holds them. */}
      <Form
        method="get"
        role="search"
        // Applied filters fold away again on a phone, so the results they asked for are in view.
        onSubmit={() => setFiltersOpen(false)}
        className="flex flex-wrap items-end gap-2 rounded-soft border border-lines bg-surface p-3"
      >
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="dir" value={query.dir} />
        {query.pageSize !== 25 && <input type="hidden" name="pageSize" value={query.pageSize} />}
        {keptFilters.map((name) => (query.filters[name] !== undefined ? <input key={name} type="hidden" name={name} value={String(query.filters[name])} /> : null))}
        {searchable && (
          <label className="min-w-56 flex-[2_1_16rem]">
            <span className="mb-1 block text-xs font-medium text-muted">{t("shell.table.search")}</span>
            <span className="relative block">
              <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
              <input type="search" name="q" defaultValue={query.q} key={query.q} placeholder={searchPlaceholder} className="field ps-9 text-[0.9375rem]" maxLength={200} />
            </span>
          </label>
        )}
        {filters.length > 0 && (
          // On a phone the filters fold behind one button, so the first rows show without scrolling;
          // on a desktop they sit in the form's row (md:contents).
          <Button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
            variant="outline" size="sm" inline className="md:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {activeFilters > 0 ? t("shell.table.filtersActive", { count: number(activeFilters) }) : t("shell.table.filters")}
          </Button>
        )}
        <div id={filtersId} className={`${filtersOpen ? "flex" : "hidden"} w-full flex-wrap items-end gap-2 md:contents`}>
          {filters.map((filter) => (
            <label key={filter.name} className="min-w-36 flex-[1_1_9rem]">
              <span className="mb-1 block text-xs font-medium text-muted">{filter.label}</span>
              {filter.type === "date" ? (
                <input type="date" name={filter.name} defaultValue={String(query.filters[filter.name] ?? "")} key={String(query.filters[filter.name] ?? "")} className="field text-[0.9375rem]" dir="ltr" />
              ) : (
                <select name={filter.name} defaultValue={String(query.filters[filter.name] ?? "")} key={String(query.filters[filter.name] ?? "")} className="field text-[0.9375rem]">
                  <option value="">{t("shell.table.all")}</option>
                  {(filter.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </label>
          ))}
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="ink" size="md" className="hover:bg-ink/90">
            {filters.length ? t("shell.table.apply") : t("shell.table.search")}
          </Button>
          {filtered && (
            <Link to={listHref(query, { q: "", filters: Object.fromEntries(filters.map((f) => [f.name, undefined])) }, here)} className={buttonVariants({ variant: "outline", size: "sm", className: "inline-flex items-center gap-1" })}>
              <X aria-hidden="true" className="size-4" />
              {t("shell.table.clearFilters")}
            </Link>
          )}
        </div>
        {exportHref && (
          <a href={exportHref} className={buttonVariants({ variant: "outline", size: "sm", inline: true, className: "ms-auto" })} download>
            <Download aria-hidden="true" className="size-4" />
            {t("shell.table.export")}
          </a>
        )}
      </Form>

      {selectable && selectedIds.length > 0 && (
        <div role="region" aria-label={t("shell.table.selected", { count: selectedIds.length })} className="sticky top-14 z-20 flex flex-wrap items-center gap-2 rounded-soft border border-accent/40 bg-accent-soft px-3 py-2 lg:top-2">
          <p className="text-sm font-medium" aria-live="polite">{t("shell.table.selected", { count: number(selectedIds.length) })}</p>
          <button type="button" onClick={() => setRowSelection({})} className="min-h-11 px-2 text-sm underline">
            {t("shell.table.clearSelection")}
          </button>
          <div className="ms-auto flex flex-wrap gap-2">
            {bulkActions.map((action) =>
              action.href ? (
                <a key={action.intent} href={action.href(selectedIds)} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "surface", size: "sm", className: "inline-flex items-center font-medium" })}>
                  {action.label}
                </a>
              ) : action.choice ? (
                <BulkChoice key={action.intent} action={action} choice={action.choice} disabled={bulk.state !== "idle"} onRun={(value) => runBulk(action.intent, value)} />
              ) : action.lost ? (
                <ConfirmDialog key={action.intent} title={action.label} lost={action.lost(selectedIds.length)} confirmLabel={action.label} onConfirm={() => runBulk(action.intent)}>
                  <Button type="button" variant="danger" size="sm" disabled={bulk.state !== "idle"}>
                    {action.label}
                  </Button>
                </ConfirmDialog>
              ) : (
                <Button key={action.intent} type="button" onClick={() => runBulk(action.intent)} variant="accent" size="sm" disabled={bulk.state !== "idle"}>
                  {action.label}
                </Button>
              ),
            )}
          </div>
        </div>
      )}

      {/* A region a keyboard can reach and scroll when the table is wider than the screen. */}
      <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-soft border border-lines bg-surface" aria-busy={loading || undefined}>
        {rows.length === 0 && !loading ? (
          <div className="px-4 py-12 text-center">
            {query.page > 1 && total > 0 ? (
              <>
                <p>{t("shell.table.outOfRange")}</p>
                <Link to={listHref(query, { page: 1 }, here)} className="mt-4 inline-flex min-h-11 items-center underline">
                  {t("shell.table.firstPage")}
                </Link>
              </>
            ) : filtered ? (
              <p>{t("shell.table.emptyFiltered")}</p>
            ) : (
              <>
                <p>{emptyText}</p>
                {emptyAction}
              </>
            )}
          </div>
        ) : (
          <>
            {/* Desktop and tablet: a table. */}
            <table className="hidden w-full border-collapse text-[0.9375rem] md:table">
              <caption className="sr-only">{caption}</caption>
              <thead className="border-b border-lines bg-background/60 text-xs text-muted">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {selectable && (
                      <th scope="col" className="w-11 px-3">
                        <input
                          type="checkbox"
                          className="size-4 accent-accent"
                          aria-label={t("shell.table.selectAll")}
                          checked={allOnPage}
                          ref={(input) => {
                            if (input) input.indeterminate = !allOnPage && someOnPage;
                          }}
                          onChange={(event) => table.toggleAllRowsSelected(event.target.checked)}
                        />
                      </th>
                    )}
                    {group.headers.map((header) => {
                      const column = columnById.get(header.column.id)!;
                      const sorted = column.sort && query.sort === column.sort ? query.dir : null;
                      const SortIcon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                          className={`px-3 py-2 font-semibold ${column.align === "end" ? "text-end" : "text-start"}`}
                        >
                          {column.sort ? (
                            <Link
                              to={listHref(query, { sort: column.sort, dir: sorted === "asc" ? "desc" : sorted === "desc" ? "asc" : column.align === "end" ? "desc" : "asc" }, here)}
                              className={`inline-flex min-h-9 items-center gap-1 hover:text-ink ${sorted ? "text-ink" : ""}`}
                              aria-label={`${t("shell.table.sortBy", { column: column.header })}${sorted ? `, ${t(sorted === "asc" ? "shell.table.sortedAsc" : "shell.table.sortedDesc")}` : ""}`}
                            >
                              <table.FlexRender header={header} />
                              <SortIcon aria-hidden="true" className="size-3.5" />
                            </Link>
                          ) : (
                            <table.FlexRender header={header} />
                          )}
                        </th>
                      );
                    })}
                    {results.size > 0 && <th scope="col" className="px-3 py-2 text-start font-semibold"><span className="sr-only">{t("shell.table.rowOk")}</span></th>}
                  </tr>
                ))}
              </thead>
              <tbody>
                {loading
                  ? Array.from({ length: Math.min(Math.max(rows.length, 5), query.pageSize) }, (_, index) => (
                      <tr key={index} className="border-b border-lines last:border-0">
                        {selectable && <td className="px-3 py-3" />}
                        {columns.map((column) => (
                          <td key={column.id} className="px-3 py-3">
                            <span className="block h-4 animate-pulse rounded bg-lines/70" />
                          </td>
                        ))}
                      </tr>
                    ))
                  : table.getRowModel().rows.map((row) => {
                      const result = results.get(row.id);
                      return (
                        <tr key={row.id} className={`border-b border-lines last:border-0 ${row.getIsSelected() ? "bg-accent-soft/50" : "hover:bg-background/60"}`}>
                          {selectable && (
                            <td className="px-3">
                              <RowCheckbox label={t("shell.table.selectRow", { name: rowLabel(row.original) })} row={row} className="size-4" />
                            </td>
                          )}
                          {row.getAllCells().map((cell) => (
                            <td key={cell.id} className={`px-3 py-2.5 align-middle ${columnById.get(cell.column.id)?.align === "end" ? "text-end" : "text-start"}`}>
                              <table.FlexRender cell={cell} />
                            </td>
                          ))}
                          {results.size > 0 && <td className="px-3 text-sm">{result && <RowResult result={result} />}</td>}
                        </tr>
                      );
                    })}
              </tbody>
            </table>

            {/* Phone: cards. */}
            <ul className="divide-y divide-lines md:hidden" aria-label={caption}>
              {loading
                ? Array.from({ length: 5 }, (_, index) => (
                    <li key={index} className="space-y-2 px-4 py-4">
                      <span className="block h-4 w-1/2 animate-pulse rounded bg-lines/70" />
                      <span className="block h-3 w-3/4 animate-pulse rounded bg-lines/70" />
                    </li>
                  ))
                : table.getRowModel().rows.map((row) => {
                    const primary = columns.find((column) => column.primary) ?? columns[0];
                    const result = results.get(row.id);
                    return (
                      <li key={row.id} className={`flex gap-3 px-4 py-3 ${row.getIsSelected() ? "bg-accent-soft/50" : ""}`}>
                        {selectable && (
                          <label className="-ms-2 flex size-11 shrink-0 items-center justify-center">
                            <RowCheckbox label={t("shell.table.selectRow", { name: rowLabel(row.original) })} row={row} className="size-5" />
                          </label>
                        )}
                        <div className="min-w-0 flex-1">
                          <p className="font-medium">{primary.cell(row.original)}</p>
                          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                            {columns
                              .filter((column) => column !== primary && !column.hideOnCard)
                              .map((column) => (
                                <div key={column.id} className="contents">
                                  <dt className="text-muted">{column.header}</dt>
                                  {/* A value wraps rather than being cut: a text in one language ("Позвоните нам") is read
                                      whole, and an address or a number kept on one line in the table (TextCell's ltr)
                                      breaks where it must instead of running past the card. */}
                                  <dd className="min-w-0 [overflow-wrap:anywhere] [&_.whitespace-nowrap]:whitespace-normal">{column.cell(row.original)}</dd>
                                </div>
                              ))}
                          </dl>
                          {result && <RowResult result={result} />}
                        </div>
                      </li>
                    );
                  })}
            </ul>
          </>
        )}
      </div>

      {total > 0 && (
        <nav aria-label={t("shell.table.pagination")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-muted" aria-live="polite">
            <span className="tabular-nums">
              <Sentence text={t("shell.table.range")} values={{ from: number(from), to: number(to), total: number(total) }} ltr />
            </span>
          </p>
          <div className="flex items-center gap-1">
            <span className="me-1 text-muted">{t("shell.table.perPage")}</span>
            {PAGE_SIZES.map((size) => (
              <Link
                key={size}
                to={listHref(query, { pageSize: size }, here)}
                aria-current={size === query.pageSize ? "true" : undefined}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-soft tabular-nums ${size === query.pageSize ? "bg-ink text-background" : "hover:bg-surface"}`}
              >
                {size}
              </Link>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <PageLink to={query.page > 1 ? listHref(query, { page: query.page - 1 }, here) : null} rel="prev" label={t("shell.table.previous")}>
              <Prev aria-hidden="true" className="size-5" />
            </PageLink>
            <span className="tabular-nums">{t("shell.table.pageOf", { page: number(query.page), pages: number(pages) })}</span>
            <PageLink to={query.page < pages ? listHref(query, { page: query.page + 1 }, here) : null} rel="next" label={t("shell.table.next")}>
              <Next aria-hidden="true" className="size-5" />
            </PageLink>
          </div>
        </nav>
      )}
    </div>
  );
}

function PageLink({ to, rel, label, children }: { to: string | null; rel: "prev" | "next"; label: string; children: ReactNode }) {
  const className = "inline-flex size-11 items-center justify-center rounded-soft border border-lines bg-surface";
  return to ? (
    <Link to={to} aria-label={label} rel={rel} className={`${className} hover:bg-background`}>
      {children}
    </Link>
  ) : (
    <span aria-disabled="true" aria-label={label} role="link" className={`${className} opacity-40`}>
      {children}
    </span>
  );
}

/** A bulk action that takes one value: a list to pick it from, then the action's button. */
function BulkChoice({ action, choice, disabled, onRun }: { action: BulkAction; choice: NonNullable<BulkAction["choice"]>; disabled: boolean; onRun: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <span className="inline-flex items-stretch gap-1">
      <select aria-label={choice.label} value={value} onChange={(event) => setValue(event.target.value)} className="field min-h-11 w-auto py-0 text-sm">
        <option value="">{choice.label}</option>
        {choice.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Button type="button" onClick={() => onRun(value)} disabled={disabled || !value} variant="strong" size="sm" className="disabled:opacity-50">
        {action.label}
      </Button>
    </span>
  );
}

function RowResult({ result }: { result: BulkResult }) {
  const { t } = useTranslator();
  return result.ok ? (
    <span className="text-sm text-[#1e5630]">✓ {t("shell.table.rowOk")}</span>
  ) : (
    <span className="text-sm text-[#7a2817]">✗ {t("shell.table.rowFailed", { reason: result.reason ?? "" })}</span>
  );
}

/** The list's error state, for a list route's ErrorBoundary. */
export function DataTableError({ status }: { status?: number }) {
  const { t } = useTranslator();
  // Rendered by a screen's error boundary: a refusal names the permission the screen needs.
  const error = useRouteError();
  if (status === 403) return <Forbidden error={error} />;
  return (
    <div role="alert" className="rounded-soft border border-lines bg-surface px-4 py-10 text-center">
      <p className="font-medium">{t("shell.table.errorTitle")}</p>
      <p className="mt-2 text-sm text-muted">{t("shell.table.errorText")}</p>
      {/* An empty href reloads the same list, with or without JavaScript. */}
      <a href="" className={buttonVariants({ variant: "outline", size: "md", className: "mt-4 inline-flex items-center" })}>
        {t("shell.table.retry")}
      </a>
    </div>
  );
}

/** A row's selection box, the same in the desktop table and the phone's cards (only its size differs). */
function RowCheckbox({ label, row, className }: { label: string; row: { getIsSelected(): boolean; toggleSelected(value: boolean): void }; className: string }) {
  return <input type="checkbox" className={`${className} accent-accent`} aria-label={label} checked={row.getIsSelected()} onChange={(event) => row.toggleSelected(event.target.checked)} />;
}
