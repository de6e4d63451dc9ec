/**
 * Field wiring for server-validated forms (docs/decisions/0006-forms-validate-on-the-server.md).
 *
 * Actions parse with Conform's `parseWithZod` (through parseSubmission, app/server/submission.server.ts)
 * and answer with `submission.reply()`; this module
 * reads that answer in the browser and gives each field its id, name, previous value, error keys
 * and ARIA attributes. It exists because the storefront must stay under 130 KB of first-load
 * JavaScript, and Conform's client (≈ 9.5 KB gzip) would only have done this wiring here: the
 * browser never validates (zod stays on the server) and there is no client form state to manage.
 * The API mirrors the small part of @conform-to/react we used, so the two read alike.
 */
import { useMemo, useState } from "react";
import { useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { useEachAnswer } from "~/hooks/browser";

export type { SubmissionResult };

// The type parameter only mirrors Conform's signature; every field here carries text.
export interface FieldMetadata<_Value = string> {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  /** Dictionary keys, translated where they are shown. */
  errors?: string[];
  /** The value the visitor sent, so that a page rendered without JavaScript keeps it. */
  initialValue?: string;
  /** Changes when the server asks for a reset, so that uncontrolled inputs start empty again. */
  key: string;
}

export interface FormMetadata {
  id: string;
  errorId: string;
  /** Errors of the whole form (Conform keeps them under the empty name). */
  errors?: string[];
}

interface UseFormOptions {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Values shown before any submission (and after a reset), e.g. a saved address. */
  defaultValue?: Record<string, string | null | undefined>;
  /** Kept for readability at call sites: validation always runs on the server, on submit. */
  shouldValidate?: "onSubmit";
}

export function useForm<Shape extends Record<string, unknown>>(
  options: UseFormOptions,
): [FormMetadata, { [Name in keyof Shape & string]: FieldMetadata }] {
  const { id, defaultValue } = options;
  // While the page is submitting or loading, the previous answer's errors are no longer the truth:
  // the fields show none until the new answer arrives.
  const idle = useNavigation().state === "idle";
  const lastResult = idle ? options.lastResult : undefined;
  // A reply with `resetForm` carries `initialValue: null`: bump the version to remount inputs.
  // (React's "adjust state when a prop changes" pattern: set during render, no effect.)
  const [seen, setSeen] = useState({ result: lastResult, version: 0 });
  if (lastResult !== seen.result) {
    setSeen({ result: lastResult, version: seen.version + (lastResult?.initialValue === null ? 1 : 0) });
  }
  const version = seen.version;
  // Once per refused answer, the first refused field takes the focus (see focusFirstInvalid).
  useEachAnswer(lastResult, (result) => {
    if (hasFieldErrors(result)) focusFirstInvalid(id);
  });

  return useMemo(() => {
    const errors = lastResult?.error ?? {};
    const values = lastResult?.initialValue ?? defaultValue ?? {};
    const form: FormMetadata = { id, errorId: `${id}-form-error`, errors: errors[""] ?? undefined };
    const fields = new Proxy({} as { [Name in keyof Shape & string]: FieldMetadata }, {
      get(_target, name) {
        if (typeof name !== "string") return undefined;
        const value = values[name];
        return {
          id: `${id}-${name}`,
          name,
          errorId: `${id}-${name}-error`,
          descriptionId: `${id}-${name}-description`,
          errors: errors[name] ?? undefined,
          initialValue: typeof value === "string" ? value : undefined,
          key: `${name}-${version}`,
        } satisfies FieldMetadata;
      },
    });
    return [form, fields];
  }, [id, lastResult, defaultValue, version]);
}

/** Whether an answer refuses at least one field (not only the whole form). */
function hasFieldErrors(result: SubmissionResult<string[]>) {
  return Object.entries(result.error ?? {}).some(([name, messages]) => name !== "" && Boolean(messages?.length));
}

/**
 * After a refused submit, the first field marked invalid (in the form's own order) takes the focus,
 * centred on the screen so that its label above and its message under it show too. Without it the
 * focus stays on the submit button, or falls to <body> when the button is disabled while the form
 * posts, and on a phone the messages sit a screen or more above, out of sight (WCAG 3.3.1). The
 * fields are the form's `elements`, so a control placed outside it with `form=` counts too.
 */
export function focusFirstInvalid(formId: string) {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  const field = [...form.elements].find(
    (element): element is HTMLElement => element instanceof HTMLElement && element.getAttribute("aria-invalid") === "true",
  );
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}

/** Server messages replace the browser's own validation bubbles (docs/product/content-and-texts.md#txt-9 wording). */
export function getFormProps(form: FormMetadata) {
  return {
    id: form.id,
    noValidate: true,
    "aria-invalid": form.errors?.length ? true : undefined,
    "aria-describedby": form.errors?.length ? form.errorId : undefined,
  };
}

function ariaFor(field: FieldMetadata) {
  const invalid = Boolean(field.errors?.length);
  return {
    id: field.id,
    name: field.name,
    defaultValue: field.initialValue,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? field.errorId : undefined,
  };
}

export function getInputProps(field: FieldMetadata, options: { type: string; value?: string; ariaAttributes?: boolean }) {
  if ((options.type === "radio" || options.type === "checkbox") && options.value !== undefined) {
    // A choice: checked when it is the value sent (or the default), and with an id of its own.
    const { defaultValue: chosen, ...aria } = ariaFor(field);
    return { ...aria, id: `${field.id}-${options.value}`, type: options.type, value: options.value, defaultChecked: chosen === options.value, key: `${field.key}-${options.value}` };
  }
  return { ...ariaFor(field), type: options.type, key: field.key };
}

export function getTextareaProps(field: FieldMetadata, _options: { ariaAttributes?: boolean } = {}) {
  return { ...ariaFor(field), key: field.key };
}

/** The first message of each field (and of the form) in an action's reply, as dictionary keys. */
export function replyMessages(result: SubmissionResult<string[]> | null | undefined): string[] {
  return Object.values(result?.error ?? {}).flatMap((messages) => (messages?.length ? [messages[0]] : []));
}

/**
 * True while this page posts a form (with this intent, when one is given), until the page shows
 * the answer: the submit button's busy state ('Traitement...', 'Inscription...').
 */
export function useSubmitting(intent?: string) {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toLowerCase() !== "post") return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}
