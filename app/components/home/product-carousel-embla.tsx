/**
 * The home carousel of the 6 newest products (SPEC.md §2), driven by Embla once it has loaded
 * (see product-carousel.tsx): it loops, shows 1, 2 or 3 cards by breakpoint, swipes, and moves in
 * the reading direction (Embla's `direction: "rtl"` in Hebrew).
 */
import { useCallback } from "react";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useShop } from "~/lib/shop";
import { ProductCard, type ProductCardView } from "~/components/product/product-card";

export default function EmblaProductCarousel({ products }: { products: ProductCardView[] }) {
  const { t, dir } = useShop();
  const [viewportRef, embla] = useEmblaCarousel({ loop: products.length > 1, align: "start", direction: dir });
  // Embla takes over the row once it runs; until then the row scrolls natively.
  const ready = Boolean(embla);
  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (products.length === 0) return <p className="text-muted">{t("shop.emptyTitle")}</p>;
  return (
    <div className="relative" role="region" aria-roledescription="carousel" aria-label={t("home.newestTitle")} dir={dir}>
      <div ref={viewportRef} className={ready ? "overflow-hidden" : "snap-x overflow-x-auto"} data-testid="newest-carousel">
        <ul className="-ms-6 flex touch-pan-y">
          {products.map((product, index) => (
            <li
              key={product.id}
              className="min-w-0 shrink-0 grow-0 basis-[85%] snap-start ps-6 sm:basis-1/2 lg:basis-1/3"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${products.length}`}
            >
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>
      {ready && products.length > 1 && (
        <div className="mt-8 flex justify-end gap-3">
          <button type="button" onClick={previous} className="btn-round" aria-label={t("home.carouselPrev")}>
            <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
          </button>
          <button type="button" onClick={next} className="btn-round" aria-label={t("home.carouselNext")}>
            <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
          </button>
        </div>
      )}
    </div>
  );
}
