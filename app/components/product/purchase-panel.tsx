import { Minus, Plus, Share2, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { toast } from "~/components/ui/toast";
import { AddToCartForm, addToCartKey } from "~/components/cart/add-to-cart";
import { priceCart } from "~/lib/money";
import { useShop } from "~/lib/shop";
import { Money } from "~/components/ui/money";
import { KEEP_CLEAR } from "~/components/layout/keep-clear";
import { withoutOptionsMissing } from "~/lib/cart-return";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

const FORM_ID = "purchase-form";

/**
 * Quantity, the quantity discount of docs/product/cart-and-pricing.md#cart-4 ('Prix dégressif appliqué !' with the
 * discounted total), add to cart, stock notice, delivery estimate, Contact and Share, and the
 * phone's sticky add-to-cart bar (docs/product/look.md#look-7). `unitMinor` is already converted by the server; the
 * total shown here uses the same pricing engine as the cart and the order, and the server prices
 * again when it counts.
 */
export function PurchasePanel({
  productId,
  variantId,
  name,
  unitMinor,
  priceIsFrom,
  stock,
  needsVariant,
  firstMissingPicker,
  lowStockThreshold,
  optionsMissing = false,
}: {
  productId: string;
  variantId: string | null;
  name: string;
  unitMinor: number;
  /** The price is the product's "from" price: no variant is chosen yet. */
  priceIsFrom: boolean;
  /** Units the shopper can buy of this choice; 0 is sold out. */
  stock: number;
  needsVariant: boolean;
  /** The id of the first picker with nothing chosen, where a try to add leads the shopper. */
  firstMissingPicker: string | null;
  /** At or below this stock, 'Plus que N en stock' (the site setting, docs/product/catalogue.md#cat-13 says 10). */
  lowStockThreshold: number;
  /** A no-JavaScript add came back without every option chosen: the message shows from the start. */
  optionsMissing?: boolean;
}) {
  const { t } = useTranslator();
  const { href, money, currency, maxQuantityPerLine } = useShop();
  const [quantity, setQuantity] = useState(1);
  // The select-options message waits until the shopper has tried to add (docs/product/catalogue.md#cat-12).
  const [tried, setTried] = useState(optionsMissing);
  const location = useLocation();
  const soldOut = stock <= 0;
  const max = Math.max(1, Math.min(stock, maxQuantityPerLine));
  // At the line maximum (not the stock's), the shopper is told how to order more.
  const atLineMaximum = stock > maxQuantityPerLine && quantity >= maxQuantityPerLine;
  const clamped = Math.min(Math.max(1, quantity), max);
  const priced = priceCart([{ unitIlsMinor: unitMinor, quantity: clamped }], { currency, rate: "1", shippingMinor: 0 }).lines[0];
  const busy = useFetcher({ key: addToCartKey(productId, variantId) }).state !== "idle";
  const showMissing = tried && needsVariant;

  function checkOptions(event: React.FormEvent<HTMLFormElement>) {
    if (!needsVariant) return;
    event.preventDefault();
    setTried(true);
    const picker = firstMissingPicker ? document.getElementById(firstMissingPicker) : null;
    if (!picker) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // To the top (below the sticky header, scroll-mt on the picker), so that the pickers, the button
    // and the message under it are all in view on a phone.
    picker.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
    picker.querySelector<HTMLElement>("a:not([aria-disabled])")?.focus({ preventScroll: true });
  }

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

  const buttonLabel = soldOut ? t("product.outOfStock") : t("product.addToCart");
  const mainRow = useRef<HTMLDivElement>(null);

  return (
    <div className="mt-8 space-y-5">
      {/* The buying lines: the call button never sits on them (KEEP_CLEAR). */}
      <div ref={mainRow} className="flex items-center gap-3" {...KEEP_CLEAR}>
        <div
          className={`inline-flex items-center rounded-full border border-lines ${soldOut ? "bg-lines/40 text-muted" : ""}`}
          role="group"
          aria-label={t("product.quantity")}
          aria-disabled={soldOut || undefined}
        >
          <button type="button" onClick={() => setQuantity(clamped - 1)} disabled={soldOut || clamped <= 1} className="inline-flex h-12 w-12 items-center justify-center disabled:cursor-not-allowed disabled:opacity-40" aria-label={t("product.decrease")}>
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
          <label htmlFor="quantity" className="sr-only">{t("product.quantity")}</label>
          {/* Posted with the add-to-cart form (form=), so the quantity typed counts without JavaScript too. */}
          <input
            id="quantity"
            name="quantity"
            form={FORM_ID}
            inputMode="numeric"
            autoComplete="off"
            value={clamped}
            disabled={soldOut}
            onChange={(event) => setQuantity(Number(event.target.value.replace(/\D/g, "")) || 1)}
            className="w-10 bg-transparent text-center tabular-nums disabled:cursor-not-allowed disabled:opacity-60"
          />
          <button type="button" onClick={() => setQuantity(clamped + 1)} disabled={soldOut || clamped >= max} className="inline-flex h-12 w-12 items-center justify-center disabled:cursor-not-allowed disabled:opacity-40" aria-label={t("product.increase")}>
            <Plus aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        <AddToCartForm
          id={FORM_ID}
          productId={productId}
          variantId={variantId}
          quantity={soldOut ? 1 : null}
          productPage={withoutOptionsMissing(location.pathname + location.search)}
          className="flex-1"
          disabled={soldOut}
          onSubmit={checkOptions}
        >
          {() => (
            <Button type="submit" variant="primary" className="h-12 w-full" aria-busy={busy} aria-describedby={showMissing ? "select-options" : undefined}>
              {buttonLabel}
            </Button>
          )}
        </AddToCartForm>
      </div>
      {showMissing && <p id="select-options" className="text-sm text-accent-2" role="alert" {...KEEP_CLEAR}>{t("product.selectOptions")}</p>}
      {atLineMaximum && <p className="text-sm" role="status" data-testid="line-maximum" {...KEEP_CLEAR}>{t("validation.maxQuantity", { max: maxQuantityPerLine })}</p>}
      {/* The discount is computed on a chosen variant's price, never on the "from" price: before a
          choice, only the rule is said. */}
      {priced.discountPercent > 0 && priceIsFrom && (
        <p className="rounded-soft bg-accent-soft px-4 py-3 text-sm" data-testid="discount-hint" {...KEEP_CLEAR}>{t("product.discountHint")}</p>
      )}
      {priced.discountPercent > 0 && !priceIsFrom && (
        <p className="rounded-soft bg-accent-soft px-4 py-3 text-sm" role="status" {...KEEP_CLEAR}>
          <strong className="font-medium">{t("product.quantityDiscount")}</strong>{" "}
          {t("product.discountedTotal", { percent: priced.discountPercent, total: money(priced.totalMinor) })}
          {" "}
          <s className="text-muted"><Money minor={priced.grossMinor} /></s>
        </p>
      )}
      {!needsVariant && stock > 0 && stock <= lowStockThreshold && <p className="text-sm text-accent-2">{t("product.lowStock", { count: stock })}</p>}
      <p className="text-sm text-muted">{t("product.deliveryEstimate")}</p>
      <div className="flex flex-wrap gap-3" {...KEEP_CLEAR}>
        <Link to={href("/contact")} className={buttonVariants({ variant: "secondary" })}>
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t("product.contact")}
        </Link>
        <Button type="button" onClick={share} variant="secondary">
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {t("product.share")}
        </Button>
      </div>
      <StickyBuyBar watch={mainRow} priceMinor={unitMinor} priceIsFrom={priceIsFrom} soldOut={soldOut} busy={busy} label={buttonLabel} />
    </div>
  );
}

/**
 * The phone's sticky add-to-cart (docs/product/look.md#look-7): it shows once the panel's own button has scrolled away,
 * and submits the panel's form (`form=`), so it adds the same variant and quantity, or leads to the
 * missing picker. It leaves room for the click-to-call button on its side, and the page keeps room
 * for it at the end (app.css). Without JavaScript it stays hidden and the panel's button does the work.
 */
function StickyBuyBar({
  watch,
  priceMinor,
  priceIsFrom,
  soldOut,
  busy,
  label,
}: {
  watch: React.RefObject<HTMLElement | null>;
  priceMinor: number;
  priceIsFrom: boolean;
  soldOut: boolean;
  busy: boolean;
  label: string;
}) {
  const { t } = useTranslator();
  const { clickToCall } = useShop();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = watch.current;
    if (!target) return;
    // Shown once the button has scrolled away above the screen, not while it is still below it (a
    // phone opens the page on the gallery), so one add-to-cart is on screen at a time. A scroll
    // listener rather than an IntersectionObserver: a jump from below the screen to above it (the
    // End key, an anchor) crosses no threshold, and the observer would never call back.
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setShown(target.getBoundingClientRect().bottom < 0));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [watch]);
  const room = !clickToCall ? "" : clickToCall.position === "bottom-left" ? "ps-20" : "pe-20";
  return (
    <div
      data-sticky-buy
      data-testid="sticky-buy-bar"
      className={`fixed inset-x-0 bottom-0 z-20 border-t border-lines bg-background shadow-[0_-6px_20px_-12px_rgb(43_38_35/0.25)] motion-safe:transition-[transform,visibility] motion-safe:duration-200 md:hidden ${shown ? "translate-y-0" : "invisible translate-y-full"}`}
      inert={!shown}
    >
      <div className={`flex items-center gap-3 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] ${room}`}>
        {/* The price only: the product's name is the page's title, and a phone has no room for both. */}
        <p className="flex min-w-0 flex-1 flex-col leading-tight">
          {priceIsFrom && <span className="text-xs text-muted">{t("common.from")}</span>}
          <Money minor={priceMinor} className="whitespace-nowrap text-lg font-medium" />
        </p>
        <Button type="submit" form={FORM_ID} disabled={soldOut} aria-busy={busy} variant="primary" className="h-12 shrink-0 px-5 disabled:cursor-not-allowed disabled:opacity-60">
          {label}
        </Button>
      </div>
    </div>
  );
}
