/**
 * The summary of a cart at checkout or of a placed order: lines, then subtotal, quantity discount,
 * shipping and total, all computed by the server's pricing engine in the order's currency.
 */
import type { Currency } from "~/lib/money";
import { useShop } from "~/lib/shop";
import { Money } from "~/components/ui/money";

export interface SummaryLine {
  key: string;
  name: string;
  variantLabel: string | null;
  quantity: number;
  totalMinor: number;
  discountMinor: number;
}

export interface SummaryTotals {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
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
  const { t } = useShop();
  const amount = (minor: number) => <Money minor={minor} currency={currency} />;
  return (
    <section aria-labelledby={titleId} className={`h-fit rounded-soft bg-surface p-6 ${className}`} data-testid="order-summary">
      <h2 id={titleId} className="text-2xl">{title}</h2>
      <ul className="mt-6 divide-y divide-lines border-y border-lines text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-4 py-3" data-testid="summary-line">
            <div>
              <p className="font-medium">{line.name}</p>
              {line.variantLabel && <p className="text-muted">{line.variantLabel}</p>}
              <p className="text-muted">{t("checkout.lineQuantity", { count: line.quantity })}</p>
            </div>
            <p className="shrink-0 text-end">
              {amount(line.totalMinor)}
              {line.discountMinor > 0 && (
                <span className="block text-xs text-accent-2">
                  {amount(-line.discountMinor)}
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between"><dt>{t("cart.subtotal")}</dt><dd>{amount(totals.subtotalMinor)}</dd></div>
        {totals.discountMinor > 0 && (
          <div className="flex justify-between text-accent-2"><dt>{t("cart.discount")}</dt><dd>{amount(-totals.discountMinor)}</dd></div>
        )}
        <div className="flex justify-between"><dt>{t("cart.shipping")}</dt><dd>{amount(totals.shippingMinor)}</dd></div>
        <div className="flex justify-between border-t border-lines pt-3 text-base font-medium" data-testid="summary-total">
          <dt>{t("cart.total")}</dt>
          <dd>{amount(totals.totalMinor)}</dd>
        </div>
      </dl>
    </section>
  );
}
