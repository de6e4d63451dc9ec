import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/shop";
import { isLang, type Lang } from "~/lib/langs";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { CATEGORY_SLUGS, PAGE_SIZE, parseShopQuery, SHOP_SORTS } from "~/schemas/shop";
import { countProducts, listProducts } from "~/features/catalog/catalog.server";
import { pricingFor, toCardView } from "~/features/catalog/pricing.server";
import { ProductGrid } from "~/components/product/product-card";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = (isLang(params.lang) ? params.lang : "fr") as Lang;
  const query = parseShopQuery(new URL(request.url).searchParams);
  const filters = {
    category: query.category,
    bestSeller: query.best,
    newArrival: query.new,
    search: query.search,
  };
  const [products, total, pricing] = await Promise.all([
    listProducts(lang, { ...filters, sort: query.sort, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
    countProducts(lang, filters),
    pricingFor(request),
  ]);
  return { query, total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), products: products.map((p) => toCardView(p, pricing)) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title: "shop.title" });

const SORT_KEYS: Record<(typeof SHOP_SORTS)[number], string> = {
  newest: "shop.sortNewest",
  oldest: "shop.sortOldest",
  "price-asc": "shop.sortPriceAsc",
  "price-desc": "shop.sortPriceDesc",
  "name-asc": "shop.sortNameAsc",
  "name-desc": "shop.sortNameDesc",
};
const CATEGORY_KEYS: Record<(typeof CATEGORY_SLUGS)[number], string> = {
  woody: "shop.categoryWoody",
  floral: "shop.categoryFloral",
  fresh: "shop.categoryFresh",
  spicy: "shop.categorySpicy",
};

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useShop();
  const { query, products, total, pages } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.endsWith("/shop");
  const pageLink = (page: number) => {
    const params = new URLSearchParams();
    if (query.category) params.set("category", query.category);
    if (query.best) params.set("best", "1");
    if (query.new) params.set("new", "1");
    if (query.sort !== "newest") params.set("sort", query.sort);
    if (query.search) params.set("search", query.search);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return href(`/shop${search ? `?${search}` : ""}`);
  };
  return (
    <div className="mx-auto max-w-screen-xl px-6 py-12 md:py-16">
      <nav aria-label={t("breadcrumb.label")} className="text-sm text-muted">
        <ol className="flex gap-2">
          <li><Link to={href("/")} className="hover:text-ink">{t("breadcrumb.home")}</Link></li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{t("breadcrumb.shop")}</li>
        </ol>
      </nav>
      <h1 className="mt-4 text-5xl md:text-6xl">{query.search ? t("search.resultsFor", { term: query.search }) : t("shop.title")}</h1>
      <Form method="get" className="mt-10 flex flex-wrap items-end gap-4 border-y border-lines py-5" aria-label={t("shop.filters")}>
        {query.search && <input type="hidden" name="search" value={query.search} />}
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t("common.category")}</legend>
          <label className="cursor-pointer">
            <input type="radio" name="category" value="" defaultChecked={!query.category} className="peer sr-only" />
            <span className="inline-block rounded-full border border-lines px-4 py-1.5 text-sm peer-checked:border-ink peer-checked:bg-ink peer-checked:text-background peer-focus-visible:outline-2 peer-focus-visible:outline-accent">{t("shop.categoryAll")}</span>
          </label>
          {CATEGORY_SLUGS.map((slug) => (
            <label key={slug} className="cursor-pointer">
              <input type="radio" name="category" value={slug} defaultChecked={query.category === slug} className="peer sr-only" />
              <span className="inline-block rounded-full border border-lines px-4 py-1.5 text-sm peer-checked:border-ink peer-checked:bg-ink peer-checked:text-background peer-focus-visible:outline-2 peer-focus-visible:outline-accent">{t(CATEGORY_KEYS[slug])}</span>
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm"><input type="checkbox" name="best" value="1" defaultChecked={query.best} className="accent-[var(--color-accent)]" />{t("shop.bestSellers")}</label>
        <label className="flex items-center gap-2 text-sm"><input type="checkbox" name="new" value="1" defaultChecked={query.new} className="accent-[var(--color-accent)]" />{t("shop.newArrivals")}</label>
        <label className="flex items-center gap-2 text-sm">
          <span>{t("shop.sortLabel")}</span>
          <select name="sort" defaultValue={query.sort} className="field h-10 min-h-0 w-auto py-1">
            {SHOP_SORTS.map((sort) => (
              <option key={sort} value={sort}>{t(SORT_KEYS[sort])}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary">{t("shop.apply")}</button>
        <Link to={href("/shop")} className="btn btn-secondary">{t("shop.reset")}</Link>
      </Form>
      <p className="mt-6 text-sm text-muted" aria-live="polite">{t.plural("shop.resultCount", total)}</p>
      <div className="mt-8" aria-busy={loading}>
        {products.length === 0 ? (
          <div className="py-24 text-center">
            <p className="font-display text-3xl">{t("shop.emptyTitle")}</p>
            <p className="mt-3 text-muted">{t("shop.emptyHint")}</p>
          </div>
        ) : (
          <ProductGrid products={products} priorityCount={0} />
        )}
      </div>
      {pages > 1 && (
        <nav aria-label={t("shop.pageOf", { page: query.page, pages })} className="mt-16 flex items-center justify-center gap-4 text-sm">
          {query.page > 1 && <Link to={pageLink(query.page - 1)} className="btn btn-secondary">{t("shop.previousPage")}</Link>}
          <span>{t("shop.pageOf", { page: query.page, pages })}</span>
          {query.page < pages && <Link to={pageLink(query.page + 1)} className="btn btn-secondary">{t("shop.nextPage")}</Link>}
        </nav>
      )}
    </div>
  );
}
