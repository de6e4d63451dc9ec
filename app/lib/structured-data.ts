/**
 * JSON-LD builders (docs/product/languages-and-currencies.md#lang-6, docs/product/reviews.md#rev-1): organization, website search, product offers in the
 * three currencies, breadcrumbs, FAQ. A rating is included only when real reviews exist.
 */
import type { Lang } from "./langs";
import type { VariantFacts } from "./variant-facts";

type Json = Record<string, unknown>;

export function jsonLdScript(data: Json | Json[]) {
  // "<" is escaped so that a text containing </script> cannot end the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function organizationLd(options: {
  origin: string;
  brand: string;
  email: string;
  phone: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  region: string;
  openingHours: { day: number; opens: string | null; closes: string | null }[];
}): Json {
  const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    "@id": `${options.origin}/#organization`,
    name: options.brand,
    url: options.origin,
    logo: `${options.origin}/favicon.svg`,
    image: `${options.origin}/img/seed/hero/hero-1.jpg?w=1200&h=500`,
    email: options.email,
    telephone: options.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: options.streetAddress,
      addressLocality: options.city,
      postalCode: options.postalCode,
      addressRegion: options.region,
      addressCountry: "IL",
    },
    openingHoursSpecification: options.openingHours
      .filter((d) => d.opens && d.closes)
      .map((d) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${dayNames[d.day]}`, opens: d.opens, closes: d.closes })),
  };
}

export function websiteLd(origin: string, lang: Lang, brand: string): Json {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: brand,
    url: `${origin}/${lang}`,
    inLanguage: lang,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/${lang}/shop?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export function breadcrumbLd(items: { name: string; url: string }[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

export function faqLd(entries: { question: string; answer: string }[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({ "@type": "Question", name: e.question, acceptedAnswer: { "@type": "Answer", text: e.answer } })),
  };
}

export interface ProductLdInput {
  origin: string;
  lang: Lang;
  brand: string;
  id: string;
  name: string;
  description: string;
  images: string[];
  sku: string;
  category: string;
  /** One offer per variant (or one for the product), with prices per currency as decimal strings. */
  offers: {
    sku: string;
    variantId: string | null;
    variantName: string | null;
    inStock: boolean;
    prices: { currency: string; price: string }[];
    /** A variant's own weight, dimensions and burn time (absent or null: the product's). */
    facts?: VariantFacts;
  }[];
  rating: { value: number; count: number } | null;
  reviews: { author: string; date: string; body: string; rating: number }[];
  /** The date offers stay valid until (one year ahead). */
  priceValidUntil: string;
}

/** A quantity in UN/CEFACT units, as schema.org reads it. */
const quantity = (value: number, unitCode: "GRM" | "CMT" | "HUR") => ({ "@type": "QuantitativeValue", value, unitCode });

/**
 * What one variant's offer sells, when the variant has facts of its own (a larger size weighs more
 * and burns longer): its weight (g), width and height (cm) and burn time (h). Null when it has none.
 */
function variantItem(sku: string, name: string | null, facts: VariantFacts): Json | null {
  const own = {
    ...(facts.weightGrams ? { weight: quantity(facts.weightGrams, "GRM") } : {}),
    ...(facts.widthMm && facts.heightMm ? { width: quantity(facts.widthMm / 10, "CMT"), height: quantity(facts.heightMm / 10, "CMT") } : {}),
    ...(facts.burnHours
      ? { additionalProperty: [{ "@type": "PropertyValue", propertyID: "burnTime", name: "Burn time", value: facts.burnHours, unitCode: "HUR" }] }
      : {}),
  };
  if (Object.keys(own).length === 0) return null;
  return { "@type": "Product", sku, ...(name ? { name } : {}), ...own };
}

export function productLd(input: ProductLdInput): Json {
  const url = `${input.origin}/${input.lang}/product/${input.id}`;
  const shippingDetails = {
    "@type": "OfferShippingDetails",
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "IL", addressRegion: "Central District" },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      businessDays: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"].map((d) => `https://schema.org/${d}`),
      },
      handlingTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 2, unitCode: "DAY" },
      transitTime: { "@type": "QuantitativeValue", minValue: 3, maxValue: 5, unitCode: "DAY" },
    },
  };
  const offers = input.offers.flatMap((offer) => {
    const itemOffered = offer.facts ? variantItem(offer.sku, offer.variantName, offer.facts) : null;
    return offer.prices.map((price) => ({
      "@type": "Offer",
      sku: offer.sku,
      ...(offer.variantName ? { name: offer.variantName } : {}),
      price: price.price,
      priceCurrency: price.currency,
      priceValidUntil: input.priceValidUntil,
      availability: offer.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      url: offer.variantId ? `${url}?variant=${offer.variantId}` : url,
      seller: { "@id": `${input.origin}/#organization` },
      shippingDetails,
      ...(itemOffered ? { itemOffered } : {}),
    }));
  });
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    image: input.images,
    sku: input.sku,
    mpn: input.sku,
    category: input.category,
    brand: { "@type": "Brand", name: input.brand },
    offers,
    ...(input.rating && input.rating.count > 0
      ? {
          aggregateRating: { "@type": "AggregateRating", ratingValue: input.rating.value, reviewCount: input.rating.count, bestRating: 5, worstRating: 1 },
          review: input.reviews.map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.author },
            datePublished: r.date.slice(0, 10),
            reviewBody: r.body,
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}
