import { data, Link, redirect } from "react-router";
import { formAction } from "~/server/form-action.server";
import type { Route } from "./+types/checkout";
import type { Lang } from "~/lib/langs";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { checkoutSchema } from "~/schemas/checkout";
import { getCart } from "~/features/cart/cart.server";
import { requestContext } from "~/server/request-context.server";
import {
  CheckoutError,
  checkoutErrorText,
  checkoutPrefill,
  newCheckoutKey,
  placeOrder,
} from "~/features/orders/checkout.server";
import { getConfirmation } from "~/features/orders/tracking.server";
import { logger } from "~/server/logger.server";
import { PageHeading } from "~/components/layout/page-heading";
import { CheckoutForm, type CheckoutActionData } from "~/components/checkout/checkout-form";
import { OrderConfirmation } from "~/components/checkout/order-confirmation";
import { OrderSummary } from "~/components/checkout/order-summary";
import { readFormData } from "~/server/form-data.server";
import { clientInfo } from "~/features/analytics/events.server";
import { limitClient, retryHeaders } from "~/server/rate-limit.server";
import type { Tx } from "~/server/db.server";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** Where the confirmation lives: a guest's by their private token, an account's by its number. */
function confirmationPath(lang: Lang, placed: { orderToken: string | null; orderNumber: number }) {
  return placed.orderToken
    ? `/${lang}/checkout?token=${encodeURIComponent(placed.orderToken)}`
    : `/${lang}/checkout?order=${placed.orderNumber}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, visitor, pricing, t } = requestContext(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const number = url.searchParams.get("order");
  if (token || number) {
    const order = await getConfirmation(visitor, { token, number });
    if (order) {
      return {
        view: "confirmation" as const,
        order: {
          orderNumber: order.orderNumber,
          email: order.email,
          trackingPath: order.orderToken ? `/${lang}/order/${encodeURIComponent(order.orderToken)}` : null,
          currency: order.currency,
          lines: order.lines,
          totals: { subtotalMinor: order.subtotalMinor, discountMinor: order.discountMinor, shippingMinor: order.shippingMinor, totalMinor: order.totalMinor },
        },
      };
    }
  }
  const cart = await getCart(visitor, lang, pricing);
  const prefill = visitor.user ? await checkoutPrefill(visitor.user) : null;
  return {
    view: "form" as const,
    cart,
    currency: pricing.currency,
    // A new key for each form; a double click or a resubmitted POST sends the same one.
    checkoutKey: newCheckoutKey(),
    defaults: {
      ...prefill,
      country: prefill?.country || t("checkout.defaultCountry"),
    },
  };
}

/** Places the order from the server cart; a plain POST, so it works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang, visitor, pricing, t } = requestContext(context);
  const formData = await readFormData(request);
  const submittedKey = formData.get("checkoutKey");
  const checkoutKey = typeof submittedKey === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(submittedKey) ? submittedKey : undefined;
  return formAction({ request, context }, {
    schema: checkoutSchema,
    form: formData,
    disableAutoCoercion: true,
    answer: { checkoutKey },
    invalid: async (submission) => {
      // A body refused for its shape (submission.server.ts) counts against the limit; a typo does not.
      if (submission.refused) await limitClient(request, "/shop/order");
    },
    submit: async (value, { submission }) => {
      // A renewed session's cookie is added by the layout's middleware.
      const headers = new Headers();
      try {
        // Orders per client address (rate-limit.server.ts), counted in the order's transaction once
        // its key is claimed: nothing is written past the limit, and a replay of the key (a double
        // click, a reloaded POST) gets its order back without being counted.
        const countOrder = (tx: Tx) => limitClient(request, "/shop/order", tx);
        const placed = await placeOrder(visitor, value, lang, pricing, clientInfo(request.headers.get("user-agent")), countOrder);
        return redirect(confirmationPath(lang, placed), { headers });
      } catch (error) {
        if (error instanceof CheckoutError && error.code === "too_many_orders") {
          return data(
            { result: submission.reply({ formErrors: [checkoutErrorText(error, t)] }), checkoutKey } satisfies CheckoutActionData,
            { status: 429, headers: retryHeaders({ retryAfter: error.details.retryAfter ?? 3600 }, headers) },
          );
        }
        if (error instanceof CheckoutError) {
          const status = error.code === "cart_empty" || error.code === "above_line_maximum" ? 400 : 409;
          return data(
            { result: submission.reply({ formErrors: [checkoutErrorText(error, t)] }), checkoutKey } satisfies CheckoutActionData,
            { status, headers },
          );
        }
        logger.error({ err: error }, "checkout failed");
        return data(
          { result: submission.reply({ formErrors: [t("toast.orderError")] }), checkoutKey, unexpected: true } satisfies CheckoutActionData,
          { status: 503, headers },
        );
      }
    },
  });
}

// The confirmation is titled as the order ('Commande n° 1001'), the name the customer reads out.
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData?.view === "confirmation"
    ? pageMeta({ matches, location, title: "orders.number", titleValues: { number: String(loaderData.order.orderNumber) }, noindex: true })
    : pageMeta({ matches, location, title: "checkout.title", noindex: true });

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href } = useShop();
  if (loaderData.view === "confirmation") {
    return <OrderConfirmation {...loaderData.order} />;
  }
  const { cart, checkoutKey, defaults, currency } = loaderData;
  if (cart.lines.length === 0) {
    return (
      <PageHeading title={t("checkout.emptyTitle")} text={t("checkout.emptyText")}>
        <Link to={href("/shop")} className={buttonVariants({ variant: "primary", className: "mt-10" })}>{t("common.continueShopping")}</Link>
      </PageHeading>
    );
  }
  return (
    <div className="mx-auto max-w-screen-xl px-6 py-12 md:py-16">
      <Link to={href("/cart")} className="text-sm underline underline-offset-4">
        <span aria-hidden="true" className="inline-block rtl:rotate-180">←</span> {t("checkout.backToCart")}
      </Link>
      <h1 className="mt-6 text-5xl">{t("checkout.title")}</h1>
      <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_24rem]">
        <CheckoutForm
          checkoutKey={checkoutKey}
          defaults={defaults}
          actionData={actionData as CheckoutActionData | undefined}
          total={{ minor: cart.summary.totalMinor, currency }}
        />
        <OrderSummary
          title={t("checkout.summary")}
          titleId="checkout-summary-title"
          className="lg:sticky lg:top-28"
          currency={currency}
          lines={cart.lines.map((line) => ({
            key: line.id,
            name: line.name,
            variantLabel: line.variantLabel || null,
            quantity: line.quantity,
            totalMinor: line.totalMinor,
            discountMinor: line.discountMinor,
          }))}
          totals={cart.summary}
        />
      </div>
    </div>
  );
}
