/**
 * The admin's toasts: the storefront's toast facade and lazy Sonner view (components/ui/toast*),
 * placed on the end side of the admin's language and above the phone's bottom bar. Admin code
 * calls `toast.success(...)` from ~/components/ui/toast as the storefront does.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterState } from "~/components/ui/toast";
import { useAdmin } from "./admin-context";
import { useTranslator } from "~/lib/request-context";

const ToasterView = lazy(() => import("~/components/ui/toaster-view"));

export function AdminToaster() {
  const { t } = useTranslator();
  const { dir } = useAdmin();
  const wanted = useSyncExternalStore(toasterState.subscribe, toasterState.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* clearCallButton lifts the toasts by the height of a 48 px bar: the bottom navigation here. */}
      <ToasterView dir={dir} label={t("shell.notifications")} clearCallButton />
    </Suspense>
  );
}
