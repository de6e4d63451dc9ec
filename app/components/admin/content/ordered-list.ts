/**
 * What the hand-ordered lists (categories, hero slides) share in the browser. They post the intents
 * of features/admin/ordered-list-action.server.ts.
 */
import { useEffect, useRef } from "react";
import { arrayMove } from "@dnd-kit/sortable";

/** The order the list shows while a move, a drop or a show/hide is on its way (the server's answer then confirms it). */
export function pendingOrder<Row extends { id: string; isActive: boolean }>(rows: Row[], form: FormData | undefined): Row[] {
  const intent = form?.get("intent");
  if (intent === "move") {
    const index = rows.findIndex((row) => row.id === form!.get("id"));
    const target = form!.get("direction") === "up" ? index - 1 : index + 1;
    return index < 0 || target < 0 || target >= rows.length ? rows : arrayMove(rows, index, target);
  }
  if (intent === "order") {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = String(form!.get("ids") ?? "")
      .split(",")
      .flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return ordered.length === rows.length ? ordered : rows;
  }
  if (intent === "activate" || intent === "deactivate") return rows.map((row) => (row.id === form!.get("id") ? { ...row, isActive: intent === "activate" } : row));
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
