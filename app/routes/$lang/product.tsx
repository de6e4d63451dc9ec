import { Check } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/product";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { selectionOf, selectionSearch, variantChoices, type Dimension, type Selection } from "~/lib/variants";
import { factTexts } from "~/features/catalog/variant-facts.server";
import { OPTIONS_MISSING_PARAM } from "~/lib/cart-return";
import { breadcrumbLd } from "~/lib/structured-data";
import { addStructuredData, productStructuredData } from "~/features/content/structured-data.server";
import {
  countViewers,
  ensureMainImage,
  frequentlyBoughtTogether,
  getProduct,
  recommendations,
} from "~/features/catalog/catalog.server";
import { toCardView } from "~/features/catalog/pricing.server";
import { DEFAULT_LOW_STOCK_THRESHOLD, getSiteSettings } from "~/features/content/settings.server";
import { BackInStockError, requestBackInStock, type BackInStockRefusal } from "~/features/stock/back-in-stock.server";
import { approvedReviews, ownReview, ReviewError, submitReview } from "~/features/reviews/reviews.server";
import { requestContext } from "~/server/request-context.server";
import { reviewSchema } from "~/schemas/review";
import { backInStockSchema } from "~/schemas/back-in-stock";
import { formAction } from "~/server/form-action.server";
import { limitClient, limitCustomer, retryHeaders } from "~/server/rate-limit.server";
import { logger } from "~/server/logger.server";
import { env } from "~/server/env.server";
import { ProductGallery } from "~/components/product/product-gallery";
import { PurchasePanel } from "~/components/product/purchase-panel";
import { ProductGrid, SoldOutBadge } from "~/components/product/product-card";
import { ReviewsSection, type ReviewActionData } from "~/components/product/reviews-section";
import { WishlistHeart } from "~/components/product/wishlist-heart";
import { swatchOf } from "~/lib/swatches";
import { readFormData } from "~/server/form-data.server";
import { useLiveViewers } from "~/components/layout/live-viewers";
import { BACK_IN_STOCK_INTENT, BackInStockForm as BackInStockFormHere, type BackInStockActionData } from "~/components/product/back-in-stock-form";
import { loadedApart } from "~/components/ui/hydrate-apart";
import { Money } from "~/components/ui/money";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, pricing, visitor, t } = requestContext(context);
  const product = await getProduct(params.id, lang);
  if (!product) return data({ found: false as const }, { status: 404 });
  const url = new URL(request.url);
  const [imageUrl, site, reviews] = await Promise.all([ensureMainImage(product), getSiteSettings(), approvedReviews(product.id)]);
  const myReview = visitor.user ? await ownReview(visitor.user.id, product.id) : null;

  // The honest "people viewing" count (docs/product/reviews.md#rev-5) as the same for every visitor, so the page can
  // be cached: the page's beacon (/api/visit) records this view and brings the count with it.
  const [viewers, together] = await Promise.all([
    countViewers(product.id),
    frequentlyBoughtTogether(product.id, product.category.slug, lang),
  ]);
  // 'Vous aimerez aussi' shows none of the products already in 'Souvent achetés ensemble'.
  const recommended = await recommendations(product.id, lang, { exclude: together.map((p) => p.id) });

  // Variant selection from ?variant= (shared links) or the partial ?size=&color=&scent= choice.
  const variantRows = product.variants.map((v) => ({ ...v, color: v.color ?? "" }));
  const fromParam = variantRows.find((v) => v.id === url.searchParams.get("variant"));
  const requested: Selection = fromParam
    ? selectionOf(fromParam)
    : {
        size: url.searchParams.get("size") ?? undefined,
        color: url.searchParams.get("color") ?? undefined,
        scentVariant: url.searchParams.get("scent") ?? undefined,
      };
  const choices = variantChoices(variantRows, requested);
  const selected = choices.match;
  // What the shopper can buy of this choice: a variant's units are taken from the product row too.
  const stock = selected ? Math.min(selected.stock, product.stock) : product.availableStock;
  const label = (dimension: Dimension, value: string) => {
    const row = variantRows.find((v) => v[dimension] === value);
    return dimension === "color" ? (row?.colorLabel || value) : value;
  };

  const origin = env().publicUrl;
  addStructuredData(context, [
    // The same code builds it for the SEO report (seo-pro), so the report checks what is served.
    await productStructuredData(product, lang, { reviews }),
    breadcrumbLd([
      { name: "Home", url: `${origin}/${lang}` },
      { name: "Shop", url: `${origin}/${lang}/shop` },
      { name: product.category.name, url: `${origin}/${lang}/category/${product.category.slug}` },
      { name: product.text.name, url: `${origin}/${lang}/product/${product.id}` },
    ]),
  ]);

  return data(
    {
      found: true as const,
      product: {
        id: product.id,
        sku: selected?.sku ?? product.sku,
        name: product.text.name,
        // The chosen variant's own weight, dimensions and burn time replace the product's.
        text: { ...product.text, ...(selected ? factTexts(selected, t) : {}) },
        category: product.category,
        hasVariants: product.hasVariants,
        badges: { featured: product.featured, bestSeller: product.bestSeller, newArrival: product.newArrival, natural: product.natural, artisanal: product.artisanal },
        imageUrl: selected?.imageUrl ?? imageUrl,
        images: product.images,
        // Until a variant is chosen, the page shows the card's "from" price (docs/product/catalogue.md#cat-9).
        priceMinor: pricing.convert(selected ? product.priceIlsMinor + selected.priceAdjustmentMinor : product.fromPriceIlsMinor),
        priceIsFrom: product.hasVariants && !selected,
        stock,
        // 'Plus que N en stock' from this stock down (a site setting, docs/product/admin-back-office.md#adm-15).
        lowStockThreshold: site?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
        selectedVariantId: selected?.id ?? null,
        // A no-JavaScript add without a full choice comes back here to say what is missing.
        optionsMissing: url.searchParams.has(OPTIONS_MISSING_PARAM) && product.hasVariants && !selected,
        variantGroups: choices.groups.map((group) => ({
          dimension: group.dimension,
          options: group.options.map((option) => ({
            value: option.value,
            label: label(group.dimension, option.value),
            swatch: group.dimension === "color" ? swatchOf(option.value) : null,
            available: option.available,
            selected: option.selected,
            search: selectionSearch(variantRows, option.next),
          })),
        })),
      },
      viewers,
      reviews,
      myReview,
      together: together.map((p) => toCardView(p, pricing)),
      recommended: recommended.map((p) => toCardView(p, pricing)),
    },
  );
}

/**
 * The page's two forms, told apart by their intent: "review", a signed-in customer's review
 * (docs/product/reviews.md#rev-1), stored as pending until it is approved; and "back-in-stock", anyone's
 * "Prévenez-moi" on a sold-out product or variant (docs/product/catalogue.md#cat-17).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  if (formData.get("intent") === BACK_IN_STOCK_INTENT) return backInStockAction(request, params.id, formData, context);
  return reviewAction(request, params.id, formData, context);
}

/** What each refusal of the back-in-stock service says at the form, and its status. */
const REFUSALS: Record<BackInStockRefusal, { message: string; status: number }> = {
  not_found: { message: "product.notFound", status: 404 },
  choose_variant: { message: "backInStock.chooseOptions", status: 400 },
  in_stock: { message: "backInStock.inStock", status: 409 },
  consent_required: { message: "backInStock.consentRequired", status: 400 },
  too_many: { message: "backInStock.tooMany", status: 429 },
};

async function backInStockAction(request: Request, productId: string, formData: FormData, context: Route.ActionArgs["context"]) {
  return formAction({ request, context }, {
    schema: backInStockSchema,
    form: formData,
    answer: { form: "back-in-stock" as const, status: "invalid" as const },
    invalid: async (submission) => {
      // A body refused for its shape (submission.server.ts) counts against the limit; a typo does not.
      if (submission.refused) await limitClient(request, "/shop/newsletter");
    },
    submit: async (value, { submission, lang }) => {
      // Requests per client address, counted with the newsletter's sign-ups (rate-limit.server.ts):
      // nothing is stored past the limit. Only valid submissions count.
      const limit = await limitClient(request, "/shop/newsletter");
      if (!limit.allowed) {
        return data<BackInStockActionData>(
          { form: "back-in-stock", status: "refused", result: submission.reply({ formErrors: ["validation.tooManySignUps"] }) },
          { status: 429, headers: retryHeaders(limit) },
        );
      }
      const { variantId, email } = value;
      try {
        // A second request while the first waits is accepted quietly: the shopper sees the same answer.
        await requestBackInStock(productId, variantId, email, lang, true);
        return data<BackInStockActionData>({ form: "back-in-stock", status: "waiting", result: submission.reply({ resetForm: true }) });
      } catch (error) {
        if (error instanceof BackInStockError) {
          const refusal = REFUSALS[error.code];
          const reply = error.code === "consent_required" ? submission.reply({ fieldErrors: { consent: [refusal.message] } }) : submission.reply({ formErrors: [refusal.message] });
          return data<BackInStockActionData>({ form: "back-in-stock", status: "refused", result: reply }, { status: refusal.status });
        }
        logger.error({ err: error }, "back-in-stock request failed");
        return data<BackInStockActionData>({ form: "back-in-stock", status: "error", result: submission.reply({ formErrors: ["backInStock.error"] }) }, { status: 503 });
      }
    },
  });
}

async function reviewAction(request: Request, productId: string, formData: FormData, context: Route.ActionArgs["context"]) {
  const { visitor } = requestContext(context);
  const user = visitor.user;
  if (!user) return data<ReviewActionData>({ ok: false, formError: "reviews.signInToReview" }, { status: 401 });
  return formAction({ request, context }, {
    schema: reviewSchema,
    form: formData,
    // The fields as sent, as the schema reads them (its rating coerces itself, its text is trimmed).
    disableAutoCoercion: true,
    answer: { ok: false as const },
    // The review form shows one message per field, or the form's own (reviews-section-content.tsx).
    invalid: (submission) => {
      const fieldErrors: { rating?: string; body?: string } = {};
      for (const field of ["rating", "body"] as const) {
        const [message] = submission.error?.[field] ?? [];
        if (message) fieldErrors[field] = message;
      }
      const formError = Object.keys(fieldErrors).length ? undefined : "validation.invalidRequest";
      return { fieldErrors, formError };
    },
    submit: async (value, { lang }) => {
      // Reviews per customer (rate-limit.server.ts): nothing is stored past the limit.
      const limit = await limitCustomer(user.id, "/shop/review");
      if (!limit.allowed) return data<ReviewActionData>({ ok: false, formError: "validation.tooManyRequests" }, { status: 429, headers: retryHeaders(limit) });
      try {
        await submitReview(user.id, productId, value.rating, value.body, lang);
      } catch (error) {
        if (error instanceof ReviewError) {
          const status = error.code === "product_not_found" ? 404 : 400;
          return data<ReviewActionData>({ ok: false, formError: status === 404 ? "product.notFound" : "validation.invalidRequest" }, { status });
        }
        throw error;
      }
      return data<ReviewActionData>({ ok: true });
    },
  });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  if (!data?.found) return pageMeta({ matches, location, title: "product.notFound", noindex: true });
  const image = data.product.imageUrl?.startsWith("/media/") ? data.product.imageUrl.replace("/media/", "/img/") + "?w=1200&h=1200" : undefined;
  return [
    ...pageMeta({ matches, location, title: data.product.text.seoTitle || data.product.name, description: data.product.text.seoDescription || data.product.text.description, type: "product", image: image ? `${(matches.find((m) => m?.id === "routes/$lang/layout")?.data as { origin?: string } | undefined)?.origin ?? ""}${image}` : undefined }),
  ];
};

/** Shown only while the chosen variant is out of stock: its code is loaded apart (hydrate-apart.tsx); until then it is a form that posts. */
const BackInStockForm = loadedApart(import.meta.env.SSR ? { component: BackInStockFormHere } : { load: () => import("~/components/product/back-in-stock-form").then((module) => module.BackInStockForm) });

const pickerId = (dimension: Dimension) => `picker-${dimension}`;

const DIMENSION_KEYS: Record<Dimension, string> = { size: "product.size", color: "product.color", scentVariant: "product.scentVariant" };

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href } = useShop();
  // The served "people viewing" count, then the beacon's, which counts this visitor too (docs/product/reviews.md#rev-5).
  const viewers = useLiveViewers(loaderData.found ? loaderData.product.id : "", loaderData.found ? loaderData.viewers : 0);
  if (!loaderData.found) {
    return (
      <div className="mx-auto max-w-xl px-6 py-28 text-center">
        <h1 className="text-4xl">{t("product.notFound")}</h1>
        <p className="mt-4 text-muted">{t("product.notFoundText")}</p>
        <Link to={href("/shop")} className={buttonVariants({ variant: "primary", className: "mt-8" })}>{t("product.backToShop")}</Link>
      </div>
    );
  }
  const { product, reviews, myReview, together, recommended } = loaderData;
  // Each form reads its own answer: the review form's carries no `form` name.
  const backInStockAnswer = actionData && "form" in actionData ? actionData : undefined;
  const reviewAnswer = actionData && !("form" in actionData) ? actionData : undefined;
  const badges = [
    product.badges.featured && "product.badgeFeatured",
    product.badges.bestSeller && "product.badgeBestSeller",
    product.badges.newArrival && "product.badgeNewArrival",
    product.badges.natural && "product.badgeNatural",
    product.badges.artisanal && "product.badgeArtisanal",
  ].filter(Boolean) as string[];
  const details: [string, string][] = (
    [
      ["product.burnTime", product.text.burnTime],
      ["product.weight", product.text.weight],
      ["product.dimensions", product.text.dimensions],
      ["product.waxType", product.text.waxType],
      ["product.wickType", product.text.wickType],
      ["product.containerType", product.text.containerType],
      ["product.manufacturingCountry", product.text.manufacturingCountry],
    ] as [string, string][]
  ).filter(([, value]) => value);
  const needsVariant = product.hasVariants && !product.selectedVariantId;
  const soldOut = product.stock <= 0;
  const firstMissing = product.variantGroups.find((group) => !group.options.some((option) => option.selected));
  return (
    <div className="mx-auto max-w-screen-xl px-6 py-10 md:py-14">
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
      <div className="mt-8 grid gap-10 md:grid-cols-2 md:gap-16">
        {/* On a desktop the pictures stay in view while the details beside them scroll. */}
        <div className="md:sticky md:top-32 md:self-start" data-testid="product-gallery-column">
          <ProductGallery images={product.images} mainImage={product.imageUrl} name={product.name} />
        </div>
        <div>
          <ul className="flex flex-wrap gap-2">
            {badges.map((key) => (
              <li key={key} className="rounded-full border border-lines px-3 py-0.5 text-[0.7rem] uppercase tracking-[0.12em] text-muted">{t(key)}</li>
            ))}
          </ul>
          <div className="mt-5 flex items-start justify-between gap-4">
            <h1 className="text-5xl md:text-6xl">{product.name}</h1>
            <WishlistHeart productId={product.id} size="lg" className="mt-2 shrink-0" />
          </div>
          <p className="mt-2 text-lg text-muted">{product.text.scent}</p>
          <div className="mt-6 flex flex-wrap items-baseline gap-x-4 gap-y-2">
            <p className="text-3xl" data-testid="product-price">
              {product.priceIsFrom && <span className="text-xl text-muted">{t("common.from")} </span>}
              <Money minor={product.priceMinor} />
            </p>
            {soldOut && <SoldOutBadge />}
          </div>
          <dl className="mt-3 flex flex-wrap gap-x-6 text-sm text-muted">
            <div className="flex gap-1"><dt>{t("common.term", { label: t("common.category") })}</dt><dd><Link to={href(`/category/${product.category.slug}`)} className="underline-offset-4 hover:underline">{product.category.name}</Link></dd></div>
            <div className="flex gap-1"><dt>{t("common.term", { label: t("common.sku") })}</dt><dd><bdi dir="ltr">{product.sku}</bdi></dd></div>
          </dl>
          {viewers >= 2 && <p className="mt-4 text-sm text-accent-2" data-testid="viewers">{t.plural("product.viewing", viewers)}</p>}
          <p className="mt-6 max-w-prose leading-relaxed text-ink/85">{product.text.description}</p>

          {product.variantGroups.map((group) => (
            <fieldset key={group.dimension} id={pickerId(group.dimension)} className="mt-7 scroll-mt-28">
              <legend className="eyebrow mb-3">{t(DIMENSION_KEYS[group.dimension])}</legend>
              <ul className="flex flex-wrap gap-2">
                {group.options.map((option) => (
                  <li key={option.value}>
                    <Link
                      to={option.search}
                      replace
                      preventScrollReset
                      aria-current={option.selected ? "true" : undefined}
                      aria-disabled={!option.available || undefined}
                      aria-label={option.available ? option.label : `${option.label} — ${t("product.unavailable")}`}
                      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm transition-colors ${option.selected ? "border-ink bg-ink text-background" : "border-lines hover:border-ink"} ${option.available ? "" : "text-muted line-through decoration-1"}`}
                    >
                      {option.swatch && (
                        // A light edge on the chosen (dark) pill: the black swatch is the pill's own colour.
                        <span aria-hidden="true" className={`inline-block h-4 w-4 rounded-full border ${option.selected ? "border-background/80 ring-1 ring-background/40" : "border-ink/20"}`} style={{ backgroundColor: option.swatch }} data-testid="swatch" />
                      )}
                      {option.label}
                      {option.selected && <Check aria-hidden="true" className="h-3.5 w-3.5" />}
                    </Link>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}

          <PurchasePanel
            key={product.selectedVariantId ?? "base"}
            productId={product.id}
            variantId={product.selectedVariantId}
            name={product.name}
            unitMinor={product.priceMinor}
            priceIsFrom={product.priceIsFrom}
            stock={product.stock}
            needsVariant={needsVariant}
            firstMissingPicker={firstMissing ? pickerId(firstMissing.dimension) : null}
            lowStockThreshold={product.lowStockThreshold}
            optionsMissing={product.optionsMissing}
          />

          {/* "Prévenez-moi": on a sold-out choice (a product without variants, or a chosen variant). */}
          {soldOut && !needsVariant && (
            <div className="mt-8">
              <BackInStockForm key={product.selectedVariantId ?? "product"} variantId={product.selectedVariantId} answer={backInStockAnswer} />
            </div>
          )}
          {soldOut && needsVariant && <p className="mt-6 text-sm text-muted" data-testid="back-in-stock-choose">{t("backInStock.chooseOptions")}</p>}

          <div className="mt-10 divide-y divide-lines border-y border-lines">
            {details.length > 0 && (
              <details className="group py-4" open>
                <summary className="flex cursor-pointer list-none items-center justify-between font-display text-xl">{t("product.details")}<span aria-hidden="true" className="transition-transform group-open:rotate-45">+</span></summary>
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                  {details.map(([key, value]) => (
                    <div key={key} className="contents"><dt className="text-muted">{t(key)}</dt><dd>{value}</dd></div>
                  ))}
                </dl>
              </details>
            )}
            {product.text.careInstructions && (
              <details className="group py-4">
                <summary className="flex cursor-pointer list-none items-center justify-between font-display text-xl">{t("product.careInstructions")}<span aria-hidden="true" className="transition-transform group-open:rotate-45">+</span></summary>
                <p className="mt-4 text-sm leading-relaxed text-ink/85">{product.text.careInstructions}</p>
              </details>
            )}
          </div>
        </div>
      </div>

      <ReviewsSection summary={reviews} own={myReview} actionData={reviewAnswer} />

      {together.length > 0 && (
        <section className="mt-24" aria-labelledby="together-title" data-below-fold="">
          <h2 id="together-title" className="mb-10 text-4xl">{t("product.frequentlyBoughtTogether")}</h2>
          <ProductGrid products={together} layout="row" />
        </section>
      )}
      {recommended.length > 0 && (
        <section className="mt-24" aria-labelledby="recommended-title" data-below-fold="">
          <h2 id="recommended-title" className="mb-10 text-4xl">{t("product.recommendations")}</h2>
          <ProductGrid products={recommended} layout="row" />
        </section>
      )}
    </div>
  );
}
