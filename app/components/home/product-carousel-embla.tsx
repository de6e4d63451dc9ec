/**
 * The home carousel of the 6 newest products (docs/product/overview.md#shop-11), driven by Embla once it has loaded
 * (see product-carousel.tsx): it loops, shows 1, 2 or 3 cards by breakpoint, swipes, and moves in
 * the reading direction (Embla's `direction: "rtl"` in Hebrew).
 */

type Embla = ReturnType<typeof useEmblaCarousel>[1];

/**
 * Embla moves the row with a transform; its viewport must never scroll itself. But the viewport
 * was a native scrolling row before Embla took over (with scroll snapping), and a browser keeps or
 * re-snaps that offset when the phone is turned: turned and turned back, the row stood 24 px (a
 * card's gutter) off its place. Any native offset is put back to the start, and a turn measures
 * the carousel again (Embla's own resize watch misses a turn that ends at the same size).
 */
function useKeptInPlace(embla: Embla) {
  useEffect(() => {
    if (!embla) return;
    const viewport = embla.rootNode();
    const reset = () => {
      if (viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
    };
    const turned = () => {
      reset();
      embla.reInit();
    };
    reset();
    viewport.addEventListener("scroll", reset, { passive: true });
    embla.on("reInit", reset);
    embla.on("resize", reset);
    window.addEventListener("orientationchange", turned);
    screen.orientation?.addEventListener("change", turned);
    return () => {
      viewport.removeEventListener("scroll", reset);
      embla.off("reInit", reset);
      embla.off("resize", reset);
      window.removeEventListener("orientationchange", turned);
      screen.orientation?.removeEventListener("change", turned);
    };
  }, [embla]);
}
import { useCallback, useEffect } from "react";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useShop } from "~/lib/shop";
import { ProductCard, type ProductCardView } from "~/components/product/product-card";
import { KEEP_CLEAR } from "~/components/layout/keep-clear";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export default function EmblaProductCarousel({ products }: { products: ProductCardView[] }) {
  const { t } = useTranslator();
  const { dir } = useShop();
  const [viewportRef, embla] = useEmblaCarousel({ loop: products.length > 1, align: "start", direction: dir });
  // Embla takes over the row once it runs; until then the row scrolls natively.
  const ready = Boolean(embla);
  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  useKeptInPlace(embla);

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
        <div className="mt-8 flex justify-end gap-3" {...KEEP_CLEAR}>
          <Button type="button" onClick={previous} variant="round" aria-label={t("home.carouselPrev")}>
            <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
          </Button>
          <Button type="button" onClick={next} variant="round" aria-label={t("home.carouselNext")}>
            <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
          </Button>
        </div>
      )}
    </div>
  );
}
