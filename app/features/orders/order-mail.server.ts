/**
 * The order e-mails (docs/product/checkout-and-orders.md#ord-8, docs/product/checkout-and-orders.md#ord-9 and docs/product/mail.md#mail-1; docs/architecture.md#arch-11): the customer's confirmation and status
 * changes in the customer's language, and the owner's new-order notification. These functions only
 * build messages; callers queue them with `queueMail(..., tx)` in the transaction that caused them.
 */
import { env } from "~/server/env.server";
import { escapeHtml, type OutgoingMail } from "~/server/mail.server";
import { formatMoney, isCurrency, lineBeforeDiscount, toDecimalString, type Currency } from "~/lib/money";
import type { Translator } from "~/lib/i18n";
import { dirOf, type Lang } from "~/lib/langs";
import type { ShippingAddress } from "../../../db/schema";

export interface MailOrder {
  id: string;
  orderNumber: number;
  orderToken: string | null;
  email: string;
  lang: Lang;
  paymentMethod: "cash" | "card";
  shippingAddress: ShippingAddress;
  currency: string;
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
}

export interface MailLine {
  productName: string;
  variantLabel: string | null;
  quantity: number;
  unitPriceMinor: number;
  /** The line's quantity discount, and its total after it (docs/product/cart-and-pricing.md#cart-4). */
  discountMinor: number;
  lineTotalMinor: number;
}

/** The guest's private tracking page (docs/product/checkout-and-orders.md#ord-9). */
export function trackingUrl(lang: Lang, token: string) {
  return `${env().publicUrl}/${lang}/order/${encodeURIComponent(token)}`;
}

function currencyOf(order: MailOrder): Currency {
  return isCurrency(order.currency) ? order.currency : "ILS";
}

const lineName = (line: MailLine) => (line.variantLabel ? `${line.productName} (${line.variantLabel})` : line.productName);

function addressLines(address: ShippingAddress) {
  return [
    `${address.firstName} ${address.lastName}`,
    address.address,
    `${address.postalCode} ${address.city}`,
    address.country,
    address.phone,
  ];
}

/**
 * Text and HTML of the order's lines and totals, in the order's currency and language. They add up
 * as the shop's pages show them (components/checkout/order-summary.tsx): each line before its
 * quantity discount, with the discount beside it, the lines to the subtotal, then the discount once.
 */
function summary(order: MailOrder, lines: MailLine[], t: Translator) {
  const money = (minor: number) => formatMoney(minor, currencyOf(order), order.lang);
  const lineTexts = lines.map((line) => {
    const parts = { quantity: line.quantity, name: lineName(line), total: money(lineBeforeDiscount({ totalMinor: line.lineTotalMinor, discountMinor: line.discountMinor })) };
    return line.discountMinor > 0
      ? t("orderMail.lineDiscounted", { ...parts, discount: money(line.discountMinor) })
      : t("orderMail.line", parts);
  });
  const totals = [
    t("orderMail.subtotal", { amount: money(order.subtotalMinor) }),
    ...(order.discountMinor > 0 ? [t("orderMail.discount", { amount: money(order.discountMinor) })] : []),
    t("orderMail.shipping", { amount: money(order.shippingMinor) }),
    t("orderMail.total", { amount: money(order.totalMinor) }),
  ];
  const payment = t("orderMail.payment", {
    method: t(order.paymentMethod === "card" ? "checkout.paymentCard" : "checkout.paymentCash"),
  });
  return { lineTexts, totals, payment, address: addressLines(order.shippingAddress) };
}

/** One e-mail page: title, then blocks of lines; every text is escaped, links are made here. */
function page(dir: "ltr" | "rtl", title: string, blocks: { lines: string[]; strong?: boolean; link?: string }[]) {
  const body = blocks
    .map((block) => {
      if (block.link) {
        const url = escapeHtml(block.link);
        return `<p style="margin:0 0 16px"><a href="${url}" style="color:#b7793a">${url}</a></p>`;
      }
      const html = block.lines.map((line) => escapeHtml(line).replace(/\n/g, "<br>")).join("<br>");
      return `<p style="margin:0 0 16px${block.strong ? ";font-weight:600" : ""}">${html}</p>`;
    })
    .join("");
  return `<!doctype html><html dir="${dir}"><body style="margin:0;background:#f7f3ee;font-family:Georgia,serif;color:#2b2623"><div style="max-width:560px;margin:0 auto;padding:40px 24px"><h1 style="font-weight:400;font-size:28px;margin:0 0 24px">${escapeHtml(title)}</h1>${body}</div></body></html>`;
}

function text(title: string, blocks: { lines: string[]; link?: string }[]) {
  return [title, ...blocks.map((block) => (block.link ? block.link : block.lines.join("\n")))].join("\n\n");
}

function followUp(order: MailOrder, t: Translator) {
  return order.orderToken
    ? [{ lines: [t("orderMail.trackingIntro")] }, { lines: [], link: trackingUrl(order.lang, order.orderToken) }]
    : [{ lines: [t("orderMail.accountIntro")] }];
}

/** The customer's confirmation, with the guest's tracking link (docs/product/checkout-and-orders.md#ord-9). */
export function confirmationMail(order: MailOrder, lines: MailLine[], t: Translator, brand: string): OutgoingMail {
  const parts = summary(order, lines, t);
  const title = t("orderMail.confirmationTitle", { number: order.orderNumber });
  const blocks = [
    { lines: [t("orderMail.greeting", { name: order.shippingAddress.firstName })] },
    { lines: [t("orderMail.confirmationIntro")] },
    { lines: [t("orderMail.orderNumber", { number: order.orderNumber })], strong: true },
    { lines: parts.lineTexts },
    { lines: parts.totals },
    { lines: [parts.payment] },
    { lines: [t("orderMail.address"), ...parts.address] },
    ...followUp(order, t),
    { lines: [t("orderMail.signature", { brand })] },
  ];
  return {
    kind: "order-confirmation",
    to: order.email,
    subject: t("orderMail.confirmationSubject", { number: order.orderNumber, brand }),
    text: text(title, blocks),
    html: page(dirOf(order.lang), title, blocks),
    lang: order.lang,
  };
}

export type NotifiedStatus = "processing" | "shipped" | "delivered" | "cancelled";

/** What the staff member who ships tells the customer (both optional). */
export interface ShipmentDetails {
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** A status change told to the customer (docs/product/checkout-and-orders.md#ord-8), with the carrier and tracking number once shipped. */
export function statusMail(order: MailOrder, status: NotifiedStatus, t: Translator, brand: string, shipment: ShipmentDetails = {}): OutgoingMail {
  const title = t(`orderMail.status.${status}.title`, { number: order.orderNumber });
  const shipmentLines = [
    ...(shipment.carrier ? [t("orderMail.carrier", { carrier: shipment.carrier })] : []),
    ...(shipment.trackingNumber ? [t("orderMail.trackingNumber", { number: shipment.trackingNumber })] : []),
  ];
  const blocks = [
    { lines: [t("orderMail.greeting", { name: order.shippingAddress.firstName })] },
    { lines: [t(`orderMail.status.${status}.text`, { number: order.orderNumber })] },
    { lines: [t("orderMail.statusLine", { status: t(`orders.status.${status}`) })], strong: true },
    ...(shipmentLines.length ? [{ lines: shipmentLines }] : []),
    ...followUp(order, t),
    { lines: [t("orderMail.signature", { brand })] },
  ];
  return {
    kind: `order-${status}`,
    to: order.email,
    subject: t(`orderMail.status.${status}.subject`, { number: order.orderNumber, brand }),
    text: text(title, blocks),
    html: page(dirOf(order.lang), title, blocks),
    lang: order.lang,
  };
}

/** docs/product/mail.md#mail-2 send-order-notification's payload, with orderNumber the readable number (docs/product/checkout-and-orders.md#ord-6). */
export function ownerPayload(order: MailOrder, lines: MailLine[]) {
  const address = order.shippingAddress;
  return {
    orderId: order.id,
    orderNumber: String(order.orderNumber),
    customerName: `${address.firstName} ${address.lastName}`,
    customerEmail: order.email,
    totalAmount: toDecimalString(order.totalMinor),
    currency: order.currency,
    items: lines.map((line) => ({
      productName: lineName(line),
      quantity: line.quantity,
      price: toDecimalString(line.unitPriceMinor),
    })),
    shippingAddress: {
      address: address.address,
      city: address.city,
      postalCode: address.postalCode,
      country: address.country,
      phone: address.phone,
    },
  };
}

/** The owner's new-order notification, in `t`'s language: the one she chose for the back office. */
export function ownerNotificationMail(
  order: MailOrder,
  lines: MailLine[],
  t: Translator,
  to: string,
  brand: string,
): OutgoingMail {
  const payload = ownerPayload(order, lines);
  const parts = summary({ ...order, lang: t.lang }, lines, t);
  const title = t("orderMail.ownerTitle", { number: order.orderNumber });
  const blocks = [
    { lines: [t("orderMail.ownerIntro", { name: payload.customerName, email: order.email, lang: order.lang })] },
    { lines: [t("orderMail.orderNumber", { number: order.orderNumber })], strong: true },
    { lines: parts.lineTexts },
    { lines: parts.totals },
    { lines: [parts.payment] },
    { lines: [t("orderMail.address"), ...parts.address, order.email] },
  ];
  return {
    kind: "order-notification",
    to,
    subject: t("orderMail.ownerSubject", { number: order.orderNumber, brand }),
    text: `${text(title, blocks)}\n\n${JSON.stringify(payload, null, 2)}`,
    html: page(dirOf(t.lang), title, blocks),
    lang: t.lang,
  };
}
