/**
 * One dictionary key's four languages side by side (stacked on a phone, two by two from `md`),
 * each written in its own language and direction. A field holds the text the shop shows now (the
 * owner's, else the dictionary's); the dictionary's own text stays visible under it, with the
 * {placeholders} the text must keep. Saving a text equal to the dictionary's, or an empty one,
 * removes the override. "Back to the dictionary" (one language, or all) asks once.
 */
import { useState } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import { RotateCcw, X } from "lucide-react";
import { AdminForm } from "~/components/admin/form/admin-form";
import { FieldError } from "~/components/admin/form/field-error";
import { StatusCell } from "~/components/admin/data-table/cells";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { dirOf, LANG_NAMES, LANGS, type Lang } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import { SaveButton } from "~/components/admin/form/save-button";
import { textPlaceKey } from "~/components/admin/texts/text-place";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface EditedText {
  key: string;
  dictionary: Partial<Record<Lang, string>>;
  overrides: Partial<Record<Lang, string>>;
  overridden: Lang[];
  placeholders: Record<Lang, string[]>;
}

type Answer = { intent: "save"; result: SubmissionResult<string[]> } | { intent: "reset" } | undefined;

/** What a failed save sent, by language, so nothing typed is lost. */
function sentTexts(answer: Answer): Partial<Record<Lang, string>> | null {
  if (answer?.intent !== "save" || answer.result.status === "success") return null;
  const sent = answer.result.initialValue as { texts?: Partial<Record<Lang, unknown>> } | null | undefined;
  if (!sent) return null;
  return Object.fromEntries(LANGS.map((lang) => [lang, typeof sent.texts?.[lang] === "string" ? sent.texts[lang] : ""]));
}

export function StaticTextEditor({ text, answer, closeHref }: { text: EditedText; answer: Answer; closeHref: string }) {
  const { t } = useTranslator();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [resetting, setResetting] = useState<Lang | "all" | null>(null);
  const errors = (answer?.intent === "save" ? (answer.result.error ?? {}) : {}) as Record<string, string[] | null | undefined>;
  const sent = sentTexts(answer);
  const busy = navigation.state === "submitting";
  const saving = busy && !String(navigation.formData?.get("intent") ?? "").startsWith("reset");
  const formId = "static-text-form";

  const confirmReset = () => {
    if (!resetting) return;
    // The edits go with the reset: the form's unsaved-changes guard must not stop it.
    (document.getElementById(formId) as HTMLFormElement | null)?.reset();
    submit({ intent: resetting === "all" ? "reset" : `reset:${resetting}`, key: text.key }, { method: "post", preventScrollReset: true });
  };

  return (
    <section aria-labelledby="static-text-editor-title" className="rounded-soft border border-lines bg-surface">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-lines px-4 py-3">
        <div className="min-w-0">
          <h2 id="static-text-editor-title" className="font-sans text-base font-semibold">
            {t("staticTranslations.editor.title")} · {t(textPlaceKey(text.key))}
          </h2>
          <bdi dir="ltr" title={t("staticTranslations.key", { key: text.key })} className="break-all font-mono text-xs text-muted">
            {text.key}
          </bdi>
        </div>
        <Link to={closeHref} preventScrollReset className="inline-flex min-h-11 items-center gap-1.5 rounded-soft px-2 text-sm text-muted hover:text-ink">
          <X aria-hidden="true" className="size-4" />
          {t("staticTranslations.editor.close")}
        </Link>
      </div>
      <AdminForm id={formId} method="post" noValidate preventScrollReset className="space-y-4 p-4" saveLabel={t("staticTranslations.editor.save")}>
        <input type="hidden" name="key" value={text.key} />
        <div className="grid gap-4 md:grid-cols-2">
          {LANGS.map((lang) => {
            const id = `static-text-${lang}`;
            const value = sent ? (sent[lang] ?? "") : (text.overrides[lang] ?? text.dictionary[lang] ?? "");
            const error = errors[`texts.${lang}`]?.[0];
            const placeholders = text.placeholders[lang];
            const overridden = text.overridden.includes(lang);
            const dictionary = text.dictionary[lang];
            const describedBy = [placeholders.length ? `${id}-keep` : "", `${id}-dictionary`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
            return (
              <div key={lang} className="min-w-0 space-y-2 rounded-soft border border-lines p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label htmlFor={id} className="text-sm font-medium">
                    {LANG_NAMES[lang]}
                  </label>
                  {overridden ? (
                    <StatusCell label={t("staticTranslations.state.overridden1")} tone="info" />
                  ) : dictionary ? (
                    <StatusCell label={t("staticTranslations.state.dictionary")} tone="neutral" />
                  ) : (
                    <StatusCell label={t("staticTranslations.state.missing1")} tone="warning" />
                  )}
                </div>
                <textarea
                  id={id}
                  name={`texts.${lang}`}
                  lang={lang}
                  dir={dirOf(lang)}
                  rows={Math.min(8, Math.max(2, Math.ceil(Math.max(value.length, dictionary?.length ?? 0) / 38)))}
                  defaultValue={value}
                  placeholder={dictionary ? undefined : (text.dictionary.fr ?? "")}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                  className="field w-full text-base"
                />
                {placeholders.length > 0 && (
                  <p id={`${id}-keep`} className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
                    {t("staticTranslations.editor.keep")}
                    {placeholders.map((name) => (
                      <code key={name} dir="ltr" className="rounded bg-background px-1.5 py-0.5 font-mono text-ink">{`{${name}}`}</code>
                    ))}
                  </p>
                )}
                <FieldError id={`${id}-error`} message={error ? t(error) : undefined} />
                <p id={`${id}-dictionary`} className="text-xs text-muted">
                  <span className="font-medium">{t("staticTranslations.editor.dictionary")}</span>{" "}
                  {dictionary ? (
                    <span lang={lang} dir={dirOf(lang)} className="inline">
                      {dictionary}
                    </span>
                  ) : (
                    t("staticTranslations.editor.noDictionary")
                  )}
                </p>
                {overridden && (
                  <button
                    type="submit"
                    name="intent"
                    value={`reset:${lang}`}
                    disabled={busy}
                    onClick={(event) => {
                      event.preventDefault();
                      setResetting(lang);
                    }}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-soft px-1 text-sm text-accent-2 hover:underline disabled:opacity-60"
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {t("staticTranslations.reset.lang", { lang: LANG_NAMES[lang] })}
                  </button>
                )}
              </div>
            );
          })}
        </div>
        <p className="text-xs text-muted">{t("staticTranslations.editor.hint")}</p>
        <div className="flex flex-wrap items-center gap-3">
          {/* Disabled during a reset too, but busy only while it saves. */}
          <SaveButton name="intent" value="save" disabled={busy} busy={saving} label={t("staticTranslations.editor.save")} busyLabel={t("staticTranslations.editor.saving")} />
          {text.overridden.length > 0 && (
            <Button
              type="submit"
              name="intent"
              value="reset"
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                setResetting("all");
              }}
              variant="danger" size="md" className="inline-flex items-center gap-1.5 font-medium disabled:opacity-60"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t("staticTranslations.reset.all")}
            </Button>
          )}
        </div>
      </AdminForm>
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={t("staticTranslations.reset.confirmTitle")}
        lost={
          resetting === "all"
            ? t("staticTranslations.reset.lostAll", { key: text.key, langs: text.overridden.map((lang) => LANG_NAMES[lang]).join(", ") })
            : resetting
              ? t("staticTranslations.reset.lostLang", { key: text.key, lang: LANG_NAMES[resetting], text: text.overrides[resetting] ?? "" })
              : ""
        }
        confirmLabel={t("staticTranslations.reset.confirm")}
        onConfirm={confirmReset}
      />
    </section>
  );
}
