/**
 * The admin's form wrapper (docs/product/admin-back-office.md#adm-1): it tracks whether the fields differ from what was
 * loaded, shows a save bar while they do, and warns before the changes are lost, both on a link
 * inside the app (useBlocker, with the shell's confirmation dialog) and on closing or reloading the
 * tab (beforeunload). After a refused save it takes the focus, and so the view, to the first field
 * the server marked invalid. After a successful save its fields start again from the values the
 * page loaded once the save has settled (see useSettledAnswer), so each shows what was stored, and
 * a second save sends it back as it is. Create and edit screens wrap their fields in it:
 *
 *   <AdminForm method="post">…fields…</AdminForm>
 */
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useActionData, useBlocker, useNavigation, type FormProps } from "react-router";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** A form's fields as comparable text (files by name and size). */
function snapshot(form: HTMLFormElement): string {
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form)) {
    entries.push([name, typeof value === "string" ? value : `${value.name}:${value.size}`]);
  }
  return JSON.stringify(entries);
}

/** Whether the form's fields differ from their state at mount (or after the last save). */
export function useDirtyForm() {
  const ref = useRef<HTMLFormElement>(null);
  const initial = useRef<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const check = useCallback(() => {
    if (!ref.current) return;
    initial.current ??= snapshot(ref.current);
    setDirty(snapshot(ref.current) !== initial.current);
  }, []);
  const reset = useCallback(() => {
    if (ref.current) initial.current = snapshot(ref.current);
    setDirty(false);
  }, []);
  useEffect(() => {
    if (ref.current) initial.current = snapshot(ref.current);
  }, []);
  return { ref, dirty, check, reset };
}

/**
 * The first field marked invalid (aria-invalid="true") that can be seen, focused and scrolled to the
 * middle of the screen, clear of the sticky header and save bar. A field in a closed tab or dialog is
 * skipped: the tabs open the language with an error themselves.
 */
function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const fields = form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
  const field = [...fields].find((candidate) => candidate.getClientRects().length > 0);
  if (!field) return false;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
  return true;
}

/**
 * The route's action answer once the navigation that carried it is over. React Router hands the
 * answer to the page as soon as the action returns, while the loaders are still revalidating: the
 * loader data beside it is still the one from before the save. A form started again from that pair
 * (a `key` changed by the answer) draws its uncontrolled fields from the old values, shows them, and
 * the next save writes them back over the one just made. Keyed on this answer instead, a form
 * starts again only once the loader data is the saved one. Until then it gives the previous answer.
 */
export function useSettledAnswer<T = unknown>(): T | undefined {
  // The screen's own type for its action's answer (its action is not known here).
  const answer = useActionData() as T | undefined;
  const idle = useNavigation().state === "idle";
  const [settled, setSettled] = useState(answer);
  if (idle && settled !== answer) setSettled(answer);
  return idle ? answer : settled;
}

/** Whether an action's answer is a save that went through (saveFormAction's answers carry `savedAt`). */
const isSaved = (answer: unknown) => typeof answer === "object" && answer !== null && typeof (answer as { savedAt?: unknown }).savedAt === "number";

/**
 * A number that grows each time a save that `submitted` marks as this form's own has settled
 * successfully: the key its fields are drawn under, so they start again from the saved values.
 */
function useSavedVersion(submitted: boolean, clearSubmitted: () => void) {
  const settled = useSettledAnswer();
  const [seen, setSeen] = useState(settled);
  const [version, setVersion] = useState(0);
  if (settled !== seen) {
    setSeen(settled);
    if (submitted) {
      clearSubmitted();
      if (isSaved(settled)) setVersion((value) => value + 1);
    }
  }
  return version;
}

/** Warns before leaving while `when` holds: in-app navigation asks through a dialog, the tab through the browser. */
export function useUnsavedChangesGuard(when: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value set to show their own prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);
  return blocker;
}

export function AdminForm({ children, saveLabel, onSubmit, ...props }: FormProps & { children: ReactNode; saveLabel?: string }) {
  const { t } = useTranslator();
  const { ref, dirty, check, reset } = useDirtyForm();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === (props.action ?? navigation.formAction);
  const blocker = useUnsavedChangesGuard(dirty && !saving);

  // This form's own save (a page may hold several forms posting to the same action): once it has
  // settled successfully, the fields are drawn again from the saved values, which are the new
  // baseline. A refused save keeps what was typed, still unsaved.
  const [submitted, setSubmitted] = useState(false);
  const version = useSavedVersion(submitted, () => setSubmitted(false));
  useEffect(() => {
    if (version) reset();
  }, [version, reset]);

  // A refused save: the action's answer marks the fields in error. Once it has rendered, in this
  // form or in the one a screen starts again from the values sent (the design editor keys its form
  // on them), the focus and so the view go to the first of them. The save button was disabled while
  // the post ran, which left the focus on the page's body, and the save bar sits at the bottom of
  // the screen, far from the fields. A successful answer has no field in error: nothing moves.
  const answer = useActionData();
  useEffect(() => {
    if (answer !== undefined) focusFirstInvalid(ref.current);
  }, [answer, ref]);

  return (
    <>
      <Form
        ref={ref}
        {...props}
        onInput={check}
        onChange={check}
        onSubmit={(event) => {
          onSubmit?.(event);
          if (!event.defaultPrevented) setSubmitted(true);
        }}
        // The fields take their reset values after the event.
        onReset={() => window.setTimeout(check)}
      >
        <Fragment key={version}>{children}</Fragment>
        {dirty && (
          <div
            role="region"
            aria-label={t("shell.form.unsaved")}
            className="sticky bottom-16 z-20 mt-6 flex flex-wrap items-center justify-between gap-3 rounded-soft border border-lines bg-surface px-4 py-3 shadow-lg lg:bottom-4"
          >
            <p className="text-sm font-medium">{t("shell.form.unsaved")}</p>
            <div className="flex gap-2">
              <Button type="reset" variant="outline" size="md">
                {t("shell.form.discard")}
              </Button>
              <Button type="submit" variant="accent" size="md" disabled={saving}>
                {saving ? t("shell.form.saving") : (saveLabel ?? t("shell.form.save"))}
              </Button>
            </div>
          </div>
        )}
      </Form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

/** "Leave without saving?" while `blocker` holds a navigation (see useUnsavedChangesGuard). */
export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useUnsavedChangesGuard> }) {
  const { t } = useTranslator();
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title={t("shell.form.leaveTitle")}
      lost={t("shell.form.leaveText")}
      cancelLabel={t("shell.form.stay")}
      confirmLabel={t("shell.form.leave")}
      onConfirm={() => blocker.state === "blocked" && blocker.proceed()}
    />
  );
}
