import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/cart";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { cartActionSchema } from "~/schemas/cart";
import { addToCart, CartError, getCart, removeLine, setLineQuantity } from "~/features/cart/cart.server";
import { toCardView } from "~/features/catalog/pricing.server";
import { listProducts } from "~/features/catalog/catalog.server";
import { cartCookie } from "~/server/cookies.server";
import { redirectBack, safeReturnPath } from "~/server/redirect.server";
import { CartLine } from "~/components/cart/cart-line";
import { OrderTotals } from "~/components/checkout/order-totals";
import { KEEP_CLEAR } from "~/components/layout/keep-clear";
import { ProductGrid } from "~/components/product/product-card";
import { requestContext } from "~/server/request-context.server";
import { readFormData } from "~/server/form-data.server";
import { formAction } from "~/server/form-action.server";
import { withOptionsMissing } from "~/lib/cart-return";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  const { lang, visitor, pricing } = requestContext(context);
  const cart = await getCart(visitor, lang, pricing);
  const inCart = new Set(cart.lines.map((line) => line.productId));
  // 'Complétez votre collection': 4 products not already in the cart (docs/product/cart-and-pricing.md#cart-9).
  const suggestions = (await listProducts(lang, { sort: "featured", limit: 8 }))
    .filter((p) => !inCart.has(p.id))
    .slice(0, 4)
    .map((p) => toCardView(p, pricing));
  return { cart, suggestions };
}

/** Add, set quantity, remove: plain form posts, so the cart works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { lang, t, visitor } = requestContext(context);
  const form = await readFormData(request);
  return formAction({ request, context }, {
    schema: cartActionSchema,
    form,
    // The fields as sent, as the schema reads them: an empty quantity is refused, not the default.
    disableAutoCoercion: true,
    answer: { ok: false as const },
    // The cart shows one message, in words: the first the schema gave.
    invalid: (submission) => ({ error: t(Object.values(submission.error ?? {}).flat()[0] ?? "validation.invalidRequest") }),
    submit: async (input) => {
      const headers = new Headers();
      try {
        let message: string;
        if (input.intent === "add") {
          const added = await addToCart(visitor, input, lang);
          if (added.createdGuestToken) headers.append("Set-Cookie", await cartCookie.serialize(added.createdGuestToken));
          message = t("toast.addedTitle");
        } else if (input.intent === "set") {
          const outcome = await setLineQuantity(visitor, input.lineId, input.quantity, lang);
          message = outcome === "removed" ? t("toast.removedTitle") : "";
        } else {
          await removeLine(visitor, input.lineId);
          message = t("toast.removedTitle");
        }
        const returnTo = form.get("returnTo");
        if (typeof returnTo === "string" && returnTo && request.headers.get("Accept")?.includes("text/html")) {
          return redirectBack(returnTo, `/${lang}/cart`, { headers });
        }
        return data({ ok: true as const, message }, { headers });
      } catch (error) {
        // Without JavaScript, an add from a product page without every option chosen goes back to that
        // page, which says what is missing, rather than to a cart page without the product.
        const productPage = form.get("productPage");
        if (
          error instanceof CartError &&
          error.code === "variant_required" &&
          typeof productPage === "string" &&
          request.headers.get("Accept")?.includes("text/html") &&
          safeReturnPath(productPage, "").startsWith(`/${lang}/product/`)
        ) {
          return redirectBack(withOptionsMissing(productPage), `/${lang}/cart`, { headers });
        }
        if (error instanceof CartError) {
          const status = error.code === "not_found" ? 404 : error.code === "above_line_maximum" ? 400 : 409;
          const text =
            error.code === "not_enough_stock" || error.code === "out_of_stock"
              ? t.plural("toast.notEnoughStock", error.details.available ?? 0, { name: error.details.name ?? "" })
              : error.code === "variant_required"
                ? t("product.selectOptions")
                : error.code === "above_line_maximum"
                  ? t("validation.maxQuantity", { max: error.details.max ?? 0 })
                  : t("toast.addError");
          return data({ ok: false as const, error: text }, { status, headers });
        }
        throw error;
      }
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: "cart.title", noindex: true });

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href } = useShop();
  const { cart, suggestions } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { summary } = cart;
  return (
    <div className="mx-auto max-w-screen-xl px-6 py-12 md:py-16">
      <h1 className="text-5xl">{t("cart.title")}</h1>
      {actionData && !actionData.ok && (
        <p role="alert" className="mt-6 rounded-soft border border-accent-2/40 bg-accent-2/5 px-4 py-3 text-accent-2">
          {actionData.error}
        </p>
      )}
      {cart.lines.length === 0 ? (
        <div className="py-20 text-center">
          <p className="font-display text-3xl">{t("cart.empty")}</p>
          <p className="mt-3 text-muted">{t("cart.emptyText")}</p>
          <Link to={href("/shop")} className={buttonVariants({ variant: "primary", className: "mt-8" })}>{t("cart.shopLink")}</Link>
        </div>
      ) : (
        <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_22rem]">
          <ul className="divide-y divide-lines border-y border-lines" aria-busy={busy}>
            {cart.lines.map((line) => (
              <CartLine key={line.id} line={line} />
            ))}
          </ul>
          <aside aria-labelledby="summary-title" className="h-fit rounded-soft bg-surface p-6 lg:sticky lg:top-28" {...KEEP_CLEAR}>
            <h2 id="summary-title" className="text-2xl">{t("cart.summary")}</h2>
            <OrderTotals totals={summary} className="mt-6" totalTestId="cart-total" />
            <Link to={href("/checkout")} className={buttonVariants({ variant: "primary", className: "mt-8 w-full" })}>{t("cart.checkout")}</Link>
          </aside>
        </div>
      )}
      {suggestions.length > 0 && (
        <section className="mt-24" aria-labelledby="suggestions-title">
          <h2 id="suggestions-title" className="mb-10 text-4xl">{t("cart.suggestions")}</h2>
          <ProductGrid products={suggestions} />
        </section>
      )}
    </div>
  );
}
