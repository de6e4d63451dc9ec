import { Phone } from "lucide-react";
import { useShop } from "~/lib/shop";

/**
 * The floating click-to-call button (SPEC.md §2, §4): only when the newest settings row is enabled
 * with a usable phone; position, colour and text come from the settings. A plain tel: link, inside
 * its own named landmark so that every part of the page belongs to one. Its place and height are
 * app.css's --call-* variables, which the toaster reads to stay clear of it.
 */
export function ClickToCallButton() {
  const { clickToCall, t } = useShop();
  if (!clickToCall) return null;
  const side = clickToCall.position === "bottom-left" ? "start-[var(--call-inset)]" : "end-[var(--call-inset)]";
  const colours =
    clickToCall.color === "secondary" ? "bg-ink text-background hover:bg-ink/90" : "bg-accent text-on-accent hover:bg-accent-hover";
  return (
    <aside aria-label={clickToCall.text || t("clickToCall.defaultText")}>
      <a
        href={`tel:${clickToCall.phone.replace(/[^\d+]/g, "")}`}
        className={`fixed bottom-[var(--call-inset)] z-30 inline-flex h-[var(--call-height)] min-w-[var(--call-height)] items-center justify-center gap-2 rounded-full px-4 text-sm font-medium shadow-lg shadow-ink/15 transition-transform hover:-translate-y-0.5 ${side} ${colours}`}
        aria-label={t("clickToCall.label", { phone: clickToCall.phone })}
        data-testid="click-to-call"
      >
        <Phone aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">{clickToCall.text}</span>
      </a>
    </aside>
  );
}
