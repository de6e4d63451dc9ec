import { useLocation } from "react-router";
import { LANG_NAMES, LANGS, type Lang } from "~/lib/langs";
import { useShop } from "~/lib/shop";

/** Swaps the language prefix and keeps the rest of the path (SPEC.md §2). Plain links: no JS needed. */
export function swapLanguage(pathname: string, search: string, lang: Lang) {
  const rest = pathname.replace(/^\/[^/]+/, "");
  return `/${lang}${rest}${search}`;
}

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { lang, t } = useShop();
  const location = useLocation();
  return (
    <nav aria-label={t("nav.language")} className={className}>
      <ul className="flex items-center gap-1 text-xs">
        {LANGS.map((code) => (
          <li key={code}>
            <a
              href={swapLanguage(location.pathname, location.search, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? "true" : undefined}
              className={`block rounded px-2 py-1 transition-colors ${
                code === lang ? "bg-ink text-background" : "text-muted hover:text-ink"
              }`}
            >
              {LANG_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
