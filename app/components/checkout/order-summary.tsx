/**
 * The summary of a cart at checkout or of a placed order: lines, then subtotal, quantity discount,
 * shipping and total, all computed by the server's pricing engine in the order's currency, shown
 * with the parts the cart and the account's orders use too (order-totals.tsx), so they add up.
 */
import type { Currency } from "~/lib/money";
import { LineAmount, LineDiscount, OrderTotals, type SummaryTotals } from "./order-totals";
import { useTranslator } from "~/lib/request-context";

export interface SummaryLine {
  key: string;
  name: string;
  variantLabel: string | null;
  quantity: number;
  totalMinor: number;
  discountMinor: number;
}

/** A placed order's lines as the summary lists them (the confirmation and the tracking page). */
export function placedOrderLines(
  lines: { name: string; variantLabel: string | null; quantity: number; lineTotalMinor: number; discountMinor: number }[],
): SummaryLine[] {
  return lines.map((line, index) => ({
    key: `${index}`,
    name: line.name,
    variantLabel: line.variantLabel,
    quantity: line.quantity,
    totalMinor: line.lineTotalMinor,
    discountMinor: line.discountMinor,
  }));
}

export function OrderSummary({
  title,
  titleId,
  lines,
  totals,
  currency,
  className = "",
}: {
  title: string;
  titleId: string;
  lines: SummaryLine[];
  totals: SummaryTotals;
  currency?: Currency;
  className?: string;
}) {
  const { t } = useTranslator();
  return (
    <section aria-labelledby={titleId} className={`h-fit rounded-soft bg-surface p-6 ${className}`} data-testid="order-summary">
      <h2 id={titleId} className="text-2xl">{title}</h2>
      <ul className="mt-6 divide-y divide-lines border-y border-lines text-sm">
        {lines.map((line) => (
          <li key={line.key} className="py-3" data-testid="summary-line">
            <div className="flex justify-between gap-4">
              <div>
                <p className="font-medium">{line.name}</p>
                {line.variantLabel && <p className="text-muted">{line.variantLabel}</p>}
                <p className="text-muted">{t("checkout.lineQuantity", { count: line.quantity })}</p>
              </div>
              <LineAmount totalMinor={line.totalMinor} discountMinor={line.discountMinor} currency={currency} />
            </div>
            <LineDiscount discountMinor={line.discountMinor} currency={currency} className="mt-1" />
          </li>
        ))}
      </ul>
      <OrderTotals totals={totals} currency={currency} className="mt-4" />
    </section>
  );
}
