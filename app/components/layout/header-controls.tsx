/**
 * The currency and language choices, shared by the header and the phone menu, with their code
 * loaded apart (components/ui/hydrate-apart.tsx): until it has arrived they are the server's forms
 * and links, and a click on them is replayed once they are hydrated. (The search box is not: it is
 * already a plain form whose suggestions load when the visitor reaches for it, and it must see
 * that first touch.)
 */
import { loadedApart } from "~/components/ui/hydrate-apart";
import { CurrencySelector as CurrencySelectorHere } from "./currency-selector";
import { LanguageSwitcher as LanguageSwitcherHere } from "./language-switcher";

export const CurrencySelector = loadedApart(import.meta.env.SSR ? { component: CurrencySelectorHere } : { load: () => import("./currency-selector").then((module) => module.CurrencySelector) });
export const LanguageSwitcher = loadedApart(import.meta.env.SSR ? { component: LanguageSwitcherHere } : { load: () => import("./language-switcher").then((module) => module.LanguageSwitcher) });
