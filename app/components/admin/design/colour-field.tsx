/**
 * One design colour: the system's colour picker beside the hex value, which is the field the form
 * posts (a picker alone is hard to use on some phones, and a hex code is what the owner may be
 * given by a designer). The picker follows the text while it is a valid colour.
 *
 * The save's error for the field (a refused "#zzz") stays only while the value is still not a
 * colour: once it is one, by typing or with the picker, the error is gone without another save.
 */
import { FieldNotes } from "~/components/admin/form/field-error";
import { normalizeHex } from "~/schemas/admin/design";

export function ColourField({ name, label, pickerLabel, hint, value, onChange, error, disabled }: { name: string; label: string; pickerLabel: string; hint?: string; value: string; onChange: (value: string) => void; error?: string; disabled?: boolean }) {
  const id = `design-${name.replace(/\./g, "-")}`;
  const valid = normalizeHex(value);
  const shownError = valid ? undefined : error;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={valid ?? "#000000"}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-label={pickerLabel}
          className="h-11 w-11 shrink-0 cursor-pointer rounded-soft border border-lines bg-surface p-1"
        />
        <input
          id={id}
          name={name}
          type="text"
          dir="ltr"
          inputMode="text"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={7}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : "", shownError ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
          className="field w-full min-w-0 max-w-32 px-2 font-mono text-sm tabular-nums"
        />
      </div>
      <FieldNotes id={id} hint={hint} error={shownError} />
    </div>
  );
}
