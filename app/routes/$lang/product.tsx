import { data, Form, Link } from "react-router";
import type { Route } from "./+types/product";
import { isLang, type Lang } from "~/lib/langs";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { ensureMainImage, getProduct } from "~/features/catalog/catalog.server";
import { pricingFor } from "~/features/catalog/pricing.server";
import { ResponsiveImage } from "~/components/ui/responsive-image";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = (isLang(params.lang) ? params.lang : "fr") as Lang;
  const product = await getProduct(params.id, lang);
  if (!product) return data({ found: false as const }, { status: 404 });
  const imageUrl = await ensureMainImage(product);
  const pricing = await pricingFor(request);
  const variantParam = new URL(request.url).searchParams.get("variant");
  const selected = product.variants.find((v) => v.id === variantParam) ?? null;
  return {
    found: true as const,
    product: {
      id: product.id,
      sku: selected?.sku ?? product.sku,
      name: product.text.name,
      text: product.text,
      category: product.category,
      hasVariants: product.hasVariants,
      featured: product.featured,
      bestSeller: product.bestSeller,
      newArrival: product.newArrival,
      imageUrl,
      images: product.images,
      priceMinor: pricing.convert(product.priceIlsMinor + (selected?.priceAdjustmentMinor ?? 0)),
      stock: selected ? selected.stock : product.hasVariants ? 0 : product.stock,
      variants: product.variants.map((v) => ({
        id: v.id,
        label: [v.size, v.colorLabel, v.scentVariant].filter(Boolean).join(" · "),
        stock: v.stock,
        priceMinor: pricing.convert(product.priceIlsMinor + v.priceAdjustmentMinor),
      })),
      selectedVariantId: selected?.id ?? null,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  data?.found
    ? pageMeta({ matches, location, title: data.product.name, description: data.product.text.description, type: "product" })
    : pageMeta({ matches, location, title: "product.notFound", noindex: true });

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t, href, money } = useShop();
  if (!loaderData.found) {
    return (
      <div className="mx-auto max-w-xl px-6 py-28 text-center">
        <h1 className="text-4xl">{t("product.notFound")}</h1>
        <p className="mt-4 text-muted">{t("product.notFoundText")}</p>
        <Link to={href("/shop")} className="btn btn-primary mt-8">{t("product.backToShop")}</Link>
      </div>
    );
  }
  const { product } = loaderData;
  const main = product.images[0];
  const canAdd = product.stock > 0 && (!product.hasVariants || product.selectedVariantId);
  return (
    <div className="mx-auto max-w-screen-xl px-6 py-10 md:py-16">
      <nav aria-label={t("breadcrumb.label")} className="text-sm text-muted">
        <ol className="flex flex-wrap gap-2">
          <li><Link to={href("/")} className="hover:text-ink">{t("breadcrumb.home")}</Link></li>
          <li aria-hidden="true">/</li>
          <li><Link to={href("/shop")} className="hover:text-ink">{t("breadcrumb.shop")}</Link></li>
          <li aria-hidden="true">/</li>
          <li><Link to={href(`/category/${product.category.slug}`)} className="hover:text-ink">{product.category.name}</Link></li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">{product.name}</li>
        </ol>
      </nav>
      <div className="mt-8 grid gap-12 md:grid-cols-2">
        <div>
          <ResponsiveImage src={main?.imageUrl ?? product.imageUrl} alt={main?.alt ?? product.name} width={800} height={800} maxWidth={1200} sizes="(min-width: 768px) 50vw, 100vw" priority className="aspect-square w-full rounded-soft object-cover" />
        </div>
        <div>
          <p className="eyebrow">{product.category.name}</p>
          <h1 className="mt-3 text-5xl">{product.name}</h1>
          <p className="mt-2 text-muted">{product.text.scent}</p>
          <p className="mt-6 text-2xl"><bdi dir="ltr">{money(product.priceMinor)}</bdi></p>
          <p className="mt-6 leading-relaxed text-ink/85">{product.text.description}</p>
          {product.hasVariants && (
            <nav aria-label={t("product.size")} className="mt-8">
              <ul className="flex flex-wrap gap-2">
                {product.variants.map((variant) => (
                  <li key={variant.id}>
                    <Link
                      to={`?variant=${variant.id}`}
                      preventScrollReset
                      replace
                      aria-current={variant.id === product.selectedVariantId ? "true" : undefined}
                      className={`inline-block rounded-full border px-4 py-2 text-sm ${variant.id === product.selectedVariantId ? "border-ink bg-ink text-background" : "border-lines"} ${variant.stock <= 0 ? "line-through opacity-50" : ""}`}
                    >
                      {variant.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Form method="post" action={href("/cart")} className="mt-8 flex gap-3">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="productId" value={product.id} />
            {product.selectedVariantId && <input type="hidden" name="variantId" value={product.selectedVariantId} />}
            <label className="sr-only" htmlFor="quantity">{t("product.quantity")}</label>
            <input id="quantity" name="quantity" type="number" min={1} max={Math.max(1, product.stock)} defaultValue={1} className="field w-24" />
            <button type="submit" disabled={!canAdd} className="btn btn-primary flex-1">
              {product.stock <= 0 && (!product.hasVariants || product.selectedVariantId) ? t("product.outOfStock") : t("product.addToCart")}
            </button>
          </Form>
          {product.hasVariants && !product.selectedVariantId && <p className="mt-3 text-sm text-muted">{t("product.selectOptions")}</p>}
          {product.stock > 0 && product.stock <= 10 && <p className="mt-3 text-sm text-accent-2">{t("product.lowStock", { count: product.stock })}</p>}
          <p className="mt-3 text-sm text-muted">{t("product.deliveryEstimate")}</p>
          <p className="mt-8 text-xs text-muted">{t("common.sku")}: <bdi dir="ltr">{product.sku}</bdi></p>
        </div>
      </div>
    </div>
  );
}
