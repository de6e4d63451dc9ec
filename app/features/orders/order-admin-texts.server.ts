/**
 * What a staff member reads when an order move or note is refused: the service's error codes as
 * texts of the admin's orders dictionary. An unexpected error is logged and named as such.
 */
import type { Translator } from "~/lib/i18n";
import { logger } from "~/server/logger.server";
import { OrderStatusError } from "./order-status.server";
import { OrderNoteError } from "./orders-admin.server";

export function orderErrorText(error: unknown, t: Translator): string {
  if (error instanceof OrderStatusError) {
    if (error.code === "transition_not_allowed") return t("adminOrders.errors.transition_not_allowed", { status: t(`adminOrders.status.${error.from ?? "pending"}`) });
    return t(`adminOrders.errors.${error.code}`);
  }
  if (error instanceof OrderNoteError) return t("adminOrders.errors.not_found");
  logger.error({ err: error }, "order admin action failed");
  return t("adminOrders.errors.unexpected");
}

/** The HTTP status of a refusal: a stale page or a finished order is a conflict, not a bad request. */
export function orderErrorStatus(error: unknown): number {
  if (error instanceof OrderStatusError) return error.code === "not_found" ? 404 : error.code === "invalid_status" ? 400 : 409;
  if (error instanceof OrderNoteError) return 404;
  return 500;
}
