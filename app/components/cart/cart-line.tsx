import { useEachAnswer } from "~/hooks/browser";
import { Link, useFetcher } from "react-router";
import { Minus, Plus, X } from "lucide-react";
import { toast } from "~/components/ui/toast";
import { useShop } from "~/lib/shop";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Money } from "~/components/ui/money";
import { LineAmount, LineDiscount } from "~/components/checkout/order-totals";
import type { CartLineView } from "~/features/cart/cart.server";
import { useTranslator } from "~/lib/request-context";

type LineResult = { ok: true; message: string } | { ok: false; error: string };

/**
 * One cart line (docs/product/cart-and-pricing.md#cart-9). Each button is a plain form, so it works without JavaScript. With
 * JavaScript the line shows the new quantity at once (and disappears at once when removed), while
 * the server recomputes the totals; quick repeated clicks build on the shown quantity, so none is lost.
 */
export function CartLine({ line }: { line: CartLineView }) {
  const { t } = useTranslator();
  const { href, maxQuantityPerLine } = useShop();
  const fetcher = useFetcher<LineResult>({ key: `cart-line-${line.id}` });
  const pending = fetcher.formData;
  const pendingIntent = pending?.get("intent");
  const quantity = pendingIntent === "set" ? Number(pending?.get("quantity")) : line.quantity;
  const removing = pendingIntent === "remove" || (pendingIntent === "set" && quantity < 1);

  useEachAnswer(fetcher.state === "idle" ? fetcher.data : undefined, (result) => {
    // docs/product/content-and-texts.md#txt-10: an update failure shows the server's message titled 'Error'.
    if (!result.ok) toast.error(t("toast.updateErrorTitle"), { description: result.error });
    else if (result.message) toast.success(result.message);
  });

  if (removing) return null;
  const setForm = (value: number, label: string, icon: React.ReactNode, disabled = false) => (
    <fetcher.Form method="post" action={href("/cart")}>
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="quantity" value={value} />
      <button type="submit" disabled={disabled} className="inline-flex h-11 w-11 items-center justify-center disabled:opacity-40 md:h-10 md:w-10" aria-label={label}>
        {icon}
      </button>
    </fetcher.Form>
  );

  return (
    <li className="flex gap-5 py-6" data-testid="cart-line">
      <Link to={href(`/product/${line.productId}`)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage src={line.imageUrl} alt="" width={112} height={112} maxWidth={400} sizes="112px" className="h-28 w-28 rounded-soft object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 className="font-display text-2xl">
              <Link to={href(`/product/${line.productId}`)}>{line.name}</Link>
            </h2>
            {line.variantLabel && <p className="text-sm text-muted">{line.variantLabel}</p>}
            <p className="mt-1 text-sm text-muted">
              <Money minor={line.unitMinor} />
            </p>
          </div>
          <fetcher.Form method="post" action={href("/cart")}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <button type="submit" className="-me-2 -mt-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-accent-soft hover:text-ink md:m-0 md:h-9 md:w-9" aria-label={`${t("cart.remove")} — ${line.name}`}>
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </fetcher.Form>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <div className="inline-flex items-center rounded-full border border-lines">
            {setForm(quantity - 1, `${t("cart.decrease")} — ${line.name}`, <Minus aria-hidden="true" className="h-4 w-4" />)}
            <span className="min-w-8 text-center lining-nums tabular-nums" aria-label={t("common.quantity")} aria-live="polite">
              {quantity}
            </span>
            {setForm(quantity + 1, `${t("cart.increase")} — ${line.name}`, <Plus aria-hidden="true" className="h-4 w-4" />, quantity >= Math.min(line.stock, maxQuantityPerLine))}
          </div>
          <LineAmount totalMinor={line.totalMinor} discountMinor={line.discountMinor} pending={fetcher.state !== "idle"} />
        </div>
        {fetcher.state === "idle" && <LineDiscount discountMinor={line.discountMinor} className="mt-2" />}
      </div>
    </li>
  );
}
