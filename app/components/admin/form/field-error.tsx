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
