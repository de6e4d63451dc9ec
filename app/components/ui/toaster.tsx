import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useShop } from "~/lib/shop";
import { toasterState } from "./toast";

const ToasterView = lazy(() => import("./toaster-view"));

/**
 * Toasts sit in the bottom corner on the end side, which mirrors in Hebrew (DESIGN.md). The
 * toaster's code loads when the browser is idle or when the first toast is asked for.
 */
export function Toaster() {
  const { dir, t } = useShop();
  const wanted = useSyncExternalStore(toasterState.subscribe, toasterState.wanted, () => false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => toasterState.preload());
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView dir={dir} label={t("common.notifications", undefined, "Notifications")} />
    </Suspense>
  );
}
