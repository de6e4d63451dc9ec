/**
 * The click-to-call screen's live preview (docs/product/admin-back-office.md#adm-27): the shop's own button
 * (components/layout/click-to-call.tsx) placed in two small frames drawn like a shop page, one the
 * width of a phone (the icon only, as phones show it) and one of a computer (icon and text), in the
 * language and direction chosen. The frames are inert: nothing in them can be clicked or focused,
 * and a sentence describes them to screen readers.
 */
import { useState, type ReactNode } from "react";
import { ClickToCallLink } from "~/components/layout/click-to-call";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { dirOf, LANG_NAMES, LANGS, type Lang } from "~/lib/langs";
import { useTranslator } from "~/lib/request-context";

export interface ClickToCallDraft {
  isEnabled: boolean;
  phone: string;
  position: "bottom-left" | "bottom-right";
  color: "default" | "secondary";
  /** The text typed for each language ("" when none). */
  texts: Record<Lang, string>;
}

export function ClickToCallPreview({ draft, defaults }: { draft: ClickToCallDraft; defaults: Record<Lang, string> }) {
  const { t } = useTranslator();
  const { lang: adminLang } = useAdmin();
  const [lang, setLang] = useState<Lang>(adminLang);
  // As the shop shows it: the language's text, else the French one, else the dictionary's.
  const text = draft.texts[lang] || draft.texts.fr || defaults[lang];
  const settings = { phone: draft.phone, text, position: draft.position, color: draft.color };

  return (
    <div className="space-y-4">
      <div role="group" aria-label={t("clickToCall.preview.language")} className="flex flex-wrap gap-1">
        {LANGS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === lang}
            onClick={() => setLang(candidate)}
            className={`min-h-11 rounded-soft border px-3 text-sm ${candidate === lang ? "border-ink bg-ink text-background" : "border-lines bg-surface hover:border-accent/50"}`}
          >
            <span lang={candidate}>{LANG_NAMES[candidate]}</span>
          </button>
        ))}
      </div>
      {draft.isEnabled ? (
        <p className="sr-only" aria-live="polite">
          {t("clickToCall.preview.describe", { text, position: t(`clickToCall.position.${draft.position}`), color: t(`clickToCall.color.${draft.color}`) })}
        </p>
      ) : (
        <p role="status" className="rounded-soft border border-lines bg-background px-3 py-2 text-sm text-muted" data-testid="click-to-call-preview-off">
          {t("clickToCall.preview.off")}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <figure className="space-y-1">
          <Frame lang={lang} width="w-44" height="h-80">
            {draft.isEnabled && <ClickToCallLink settings={settings} label={text} frame="phone" />}
          </Frame>
          <figcaption className="text-center text-xs text-muted">{t("clickToCall.preview.phone")}</figcaption>
        </figure>
        <figure className="min-w-0 flex-1 basis-64 space-y-1">
          <Frame lang={lang} width="w-full" height="h-56" wide>
            {draft.isEnabled && <ClickToCallLink settings={settings} label={text} frame="desktop" />}
          </Frame>
          <figcaption className="text-center text-xs text-muted">{t("clickToCall.preview.desktop")}</figcaption>
        </figure>
      </div>
    </div>
  );
}

/** A shop page in miniature: a header, a picture and lines of text, with the button over it. */
function Frame({ lang, width, height, wide = false, children }: { lang: Lang; width: string; height: string; wide?: boolean; children: ReactNode }) {
  return (
    <div
      inert
      aria-hidden="true"
      lang={lang}
      dir={dirOf(lang)}
      className={`relative overflow-hidden rounded-[1rem] border border-lines bg-background shadow-sm ${width} ${height}`}
    >
      <div className="flex items-center justify-between border-b border-lines bg-surface px-3 py-2">
        <span className="h-2 w-16 rounded-full bg-ink/70" />
        <span className="flex gap-1.5">
          <span className="size-2 rounded-full bg-ink/30" />
          <span className="size-2 rounded-full bg-ink/30" />
        </span>
      </div>
      <div className={`space-y-2 p-3 ${wide ? "grid grid-cols-[2fr_3fr] gap-3 space-y-0" : ""}`}>
        <div className={`rounded-[0.5rem] bg-accent/15 ${wide ? "h-28" : "h-24"}`} />
        <div className="space-y-2">
          <div className="h-2.5 w-3/4 rounded-full bg-ink/25" />
          <div className="h-2 w-full rounded-full bg-ink/10" />
          <div className="h-2 w-5/6 rounded-full bg-ink/10" />
          <div className="h-2 w-2/3 rounded-full bg-ink/10" />
        </div>
      </div>
      {children}
    </div>
  );
}
