import { Phone } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router";
import { useShop, type ShopLayoutData } from "~/lib/shop";
import { KEEP_CLEAR_SELECTOR } from "./keep-clear";
import { useTranslator } from "~/lib/request-context";

type ClickToCall = NonNullable<ShopLayoutData["clickToCall"]>;

function overlaps(a: DOMRect, b: DOMRect) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether the button should step aside: true while something marked KEEP_CLEAR (keep-clear.ts) is
 * under it, never while it has the keyboard focus. Checked once per frame on scroll, resize, a
 * change of the page's size and a navigation. Without JavaScript it stays where it is, and the page
 * still keeps room for it at its end (app.css).
 */
function useStepAside(button: RefObject<HTMLElement | null>, shown: boolean) {
  const [aside, setAside] = useState(false);
  const { key } = useLocation();
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Its box is the same shown or not (it fades, it does not move).
        const box = element.getBoundingClientRect();
        const covered = [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)].some((kept) => overlaps(kept.getBoundingClientRect(), box));
        setAside(covered && document.activeElement !== element);
      });
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(document.body);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [button, key, shown]);
  return aside;
}

/**
 * The floating click-to-call button (docs/product/overview.md#shop-6 and docs/product/content-and-texts.md#txt-6): only when the newest settings row is enabled
 * with a usable phone; position, colour and text come from the settings. A plain tel: link, inside
 * its own named landmark so that every part of the page belongs to one. Its place and height are
 * app.css's --call-* variables, which the toaster reads to stay clear of it. It covers nothing that
 * matters: the page leaves room for it at its end (app.css, `data-call-button`), and it fades away
 * while a buying action or a total (KEEP_CLEAR) passes under it (the product page's sticky
 * add-to-cart bar, fixed too, leaves it a place of its own instead).
 */
export function ClickToCallButton() {
  const { t } = useTranslator();
  const { clickToCall } = useShop();
  const link = useRef<HTMLAnchorElement>(null);
  const aside = useStepAside(link, Boolean(clickToCall));
  if (!clickToCall) return null;
  return (
    <aside aria-label={clickToCall.text || t("clickToCall.defaultText")} data-call-button="">
      <ClickToCallLink ref={link} settings={clickToCall} label={t("clickToCall.label", { phone: clickToCall.phone })} aside={aside} />
    </aside>
  );
}

/**
 * The button itself, shared with the back office's preview (admin/click-to-call): fixed to the
 * window in the shop; in a preview frame (`frame`), placed in that frame instead, with its text
 * shown as a phone (icon only) or a larger screen (icon and text) would show it. `aside` fades it
 * out of the way (and out of reach) for a moment.
 */
export function ClickToCallLink({
  settings,
  label,
  frame,
  aside = false,
  ref,
}: {
  settings: ClickToCall;
  label: string;
  frame?: "phone" | "desktop";
  aside?: boolean;
  ref?: RefObject<HTMLAnchorElement | null>;
}) {
  const side = settings.position === "bottom-left" ? "start-[var(--call-inset)]" : "end-[var(--call-inset)]";
  const colours = settings.color === "secondary" ? "bg-ink text-background hover:bg-ink/90" : "bg-accent text-on-accent hover:bg-accent-hover";
  const placement = frame ? "absolute" : "fixed";
  const textVisibility = frame === "phone" ? "hidden" : frame === "desktop" ? "inline" : "hidden sm:inline";
  return (
    <a
      ref={ref}
      href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}
      className={`${placement} bottom-[var(--call-inset)] z-30 inline-flex h-[var(--call-height)] min-w-[var(--call-height)] items-center justify-center gap-2 rounded-full px-4 text-sm font-medium shadow-lg shadow-ink/15 transition-[translate,opacity,visibility] duration-200 hover:-translate-y-0.5 ${side} ${colours} ${aside ? "invisible opacity-0" : ""}`}
      aria-label={label}
      data-testid={frame ? `click-to-call-preview-${frame}` : "click-to-call"}
      data-aside={aside || undefined}
    >
      <Phone aria-hidden="true" className="h-4 w-4" />
      <span className={textVisibility}>{settings.text}</span>
    </a>
  );
}
