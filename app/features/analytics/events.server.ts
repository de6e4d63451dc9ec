/**
 * First-party analytics events (docs/product/analytics-and-consent.md#ana-4, docs/product/analytics-and-consent.md#ana-4 and docs/product/languages-and-currencies.md#lang-6, docs/product/analytics-and-consent.md#ana-1): the only writer
 * of analytics_events. Browsers' events arrive through /api/events already parsed by the shared
 * schema; purchases are written here by the order's own transaction, so they cannot be faked or lost.
 *
 * Device, browser and OS come from bowser (MIT). What is stored is what the screen needs and no
 * more: no user agent string, no address, and an identifier (the tab's session id) only when the
 * visitor consented, which the browser decides (components/analytics/consent.ts) and sends.
 */
import Bowser from "bowser";
import { sql, type SQL } from "drizzle-orm";
import { analyticsEvents } from "../../../db/schema";
import { db, type Tx } from "~/server/db.server";
import type { AnalyticsEventInput } from "~/schemas/analytics";
import { UUID_SOURCE } from "~/lib/uuid";

export type DeviceType = "mobile" | "tablet" | "desktop";

export interface ClientInfo {
  deviceType: DeviceType | null;
  browser: string | null;
  os: string | null;
}

/** docs/product/analytics-and-consent.md#ana-4's three device types; a TV or an unknown platform counts as a desktop screen. */
export function clientInfo(userAgent: string | null | undefined): ClientInfo {
  if (!userAgent) return { deviceType: null, browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  const deviceType: DeviceType = platform === "mobile" ? "mobile" : platform === "tablet" ? "tablet" : "desktop";
  return { deviceType, browser: parsed.browser.name?.slice(0, 60) ?? null, os: parsed.os.name?.slice(0, 60) ?? null };
}

const PRODUCT_PATH = new RegExp(`^/[a-z]{2}/product/(${UUID_SOURCE})/?$`, "i");

/**
 * The kind of page a path is, the page view's event_name: the screen's funnel counts product and
 * checkout pages. The product is read from the path, not taken from the browser.
 */
export function pageOf(path: string): { name: string; productId: string | null } {
  const product = PRODUCT_PATH.exec(path);
  if (product) return { name: "product", productId: product[1].toLowerCase() };
  const rest = path.replace(/^\/[a-z]{2}/, "").replace(/\/$/, "");
  if (rest === "") return { name: "home", productId: null };
  const first = rest.split("/")[1];
  const known = ["shop", "category", "cart", "checkout", "order", "auth", "profile", "wishlist", "p", "contact", "install"];
  return { name: known.includes(first) ? first : "other", productId: null };
}

/** A product id only if it is one (the foreign key would refuse anything else with an error). */
const existingProduct = (id: string | null) => (id ? sql<string>`(select "id" from "products" where "id" = ${id})` : null);

/** Stores one event a browser sent; returns nothing (the endpoint answers 204). */
export async function recordEvent(event: AnalyticsEventInput, userAgent: string | null) {
  const client = clientInfo(userAgent);
  const page = pageOf(event.path);
  const base = {
    sessionId: event.sessionId ?? null,
    pageUrl: event.path,
    lang: event.lang,
    currency: event.currency,
    ...client,
  };
  let row: {
    eventType: string;
    eventName: string;
    pageTitle?: string | null;
    referrer?: string | null;
    productId?: SQL<string> | null;
    quantity?: number;
    metadata?: Record<string, unknown> | null;
  };
  switch (event.type) {
    case "page_view":
      row = {
        eventType: "page_view",
        eventName: page.name,
        pageTitle: event.title ?? null,
        referrer: event.referrer ? new URL(event.referrer).origin : null,
        productId: existingProduct(page.productId),
        metadata: event.entry ? { entry: true } : null,
      };
      break;
    case "scroll_depth":
      row = { eventType: "scroll_depth", eventName: String(event.depth), productId: existingProduct(page.productId), metadata: { depth: event.depth } };
      break;
    case "click_to_call":
      row = { eventType: "click", eventName: "click_to_call", metadata: { phone: event.phone } };
      break;
    case "add_to_cart":
      row = {
        eventType: "add_to_cart",
        eventName: "add_to_cart",
        productId: existingProduct(event.productId),
        quantity: event.quantity,
        metadata: event.variantId ? { variantId: event.variantId } : null,
      };
      break;
    case "checkout_error":
      row = { eventType: "error", eventName: "checkout_error", metadata: { message: event.message, cartTotal: event.cartTotal } };
      break;
  }
  await db().insert(analyticsEvents).values({ ...base, ...row });
}

export interface PurchaseLine {
  productId: string;
  variantId: string | null;
  productName: string;
  quantity: number;
  lineTotalMinor: number;
}

/**
 * One purchase event per order line (docs/product/analytics-and-consent.md#ana-4: eventType purchase, eventName, productId,
 * productName, amount, quantity, metadata {orderId, totalAmount, variantId}), in the order's
 * transaction. Amounts are minor units of the order's currency; amountIls (the line in shekels, at
 * the order's rate) lets the screen add orders in different currencies. The first line marks the
 * order (entry), which the funnel counts. No user id: the server does not know the visitor's consent.
 * The device, browser and OS are those of the request that placed the order (`clientInfo`), so that
 * the screen's split by device counts the sales too.
 */
export async function recordPurchase(
  tx: Tx,
  order: { orderId: string; lang: string; currency: string; totalMinor: number; toIls: (minor: number) => number },
  lines: PurchaseLine[],
  client: ClientInfo = clientInfo(null),
) {
  if (lines.length === 0) return;
  await tx.insert(analyticsEvents).values(
    lines.map((line, index) => ({
      eventType: "purchase",
      eventName: "purchase",
      productId: line.productId,
      productName: line.productName,
      amount: line.lineTotalMinor,
      quantity: line.quantity,
      lang: order.lang,
      currency: order.currency,
      ...client,
      metadata: {
        orderId: order.orderId,
        totalAmount: order.totalMinor,
        variantId: line.variantId,
        amountIls: order.toIls(line.lineTotalMinor),
        ...(index === 0 ? { entry: true } : {}),
      },
    })),
  );
}
