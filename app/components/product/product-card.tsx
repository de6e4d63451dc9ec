import { Plus, ArrowRight } from "lucide-react";
import { WishlistHeart } from "./wishlist-heart";
import { AddToCartForm } from "~/components/cart/add-to-cart";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useShop } from "~/lib/shop";

export interface ProductCardView {
  id: string;
  name: string;
  scent: string;
  imageUrl: string | null;
  /** Already converted by the server into the visitor's currency. */
  priceMinor: number;
  hasVariants: boolean;
  stock: number;
  bestSeller: boolean;
  newArrival: boolean;
}

/** SPEC.md §2's product card, in DESIGN.md's look. */
export function ProductCard({ product, priority = false }: { product: ProductCardView; priority?: boolean }) {
  const { t, href, money } = useShop();
  const url = href(`/product/${product.id}`);
  const outOfStock = product.stock <= 0;
  return (
    <article className="group relative flex flex-col" data-testid="product-card">
      <div className="relative overflow-hidden rounded-soft bg-surface">
        <Link to={url} prefetch="intent" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={product.imageUrl}
            alt=""
            width={400}
            height={400}
            maxWidth={800}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
            priority={priority}
            className="aspect-square w-full object-cover transition-transform duration-300 ease-out group-hover:scale-[1.03]"
          />
        </Link>
        {(product.bestSeller || product.newArrival) && (
          <ul className="absolute start-3 top-3 flex flex-col items-start gap-1.5">
            {product.newArrival && (
              <li className="rounded-full bg-surface/90 px-2.5 py-0.5 text-[0.65rem] font-medium uppercase tracking-[0.12em] text-ink">
                {t("product.badgeNewArrival")}
              </li>
            )}
            {product.bestSeller && (
              <li className="rounded-full bg-ink/85 px-2.5 py-0.5 text-[0.65rem] font-medium uppercase tracking-[0.12em] text-background">
                {t("product.badgeBestSeller")}
              </li>
            )}
          </ul>
        )}
        <WishlistHeart productId={product.id} className="absolute end-3 top-3" />
      </div>
      <div className="mt-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-xl leading-snug md:text-[1.35rem]">
            <Link to={url} prefetch="intent" className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
              {product.name}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-sm text-muted">{product.scent}</p>
          <p className="mt-2 text-[0.95rem]">
            {product.hasVariants && <span className="text-muted">{t("common.from")} </span>}
            <bdi dir="ltr">{money(product.priceMinor)}</bdi>
          </p>
        </div>
        {product.hasVariants ? (
          <Link
            to={url}
            className="relative z-10 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-ink/80 text-ink transition-colors hover:bg-ink hover:text-background"
            aria-label={t("product.viewOptions")}
          >
            <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          </Link>
        ) : (
          <AddToCartForm productId={product.id} productName={product.name} className="relative z-10" disabled={outOfStock}>
            {({ busy }) => (
              <button
                type="submit"
                aria-busy={busy}
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-lines disabled:text-muted"
                aria-label={outOfStock ? t("product.outOfStock") : t("product.addToCartLabel", { name: product.name })}
              >
                <Plus aria-hidden="true" className={`h-5 w-5 ${busy ? "animate-pulse" : ""}`} />
              </button>
            )}
          </AddToCartForm>
        )}
      </div>
    </article>
  );
}

/** SPEC.md §2: 1, 2 or 3 columns in the shop; up to 4 in other grids. */
export function ProductGrid({ products, priorityCount = 0, columns = 3 }: { products: ProductCardView[]; priorityCount?: number; columns?: 3 | 4 }) {
  return (
    <ul className={`grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 ${columns === 4 ? "xl:grid-cols-4" : ""}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
