/** A detail page's 404 (a message, a mail that does not exist or was deleted), with the way back to its list. */
import { Link } from "react-router";

export function MissingRecord({ text, backTo, backLabel }: { text: string; backTo: string; backLabel: string }) {
  return (
    <div role="alert" className="rounded-soft border border-lines bg-surface px-4 py-10 text-center">
      <p className="font-medium">{text}</p>
      <Link to={backTo} className="mt-4 inline-flex min-h-11 items-center underline">
        {backLabel}
      </Link>
    </div>
  );
}
