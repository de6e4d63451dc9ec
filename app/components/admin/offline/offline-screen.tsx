/**
 * The offline page's content (docs/product/seo-and-install.md#seo-7). The admin's service worker serves the offline page
 * for any back office address it cannot reach, as /admin/offline?from=<that address>; this reads the
 * snapshot kept on the device and shows what that address shows live, read-only: the dashboard
 * (/admin), the latest orders (/admin/orders) or one of them (/admin/orders/:id). Other screens say
 * they are not available offline. Nothing here asks the server for anything.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { DashboardView } from "~/components/admin/dashboard/dashboard-view";
import { DataTable } from "~/components/admin/data-table/data-table";
import { useOrderColumns } from "~/components/admin/orders/order-columns";
import { OrderCard, OrderHeading, OrderCustomerCard, OrderDetailRow, OrderLinesCard, OrderProgress, OrderShipment } from "~/components/admin/orders/order-sections";
import { readSnapshot, serverReachable, type OfflineOrder, type OfflineSnapshot } from "./offline-data";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** How often the offline page, told it is online, checks that the server answers again. */
const RECHECK_MS = 3000;

/** The back office address the offline page stands in for; anything else is the dashboard. */
export function offlineReturnTo(from: string | null): string {
  return from && /^\/admin(\/|\?|$)/.test(from) && !from.startsWith("/admin/offline") ? from : "/admin";
}

type View = { kind: "dashboard" } | { kind: "orders" } | { kind: "order"; id: string } | { kind: "unavailable" };

function viewOf(address: string): View {
  const path = address.split("?")[0].replace(/\/+$/, "") || "/admin";
  if (path === "/admin") return { kind: "dashboard" };
  if (path === "/admin/orders") return { kind: "orders" };
  const order = /^\/admin\/orders\/([0-9a-f-]{36})$/i.exec(path);
  return order ? { kind: "order", id: order[1] } : { kind: "unavailable" };
}

type Reading = { state: "reading" } | { state: "read"; snapshot: OfflineSnapshot | null };

export function OfflineScreen({ returnTo }: { returnTo: string }) {
  const { t } = useTranslator();
  const [reading, setReading] = useState<Reading>({ state: "reading" });

  useEffect(() => {
    let current = true;
    void readSnapshot().then((snapshot) => {
      if (current) setReading({ state: "read", snapshot });
    });
    return () => {
      current = false;
    };
  }, []);

  // The connection is back: once the worker reaches the server, the screen that was asked for,
  // live, with its actions. The browser may say "online" a moment before requests go through, or
  // while the server is still out of reach: then it asks again a little later.
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const check = async () => {
      window.clearTimeout(timer);
      if (stopped || !navigator.onLine) return;
      if (await serverReachable()) {
        if (!stopped) window.location.replace(returnTo);
      } else if (!stopped) {
        timer = window.setTimeout(() => void check(), RECHECK_MS);
      }
    };
    const onOnline = () => void check();
    onOnline();
    window.addEventListener("online", onOnline);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener("online", onOnline);
    };
  }, [returnTo]);

  if (reading.state === "reading") {
    return (
      <p role="status" className="rounded-soft border border-lines bg-surface px-4 py-10 text-center text-muted">
        {t("adminOffline.loading")}
      </p>
    );
  }
  const { snapshot } = reading;
  if (!snapshot) return <Notice title={t("adminOffline.bannerNoData")} text={t("adminOffline.empty")} />;

  const view = viewOf(returnTo);
  if (view.kind === "dashboard" && snapshot.dashboard) return <DashboardView dashboard={snapshot.dashboard} />;
  if (view.kind === "orders") return <OfflineOrders orders={snapshot.orders} />;
  if (view.kind === "order") {
    const order = snapshot.orders.find((candidate) => candidate.row.id === view.id);
    return order ? <OfflineOrderDetail order={order} /> : <Notice title={t("adminOffline.orderMissing")} text={t("adminOffline.unavailableHint")} />;
  }
  return <Notice title={t("adminOffline.unavailable")} text={t("adminOffline.unavailableHint")} />;
}

function Notice({ title, text }: { title: string; text: string }) {
  const { t } = useTranslator();
  return (
    <section aria-labelledby="offline-notice-title" className="rounded-soft border border-lines bg-surface px-4 py-10 text-center">
      <h1 id="offline-notice-title" className="text-2xl">{title}</h1>
      <p className="mx-auto mt-2 max-w-prose text-muted">{text}</p>
      <p className="mt-5 flex flex-wrap justify-center gap-2">
        <Link to="/admin" className={buttonVariants({ variant: "outline", size: "md", className: "inline-flex items-center" })}>{t("shell.nav.dashboard")}</Link>
        <Link to="/admin/orders" className={buttonVariants({ variant: "outline", size: "md", className: "inline-flex items-center" })}>{t("shell.nav.orders")}</Link>
      </p>
    </section>
  );
}

/** The latest orders in the shared table, as the server sorted them (newest first); nothing to sort or page here. */
function OfflineOrders({ orders }: { orders: OfflineOrder[] }) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const columns = useOrderColumns({ sortable: false });
  const rows = orders.map((order) => order.row);
  return (
    <section aria-labelledby="orders-title" className="space-y-4">
      <header>
        <h1 id="orders-title" className="text-3xl lg:text-4xl">{t("adminOrders.title")}</h1>
        <p className="mt-1 text-sm text-muted">{t("adminOffline.ordersNote", { count: number(rows.length) })}</p>
      </header>
      <DataTable
        caption={t("adminOrders.title")}
        rows={rows}
        total={rows.length}
        query={{ page: 1, pageSize: Math.max(rows.length, 1), q: "", sort: "createdAt", dir: "desc", filters: {} }}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `#${row.orderNumber} ${row.name}`}
        searchPlaceholder={t("adminOrders.searchPlaceholder")}
        emptyText={t("adminOrders.empty")}
      />
    </section>
  );
}

/** One order as its page shows it, without what needs the server (moves, timeline, notes, audit). */
function OfflineOrderDetail({ order }: { order: OfflineOrder }) {
  const { t } = useTranslator();
  const { money } = useAdmin();
  const { row, detail, lines } = order;
  return (
    <article aria-labelledby="order-title" className="space-y-5">
      <header>
        <OrderHeading orderNumber={row.orderNumber} status={detail.status} createdAt={row.createdAt} />
      </header>

      <OrderProgress status={detail.status} />

      {/* As on the live order page: one column on a phone that never grows past the screen. */}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-5">
          <OrderLinesCard lines={lines} totals={detail} withImages={false} />
          <OrderCard title={t("adminOffline.shipment")} id="shipment">
            <OrderShipment shipment={detail}>
              <OrderDetailRow label={t("adminOffline.toCollect")}>
                {detail.toCollectMinor > 0 ? (
                  <bdi dir="ltr" className="tabular-nums">{money(detail.toCollectMinor, detail.currency)}</bdi>
                ) : (
                  t("adminOffline.nothingToCollect")
                )}
              </OrderDetailRow>
            </OrderShipment>
          </OrderCard>
        </div>
        <div className="space-y-5">
          <OrderCustomerCard address={detail.shippingAddress} email={detail.email} registered={!row.guest} paymentMethod={detail.paymentMethod} />
        </div>
      </div>
    </article>
  );
}
