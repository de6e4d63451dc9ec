/**
 * The posts of a list the owner orders by hand (categories, hero slides): move one record up or
 * down, set the whole order after a drag and drop, show or hide one. `invalid` is the area's own
 * "invalid request" key; `maxItems` bounds the order's length (and so its size).
 */
import { z } from "zod";
import { UUID } from "~/lib/uuid";

export const MOVE_DIRECTIONS = ["up", "down"] as const;

export function orderedListSchemas(invalid: string, maxItems: number) {
  const id = z.string().regex(UUID, { error: invalid });
  return {
    move: z.object({ intent: z.literal("move"), id, direction: z.enum(MOVE_DIRECTIONS, { error: invalid }) }),
    /** Every record's id, first to last, comma-separated. */
    order: z.object({
      intent: z.literal("order"),
      ids: z
        .string({ error: invalid })
        .max(40 * maxItems, { error: invalid })
        .transform((value) => value.split(",").filter(Boolean))
        .refine((ids) => ids.length > 0 && ids.every((value) => UUID.test(value)) && new Set(ids).size === ids.length, { error: invalid }),
    }),
    active: z.object({ intent: z.enum(["activate", "deactivate"], { error: invalid }), id }),
  };
}
