/** Search terms (docs/product/catalogue.md#cat-7): suggestions need at least 2 characters; blank terms are ignored. */
import { z } from "zod";
import { LANGS } from "~/lib/langs";

import { SEARCH_MIN_LENGTH } from "~/lib/catalog-options";

export { SEARCH_MIN_LENGTH, SUGGESTION_LIMIT, SUGGESTION_DEBOUNCE_MS } from "~/lib/catalog-options";

export const suggestionQuerySchema = z.object({
  lang: z.enum(LANGS).catch("fr"),
  q: z.string().trim().min(SEARCH_MIN_LENGTH).max(100),
});
