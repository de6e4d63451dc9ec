/**
 * Every shop image goes through here: `srcset` at 400/800/1200/1920 from the /img endpoint, fixed
 * width and height (no layout shift), lazy by default, eager with fetchpriority=high for the one
 * image that is the page's LCP (DESIGN.md, SPEC.md §7).
 */
import type { ImgHTMLAttributes } from "react";

export const SRCSET_WIDTHS = [400, 800, 1200, 1920] as const;
/** The amber candle shown when a product has no image (SPEC.md §3). */
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
  quality?: number;
}

/** "/media/a.jpg" → "/img/a.jpg?w=400&h=400"; other URLs are left as they are. */
export function imageUrl(src: string, width: number, aspect: number, quality?: number) {
  if (!src.startsWith("/media/")) return src;
  const height = Math.round(width * aspect);
  return `/img/${src.slice("/media/".length)}?w=${width}&h=${height}${quality ? `&q=${quality}` : ""}`;
}

export function srcSetFor(src: string, aspect: number, maxWidth: number, quality?: number) {
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
  // Priority images use quality 75 (SPEC.md §7); others the endpoint's default of 70.
  const q = quality ?? (priority ? 75 : undefined);
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
