/**
 * What every admin list service shares (docs/product/admin-back-office.md#adm-1): server pagination, a LIKE pattern for
 * search, and CSV export streamed in batches so a long list is never built in memory.
 */
import { stringify } from "csv-stringify";
import type { ListQuery } from "~/schemas/admin/list-query";

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * One page of a list: `fetchRows(limit, offset)` is the resource's Drizzle query with its sort and
 * filters, `count()` the same filters counted. Both run together.
 */
export async function paginate<T>(
  query: Pick<ListQuery, "page" | "pageSize">,
  fetchRows: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const [rows, total] = await Promise.all([fetchRows(query.pageSize, (query.page - 1) * query.pageSize), count()]);
  return { rows, total: Number(total) };
}

/** Every row of a filtered list, fetched `size` at a time (for exports). */
export async function* inBatches<T>(fetchRows: (limit: number, offset: number) => Promise<T[]>, size = 500): AsyncGenerator<T> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetchRows(size, offset);
    yield* rows;
    if (rows.length < size) return;
  }
}

/** `%term%` for ILIKE, with the term's own % _ \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/**
 * The one CSV writer of every export: a download streamed row by row (the response starts before
 * the last row is read). A UTF-8 BOM lets spreadsheet programs read accents and Hebrew. Against CSV
 * injection, in every spreadsheet:
 * - every cell is quoted: French Excel separates cells with ";", not ",", so an unquoted
 *   `Dana;=1+2;x` became three cells there, the second a formula;
 * - a text cell that a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return
 *   first) is prefixed with a quote. A plain number (-12.50) is left as it is.
 */
export function csvResponse<T>(filename: string, columns: CsvColumn<T>[], rows: AsyncIterable<T>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const csv = stringify({ header: true, columns: columns.map((c) => String(safeCell(c.header))), bom: true, quoted: true, quoted_empty: true });
      csv.on("data", (chunk: Buffer | string) => controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : new Uint8Array(chunk)));
      const done = new Promise<void>((resolve, reject) => {
        csv.on("end", resolve);
        csv.on("error", reject);
      });
      try {
        for await (const row of rows) {
          const record = columns.map((c) => safeCell(c.value(row)));
          // Respect back-pressure from the stringifier.
          if (!csv.write(record)) await new Promise((resolve) => csv.once("drain", resolve));
        }
        csv.end();
        await done;
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** A cell as a spreadsheet may read it: a text that would start a formula gets a quote first. */
export function safeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || PLAIN_NUMBER.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

export interface BulkOutcome {
  id: string;
  ok: boolean;
  reason?: string;
}

/**
 * A bulk action, row by row: each id runs on its own (its own transaction, if `run` opens one), and
 * a refused row is reported without stopping the others (docs/product/admin-back-office.md#adm-1). `reasonOf` turns an
 * error into the message the staff member reads; unknown errors are logged by the caller's logger.
 */
export async function runBulk(
  ids: readonly string[],
  run: (id: string) => Promise<void>,
  reasonOf: (error: unknown) => string,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  // One after another: rows of one action often touch the same stock or counters.
  for (const id of new Set(ids)) {
    try {
      await run(id);
      outcomes.push({ id, ok: true });
    } catch (error) {
      outcomes.push({ id, ok: false, reason: reasonOf(error) });
    }
  }
  return outcomes;
}
