/**
 * The panel that confirms a form did what was asked ('Profil mis à jour avec succès', 'Message
 * envoyé…'). It is in the page itself, not only in a toast, so it is there without JavaScript, and
 * role="status" lets screen readers announce it.
 */
import type { ReactNode } from "react";

export function StatusMessage({ children, testId, className = "" }: { children: ReactNode; testId?: string; className?: string }) {
  return (
    <p className={`rounded-soft bg-accent-soft p-4 ${className}`} role="status" data-testid={testId}>
      {children}
    </p>
  );
}
