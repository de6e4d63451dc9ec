/**
 * A landing page as the storefront draws it (features/content/landing-pages.server.ts prepares it):
 * texts in the visitor's language, Markdown already rendered to sanitised HTML, grids already priced.
 */
import type { ProductCardView } from "~/components/product/product-card";

export type LandingBlockView =
  | { id: string; type: "hero"; imageUrl: string | null; title: string; text: string; ctaText: string; ctaLink: string }
  | { id: string; type: "richText"; html: string }
  | { id: string; type: "products"; title: string; products: ProductCardView[] }
  | { id: string; type: "imageText"; imageUrl: string | null; imageSide: "start" | "end"; title: string; html: string }
  | { id: string; type: "newsletter"; title: string; text: string };

export interface LandingPageView {
  id: string;
  slug: string;
  status: "draft" | "published";
  title: string;
  seoTitle: string;
  seoDescription: string;
  socialImageUrl: string | null;
  blocks: LandingBlockView[];
}
