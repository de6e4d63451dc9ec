/**
 * The storefront's texts travel as hashed, cacheable files (docs/product/performance-and-operations.md#ops-3), not inside each
 * page: a page names its key group's file (`/i18n/<lang>/<group>.<hash>.json`, from the language
 * layout's loader), the browser fetches it once and keeps it (immutable: the hash changes when the
 * owner edits a text), and every later page of that group costs no text bytes. On the product
 * page the texts were 15 KB of the HTML (4 KB compressed) on every visit.
 *
 * The same table serves both sides: on the server the layout's loader puts the texts it names in
 * (`rememberDictionary`), so the page renders with them; in the browser entry.client.tsx loads the
 * page's file before hydrating, and the layout's clientLoader the next group's before a navigation
 * renders.
 */
import type { FlatMessages } from "./i18n";

/** The files kept: 4 languages × 22 key groups, with room for an edit's new versions. */
const KEPT = 128;
const loaded = new Map<string, FlatMessages>();
const loading = new Map<string, Promise<FlatMessages>>();

/** Keeps `messages` as the contents of `url` (the server, after computing them). */
export function rememberDictionary(url: string, messages: FlatMessages) {
  // Most recently used last, so that the oldest version goes first.
  loaded.delete(url);
  loaded.set(url, messages);
  if (loaded.size > KEPT) loaded.delete(loaded.keys().next().value!);
}

/** The texts of a file already loaded or remembered. */
export function dictionaryAt(url: string): FlatMessages {
  const messages = loaded.get(url);
  if (!messages) throw new Error(`The texts ${url} are not loaded.`);
  return messages;
}

/** Fetches a file's texts (once; concurrent callers share the request). */
export function loadDictionary(url: string): Promise<FlatMessages> {
  const known = loaded.get(url);
  if (known) return Promise.resolve(known);
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: "same-origin" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The texts ${url} answered ${response.status}.`);
        const messages = (await response.json()) as FlatMessages;
        rememberDictionary(url, messages);
        return messages;
      })
      .finally(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/** Marks the page's file in <head>, for entry.client.tsx to load before hydrating. */
export const DICTIONARY_LINK_ATTRIBUTE = "data-dictionary";
