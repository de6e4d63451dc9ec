import { Heart } from "lucide-react";
import { Link } from "react-router";
import { toast } from "~/components/ui/toast";
import { useShop } from "~/lib/shop";

/**
 * The wishlist heart. Guests are told to sign in ('Connexion requise', SPEC.md §5); without
 * JavaScript the heart is a link to the sign-in page. Signed-in toggling comes with accounts.
 */
export function WishlistHeart({ productId, className = "" }: { productId: string; className?: string }) {
  const { t, href } = useShop();
  return (
    <Link
      to={href("/auth")}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-full bg-surface/90 text-ink transition-colors hover:text-accent-2 ${className}`}
      aria-label={t("product.wishlistAdd")}
      data-product-id={productId}
      onClick={(event) => {
        event.preventDefault();
        toast(t("toast.loginRequiredTitle"), { description: t("toast.loginRequiredText") });
      }}
    >
      <Heart aria-hidden="true" className="h-4 w-4" strokeWidth={1.6} />
    </Link>
  );
}
