/**
 * How the shop shows an order's figures, on the cart, at checkout, on the tracking page and in Mes
 * Commandes, all computed by the server's pricing engine in the order's currency. They add up as
 * they are read: each line at its units × unit price with its quantity discount under it
 * (docs/product/cart-and-pricing.md#cart-4: 'The quantity discount on the product page is honoured everywhere'), the lines to
 * the subtotal (docs/product/cart-and-pricing.md#cart-9: 'summary (subtotal, shipping, total)'), then the discount taken off
 * once, the shipping added, and the total. (Lines shown after their discount above a subtotal
 * before it and the discount again read as a double discount.) The order e-mail says it the same
 * way (features/orders/order-mail.server.ts).
 */
import { lineBeforeDiscount, type Currency } from "~/lib/money";
import { Money } from "~/components/ui/money";
import { KEEP_CLEAR } from "~/components/layout/keep-clear";
import { useTranslator } from "~/lib/request-context";

export interface SummaryTotals {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
}

/** A line's amount: its units × its unit price, before its quantity discount (LineDiscount). */
export function LineAmount({
  totalMinor,
  discountMinor,
  currency,
  pending = false,
  className = "",
}: {
  totalMinor: number;
  discountMinor: number;
  currency?: Currency;
  /** The line is being changed: the server's new figures are on their way. */
  pending?: boolean;
  className?: string;
}) {
  return (
    <p className={`shrink-0 text-end ${className}`} aria-busy={pending || undefined} data-testid="line-total">
      {pending ? "…" : <Money minor={lineBeforeDiscount({ totalMinor, discountMinor })} currency={currency} />}
    </p>
  );
}

/**
 * A line's quantity discount, under the line as a row of its own (label on the start side, amount
 * on the end side, as the summary's rows), when it has one: the summary's discount is their sum.
 */
export function LineDiscount({ discountMinor, currency, className = "" }: { discountMinor: number; currency?: Currency; className?: string }) {
  const { t } = useTranslator();
  if (discountMinor <= 0) return null;
  return (
    <p className={`flex justify-between gap-4 text-xs text-accent-2 ${className}`} data-testid="line-discount">
      <span>{t("cart.discount")}</span>
      <Money minor={-discountMinor} currency={currency} />
    </p>
  );
}

/** Subtotal, quantity discount (when there is one), shipping and total; the call button keeps off them. */
export function OrderTotals({
  totals,
  currency,
  className = "",
  totalTestId = "summary-total",
}: {
  totals: SummaryTotals;
  currency?: Currency;
  className?: string;
  totalTestId?: string;
}) {
  const { t } = useTranslator();
  const amount = (minor: number) => <Money minor={minor} currency={currency} />;
  return (
    <dl className={`space-y-3 text-sm ${className}`} data-testid="order-totals" {...KEEP_CLEAR}>
      <div className="flex justify-between gap-4"><dt>{t("cart.subtotal")}</dt><dd data-testid="subtotal">{amount(totals.subtotalMinor)}</dd></div>
      {totals.discountMinor > 0 && (
        <div className="flex justify-between gap-4 text-accent-2"><dt>{t("cart.discount")}</dt><dd data-testid="discount">{amount(-totals.discountMinor)}</dd></div>
      )}
      <div className="flex justify-between gap-4"><dt>{t("cart.shipping")}</dt><dd data-testid="shipping">{amount(totals.shippingMinor)}</dd></div>
      <div className="flex justify-between gap-4 border-t border-lines pt-3 text-base font-medium" data-testid={totalTestId}>
        <dt>{t("cart.total")}</dt>
        <dd>{amount(totals.totalMinor)}</dd>
      </div>
    </dl>
  );
}
