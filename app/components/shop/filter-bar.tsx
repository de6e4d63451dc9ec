import { useHydrated } from "~/hooks/browser";
import { Form, Link, useSubmit } from "react-router";
import { SlidersHorizontal } from "lucide-react";
import { useShop } from "~/lib/shop";
import { SHOP_SORTS, type ShopQuery } from "~/lib/catalog-options";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

const SORT_KEYS: Record<(typeof SHOP_SORTS)[number], string> = {
  newest: "shop.sort.newest",
  oldest: "shop.sort.oldest",
  "price-asc": "shop.sort.priceAsc",
  "price-desc": "shop.sort.priceDesc",
  "name-asc": "shop.sort.nameAsc",
  "name-desc": "shop.sort.nameDesc",
};

const chip =
  "inline-block rounded-full border border-lines px-4 py-1.5 text-sm transition-colors hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-background peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent";

/**
 * The shop's filter bar (docs/product/catalogue.md#cat-5): a toggle with a badge counting active filters, category
 * chips, best-seller and new-arrival toggles, a reset and the six sorts. It is a GET form, so the
 * URL holds the state; with JavaScript every change applies at once, without it "Apply" does.
 */
export function FilterBar({ query, categories }: { query: ShopQuery; categories: { slug: string; name: string }[] }) {
  const { t } = useTranslator();
  const { href } = useShop();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const activeCount = (query.category ? 1 : 0) + (query.best ? 1 : 0) + (query.new ? 1 : 0);

  return (
    <Form
      method="get"
      className="mt-10 border-y border-lines py-5"
      aria-label={t("shop.filters")}
      onChange={(event) => {
        // Default values stay out of the address, so shared links are short and clean.
        const form = new FormData(event.currentTarget);
        for (const [name, value] of [...form.entries()]) {
          if (value === "" || (name === "sort" && value === "newest")) form.delete(name);
        }
        submit(form, { method: "get", preventScrollReset: true });
      }}
    >
      {query.search && <input type="hidden" name="search" value={query.search} />}
      <details open className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-4">
          <span className="inline-flex items-center gap-2 text-sm font-medium" data-testid="filter-toggle">
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            {t("shop.filters")}
            {activeCount > 0 && (
              <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs text-on-accent" aria-label={t.plural("shop.activeFilters", activeCount)} data-testid="filter-count">
                {activeCount}
              </span>
            )}
          </span>
        </summary>
        <div className="mt-5 flex flex-wrap items-end gap-x-8 gap-y-5">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-2 text-xs uppercase tracking-[0.14em] text-muted">{t("shop.categoryLabel")}</legend>
            <label className="cursor-pointer">
              <input type="radio" name="category" value="" defaultChecked={!query.category} className="peer sr-only" />
              <span className={chip}>{t("shop.categoryAll")}</span>
            </label>
            {categories.map((category) => (
              <label key={category.slug} className="cursor-pointer">
                <input type="radio" name="category" value={category.slug} defaultChecked={query.category === category.slug} className="peer sr-only" />
                <span className={chip}>{category.name}</span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <label className="cursor-pointer">
              <input type="checkbox" name="best" value="1" defaultChecked={query.best} className="peer sr-only" />
              <span className={chip}>{t("shop.bestSellers")}</span>
            </label>
            <label className="cursor-pointer">
              <input type="checkbox" name="new" value="1" defaultChecked={query.new} className="peer sr-only" />
              <span className={chip}>{t("shop.newArrivals")}</span>
            </label>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span>{t("shop.sortLabel")}</span>
            <select name="sort" defaultValue={query.sort} className="field h-10 min-h-0 w-auto py-1">
              {SHOP_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_KEYS[sort])}
                </option>
              ))}
            </select>
          </label>
          <div className="flex gap-3">
            {!hydrated && (
              <Button type="submit" variant="primary">
                {t("shop.apply")}
              </Button>
            )}
            <Link to={href(query.search ? `/shop?search=${encodeURIComponent(query.search)}` : "/shop")} className={buttonVariants({ variant: "secondary" })} preventScrollReset>
              {t("shop.reset")}
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}
