/**
 * /admin/design (docs/product/admin-back-office.md#adm-26): the shop's colours, fonts (from the self-hosted families, for
 * Latin and Hebrew) and corner radius, each a design_settings key the shop reads as a CSS variable.
 * The shop itself is previewed in a frame (phone or desktop, French or Hebrew) with the form's values
 * as they are typed, and the contrast of the text colours is checked (a warning under 4.5:1).
 * Save as a draft, publish (open shop pages restyle at once, through the `design` live event),
 * revert to the previous published version, or reset to the shop's own design: the last two ask
 * first. The versions are listed below, with who saved them and when.
 */
import { useEffect, useState } from "react";
import { data, Form, useActionData, useNavigation, useSubmit } from "react-router";
import { RotateCcw, Undo2 } from "lucide-react";
import type { Route } from "./+types/design";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { DesignAdminError, getDesignEditor, publishDesign, resetDesign, revertDesign, saveDesignDraft } from "~/features/content/design-admin.server";
import {
  DESIGN_COLOR_KEYS,
  DESIGN_FONT_KEYS,
  DESIGN_FONTS,
  DESIGN_KEYS,
  DESIGN_RADIUS_KEY,
  designFormSchema,
  fontIdOf,
  fontsFor,
  RADIUS_MAX_PX,
  RADIUS_MIN_PX,
  radiusPx,
  type DesignValues,
} from "~/schemas/admin/design";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { Panel } from "~/components/admin/shell/panel";
import { AdminForm, useSettledAnswer } from "~/components/admin/form/admin-form";
import { FieldError } from "~/components/admin/form/field-error";
import { ColourField } from "~/components/admin/design/colour-field";
import { ContrastChecks } from "~/components/admin/design/contrast-checks";
import { DesignPreview } from "~/components/admin/design/design-preview";
import { DesignHistory } from "~/components/admin/design/design-history";
import { toast } from "~/components/ui/toast";
import { fieldMessages } from "~/components/admin/form/field-messages";
import { SaveButton } from "~/components/admin/form/save-button";
import { Button } from "~/components/ui/button";
import { formAction, refusedBodyMessage } from "~/server/form-action.server";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "design:write");
  return getDesignEditor();
}

type DesignAnswer = { intent: string; result?: SubmissionResult<string[]>; ok?: string; error?: string; savedAt?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "design:write");
  const form = await readFormData(request);
  const intent = String(form.get("intent") || "draft");
  const actor = { id: user.id, email: user.email };
  const done = (ok: string) => data<DesignAnswer>({ intent, ok, savedAt: Date.now() });

  try {
    if (intent === "revert") {
      const { changed } = await revertDesign(actor);
      return done(t(changed.length ? "design.reverted" : "design.unchanged"));
    }
    if (intent === "reset") {
      const { changed } = await resetDesign(actor);
      return done(t(changed.length ? "design.resetDone" : "design.unchanged"));
    }
    if (intent !== "draft" && intent !== "publish") return data<DesignAnswer>({ intent, error: t("design.errors.invalid") }, { status: 400 });

    // Awaited here, so that a refusal of the service (nothing to revert to) is answered below.
    return await formAction({ request, context }, {
      schema: designFormSchema,
      form,
      answer: { intent },
      invalid: (submission) => ({ error: refusedBodyMessage(submission, t) ?? t("design.errors.check") }),
      submit: async (value, { submission }) => {
        if (intent === "draft") {
          const { saved } = await saveDesignDraft(value, actor);
          return data<DesignAnswer>({ intent, result: submission.reply(), ok: t(saved ? "design.draftSaved" : "design.unchanged"), savedAt: Date.now() });
        }
        const { changed } = await publishDesign(value, actor);
        return data<DesignAnswer>({ intent, result: submission.reply(), ok: t(changed.length ? "design.published" : "design.unchanged"), savedAt: Date.now() });
      },
    });
  } catch (error) {
    if (error instanceof DesignAdminError) return data<DesignAnswer>({ intent, error: t("design.errors.noPrevious") }, { status: 409 });
    logger.error({ err: error }, "design save failed");
    return data<DesignAnswer>({ intent, error: t("design.errors.generic") }, { status: 500 });
  }
}

export const handle: CrumbHandle = { crumb: "shell.nav.design" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "design.title");

/** What a refused save sent, field by field (so nothing typed is lost), over the values it started from. */
function sentValues(result: SubmissionResult<string[]> | undefined, base: DesignValues): DesignValues | null {
  if (!result || result.status === "success") return null;
  const sent = result.initialValue as Record<string, Record<string, unknown>> | null | undefined;
  if (!sent) return null;
  const values = { ...base };
  for (const key of DESIGN_KEYS) {
    const [group, name] = key.split(".");
    const value = sent[group]?.[name];
    if (typeof value !== "string") continue;
    if (key.startsWith("font.")) values[key] = DESIGN_FONTS[value as keyof typeof DESIGN_FONTS]?.stack ?? values[key];
    else if (key === DESIGN_RADIUS_KEY) values[key] = /^\d+(\.\d+)?$/.test(value) ? `${value}px` : value;
    else values[key] = value;
  }
  return values;
}

export default function DesignEditor({ loaderData }: Route.ComponentProps) {
  const { published, draft, canRevert, history } = loaderData;
  const { t } = useTranslator();
  const answer = useActionData<DesignAnswer>();

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.ok);
    else if (answer.error) toast.error(answer.error);
  }, [answer]);

  const settled = useSettledAnswer<DesignAnswer>();
  const start = sentValues(answer?.result, draft?.values ?? published) ?? draft?.values ?? published;
  return (
    <section aria-labelledby="design-title" className="space-y-5">
      <header className="space-y-1">
        <h1 id="design-title" className="text-3xl lg:text-4xl">
          {t("design.title")}
        </h1>
        <p className="max-w-2xl text-sm text-muted">{t("design.intro")}</p>
      </header>
      {/* A save, a publish, a revert or a reset starts the form again from what is stored (the
          values are loaded after the action's answer: the key follows the answer once they are). */}
      <DesignForm key={`${settled?.savedAt ?? 0}-${JSON.stringify(start)}`} start={start} published={published} draft={draft} answer={answer} />
      <div className="grid gap-5 lg:grid-cols-2">
        <PublishedActions canRevert={canRevert} />
        <Panel id="design-history" title={t("design.history.title")}>
          <DesignHistory rows={history} />
        </Panel>
      </div>
    </section>
  );
}

function DesignForm({ start, published, draft, answer }: { start: DesignValues; published: DesignValues; draft: { createdAt: Date | string; by: string | null } | null; answer: DesignAnswer | undefined }) {
  const { t } = useTranslator();
  const { can, date } = useAdmin();
  const navigation = useNavigation();
  const [values, setValues] = useState<DesignValues>(start);
  // "Discard" resets the form's fields: the values (and so the preview) go back with them.
  useEffect(() => {
    const form = document.getElementById("design-form");
    const onReset = () => setValues(start);
    form?.addEventListener("reset", onReset);
    return () => form?.removeEventListener("reset", onReset);
  }, [start]);
  const writable = can("design:write");
  const errors = (answer?.result?.error ?? {}) as Record<string, string[] | null | undefined>;
  const message = fieldMessages(errors, t);
  const set = (key: keyof DesignValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "draft") : null;
  const differsFromShop = DESIGN_KEYS.some((key) => values[key] !== published[key]);
  const radius = radiusPx(values[DESIGN_RADIUS_KEY]) ?? 10;

  return (
    <AdminForm id="design-form" method="post" noValidate className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start" saveLabel={t("design.saveDraft")}>
      <div className="min-w-0 space-y-5">
        {draft && (
          <p role="status" className="rounded-soft border border-lines bg-accent-soft px-3 py-2 text-sm">
            {t("design.draftNotice", { date: date(draft.createdAt, "dateTime"), by: draft.by ?? "—" })}
          </p>
        )}
        <Panel id="design-colours" title={t("design.colours.title")}>
          <fieldset disabled={!writable} className="grid grid-cols-2 gap-x-3 gap-y-4">
            <legend className="sr-only">{t("design.colours.title")}</legend>
            {DESIGN_COLOR_KEYS.map((key) => (
              <ColourField key={key} name={key} label={t(`design.colour.${key.slice(6)}`)} pickerLabel={t("design.picker", { label: t(`design.colour.${key.slice(6)}`) })} hint={t(`design.colourHint.${key.slice(6)}`)} value={values[key]} onChange={set(key)} error={message(key)} />
            ))}
          </fieldset>
        </Panel>

        <Panel id="design-contrast" title={t("design.contrast.title")}>
          <ContrastChecks values={values} />
        </Panel>

        <Panel id="design-type" title={t("design.type.title")}>
          <fieldset disabled={!writable} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">{t("design.type.title")}</legend>
            {DESIGN_FONT_KEYS.map((key) => {
              const id = `design-${key.replace(/\./g, "-")}`;
              const current = fontIdOf(values[key]) ?? fontsFor(key)[0];
              return (
                <div key={key} className="min-w-0">
                  <label htmlFor={id} className="mb-1 block text-sm font-medium">
                    {t(`design.font.${key.slice(5)}`)}
                  </label>
                  <select
                    id={id}
                    name={key}
                    value={current}
                    onChange={(event) => set(key)(DESIGN_FONTS[event.target.value as keyof typeof DESIGN_FONTS].stack)}
                    aria-invalid={message(key) ? true : undefined}
                    aria-describedby={message(key) ? `${id}-error` : undefined}
                    className="field w-full"
                    style={{ fontFamily: values[key] }}
                  >
                    {fontsFor(key).map((font) => (
                      <option key={font} value={font} style={{ fontFamily: DESIGN_FONTS[font].stack }}>
                        {DESIGN_FONTS[font].label}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`${id}-error`} message={message(key)} />
                </div>
              );
            })}
            <div className="min-w-0 sm:col-span-2">
              <label htmlFor="design-radius-soft" className="mb-1 block text-sm font-medium">
                {t("design.radius.label")}{" "}
                <bdi dir="ltr" className="font-normal tabular-nums text-muted">{`${radius} px`}</bdi>
              </label>
              <div className="flex items-center gap-4">
                <input
                  id="design-radius-soft"
                  name={DESIGN_RADIUS_KEY}
                  type="range"
                  min={RADIUS_MIN_PX}
                  max={RADIUS_MAX_PX}
                  step={1}
                  value={radius}
                  onChange={(event) => set(DESIGN_RADIUS_KEY)(`${event.target.value}px`)}
                  aria-describedby="design-radius-hint"
                  className="min-h-11 flex-1 accent-accent"
                />
                <span aria-hidden="true" className="block h-11 w-16 shrink-0 border-2 border-accent bg-accent-soft" style={{ borderRadius: `${radius}px` }} />
              </div>
              <p id="design-radius-hint" className="mt-1 text-xs text-muted">
                {t("design.radius.hint")}
              </p>
              <FieldError id="design-radius-soft-error" message={message(DESIGN_RADIUS_KEY)} />
            </div>
          </fieldset>
        </Panel>

        {writable && (
          <div className="flex flex-wrap gap-3">
            <SaveButton name="intent" value="publish" disabled={busyIntent !== null} busy={busyIntent === "publish"} label={t("design.publish")} busyLabel={t("design.publishing")} />
            <SaveButton name="intent" value="draft" variant="secondary" disabled={busyIntent !== null} busy={busyIntent === "draft"} label={t("design.saveDraft")} busyLabel={t("design.saving")} />
            {differsFromShop && <p className="basis-full text-xs text-muted">{t("design.notPublished")}</p>}
          </div>
        )}
      </div>

      <div className="min-w-0 lg:sticky lg:top-4">
        <Panel id="design-preview" title={t("design.preview.heading")}>
          <DesignPreview values={values} />
        </Panel>
      </div>
    </AdminForm>
  );
}

/** Revert to the previous published version, or reset to the shop's own design: each asks once. */
function PublishedActions({ canRevert }: { canRevert: boolean }) {
  const { t } = useTranslator();
  const { can } = useAdmin();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [asking, setAsking] = useState<"revert" | "reset" | null>(null);
  const busy = navigation.state === "submitting";
  if (!can("design:write")) return null;
  const go = (intent: "revert" | "reset") => {
    // The form's edits go with it: its unsaved-changes guard must not stop the way.
    (document.getElementById("design-form") as HTMLFormElement | null)?.reset();
    submit({ intent }, { method: "post" });
  };
  return (
    <Panel id="design-versions" title={t("design.versions.title")}>
      <div className="space-y-4">
        <Form method="post" className="space-y-1.5">
          <Button
            type="submit"
            name="intent"
            value="revert"
            disabled={!canRevert || busy}
            onClick={(event) => {
              event.preventDefault();
              setAsking("revert");
            }}
            variant="surface" size="md" inline className="font-medium disabled:opacity-60"
          >
            <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t("design.revert")}
          </Button>
          <p className="text-xs text-muted">{t(canRevert ? "design.revertHint" : "design.revertNone")}</p>
        </Form>
        <Form method="post" className="space-y-1.5">
          <Button
            type="submit"
            name="intent"
            value="reset"
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              setAsking("reset");
            }}
            variant="danger" size="md" inline className="font-medium disabled:opacity-60"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t("design.reset")}
          </Button>
          <p className="text-xs text-muted">{t("design.resetHint")}</p>
        </Form>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t(asking === "reset" ? "design.resetConfirmTitle" : "design.revertConfirmTitle")}
        lost={t(asking === "reset" ? "design.resetLost" : "design.revertLost")}
        confirmLabel={t(asking === "reset" ? "design.reset" : "design.revert")}
        onConfirm={() => asking && go(asking)}
      />
    </Panel>
  );
}
