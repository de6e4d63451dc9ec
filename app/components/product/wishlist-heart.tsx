import { useEachAnswer } from "~/hooks/browser";
import { Heart } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "~/components/ui/toast";
import { useShop } from "~/lib/shop";
import { KEEP_CLEAR } from "~/components/layout/keep-clear";
import type { WishlistActionResult } from "~/routes/api/wishlist";
import { useTranslator } from "~/lib/request-context";

/**
 * The wishlist heart (docs/product/accounts-and-auth.md#acc-9). For a signed-in customer it is optimistic: it shows the new
 * state at once, goes back to the server's state if the request fails, and takes one toggle at a
 * time (disabled while one is in flight). Guests are told to sign in ('Connexion requise').
 * Without JavaScript it is a plain form post that comes back to this page (or goes to sign-in).
 */
export function WishlistHeart({ productId, className = "", size = "sm" }: { productId: string; className?: string; size?: "sm" | "lg" }) {
  const { t } = useTranslator();
  const { lang, signedIn, wishlistIds } = useShop();
  const location = useLocation();
  const fetcher = useFetcher<WishlistActionResult>();
  const saved = signedIn && wishlistIds.includes(productId);
  const busy = fetcher.state !== "idle";
  // While the request is on its way (and while the page data reloads after it), show what was asked.
  const pressed = fetcher.formData ? fetcher.formData.get("intent") === "add" : saved;

  // The answer is there from the "loading" step on (the page data reloads after it). Toast then:
  // on 'Mes Favoris' a removed card (and this heart) is gone once the reload ends.
  useEachAnswer(fetcher.state === "submitting" ? undefined : fetcher.data, (result) => {
    if (result.ok) {
      if (result.inWishlist) toast.success(t("toast.wishlistAddedTitle"), { description: t("toast.wishlistAddedText") });
      else toast.success(t("toast.wishlistRemovedTitle"), { description: t("toast.wishlistRemovedText") });
    } else if (result.code === "login_required") {
      toast(result.title, { description: result.text });
    } else {
      toast.error(result.title, { description: result.text });
    }
  });

  // 44 px at least on a phone (a primary control); the small heart of a card is 36 px from md up.
  const box = size === "lg" ? "h-12 w-12 border border-lines" : "h-11 w-11 md:h-9 md:w-9";
  const icon = size === "lg" ? "h-5 w-5" : "h-4 w-4";
  return (
    <fetcher.Form
      method="post"
      action="/api/wishlist"
      className={`z-10 ${className}`}
      onSubmit={(event) => {
        if (!signedIn) {
          event.preventDefault();
          toast(t("toast.loginRequiredTitle"), { description: t("toast.loginRequiredText") });
        } else if (busy) {
          event.preventDefault();
        }
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        disabled={busy}
        aria-pressed={signedIn ? pressed : undefined}
        aria-busy={busy || undefined}
        aria-label={pressed ? t("product.wishlistRemove") : t("product.wishlistAdd")}
        data-product-id={productId}
        data-testid="wishlist-heart"
        // The heart beside a product's title: the call button steps aside while it passes under it.
        {...(size === "lg" ? KEEP_CLEAR : {})}
        className={`inline-flex ${box} items-center justify-center rounded-full bg-surface/90 text-ink transition-colors hover:text-accent-2 focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-wait ${pressed ? "text-accent-2" : ""}`}
      >
        <Heart aria-hidden="true" className={`${icon} ${pressed ? "fill-current" : ""}`} strokeWidth={1.6} />
      </button>
    </fetcher.Form>
  );
}
