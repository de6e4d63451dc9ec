/**
 * One of the analytics screen's summary tables (by day, language, currency, device, product, event).
 * These are a handful of summed rows, whole and fixed in order, with nothing to page, sort, search or
 * select: the shared DataTable's list machinery (a URL query, pagination) has nothing to do here, so
 * the screen uses this plain table, with the same look, a caption, and a CSV link per table. It
 * takes its texts ready-made, so it imports nothing from the admin.
 */
import type { ReactNode } from "react";
import { Download } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";

export interface ReportColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: "start" | "end";
}

export function ReportTable<T>({
  id,
  title,
  rows,
  columns,
  rowKey,
  csvHref,
  csvLabel,
  emptyText,
}: {
  id: string;
  title: string;
  rows: T[];
  columns: ReportColumn<T>[];
  rowKey: (row: T) => string;
  csvHref: string;
  /** The link's text and its full name for a screen reader ("Download “By day” as CSV"). */
  csvLabel: { text: string; name: string };
  emptyText: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-soft border border-lines bg-surface" data-testid={`analytics-${id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-lines px-4 py-3">
        <h2 id={`${id}-title`} className="font-sans text-base font-semibold">
          {title}
        </h2>
        <a
          href={csvHref}
          download
          aria-label={csvLabel.name}
          className={buttonVariants({ variant: "outline", size: "sm", inline: true, className: "md:min-h-9" })}
        >
          <Download aria-hidden="true" className="size-4" />
          {csvLabel.text}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted">{emptyText}</p>
      ) : (
        // Wide tables scroll sideways on a phone: the region takes the focus, so a keyboard can scroll it.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-lines text-muted">
                {columns.map((column) => (
                  <th key={column.id} scope="col" className={`px-4 py-2 font-medium ${column.align === "end" ? "text-end" : "text-start"}`}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-lines">
              {rows.map((row) => (
                <tr key={rowKey(row)} data-row={rowKey(row)}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.id} scope="row" className="whitespace-nowrap px-4 py-2 text-start font-normal">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={`px-4 py-2 ${column.align === "end" ? "text-end tabular-nums" : "text-start"}`}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
