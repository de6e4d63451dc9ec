/**
 * One line of a loyalty ledger (docs/product/admin-back-office.md#adm-5), the same on the customer page and the loyalty
 * screen: why the points moved (an order delivered, or an adjustment with its reason), when, and
 * the signed number of points. `who` adds the member's name above (the loyalty screen).
 */
import type { ReactNode } from "react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { useTranslator } from "~/lib/request-context";

export function LedgerLine({
  entry,
  who,
}: {
  entry: { reason: "order_delivered" | "adjustment"; note: string | null; orderNumber: number | null; points: number; createdAt: string | Date };
  who?: ReactNode;
}) {
  const { t } = useTranslator();
  const { date, number } = useAdmin();
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-2.5">
      <div className="min-w-0">
        {who}
        <p className={`text-sm ${who ? "text-muted" : ""}`}>
          {entry.reason === "adjustment" ? t("customers.loyalty.reasonAdjustment") : t("customers.loyalty.reasonOrder", { number: entry.orderNumber ?? "—" })}
          {entry.note && <span className="text-muted"> — {entry.note}</span>}
        </p>
        <time dateTime={new Date(entry.createdAt).toISOString()} className="text-xs text-muted tabular-nums">{date(entry.createdAt, "dateTime")}</time>
      </div>
      <bdi dir="ltr" className={`shrink-0 font-medium tabular-nums ${entry.points < 0 ? "text-accent-2" : ""}`}>
        {entry.points > 0 ? "+" : ""}
        {number(entry.points)}
      </bdi>
    </li>
  );
}
