/**
 * Every shop image goes through here: `srcset` at 400/800/1200/1920 from the /img endpoint, fixed
 * width and height (no layout shift), lazy by default, eager with fetchpriority=high for the one
 * image that is the page's LCP (docs/product/look.md#look-1, docs/product/seo-and-install.md#seo-5).
 */
import type { ImgHTMLAttributes } from "react";
import { IMAGE_WIDTHS, PRIORITY_IMAGE_QUALITY, variantHeight, type ImageQuality } from "~/lib/image-variants";

/** The endpoint makes only these (app/lib/image-variants.ts). */
export const SRCSET_WIDTHS = IMAGE_WIDTHS;
/** The amber candle shown when a product has no image (docs/product/catalogue.md#cat-1). */
export const DEFAULT_IMAGE = "/media/seed/default-candle.jpg";

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height"> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size the layout reserves. */
  width: number;
  height: number;
  /** The largest width worth sending (e.g. 800 for the product page's main image). */
  maxWidth?: number;
  sizes?: string;
  priority?: boolean;
  quality?: ImageQuality;
}

/**
 * "/media/a.jpg" → "/img/a.jpg?w=400&h=400"; other URLs are left as they are. A shape the endpoint
 * does not make (app/lib/image-variants.ts) is asked for without a height: the picture keeps its own
 * shape and the layout's object-fit crops it, instead of a 400.
 */
export function imageUrl(src: string, width: number, aspect: number, quality?: ImageQuality) {
  if (!src.startsWith("/media/")) return src;
  const height = variantHeight(width, aspect);
  return `/img/${src.slice("/media/".length)}?w=${width}${height === undefined ? "" : `&h=${height}`}${quality ? `&q=${quality}` : ""}`;
}

export function srcSetFor(src: string, aspect: number, maxWidth: number, quality?: ImageQuality) {
  return SRCSET_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${imageUrl(src, w, aspect, quality)} ${w}w`)
    .join(", ");
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  maxWidth = 1920,
  sizes = "100vw",
  priority = false,
  quality,
  className,
  ...rest
}: ResponsiveImageProps) {
  const source = src || DEFAULT_IMAGE;
  const aspect = height / width;
  const local = source.startsWith("/media/");
  // Priority images use quality 75 (docs/product/seo-and-install.md#seo-5); others the endpoint's default of 70.
  const q = quality ?? (priority ? PRIORITY_IMAGE_QUALITY : undefined);
  return (
    <img
      src={imageUrl(source, Math.min(width, maxWidth) <= 400 ? 400 : 800, aspect, q)}
      srcSet={local ? srcSetFor(source, aspect, Math.max(400, maxWidth), q) : undefined}
      sizes={local ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
      {...rest}
    />
  );
}
