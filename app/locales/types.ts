/**
 * Shapes shared by the UI dictionaries (fr, en, he, ru). A dictionary is a tree of namespaces whose
 * leaves are texts or plural nodes; i18n.ts flattens it to "a.b.c" keys (a plural node becomes
 * a.b.one, a.b.other …) and chooses the form with Intl.PluralRules.
 */

/** A plural node: one text per CLDR plural category of the language, "other" always present. */
export type PluralNode = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Every dictionary has this shape (fr.ts is the reference for the keys, see the unit test). */
export type Messages = MessageTree;

export const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ["zero", "one", "two", "few", "many", "other"];

/** True for an object whose keys are all plural categories, with "other" among them, and whose values are texts. */
export function isPluralNode(value: unknown): value is PluralNode {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    "other" in value &&
    entries.every(
      ([key, text]) => (PLURAL_CATEGORIES as readonly string[]).includes(key) && typeof text === "string",
    )
  );
}
