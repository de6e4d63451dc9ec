/**
 * docs/product/seo-and-install.md#seo-6's install flow, for the shop's /install page and the back office's install-pwa screen:
 * already standalone means installed; the browser's install prompt is kept when it fires and shown
 * on `install()` (accepted → installed, then discarded); without one, `install()` answers
 * "unavailable" and the page shows its manual instructions.
 */
import { useEffect, useRef, useState } from "react";
import { useMediaQuery } from "~/hooks/browser";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export function useInstallPrompt() {
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);
  const standalone = useMediaQuery("(display-mode: standalone)");
  const [accepted, setAccepted] = useState(false);

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

  async function install(): Promise<"accepted" | "dismissed" | "unavailable"> {
    const prompt = deferred.current;
    if (!prompt) return "unavailable";
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === "accepted") setAccepted(true);
    deferred.current = null;
    return choice.outcome;
  }

  return { installed: standalone || accepted, install };
}
