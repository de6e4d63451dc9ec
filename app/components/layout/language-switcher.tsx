import { useLocation } from "react-router";
import { LANG_NAMES, LANGS, type Lang } from "~/lib/langs";
import { useShop } from "~/lib/shop";
import { useTranslator } from "~/lib/request-context";

/** Swaps the language prefix and keeps the rest of the path (docs/product/overview.md#shop-5). Plain links: no JS needed. */
export function swapLanguage(pathname: string, search: string, lang: Lang) {
  const rest = pathname.replace(/^\/[^/]+/, "");
  return `/${lang}${rest}${search}`;
}

/** In the header's top bar ("bar"), or in the phone menu ("menu"): titled, with thumb-sized links. */
export function LanguageSwitcher({ variant = "bar" }: { variant?: "bar" | "menu" }) {
  const { t } = useTranslator();
  const { lang } = useShop();
  const location = useLocation();
  const menu = variant === "menu";
  return (
    <nav aria-labelledby={menu ? "menu-language-title" : undefined} aria-label={menu ? undefined : t("nav.language")}>
      {menu && (
        <p id="menu-language-title" className="eyebrow mb-2">
          {t("nav.language")}
        </p>
      )}
      <ul className={menu ? "flex flex-wrap items-center gap-2 text-base" : "flex items-center gap-1 text-xs"}>
        {LANGS.map((code) => (
          <li key={code}>
            <a
              href={swapLanguage(location.pathname, location.search, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? "true" : undefined}
              className={`block transition-colors ${menu ? "min-h-11 rounded-full border border-lines px-4 py-2" : "rounded px-2 py-1"} ${
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
