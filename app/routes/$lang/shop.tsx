import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/shop";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { PAGE_SIZE, parseShopQuery } from "~/schemas/shop";
import { countProducts, listCategories, listProducts } from "~/features/catalog/catalog.server";
import { toCardView } from "~/features/catalog/pricing.server";
import { requestContext } from "~/server/request-context.server";
import { ProductGrid } from "~/components/product/product-card";
import { ProductGridSkeleton } from "~/components/product/product-skeleton";
import { FilterBar } from "~/components/shop/filter-bar";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, pricing } = requestContext(context);
  const query = parseShopQuery(new URL(request.url).searchParams);
  const filters = {
    category: query.category,
    bestSeller: query.best,
    newArrival: query.new,
    search: query.search,
  };
  const [products, total, categories] = await Promise.all([
    listProducts(lang, { ...filters, sort: query.sort, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
    countProducts(lang, filters),
    listCategories(lang),
  ]);
  return { categories: categories.map((c) => ({ slug: c.slug, name: c.name })), query, total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), products: products.map((p) => toCardView(p, pricing)) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title: "shop.title" });

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href } = useShop();
  const { query, products, total, pages, categories } = loaderData;
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
      <FilterBar query={query} categories={categories} />
      <p className="mt-6 text-sm text-muted" aria-live="polite">{t.plural("shop.resultCount", total)}</p>
      <div className="mt-8" aria-busy={loading}>
        {loading ? (
          <ProductGridSkeleton />
        ) : products.length === 0 ? (
          <div className="py-24 text-center">
            <p className="font-display text-3xl">{t("shop.emptyTitle")}</p>
            <p className="mt-3 text-muted">{t("shop.emptyHint")}</p>
          </div>
        ) : (
          <ProductGrid products={products} priorityCount={0} headingLevel={2} />
        )}
      </div>
      {pages > 1 && (
        <nav aria-label={t("shop.pagination")} className="mt-16 flex items-center justify-center gap-4 text-sm">
          {query.page > 1 && <Link to={pageLink(query.page - 1)} className={buttonVariants({ variant: "secondary" })}>{t("shop.previousPage")}</Link>}
          <span>{t("shop.pageOf", { page: query.page, pages })}</span>
          {query.page < pages && <Link to={pageLink(query.page + 1)} className={buttonVariants({ variant: "secondary" })}>{t("shop.nextPage")}</Link>}
        </nav>
      )}
    </div>
  );
}
