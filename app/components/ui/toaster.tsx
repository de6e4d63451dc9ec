import { Toaster as Sonner } from "sonner";
import { useShop } from "~/lib/shop";

/** Toasts sit in the bottom corner on the end side, which mirrors in Hebrew (DESIGN.md). */
export function Toaster() {
  const { dir, t } = useShop();
  return (
    <Sonner
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      closeButton
      toastOptions={{ className: "font-sans", duration: 4000 }}
      containerAriaLabel={t("common.notifications", undefined, "Notifications")}
    />
  );
}
