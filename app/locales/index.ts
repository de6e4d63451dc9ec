/** The UI dictionaries of the four storefront languages (docs/product/languages-and-currencies.md#lang-1). French is the fallback. */
import type { Lang } from "~/lib/langs";
import en from "./en";
import fr from "./fr";
import he from "./he";
import ru from "./ru";
import type { MessageTree } from "./types";

export const dictionaries: Record<Lang, MessageTree> = { fr, en, he, ru };

export type { MessageTree, Messages, PluralNode } from "./types";
export { isPluralNode, PLURAL_CATEGORIES } from "./types";
