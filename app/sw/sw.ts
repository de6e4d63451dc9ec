/**
 * The shop's service worker (docs/product/seo-and-install.md#seo-6), served at /sw.js with scope /. Built by
 * vite-plugin-pwa's injectManifest from this file (vite.config.ts): Workbox's modules are bundled in,
 * and `self.__WB_MANIFEST` becomes the list of the storefront's hashed files and fonts.
 *
 * injectManifest rather than generateSW: the worker needs code of its own that generateSW's options
 * cannot express (React Router's data requests turned into document loads when offline, the offline
 * page of the visitor's language, the back office left alone), and that code shares its rules with
 * the offline page and the unit tests (cache-rules.ts) instead of living as strings in a config.
 *
 * What it does (cache-rules.ts decides which request is which):
 * - precaches the storefront's hashed scripts and styles and the fonts;
 * - public pages: network first, the copy kept for offline use (at most LIMITS.pages);
 * - personal pages (cart, checkout, account...): network only; offline, the offline page;
 * - React Router's data requests: network only; offline, an answer that makes React Router load the
 *   page as a document, which the rules above then serve (a kept copy or the offline page);
 * - images: cache first, at most LIMITS.images;
 * - the back office (/admin), every API and every non-GET request: not handled at all.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { ExpirationPlugin, CacheExpiration } from "workbox-expiration";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { setCacheNameDetails } from "workbox-core";
import {
  CACHE_ID,
  CACHE_NAMES,
  LIMITS,
  langOfPath,
  offlineLangFor,
  offlinePagePath,
  classifyRequest,
  documentUrlOfData,
  isCacheablePage,
  offlineRedirectFor,
  type RequestKind,
  linkedFiles,
  mayShowAccount,
  VIEWER_HEADER,
} from "./cache-rules";
import type { Lang } from "../lib/langs";

// The service worker's own types (lib "webworker" cannot join the app's "dom" in one program).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerClient {
  readonly id: string;
  readonly url: string;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    get(id: string): Promise<WorkerClient | undefined>;
    matchAll(options: { type: "window"; includeUncontrolled?: boolean }): Promise<readonly WorkerClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
// Written exactly so, once: the build replaces `self.__WB_MANIFEST` with the list (vite.config.ts).
const PRECACHE = (self as unknown as WorkerScope).__WB_MANIFEST;

/** A page's copy older than this is fetched again after a client navigation (warmPage). */
const WARM_AGAIN_AFTER_MS = 10 * 60 * 1000;

setCacheNameDetails({ prefix: CACHE_ID });

// A new version takes over at once: pages are network first, so an open page loses nothing.
worker.addEventListener("install", (event) => {
  event.waitUntil(Promise.all([cacheOfflinePagesOfOpenPages(), worker.skipWaiting()]));
});
worker.addEventListener("activate", (event) => {
  event.waitUntil(worker.clients.claim().then(warmOpenPages));
});

precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();

/** Only a whole HTML page with status 200 is kept (never a redirect, an error or a fragment). */
const htmlPagesOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && /^text\/html\b/i.test(response.headers.get("content-type") ?? "") ? response : null,
};

const precached = new Set(PRECACHE.map((entry) => `/${entry.url.replace(/^\//, "")}`));

/**
 * Keeps what a kept page loads beyond the precache (cache-rules.ts linkedFiles), its texts' file
 * above all: a page reached offline hydrates only with it. Best effort: without them the page still
 * reads, unhydrated.
 */
async function keepLinkedFiles(html: string) {
  const assetCache = await caches.open(CACHE_NAMES.assets);
  const missing = await Promise.all(linkedFiles(html).filter((file) => !precached.has(file)).map(async (file) => ((await assetCache.match(file)) ? undefined : file)));
  await Promise.allSettled(missing.filter((file) => file !== undefined).map((file) => assetCache.add(file)));
}

/** After a page's document is kept, the files it needs offline are kept too. */
const withLinkedFiles = {
  cacheDidUpdate: async ({ newResponse }: { newResponse: Response }) => {
    await keepLinkedFiles(await newResponse.clone().text()).catch(() => undefined);
  },
};

/**
 * Copies made for an account must not outlive its session on this device. A sign-out here drops
 * them (sw/visited-pages.ts), but a session also ends elsewhere: a sign-out of the other devices, a
 * password change, an expiry. The server marks each answer with whom it was for (VIEWER_HEADER);
 * the first one for a guest drops every kept copy that may show an account, pages and offline pages
 * alike (a page seen since will be kept again, as the guest sees it).
 */
let accountCopiesMayBeKept = true; // unknown when the worker starts: the first guest answer looks
let accountAnswers = 0;

async function forgetAccountCopies() {
  const seen = accountAnswers;
  const offlineLangs: Lang[] = [];
  for (const name of [CACHE_NAMES.pages, CACHE_NAMES.offline]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const kept = await cache.match(request, { ignoreVary: true });
      if (!kept || !mayShowAccount(kept)) continue;
      await cache.delete(request, { ignoreVary: true });
      const lang = langOfPath(new URL(request.url).pathname);
      if (name === CACHE_NAMES.offline && lang) offlineLangs.push(lang);
    }
  }
  // The offline pages are fetched again, now as the guest sees them: offline, one must be there.
  await Promise.allSettled(offlineLangs.map(cacheOfflinePage));
  // An account's answer that came meanwhile (a sign-in) may have been kept: look again next time.
  if (seen === accountAnswers) accountCopiesMayBeKept = false;
}

/** Notes whom a storefront answer from the network was for, and drops the account's copies once it is a guest. */
function noteViewer(event: unknown, response: Response) {
  const viewer = response.headers.get(VIEWER_HEADER);
  if (viewer === "account") {
    accountAnswers += 1;
    accountCopiesMayBeKept = true;
  } else if (viewer === "guest" && accountCopiesMayBeKept) {
    (event as ExtendableEvent).waitUntil(forgetAccountCopies().catch(() => undefined));
  }
}

/** Every page answer that came from the network (not a kept copy served offline) says whom it was for. */
const viewerNoted = {
  fetchDidSucceed: async ({ event, response }: { event: unknown; response: Response }) => {
    noteViewer(event, response);
    return response;
  },
};

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  // A page's Vary (cookies, encoding) must not hide its copy from the same visitor offline.
  matchOptions: { ignoreVary: true },
  plugins: [viewerNoted, htmlPagesOnly, withLinkedFiles, new ExpirationPlugin({ ...LIMITS.pages, purgeOnQuotaError: true })],
});

const images = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ ...LIMITS.images, purgeOnQuotaError: true })],
});

const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ ...LIMITS.assets, purgeOnQuotaError: true })],
});

const pagesExpiration = new CacheExpiration(CACHE_NAMES.pages, LIMITS.pages);

function kindIs(kind: RequestKind) {
  return ({ request }: { request: Request }) => classifyRequest(request, origin) === kind;
}

/** The offline page of the failed address's language, by a redirect (its own address, so it hydrates as itself). */
function offlineResponse(url: URL): Response {
  return Response.redirect(new URL(offlineRedirectFor(url), origin).href, 302);
}

registerRoute(kindIs("page"), async ({ request, event }) => {
  try {
    const response = await pages.handle({ request, event: event as never });
    ensureOfflinePage(event, new URL(request.url));
    return response;
  } catch {
    // Neither the network nor a kept copy.
    return offlineResponse(new URL(request.url));
  }
});

registerRoute(kindIs("private-page"), async ({ request, event }) => {
  try {
    const response = await fetch(request);
    noteViewer(event, response);
    ensureOfflinePage(event, new URL(request.url));
    return response;
  } catch {
    return offlineResponse(new URL(request.url));
  }
});

registerRoute(kindIs("offline-page"), async ({ request }) => {
  const url = new URL(request.url);
  const cache = await caches.open(CACHE_NAMES.offline);
  const kept = await cache.match(url.pathname, { ignoreSearch: true, ignoreVary: true });
  if (kept) return kept;
  return fetch(request);
});

/**
 * A client navigation's data request. Online, the answer goes through untouched (never kept: a
 * page's data may be personal and must be fresh), and the page's document is kept for offline use.
 * Offline, React Router is told to load the page as a document (single fetch's redirect answer, with
 * a full reload), which the page routes above answer with a kept copy or the offline page.
 */
registerRoute(kindIs("page-data"), async ({ request, event }) => {
  const url = new URL(request.url);
  const document = documentUrlOfData(url);
  try {
    const response = await fetch(request);
    noteViewer(event, response);
    if (response.ok && isCacheablePage(document)) (event as ExtendableEvent).waitUntil(warmPage(document).catch(() => undefined));
    ensureOfflinePage(event, document);
    return response;
  } catch (error) {
    if (request.signal.aborted) throw error;
    return reloadAsDocument(`${document.pathname}${document.search}`);
  }
});

/** React Router's lazy route discovery: offline, the same full document load. */
registerRoute(kindIs("route-manifest"), async ({ request }) => {
  try {
    return await fetch(request);
  } catch (error) {
    if (request.signal.aborted) throw error;
    return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
  }
});

registerRoute(kindIs("image"), images);

/**
 * Hashed files that were not precached: the storefront's chunks loaded on demand. A back-office page
 * that this worker happens to control (no admin worker on the device yet) keeps none of its own.
 */
registerRoute(kindIs("asset"), async ({ request, event }) => {
  const fetchEvent = event as FetchEvent;
  const client = fetchEvent.clientId ? await worker.clients.get(fetchEvent.clientId) : undefined;
  if (client && new URL(client.url).pathname.startsWith("/admin")) return fetch(request);
  return assets.handle({ request, event: event as never });
});

function reloadAsDocument(path: string): Response {
  return new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": path, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true", "X-Remix-Replace": "true" },
  });
}

/**
 * Keeps a public page's document, for a page reached by a client navigation (only its data came over
 * the network) or open before this worker was there. Skipped while a recent copy is kept.
 */
async function warmPage(url: URL) {
  const cache = await caches.open(CACHE_NAMES.pages);
  const kept = await cache.match(url.href, { ignoreVary: true });
  const keptAt = Date.parse(kept?.headers.get("date") ?? "");
  if (kept && Number.isFinite(keptAt) && Date.now() - keptAt < WARM_AGAIN_AFTER_MS) return;
  const response = await fetch(url.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
  if (!(await htmlPagesOnly.cacheWillUpdate({ response }))) return;
  await cache.put(url.href, response.clone());
  await keepLinkedFiles(await response.text()).catch(() => undefined);
  await pagesExpiration.updateTimestamp(url.href);
  await pagesExpiration.expireEntries();
}

/** The pages open when this worker took over (the first one a visitor saw is not in any cache yet). */
async function warmOpenPages() {
  const windows = await worker.clients.matchAll({ type: "window" });
  await Promise.all(
    windows
      .map((client) => new URL(client.url))
      .filter((url) => url.origin === origin && isCacheablePage(url))
      .map((url) => warmPage(url).catch(() => undefined)),
  );
}

/**
 * The offline page of a language, rendered by the server with the shop's look, kept by each version
 * of the worker (its scripts and styles are in the precache of the same build), with the files it
 * loads that the precache lacks (React Router's manifest, written after the list was made). Asked
 * with the visitor's cookies, as any page of theirs: the copy shows their own consent answer. At
 * install, for the languages of the open pages; for another language, the first time one of its
 * pages is asked for online (ensureOfflinePage).
 */
async function cacheOfflinePage(lang: Lang) {
  const path = offlinePagePath(lang);
  const response = await fetch(path, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const html = await response.clone().text();
  await (await caches.open(CACHE_NAMES.offline)).put(path, response);
  await keepLinkedFiles(html);
}


async function cacheOfflinePagesOfOpenPages() {
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const langs = new Set(windows.map((client) => offlineLangFor(new URL(client.url).pathname)));
  if (langs.size === 0) langs.add(offlineLangFor("/"));
  await Promise.all([...langs].map(cacheOfflinePage));
}

/** Keeps the offline page of a page's language when it is missing (a language first visited now). */
function ensureOfflinePage(event: unknown, url: URL) {
  const lang = langOfPath(url.pathname);
  if (!lang) return;
  const work = caches
    .open(CACHE_NAMES.offline)
    .then((cache) => cache.match(offlinePagePath(lang)))
    .then((kept) => (kept ? undefined : cacheOfflinePage(lang)))
    .catch(() => undefined);
  (event as ExtendableEvent).waitUntil(work);
}
