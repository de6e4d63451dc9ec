/**
 * The browser's side of the request context (app/server/request-context.server.ts): the
 * translator, language, direction and currency that shared components (components/ui: form
 * fields, amounts, toasts) read. Both layouts provide it: the storefront's from its loader's
 * texts, the admin's from its own (through AdminProvider), so the same form fields serve both.
 * `useTranslator()` is the one hook for translated text in the browser: useShop() and useAdmin()
 * carry no translator (tests/unit/translator-hook.test.ts keeps it so).
 *
 *   <TranslatorProvider lang={data.lang} messages={data.messages}>…</TranslatorProvider>
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createTranslator, type FlatMessages, type Translator } from "./i18n";
import { dirOf, INTL_LOCALES, type Lang } from "./langs";
import { BASE_CURRENCY, formatMoney, type Currency } from "./money";

function buildValue(lang: Lang, messages: FlatMessages, currency: Currency) {
  return {
    t: createTranslator(lang, messages) as Translator,
    lang,
    dir: dirOf(lang),
    locale: INTL_LOCALES[lang],
    /** The currency amounts are in when a component is not told (the visitor's; ILS in the admin). */
    currency,
    money: (minor: number, amountCurrency: Currency = currency, options?: { isolated?: boolean }) => formatMoney(minor, amountCurrency, lang, options),
  };
}

export type TranslatorValue = ReturnType<typeof buildValue>;

const TranslatorContext = createContext<TranslatorValue | null>(null);

export function TranslatorProvider({
  lang,
  messages,
  currency = BASE_CURRENCY,
  children,
}: {
  lang: Lang;
  messages: FlatMessages;
  currency?: Currency;
  children: ReactNode;
}) {
  const value = useMemo(() => buildValue(lang, messages, currency), [lang, messages, currency]);
  return <TranslatorContext.Provider value={value}>{children}</TranslatorContext.Provider>;
}

/** The translator of the layout this component renders under (storefront or admin). */
export function useTranslator(): TranslatorValue {
  const value = useContext(TranslatorContext);
  if (!value) throw new Error("useTranslator() needs a <TranslatorProvider> (the storefront and admin layouts give one)");
  return value;
}
