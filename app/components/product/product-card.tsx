import { Plus, ArrowRight } from "lucide-react";
import { WishlistHeart } from "./wishlist-heart";
import { AddToCartForm } from "~/components/cart/add-to-cart";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useShop } from "~/lib/shop";
import { Money } from "~/components/ui/money";
import { useTranslator } from "~/lib/request-context";

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

/** 'Épuisé': said in words wherever a product can't be bought, never by a greyed button alone. */
export function SoldOutBadge({ className = "" }: { className?: string }) {
  const { t } = useTranslator();
  return (
    <span data-testid="sold-out" className={`inline-block rounded-full border border-accent-2/50 bg-surface px-2.5 py-0.5 text-sm font-medium text-accent-2 ${className}`}>
      {t("product.outOfStock")}
    </span>
  );
}

/**
 * docs/product/catalogue.md#cat-9's product card, in docs/product/look.md#look-5's look. `headingLevel` follows the page's outline: h2 under
 * a page's h1 (shop, category), h3 under a section's h2 (home, related products, cart).
 */
export function ProductCard({ product, priority = false, headingLevel = 3 }: { product: ProductCardView; priority?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslator();
  const { href } = useShop();
  const url = href(`/product/${product.id}`);
  const outOfStock = product.stock <= 0;
  const Heading = headingLevel === 2 ? "h2" : "h3";
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
          <Heading className="font-display text-xl leading-snug md:text-[1.35rem]">
            {/* The link covers the whole card; so does its focus ring, in the accent (docs/product/look.md#look-5). */}
            <Link
              to={url}
              prefetch="intent"
              className="after:absolute after:-inset-1.5 after:rounded-soft after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-0 focus-visible:after:outline-accent focus-visible:after:outline-solid"
            >
              {product.name}
            </Link>
          </Heading>
          <p className="mt-0.5 truncate text-sm text-muted">{product.scent}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-[0.95rem]">
            <span data-testid="card-price">
              {product.hasVariants && <span className="text-muted">{t("common.from")} </span>}
              <Money minor={product.priceMinor} />
            </span>
            {outOfStock && <SoldOutBadge />}
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
          <AddToCartForm productId={product.id} className="relative z-10" disabled={outOfStock}>
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

/**
 * The grid's columns per breakpoint. "shop": docs/product/catalogue.md#cat-9's 1, 2 or 3; "wide": up to 4 (other grids,
 * docs/product/catalogue.md#cat-9). "row": a block of related
 * products (up to 4), as many columns as cards so that no row is left with a hole (3 cards: 3
 * columns; 4 cards: 2 then 4).
 */
const ROW_COLUMNS: Record<number, string> = {
  1: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
  2: "grid-cols-1 sm:grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-3",
  4: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
};

export function ProductGrid({
  products,
  priorityCount = 0,
  layout = "shop",
  headingLevel = 3,
}: {
  products: ProductCardView[];
  priorityCount?: number;
  layout?: "shop" | "wide" | "row";
  headingLevel?: 2 | 3;
}) {
  const columns =
    layout === "row"
      ? (ROW_COLUMNS[products.length] ?? ROW_COLUMNS[4])
      : layout === "wide"
        ? "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        : "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3";
  return (
    <ul className={`grid gap-x-6 gap-y-12 ${columns}`} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
