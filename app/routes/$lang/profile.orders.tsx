import { Form, Link } from "react-router";
import { useSubmitting } from "~/lib/form";
import type { Route } from "./+types/profile.orders";
import { isCurrency, type Currency } from "~/lib/money";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { requestContext, requireCustomer } from "~/server/request-context.server";
import { attachableGuestOrders, attachGuestOrders, formatOrderDate, listOrders } from "~/features/orders-history/orders-history.server";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { LineAmount, LineDiscount, OrderTotals } from "~/components/checkout/order-totals";
import { OrderName } from "~/components/checkout/order-name";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";
import { formAction } from "~/server/form-action.server";
import { z } from "zod";

/** 'Mes Commandes' (docs/product/overview.md#shop-6): the caller's own orders, newest first. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireCustomer(args);
  const { lang, t } = requestContext(args.context);
  const [orders, attachable] = await Promise.all([listOrders(user.id), attachableGuestOrders(user.id)]);
  return {
    attachable,
    orders: orders.map((order) => ({
      ...order,
      currency: (isCurrency(order.currency) ? order.currency : "ILS") as Currency,
      placedOn: formatOrderDate(order.createdAt, lang, t),
    })),
  };
}

/** The page's one form: its button's intent. */
const attachSchema = z.object({ intent: z.literal("attach", { error: "validation.invalidRequest" }) });

/** Attaches the guest orders placed with the account's verified e-mail (docs/product/checkout-and-orders.md#ord-9). */
export async function action(args: Route.ActionArgs) {
  const { user } = requireCustomer(args);
  return formAction(args, {
    schema: attachSchema,
    answer: { ok: false as const, error: "validation.invalidRequest" },
    submit: async () => {
      const attached = await attachGuestOrders(user.id);
      return { ok: true as const, attached };
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: "orders.title", noindex: true });

export default function OrdersTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href } = useShop();
  const { orders, attachable } = loaderData;
  const attaching = useSubmitting("attach");
  return (
    // The account's layout gives the page its margins: the tab adds none of its own (it was inset twice on a phone).
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className="text-4xl">{t("orders.title")}</h2>

      {actionData?.ok && actionData.attached > 0 && (
        <p role="status" className="mt-6 rounded-soft bg-accent-soft px-4 py-3">{t.plural("orders.attached", actionData.attached)}</p>
      )}
      {actionData && !actionData.ok && (
        <p role="alert" className="mt-6 text-accent-2">{t(actionData.error)}</p>
      )}

      {attachable > 0 && (
        <div className="mt-8 rounded-soft border border-lines bg-surface p-6" data-testid="attach-orders">
          <h3 className="font-display text-2xl">{t("orders.attachTitle")}</h3>
          <p className="mt-2 text-muted">{t("orders.attachText")}</p>
          <Form method="post" className="mt-5">
            <input type="hidden" name="intent" value="attach" />
            <Button type="submit" variant="primary" disabled={attaching} aria-busy={attaching || undefined}>
              {attaching ? t("common.loading") : t("orders.attach")}
            </Button>
          </Form>
        </div>
      )}

      {orders.length === 0 ? (
        <div className="py-16 text-center" data-testid="orders-empty">
          <p className="font-display text-2xl">{t("orders.empty")}</p>
          <Link to={href("/shop")} className={buttonVariants({ variant: "primary", className: "mt-8" })}>{t("common.continueShopping")}</Link>
        </div>
      ) : (
        <ol className="mt-8 space-y-8">
          {orders.map((order) => (
            <li key={order.id}>
              <article className="rounded-soft border border-lines bg-surface p-4 sm:p-6" aria-labelledby={`order-${order.id}`} data-testid="order">
                <header className="flex flex-wrap items-start justify-between gap-4">
                  <div>
                    {/* The order's name leads to its tracking page (its status, its lines, its address). */}
                    <h3 id={`order-${order.id}`} className="font-display text-2xl">
                      <Link to={href(`/profile/orders/${order.orderNumber}`)} className="underline-offset-4 hover:underline" data-testid="order-tracking-link">
                        <OrderName number={order.orderNumber} />
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm text-muted">
                      <time dateTime={order.createdAt}>{t("orders.placedOn", { date: order.placedOn })}</time>
                    </p>
                  </div>
                  <span className="rounded-full border border-lines px-3 py-1 text-sm" data-status={order.status}>
                    {t(`orders.status.${order.status}`)}
                  </span>
                </header>
                <ul className="mt-5 divide-y divide-lines border-y border-lines">
                  {order.lines.map((line) => (
                    <li key={line.id} className="flex items-center gap-4 py-3">
                      <ResponsiveImage src={line.imageUrl} alt="" width={64} height={64} maxWidth={400} sizes="64px" className="h-16 w-16 shrink-0 rounded-soft object-cover" />
                      <div className="min-w-0 flex-1">
                        <div className="flex items-start justify-between gap-4">
                          <div className="min-w-0">
                            {line.productId ? (
                              <Link to={href(`/product/${line.productId}`)} className="font-medium underline-offset-4 hover:underline">{line.name}</Link>
                            ) : (
                              <span className="font-medium">{line.name}</span>
                            )}
                            {line.variantLabel && <p className="text-sm text-muted">{line.variantLabel}</p>}
                            <p className="text-sm text-muted">{t("orders.quantity", { count: line.quantity })}</p>
                          </div>
                          <LineAmount totalMinor={line.lineTotalMinor} discountMinor={line.discountMinor} currency={order.currency} className="text-sm" />
                        </div>
                        <LineDiscount discountMinor={line.discountMinor} currency={order.currency} className="mt-1" />
                      </div>
                    </li>
                  ))}
                </ul>
                {/* The card adds up as the order's confirmation did: its lines, the discount, the delivery. */}
                <OrderTotals totals={order} currency={order.currency} className="mt-4" totalTestId="order-total" />
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
