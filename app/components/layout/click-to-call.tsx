import { Phone } from "lucide-react";
import { useShop } from "~/lib/shop";

/**
 * The floating click-to-call button (SPEC.md §2, §4): only when the newest settings row is enabled
 * with a usable phone; position, colour and text come from the settings. A plain tel: link.
 */
export function ClickToCallButton() {
  const { clickToCall, t } = useShop();
  if (!clickToCall) return null;
  const side = clickToCall.position === "bottom-left" ? "start-4 md:start-6" : "end-4 md:end-6";
  const colours =
    clickToCall.color === "secondary" ? "bg-ink text-background hover:bg-ink/90" : "bg-accent text-on-accent hover:bg-accent-hover";
  return (
    <a
      href={`tel:${clickToCall.phone.replace(/[^\d+]/g, "")}`}
      className={`fixed bottom-4 z-30 inline-flex items-center gap-2 rounded-full px-4 py-3 text-sm font-medium shadow-lg shadow-ink/15 transition-transform hover:-translate-y-0.5 md:bottom-6 ${side} ${colours}`}
      aria-label={t("clickToCall.label", { phone: clickToCall.phone })}
      data-testid="click-to-call"
    >
      <Phone aria-hidden="true" className="h-4 w-4" />
      <span className="hidden sm:inline">{clickToCall.text}</span>
    </a>
  );
}
