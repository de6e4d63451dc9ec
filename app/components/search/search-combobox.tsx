import { useEffect, useLayoutEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useCombobox } from "downshift";
import { Search, X } from "lucide-react";
import { useShop } from "~/lib/shop";
import { Money } from "~/components/ui/money";
import { SEARCH_MIN_LENGTH, SUGGESTION_DEBOUNCE_MS } from "~/lib/catalog-options";
import type { Suggestion } from "~/routes/api/search";
import { useTranslator } from "~/lib/request-context";

/**
 * The header search (docs/product/overview.md#shop-8 and docs/product/catalogue.md#cat-7): an accessible combobox (Downshift) with suggestions from 2
 * characters after a 300 ms pause, at most 5, priced in the visitor's currency. Choosing one opens
 * the product; submitting opens the shop with the term. Without JavaScript it is a plain GET form.
 */
export default function SearchCombobox({
  id = "header-search",
  handoff,
}: {
  id?: string;
  /** What the plain field it replaces holds: the text typed so far, and whether it has the focus. */
  handoff?: () => { typed?: string; focused: boolean };
}) {
  const [{ typed: initialTerm, focused: autoFocus }] = useState(() => handoff?.() ?? { focused: false });
  const { t } = useTranslator();
  const { href, lang } = useShop();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm ?? params.get("search") ?? "");
  const suggested = useSuggestions(lang, term);

  // Only the answer for the term as it is now: while a newer term loads, the older list is not offered.
  const active = term.trim().length >= SEARCH_MIN_LENGTH && !suggested.loading;
  const items = active ? (suggested.answer?.suggestions ?? []) : [];
  const loading = term.trim().length >= SEARCH_MIN_LENGTH && !active;

  const combobox = useCombobox<Suggestion>({
    id,
    items,
    inputValue: term,
    itemToString: (item) => item?.name ?? "",
    // Choosing a suggestion leaves the page; nothing stays selected, so a later Enter never
    // reopens an old choice instead of searching.
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => {
      // Choosing an item navigates away; keep what the visitor typed in the box.
      // Typing is taken in the input's own onChange, during the event: Downshift calls this later, and a
      // key pressed in between would otherwise be overwritten by the older value ('ros' became 'rs').
      const { ItemClick, InputKeyDownEnter, ControlledPropUpdatedSelectedItem, InputChange } = useCombobox.stateChangeTypes;
      if (type !== ItemClick && type !== InputKeyDownEnter && type !== ControlledPropUpdatedSelectedItem && type !== InputChange) {
        setTerm(inputValue ?? "");
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) navigate(href(`/product/${selectedItem.id}`));
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps } = combobox;

  // Keys pressed between this field's first render and its arrival on screen went to the plain
  // field: take them too, and show the suggestions for what the visitor typed so far.
  useLayoutEffect(() => {
    const typed = handoff?.().typed;
    // The plain field's text lives outside React's state: this reads it once, on arrival.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed !== undefined && typed !== term) setTerm(typed);
    if (autoFocus && (typed ?? term).trim().length >= SEARCH_MIN_LENGTH) combobox.openMenu();
    // Once, when this field replaces the plain one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const showPanel = isOpen && term.trim().length >= SEARCH_MIN_LENGTH;

  /** Opens the shop with the term; blank terms are ignored (docs/product/catalogue.md#cat-7). */
  function search() {
    const trimmed = term.trim();
    if (!trimmed) return;
    combobox.closeMenu();
    navigate(`${href("/shop")}?search=${encodeURIComponent(trimmed)}`);
  }

  return (
    <form
      action={href("/shop")}
      method="get"
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <label {...getLabelProps()} className="sr-only">
        {t("search.label")}
      </label>
      <input
        {...getInputProps({
          name: "search",
          type: "search",
          placeholder: t("search.placeholder"),
          autoComplete: "off",
          autoFocus,
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => setTerm(event.currentTarget.value),
          onKeyDown: (event) => {
            // Enter without a highlighted suggestion searches; Downshift would otherwise swallow it.
            if (event.key === "Enter" && highlightedIndex < 0) {
              (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
              event.preventDefault();
              search();
            }
          },
        })}
        className="h-10 w-full rounded-full border border-lines bg-surface/70 pe-16 ps-4 text-sm placeholder:text-muted focus:border-accent [&::-webkit-search-cancel-button]:hidden"
      />
      {term && (
        <button
          type="button"
          onClick={() => {
            setTerm("");
            combobox.reset();
          }}
          className="absolute end-9 top-1 inline-flex h-8 w-8 items-center justify-center rounded-full text-muted hover:text-ink"
          aria-label={t("search.clear")}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
      <button type="submit" className="absolute end-1 top-1 inline-flex h-8 w-8 items-center justify-center rounded-full text-muted hover:text-ink" aria-label={t("search.submit")}>
        <Search aria-hidden="true" className="h-4 w-4" />
      </button>
      {/* As wide as the field on a phone; on a large screen, where the header's field is narrow, wide
          enough to read names (growing toward the page from the field's end edge). */}
      <div
        className={
          showPanel
            ? "absolute end-0 top-12 z-50 w-full min-w-full overflow-hidden rounded-soft border border-lines bg-surface shadow-lg lg:w-[min(28rem,calc(100vw-2rem))]"
            : "hidden"
        }
        data-testid="search-suggestions"
      >
        <ul {...getMenuProps()} aria-label={t("search.suggestions")}>
          {showPanel &&
            items.map((item, index) => (
              <li
                key={item.id}
                {...getItemProps({ item, index })}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-4 py-3 text-sm ${highlightedIndex === index ? "bg-accent-soft" : ""}`}
              >
                {/* Names wrap rather than being cut. */}
                <span className="min-w-0">
                  <span className="block font-medium [overflow-wrap:anywhere]">{item.name}</span>
                  <span className="block text-xs text-muted">{item.category}</span>
                </span>
                <span className="shrink-0 text-muted">
                  {item.fromPrice && `${t("common.from")} `}
                  <Money minor={item.priceMinor} />
                </span>
              </li>
            ))}
        </ul>
        {showPanel && items.length === 0 && (
          <p className="px-4 py-3 text-sm text-muted" role="status">
            {loading ? t("search.loading") : t("search.noResults")}
          </p>
        )}
      </div>
    </form>
  );
}

interface SuggestionsAnswer {
  q: string;
  suggestions: Suggestion[];
}

/**
 * The suggestions for `term` (docs/product/catalogue.md#cat-7), asked SUGGESTION_DEBOUNCE_MS after the last key, each
 * older question cancelled. A plain request rather than a React Router fetcher: suggestions are a
 * help, and a fetcher's failure goes to the route's error boundary, which for the header is the
 * whole page's error screen; a fetcher holding an answer is also asked again after every form the
 * page sends (a currency change, an add to cart). A failed request here just offers nothing.
 */
function useSuggestions(lang: string, term: string): { answer?: SuggestionsAnswer; loading: boolean } {
  const [answer, setAnswer] = useState<SuggestionsAnswer>();
  useEffect(() => {
    const trimmed = term.trim();
    if (trimmed.length < SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?lang=${lang}&q=${encodeURIComponent(trimmed)}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then(async (response) => (response.ok ? ((await response.json()) as SuggestionsAnswer) : { q: trimmed, suggestions: [] }))
        .catch(() => ({ q: trimmed, suggestions: [] }))
        .then((received) => {
          if (!controller.signal.aborted) setAnswer({ q: trimmed, suggestions: received.suggestions ?? [] });
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, lang]);
  return { answer, loading: answer?.q !== term.trim() };
}
