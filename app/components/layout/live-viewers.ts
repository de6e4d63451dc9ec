/**
 * The "people viewing" count of the open product page (docs/product/reviews.md#rev-5) as the visit beacon's answer
 * brings it (visit-beacon.tsx): apart from the beacon, so that the product page reads it without
 * loading the beacon's code, which is loaded apart (components/ui/hydrate-apart.tsx).
 */
import { useSyncExternalStore } from "react";

type ViewersSnapshot = { productId: string | null; viewers: number | null };
let snapshot: ViewersSnapshot = { productId: null, viewers: null };
const listeners = new Set<() => void>();

/** The beacon's answer for a product (visit-beacon.tsx). */
export function publishViewers(productId: string, viewers: number) {
  snapshot = { productId, viewers };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

/** The product's viewers: the beacon's answer once it came, else the count the page was served with. */
export function useLiveViewers(productId: string, served: number): number {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return current.productId === productId && current.viewers !== null ? current.viewers : served;
}
