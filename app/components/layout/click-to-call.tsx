import { Phone } from "lucide-react";
import { useShop, type ShopLayoutData } from "~/lib/shop";

type ClickToCall = NonNullable<ShopLayoutData["clickToCall"]>;

/**
 * The floating click-to-call button (SPEC.md §2, §4): only when the newest settings row is enabled
 * with a usable phone; position, colour and text come from the settings. A plain tel: link, inside
 * its own named landmark so that every part of the page belongs to one. Its place and height are
 * app.css's --call-* variables, which the toaster reads to stay clear of it.
 */
export function ClickToCallButton() {
  const { clickToCall, t } = useShop();
  if (!clickToCall) return null;
  return (
    <aside aria-label={clickToCall.text || t("clickToCall.defaultText")}>
      <ClickToCallLink settings={clickToCall} label={t("clickToCall.label", { phone: clickToCall.phone })} />
    </aside>
  );
}

/**
 * The button itself, shared with the back office's preview (admin/click-to-call): fixed to the
 * window in the shop; in a preview frame (`frame`), placed in that frame instead, with its text
 * shown as a phone (icon only) or a larger screen (icon and text) would show it.
 */
export function ClickToCallLink({ settings, label, frame }: { settings: ClickToCall; label: string; frame?: "phone" | "desktop" }) {
  const side = settings.position === "bottom-left" ? "start-[var(--call-inset)]" : "end-[var(--call-inset)]";
  const colours = settings.color === "secondary" ? "bg-ink text-background hover:bg-ink/90" : "bg-accent text-on-accent hover:bg-accent-hover";
  const placement = frame ? "absolute" : "fixed";
  const textVisibility = frame === "phone" ? "hidden" : frame === "desktop" ? "inline" : "hidden sm:inline";
  return (
    <a
      href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}
      className={`${placement} bottom-[var(--call-inset)] z-30 inline-flex h-[var(--call-height)] min-w-[var(--call-height)] items-center justify-center gap-2 rounded-full px-4 text-sm font-medium shadow-lg shadow-ink/15 transition-transform hover:-translate-y-0.5 ${side} ${colours}`}
      aria-label={label}
      data-testid={frame ? `click-to-call-preview-${frame}` : "click-to-call"}
    >
      <Phone aria-hidden="true" className="h-4 w-4" />
      <span className={textVisibility}>{settings.text}</span>
    </a>
  );
}
