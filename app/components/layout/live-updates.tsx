/**
 * Open pages pick up the owner's changes without a reload (docs/product/performance-and-operations.md#ops-4, docs/product/checkout-and-orders.md#ord-8). After the page
 * has loaded, it listens to /api/live (server-sent events, server/http.ts):
 * - `design`: the new CSS variables are fetched from /api/design and set on <html>;
 * - `texts` and `content`: the page's data is reloaded (the layout reloads its texts on a
 *   revalidation, see its shouldRevalidate).
 * The connection (retries, a hidden page letting go, catching up) is useEventSource's. Inside a
 * frame (the design editor's preview) it stays silent: the editor sets the values there itself.
 */
import { useEffect, useRef } from "react";
import { useFetchers, useLocation, useNavigation, useRevalidator } from "react-router";
import { useEventSource } from "~/hooks/use-event-source";

const START_AFTER_MS = 2000;
const CSS_NAME = /^--[a-z0-9-]+$/;

/** Sets the page's design variables to the published ones; a variable no longer published is dropped. */
async function applyDesign(applied: Set<string>) {
  const response = await fetch("/api/design", { cache: "no-store", credentials: "omit" });
  if (!response.ok) return;
  const { variables } = (await response.json()) as { variables: Record<string, string> };
  const style = document.documentElement.style;
  for (const name of applied) if (!(name in variables)) style.removeProperty(name);
  applied.clear();
  for (const [name, value] of Object.entries(variables)) {
    if (!CSS_NAME.test(name) || /[;{}<>]/.test(value)) continue;
    style.setProperty(name, value);
    applied.add(name);
  }
}

export function LiveUpdates() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const location = useLocation();
  const applied = useRef(new Set<string>());
  // Whether the visitor's own navigation, form or fetcher is under way, read when the event comes.
  const busy = useRef(false);
  // The page a form post answered (its refusal and messages are the action's data), and whether a
  // reload waits for the visitor to leave it: a reload drops an action's data, so the messages of a
  // refused form would vanish under the visitor's eyes (seen in CI while the back office's journeys
  // edited texts). <html data-live-held="on"> says one waits (for tests and for curiosity).
  const posting = useRef(false);
  const answeredPage = useRef<string | null>(null);
  const held = useRef(false);
  useEffect(() => {
    busy.current = navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
    if (navigation.formMethod && navigation.formMethod !== "GET") posting.current = true;
    else if (navigation.state === "idle" && posting.current) {
      posting.current = false;
      answeredPage.current = location.key;
    }
  });
  // Spread over a second, so that every open page does not ask the server at the same instant; and
  // never on top of the visitor's own request (a currency change reloads the page's data itself):
  // a reload started in the middle of it once ended on the error screen (CI, phone-layout.spec).
  const latestKey = useRef(location.key);
  latestKey.current = location.key;
  const reload = () =>
    void setTimeout(function whenIdle() {
      if (busy.current) setTimeout(whenIdle, 500);
      else if (answeredPage.current === latestKey.current) {
        held.current = true;
        document.documentElement.dataset.liveHeld = "on";
      }
      else void revalidator.revalidate();
    }, Math.random() * 1000);
  // The visitor left the form's answer: the held reload happens now.
  useEffect(() => {
    if (!held.current || answeredPage.current === location.key) return;
    held.current = false;
    delete document.documentElement.dataset.liveHeld;
    reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new page only
  }, [location.key]);
  const restyle = () => void applyDesign(applied.current).catch(() => {});
  useEventSource("/api/live", {
    startAfterMs: START_AFTER_MS,
    marker: "live",
    events: { design: restyle, texts: reload, content: reload },
    onCatchUp: () => {
      restyle();
      reload();
    },
  });
  return null;
}
