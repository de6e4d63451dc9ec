/** The steps of an order (docs/product/checkout-and-orders.md#ord-8), the current one marked; a cancelled order says so instead. */
import type { OrderStatus } from "../../../db/schema";
import { useTranslator } from "~/lib/request-context";

const STEPS: OrderStatus[] = ["pending", "processing", "shipped", "delivered"];

export function OrderStatusSteps({ status }: { status: OrderStatus }) {
  const { t } = useTranslator();
  if (status === "cancelled") return null;
  const current = STEPS.indexOf(status);
  return (
    <ol className="mt-6 grid grid-cols-4 gap-2 text-center text-xs sm:text-sm">
      {STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? "step" : undefined}
          className={`border-t-4 pt-3 ${index <= current ? "border-accent text-ink" : "border-lines text-muted"}`}
        >
          {t(`orders.status.${step}`)}
        </li>
      ))}
    </ol>
  );
}
