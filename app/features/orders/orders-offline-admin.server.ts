/**
 * The back office's offline snapshot (docs/product/seo-and-install.md#seo-7): what a signed-in staff member can still
 * read when the connection drops. The admin's service worker (public/admin-sw.js) fetches it while
 * the admin is open and keeps it in Cache Storage; the offline page (/admin/offline) renders it.
 *
 * It is built from the services the live screens use (the dashboard's figures, the orders list's
 * rows, the delivery notes' orders with their lines), in four queries for 100 orders. Each order
 * keeps only what the order page shows: never the guest's tracking token, which is a credential.
 */
import type { Permission } from "~/lib/permissions";
import type { Currency } from "~/lib/money";
import type { OrderStatus, ShippingAddress } from "../../../db/schema";
import { dashboardFor, type Dashboard } from "~/features/dashboard/dashboard.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { deliveryNotes, listOrders, orderListSpec, type OrderListQuery, type OrderLine, type OrderRow } from "./orders-admin.server";

/** How many of the newest orders stay readable offline (docs/product/seo-and-install.md#seo-7: "the last 100 orders"). */
export const OFFLINE_ORDER_COUNT = 100;

/** Bumped when the snapshot's shape changes: the offline page ignores a snapshot it cannot read. */
export const OFFLINE_SNAPSHOT_VERSION = 1;

type Jsonified<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** One order as the offline page shows it: the list's row, and the details of the order page. */
export interface OfflineOrder {
  row: Jsonified<OrderRow>;
  detail: {
    email: string;
    paymentMethod: "cash" | "card";
    shippingAddress: ShippingAddress;
    currency: Currency;
    status: OrderStatus;
    subtotalMinor: number;
    discountMinor: number;
    shippingMinor: number;
    totalMinor: number;
    totalIlsMinor: number;
    carrier: string | null;
    trackingNumber: string | null;
    collectedMethod: "cash" | "card" | null;
    collectedMinor: number | null;
    shippedAt: string | null;
    deliveredAt: string | null;
    /** What the courier still collects: nothing once delivered or cancelled. */
    toCollectMinor: number;
  };
  /** The lines without their images: pictures are not kept offline. */
  lines: Omit<OrderLine, "imageUrl">[];
}

export interface OfflineSnapshot {
  version: number;
  syncedAt: string;
  /** Null for a staff member who may not open the dashboard. */
  dashboard: Dashboard | null;
  orders: OfflineOrder[];
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The newest orders first, as the orders list sorts them by default. */
const newestFirst = parseListQuery(orderListSpec, new URLSearchParams({ pageSize: String(OFFLINE_ORDER_COUNT) })) as OrderListQuery;

export async function offlineSnapshot(permissions: readonly Permission[], now = new Date()): Promise<OfflineSnapshot> {
  const [dashboard, { rows }] = await Promise.all([permissions.includes("dashboard:read") ? dashboardFor(permissions, now) : null, listOrders(newestFirst)]);
  const notes = new Map((await deliveryNotes(rows.map((row) => row.id))).map((note) => [note.order.id, note]));
  const orders: OfflineOrder[] = [];
  for (const row of rows) {
    const note = notes.get(row.id);
    // An order deleted between the two reads is simply left out.
    if (!note) continue;
    const { order } = note;
    orders.push({
      row: { ...row, createdAt: row.createdAt.toISOString() },
      detail: {
        email: order.email,
        paymentMethod: order.paymentMethod,
        shippingAddress: order.shippingAddress,
        currency: order.currency,
        status: row.status,
        subtotalMinor: order.subtotalMinor,
        discountMinor: order.discountMinor,
        shippingMinor: order.shippingMinor,
        totalMinor: order.totalMinor,
        totalIlsMinor: order.totalIlsMinor,
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        collectedMethod: order.collectedMethod,
        collectedMinor: order.collectedMinor,
        shippedAt: iso(order.shippedAt),
        deliveredAt: iso(order.deliveredAt),
        toCollectMinor: note.toCollectMinor,
      },
      lines: note.lines.map(({ imageUrl: _image, ...line }) => line),
    });
  }
  return { version: OFFLINE_SNAPSHOT_VERSION, syncedAt: now.toISOString(), dashboard, orders };
}
