/**
 * The top of a detail page (a message, a mail): the way back to its list, the title with its status,
 * and its facts as a term/value list. Arrows follow the reading direction.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";

export function RecordHeader({ backTo, backLabel, titleId, title, status, facts }: { backTo: string; backLabel: string; titleId: string; title: string; status: ReactNode; facts: [string, ReactNode][] }) {
  const { dir } = useAdmin();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  return (
    <>
      <Link to={backTo} className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-ink">
        <Back aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      <header className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 id={titleId} dir="auto" className="text-2xl lg:text-3xl">
            {title}
          </h1>
          {status}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="min-w-0">{value}</dd>
            </div>
          ))}
        </dl>
      </header>
    </>
  );
}
