/** Search terms (SPEC.md §5): suggestions need at least 2 characters; blank terms are ignored. */
import { z } from "zod";
import { LANGS } from "~/lib/langs";

export const SEARCH_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_DEBOUNCE_MS = 300;

export const suggestionQuerySchema = z.object({
  lang: z.enum(LANGS).catch("fr"),
  q: z.string().trim().min(SEARCH_MIN_LENGTH).max(100),
});
