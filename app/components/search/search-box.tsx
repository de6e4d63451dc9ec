import { Search } from "lucide-react";
import { useSearchParams } from "react-router";
import { useShop } from "~/lib/shop";

/**
 * The header search: a GET form to the shop (works without JavaScript). Submitting a blank term
 * is ignored (SPEC.md §5).
 */
export function SearchBox() {
  const { t, href } = useShop();
  const [params] = useSearchParams();
  return (
    <form
      action={href("/shop")}
      method="get"
      role="search"
      className="relative"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("search") as HTMLInputElement;
        if (!input.value.trim()) event.preventDefault();
      }}
    >
      <label htmlFor="header-search" className="sr-only">
        {t("search.label")}
      </label>
      <input
        id="header-search"
        name="search"
        type="search"
        defaultValue={params.get("search") ?? ""}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        className="h-10 w-full rounded-full border border-lines bg-surface/70 pe-10 ps-4 text-sm placeholder:text-muted focus:border-accent"
      />
      <button type="submit" className="absolute end-1 top-1 inline-flex h-8 w-8 items-center justify-center rounded-full text-muted hover:text-ink" aria-label={t("search.submit")}>
        <Search aria-hidden="true" className="h-4 w-4" />
      </button>
    </form>
  );
}
