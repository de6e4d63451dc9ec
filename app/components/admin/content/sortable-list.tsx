/**
 * A list the owner reorders by dragging (the content screens: hero slides, home blocks, footer
 * columns, page sections), with dnd-kit: by pointer or touch on a row's handle, and by keyboard on
 * the same handle (Space picks the row up, the arrows move it, Space drops it, Escape cancels). Each
 * step is announced in the admin's language. Screens add "earlier" and "later" buttons too, the way
 * that works without JavaScript and the one most people find first on a phone.
 *
 *   <SortableList ids={ids} label="Slides" nameOf={(id) => …} onReorder={(next) => …}>
 *     {rows.map((row) => <SortableRow key={row.id} id={row.id} handleLabel="Move “x”">{…}</SortableRow>)}
 *   </SortableList>
 */
import { createContext, useContext, type ReactNode } from "react";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

const Writable = createContext(true);

export function SortableList({
  ids,
  label,
  nameOf,
  onReorder,
  disabled = false,
  busy = false,
  children,
  as: List = "ol",
}: {
  ids: string[];
  /** The list's accessible name. */
  label: string;
  /** A row's name, for the announcements. */
  nameOf: (id: string) => string;
  /** The whole new order, first to last, after a drop that moved something. */
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
  busy?: boolean;
  children: ReactNode;
  as?: "ol" | "ul";
}) {
  const { t } = useTranslator();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("hero.sort.picked", { name: name(active.id), position: position(active.id), count: ids.length }),
    onDragOver: ({ active, over }) => (over ? t("hero.sort.over", { name: name(active.id), position: position(over.id), count: ids.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t("hero.sort.dropped", { name: name(active.id), position: position(over.id), count: ids.length }) : undefined),
    onDragCancel: ({ active }) => t("hero.sort.cancelled", { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: t("hero.sort.instructions") }, announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Writable.Provider value={!disabled}>
          <List aria-label={label} aria-busy={busy || undefined} className="space-y-2">
            {children}
          </List>
        </Writable.Provider>
      </SortableContext>
    </DndContext>
  );
}

/** One row: an `li` that moves, with its drag handle first and the row's content after it. */
export function SortableRow({ id, handleLabel, className = "", children }: { id: string; handleLabel: string; className?: string; children: ReactNode }) {
  const writable = useContext(Writable);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !writable });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex items-start gap-2 rounded-soft border border-lines bg-surface p-3 ${isDragging ? "relative z-10 shadow-lg" : ""} ${className}`}
    >
      {writable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
          className={buttonVariants({ variant: "ghost", className: "-ms-1 inline-flex w-8 shrink-0 cursor-grab touch-none items-center justify-center text-muted active:cursor-grabbing" })}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      )}
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}

const MOVE_BUTTON = buttonVariants({ variant: "surface", size: "icon", className: "disabled:opacity-40 disabled:hover:bg-surface lg:min-h-9 lg:min-w-9" });

/**
 * A row's "earlier" and "later" buttons: two small forms (`intent=move`), so that they work without
 * JavaScript too, sent by the list's fetcher. Their ids (`<idPrefix>-up-<value>`) let useMoveFocus
 * (ordered-list.ts) put the focus back on the button after the move.
 */
export function MoveButtons({
  fetcher,
  field = "id",
  value,
  idPrefix,
  first,
  last,
  label,
  onMove,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form">;
  /** The form field naming the row (the home blocks are named by their key). */
  field?: "id" | "key";
  value: string;
  idPrefix: string;
  first: boolean;
  last: boolean;
  label: (direction: "up" | "down") => string;
  onMove: (direction: "up" | "down") => void;
}) {
  return (["up", "down"] as const).map((direction) => (
    <fetcher.Form key={direction} method="post" onSubmit={() => onMove(direction)}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name={field} value={value} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" id={`${idPrefix}-${direction}-${value}`} disabled={direction === "up" ? first : last} aria-label={label(direction)} className={MOVE_BUTTON}>
        {direction === "up" ? <ArrowUp aria-hidden="true" className="size-4" /> : <ArrowDown aria-hidden="true" className="size-4" />}
      </button>
    </fetcher.Form>
  ));
}
