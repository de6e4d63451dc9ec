/**
 * The read-only parts of an order's page (docs/product/admin-back-office.md#adm-4): where it stands, its lines and totals,
 * the customer with the address and the payment, the shipment and what was collected. The live
 * order page (routes/admin/orders.$id.tsx) adds its moves, timeline, notes and audit around them;
 * the offline page (routes/admin/offline.tsx) shows them alone, from the snapshot on the device.
 */
import type { ReactNode } from "react";
import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { OrderStatusBadge } from "~/components/admin/orders/order-status-badge";
import type { Currency } from "~/lib/money";
import { useAdmin } from "~/components/admin/shell/admin-context";
import type { OrderStatus, ShippingAddress } from "../../../../db/schema/commerce";
import { useTranslator } from "~/lib/request-context";

export function OrderCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-soft border border-lines bg-surface p-4 sm:p-5">
      <h2 id={`${id}-title`} className="mb-3 font-sans text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? "text-base font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd>
        <bdi dir="ltr" className="tabular-nums">{value}</bdi>
      </dd>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      {/* A pasted tracking link or a carrier's long name has no space to wrap at: it may break
          anywhere rather than push the page wider than a phone. */}
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

const STEP_ORDER: OrderStatus[] = ["pending", "processing", "shipped", "delivered"];

/** Where the order stands on the way to delivery (a cancelled order shows its own state instead). */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const { t } = useTranslator();
  if (status === "cancelled") return null;
  const reached = STEP_ORDER.indexOf(status);
  return (
    <ol className="grid grid-cols-4 gap-1 text-xs sm:text-sm" aria-label={t("adminOrders.col.status")}>
      {STEP_ORDER.map((step, index) => (
        <li key={step} aria-current={index === reached ? "step" : undefined} className="space-y-1">
          <span className={`block h-1.5 rounded-full ${index <= reached ? "bg-accent" : "bg-lines"}`} />
          <span className={index <= reached ? "font-medium" : "text-muted"}>{t(`adminOrders.status.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}

export interface OrderLineView {
  id: string;
  productName: string;
  variantLabel: string | null;
  sku: string | null;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  /** Absent offline: pictures are not kept on the device. */
  imageUrl?: string | null;
}

export interface OrderTotalsView {
  currency: Currency;
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
  totalIlsMinor: number;
}

/** The lines with their prices, then the totals (in ILS too when the customer paid in another currency). */
export function OrderLinesCard({ lines, totals, withImages = true }: { lines: OrderLineView[]; totals: OrderTotalsView; withImages?: boolean }) {
  const { t } = useTranslator();
  const { money } = useAdmin();
  const { currency } = totals;
  return (
    <OrderCard title={t("adminOrders.detail.lines")} id="lines">
      <ul className="divide-y divide-lines">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3">
            {withImages &&
              (line.imageUrl ? (
                <img src={line.imageUrl} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded object-cover" />
              ) : (
                <span aria-hidden="true" className="size-14 shrink-0 rounded bg-background" />
              ))}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.productName}</p>
              {line.variantLabel && <p className="text-sm text-muted">{line.variantLabel}</p>}
              <p className="text-sm text-muted">
                <bdi dir="ltr" className="tabular-nums">{line.quantity} × {money(line.unitPriceMinor, currency)}</bdi>
                {/* The margin is on the page's side: the SKU itself reads left to right. */}
                {line.sku && (
                  <span className="ms-2 text-xs">
                    <bdi dir="ltr">{line.sku}</bdi>
                  </span>
                )}
              </p>
            </div>
            <bdi dir="ltr" className="shrink-0 font-medium tabular-nums">{money(line.lineTotalMinor, currency)}</bdi>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-lines pt-3 text-[0.9375rem]">
        <Total label={t("adminOrders.detail.subtotal")} value={money(totals.subtotalMinor, currency)} />
        {totals.discountMinor > 0 && <Total label={t("adminOrders.detail.discount")} value={`−${money(totals.discountMinor, currency)}`} />}
        <Total label={t("adminOrders.detail.shipping")} value={money(totals.shippingMinor, currency)} />
        <Total label={t("adminOrders.detail.total")} value={money(totals.totalMinor, currency)} strong />
        {currency !== "ILS" && <Total label={t("adminOrders.detail.totalIls")} value={money(totals.totalIlsMinor, "ILS")} />}
      </dl>
    </OrderCard>
  );
}

export interface ShipmentView {
  currency: Currency;
  carrier: string | null;
  trackingNumber: string | null;
  collectedMethod: "cash" | "card" | null;
  collectedMinor: number | null;
}

/** The carrier, the tracking number and what the courier collected, when there is any of them. */
export function OrderShipment({ shipment, children }: { shipment: ShipmentView; children?: ReactNode }) {
  const { t } = useTranslator();
  const { money } = useAdmin();
  if (!shipment.carrier && !shipment.trackingNumber && !shipment.collectedMethod && !children) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {shipment.carrier && <Detail label={t("adminOrders.field.carrier")}>{shipment.carrier}</Detail>}
      {shipment.trackingNumber && (
        <Detail label={t("adminOrders.field.trackingNumber")}>
          <bdi dir="ltr">{shipment.trackingNumber}</bdi>
        </Detail>
      )}
      {shipment.collectedMethod && (
        <Detail label={t("adminOrders.detail.collected")}>
          <bdi dir="ltr" className="tabular-nums">{money(shipment.collectedMinor ?? 0, shipment.currency)}</bdi> · {t(`adminOrders.method.${shipment.collectedMethod}`)}
        </Detail>
      )}
      {children}
    </dl>
  );
}

export { Detail as OrderDetailRow };

/** The customer: name, account or guest, phone and e-mail to reach them, the address, the payment. */
export function OrderCustomerCard({
  address,
  email,
  registered,
  paymentMethod,
}: {
  address: ShippingAddress;
  email: string;
  registered: boolean;
  paymentMethod: "cash" | "card";
}) {
  const { t } = useTranslator();
  return (
    <OrderCard title={t("adminOrders.detail.customer")} id="customer">
      <p className="font-medium">
        <bdi>{`${address.firstName} ${address.lastName}`}</bdi>
      </p>
      <p className="text-sm text-muted">{registered ? t("adminOrders.buyer.customer") : t("adminOrders.buyer.guest")}</p>
      <ul className="mt-3 space-y-1">
        <li>
          <a href={`tel:${address.phone.replace(/[^\d+]/g, "")}`} className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline">
            <Phone aria-hidden="true" className="size-4" />
            <bdi dir="ltr">{address.phone}</bdi>
          </a>
        </li>
        <li>
          <a href={`mailto:${email}`} className="inline-flex min-h-11 items-center gap-2 break-all underline-offset-4 hover:underline">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <bdi dir="ltr">{email}</bdi>
          </a>
        </li>
      </ul>
      <h3 className="mt-3 font-sans text-sm font-semibold">{t("adminOrders.detail.address")}</h3>
      {/* The customer's own writing keeps its own direction, aligned with the page's. */}
      <address className="mt-1 text-[0.9375rem] not-italic">
        <span className="block">
          <bdi>{address.address}</bdi>
        </span>
        <span className="block">
          <bdi>{`${address.postalCode} ${address.city}`}</bdi>
        </span>
        <span className="block">
          <bdi>{address.country}</bdi>
        </span>
      </address>
      <p className="mt-3 text-sm">{t("shell.labelValue", { label: t("adminOrders.detail.payment"), value: t(`adminOrders.method.${paymentMethod}`) })}</p>
    </OrderCard>
  );
}

/** The order's heading, live or offline: back to the list, its number and status, when it was placed. */
export function OrderHeading({ orderNumber, status, createdAt }: { orderNumber: number; status: OrderStatus; createdAt: Date | string }) {
  const { t } = useTranslator();
  const { date } = useAdmin();
  return (
    <div>
      <p className="text-sm">
        <Link to="/admin/orders" className="inline-flex min-h-11 items-center text-muted underline-offset-4 hover:underline">{t("adminOrders.detail.back")}</Link>
      </p>
      <h1 id="order-title" className="flex flex-wrap items-center gap-3 text-3xl lg:text-4xl">
        <span>{t("adminOrders.detail.title", { number: orderNumber })}</span>
        <span className="font-sans">
          <OrderStatusBadge status={status} />
        </span>
      </h1>
      <p className="mt-1 text-sm text-muted">{t("adminOrders.detail.placedOn", { date: date(createdAt, "dateTime") })}</p>
    </div>
  );
}
