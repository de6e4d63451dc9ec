/**
 * An amount in shekels, typed as a person writes it ("89,90", "89.9", "1 234"): the server parses it
 * to agorot (parseMoneyInput in app/lib/money.ts), so the field is plain text with a decimal keypad,
 * left to right in every language, with the currency sign beside it.
 */
import { FieldNotes } from "./field-error";

export function MoneyInput({
  id,
  name,
  label,
  defaultValue,
  hint,
  error,
  required,
  allowNegative = false,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** A supplement can be negative (a smaller size costs less). */
  allowNegative?: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : "", `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div dir="ltr" className="flex items-stretch">
        <span aria-hidden="true" className="inline-flex items-center rounded-s-soft border border-e-0 border-lines bg-background px-3 text-sm text-muted">
          ₪
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={defaultValue}
          required={required}
          pattern={allowNegative ? "-?[0-9 ]+([.,][0-9]{1,2})?" : "[0-9 ]+([.,][0-9]{1,2})?"}
          className="field min-w-0 flex-1 rounded-s-none tabular-nums"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
