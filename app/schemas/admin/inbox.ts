/**
 * The forms of the review queue, the messages inbox and the mail outbox (docs/product/admin-back-office.md#adm-7). One
 * schema per form, shared by the page and its action. Messages are admin dictionary keys.
 */
import { z } from "zod";
import { UUID } from "~/lib/uuid";

const uuid = z.string().regex(UUID, { error: "inbox.errors.invalidRequest" });

/** The selected rows of a bulk action (or one row's own button): at most one page of 100. */
export const selectedIdsField = z.array(uuid, { error: "inbox.errors.noSelection" }).min(1, { error: "inbox.errors.noSelection" }).max(100, { error: "inbox.errors.tooMany" });

export const reviewDecisionSchema = z.object({
  intent: z.enum(["approve", "reject"], { error: "inbox.errors.invalidRequest" }),
  ids: selectedIdsField,
});

export const messagesBulkSchema = z.object({
  intent: z.enum(["read", "unread"], { error: "inbox.errors.invalidRequest" }),
  ids: selectedIdsField,
});

export const REPLY_MAX_LENGTH = 5000;

export const messageReplySchema = z.object({
  body: z
    .string({ error: "inbox.errors.replyRequired" })
    .trim()
    .min(2, { error: "inbox.errors.replyRequired" })
    .max(REPLY_MAX_LENGTH, { error: "inbox.errors.replyTooLong" }),
});

export const mailRetrySchema = z.object({
  ids: selectedIdsField,
});

/** A form's fields, with repeated names (ids) kept as arrays. */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).map(String);
    fields[key] = key === "ids" ? values : values[0];
  }
  return fields;
}

/** The values of the lists' status filters, shared by the services (SQL) and the screens (tabs, selects). */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export const MESSAGE_STATES = ["unread", "read", "replied"] as const;
export const SUBSCRIBER_STATES = ["subscribed", "unsubscribed"] as const;
export const MAIL_STATUSES = ["pending", "sent", "failed", "stored"] as const;
