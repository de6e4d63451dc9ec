/**
 * A labelled form field (docs/product/look.md#look-5: label above, error under the field in docs/product/content-and-texts.md#txt-9 wording).
 * Field metadata comes from ~/lib/form, filled from the action's reply; error values are dictionary
 * keys, translated here with the layout's translator (storefront or admin, ~/lib/request-context).
 */
import { getInputProps, getTextareaProps, type FieldMetadata } from "~/lib/form";
import { useTranslator } from "~/lib/request-context";

type Common = {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
  className?: string;
};

export function FieldError({ field }: { field: FieldMetadata<string> }) {
  const { t } = useTranslator();
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-1.5 text-sm text-accent-2" role="alert">
      {t(field.errors[0])}
    </p>
  );
}

/** The field's label and optional hint, above it (docs/product/look.md#look-5). */
export function FieldLabel({ field, label, hint }: Pick<Common, "field" | "label" | "hint">) {
  return (
    <>
      <label htmlFor={field.id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${field.id}-hint`} className="mb-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </>
  );
}

/** What describes the field to assistive technology: its hint, then its error when it has one. */
export function describedBy(field: FieldMetadata<string>, hint?: string) {
  return [hint ? `${field.id}-hint` : undefined, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
}

export function TextField({
  type = "text",
  autoComplete,
  dir,
  disabled,
  ...common
}: Common & { type?: "text" | "email" | "tel" | "password"; autoComplete?: string; dir?: "ltr"; disabled?: boolean }) {
  const { field, className } = common;
  const props = getInputProps(field, { type, ariaAttributes: true });
  return (
    <div className={className}>
      <FieldLabel {...common} />
      <input {...props} key={props.key} aria-describedby={describedBy(field, common.hint)} autoComplete={autoComplete} dir={dir} disabled={disabled} className="field" />
      <FieldError field={field} />
    </div>
  );
}

export function TextAreaField({ rows = 6, ...common }: Common & { rows?: number }) {
  const { field, className } = common;
  const props = getTextareaProps(field, { ariaAttributes: true });
  return (
    <div className={className}>
      <FieldLabel {...common} />
      <textarea {...props} key={props.key} aria-describedby={describedBy(field, common.hint)} rows={rows} className="field py-3" />
      <FieldError field={field} />
    </div>
  );
}
