/**
 * Live updates for open pages (docs/product/performance-and-operations.md#ops-4, docs/product/performance-and-operations.md#ops-4): the table changes every server copy hears
 * (live.server.ts) become three events for the browsers connected to /api/live (server/http.ts):
 * - `design`: the design settings changed; the page fetches the new CSS variables (/api/design);
 * - `texts`: the static translations changed; the page reloads its data (its texts);
 * - `content`: a content or settings table the pages show changed; the page reloads its data.
 *
 * A publish touches several tables in one transaction and each fires its own notification: the
 * events of one moment are gathered for COALESCE_MS and each kind is sent once.
 */
import { onTableChange } from "./live.server";

export type LiveEvent = "design" | "texts" | "content";

/** The tables behind each event (each has the notify trigger of migrations 0002 and 0013). */
export const LIVE_EVENT_TABLES: Record<LiveEvent, string[]> = {
  design: ["design_settings"],
  texts: ["static_translations"],
  content: [
    "hero_slides",
    "hero_slide_translations",
    "homepage_blocks",
    "pages",
    "page_translations",
    "landing_pages",
    "landing_page_translations",
    // The header, footer and call button every page shows.
    "site_settings",
    "click_to_call_settings",
  ],
};

/**
 * The most browsers one server copy keeps connected. Each costs an open socket and a timer; past
 * this a browser is told to come back later (503), and its page works as before without updates.
 */
export const LIVE_MAX_CONNECTIONS = 2000;
const COALESCE_MS = 100;

type Send = (event: LiveEvent) => void;
const subscribers = new Set<Send>();
const pending = new Set<LiveEvent>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function flush() {
  flushTimer = undefined;
  const events = [...pending];
  pending.clear();
  for (const send of subscribers) {
    for (const event of events) send(event);
  }
}

function queue(event: LiveEvent) {
  if (!subscribers.size) return;
  pending.add(event);
  flushTimer ??= setTimeout(flush, COALESCE_MS);
}

function listenOnce() {
  if (listening) return;
  listening = true;
  for (const [event, tables] of Object.entries(LIVE_EVENT_TABLES) as [LiveEvent, string[]][]) {
    onTableChange(tables, () => queue(event));
  }
}

/**
 * A browser's place in the stream: `send` gets each event until `close` is called. Undefined when
 * the server already holds LIVE_MAX_CONNECTIONS.
 */
export function subscribeLiveEvents(send: Send): (() => void) | undefined {
  listenOnce();
  if (subscribers.size >= LIVE_MAX_CONNECTIONS) return undefined;
  // A function per subscriber, so the same `send` given twice is two places.
  const own: Send = (event) => send(event);
  subscribers.add(own);
  return () => {
    subscribers.delete(own);
  };
}

export function liveConnectionCount() {
  return subscribers.size;
}
