import { Heart } from "lucide-react";
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/wishlist";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { requestContext, requireCustomer } from "~/server/request-context.server";
import { listWishlist } from "~/features/wishlist/wishlist.server";
import { ProductGrid } from "~/components/product/product-card";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** 'Mes Favoris' (docs/product/accounts-and-auth.md#acc-9): signed-in customers only; guests go to sign-in and come back. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireCustomer(args);
  const { lang, pricing } = requestContext(args.context);
  const products = await listWishlist(user.id, lang, pricing);
  return { products };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, title: "wishlist.title", noindex: true });

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href } = useShop();
  const { products } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === href("/wishlist");
  return (
    <div className="mx-auto max-w-screen-xl px-6 py-12 md:py-16" aria-busy={loading || undefined}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-5xl">{t("wishlist.title")}</h1>
        {products.length > 0 && (
          <p className="text-muted" data-testid="wishlist-count" aria-live="polite">{t.plural("wishlist.count", products.length)}</p>
        )}
      </header>
      {products.length === 0 ? (
        <div className="py-20 text-center" data-testid="wishlist-empty">
          <Heart aria-hidden="true" className="mx-auto h-10 w-10 text-accent" strokeWidth={1.2} />
          <p className="mt-6 font-display text-3xl">{t("wishlist.empty")}</p>
          <p className="mt-3 text-muted">{t("wishlist.emptyHint")}</p>
          <Link to={href("/shop")} className={buttonVariants({ variant: "primary", className: "mt-8" })}>{t("wishlist.shopLink")}</Link>
        </div>
      ) : (
        <div className="mt-10">
          <ProductGrid products={products} layout="wide" headingLevel={2} />
        </div>
      )}
    </div>
  );
}
