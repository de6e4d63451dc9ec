/**
 * Internal notes, newest first, with who wrote each and when: the same list on the order page and
 * the customer page (docs/product/admin-back-office.md#adm-4 and docs/product/admin-back-office.md#adm-5). Only the team sees them.
 */
import { useAdmin } from "~/components/admin/shell/admin-context";

export interface InternalNote {
  id: string;
  body: string;
  /** The author's e-mail (or name); null when the account is gone. */
  author: string | null;
  at: string | Date;
}

export function InternalNotes({ notes, emptyText }: { notes: InternalNote[]; emptyText: string }) {
  const { date } = useAdmin();
  if (notes.length === 0) return <p className="mt-3 text-sm text-muted">{emptyText}</p>;
  return (
    <ul className="mt-3 space-y-3">
      {notes.map((note) => (
        <li key={note.id} className="rounded-soft bg-background/60 p-3">
          <p className="whitespace-pre-line text-sm">{note.body}</p>
          <p className="mt-1 text-xs text-muted [overflow-wrap:anywhere]">
            <bdi dir="ltr">{note.author ?? "—"}</bdi> · <time dateTime={new Date(note.at).toISOString()}>{date(note.at, "dateTime")}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
