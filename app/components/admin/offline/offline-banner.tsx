/**
 * The back office's offline banner (docs/product/seo-and-install.md#seo-7): while the connection is down, or on the
 * offline page, it says so with the time of the last sync ("Hors ligne — données du 24/11 à 21:05")
 * and that every action waits for the connection. Back online on the offline page, it offers to
 * reload the screen that was asked for.
 */
import { useEffect, useState } from "react";
import { CloudOff, RotateCw } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { INTL_LOCALES } from "~/lib/langs";
import { readSnapshot } from "./offline-data";
import { useTranslator } from "~/lib/request-context";

type Synced = { state: "reading" } | { state: "known"; at: string | null };

export function OfflineBanner({ online, returnTo }: { online: boolean; returnTo: string | null }) {
  const { t } = useTranslator();
  const { lang } = useAdmin();
  const [synced, setSynced] = useState<Synced>({ state: "reading" });

  useEffect(() => {
    let current = true;
    void readSnapshot().then((snapshot) => {
      if (current) setSynced({ state: "known", at: snapshot?.syncedAt ?? null });
    });
    return () => {
      current = false;
    };
  }, [online]);

  const when = synced.state === "known" && synced.at ? new Date(synced.at) : null;
  const locale = INTL_LOCALES[lang];
  const title = when
    ? t("adminOffline.banner", {
        day: new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit" }).format(when),
        time: new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(when),
      })
    : synced.state === "known"
      ? t("adminOffline.bannerNoData")
      : t("adminOffline.title");

  return (
    <div role="status" data-testid="offline-banner" className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-soft border border-ink/30 bg-ink px-4 py-3 text-background">
      <CloudOff aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="block font-semibold" data-synced-at={when?.toISOString()}>
          {title}
        </strong>
        <span className="block text-sm opacity-90">{online && returnTo ? t("adminOffline.backOnline") : t("adminOffline.readOnly")}</span>
      </p>
      {online && returnTo && (
        <a href={returnTo} className="inline-flex min-h-11 items-center gap-2 rounded-soft border border-background/60 px-3 text-sm font-medium hover:bg-background/10">
          <RotateCw aria-hidden="true" className="size-4" />
          {t("adminOffline.reload")}
        </a>
      )}
    </div>
  );
}
