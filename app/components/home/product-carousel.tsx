import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useShop } from "~/lib/shop";
import { ProductCard, type ProductCardView } from "~/components/product/product-card";
import { useTranslator } from "~/lib/request-context";

const EmblaProductCarousel = lazy(() => import("./product-carousel-embla"));

/**
 * The home carousel of the 6 newest products. It is server-rendered as a row that scrolls
 * natively (and swipes on touch screens); the carousel library, below the fold, loads when the
 * row nears the screen and then takes over with looping, buttons and 1, 2 or 3 cards by breakpoint.
 */
export function ProductCarousel({ products }: { products: ProductCardView[] }) {
  const { t } = useTranslator();
  const { dir } = useShop();
  const [enhanced, setEnhanced] = useState(false);
  const rowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Load the library when the row comes near the screen, not during the page load.
    const row = rowRef.current;
    if (!row) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setEnhanced(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(row);
    return () => observer.disconnect();
  }, []);
  if (products.length === 0) return <p className="text-muted">{t("shop.emptyTitle")}</p>;
  const row = (
    <div ref={rowRef} className="relative" role="region" aria-roledescription="carousel" aria-label={t("home.newestTitle")} dir={dir}>
      <div className="snap-x overflow-x-auto" data-testid="newest-carousel">
        <ul className="-ms-6 flex">
          {products.map((product, index) => (
            <li key={product.id} className="min-w-0 shrink-0 grow-0 basis-[85%] snap-start ps-6 sm:basis-1/2 lg:basis-1/3" aria-roledescription="slide" aria-label={`${index + 1} / ${products.length}`}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
  if (!enhanced) return row;
  return (
    <Suspense fallback={row}>
      <EmblaProductCarousel products={products} />
    </Suspense>
  );
}
