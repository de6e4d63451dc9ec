/**
 * The honeypot field of the public forms (lib/honeypot.ts; schemas/fields.ts checks it): off screen, hidden from screen
 * readers (aria-hidden), out of the keyboard's tab order (tabindex -1) and never autofilled. Only a
 * robot filling every input of the page fills it, and the server then refuses the form.
 */
import { useId } from "react";
import { HONEYPOT_FIELD } from "~/lib/honeypot";

export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only" data-testid="honeypot">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
