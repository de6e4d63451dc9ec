/**
 * A server-sent events answer (text/event-stream), for the open pages' live updates (/api/live) and
 * the back office's new-order alerts (/admin/api/order-alerts). `subscribe` is given a `send` and
 * returns its unsubscribe, or undefined when the server is full (the browser is told to come back
 * later, 503, and its page works without the stream). A comment every LIVE_HEARTBEAT_MS keeps
 * proxies from closing a quiet connection; the browser leaving (or the server closing the socket)
 * ends the subscription. A stream for a signed-in person passes `stillAllowed`: it is asked again at
 * each heartbeat, and `subscribe`'s `close` ends the stream when its session ended or lost the right.
 */
export const LIVE_HEARTBEAT_MS = 25_000;

export type SendEvent = (event: string, data: string) => void;

export function eventStream(
  signal: AbortSignal,
  subscribe: (send: SendEvent, close: () => void) => (() => void) | undefined,
  options: { first?: string; stillAllowed?: () => Promise<boolean> } = {},
): Response {
  const encoder = new TextEncoder();
  let stop: (() => void) | undefined;
  let write: (text: string) => void = () => {};
  let closedEarly = false;
  const close = () => {
    closedEarly = true;
    stop?.();
  };
  // Each data line is one line: a newline inside the data would end the event early.
  const unsubscribe = subscribe((event, data) => write(`event: ${event}\ndata: ${data.replace(/\r?\n/g, " ")}\n\n`), close);
  if (!unsubscribe) {
    return new Response("Trop de connexions, réessayez plus tard.", { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } });
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const { stillAllowed } = options;
      const heartbeat = setInterval(() => {
        if (!stillAllowed) return write(": ping\n\n");
        stillAllowed().then(
          (allowed) => (allowed ? write(": ping\n\n") : stop?.()),
          () => stop?.(),
        );
      }, LIVE_HEARTBEAT_MS);
      stop = () => {
        stop = undefined;
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener("abort", onAbort);
        write = () => {};
        try {
          controller.close();
        } catch {
          // Already closed by the client's leaving.
        }
      };
      const onAbort = () => stop?.();
      write = (text) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop?.();
        }
      };
      signal.addEventListener("abort", onAbort, { once: true });
      // How long the browser waits before reconnecting by itself after a dropped connection.
      write(`retry: 5000\n: connected\n\n${options.first ?? ""}`);
      // Closed before the stream started (the subscriber found the session over at once).
      if (closedEarly) stop();
    },
    cancel() {
      stop?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: neither the compression middleware nor a proxy may buffer the stream.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
