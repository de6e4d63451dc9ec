import { useState } from "react";
import { DEFAULT_IMAGE, ResponsiveImage } from "~/components/ui/responsive-image";
import { useTranslator } from "~/lib/request-context";

/**
 * Main image (800×800) with 100×100 thumbnails (docs/product/overview.md#shop-6). If an image fails to load it falls
 * back to the product's main image, then to the default candle (docs/product/catalogue.md#cat-4).
 */
export function ProductGallery({ images, mainImage, name }: { images: { id: string; imageUrl: string; alt: string }[]; mainImage: string | null; name: string }) {
  const { t } = useTranslator();
  const gallery = images.length > 0 ? images : [{ id: "main", imageUrl: mainImage ?? DEFAULT_IMAGE, alt: name }];
  const [current, setCurrent] = useState(0);
  const [failed, setFailed] = useState<Record<string, number>>({});
  const shown = gallery[current] ?? gallery[0];
  const attempt = failed[shown.id] ?? 0;
  const source = attempt === 0 ? shown.imageUrl : attempt === 1 && mainImage && mainImage !== shown.imageUrl ? mainImage : DEFAULT_IMAGE;
  const fallbackLabel = attempt === 0 ? shown.alt : attempt === 1 && mainImage ? t("product.mainImage") : t("product.defaultImage");
  return (
    <div className="flex flex-col gap-4 md:sticky md:top-28">
      <div className="overflow-hidden rounded-soft bg-surface">
        <ResponsiveImage
          key={`${shown.id}-${attempt}`}
          src={source}
          alt={fallbackLabel}
          width={800}
          height={800}
          maxWidth={1200}
          sizes="(min-width: 768px) 50vw, 100vw"
          priority
          onError={() => setFailed((f) => ({ ...f, [shown.id]: Math.min(2, (f[shown.id] ?? 0) + 1) }))}
          className="aspect-square w-full object-cover"
        />
      </div>
      {gallery.length > 1 && (
        <ul className="flex gap-3" aria-label={t("product.gallery")}>
          {gallery.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={t("product.thumbnail", { n: index + 1 })}
                aria-current={index === current ? "true" : undefined}
                className={`block overflow-hidden rounded-soft border-2 transition-colors ${index === current ? "border-accent" : "border-transparent hover:border-lines"}`}
              >
                <ResponsiveImage src={image.imageUrl} alt="" width={100} height={100} maxWidth={400} sizes="100px" className="h-[100px] w-[100px] object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
