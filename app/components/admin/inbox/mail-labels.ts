/** How the outbox names a mail's status and kind (shared by its list, its mail page and a message's replies). */
import { useCallback } from "react";
import type { StatusTone } from "~/components/admin/data-table/cells";
import { useTranslator } from "~/lib/request-context";

export const MAIL_STATUS_TONES: Record<"pending" | "sent" | "failed" | "stored", StatusTone> = { pending: "warning", sent: "success", failed: "danger", stored: "neutral" };

/** A kind's name in the admin's language; a kind the dictionaries don't know shows as written. */
export function useMailKindLabel() {
  const { t } = useTranslator();
  return useCallback((kind: string) => (t.has(`mail.kind.${kind}`) ? t(`mail.kind.${kind}`) : kind), [t]);
}
