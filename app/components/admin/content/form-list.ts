/**
 * The rows of a list edited inside an admin form (the footer's social links, TranslatedList's
 * items): state the uncontrolled inputs are drawn from, each row with a `uid` for its inputs' ids
 * and the list's keys. The form's reset (the save bar's "discard") puts the loaded list back; a
 * change of the list is told to the form as an input event, which its dirty tracking listens to; a
 * row added is given to `focus` once drawn (a module-level function, so that it stays the same).
 */
import { useEffect, useRef, useState } from "react";

export type FormListRow<Item> = Item & { uid: string };

const loaded = <Item extends object>(items: Item[]): FormListRow<Item>[] => items.map((item, index) => ({ ...item, uid: `loaded-${index}` }));

let counter = 0;
/** A new row's uid, unlike any loaded one's. */
export const newRowUid = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

export function useFormList<Item extends object>(items: Item[], focus: (uid: string) => void) {
  const [rows, setRows] = useState(() => loaded(items));
  const anchor = useRef<HTMLDivElement>(null);
  const changed = useRef(false);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const onReset = () => setRows(loaded(items));
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, [items]);

  useEffect(() => {
    if (changed.current) {
      changed.current = false;
      anchor.current?.dispatchEvent(new Event("input", { bubbles: true }));
    }
    const wanted = focusNext.current;
    if (wanted) {
      focusNext.current = null;
      focus(wanted);
    }
  }, [rows, focus]);

  const update = (next: FormListRow<Item>[]) => {
    changed.current = true;
    setRows(next);
  };
  const add = (row: FormListRow<Item>) => {
    focusNext.current = row.uid;
    update([...rows, row]);
  };
  return { rows, anchor, update, add };
}
