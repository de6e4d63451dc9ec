/**
 * The order a hand-ordered list (categories, hero slides) shows while a move, a drop or a show/hide
 * is on its way: the posted form applied to the rows, which the server's answer then confirms.
 * It reads the intents of features/admin/ordered-list-action.server.ts.
 */
import { arrayMove } from "@dnd-kit/sortable";

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
