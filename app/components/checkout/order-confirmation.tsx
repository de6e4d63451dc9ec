/**
 * The confirmation after checkout (docs/product/checkout-and-orders.md#ord-1 and docs/product/checkout-and-orders.md#ord-4; docs/product/checkout-and-orders.md#ord-9 and docs/product/checkout-and-orders.md#ord-7): 'Commande créée avec
 * succès !', the readable order number (docs/product/checkout-and-orders.md#ord-6, written 'Commande n° 1001' as on the tracking
 * page, in Mes Commandes and in the e-mails: one key, orders.number), for a guest the private
 * tracking link, a recap of what was ordered (its lines and total, as the tracking page shows
 * them), and a button back to the shop. It stays where it is: a redirect home would take the
 * tracking link away before it can be saved, and a page that moves on by itself fails WCAG 2.2.1.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CheckCircle2 } from "lucide-react";
import { toast } from "~/components/ui/toast";
import { Ltr } from "~/components/ui/ltr";
import type { Currency } from "~/lib/money";
import { useShop } from "~/lib/shop";
import type { OrderView } from "~/features/orders/tracking.server";
import { OrderName } from "./order-name";
import { OrderSummary, placedOrderLines } from "./order-summary";
import type { SummaryTotals } from "./order-totals";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export function OrderConfirmation({
  orderNumber,
  email,
  trackingPath,
  currency,
  lines,
  totals,
}: {
  orderNumber: number;
  email: string;
  /** The guest's private tracking page; null for an account's order. */
  trackingPath: string | null;
  currency: Currency;
  lines: OrderView["lines"];
  totals: SummaryTotals;
}) {
  const { t } = useTranslator();
  const { href, origin } = useShop();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [sentBefore, sentAfter = ""] = t("checkout.confirmationText", { email: "\u0000" }).split("\u0000");

  useEffect(() => {
    toast.success(t("toast.orderCreated"), { description: t("orders.number", { number: orderNumber }) });
    headingRef.current?.focus();
  }, [orderNumber, t]);

  return (
    <div className="mx-auto max-w-2xl px-6 py-20 text-center md:py-28" data-testid="order-confirmation">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-accent" strokeWidth={1.25} />
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-5xl outline-none">{t("checkout.confirmationTitle")}</h1>
      <p className="mt-6 font-display text-3xl" data-testid="order-number">
        <OrderName number={orderNumber} />
      </p>
      <p className="mt-4 text-muted">
        {sentBefore}
        <Ltr className="[overflow-wrap:anywhere]">{email}</Ltr>
        {sentAfter}
      </p>
      <OrderSummary
        title={t("orders.trackItems")}
        titleId="confirmation-items-title"
        className="mt-10 text-start"
        currency={currency}
        lines={placedOrderLines(lines)}
        totals={totals}
      />
      {trackingPath ? (
        <div className="mt-10 rounded-soft bg-surface p-6 text-start">
          <p className="text-sm text-muted">{t("checkout.trackingHint")}</p>
          <Link to={trackingPath} className="mt-3 block break-all font-medium text-accent underline underline-offset-4" data-testid="tracking-link">
            <span className="block">{t("checkout.trackingLabel")}</span>
            <Ltr className="text-xs text-muted">{`${origin}${trackingPath}`}</Ltr>
          </Link>
        </div>
      ) : (
        <p className="mt-8">{t("checkout.accountHint")}</p>
      )}
      <Link to={href("/shop")} className={buttonVariants({ variant: "primary", className: "mt-10" })} data-testid="back-to-shop">{t("common.continueShopping")}</Link>
    </div>
  );
}
