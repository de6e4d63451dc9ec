import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { useMediaQuery } from "~/hooks/browser";
import { toasterState } from "./toast";

/** Above the call button: its inset and height (app.css) and a gap. */
const ABOVE_CALL_BUTTON = "calc(var(--call-inset) + var(--call-height) + 0.75rem)";

/** Below the sticky header of the shop (4 rem) and of the admin (3.5 rem), with a gap. */
const BELOW_HEADER = "4.5rem";

/**
 * The loaded toaster (see toast.ts); it tells the facade when it listens. On a phone the toasts
 * come down from the top: at the bottom they covered what the thumb presses next, the form's
 * submit button right after a refused post, the sticky add-to-cart bar, the bottom navigation.
 * Sonner's own phone breakpoint is 600 px.
 */
export default function ToasterView({ dir, label, clearCallButton }: { dir: "ltr" | "rtl"; label: string; clearCallButton: boolean }) {
  useEffect(() => toasterState.markMounted(), []);
  const phone = useMediaQuery("(max-width: 599px)");
  return (
    <Sonner
      dir={dir}
      position={phone ? "top-center" : dir === "rtl" ? "bottom-left" : "bottom-right"}
      offset={clearCallButton ? { bottom: ABOVE_CALL_BUTTON } : undefined}
      mobileOffset={{ top: BELOW_HEADER }}
      closeButton
      toastOptions={{ className: "font-sans", duration: 4000 }}
      containerAriaLabel={label}
    />
  );
}
