/**
 * The image variants the shop's own pages ask for, and the only ones the /img endpoint makes
 * (docs/product/security-rules.md#sec-4): any other width, height or quality is a 400, so that one client cannot force the
 * server into millions of distinct encodes. The component that writes the URLs
 * (app/components/ui/responsive-image.tsx) and the endpoint (app/server/images.server.ts) both
 * read this list; tests/unit/image-variants.test.ts checks every hand-written /img URL against it.
 */

/** The `srcset` widths (docs/product/look.md#look-7): a phone, a tablet, a laptop, a large screen. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1920] as const;

/**
 * Height ÷ width of the shapes the pages show: square (cards, the product gallery and its
 * thumbnails, the cart, order lines, the limited edition), the 12∶5 banner (the hero, a
 * category's header, the social preview at 1200×500) and the hero's upright crop for a phone held
 * upright (9∶16, PORTRAIT_HERO_ASPECT). A picture smaller than the asked size is cropped, never
 * enlarged (images.server.ts): a 1920×800 hero gives 400×711 and 800×800.
 */
export const PORTRAIT_HERO_ASPECT = 16 / 9;
export const IMAGE_ASPECTS = [1, 5 / 12, PORTRAIT_HERO_ASPECT] as const;

/** 70 by default; 75 for the one image that is a page's LCP (docs/product/seo-and-install.md#seo-5). */
export const DEFAULT_IMAGE_QUALITY = 70;
export const PRIORITY_IMAGE_QUALITY = 75;
export const IMAGE_QUALITIES = [DEFAULT_IMAGE_QUALITY, PRIORITY_IMAGE_QUALITY] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];

/** The height asked for with `width` in the shape `aspect` (height ÷ width), if it is one of ours. */
export function variantHeight(width: number, aspect: number): number | undefined {
  const known = IMAGE_ASPECTS.find((candidate) => Math.abs(candidate - aspect) < 0.001);
  return known === undefined ? undefined : Math.round(width * known);
}

/**
 * Whether the endpoint makes this variant. No height keeps the picture's own shape; a height must
 * be one of the shapes above at that width.
 */
export function isImageVariant(width: number, height: number | undefined, quality: number): boolean {
  return (
    (IMAGE_WIDTHS as readonly number[]).includes(width) &&
    (IMAGE_QUALITIES as readonly number[]).includes(quality) &&
    (height === undefined || IMAGE_ASPECTS.some((aspect) => Math.round(width * aspect) === height))
  );
}
