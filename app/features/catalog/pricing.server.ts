/**
 * The visitor's prices: their currency (cookie, else the shop's default), its rate from ILS and its
 * shipping fee. Loaders convert with this before anything reaches the page (docs/product/cart-and-pricing.md#cart-1).
 */
import { convertFromBase, type Currency } from "~/lib/money";
import { currencyCookie, readCookie } from "~/server/cookies.server";
import { getCurrencyConfig, resolveCurrency } from "~/features/content/settings.server";
import type { ProductCardData } from "./catalog.server";

export interface Pricing {
  currency: Currency;
  rate: string;
  shippingMinor: number;
  /** ILS minor units → the visitor's currency. */
  convert(ilsMinor: number): number;
}

export async function pricingFor(request: Request): Promise<Pricing> {
  const [config, requested] = await Promise.all([getCurrencyConfig(), readCookie(currencyCookie, request)]);
  const currency = resolveCurrency(config, requested);
  const rate = config.rates[currency] ?? "1";
  return {
    currency,
    rate,
    shippingMinor: config.shippingMinor[currency] ?? 0,
    convert: (ilsMinor) => convertFromBase(ilsMinor, rate),
  };
}

/** A product card as the page shows it: price converted, nothing else exposed. */
export function toCardView(product: ProductCardData, pricing: Pricing) {
  return {
    id: product.id,
    name: product.name,
    scent: product.scent,
    imageUrl: product.imageUrl,
    priceMinor: pricing.convert(product.priceIlsMinor),
    hasVariants: product.hasVariants,
    stock: product.stock,
    bestSeller: product.bestSeller,
    newArrival: product.newArrival,
  };
}
