import { useEffect, useRef, type RefObject } from "react";

/**
 * Tells the surrounding AdminForm that fields changed without a keystroke (a photo reordered, a
 * variant generated), so that its save bar appears: it listens for `input` events on the form.
 * Skips the first render, which is the loaded state.
 */
export function useFormChanged(ref: RefObject<HTMLElement | null>, state: unknown) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [ref, state]);
}

/** Runs `onReset` when the surrounding form is reset (the save bar's "discard"), for state the browser cannot reset itself. */
export function useFormReset(ref: RefObject<HTMLElement | null>, onReset: () => void) {
  const latest = useRef(onReset);
  useEffect(() => {
    latest.current = onReset;
  });
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const listener = () => latest.current();
    form.addEventListener("reset", listener);
    return () => form.removeEventListener("reset", listener);
  }, [ref]);
}
