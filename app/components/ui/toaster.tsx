import { lazy, Suspense, useSyncExternalStore } from "react";
import { useOptionalShop } from "~/lib/shop";
import { useTranslator } from "~/lib/request-context";
import { toasterState } from "./toast";

const ToasterView = lazy(() => import("./toaster-view"));

/**
 * Toasts sit in the bottom corner on the end side, which mirrors in Hebrew (docs/product/look.md#look-5), above the
 * click-to-call button when the shop shows one (on a phone toasts span the width). The
 * toaster's code loads when the first toast is asked for (loading it earlier would add work to
 * every page load for the few visits that see a toast).
 */
export function Toaster() {
  const { dir, t } = useTranslator();
  // The storefront's call button, when it shows one (the admin has none).
  const clickToCall = useOptionalShop()?.clickToCall;
  const wanted = useSyncExternalStore(toasterState.subscribe, toasterState.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView dir={dir} label={t("common.notifications", undefined, "Notifications")} clearCallButton={Boolean(clickToCall)} />
    </Suspense>
  );
}
