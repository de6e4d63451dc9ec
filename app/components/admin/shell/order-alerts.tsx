/**
 * New orders, live, in the open back office (docs/product/seo-and-install.md#seo-7): /admin/api/order-alerts sends each
 * new order the moment it is placed (LISTEN/NOTIFY on every server copy, then server-sent events).
 * Each one gets a toast with a link to it and a short chime this device can turn off; the orders
 * tab counts the ones not seen yet (so does the installed app's icon, where the browser allows), and
 * the dashboard or the orders list on screen reloads to show them.
 */
import { useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { Bell, BellOff } from "lucide-react";
import { useEventSource } from "~/hooks/use-event-source";
import { toast } from "~/components/ui/toast";
import { useAdmin } from "./admin-context";
import { NEW_ORDERS_EVENT } from "~/components/admin/offline/offline-data";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

interface OrderAlert {
  id: string;
  orderNumber: number;
  totalMinor: number;
  currency: string;
  firstName: string;
}

const SOUND_KEY = "admin.orderSound";

/** The orders not seen yet on this page, and whether this device plays the chime: tiny stores. */
function store<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
const unseen = store(0);
const soundOn = store(true);

function setAppBadge(count: number) {
  const badge = navigator as Navigator & { setAppBadge?: (count: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  void (count ? badge.setAppBadge?.(count) : badge.clearAppBadge?.())?.catch(() => {});
}

/** Two soft notes, made on the spot (no sound file to fetch); silent when the browser refuses. */
function chime() {
  try {
    const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const audio = new AudioContextClass();
    const now = audio.currentTime;
    for (const [index, frequency] of [880, 1318.5].entries()) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      const start = now + index * 0.18;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.5);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.55);
    }
    setTimeout(() => void audio.close().catch(() => {}), 1200);
  } catch {
    // No sound is no harm: the toast and the badge remain.
  }
}

/** How many new orders this page has not shown yet (the orders tab's badge). */
export function useUnseenOrders() {
  return useSyncExternalStore(unseen.subscribe, unseen.get, () => 0);
}

export function OrderAlerts() {
  const { t } = useTranslator();
  const { can, money } = useAdmin();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const onOrders = /^\/admin\/orders\/?$/.test(pathname);

  useEffect(() => {
    soundOn.set(localStorage.getItem(SOUND_KEY) !== "off");
  }, []);

  // The orders list on screen: nothing left unseen.
  useEffect(() => {
    if (onOrders && unseen.get()) {
      unseen.set(0);
      setAppBadge(0);
    }
  }, [onOrders]);

  const onNewOrders = (data: string) => {
    let alerts: OrderAlert[];
    try {
      alerts = JSON.parse(data) as OrderAlert[];
    } catch {
      return;
    }
    if (!alerts.length) return;
    for (const alert of alerts) {
      toast.success(t("orderAlerts.toast", { number: String(alert.orderNumber), total: money(alert.totalMinor, alert.currency as never) }), {
        description: alert.firstName ? t("orderAlerts.from", { name: alert.firstName }) : undefined,
        action: { label: t("orderAlerts.open"), onClick: () => void navigate(`/admin/orders/${alert.id}`) },
        duration: 10_000,
      });
    }
    if (soundOn.get()) chime();
    // The offline snapshot keeps the new orders at once (components/admin/offline/admin-worker.tsx).
    window.dispatchEvent(new Event(NEW_ORDERS_EVENT));
    if (!onOrders) {
      unseen.set(unseen.get() + alerts.length);
      setAppBadge(unseen.get());
    }
    // The screens that list orders show the new ones at once.
    if (pathname === "/admin" || onOrders) void revalidator.revalidate();
  };

  useEventSource(can("orders:read") ? "/admin/api/order-alerts" : "", {
    marker: "orderAlerts",
    events: { orders: onNewOrders },
    onCatchUp: () => {
      if (pathname === "/admin" || onOrders) void revalidator.revalidate();
    },
  });
  return null;
}

/** The header's switch for this device's chime. */
export function OrderSoundToggle() {
  const { t } = useTranslator();
  const { can } = useAdmin();
  const on = useSyncExternalStore(soundOn.subscribe, soundOn.get, () => true);
  if (!can("orders:read")) return null;
  const Icon = on ? Bell : BellOff;
  return (
    <Button
      type="button"
      aria-pressed={on}
      title={t(on ? "orderAlerts.soundOn" : "orderAlerts.soundOff")}
      onClick={() => {
        soundOn.set(!on);
        localStorage.setItem(SOUND_KEY, on ? "off" : "on");
      }}
      variant="ghost" size="icon" className="text-muted"
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{t("orderAlerts.sound")}</span>
    </Button>
  );
}
