/**
 * What the hand-ordered lists (categories, hero slides, the home page's blocks) share in the browser. They post the intents
 * of features/admin/ordered-list-action.server.ts.
 */
import { useEffect, useRef } from "react";
import { arrayMove } from "@dnd-kit/sortable";

/**
 * How a hand-ordered list names things in its rows and its forms: the row's key (also the form
 * field of a move or a show/hide), the field listing every key of a drop, the row's shown/active
 * flag and the two intents that set it.
 */
export interface OrderedListFields<Row> {
  key: keyof Row & string;
  keys: string;
  flag: keyof Row & string;
  on: string;
  off: string;
}

/** The categories' and hero slides' names (features/admin/ordered-list-action.server.ts). */
const ACTIVE_ROWS = { key: "id", keys: "ids", flag: "isActive", on: "activate", off: "deactivate" } as const;

/**
 * The order the list shows while a move, a drop or a show/hide is on its way (the server's answer
 * then confirms it). The categories and hero slides use the default names; the home page's blocks
 * pass their own.
 */
export function pendingOrder<Row extends { id: string; isActive: boolean }>(rows: Row[], form: FormData | undefined): Row[];
export function pendingOrder<Row>(rows: Row[], form: FormData | undefined, fields: OrderedListFields<Row>): Row[];
export function pendingOrder<Row>(rows: Row[], form: FormData | undefined, fields: OrderedListFields<Row> = ACTIVE_ROWS as unknown as OrderedListFields<Row>): Row[] {
  const intent = form?.get("intent");
  const keyOf = (row: Row) => String(row[fields.key]);
  if (intent === "move") {
    const index = rows.findIndex((row) => keyOf(row) === form!.get(fields.key));
    const target = form!.get("direction") === "up" ? index - 1 : index + 1;
    return index < 0 || target < 0 || target >= rows.length ? rows : arrayMove(rows, index, target);
  }
  if (intent === "order") {
    const byKey = new Map(rows.map((row) => [keyOf(row), row]));
    const ordered = String(form!.get(fields.keys) ?? "")
      .split(",")
      .flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : []));
    return ordered.length === rows.length ? ordered : rows;
  }
  if (intent === fields.on || intent === fields.off) {
    return rows.map((row) => (keyOf(row) === form!.get(fields.key) ? { ...row, [fields.flag]: intent === fields.on } : row));
  }
  return rows;
}

/**
 * Keeps the focus on a row's "earlier" or "later" button once the row is drawn again at its new
 * place (or on its twin, when the pressed one is now disabled at an end of the list). The buttons'
 * ids are `<prefix>-up-<id>` and `<prefix>-down-<id>`; call the returned function as a move is sent.
 */
export function useMoveFocus(prefix: string, rows: unknown, state: "idle" | "loading" | "submitting") {
  const refocus = useRef<{ id: string; direction: "up" | "down" } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    const button = document.getElementById(`${prefix}-${wanted.direction}-${wanted.id}`) as HTMLButtonElement | null;
    const twin = document.getElementById(`${prefix}-${wanted.direction === "up" ? "down" : "up"}-${wanted.id}`) as HTMLButtonElement | null;
    (button && !button.disabled ? button : twin)?.focus();
    if (state === "idle") refocus.current = null;
  }, [prefix, rows, state]);
  return (id: string, direction: "up" | "down") => {
    refocus.current = { id, direction };
  };
}
