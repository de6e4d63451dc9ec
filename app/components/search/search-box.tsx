import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Search } from "lucide-react";
import { useShop } from "~/lib/shop";

const SearchCombobox = lazy(() => import("./search-combobox"));

/**
 * The header search. It arrives as a plain GET form to the shop (works without JavaScript, and
 * costs no script on first load); the suggestion combobox (search-combobox.tsx) replaces it when the
 * browser is idle or as soon as the visitor reaches for it, keeping what they typed and the focus.
 */
export function SearchBox({ id = "header-search" }: { id?: string }) {
  const { t, href } = useShop();
  const [params] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  // What the combobox takes over from the plain field: the text typed so far, and the focus.
  const [handoff, setHandoff] = useState<{ typed?: string; focused: boolean } | null>(null);
  const enhance = () =>
    setHandoff((current) => current ?? { typed: input.current?.value, focused: document.activeElement === input.current });
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(enhance);
  }, []);

  const plain = (
    <form action={href("/shop")} method="get" role="search" className="relative" onPointerEnter={enhance}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        name="search"
        type="search"
        required
        defaultValue={params.get("search") ?? ""}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        onFocus={enhance}
        className="h-10 w-full rounded-full border border-lines bg-surface/70 pe-16 ps-4 text-sm placeholder:text-muted focus:border-accent [&::-webkit-search-cancel-button]:hidden"
      />
      <button type="submit" className="absolute end-1 top-1 inline-flex h-8 w-8 items-center justify-center rounded-full text-muted hover:text-ink" aria-label={t("search.submit")}>
        <Search aria-hidden="true" className="h-4 w-4" />
      </button>
    </form>
  );
  if (!handoff) return plain;
  return (
    <Suspense fallback={plain}>
      <SearchCombobox id={id} initialTerm={handoff.typed} autoFocus={handoff.focused} />
    </Suspense>
  );
}
