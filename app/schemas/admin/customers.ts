/**
 * The customer page's forms (docs/product/admin-back-office.md#adm-5): an internal note, a loyalty points adjustment with
 * its reason, and the erasure. Messages are keys of app/locales/admin/customers.ts.
 */
import { z } from "zod";

export const NOTE_MAX_LENGTH = 2000;
export const REASON_MAX_LENGTH = 200;
/** Far above any real adjustment: a typo of three zeros is refused rather than credited. */
export const MAX_POINTS_ADJUSTMENT = 100_000;

export const customerNoteSchema = z.object({
  body: z
    .string({ error: "customers.errors.noteRequired" })
    .trim()
    .min(1, { error: "customers.errors.noteRequired" })
    .max(NOTE_MAX_LENGTH, { error: "customers.errors.noteTooLong" }),
});

export const adjustPointsSchema = z.object({
  points: z.coerce
    .number({ error: "customers.errors.pointsInvalid" })
    .int({ error: "customers.errors.pointsInvalid" })
    .min(-MAX_POINTS_ADJUSTMENT, { error: "customers.errors.pointsInvalid" })
    .max(MAX_POINTS_ADJUSTMENT, { error: "customers.errors.pointsInvalid" })
    .refine((n) => n !== 0, { error: "customers.errors.pointsInvalid" }),
  reason: z
    .string({ error: "customers.errors.reasonRequired" })
    .trim()
    .min(3, { error: "customers.errors.reasonRequired" })
    .max(REASON_MAX_LENGTH, { error: "customers.errors.reasonTooLong" }),
});
export type AdjustPointsInput = z.infer<typeof adjustPointsSchema>;

/** The erasure is confirmed in a dialog; the form carries the intent only. */
export const eraseCustomerSchema = z.object({ confirm: z.literal("erase", { error: "customers.errors.invalidRequest" }) });
