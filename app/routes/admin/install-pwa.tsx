/**
 * /admin/install-pwa (docs/product/admin-back-office.md#adm-34, docs/product/seo-and-install.md#seo-7): the back office as its own
 * app (manifest /admin.webmanifest, scope /admin), installed by the browser's prompt or by hand
 * (docs/product/seo-and-install.md#seo-6's flow, useInstallPrompt), and this device's new-order alerts with its quiet hours
 * (DeviceAlerts), with the list of the member's devices that get them.
 */
import { useState } from "react";
import { Download, Smartphone, X } from "lucide-react";
import type { Route } from "./+types/install-pwa";
import { requireStaff } from "~/server/permissions.server";
import { pushDevicesOf } from "~/features/push/push-devices-admin.server";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { Panel } from "~/components/admin/shell/panel";
import { StatusCell } from "~/components/admin/data-table/cells";
import { DeviceAlerts } from "~/components/admin/install/device-alerts";
import { useHydrated } from "~/hooks/browser";
import { useInstallPrompt } from "~/hooks/use-install-prompt";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, permissions } = await requireStaff({ request, context }, "dashboard:read");
  // Only who may read orders gets new-order alerts.
  const alerts = permissions.includes("orders:read");
  const devices = alerts ? await pushDevicesOf(user.id) : [];
  return { alerts, devices: devices.map(({ endpoint: _endpoint, ...device }) => device) };
}

export const handle: CrumbHandle = { crumb: "shell.nav.installPwa" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "installPwa.title");

export default function InstallPwaScreen({ loaderData }: Route.ComponentProps) {
  const { alerts, devices } = loaderData;
  const { t } = useTranslator();
  const { date } = useAdmin();
  return (
    <section aria-labelledby="install-pwa-title" className="space-y-5">
      <header className="space-y-1">
        <h1 id="install-pwa-title" className="text-3xl lg:text-4xl">
          {t("installPwa.title")}
        </h1>
        <p className="max-w-prose text-sm text-muted">{t("installPwa.intro")}</p>
      </header>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="install-pwa-app" title={t("installPwa.app.title")} testId="install-pwa-app">
          <InstallApp />
        </Panel>

        {alerts && (
          <Panel id="install-pwa-alerts" title={t("installPwa.alerts.title")} testId="install-pwa-alerts">
            <DeviceAlerts />
          </Panel>
        )}

        {alerts && (
          <Panel id="install-pwa-devices" title={t("installPwa.devices.title")} flush testId="install-pwa-devices">
            {devices.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-muted">{t("installPwa.devices.empty")}</p>
            ) : (
              <ul className="divide-y divide-lines">
                {devices.map((device) => (
                  <li key={device.id} className="flex items-start gap-3 px-4 py-3 text-sm">
                    <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{device.deviceLabel || t("installPwa.devices.unnamed")}</p>
                      <p className="text-muted">
                        {t("installPwa.devices.added", { date: date(device.createdAt, "dateTime") })}
                        {device.lastSentAt && <> · {t("installPwa.devices.lastSent", { date: date(device.lastSentAt, "dateTime") })}</>}
                      </p>
                    </div>
                    {device.quietEnabled && <StatusCell label={t("installPwa.devices.quietOn")} tone="info" />}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        )}
      </div>
    </section>
  );
}

/** docs/product/seo-and-install.md#seo-6's flow for the back office's own app: the browser's prompt, else the steps by hand. */
function InstallApp() {
  const { t } = useTranslator();
  const hydrated = useHydrated();
  const { installed, install } = useInstallPrompt();
  const [manual, setManual] = useState(false);
  if (installed) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm" data-testid="install-pwa-installed">
        <StatusCell label={t("installPwa.alerts.status.on")} tone="success" />
        {t("installPwa.app.installed")}
      </p>
    );
  }
  return (
    <div className="space-y-4 text-sm">
      <ul className="list-disc space-y-1 ps-5">
        <li>{t("installPwa.app.benefitQuick")}</li>
        <li>{t("installPwa.app.benefitAlerts")}</li>
      </ul>
      {hydrated && (
        <button
          type="button"
          onClick={() => void install().then((outcome) => setManual(outcome === "unavailable"))}
          className="inline-flex min-h-11 items-center gap-2 rounded-soft bg-ink px-4 font-medium text-surface hover:bg-ink/90"
          data-testid="install-pwa-button"
        >
          <Download aria-hidden="true" className="size-4" />
          {t("installPwa.app.install")}
        </button>
      )}
      {(!hydrated || manual) && (
        <section aria-labelledby="install-pwa-manual" className="relative rounded-soft border border-lines bg-background p-4" data-testid="install-pwa-manual">
          <h3 id="install-pwa-manual" className="font-sans font-semibold">
            {t("installPwa.app.manualTitle")}
          </h3>
          {hydrated && (
            <button type="button" onClick={() => setManual(false)} aria-label={t("installPwa.app.manualClose")} className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-surface">
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
          <ul className="mt-2 space-y-2">
            <li>{t("installPwa.app.iphone")}</li>
            <li>{t("installPwa.app.android")}</li>
          </ul>
        </section>
      )}
    </div>
  );
}
