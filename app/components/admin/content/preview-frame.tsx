/**
 * What the content screens' previews share: a frame that draws a piece of the shop at a real
 * screen's width (a 390 px phone, a 1440 px desktop) scaled down to the room it has, and a hook
 * that follows a form's current values as the owner types, so a preview shows what would be saved.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { dirOf, LANG_NAMES, LANGS, type Lang } from "~/lib/langs";

/**
 * `children` laid out at `width` × `height` CSS pixels and scaled to fit the frame's width (never
 * enlarged). `maxWidth` caps the drawn width (a phone need not fill a desktop column).
 */
export function ScaledFrame({ width, height, label, lang, maxWidth, children }: { width: number; height: number; label: string; lang: Lang; maxWidth?: number; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);
  useEffect(() => {
    const node = outer.current;
    if (!node) return;
    const measure = () => setRoom(node.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const scale = room ? Math.min(1, room / width) : 0.25;
  return (
    <figure className="min-w-0" style={maxWidth ? { maxWidth } : undefined}>
      <figcaption className="mb-1.5 text-xs text-muted">{label}</figcaption>
      <div ref={outer} className="w-full">
        <div
          className="relative overflow-hidden rounded-soft border border-lines bg-background shadow-sm"
          style={{ width: width * scale, height: height * scale, visibility: room ? "visible" : "hidden" }}
        >
          {/* A picture of the shop, not a part of this page: nothing inside is focusable or read twice. */}
          <div
            inert
            aria-hidden="true"
            lang={lang}
            dir={dirOf(lang)}
            // The frame is exactly the scaled size, so anchoring at the top-left corner is the same in either direction.
            style={{ position: "absolute", top: 0, left: 0, width, height, transform: `scale(${scale})`, transformOrigin: "top left" }}
          >
            {children}
          </div>
        </div>
      </div>
    </figure>
  );
}

/** A row of the four languages to preview in (radio buttons: one choice, arrow keys move it). */
export function PreviewLanguages({ value, onChange, label, name }: { value: Lang; onChange: (lang: Lang) => void; label: string; name: string }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="me-1 text-sm text-muted">
        {label}
      </span>
      {LANGS.map((lang) => (
        <label
          key={lang}
          className={`inline-flex min-h-11 cursor-pointer items-center rounded-soft border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent lg:min-h-9 ${
            value === lang ? "border-ink bg-ink text-background" : "border-lines bg-surface hover:bg-background"
          }`}
        >
          <input type="radio" name={name} value={lang} checked={value === lang} onChange={() => onChange(lang)} form="" className="sr-only" />
          <span lang={lang}>{LANG_NAMES[lang]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The current values of the form with this id, as text by field name, updated on every input,
 * change and reset; null until the page runs its scripts (the preview then shows the loaded values).
 */
export function useFormValues(formId: string): Record<string, string> | null {
  const [values, setValues] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const read = () => {
      const next: Record<string, string> = {};
      for (const [name, value] of new FormData(form)) if (typeof value === "string") next[name] = value;
      setValues(next);
    };
    // A reset puts the values back after the event.
    const onReset = () => window.setTimeout(read);
    read();
    form.addEventListener("input", read);
    form.addEventListener("change", read);
    form.addEventListener("reset", onReset);
    return () => {
      form.removeEventListener("input", read);
      form.removeEventListener("change", read);
      form.removeEventListener("reset", onReset);
    };
  }, [formId]);
  return values;
}
