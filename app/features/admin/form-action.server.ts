/**
 * The admin screens' former entry to the form pattern, kept while routes move to
 * app/server/form-action.server.ts (docs/decisions/0006-forms-validate-on-the-server.md): given
 * the request alone, it resolves the admin's context for it, as the admin's middleware does.
 * A converted route imports from ~/server/form-action.server and passes `{ request, context }`.
 */
import { RouterContextProvider } from "react-router";
import type { $ZodType } from "zod/v4/core";
import * as forms from "~/server/form-action.server";
import { provideRequestContext, resolveAdmin } from "~/server/request-context.server";
import { adminMessages } from "~/locales/admin";
import type { StaffUser } from "~/server/permissions.server";

export { refusedBodyMessage, type EditorActionConfig, type EditorAnswer, type Refusal, type SaveAnswer, type SaveFormConfig } from "~/server/form-action.server";

async function argsOf(request: Request): Promise<forms.FormArgs> {
  return { request, context: provideRequestContext(new RouterContextProvider(), await resolveAdmin(request, adminMessages)) };
}

/** @deprecated pass `{ request, context }` to saveFormAction from ~/server/form-action.server. */
export async function saveFormAction<Schema extends $ZodType, Extra extends Record<string, unknown> = Record<never, never>>(
  request: Request,
  config: forms.SaveFormConfig<Schema, Extra>,
) {
  return forms.saveFormAction(await argsOf(request), config);
}

/** @deprecated pass `{ request, context }` to editorAction from ~/server/form-action.server. */
export async function editorAction<Schema extends $ZodType>(request: Request, user: StaffUser, rawId: string | undefined, config: forms.EditorActionConfig<Schema>) {
  return forms.editorAction(await argsOf(request), user, rawId, config);
}
