import { data, Link } from "react-router";
import type { Route } from "./+types/category";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { getCategoryBySlug, listProducts } from "~/features/catalog/catalog.server";
import { toCardView } from "~/features/catalog/pricing.server";
import { requestContext } from "~/server/request-context.server";
import { ProductGrid } from "~/components/product/product-card";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { lang, pricing } = requestContext(context);
  const category = await getCategoryBySlug(params.slug.toLowerCase(), lang);
  if (!category) return data({ found: false as const }, { status: 404 });
  const products = await listProducts(lang, { category: category.slug, sort: "newest", limit: 100 });
  return { found: true as const, category, products: products.map((p) => toCardView(p, pricing)) };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  data?.found
    ? pageMeta({ matches, location, title: data.category.name, description: data.category.description })
    : pageMeta({ matches, location, title: "errors.categoryNotFound", noindex: true });

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href } = useShop();
  if (!loaderData.found) {
    return (
      <div className="mx-auto max-w-xl px-6 py-28 text-center">
        <h1 className="text-4xl">{t("errors.categoryNotFound")}</h1>
        <p className="mt-4 text-muted">{t("errors.categoryNotFoundText")}</p>
        <Link to={href("/shop")} className={buttonVariants({ variant: "primary", className: "mt-8" })}>{t("product.backToShop")}</Link>
      </div>
    );
  }
  const { category, products } = loaderData;
  return (
    <div>
      <section className="relative h-[48vh] min-h-[360px] overflow-hidden bg-ink">
        <ResponsiveImage src={category.imageUrl} alt="" width={1920} height={800} priority sizes="100vw" className="absolute inset-0 h-full w-full object-cover opacity-90" />
        <div className="absolute inset-0 bg-gradient-to-t from-ink/70 to-transparent" />
        <div className="relative mx-auto flex h-full max-w-screen-xl flex-col justify-end px-6 pb-12 text-background">
          <nav aria-label={t("breadcrumb.label")} className="text-sm text-background/80">
            <ol className="flex gap-2">
              <li><Link to={href("/")}>{t("breadcrumb.home")}</Link></li>
              <li aria-hidden="true">/</li>
              <li><Link to={href("/shop")}>{t("breadcrumb.shop")}</Link></li>
              <li aria-hidden="true">/</li>
              <li aria-current="page">{category.name}</li>
            </ol>
          </nav>
          <h1 className="mt-3 text-5xl md:text-7xl">{category.name}</h1>
          <p className="mt-4 max-w-xl text-lg text-background/85">{category.description}</p>
        </div>
      </section>
      <div className="mx-auto max-w-screen-xl px-6 py-16">
        {products.length === 0 ? (
          <p className="py-16 text-center text-lg text-muted">{t("errors.categoryEmpty")}</p>
        ) : (
          <ProductGrid products={products} headingLevel={2} />
        )}
      </div>
    </div>
  );
}
