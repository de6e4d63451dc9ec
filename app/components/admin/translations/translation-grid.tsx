/**
 * The translations screen's grid (docs/product/admin-back-office.md#adm-25): for each entry, the source text (French) next to
 * the field of the language being filled, written in that language's direction (Hebrew right to
 * left), several entries at once and one save for all. On a phone the two sit one above the other.
 *
 * It is one form of plain fields (it works before JavaScript loads), so it cannot live inside the
 * shared data table, which draws each row twice (a table row and a phone card). A refused save
 * gives back what was typed, with each refused field's message under it.
 *
 * Its own form rather than AdminForm: the grid's filters and pages are the same path with another
 * query, and leaving for them must ask first too (AdminForm's guard watches the path only; a router
 * holds one blocker, so the guard lives here whole). Mounted again (by key) after a save.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useBlocker, useNavigation } from "react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { UnsavedChangesDialog, useDirtyForm } from "~/components/admin/form/admin-form";
import { FieldError } from "~/components/admin/form/field-error";
import { dirOf, type Lang } from "~/lib/langs";
import type { TranslationType } from "~/schemas/admin/translations";
import { SaveButton } from "~/components/admin/form/save-button";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface GridRow {
  key: string;
  type: TranslationType;
  field: string;
  fieldLabel: { key: string; values?: Record<string, string | number> };
  label: string;
  href: string;
  source: { lang: Lang; text: string } | null;
  target: string;
  max: number;
}

export function TranslationGrid({
  rows,
  lang,
  sent,
  errors,
  writable,
}: {
  rows: GridRow[];
  lang: Lang;
  /** What a refused save posted, by entry key: shown again so nothing typed is lost. */
  sent: Record<string, string>;
  /** Each refused entry's message, by entry key, in the admin's words. */
  errors: Record<string, string>;
  writable: boolean;
}) {
  const { t } = useTranslator();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const { ref, dirty, check } = useDirtyForm();
  // The save's own navigation is never held back.
  const submitting = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !submitting.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (navigation.state === "idle") submitting.current = false;
  }, [navigation.state]);
  // A refused save: the first refused field takes the focus (and the screen scrolls to it).
  useEffect(() => {
    if (Object.keys(errors).length) ref.current?.querySelector<HTMLTextAreaElement>('textarea[aria-invalid="true"]')?.focus();
  }, [errors, ref]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const save = (
    <SaveButton busy={saving} label={t("translations.grid.save")} busyLabel={t("translations.grid.saving")} />
  );
  return (
    <>
      <Form
        ref={ref}
        method="post"
        noValidate
        onInput={check}
        onChange={check}
        onReset={() => window.setTimeout(check)}
        onSubmit={() => {
          submitting.current = true;
        }}
        aria-labelledby="translations-grid-title"
        className="space-y-3"
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="lang" value={lang} />
        <fieldset disabled={!writable} className="min-w-0">
          <legend className="sr-only">{t("translations.grid.title")}</legend>
          <ol className="space-y-3">
            {rows.map((row, index) => (
              <GridEntry key={row.key} row={row} index={index} lang={lang} value={sent[row.key] ?? row.target} error={errors[row.key]} />
            ))}
          </ol>
        </fieldset>
        {!writable ? (
          <p className="text-sm text-muted">{t("translations.grid.readOnly")}</p>
        ) : dirty ? (
          // At thumb reach while something is typed, above the phone's bottom navigation.
          <div role="region" aria-label={t("shell.form.unsaved")} className="sticky bottom-16 z-20 flex flex-wrap items-center justify-between gap-3 rounded-soft border border-lines bg-surface px-4 py-3 shadow-lg lg:bottom-4">
            <p className="text-sm font-medium">{t("shell.form.unsaved")}</p>
            <div className="flex gap-2">
              <Button type="reset" variant="outline" size="md">
                {t("shell.form.discard")}
              </Button>
              {save}
            </div>
          </div>
        ) : (
          save
        )}
      </Form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

function GridEntry({ row, index, lang, value, error }: { row: GridRow; index: number; lang: Lang; value: string; error?: string }) {
  const { t } = useTranslator();
  const { dir, number } = useAdmin();
  const [length, setLength] = useState(value.length);
  const Forward = dir === "rtl" ? ArrowLeft : ArrowRight;
  const id = `entry-${index}`;
  const field = t(row.fieldLabel.key, row.fieldLabel.values);
  const long = row.max > 200;
  return (
    <li className="rounded-soft border border-lines bg-surface p-3 md:p-4" data-testid="translation-entry" data-key={row.key}>
      <input type="hidden" name={`entries[${index}].key`} value={row.key} />
      <input type="hidden" name={`entries[${index}].was`} value={row.target} />
      <div className="mb-3 flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="text-xs text-muted">
            {t(`translations.type.${row.type}`)} · {field}
          </p>
          <p className="font-medium break-words" dir="auto">
            {row.label}
          </p>
        </div>
        <Link to={row.href} aria-label={t("translations.grid.editLabel", { name: row.label })} className="inline-flex min-h-11 items-center gap-1 text-sm text-muted underline-offset-4 hover:text-ink hover:underline">
          {t("translations.grid.edit")}
          <Forward aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="min-w-0">
          <p id={`${id}-source-label`} className="mb-1 text-xs font-medium text-muted">
            {t("translations.grid.source", { lang: t(`translations.lang.${row.source?.lang ?? "fr"}`) })}
          </p>
          {row.source ? (
            <p
              id={`${id}-source`}
              lang={row.source.lang}
              dir={dirOf(row.source.lang)}
              className="rounded-soft bg-background px-3 py-2 text-[0.9375rem] break-words whitespace-pre-line"
            >
              {row.source.text}
            </p>
          ) : (
            <p className="text-sm text-muted">{t("translations.grid.noSource")}</p>
          )}
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-text`} className="mb-1 block text-xs font-medium">
            {t("translations.grid.target", { field, in: t(`translations.in.${lang}`) })}
          </label>
          <textarea
            id={`${id}-text`}
            name={`entries[${index}].text`}
            lang={lang}
            dir={dirOf(lang)}
            defaultValue={value}
            rows={long ? 5 : 2}
            maxLength={row.max}
            onInput={(event) => setLength(event.currentTarget.value.length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${row.source ? `${id}-source ` : ""}${id}-count${error ? ` ${id}-error` : ""}`}
            className="field text-[0.9375rem]"
          />
          <div className="flex items-start justify-between gap-2">
            <FieldError id={`${id}-error`} message={error} />
            <bdi id={`${id}-count`} dir="ltr" className="ms-auto mt-1 text-xs tabular-nums text-muted">
              {t("translations.grid.length", { count: number(length), max: number(row.max) })}
            </bdi>
          </div>
        </div>
      </div>
    </li>
  );
}
