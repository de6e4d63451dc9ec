/**
 * A list of items written in four languages inside an admin form (a page's sections, its questions,
 * the footer's columns): add one, remove one, move one earlier or later, or drag it by its handle.
 * Each item is a TranslatedFields named `${namePrefix}[i].<lang>.<field>`, so Conform reads the
 * list back as an array in the order shown. The inputs stay uncontrolled (a failed save gives back
 * what was typed); the list itself is state, put back as loaded when the form is reset.
 */
import type { ReactNode } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { arrayMove } from "@dnd-kit/sortable";
import { TranslatedFields, type TranslatedErrors, type TranslatedField, type TranslatedValues } from "~/components/admin/form/translated-fields";
import { SortableList, SortableRow } from "./sortable-list";
import { newRowUid, useFormList } from "./form-list";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface TranslatedItem {
  /** What the item keeps besides its texts (a section's id), posted as hidden inputs. */
  hidden?: Record<string, string>;
  texts: TranslatedValues;
  /** What `extra` draws its own fields from (a link's address, a column's links). */
  data?: Record<string, unknown>;
}

/** An item added: its first field. */
const focusFirstField = (uid: string) => document.getElementById(uid)?.querySelector<HTMLElement>("input:not([type=hidden]), textarea")?.focus();

export function TranslatedList({
  items,
  namePrefix,
  fields,
  errors,
  label,
  itemLabel,
  addLabel,
  emptyText,
  max,
  extra,
  headingLevel = 3,
}: {
  items: TranslatedItem[];
  namePrefix: string;
  fields: readonly TranslatedField[];
  errors?: TranslatedErrors;
  /** The list's name ("Sections"). */
  label: string;
  /** An item's name from its position and French texts ("Section 2 · Our craft"). */
  itemLabel: (position: number, item: TranslatedItem) => string;
  addLabel: string;
  emptyText: string;
  max: number;
  /** Headings of the items: h3 in a panel, h4 inside an item of another list. */
  headingLevel?: 3 | 4;
  /** More fields of an item, under its texts (given its input name prefix, "links[0]"). */
  extra?: (prefix: string, item: TranslatedItem) => ReactNode;
}) {
  const { t } = useTranslator();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const { rows, anchor, update, add: addRow } = useFormList(items, focusFirstField);
  const move = (index: number, target: number) => update(arrayMove(rows, index, target));
  const add = () => addRow({ uid: newRowUid("item"), texts: {}, hidden: {} });
  const nameOf = (uid: string) => {
    const index = rows.findIndex((row) => row.uid === uid);
    return index < 0 ? "" : itemLabel(index + 1, rows[index]);
  };
  const iconButton = buttonVariants({ variant: "surface", size: "icon", className: "disabled:opacity-40 disabled:hover:bg-surface lg:min-h-9 lg:min-w-9" });

  return (
    <div ref={anchor} className="space-y-3">
      {rows.length === 0 ? (
        <p className="rounded-soft border border-dashed border-lines px-4 py-6 text-center text-sm text-muted">{emptyText}</p>
      ) : (
        <SortableList ids={rows.map((row) => row.uid)} label={label} nameOf={nameOf} onReorder={(ids) => update(ids.map((id) => rows.find((row) => row.uid === id)!))}>
          {rows.map((row, index) => {
            const name = itemLabel(index + 1, row);
            const prefix = `${namePrefix}[${index}]`;
            return (
              <SortableRow key={row.uid} id={row.uid} handleLabel={t("pages.list.drag", { name })}>
                <div id={row.uid} className="space-y-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Heading dir="auto" className="min-w-0 truncate font-sans text-sm font-semibold">
                      {name}
                    </Heading>
                    <div className="flex gap-2">
                      <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t("pages.list.up", { name })} className={iconButton}>
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </button>
                      <button type="button" disabled={index === rows.length - 1} onClick={() => move(index, index + 1)} aria-label={t("pages.list.down", { name })} className={iconButton}>
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </button>
                      <button type="button" onClick={() => update(rows.filter((other) => other.uid !== row.uid))} aria-label={t("pages.list.remove", { name })} className={`${iconButton} text-accent-2`}>
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                  </div>
                  {Object.entries(row.hidden ?? {}).map(([field, value]) => (
                    <input key={field} type="hidden" name={`${prefix}.${field}`} value={value} />
                  ))}
                  <TranslatedFields namePrefix={prefix} fields={fields} values={row.texts} errors={errors} />
                  {extra?.(prefix, row)}
                </div>
              </SortableRow>
            );
          })}
        </SortableList>
      )}
      {rows.length < max && (
        <Button type="button" onClick={add} variant="surface" size="md" inline>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      )}
    </div>
  );
}
