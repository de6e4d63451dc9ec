import { useEachAnswer } from "~/hooks/browser";
import { useFetcher, useFetchers } from "react-router";
import { toast } from "~/components/ui/toast";
import { useShop } from "~/lib/shop";
import { useTranslator } from "~/lib/request-context";

type CartActionResult = { ok: true; message: string } | { ok: false; error: string };

/** One fetcher per product and variant, so every button that adds it shares its busy state. */
export const addToCartKey = (productId: string, variantId?: string | null) => `add-${productId}-${variantId ?? ""}`;

/**
 * Add to cart. With JavaScript it posts through a fetcher (no page change), the header badge counts
 * it at once (see `usePendingCartAdds`) and a toast confirms or explains (docs/product/cart-and-pricing.md#cart-10). Without
 * JavaScript it is a plain form post to the cart page. `onSubmit` may stop the add (by preventing the
 * event) to explain what is missing first; a button elsewhere on the page can submit it with `form={id}`.
 */
export function AddToCartForm({
  productId,
  variantId,
  quantity = 1,
  children,
  className,
  disabled,
  id,
  onSubmit,
  productPage,
}: {
  productId: string;
  variantId?: string | null;
  /** The quantity posted; null when a field of the page's own (`form=` this form's id) posts it. */
  quantity?: number | null;
  /** The product page it sits on (path and query): where a no-JavaScript add without every option comes back. */
  productPage?: string;
  children: (state: { busy: boolean }) => React.ReactNode;
  className?: string;
  disabled?: boolean;
  id?: string;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslator();
  const { href } = useShop();
  const fetcher = useFetcher<CartActionResult>({ key: addToCartKey(productId, variantId) });
  useEachAnswer(fetcher.state === "idle" ? fetcher.data : undefined, (result) => {
    if (result.ok) {
      // docs/product/cart-and-pricing.md#cart-10's title and line, each said once.
      toast.success(t("toast.addedTitle"), { description: t("toast.addedText") });
    } else {
      toast.error(t("common.error"), { description: result.error });
    }
  });
  return (
    <fetcher.Form method="post" action={href("/cart")} className={className} id={id} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      {variantId && <input type="hidden" name="variantId" value={variantId} />}
      {quantity !== null && <input type="hidden" name="quantity" value={quantity} />}
      {productPage && <input type="hidden" name="productPage" value={productPage} />}
      {/* Without JavaScript, the cart answers a successful add with a redirect to itself, so the page
          is loaded again with the new cart cookie and shows the line (fetchers get data instead). */}
      <input type="hidden" name="returnTo" value={href("/cart")} />
      <fieldset disabled={disabled} className="contents">
        {children({ busy: fetcher.state !== "idle" })}
      </fieldset>
    </fetcher.Form>
  );
}

/** Items being added right now, so the header badge can count them before the server answers. */
export function usePendingCartAdds() {
  return useFetchers()
    .filter((f) => f.state !== "idle" && f.formData?.get("intent") === "add" && f.formAction?.endsWith("/cart"))
    .reduce((total, f) => total + (Number(f.formData?.get("quantity")) || 0), 0);
}
