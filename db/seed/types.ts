/**
 * Shapes of the demo data. The seed turns these into rows; the art generator turns `CandleArt`
 * into image files. Everything here is DEMO DATA: it describes an invented collection so that a
 * fresh install shows a complete shop.
 */
import type { Localized } from "../../app/lib/langs";

export type CategorySlug = "woody" | "floral" | "fresh" | "spicy";

/** The colour swatch names of docs/product/catalogue.md#cat-1. They are stored in French, as the product docs (docs/product/content-and-texts.md#txt-9) names them. */
export type SwatchColor = "Ambre" | "Blanc Crème" | "Terracotta" | "Noir" | "Beige";

/** Vessel families the art generator knows how to draw. */
export type VesselShape =
  | "tumbler" // straight glass tumbler
  | "jar" // rounded jar with a lid
  | "bowl" // wide low bowl, several wicks
  | "star" // the limited-edition star-shaped candle
  | "pillar" // free-standing pillar, no vessel
  | "amphora" // hand-blown bulb with a narrow neck
  | "coupe"; // stemmed coupe

/** Vessel material and tint. */
export type VesselFinish =
  | "clear-glass"
  | "amber-glass"
  | "smoke-glass"
  | "ceramic-cream"
  | "ceramic-terracotta"
  | "ceramic-noir"
  | "stone";

/** What the generator needs to draw one candle. Colours are CSS hex strings. */
export interface CandleArt {
  vessel: VesselShape;
  finish: VesselFinish;
  /** Colour of the wax, e.g. "#efe4d2". Variants override it with their swatch colour. */
  wax: string;
  /** Colour of the small label band or seal on the vessel. */
  labelColor: string;
  /** Number of wicks (1 to 3). */
  wicks?: number;
  /** A botanical accent drawn beside the candle on the detail view. */
  accent?: "eucalyptus" | "rose" | "citrus" | "cinnamon" | "cedar" | "lavender" | "fig" | "pepper";
}

/** The three views every product gets (at least 3 images per product). */
export type CandleView = "front" | "lit" | "detail";

export interface ProductText {
  name: string;
  description: string;
  scent: string;
  careInstructions: string;
  burnTime: string;
  weight: string;
  dimensions: string;
  waxType: string;
  wickType: string;
  containerType: string;
  manufacturingCountry: string;
}

export interface SeedVariant {
  /** Unique SKU, e.g. "BGS-CEDRE-L-AMB". */
  sku: string;
  /** Size label per language, e.g. { fr: "Grande (400 g)", ... }. */
  size: Localized;
  color: SwatchColor;
  /** Translated colour label; the swatch is chosen from `color`. */
  colorLabel: Localized;
  scentVariant: Localized;
  stock: number;
  /** Added to the product's base price, in agorot (ILS minor units). May be 0 or negative. */
  priceAdjustmentMinor: number;
  /** The variant's own weight, width × height (cm) and burn time; absent: the product's. */
  facts?: SeedVariantFacts;
}

export interface SeedVariantFacts {
  grams: number;
  size: [number, number];
  burnHours: number;
}

export interface SeedProduct {
  /** Stable key: makes seeding idempotent and names the image files. Kebab case, ASCII. */
  key: string;
  sku: string;
  category: CategorySlug;
  /** Base price in agorot (ILS minor units): 18900 means 189.00 ₪. */
  priceMinor: number;
  /** Stock of the product itself (for variant products, the sum is kept on the variants). */
  stock: number;
  featured: boolean;
  bestSeller: boolean;
  newArrival: boolean;
  /** How many days before the seed date the product was "created", to give a stable newest order. */
  createdDaysAgo: number;
  text: Localized<ProductText>;
  /** Alt text per image view per language. */
  imageAlt: Localized<Record<CandleView, string>>;
  art: CandleArt;
  variants?: SeedVariant[];
}

export interface SeedCategory {
  slug: CategorySlug;
  name: Localized;
  description: Localized;
  art: CandleArt;
  displayOrder: number;
}

export interface SeedHeroSlide {
  key: string;
  title: Localized;
  subtitle: Localized;
  ctaText: Localized;
  /** Path without the language prefix, e.g. "/shop" or "/about". */
  ctaLink: string;
  /** The candles drawn on the 1920x800 slide, left to right. */
  art: CandleArt[];
  displayOrder: number;
}

/** A static page: sections of headings and paragraphs, stored per language. */
export interface PageSection {
  id: string;
  heading: string;
  /** Paragraphs; a paragraph that starts with "- " lines is a bullet list. */
  body: string[];
}
export interface PageContent {
  title: string;
  metaDescription: string;
  intro?: string;
  sections: PageSection[];
  /** Questions and answers shown as an accordion (the contact page's FAQ, docs/product/overview.md#shop-12). */
  faq?: FaqEntry[];
}
export interface SeedPage {
  slug: "about" | "contact" | "privacy" | "terms" | "install";
  content: Localized<PageContent>;
}

export interface FaqEntry {
  question: string;
  answer: string;
}
