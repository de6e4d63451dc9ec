/**
 * The address of a key group's texts as a file (app/lib/dictionary.ts): the language, the group,
 * and a hash of the texts, so that the file can be cached for a year and an edited text gets a new
 * address. routes/i18n.ts serves it.
 */
import { createHash } from "node:crypto";
import type { FlatMessages } from "~/lib/i18n";
import { LANGS, type Lang } from "~/lib/langs";
import { PAGE_KEYS } from "~/locales/groups";
import { messagesFor } from "./messages.server";
import { messagesForGroup } from "~/locales/groups";

// A group's texts are one object until the owner edits a text (messagesForGroup keeps it), so
// each is hashed once.
const hashes = new WeakMap<FlatMessages, string>();

function hashOf(messages: FlatMessages) {
  let hash = hashes.get(messages);
  if (!hash) {
    hash = createHash("sha256").update(JSON.stringify(messages)).digest("base64url").slice(0, 16);
    hashes.set(messages, hash);
  }
  return hash;
}

/** A group's name in an address: "/:lang/product/:id" → "product-id", "/:lang" → "home". */
function slugOf(group: string) {
  const rest = group.replace(/^\/:lang\/?/, "");
  if (rest === "") return "home";
  if (rest === "*") return "other";
  return rest.replace(/[/:]+/g, "-").replace(/^-|-$/g, "");
}

const groupsBySlug = new Map(PAGE_KEYS.map(({ pattern }) => [slugOf(pattern), pattern]));

export interface DictionaryFile {
  url: string;
  messages: FlatMessages;
}

/** The file of `group`'s texts in `lang`, from the language's merged texts. */
export function dictionaryFile(lang: Lang, group: string, allMessages: FlatMessages): DictionaryFile {
  const messages = messagesForGroup(allMessages, group);
  return { url: `/i18n/${lang}/${slugOf(group)}.${hashOf(messages)}.json`, messages };
}

/**
 * What `/i18n/<lang>/<file>` holds: the group's texts now, and whether the asked hash is theirs (a
 * page cached before the owner edited a text asks for the old one: it gets today's texts, uncached).
 */
export async function readDictionaryFile(lang: string, file: string): Promise<(DictionaryFile & { current: boolean }) | undefined> {
  const match = /^([a-z-]+)\.([A-Za-z0-9_-]{16})\.json$/.exec(file);
  const group = match ? groupsBySlug.get(match[1]) : undefined;
  if (!match || !group || !(LANGS as readonly string[]).includes(lang)) return undefined;
  const found = dictionaryFile(lang as Lang, group, await messagesFor(lang as Lang));
  return { ...found, current: found.url.endsWith(`.${match[2]}.json`) };
}
