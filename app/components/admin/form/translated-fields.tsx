/**
 * The four languages of a translated record, side by side (docs/product/languages-and-currencies.md#lang-4: French is the source, the
 * admin shows what is missing). Under the `lg` breakpoint the languages are tabs (an ARIA tablist:
 * arrow keys, Home, End; the arrows follow the reading direction); from `lg` up they are four
 * columns. Each input is written in its own language and direction (Hebrew right to left), and each
 * language carries a "missing" mark while one of its required fields is empty, updated as one types.
 *
 *   <TranslatedFields
 *     fields={[{ name: "name", label: t("x.name"), kind: "input", required: true, maxLength: 120 }]}
 *     values={{ fr: { name: "Boisé" }, en: { name: "Woody" } }}
 *     errors={{ "translations.fr.name": ["x.errors.nameRequired"] }}
 *   />
 *
 * renders inputs named `translations.fr.name`, `translations.en.name`… that Conform's
 * `parseWithZod` reads back as `{ translations: { fr: { name } } }`. The inputs are uncontrolled: a
 * page without JavaScript posts them as they are, and a failed save keeps what was typed.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { CircleAlert } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { FieldError } from "~/components/admin/form/field-error";
import { useMediaQuery } from "~/hooks/browser";
import { dirOf, LANG_NAMES, LANGS, type Lang } from "~/lib/langs";
import { useTranslator } from "~/lib/request-context";

export interface TranslatedField {
  /** The field's name inside a language: the input is named `${namePrefix}.${lang}.${name}`. */
  name: string;
  /** Its label, already in the admin's language. */
  label: string;
  kind: "input" | "textarea";
  /**
   * Needed for a language to be complete: a language without it gets the "missing" mark. Only
   * French, the fallback, must have it to save (the server's schema says so; the label shows it).
   */
  required?: boolean;
  maxLength?: number;
  /** A hint under the field, already in the admin's language. */
  description?: string;
  /** Rows of a textarea (4 by default). */
  rows?: number;
}

export type TranslatedValues = Partial<Record<Lang, Record<string, string | null | undefined> | null | undefined>>;

/** Messages by input name (`translations.fr.name`): dictionary keys or texts, one or several. */
export type TranslatedErrors = Record<string, string | string[] | null | undefined>;

interface Props {
  fields: readonly TranslatedField[];
  values?: TranslatedValues;
  errors?: TranslatedErrors;
  namePrefix?: string;
  /** A caption for the group (the tablist's name, and a heading above the languages). */
  legend?: string;
  /** Which language is shown first on a phone; French unless a language has an error. */
  initialLang?: Lang;
}

/** For each language, whether one of the required fields (names separated by spaces) is empty. */
function missingOf(requiredKey: string, read: (lang: Lang, field: string) => string): Record<Lang, boolean> {
  const names = requiredKey ? requiredKey.split(" ") : [];
  return Object.fromEntries(LANGS.map((lang) => [lang, names.some((name) => !read(lang, name).trim())])) as Record<Lang, boolean>;
}

const firstMessage = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value[0] : (value ?? undefined));

const NO_VALUES: TranslatedValues = {};
const NO_ERRORS: TranslatedErrors = {};

export function TranslatedFields({ fields, values = NO_VALUES, errors = NO_ERRORS, namePrefix = "translations", legend, initialLang }: Props) {
  const { t } = useTranslator();
  const { dir } = useAdmin();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const wide = useMediaQuery("(min-width: 64rem)");
  const container = useRef<HTMLDivElement>(null);
  const tabs = useRef<Partial<Record<Lang, HTMLButtonElement | null>>>({});

  const inputName = (lang: Lang, field: string) => `${namePrefix}.${lang}.${field}`;
  const errorOf = (lang: Lang, field: string) => firstMessage(errors[inputName(lang, field)]);
  const langHasError = (lang: Lang) => fields.some((field) => errorOf(lang, field.name));
  // Which languages lack a required field: from the values given, then from what is typed.
  const requiredKey = fields
    .filter((field) => field.required)
    .map((field) => field.name)
    .join(" ");
  const [missing, setMissing] = useState(() => missingOf(requiredKey, (lang, field) => values[lang]?.[field] ?? ""));
  const recompute = useCallback(() => {
    const root = container.current;
    if (!root) return;
    setMissing(
      missingOf(requiredKey, (lang, field) => {
        const input = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(`${namePrefix}.${lang}.${field}`)}"]`);
        return input?.value ?? "";
      }),
    );
  }, [requiredKey, namePrefix]);

  // A form reset (the save bar's "discard") puts the loaded values back: so do the marks.
  useEffect(() => {
    const form = container.current?.closest("form");
    if (!form) return;
    const onReset = () => window.setTimeout(recompute);
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, [recompute]);

  // The tab shown on a phone: the first language with an error after a failed save, else French.
  const firstWithError = LANGS.find(langHasError);
  const [selected, setSelected] = useState<Lang>(firstWithError ?? initialLang ?? "fr");
  const [seenErrors, setSeenErrors] = useState(errors);
  if (seenErrors !== errors) {
    setSeenErrors(errors);
    if (firstWithError) setSelected(firstWithError);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = LANGS.indexOf(selected);
    const rtl = dir === "rtl";
    let next: Lang | undefined;
    if (event.key === (rtl ? "ArrowLeft" : "ArrowRight")) next = LANGS[(index + 1) % LANGS.length];
    else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft")) next = LANGS[(index - 1 + LANGS.length) % LANGS.length];
    else if (event.key === "Home") next = LANGS[0];
    else if (event.key === "End") next = LANGS[LANGS.length - 1];
    if (!next) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const id = (...parts: string[]) => [uid, ...parts].join("-");
  const missingLabel = t("translatedFields.missing");
  const errorLabel = t("translatedFields.error");

  return (
    // A size container: the desktop's columns follow the width this editor has, not the window's.
    <div ref={container} role="group" aria-labelledby={legend ? id("legend") : undefined} onInput={recompute} className="@container">
      {legend && (
        <h2 id={id("legend")} className="mb-2 font-sans text-base font-semibold">
          {legend}
        </h2>
      )}
      <p id={id("hint")} className="mb-3 text-xs text-muted">
        {/* Where no field is required (texts that default to the dictionary's), French is not either. */}
        {t(requiredKey ? "translatedFields.hint" : "translatedFields.hintDefaults")}
      </p>

      {/* Four tabs sharing the row by their names' widths (flex-auto), not in equal quarters: in a
          section's narrower card a quarter is too small for "Русский" while "עברית" needs half of one. */}
      <div role="tablist" aria-label={legend ?? t("translatedFields.languages")} className="mb-4 flex gap-1 lg:hidden">
        {LANGS.map((lang) => {
          const active = lang === selected;
          const hasError = langHasError(lang);
          return (
            <button
              key={lang}
              ref={(node) => {
                tabs.current[lang] = node;
              }}
              type="button"
              role="tab"
              id={id("tab", lang)}
              aria-selected={active}
              aria-controls={id("panel", lang)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(lang)}
              onKeyDown={onKeyDown}
              // Four across a phone: the name, and under it the mark (words, not a colour alone).
              className={`flex min-h-12 min-w-0 flex-auto flex-col items-center justify-center gap-0.5 rounded-soft border px-1 py-1 text-sm ${
                active ? "border-ink bg-ink text-background" : "border-lines bg-surface hover:border-accent/50"
              }`}
            >
              {/* Each name in its own direction: inside a Hebrew page a Russian name laid out right to
                  left loses its start, not its end, when the tab is too narrow ("…сский"). */}
              <span lang={lang} dir={dirOf(lang)} className="max-w-full truncate">
                {LANG_NAMES[lang]}
              </span>
              {(missing[lang] || hasError) && <LangMark label={hasError ? errorLabel : missingLabel} error={hasError} active={active} compact />}
            </button>
          );
        })}
      </div>

      {/* On a desktop the four languages side by side when each column is wide enough for a short
          text to show whole (a button's "Позвоните нам"), else two by two: in a narrower card
          (the click-to-call form beside its preview) four quarters cut a one-line field's text. */}
      <div className="lg:grid lg:grid-cols-2 lg:gap-4 lg:@4xl:grid-cols-4">
        {LANGS.map((lang) => {
          const active = lang === selected;
          const hasError = langHasError(lang);
          return (
            <div
              key={lang}
              id={id("panel", lang)}
              // On a phone a tab's panel; on a desktop one column of four, named by its heading.
              role={wide ? "group" : "tabpanel"}
              aria-labelledby={wide ? id("heading", lang) : id("tab", lang)}
              className={`min-w-0 space-y-4 ${active ? "" : "max-lg:hidden"} lg:rounded-soft lg:border lg:border-lines lg:p-3`}
            >
              <h3 id={id("heading", lang)} className="hidden items-center justify-between gap-2 font-sans text-sm font-semibold lg:flex">
                <span lang={lang} dir={dirOf(lang)}>
                  {LANG_NAMES[lang]}
                </span>
                {(missing[lang] || hasError) && <LangMark label={hasError ? errorLabel : missingLabel} error={hasError} />}
              </h3>
              {fields.map((field) => {
                const name = inputName(lang, field.name);
                const fieldId = id(lang, field.name);
                const message = errorOf(lang, field.name);
                const describedBy = [field.description ? `${fieldId}-description` : "", message ? `${fieldId}-error` : ""].filter(Boolean).join(" ") || undefined;
                const common = {
                  id: fieldId,
                  name,
                  lang,
                  dir: dirOf(lang),
                  defaultValue: values[lang]?.[field.name] ?? "",
                  maxLength: field.maxLength,
                  "aria-required": field.required && lang === "fr" ? true : undefined,
                  "aria-invalid": message ? true : undefined,
                  "aria-describedby": describedBy,
                  className: "field",
                };
                return (
                  <div key={field.name}>
                    <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
                      {field.label}
                      {/* Four inputs share the label: each also names its language. */}
                      <span className="sr-only"> ({LANG_NAMES[lang]})</span>
                      {field.required && lang === "fr" && (
                        <span className="ms-1 text-xs font-normal text-muted">{t("translatedFields.required")}</span>
                      )}
                    </label>
                    {field.kind === "textarea" ? <textarea {...common} rows={field.rows ?? 4} /> : <input {...common} type="text" />}
                    {field.description && (
                      <p id={`${fieldId}-description`} className="mt-1 text-xs text-muted">
                        {field.description}
                      </p>
                    )}
                    <FieldError id={`${fieldId}-error`} message={message ? t(message) : undefined} />
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );

}

/** A language's mark: words and an icon, not a colour alone; an error wins over "missing". */
function LangMark({ label, error, active = false, compact = false }: { label: string; error: boolean; active?: boolean; compact?: boolean }) {
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1 rounded-full px-1.5 font-medium ${compact ? "text-[0.6875rem] leading-4" : "text-xs"} ${
        active ? "bg-background/20" : error ? "bg-accent-2/10 text-accent-2" : "bg-accent-soft text-ink"
      }`}
    >
      <CircleAlert aria-hidden="true" className="size-3 shrink-0" />
      {label}
    </span>
  );
}
