/** The shop's own structured data (docs/product/seo-and-install.md#seo-1): the seller in Netanya, and the site search. */
import { createContext, type RouterContextProvider } from "react-router";
import { env } from "~/server/env.server";
import { organizationLd, productLd, websiteLd } from "~/lib/structured-data";
import { convertFromBase, CURRENCIES, toDecimalString } from "~/lib/money";
import type { ProductDetail } from "~/features/catalog/catalog.server";
import { approvedReviews, type ReviewSummary } from "~/features/reviews/reviews.server";
import { inLang, type Lang } from "~/lib/langs";
import { getCurrencyConfig, getSiteSettings } from "./settings.server";

/**
 * The page's JSON-LD, set by its loader and written once into the document's <head> by
 * entry.server.tsx (components/layout/structured-data.tsx). It is not loader data: that would send
 * it a second time in the hydration data, for a browser that has no use for it (docs/product/performance-and-operations.md#ops-3).
 */
export const structuredDataContext = createContext<object[]>([]);

/** Adds JSON-LD items to the page being rendered (ignored for a client navigation's data request). */
export function addStructuredData(context: Readonly<RouterContextProvider>, items: object[]) {
  context.set(structuredDataContext, [...context.get(structuredDataContext), ...items]);
}

export async function shopStructuredData(lang: Lang, options: { search?: boolean } = {}) {
  const site = await getSiteSettings();
  if (!site) return [];
  const origin = env().publicUrl;
  const organization = organizationLd({
    origin,
    brand: site.brandName,
    email: site.contactEmail,
    phone: site.contactPhone,
    streetAddress: inLang(site.streetAddress, lang),
    city: inLang(site.city, lang),
    postalCode: site.postalCode,
    region: inLang(site.region, lang),
    openingHours: site.openingHours.days,
  });
  return options.search ? [organization, websiteLd(origin, lang, site.brandName)] : [organization];
}

/**
 * A product's JSON-LD (docs/product/seo-and-install.md#seo-1) as its page renders it, built from the catalogue's read: the
 * product route builds the same input for `productLd` (lib/structured-data.ts), and the SEO report
 * (seo-report-admin.server.ts) checks the result with `productLdGaps`.
 */
export async function productStructuredData(product: ProductDetail, lang: Lang, options: { reviews?: ReviewSummary; validUntil?: string } = {}) {
  const [site, currencyConfig, reviews] = await Promise.all([getSiteSettings(), getCurrencyConfig(), options.reviews ?? approvedReviews(product.id)]);
  const origin = env().publicUrl;
  const validUntil = options.validUntil ?? new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const pricesFor = (ilsMinor: number) =>
    CURRENCIES.filter((c) => currencyConfig.supported.includes(c)).map((currency) => ({
      currency,
      price: toDecimalString(convertFromBase(ilsMinor, currencyConfig.rates[currency])),
    }));
  return productLd({
    origin,
    lang,
    brand: site?.brandName ?? "Maison Lumière",
    id: product.id,
    name: product.text.name,
    description: product.text.description,
    images: product.images.map((i) => `${origin}${i.imageUrl.replace("/media/", "/img/")}?w=1200&h=1200`),
    sku: product.sku,
    category: product.category.name,
    offers: product.hasVariants
      ? product.variants.map((v) => ({
          sku: v.sku,
          variantId: v.id,
          variantName: [v.size, v.colorLabel, v.scentVariant].filter(Boolean).join(" / "),
          inStock: v.stock > 0,
          prices: pricesFor(product.priceIlsMinor + v.priceAdjustmentMinor),
          facts: { weightGrams: v.weightGrams, widthMm: v.widthMm, heightMm: v.heightMm, burnHours: v.burnHours },
        }))
      : [{ sku: product.sku, variantId: null, variantName: null, inStock: product.stock > 0, prices: pricesFor(product.priceIlsMinor) }],
    rating: reviews.count > 0 ? { value: reviews.average, count: reviews.count } : null,
    reviews: reviews.reviews.slice(0, 5).map((r) => ({ author: r.authorName, date: r.createdAt, body: r.body, rating: r.rating })),
    priceValidUntil: validUntil,
  });
}

/** The properties a product's rich result needs (Google's Product snippet), as JSON-LD paths. */
export const PRODUCT_LD_REQUIRED = ["name", "description", "image", "sku", "brand.name", "offers", "offers.price", "offers.priceCurrency", "offers.availability"] as const;

/** Which required properties this product JSON-LD lacks (empty text, no image, no offer, a zero price). */
export function productLdGaps(ld: Record<string, unknown>): string[] {
  const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null);
  const offers = Array.isArray(ld.offers) ? (ld.offers as Record<string, unknown>[]) : [];
  const gaps: string[] = [];
  for (const path of PRODUCT_LD_REQUIRED) {
    if (path === "brand.name") {
      if (!filled((ld.brand as Record<string, unknown> | undefined)?.name)) gaps.push(path);
    } else if (path.startsWith("offers.")) {
      const field = path.slice("offers.".length);
      if (offers.length && offers.some((offer) => !filled(offer[field]) || (field === "price" && !(Number(offer.price) > 0)))) gaps.push(path);
    } else if (!filled(ld[path])) gaps.push(path);
  }
  return gaps;
}
