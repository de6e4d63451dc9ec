/**
 * A field's error under it, already in the admin's words (the action translates its schema's keys):
 * announced when it appears, and named by the field's aria-describedby.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="mt-1.5 text-sm text-accent-2">
      {message}
    </p>
  ) : null;
}

/**
 * What goes under a field: its hint, when it has one, then its error. Their ids are `<id>-hint`
 * and `<id>-error`, the names the field's aria-describedby gives.
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
