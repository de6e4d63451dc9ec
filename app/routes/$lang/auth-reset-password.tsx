import { useEachAnswer } from "~/hooks/browser";
import { StatusMessage } from "~/components/ui/status-message";
import { data, Form, Link } from "react-router";
import { getFormProps, useForm, type SubmissionResult, replyMessages, useSubmitting } from "~/lib/form";
import { formAction } from "~/server/form-action.server";
import type { Route } from "./+types/auth-reset-password";
import { PasswordField } from "~/components/auth/auth-forms";
import { toast } from "~/components/ui/toast";
import { passwordRefusal, resetPassword } from "~/features/auth/auth-flow.server";
import { resetPasswordSchema } from "~/schemas/auth";
import { pageMeta } from "~/lib/seo";
import { useShop } from "~/lib/shop";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** The new-password form that a reset e-mail links to (/{lang}/auth/reset-password?token=…). */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.length >= 10 && token.length <= 500 ? token : "" };
}

type ResetActionData = { result: SubmissionResult<string[]>; done?: boolean; invalid?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  return formAction({ request, context }, {
    schema: resetPasswordSchema,
    reply: { hideFields: ["password"] },
    // A token the schema refuses is a link no longer valid: the page says so instead of the form.
    invalid: (submission) => ({ invalid: Boolean(submission.error?.token) }),
    submit: async (value, { submission }) => {
      const result = await resetPassword(request, value);
      if (result.kind === "error") {
        return data<ResetActionData>(
          { result: passwordRefusal(submission, result.key), invalid: result.key === "auth.resetInvalid" },
          { status: result.status },
        );
      }
      return data<ResetActionData>({ result: submission.reply({ resetForm: true }), done: true });
    },
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title: "auth.resetTitle", noindex: true });

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { href } = useShop();
  const answer = actionData as ResetActionData | undefined;
  const sending = useSubmitting();
  const [form, fields] = useForm<{ password: string; token: string }>({
    id: "reset-password",
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
  });
  useEachAnswer(answer, (answer) => {
    if (answer.done) toast.success(t("auth.resetDone"));
    else {
      const [first] = replyMessages(answer.result);
      if (first) toast.error(t(first));
    }
  });

  const invalid = !loaderData.token || answer?.invalid;
  return (
    <div className="mx-auto max-w-md px-6 py-16 md:py-24">
      <h1 className="text-center text-4xl md:text-5xl">{t("auth.resetTitle")}</h1>
      <div className="mt-10 space-y-5">
        {answer?.done ? (
          <StatusMessage testId="reset-done">
            {t("auth.resetDone")}
          </StatusMessage>
        ) : invalid ? (
          <p className="rounded-soft border border-accent-2/40 p-4 text-accent-2" role="alert" data-testid="reset-invalid">
            {t("auth.resetInvalid")}
          </p>
        ) : (
          <Form method="post" {...getFormProps(form)} className="space-y-5">
            <input type="hidden" name="token" value={loaderData.token} />
            {form.errors?.length ? (
              <p className="text-sm text-accent-2" role="alert">{t(form.errors[0])}</p>
            ) : null}
            <PasswordField field={fields.password} label={t("auth.newPassword")} autoComplete="new-password" hint={t("auth.passwordRules")} />
            <Button type="submit" variant="primary" className="w-full" disabled={sending} aria-busy={sending}>
              {sending ? t("auth.submitting") : t("auth.resetSave")}
            </Button>
          </Form>
        )}
        <p className="text-center text-sm">
          <Link to={invalid && !answer?.done ? `${href("/auth")}?tab=forgot` : href("/auth")} className="underline underline-offset-4 hover:text-accent">
            {invalid && !answer?.done ? t("auth.forgotPassword") : t("auth.backToSignIn")}
          </Link>
        </p>
      </div>
    </div>
  );
}
