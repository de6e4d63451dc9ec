/**
 * A detail screen's error boundary (an order, a product's stock): a 404 says the thing is gone and
 * leads back to its list; anything else is the shared table's error, with its retry.
 */
import { isRouteErrorResponse, Link } from "react-router";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export function DetailError({ error, message, backTo, backLabel }: { error: unknown; message: string; backTo: string; backLabel: string }) {
  const { t } = useTranslator();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status !== 404) return <DataTableError status={status} />;
  return (
    <div role="alert" className="rounded-soft border border-lines bg-surface px-4 py-10 text-center">
      <p className="font-medium">{t(message)}</p>
      <Link to={backTo} className={buttonVariants({ variant: "outline", size: "md", className: "mt-4 inline-flex items-center" })}>
        {t(backLabel)}
      </Link>
    </div>
  );
}
