/**
 * The browser's install prompt, captured for docs/product/seo-and-install.md#seo-6's install flow before any other script runs
 * (register.tsx writes CAPTURE_INSTALL_PROMPT into every storefront page) and taken by the /install
 * page's button (components/content/install-prompt.tsx).
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

declare global {
  interface Window {
    __shopInstallPrompt?: BeforeInstallPromptEvent;
  }
}

/** Kept as window.__shopInstallPrompt; the browser's own banner is held back (preventDefault). */
export const CAPTURE_INSTALL_PROMPT =
  'addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.__shopInstallPrompt=e});';

/** The captured prompt, once: a prompt can be shown only once, then it is discarded (docs/product/seo-and-install.md#seo-6). */
export function takeCapturedInstallPrompt(): BeforeInstallPromptEvent | undefined {
  const prompt = window.__shopInstallPrompt;
  window.__shopInstallPrompt = undefined;
  return prompt;
}
