/**
 * A field for an address typed in Latin letters (a link, a slug): left to right whatever the
 * admin's language, monospace, never capitalised or corrected, with its hint under it and its
 * error after the hint. Its hint and error are `<id>-hint` and `<id>-error`.
 */
import type { InputHTMLAttributes } from "react";
import { FieldNotes } from "~/components/admin/form/field-error";

export function LinkField({
  id,
  label,
  hint,
  error,
  className = "max-w-md",
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "children"> & { id: string; label: string; hint: string; error?: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        dir="ltr"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...input}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        className={`field font-mono text-sm ${className}`}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
