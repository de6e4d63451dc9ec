import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterState } from "./toast";

/** Above the call button: its inset and height (app.css) and a gap. */
const ABOVE_CALL_BUTTON = "calc(var(--call-inset) + var(--call-height) + 0.75rem)";

/** The loaded toaster (see toast.ts); it tells the facade when it listens. */
export default function ToasterView({ dir, label, clearCallButton }: { dir: "ltr" | "rtl"; label: string; clearCallButton: boolean }) {
  useEffect(() => toasterState.markMounted(), []);
  return (
    <Sonner
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      offset={clearCallButton ? { bottom: ABOVE_CALL_BUTTON } : undefined}
      mobileOffset={clearCallButton ? { bottom: ABOVE_CALL_BUTTON } : undefined}
      closeButton
      toastOptions={{ className: "font-sans", duration: 4000 }}
      containerAriaLabel={label}
    />
  );
}
