/** The product page's review form (docs/product/reviews.md#rev-1): one schema, read by the server only. */
import { z } from "zod";

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 2000;

export const reviewSchema = z.object({
  intent: z.literal("review", { error: "validation.invalidRequest" }),
  rating: z.coerce
    .number({ error: "reviews.ratingRequired" })
    .int({ error: "reviews.ratingRequired" })
    .min(1, { error: "reviews.ratingRequired" })
    .max(5, { error: "reviews.ratingRequired" }),
  body: z
    .string({ error: "reviews.textTooShort" })
    .trim()
    .min(REVIEW_MIN_LENGTH, { error: "reviews.textTooShort" })
    .max(REVIEW_MAX_LENGTH, { error: "reviews.textTooLong" }),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
