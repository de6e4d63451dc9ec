import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterState } from "./toast";

/** The loaded toaster (see toast.ts); it tells the facade when it listens. */
export default function ToasterView({ dir, label }: { dir: "ltr" | "rtl"; label: string }) {
  useEffect(() => toasterState.markMounted(), []);
  return (
    <Sonner
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      closeButton
      toastOptions={{ className: "font-sans", duration: 4000 }}
      containerAriaLabel={label}
    />
  );
}
