/**
 * /admin/click-to-call (docs/product/admin-back-office.md#adm-27, docs/product/admin-back-office.md#adm-27): the floating call button of the
 * shop. On or off, the phone (cleaned as docs/product/content-and-texts.md#txt-6 says; a phone the shop could not call is refused
 * while the button is on), its text in four languages, its corner and colour, with a live preview
 * in a phone frame and a computer frame. Each save is a new settings row (the newest wins,
 * docs/product/content-and-texts.md#txt-6): the screen says when the one in force was made.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/click-to-call";
import { requireStaff } from "~/server/permissions.server";
import { saveFormAction, type SaveAnswer } from "~/server/form-action.server";
import { ClickToCallAdminError, getClickToCallSettings, saveClickToCall } from "~/features/content/click-to-call-admin.server";
import { CLICK_TO_CALL_COLORS, CLICK_TO_CALL_PHONE_INPUT_MAX, CLICK_TO_CALL_POSITIONS, CLICK_TO_CALL_TEXT_MAX, clickToCallFormSchema } from "~/schemas/admin/click-to-call";
import { dictionaries } from "~/locales";
import { LANGS, type Lang } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { Panel } from "~/components/admin/shell/panel";
import { AdminForm, useSettledAnswer } from "~/components/admin/form/admin-form";
import { FieldError, FieldNotes } from "~/components/admin/form/field-error";
import { TranslatedFields, type TranslatedValues } from "~/components/admin/form/translated-fields";
import { StatusCell } from "~/components/admin/data-table/cells";
import { ClickToCallPreview, type ClickToCallDraft } from "~/components/admin/settings/click-to-call-preview";
import { useAnswerToasts } from "~/components/admin/form/answer-toasts";
import { SaveButton } from "~/components/admin/form/save-button";
import { fieldMessages } from "~/components/admin/form/field-messages";
import { useTranslator } from "~/lib/request-context";

/** The storefront's own default text in each language, shown when the owner leaves one empty. */
function defaultTexts(): Record<Lang, string> {
  return Object.fromEntries(
    LANGS.map((lang) => {
      const node = (dictionaries[lang] as { clickToCall?: { defaultText?: unknown } }).clickToCall?.defaultText;
      return [lang, typeof node === "string" ? node : ""];
    }),
  ) as Record<Lang, string>;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "settings:read");
  return { settings: await getClickToCallSettings(), defaults: defaultTexts() };
}

type ActionData = SaveAnswer;

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff({ request, context }, "settings:write");
  return saveFormAction({ request, context }, {
    area: "clickToCall",
    schema: clickToCallFormSchema,
    save: async (value) => (await saveClickToCall(value, { id: user.id, email: user.email })).changed,
    refusal: (error) => (error instanceof ClickToCallAdminError ? { status: 400, fieldErrors: { phoneNumber: [`clickToCall.errors.${error.code}`] } } : undefined),
    failure: "click-to-call settings not saved",
  });
}

export const handle: CrumbHandle = { crumb: "shell.nav.clickToCall" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "clickToCall.title");

type Sent = { isEnabled?: unknown; phoneNumber?: unknown; position?: unknown; color?: unknown; translations?: Partial<Record<Lang, { text?: unknown }>> };

/** The form's values: what a failed save sent back (nothing typed is lost), else what is stored. */
function formValues(settings: Route.ComponentProps["loaderData"]["settings"], result: SubmissionResult<string[]> | undefined): ClickToCallDraft {
  const sent = result?.status !== "success" ? (result?.initialValue as Sent | null | undefined) : undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  if (sent) {
    return {
      isEnabled: Boolean(sent.isEnabled),
      phone: text(sent.phoneNumber),
      position: sent.position === "bottom-left" ? "bottom-left" : "bottom-right",
      color: sent.color === "secondary" ? "secondary" : "default",
      texts: Object.fromEntries(LANGS.map((lang) => [lang, text(sent.translations?.[lang]?.text)])) as Record<Lang, string>,
    };
  }
  return { isEnabled: settings.isEnabled, phone: settings.phoneNumber, position: settings.position, color: settings.color, texts: settings.buttonText };
}

/** The draft as the form holds it now (the preview follows every keystroke). */
function readDraft(form: HTMLFormElement): ClickToCallDraft {
  const values = new FormData(form);
  const text = (name: string) => String(values.get(name) ?? "").trim();
  return {
    isEnabled: values.get("isEnabled") === "on",
    phone: text("phoneNumber"),
    position: values.get("position") === "bottom-left" ? "bottom-left" : "bottom-right",
    color: values.get("color") === "secondary" ? "secondary" : "default",
    texts: Object.fromEntries(LANGS.map((lang) => [lang, text(`translations.${lang}.text`)])) as Record<Lang, string>,
  };
}

export default function ClickToCallScreen({ loaderData }: Route.ComponentProps) {
  const { settings, defaults } = loaderData;
  const { t } = useTranslator();
  const { can, date, lang } = useAdmin();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const writable = can("settings:write");
  const saving = navigation.state === "submitting";
  const errors = (answer?.result.error ?? {}) as Record<string, string[] | null | undefined>;
  const message = fieldMessages(errors, t);
  const initial = formValues(settings, answer?.result);
  const [draft, setDraft] = useState(initial);
  const fields = useRef<HTMLDivElement>(null);
  const follow = useCallback(() => {
    const form = fields.current?.closest("form");
    if (form) setDraft(readDraft(form));
  }, []);
  // A save or a failed save starts the form again: the preview follows what it now holds.
  const settled = useSettledAnswer<ActionData>();
  const formKey = `${settled?.savedAt ?? 0}-${settings.changedAt ? new Date(settings.changedAt).getTime() : 0}-${answer ? "answered" : ""}`;
  useEffect(() => {
    follow();
  }, [formKey, follow]);

  useAnswerToasts(answer, t("clickToCall.errors.check"));

  const texts: TranslatedValues = Object.fromEntries(LANGS.map((code) => [code, { text: initial.texts[code] }]));

  return (
    <section aria-labelledby="click-to-call-title" className="space-y-5">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="click-to-call-title" className="text-3xl lg:text-4xl">
            {t("clickToCall.title")}
          </h1>
          <StatusCell label={t(settings.isEnabled ? "clickToCall.status.on" : "clickToCall.status.off")} tone={settings.isEnabled ? "success" : "neutral"} />
        </div>
        <p className="max-w-prose text-sm text-muted">{t("clickToCall.intro")}</p>
        <p className="text-sm text-muted" data-testid="click-to-call-changed">
          {settings.changedAt ? t("clickToCall.lastChanged", { date: date(settings.changedAt, "dateTime") }) : t("clickToCall.neverChanged")}
        </p>
      </header>

      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <AdminForm key={formKey} method="post" noValidate saveLabel={t("clickToCall.save")} className="min-w-0 space-y-5">
          <div ref={fields} onInput={follow} onChange={follow} className="space-y-5">
            <fieldset disabled={!writable} className="min-w-0 space-y-5">
              <Panel id="click-to-call-button" title={t("clickToCall.section.button")}>
                <div className="space-y-5">
                  <div>
                    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
                      <input type="checkbox" name="isEnabled" value="on" defaultChecked={initial.isEnabled} aria-describedby="click-to-call-enabled-hint" className="size-5 accent-accent" />
                      {t("clickToCall.field.enabled")}
                    </label>
                    <p id="click-to-call-enabled-hint" className="text-xs text-muted">
                      {t("clickToCall.field.enabledHint")}
                    </p>
                  </div>
                  <div>
                    <label htmlFor="click-to-call-phone" className="mb-1 block text-sm font-medium">
                      {t("clickToCall.field.phone")}
                    </label>
                    <input
                      id="click-to-call-phone"
                      name="phoneNumber"
                      type="tel"
                      dir="ltr"
                      autoComplete="off"
                      maxLength={CLICK_TO_CALL_PHONE_INPUT_MAX}
                      defaultValue={initial.phone}
                      aria-describedby={`click-to-call-phone-hint${message("phoneNumber") ? " click-to-call-phone-error" : ""}`}
                      aria-invalid={message("phoneNumber") ? true : undefined}
                      className="field max-w-xs text-start tabular-nums"
                    />
                    <p id="click-to-call-phone-hint" className="mt-1 text-xs text-muted">
                      {t("clickToCall.field.phoneHint")}
                    </p>
                    <FieldError id="click-to-call-phone-error" message={message("phoneNumber")} />
                  </div>
                </div>
              </Panel>

              <Panel id="click-to-call-texts" title={t("clickToCall.section.texts")}>
                {/* The fallback is said once for the four languages, not under each field. */}
                <p className="mb-3 text-sm text-muted">{t("clickToCall.field.textHint", { fallback: defaults[lang] })}</p>
                <TranslatedFields fields={[{ name: "text", label: t("clickToCall.field.text"), kind: "input", maxLength: CLICK_TO_CALL_TEXT_MAX }]} values={texts} errors={errors} />
              </Panel>

              <Panel id="click-to-call-look" title={t("clickToCall.section.look")}>
                <div className="grid gap-5 sm:grid-cols-2">
                  <Choice
                    name="position"
                    legend={t("clickToCall.field.position")}
                    hint={t("clickToCall.positionHint")}
                    options={CLICK_TO_CALL_POSITIONS.map((value) => ({ value, label: t(`clickToCall.position.${value}`) }))}
                    value={initial.position}
                    error={message("position")}
                  />
                  <Choice
                    name="color"
                    legend={t("clickToCall.field.color")}
                    options={CLICK_TO_CALL_COLORS.map((value) => ({ value, label: t(`clickToCall.color.${value}`), swatch: value === "secondary" ? "bg-ink" : "bg-accent" }))}
                    value={initial.color}
                    error={message("color")}
                  />
                </div>
              </Panel>
            </fieldset>
          </div>

          {writable && (
            <SaveButton busy={saving} label={t("clickToCall.save")} busyLabel={t("clickToCall.saving")} />
          )}
        </AdminForm>

        <aside aria-labelledby="click-to-call-preview-title" className="min-w-0 xl:sticky xl:top-4 xl:self-start">
          <div className="rounded-soft border border-lines bg-surface">
            <div className="border-b border-lines px-4 py-3">
              <h2 id="click-to-call-preview-title" className="font-sans text-base font-semibold">
                {t("clickToCall.preview.title")}
              </h2>
              <p className="text-xs text-muted">{t("clickToCall.preview.hint")}</p>
            </div>
            <div className="p-4">
              <ClickToCallPreview draft={draft} defaults={defaults} />
            </div>
          </div>
        </aside>
      </div>
    </section>
  );
}

/** A choice among a few, as radio buttons of touch size, with an optional colour swatch. */
function Choice({
  name,
  legend,
  hint,
  options,
  value,
  error,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: { value: string; label: string; swatch?: string }[];
  value: string;
  error?: string;
}) {
  const id = `click-to-call-${name}`;
  return (
    <fieldset aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined} className="min-w-0">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="space-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-soft border border-lines px-3 text-sm has-[:checked]:border-ink">
            <input type="radio" name={name} value={option.value} defaultChecked={option.value === value} className="size-4 accent-accent" />
            {option.swatch && <span aria-hidden="true" className={`size-4 rounded-full ${option.swatch}`} />}
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
