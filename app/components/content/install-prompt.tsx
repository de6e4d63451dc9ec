import { useEffect, useRef, useState } from "react";
import { Download, X } from "lucide-react";
import { useShop } from "~/lib/shop";
import { useHydrated, useMediaQuery } from "~/hooks/browser";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * SPEC.md §4's install flow: already standalone means installed; the browser's install prompt is
 * kept when it fires and shown on click (accepted → installed, then discarded); without it a
 * closable panel of manual instructions opens. Without JavaScript the instructions are simply shown.
 */
export function InstallPrompt({ manual, installedText }: { manual: React.ReactNode; installedText?: React.ReactNode }) {
  const { t } = useShop();
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);
  const hydrated = useHydrated();
  const standalone = useMediaQuery("(display-mode: standalone)");
  const [accepted, setAccepted] = useState(false);
  const installed = standalone || accepted;
  const [showManual, setShowManual] = useState(false);

  useEffect(() => {
    const capture = (event: Event) => {
      event.preventDefault();
      deferred.current = event as BeforeInstallPromptEvent;
    };
    const done = () => setAccepted(true);
    window.addEventListener("beforeinstallprompt", capture);
    window.addEventListener("appinstalled", done);
    return () => {
      window.removeEventListener("beforeinstallprompt", capture);
      window.removeEventListener("appinstalled", done);
    };
  }, []);

  async function install() {
    const prompt = deferred.current;
    if (!prompt) {
      setShowManual(true);
      return;
    }
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === "accepted") setAccepted(true);
    deferred.current = null;
  }

  if (installed) {
    return (
      <div className="mt-10 rounded-soft bg-accent-soft p-8 text-center" role="status" data-testid="install-done">
        <p className="font-display text-2xl">{t("install.installedTitle")}</p>
        <p className="mt-2 text-muted">{t("install.installedText")}</p>
        {installedText}
        <a href="/admin" className="btn btn-secondary mt-6">{t("install.adminLink")}</a>
      </div>
    );
  }
  return (
    <div className="mt-10">
      {hydrated && (
        <div className="text-center">
          <button type="button" onClick={install} className="btn btn-primary" data-testid="install-button">
            <Download aria-hidden="true" className="h-4 w-4" />
            {t("install.button")}
          </button>
        </div>
      )}
      {(!hydrated || showManual) && (
        <section className="relative mt-10 rounded-soft border border-lines bg-surface p-8" aria-labelledby="install-manual-title" data-testid="install-manual">
          <h2 id="install-manual-title" className="text-3xl">{t("install.manualTitle")}</h2>
          {hydrated && (
            <button
              type="button"
              onClick={() => setShowManual(false)}
              className="absolute end-4 top-4 inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-accent-soft"
              aria-label={t("install.closeManual")}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          )}
          <div className="mt-6 space-y-10">{manual}</div>
        </section>
      )}
    </div>
  );
}
