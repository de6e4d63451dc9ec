/** A contact message's state in the inbox, from its dates (shared by the list and the message page). */
import type { StatusTone } from "~/components/admin/data-table/cells";

export type MessageStateName = "unread" | "read" | "replied";

export function messageState(message: { readAt: Date | string | null; handledAt: Date | string | null }): MessageStateName {
  // Marked unread again after a reply, it is unread: someone must look at it.
  if (!message.readAt) return "unread";
  return message.handledAt ? "replied" : "read";
}

export const MESSAGE_STATE_TONES: Record<MessageStateName, StatusTone> = { unread: "info", read: "neutral", replied: "success" };
