import { data } from "react-router";
import type { Route } from "./+types/search";
import { searchProducts } from "~/features/catalog/catalog.server";
import { pricingFor } from "~/features/catalog/pricing.server";
import { SUGGESTION_LIMIT, suggestionQuerySchema } from "~/schemas/search";

export interface Suggestion {
  id: string;
  name: string;
  category: string;
  /** In the visitor's currency (docs/product/catalogue.md#cat-8). */
  priceMinor: number;
  fromPrice: boolean;
}

/** Header search suggestions: at most 5 products, the best answers first, priced in the visitor's currency. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = suggestionQuerySchema.safeParse({ lang: url.searchParams.get("lang"), q: url.searchParams.get("q") ?? "" });
  if (!parsed.success) return data({ suggestions: [] as Suggestion[], error: "validation.invalidRequest" }, { status: 400 });
  const [found, pricing] = await Promise.all([
    searchProducts(parsed.data.lang, parsed.data.q, { sort: "featured", limit: SUGGESTION_LIMIT }),
    pricingFor(request),
  ]);
  const suggestions: Suggestion[] = found.map((p) => ({
    id: p.id,
    name: p.name,
    category: p.categoryName,
    priceMinor: pricing.convert(p.priceIlsMinor),
    fromPrice: p.hasVariants,
  }));
  // The term travels back with its answer, so the box never shows an older term's list as this one's.
  return data({ q: parsed.data.q, suggestions }, { headers: { "Cache-Control": "private, max-age=60" } });
}
