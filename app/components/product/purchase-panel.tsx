import { Minus, Plus, Share2, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "~/components/ui/toast";
import { AddToCartForm } from "~/components/cart/add-to-cart";
import { priceCart } from "~/lib/money";
import { useShop } from "~/lib/shop";

/**
 * Quantity, the quantity discount of AMENDMENTS 2 ('Prix dégressif appliqué !' with the
 * discounted total), add to cart, stock notice, delivery estimate, Contact and Share.
 * `unitMinor` is already converted by the server; the total shown here uses the same pricing
 * engine as the cart and the order, and the server prices again when it counts.
 */
export function PurchasePanel({
  productId,
  variantId,
  name,
  unitMinor,
  stock,
  needsVariant,
}: {
  productId: string;
  variantId: string | null;
  name: string;
  unitMinor: number;
  stock: number;
  needsVariant: boolean;
}) {
  const { t, href, money, currency, maxQuantityPerLine } = useShop();
  const [quantity, setQuantity] = useState(1);
  const max = Math.max(1, Math.min(stock, maxQuantityPerLine));
  // At the line maximum (not the stock's), the shopper is told how to order more.
  const atLineMaximum = stock > maxQuantityPerLine && quantity >= maxQuantityPerLine;
  const clamped = Math.min(Math.max(1, quantity), max);
  const priced = priceCart([{ unitIlsMinor: unitMinor, quantity: clamped }], { currency, rate: "1", shippingMinor: 0 }).lines[0];
  const outOfStock = !needsVariant && stock <= 0;
  const canAdd = !needsVariant && !outOfStock;

  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; any other failure copies the link.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await navigator.clipboard?.writeText(url);
    toast(t("toast.linkCopied"));
  }

  return (
    <div className="mt-8 space-y-5">
      <div className="flex items-center gap-3">
        <div className="inline-flex items-center rounded-full border border-lines" role="group" aria-label={t("product.quantity")}>
          <button type="button" onClick={() => setQuantity(clamped - 1)} disabled={clamped <= 1} className="inline-flex h-12 w-12 items-center justify-center disabled:opacity-40" aria-label={t("product.decrease")}>
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
          <label htmlFor="quantity" className="sr-only">{t("product.quantity")}</label>
          <input
            id="quantity"
            inputMode="numeric"
            value={clamped}
            onChange={(event) => setQuantity(Number(event.target.value.replace(/\D/g, "")) || 1)}
            className="w-10 bg-transparent text-center tabular-nums"
          />
          <button type="button" onClick={() => setQuantity(clamped + 1)} disabled={clamped >= max} className="inline-flex h-12 w-12 items-center justify-center disabled:opacity-40" aria-label={t("product.increase")}>
            <Plus aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        <AddToCartForm productId={productId} variantId={variantId} quantity={clamped} productName={name} className="flex-1" disabled={!canAdd}>
          {({ busy }) => (
            <button type="submit" className="btn btn-primary h-12 w-full" aria-busy={busy}>
              {outOfStock ? t("product.outOfStock") : t("product.addToCart")}
            </button>
          )}
        </AddToCartForm>
      </div>
      {atLineMaximum && <p className="text-sm" role="status" data-testid="line-maximum">{t("validation.maxQuantity", { max: maxQuantityPerLine })}</p>}
      {priced.discountPercent > 0 && (
        <p className="rounded-soft bg-accent-soft px-4 py-3 text-sm" role="status">
          <strong className="font-medium">{t("product.quantityDiscount")}</strong>{" "}
          {t("product.discountedTotal", { percent: priced.discountPercent, total: money(priced.totalMinor) })}
          {" "}
          <s className="text-muted"><bdi dir="ltr">{money(priced.grossMinor)}</bdi></s>
        </p>
      )}
      {needsVariant && <p className="text-sm text-accent-2" role="status">{t("product.selectOptions")}</p>}
      {!needsVariant && stock > 0 && stock <= 10 && <p className="text-sm text-accent-2">{t("product.lowStock", { count: stock })}</p>}
      <p className="text-sm text-muted">{t("product.deliveryEstimate")}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={href("/contact")} className="btn btn-secondary">
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t("product.contact")}
        </Link>
        <button type="button" onClick={share} className="btn btn-secondary">
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {t("product.share")}
        </button>
      </div>
    </div>
  );
}
