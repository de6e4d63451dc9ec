import { useState } from "react";
import { Download, X } from "lucide-react";
import { useHydrated } from "~/hooks/browser";
import { useInstallPrompt } from "~/hooks/use-install-prompt";
import { takeCapturedInstallPrompt, type BeforeInstallPromptEvent } from "~/sw/install-prompt-capture";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * docs/product/seo-and-install.md#seo-6's install flow: already standalone is installed (useInstallPrompt); the browser's
 * install prompt is captured (by the page's first script, app/sw/register.tsx, since it can come
 * before this page hydrates or on an earlier page; else by useInstallPrompt); on click it is shown
 * when there is one, accepted means installed, and it is discarded either way; without one, a
 * closable panel of manual instructions. Without JavaScript the instructions are simply shown.
 */
export function InstallPrompt({ manual, installedText }: { manual: React.ReactNode; installedText?: React.ReactNode }) {
  const { t } = useTranslator();
  const hydrated = useHydrated();
  const { installed, install: prompt } = useInstallPrompt();
  const [acceptedEarly, setAcceptedEarly] = useState(false);
  const [showManual, setShowManual] = useState(false);

  async function install() {
    const captured = takeCapturedInstallPrompt();
    if (captured && (await showCaptured(captured))) return;
    // A prompt already shown (the page's script and the hook can hold the same event) throws: none left.
    const outcome = await prompt().catch(() => "unavailable" as const);
    if (outcome === "unavailable") setShowManual(true);
  }

  /** Shows the captured prompt; false when it can't be shown (already used). */
  async function showCaptured(captured: BeforeInstallPromptEvent) {
    try {
      await captured.prompt();
      if ((await captured.userChoice).outcome === "accepted") setAcceptedEarly(true);
      return true;
    } catch {
      return false;
    }
  }

  if (installed || acceptedEarly) {
    return (
      <div className="mt-10 rounded-soft bg-accent-soft p-8 text-center" role="status" data-testid="install-done">
        <p className="font-display text-2xl">{t("install.installedTitle")}</p>
        <p className="mt-2 text-muted">{t("install.installedText")}</p>
        {installedText}
        <a href="/admin" className={buttonVariants({ variant: "secondary", className: "mt-6" })}>{t("install.adminLink")}</a>
      </div>
    );
  }
  return (
    <div className="mt-10">
      {hydrated && (
        <div className="text-center">
          <Button type="button" onClick={install} variant="primary" data-testid="install-button">
            <Download aria-hidden="true" className="h-4 w-4" />
            {t("install.button")}
          </Button>
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
