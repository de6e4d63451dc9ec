/**
 * Every form action, storefront and admin, one way (docs/decisions/0006-forms-validate-on-the-server.md):
 * `formAction` parses the body with the bounded parseSubmission, answers 400 with
 * `submission.reply()` when it fails, else runs the service call, whose answer (a reply, a toast's
 * text, a redirect) it returns. The translator and the language come from the request context
 * (app/server/request-context.server.ts), set by the storefront's or the admin's middleware.
 *
 * `saveFormAction` is the admin's save built on it: the service's write, and the answer the screen's
 * toasts read (useAnswerToasts): `<area>.saved` or `<area>.unchanged`, a refusal at its field, or
 * `<area>.errors.generic` (500, logged) for anything else.
 *
 * `editorAction` adds what the editors of one record share (/admin/<list>/<id> and /admin/<list>/new):
 * the record's id checked, the delete, and the create's redirect.
 *
 * An admin route checks the permission itself (requireStaff) before it calls either.
 */
import { data, redirect } from "react-router";
import { parseSubmission, type BoundedSubmission } from "~/server/submission.server";
import type { $ZodType, output } from "zod/v4/core";
import { requestContext } from "~/server/request-context.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import type { StaffUser } from "~/server/permissions.server";
import type { SubmissionResult } from "~/lib/form";
import type { Params, Translator } from "~/lib/i18n";
import type { Lang } from "~/lib/langs";
import { UUID } from "~/lib/uuid";

/** A route's loader or action arguments, as far as a form needs them. */
export type FormArgs = { request: Request; context: Parameters<typeof requestContext>[0] };

/** What the service call of a valid form is given besides the value. */
export interface FormHelpers<Schema extends $ZodType> {
  submission: BoundedSubmission<Schema>;
  t: Translator;
  lang: Lang;
}

/** A submission the schema (or the body's bounds) refused: its `error` is the fields' messages. */
export type FailedSubmission<Schema extends $ZodType> = Exclude<BoundedSubmission<Schema>, { status: "success" }>;

export interface FormActionConfig<
  Schema extends $ZodType,
  Extra extends Record<string, unknown>,
  Answer,
  Invalid extends Record<string, unknown> = Record<never, never>,
> {
  schema: Schema;
  /** The form, when the action has already read it (to pick its intent). */
  form?: FormData;
  /** What the 400 answer carries besides `result` (the intent of a screen with several forms, `sent: false`). */
  answer?: Extra;
  /** How the 400's reply is made: a password is never sent back (`hideFields: ["password"]`). */
  reply?: Parameters<BoundedSubmission<Schema>["reply"]>[0];
  /**
   * Reads the fields as the strings sent, without Conform's coercion (which reads an empty field as
   * missing): for a schema that coerces or checks the raw text itself (the checkout, the cart).
   */
  disableAutoCoercion?: boolean;
  /**
   * Runs on an invalid form before its 400 (a rate limit that counts refused bodies), and gives
   * what that answer adds (the form's error in words).
   */
  invalid?(submission: FailedSubmission<Schema>, t: Translator): Promise<Invalid | void> | Invalid | void;
  /** The service call of a valid form: its answer (a reply, a toast's text) or a redirect. */
  submit(value: output<Schema>, helpers: FormHelpers<Schema>): Promise<Answer>;
}

/** THE form action: parse (bounded) → 400 with the reply → the service call's answer or redirect. */
export async function formAction<
  Schema extends $ZodType,
  Extra extends Record<string, unknown>,
  Answer,
  Invalid extends Record<string, unknown> = Record<never, never>,
>({ request, context }: FormArgs, config: FormActionConfig<Schema, Extra, Answer, Invalid>) {
  const { t, lang } = requestContext(context);
  const submission = parseSubmission(config.form ?? (await readFormData(request)), {
    schema: config.schema,
    disableAutoCoercion: config.disableAutoCoercion,
  });
  if (submission.status !== "success") {
    const extra = ((await config.invalid?.(submission, t)) ?? {}) as Invalid;
    return data({ ...(config.answer as Extra), result: submission.reply(config.reply), ...extra }, { status: 400 });
  }
  return config.submit(submission.value, { submission, t, lang });
}

export type SaveAnswer = { result: SubmissionResult<string[]>; ok?: string; error?: string; savedAt?: number };

/** How a screen shows its service's refusal: at fields (already in words or as keys), or as the form's error. */
export type Refusal = { status: number; fieldErrors?: Record<string, string[]>; error?: string };

export interface SaveFormConfig<Schema extends $ZodType, Extra extends Record<string, unknown>> {
  /** The dictionary's area: `<area>.saved`, `<area>.unchanged`, `<area>.errors.generic`. */
  area: string;
  schema: Schema;
  /** The form, when the action has already read it (to pick its intent). */
  form?: FormData;
  /** What every answer carries besides (the intent of a screen with several forms). */
  answer?: Extra;
  /**
   * Stores the value: whether anything changed, or the success message in words when it says more
   * (how many were moved), or the response to send instead (a create's redirect).
   */
  save(value: output<Schema>): Promise<boolean | string | Response>;
  /** The service's refusal as the screen shows it; undefined for a failure (logged, 500). */
  refusal?(error: unknown): Refusal | undefined;
  /** The log line of a failure. */
  failure: string;
}

export async function saveFormAction<Schema extends $ZodType, Extra extends Record<string, unknown> = Record<never, never>>(
  args: FormArgs,
  config: SaveFormConfig<Schema, Extra>,
) {
  const { area, answer } = config;
  const { t } = requestContext(args.context);
  const submission = parseSubmission(config.form ?? (await readFormData(args.request)), { schema: config.schema });
  if (submission.status !== "success") {
    const error = refusedBodyMessage(submission, t);
    return data<Extra & SaveAnswer>({ ...answer, result: submission.reply(), ...(error === undefined ? {} : { error }) } as Extra & SaveAnswer, { status: 400 });
  }
  try {
    const changed = await config.save(submission.value);
    if (changed instanceof Response) return changed;
    const ok = typeof changed === "string" ? changed : t(changed ? `${area}.saved` : `${area}.unchanged`);
    return data<Extra & SaveAnswer>({ ...answer, result: submission.reply(), ok, savedAt: Date.now() } as Extra & SaveAnswer);
  } catch (error) {
    const refusal = config.refusal?.(error);
    if (refusal) {
      // reply() reads `fieldErrors` being there at all as errors to add, so it is only passed with some.
      const result = refusal.fieldErrors ? submission.reply({ fieldErrors: refusal.fieldErrors }) : submission.reply();
      return data<Extra & SaveAnswer>({ ...answer, result, ...(refusal.error === undefined ? {} : { error: refusal.error }) } as Extra & SaveAnswer, { status: refusal.status });
    }
    logger.error({ err: error }, config.failure);
    return data<Extra & SaveAnswer>({ ...answer, result: submission.reply(), error: t(`${area}.errors.generic`) } as Extra & SaveAnswer, { status: 500 });
  }
}

/**
 * The form's error, in the staff member's language, when the body was refused for its shape
 * before any schema read it (submission.server.ts): no field is at fault, so the screen toasts
 * this rather than its "check the fields". Undefined for any other parse failure.
 */
export function refusedBodyMessage(submission: { refused: boolean }, t: Translator): string | undefined {
  return submission.refused ? t("shell.form.refused") : undefined;
}

type Actor = { id: string; email: string };

export type EditorAnswer = ({ intent: "save" } & SaveAnswer) | { intent: "delete" | "invalid"; error: string };

export interface EditorActionConfig<Schema extends $ZodType> {
  /** The dictionary's area (`<area>.errors.not_found`, `<area>.errors.invalid`, and saveFormAction's keys). */
  area: string;
  /** The list's address: a delete lands there with ?deleted=…, a create on `<list>/<id>?created=1`. */
  list: string;
  schema: Schema;
  /** Creates (id null) or updates the record. A service that does not say whether anything changed has saved. */
  save(id: string | null, value: output<Schema>, actor: Actor): Promise<{ id: string; created: boolean; changed?: boolean }>;
  /**
   * Deletes the record: what ?deleted= tells the list, or the screen's own answer (a refusal it
   * shows in its delete section). A refusal it throws (see `refused`) answers 404, the record gone.
   */
  remove(id: string, form: FormData, actor: Actor, t: Translator): Promise<string | number | Response | ReturnType<typeof data>>;
  /**
   * The service's refusal: `<area>.errors.<code>` with its values. A save's refusal with a field
   * shows there (409); without one, the record is gone (404).
   */
  refused(error: unknown): { code: string; field?: string; values?: Params } | undefined;
  /** The log line of a failed save. */
  failure: string;
}

/** The action of a record's editor: `rawId` is the route's :id, "new" for a create. */
export async function editorAction<Schema extends $ZodType>(args: FormArgs, user: StaffUser, rawId: string | undefined, config: EditorActionConfig<Schema>) {
  const { area } = config;
  const { t } = requestContext(args.context);
  const form = await readFormData(args.request);
  const intent = String(form.get("intent") || "save");
  const actor = { id: user.id, email: user.email };
  const id = rawId === "new" ? null : (rawId ?? "");
  if (id !== null && !UUID.test(id)) return data<EditorAnswer>({ intent: "invalid", error: t(`${area}.errors.not_found`) }, { status: 404 });

  if (intent === "delete") {
    if (!id) return data<EditorAnswer>({ intent: "invalid", error: t(`${area}.errors.invalid`) }, { status: 400 });
    try {
      const deleted = await config.remove(id, form, actor, t);
      return typeof deleted === "string" || typeof deleted === "number" ? redirect(`${config.list}?deleted=${deleted}`) : deleted;
    } catch (error) {
      if (config.refused(error)) return data<EditorAnswer>({ intent, error: t(`${area}.errors.not_found`) }, { status: 404 });
      throw error;
    }
  }
  if (intent !== "save") return data<EditorAnswer>({ intent: "invalid", error: t(`${area}.errors.invalid`) }, { status: 400 });

  return saveFormAction(args, {
    area,
    schema: config.schema,
    form,
    answer: { intent: "save" as const },
    save: async (value) => {
      const saved = await config.save(id, value, actor);
      return saved.created ? redirect(`${config.list}/${saved.id}?created=1`) : saved.changed !== false;
    },
    refusal: (error) => {
      const refusal = config.refused(error);
      if (!refusal) return undefined;
      // In words rather than as a key: the message may name what was typed (a slug already taken).
      return refusal.field ? { status: 409, fieldErrors: { [refusal.field]: [t(`${area}.errors.${refusal.code}`, refusal.values)] } } : { status: 404, error: t(`${area}.errors.not_found`) };
    },
    failure: config.failure,
  });
}
