/**
 * This device's new-order pushes (docs/product/seo-and-install.md#seo-7), on the install-pwa screen. Turning them on asks
 * the browser's permission, registers the back office's service worker (/admin-sw.js, scope /admin),
 * subscribes with the shop's VAPID key (GET /admin/api/push) and posts the subscription with the
 * quiet hours; turning them off unsubscribes here and there. Each refusal says what to do.
 */
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { BellOff, BellRing } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { StatusCell } from "~/components/admin/data-table/cells";
import { FieldError } from "~/components/admin/form/field-error";
import { PUSH_SUBSCRIBE_INTENT, PUSH_UNSUBSCRIBE_INTENT } from "~/schemas/admin/push";
import { useHydrated } from "~/hooks/browser";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

const SW_URL = "/admin-sw.js";
const SW_SCOPE = "/admin";

type DeviceState = "checking" | "off" | "on";
type Problem = "denied" | "failed" | "unsupported";

function supported() {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** Posts to the push API (a resource route); a refusal throws. */
async function postPush(fields: FormData) {
  const response = await fetch("/admin/api/push", { method: "POST", body: fields });
  if (!response.ok) throw new Error(`push API answered ${response.status}`);
}

async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration(SW_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function DeviceAlerts() {
  const { t } = useTranslator();
  const { lang } = useAdmin();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const unsupported = hydrated && !supported();
  const [state, setState] = useState<DeviceState>("checking");
  const [problem, setProblem] = useState<Problem | undefined>();
  const [working, setWorking] = useState(false);
  const [quiet, setQuiet] = useState(true);

  useEffect(() => {
    if (!supported()) return;
    currentSubscription()
      .then((subscription) => setState(subscription ? "on" : "off"))
      .catch(() => setState("off"));
  }, []);

  async function turnOn(form: HTMLFormElement) {
    setProblem(undefined);
    setWorking(true);
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        setProblem("denied");
        return;
      }
      const registration = await navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE });
      await navigator.serviceWorker.ready;
      const { publicKey } = (await (await fetch("/admin/api/push", { headers: { Accept: "application/json" } })).json()) as { publicKey: string };
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
      const keys = subscription.toJSON().keys ?? {};
      const fields = new FormData(form);
      fields.set("intent", PUSH_SUBSCRIBE_INTENT);
      fields.set("endpoint", subscription.endpoint);
      fields.set("p256dh", keys.p256dh ?? "");
      fields.set("auth", keys.auth ?? "");
      fields.set("lang", lang);
      await postPush(fields);
      setState("on");
      void revalidator.revalidate();
    } catch {
      // No push service reachable, a refused key, a network failure: said the same way.
      setProblem("failed");
    } finally {
      setWorking(false);
    }
  }

  async function turnOff() {
    setProblem(undefined);
    setWorking(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const fields = new FormData();
        fields.set("intent", PUSH_UNSUBSCRIBE_INTENT);
        fields.set("endpoint", subscription.endpoint);
        await postPush(fields);
        await subscription.unsubscribe();
      }
      setState("off");
      void revalidator.revalidate();
    } catch {
      setProblem("failed");
    } finally {
      setWorking(false);
    }
  }

  const on = state === "on";
  const busy = working;
  const days = [0, 1, 2, 3, 4, 5, 6];
  const message = unsupported ? "unsupported" : problem;

  return (
    <form
      className="space-y-4 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void (on ? turnOff() : turnOn(event.currentTarget));
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p data-testid="device-alerts-state">{t(on ? "installPwa.alerts.on" : "installPwa.alerts.off")}</p>
        {state !== "checking" && !unsupported && <StatusCell label={t(on ? "installPwa.alerts.status.on" : "installPwa.alerts.status.off")} tone={on ? "success" : "neutral"} />}
      </div>
      {!on && !unsupported && (
        <fieldset className="space-y-3 rounded-soft border border-lines p-3">
          <legend className="px-1 font-medium">{t("installPwa.quiet.legend")}</legend>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" name="quietEnabled" value="on" checked={quiet} onChange={(event) => setQuiet(event.target.checked)} className="size-5 accent-accent" aria-describedby="device-quiet-hint" />
            {t("installPwa.quiet.enabled")}
          </label>
          <p id="device-quiet-hint" className="text-xs text-muted">
            {t("installPwa.quiet.hint")}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {(["from", "to"] as const).map((end) => (
              <div key={end} className="flex flex-wrap items-end gap-2">
                <label className="grid gap-1">
                  <span className="text-xs text-muted">
                    {t(`installPwa.quiet.${end}`)} · {t("installPwa.quiet.day")}
                  </span>
                  <select name={end === "from" ? "quietFromDay" : "quietToDay"} defaultValue={end === "from" ? 5 : 6} disabled={!quiet} className="field min-h-11">
                    {days.map((day) => (
                      <option key={day} value={day}>
                        {t(`installPwa.day.${day}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="grid gap-1">
                  <span className="text-xs text-muted">{t("installPwa.quiet.time")}</span>
                  <input type="time" name={end === "from" ? "quietFrom" : "quietTo"} defaultValue={end === "from" ? "17:00" : "20:00"} required disabled={!quiet} dir="ltr" className="field min-h-11" />
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      {!unsupported && state !== "checking" && (
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} variant="surface" inline className="px-4 font-medium disabled:opacity-60">
          {on ? <BellOff aria-hidden="true" className="size-4" /> : <BellRing aria-hidden="true" className="size-4" />}
          {busy ? t("installPwa.alerts.working") : t(on ? "installPwa.alerts.turnOff" : "installPwa.alerts.turnOn")}
        </Button>
      )}
      <FieldError id="device-alerts-problem" message={message ? t(`installPwa.alerts.${message}`) : undefined} />
    </form>
  );
}
