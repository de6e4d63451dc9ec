/**
 * The confirmation after checkout (SPEC.md §2, §4, §8; AMENDMENTS 8): 'Commande créée avec succès !',
 * the readable order number, and for a guest the private tracking link. Then the shop goes home
 * after a few seconds (without JavaScript, a refresh tag does it).
 */
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { CheckCircle2 } from "lucide-react";
import { toast } from "~/components/ui/toast";
import { useShop } from "~/lib/shop";

/** Seconds before the confirmation goes home (SPEC.md §2: on success goes to /{lang}). */
export const HOME_AFTER_SECONDS = 8;

export function OrderConfirmation({
  orderNumber,
  email,
  trackingPath,
}: {
  orderNumber: number;
  email: string;
  /** The guest's private tracking page; null for an account's order. */
  trackingPath: string | null;
}) {
  const { t, href, origin } = useShop();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [sentBefore, sentAfter = ""] = t("checkout.confirmationText", { email: "\u0000" }).split("\u0000");

  useEffect(() => {
    toast.success(t("toast.orderCreated"), { description: t("checkout.confirmationNumber", { number: orderNumber }) });
    headingRef.current?.focus();
    const timer = window.setTimeout(() => navigate(href("/")), HOME_AFTER_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [orderNumber, navigate, href, t]);

  return (
    <div className="mx-auto max-w-2xl px-6 py-20 text-center md:py-28" data-testid="order-confirmation">
      <noscript>
        <meta httpEquiv="refresh" content={`${HOME_AFTER_SECONDS};url=${href("/")}`} />
      </noscript>
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-accent" strokeWidth={1.25} />
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-5xl outline-none">{t("checkout.confirmationTitle")}</h1>
      <p className="mt-6 font-display text-3xl" data-testid="order-number">
        {t("checkout.confirmationNumber", { number: orderNumber })}
      </p>
      <p className="mt-4 text-muted">
        {sentBefore}
        <bdi dir="ltr">{email}</bdi>
        {sentAfter}
      </p>
      {trackingPath ? (
        <div className="mt-10 rounded-soft bg-surface p-6 text-start">
          <p className="text-sm text-muted">{t("checkout.trackingHint")}</p>
          <Link to={trackingPath} className="mt-3 block break-all font-medium text-accent underline underline-offset-4" data-testid="tracking-link">
            <span className="block">{t("checkout.trackingLabel")}</span>
            <bdi dir="ltr" className="text-xs text-muted">{`${origin}${trackingPath}`}</bdi>
          </Link>
        </div>
      ) : (
        <p className="mt-8">{t("checkout.accountHint")}</p>
      )}
      <p className="mt-10 text-sm text-muted" role="status">{t("checkout.redirectingHome")}</p>
      <Link to={href("/")} className="btn btn-primary mt-6">{t("checkout.goHome")}</Link>
    </div>
  );
}
