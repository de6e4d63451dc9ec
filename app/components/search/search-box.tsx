import { lazy, startTransition, Suspense, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Search } from "lucide-react";
import { useShop } from "~/lib/shop";
import { useTranslator } from "~/lib/request-context";

const SearchCombobox = lazy(() => import("./search-combobox"));

/**
 * The header search. It arrives as a plain GET form to the shop (works without JavaScript, and
 * costs no script on first load); the suggestion combobox (search-combobox.tsx) replaces it as soon
 * as the visitor reaches for it (pointer or focus), keeping what they typed and the focus.
 */
export function SearchBox({ id = "header-search" }: { id?: string }) {
  const { t } = useTranslator();
  const { href } = useShop();
  const [params] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  // What the plain field holds, kept here: the field itself is gone by the time the combobox that
  // replaces it is on screen, and keys pressed meanwhile must not be lost.
  const typed = useRef<string | undefined>(undefined);
  const [enhanced, setEnhanced] = useState(false);
  const enhance = () => startTransition(() => setEnhanced(true));
  // Read when the combobox renders and again when it is on screen, so nothing typed is lost.
  const handoff = () => ({ typed: typed.current ?? input.current?.value, focused: document.activeElement === input.current });

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
        onInput={(event) => {
          typed.current = event.currentTarget.value;
        }}
        className="h-10 w-full rounded-full border border-lines bg-surface/70 pe-16 ps-4 text-sm placeholder:text-muted focus:border-accent [&::-webkit-search-cancel-button]:hidden"
      />
      <button type="submit" className="absolute end-1 top-1 inline-flex h-8 w-8 items-center justify-center rounded-full text-muted hover:text-ink" aria-label={t("search.submit")}>
        <Search aria-hidden="true" className="h-4 w-4" />
      </button>
    </form>
  );
  // The switch runs as a transition, so React keeps this very field on screen (with its focus and
  // text) until the combobox has loaded, then swaps them in one go.
  return <Suspense fallback={plain}>{enhanced ? <SearchCombobox id={id} handoff={handoff} /> : plain}</Suspense>;
}
