import { z } from "zod";
import { perLang } from "~/lib/langs";

/**
 * A form's per-language group, one `field` for each language of LANGS ({ fr: field, en: field, … }),
 * so a language added there is read from every form, never dropped by a schema that spells the
 * list out (docs/product/languages-and-currencies.md#lang-1).
 */
export function localizedSchema<T extends z.ZodType>(field: T) {
  return z.object(perLang(() => field));
}

