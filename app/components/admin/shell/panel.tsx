/**
 * A titled part of a detail or editor screen (a customer's orders, a product's photos, an image's
 * users): a region named by its heading, with an optional action beside the title. `flush` leaves
 * the body without padding, for a list that runs edge to edge.
 */
import type { ReactNode } from "react";

export function Panel({ id, title, action, flush = false, children, testId }: { id: string; title: string; action?: ReactNode; flush?: boolean; children: ReactNode; testId?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-soft border border-lines bg-surface" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-lines px-4 py-3">
        <h2 id={`${id}-title`} className="font-sans text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {flush ? children : <div className="p-4">{children}</div>}
    </section>
  );
}
