/**
 * The back office's offline data on this device (docs/product/seo-and-install.md#seo-7), seen from the page. The admin's
 * service worker (public/admin-sw.js) owns the cache: it fetches the snapshot and the offline page
 * with the staff session and keeps only their 200 answers. The page asks it to sync, reads the
 * snapshot, and asks it to forget everything on sign-out.
 *
 * The names below are the worker's too (a plain script in public/, which cannot import them): keep
 * them the same on both sides.
 */
import type { OfflineSnapshot } from "~/features/orders/orders-offline-admin.server";

export type { OfflineOrder, OfflineSnapshot } from "~/features/orders/orders-offline-admin.server";

export const ADMIN_WORKER_URL = "/admin-sw.js";
export const ADMIN_WORKER_SCOPE = "/admin";
export const ADMIN_OFFLINE_CACHE = "admin-offline-v1";
export const SNAPSHOT_URL = "/admin/api/offline-snapshot";
export const OFFLINE_PAGE_URL = "/admin/offline";
/** Must match OFFLINE_SNAPSHOT_VERSION on the server: an older snapshot is not read. */
const SNAPSHOT_VERSION = 1;

/** Sent on window by the new-order alerts, so a new order is kept for offline at once. */
export const NEW_ORDERS_EVENT = "admin:new-orders";

type WorkerAnswer = { ok: boolean; syncedAt?: string };

/** Posts one message to this page's admin worker and waits for its answer. */
async function askWorker(type: "sync" | "clear" | "probe"): Promise<WorkerAnswer> {
  if (!("serviceWorker" in navigator)) return { ok: false };
  const registration = await navigator.serviceWorker.getRegistration(ADMIN_WORKER_SCOPE);
  const worker = registration?.active;
  if (!worker) return { ok: false };
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    // A worker being replaced may never answer: the page does not wait for it forever.
    const giveUp = setTimeout(() => resolve({ ok: false }), 30_000);
    channel.port1.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      clearTimeout(giveUp);
      resolve(event.data);
    };
    worker.postMessage({ type: `admin-offline:${type}` }, [channel.port2]);
  });
}

let snapshot: Promise<OfflineSnapshot | null> | null = null;

/** Whether the worker reaches the server (its network, which is the one page loads go through). */
export async function serverReachable(): Promise<boolean> {
  return (await askWorker("probe").catch(() => ({ ok: false }))).ok;
}

/** Asks the worker to fetch a fresh snapshot (and the offline page) now. */
export async function syncOfflineData(): Promise<WorkerAnswer> {
  const answer = await askWorker("sync");
  if (answer.ok) snapshot = null;
  return answer;
}

/** The snapshot kept on this device, or null; read once per page and shared by its readers. */
export function readSnapshot(): Promise<OfflineSnapshot | null> {
  snapshot ??= (async () => {
    if (!("caches" in window)) return null;
    // caches.match with a cache name never creates the cache: nothing is stored by reading.
    const answer = await caches.match(SNAPSHOT_URL, { cacheName: ADMIN_OFFLINE_CACHE });
    if (!answer) return null;
    const value = (await answer.json()) as OfflineSnapshot;
    return value.version === SNAPSHOT_VERSION ? value : null;
  })().catch(() => null);
  return snapshot;
}

/**
 * Signing out forgets the back office on this device: the page deletes the cache itself and tells
 * the worker, so that a sync under way does not write it back.
 */
export async function clearOfflineData(): Promise<void> {
  snapshot = null;
  if (!("caches" in window)) return;
  await Promise.all([caches.delete(ADMIN_OFFLINE_CACHE), askWorker("clear").catch(() => undefined)]);
}
