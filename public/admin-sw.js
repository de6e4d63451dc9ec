/*
 * The back office app's service worker (issue 13 points 5 and 6), registered with scope /admin by
 * the admin layout on every signed-in staff visit (components/admin/offline/admin-worker.tsx).
 *
 * New orders (point 6): it shows the pushes the server sends (app/features/push/
 * order-push-admin.server.ts: { title, body, url, tag }) and opens the order on a tap, in a tab of
 * the back office already open when there is one.
 *
 * Offline (point 5), see docs/decisions/0012-admin-offline.md:
 * - When the page asks ("admin-offline:sync"), it fetches the snapshot (/admin/api/offline-snapshot)
 *   and the offline page (/admin/offline) with the staff session, and keeps them in one cache with
 *   the scripts and styles that page needs. Only 200 answers are kept: a redirect to the sign-in,
 *   a 401 or a 403 means the session is gone, and then the cache is deleted instead.
 * - A back office page that cannot be reached (no network) is answered with a redirect to
 *   /admin/offline?from=<that address>, served from the cache; with no cache, the browser's own
 *   offline error shows. Nothing is read through caches.open, which would create an empty cache.
 * - Signing out ("admin-offline:clear") deletes the cache, and a sync under way keeps nothing.
 * - The offline page asks ("admin-offline:probe") whether the server can be reached again.
 *
 * It is a plain script, not a Workbox build like the shop's worker (app/sw/sw.ts): the files in
 * public/ are served as they are, and the two rules above are a few lines that a precache
 * manifest would not simplify (the offline page's assets change with every build and are read from
 * the page itself). The names below are also in components/admin/offline/offline-data.ts.
 */
const CACHE = "admin-offline-v1";
const SNAPSHOT_URL = "/admin/api/offline-snapshot";
const OFFLINE_URL = "/admin/offline";
const ADMIN_PATH = /^\/admin(\/|$)/;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) =>
  event.waitUntil(
    (async () => {
      // Caches of an older version of this worker go; the shop's worker's caches are not ours.
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith("admin-offline-") && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  ),
);

/* ---------- new-order pushes ---------- */

self.addEventListener("push", (event) => {
  let message = { title: "Nouvelle commande", body: "", url: "/admin/orders", tag: "order" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still says that an order came in.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/icons/admin-192.png",
      badge: "/icons/admin-192.png",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/admin/orders", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith("/admin"));
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});

/* ---------- the offline snapshot ---------- */

/** Bumped by every sign-out: a sync that started before it keeps nothing. */
let generation = 0;
/** One sync at a time; an ask while one runs gets one more sync after it (a new order may be missing). */
let running = null;
let queued = null;

function requestSync() {
  if (!running) {
    running = sync()
      .catch(() => ({ ok: false }))
      .finally(() => {
        running = null;
      });
    return running;
  }
  queued ??= running.then(() => {
    queued = null;
    return requestSync();
  });
  return queued;
}

/**
 * A GET with the staff session that must answer 200 itself: "ok" with the response, "refused"
 * when the session is gone (a redirect to the sign-in, 401, 403), "failed" otherwise (no network,
 * a server error), when what is kept stays as it is.
 */
async function staffFetch(url, accept) {
  let response;
  try {
    response = await fetch(url, { credentials: "same-origin", redirect: "manual", cache: "no-store", headers: { Accept: accept } });
  } catch {
    return { kind: "failed" };
  }
  if (response.type === "opaqueredirect" || response.status === 401 || response.status === 403) return { kind: "refused" };
  if (response.status !== 200 || response.redirected) return { kind: "failed" };
  return { kind: "ok", response };
}

/** The scripts, styles and fonts the offline page names (all hashed, under /assets/). */
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/["'(](\/assets\/[^"'()\s]+)["')]/g)) found.add(match[1]);
  return [...found];
}

async function sync() {
  const started = generation;
  const [snapshot, page] = await Promise.all([staffFetch(SNAPSHOT_URL, "application/json"), staffFetch(OFFLINE_URL, "text/html")]);
  if (snapshot.kind === "refused" || page.kind === "refused") {
    await caches.delete(CACHE);
    return { ok: false };
  }
  if (snapshot.kind !== "ok" || page.kind !== "ok") return { ok: false };
  const json = await snapshot.response.clone().json();
  const assets = assetsOf(await page.response.clone().text());
  // Hashed assets never change: those already kept are not fetched again.
  const kept = (await caches.has(CACHE)) ? await caches.open(CACHE) : null;
  const fetched = await Promise.all(
    assets.map(async (url) => {
      if (kept && (await kept.match(url))) return null;
      const response = await fetch(url, { credentials: "same-origin" }).catch(() => null);
      return response && response.status === 200 ? [url, response] : undefined;
    }),
  );
  // An asset that could not be fetched would leave the offline page broken: keep the last one whole.
  if (fetched.includes(undefined)) return { ok: false };
  if (generation !== started) return { ok: false };
  const cache = await caches.open(CACHE);
  await Promise.all([
    cache.put(SNAPSHOT_URL, snapshot.response),
    cache.put(OFFLINE_URL, page.response),
    ...fetched.filter(Boolean).map(([url, response]) => cache.put(url, response)),
  ]);
  // The assets of an older build go.
  const wanted = new Set([SNAPSHOT_URL, OFFLINE_URL, ...assets]);
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
  }
  // Signed out while this was being written: nothing stays.
  if (generation !== started) {
    await caches.delete(CACHE);
    return { ok: false };
  }
  return { ok: true, syncedAt: json.syncedAt };
}

self.addEventListener("message", (event) => {
  const type = event.data?.type;
  const port = event.ports[0];
  let work;
  if (type === "admin-offline:sync") {
    work = requestSync();
  } else if (type === "admin-offline:probe") {
    // Whether this worker reaches the server again (the offline page asks before going live).
    work = fetch("/healthz", { cache: "no-store" }).then(
      (response) => ({ ok: response.ok }),
      () => ({ ok: false }),
    );
  } else if (type === "admin-offline:clear") {
    generation += 1;
    work = caches.delete(CACHE).then(() => ({ ok: true }));
  } else {
    return;
  }
  event.waitUntil(work.then((answer) => port?.postMessage(answer)));
});

/* ---------- answering requests ---------- */

/** A back office page: from the network; without one, the offline page for that address. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_URL, { cacheName: CACHE });
    if (!offline) throw error;
    const url = new URL(request.url);
    if (url.pathname === OFFLINE_URL) return offline;
    return Response.redirect(`${OFFLINE_URL}?from=${encodeURIComponent(url.pathname + url.search)}`, 303);
  }
}

/** A hashed asset the offline page needs: the kept copy, else the network. */
async function asset(request) {
  const kept = await caches.match(request, { cacheName: CACHE, ignoreVary: true });
  return kept ?? fetch(request);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && ADMIN_PATH.test(url.pathname)) event.respondWith(page(request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
});
