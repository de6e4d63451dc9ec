/**
 * A server-sent events connection kept for as long as the component is mounted (the shop's live
 * updates, the back office's new-order alerts). It opens `startAfterMs` after the page has loaded;
 * a dropped connection is retried with a growing wait (our own backoff rather than the browser's
 * fixed retry: a full server answers 503); a page hidden for long lets go of it and reconnects when
 * shown again. After any reconnection `onCatchUp` runs, since events may have been missed meanwhile.
 * Inside a frame (the design editor's preview) nothing connects.
 */
import { useEffect, useRef } from "react";

const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;
const HIDDEN_CLOSE_MS = 5 * 60_000;

export interface EventSourceOptions {
  /** Each named event, with its data line. */
  events: Record<string, (data: string) => void>;
  onCatchUp?: () => void;
  startAfterMs?: number;
  /** For tests and for curiosity: <html data-{marker}="on"> while connected. */
  marker?: string;
}

/** An empty `url` connects nowhere (a page whose visitor may not listen). */
export function useEventSource(url: string, options: EventSourceOptions) {
  // The latest handlers, without reconnecting when they change.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!url || typeof EventSource === "undefined" || window.parent !== window) return;
    const { startAfterMs = 0, marker } = latest.current;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    // The first connection has nothing to catch up.
    let missed = false;

    const disconnect = () => {
      if (marker) delete document.documentElement.dataset[marker];
      source?.close();
      source = undefined;
      missed = true;
    };
    const connect = () => {
      clearTimeout(timer);
      if (source) return;
      const live = new EventSource(url);
      source = live;
      live.onopen = () => {
        failures = 0;
        if (marker) document.documentElement.dataset[marker] = "on";
        if (!missed) return;
        missed = false;
        latest.current.onCatchUp?.();
      };
      for (const name of Object.keys(latest.current.events)) {
        live.addEventListener(name, (event) => latest.current.events[name]?.((event as MessageEvent<string>).data));
      }
      live.onerror = () => {
        disconnect();
        const wait = Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MAX_MS) * (0.75 + Math.random() / 2);
        failures += 1;
        timer = setTimeout(connect, wait);
      };
    };
    const onVisibility = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === "hidden") {
        hiddenTimer = setTimeout(() => {
          clearTimeout(timer);
          disconnect();
        }, HIDDEN_CLOSE_MS);
      } else if (!source) {
        connect();
      }
    };

    timer = setTimeout(connect, startAfterMs);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      clearTimeout(timer);
      clearTimeout(hiddenTimer);
      if (marker) delete document.documentElement.dataset[marker];
      source?.close();
    };
  }, [url]);
}
