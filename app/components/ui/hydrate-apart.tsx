/**
 * A Suspense boundary around a part of the page that is below the first screen (footer, reviews).
 * Nothing in it suspends: the server renders it in place, with the rest of the page. What it
 * changes is hydration: React hydrates each boundary as its own unit and yields to the browser
 * between them, so a phone's main thread gets no single long task for the whole page
 * (docs/product/performance-and-operations.md#ops-3, Total Blocking Time), and a tap on the first screen is handled first.
 */
import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";

export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * A part of the page whose code the browser loads beside the page's first JavaScript instead of
 * inside it (the storefront's first-load budget, docs/product/performance-and-operations.md#ops-1), in a HydrateApart boundary of
 * its own. On the server it is `component` itself, so the page is rendered whole as before; in the
 * browser it is a lazy component, whose server HTML stays in place until its module has arrived
 * and React hydrates it (a click on it meanwhile is replayed then). Its module is asked for when
 * hydration first reaches the part, not when the importing module is evaluated: a page has some
 * twenty parts, and asked for that early they were queued ahead of the page's own entry script (it
 * is imported last, after the route modules have run), which then waited behind them for one of
 * the browser's six connections; on a phone's connection that put hydration and the first paint a
 * few round trips later (bench/lighthouse-diagnose.mjs, the requests' order).
 *
 * For the parts that work as plain HTML until then: links, forms that post, a <dialog> opened by
 * the button's `command`, or parts that draw nothing.
 *
 * The caller writes `loadedApart(import.meta.env.SSR ? { component: Component } : { load: () =>
 * import(...) })`: one condition at the call site, so that each build sees one side only. The
 * browser's build drops the static import, which would otherwise pull the module back into the
 * page's first chunks (scripts/vite-chunks.ts does not count that import either); the server's
 * build drops the import(), which it would otherwise warn about, for every part, as a "dynamic
 * import [that] will not move module into another chunk" (tests/unit/parts-apart-build.test.ts).
 */
export function loadedApart<Props extends object>(source: { component: ComponentType<Props> } | { load: () => Promise<ComponentType<Props>> }) {
  let Part: ComponentType<Props>;
  if ("component" in source) Part = source.component;
  else {
    const { load } = source;
    Part = lazy(() => partModule(load));
  }
  return function LoadedApart(props: Props) {
    const part = useRef<ApartPart>({}).current;
    useEffect(() => {
      if (!partsHydrated.has(part)) partsWaiting.add(part);
      return () => {
        partsWaiting.delete(part);
        markWhenPartsHydrated();
      };
    }, [part]);
    return (
      <HydrateApart>
        <Part {...props} />
        <PartHydrated part={part} />
      </HydrateApart>
    );
  };
}

/**
 * Which parts of the page are still waiting for their code, so that the document can say when all
 * of them have hydrated (`data-parts-hydrated` on <html>, beside root.tsx's `data-hydrated`, which
 * only says the page itself has). Tests wait for it before they rely on a part's code: the
 * analytics tracker's timers, a menu's script. A part whose module never arrives keeps it unset.
 */
type ApartPart = object;
const partsWaiting = new Set<ApartPart>();
const partsHydrated = new WeakSet<ApartPart>();
let pageHydrated = false;

function markWhenPartsHydrated() {
  if (pageHydrated && partsWaiting.size === 0) document.documentElement.dataset.partsHydrated = "true";
}

/** Draws nothing; its effect runs when React hydrates the part's boundary, i.e. once its code is in. */
function PartHydrated({ part }: { part: ApartPart }) {
  useEffect(() => {
    partsHydrated.add(part);
    partsWaiting.delete(part);
    markWhenPartsHydrated();
  }, [part]);
  return null;
}

/**
 * Called by the root once the page itself has hydrated: the effects of the parts on the page have
 * run by then (a child's effects run before its parent's), so each part still waiting is known.
 */
export function pageHasHydrated() {
  pageHydrated = true;
  markWhenPartsHydrated();
}

/**
 * The module of a part loaded apart, for React.lazy. If it cannot be downloaded (a phone losing its
 * network, a deploy that removed the file), the promise never settles: a Suspense boundary that
 * stays suspended keeps the server's HTML in place, whose links and forms work without JavaScript,
 * where a rejection would be an error that replaces the whole page with the error screen. After a
 * client navigation the part is simply missing.
 */
export function partModule<Props>(load: () => Promise<ComponentType<Props>>): Promise<{ default: ComponentType<Props> }> {
  return load().then(
    (loaded) => ({ default: loaded }),
    (error: unknown) => {
      console.error(error);
      return new Promise<never>(() => undefined);
    },
  );
}
