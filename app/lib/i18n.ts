/**
 * Text lookup by dotted key (docs/product/languages-and-currencies.md#lang-1): the page's language, then French, then the default the
 * caller gives, then the key itself. Dictionaries are flattened once into "a.b.c" → text maps; the
 * server merges admin overrides (static_translations) and the French fallback before a map reaches
 * the browser, so the browser holds one flat map for its language.
 */
import { INTL_LOCALES, type Lang } from "./langs";

export type FlatMessages = Record<string, string>;
export type Params = Record<string, string | number>;

const PLURAL_CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

interface Tree {
  [key: string]: string | Tree;
}

/** Flattens nested dictionaries: { a: { b: "x" } } → { "a.b": "x" }. Plural nodes become a.b.one … */
export function flatten(tree: Tree, prefix = "", out: FlatMessages = {}): FlatMessages {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

/**
 * The text of every key for one language: the admin's override in that language, else the
 * dictionary's, else the French override, else the French dictionary.
 */
export function mergeMessages(
  own: FlatMessages,
  french: FlatMessages,
  overrides: { own: FlatMessages; french: FlatMessages },
): FlatMessages {
  return { ...french, ...overrides.french, ...own, ...overrides.own };
}

function interpolate(text: string, params?: Params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

const pluralRulesCache = new Map<Lang, Intl.PluralRules>();
function pluralRules(lang: Lang) {
  let rules = pluralRulesCache.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALES[lang]);
    pluralRulesCache.set(lang, rules);
  }
  return rules;
}

// One number format per language, made once: building an Intl object costs far more than using it
// (the profile of docs/product/performance-and-operations.md#ops-3 found one made per t.plural call).
const countFormatCache = new Map<Lang, Intl.NumberFormat>();
function countFormat(lang: Lang) {
  let format = countFormatCache.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[lang]);
    countFormatCache.set(lang, format);
  }
  return format;
}

export interface Translator {
  lang: Lang;
  /** The text for `key` with {placeholders} filled in; `fallback` is used when no language has it. */
  (key: string, params?: Params, fallback?: string): string;
  /** The plural form of `key` for `count` (Intl.PluralRules); {count} is filled in. */
  plural(key: string, count: number, params?: Params): string;
  has(key: string): boolean;
}

export function createTranslator(lang: Lang, messages: FlatMessages): Translator {
  const t = ((key: string, params?: Params, fallback?: string) =>
    interpolate(messages[key] ?? fallback ?? key, params)) as Translator;
  t.lang = lang;
  t.has = (key) => key in messages;
  t.plural = (key, count, params) => {
    const category = pluralRules(lang).select(count);
    const text = messages[`${key}.${category}`] ?? messages[`${key}.other`];
    const formatted = countFormat(lang).format(count);
    return interpolate(text ?? key, { count: formatted, ...params });
  };
  return t;
}

export function isPluralKey(key: string) {
  const last = key.slice(key.lastIndexOf(".") + 1);
  return PLURAL_CATEGORIES.has(last);
}
