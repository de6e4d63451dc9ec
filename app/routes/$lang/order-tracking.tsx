import { data, Link } from "react-router";
import type { Route } from "./+types/order-tracking";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { getConfirmation, getOrderByToken } from "~/features/orders/tracking.server";
import { requireCustomer } from "~/server/request-context.server";
import { OrderName } from "~/components/checkout/order-name";
import { Ltr } from "~/components/ui/ltr";
import { PageHeading } from "~/components/layout/page-heading";
import { OrderSummary, placedOrderLines } from "~/components/checkout/order-summary";
import { OrderStatusSteps } from "~/components/checkout/order-status-steps";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * A guest's order behind its private token (docs/product/checkout-and-orders.md#ord-9), or an account's order by its number for
 * the signed-in customer who placed it (/profile/orders/:number); anything else is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const number = (params as { number?: string }).number;
  const order =
    number === undefined
      ? await getOrderByToken(params.token ?? "")
      : await getConfirmation(requireCustomer(args), { number });
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: "orders.trackTitle", noindex: true });

export default function OrderTrackingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href, locale } = useShop();
  const { order } = loaderData;
  if (!order) {
    return (
      <PageHeading title={t("orders.trackNotFound")} text={t("orders.trackNotFoundText")}>
        <Link to={href("/")} className={buttonVariants({ variant: "primary", className: "mt-10" })}>{t("checkout.goHome")}</Link>
      </PageHeading>
    );
  }
  const placed = new Date(order.createdAt);
  const date = t("orders.dateAt", {
    date: new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Jerusalem" }).format(placed),
    time: new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Jerusalem" }).format(placed),
  });
  const address = order.shippingAddress;
  return (
    <div className="mx-auto max-w-screen-lg px-6 py-12 md:py-16" data-testid="order-tracking">
      <p className="text-sm uppercase tracking-widest text-muted rtl:tracking-normal">{t("orders.trackTitle")}</p>
      <h1 className="mt-3 text-5xl">
        <OrderName number={order.orderNumber} />
      </h1>
      <p className="mt-3 text-muted">{t("orders.placedOn", { date })}</p>
      <p className="mt-6 max-w-prose">{t("orders.trackText")}</p>

      <section aria-labelledby="status-title" className="mt-10">
        <h2 id="status-title" className="text-sm uppercase tracking-widest text-muted rtl:tracking-normal">{t("orders.trackStatus")}</h2>
        <p className="mt-2 font-display text-3xl" data-testid="order-status">{t(`orders.status.${order.status}`)}</p>
        <OrderStatusSteps status={order.status} />
      </section>

      <div className="mt-12 grid gap-10 md:grid-cols-[1fr_22rem]">
        <OrderSummary
          title={t("orders.trackItems")}
          titleId="tracking-items-title"
          currency={order.currency}
          lines={placedOrderLines(order.lines)}
          totals={order}
        />
        <section aria-labelledby="tracking-address-title" className="h-fit rounded-soft border border-lines p-6">
          <h2 id="tracking-address-title" className="text-2xl">{t("checkout.deliveryAddress")}</h2>
          <address className="mt-4 space-y-1 not-italic" data-testid="order-address">
            <p>{address.firstName} {address.lastName}</p>
            <p>{address.address}</p>
            <p>{address.postalCode} {address.city}</p>
            <p>{address.country}</p>
            <p><Ltr>{address.phone}</Ltr></p>
            <p><Ltr>{order.email}</Ltr></p>
          </address>
          <h3 className="mt-6 text-lg">{t("checkout.paymentOnDelivery")}</h3>
          <p className="mt-1 text-sm text-muted">{t(order.paymentMethod === "card" ? "checkout.paymentCard" : "checkout.paymentCash")}</p>
        </section>
      </div>
    </div>
  );
}
