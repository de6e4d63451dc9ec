/**
 * The sign-in page's forms (docs/product/accounts-and-auth.md#acc-1 Auth). Each one posts to the auth route's action with an
 * `intent`, works without JavaScript, shows the server's messages at their fields and has a
 * loading state while it is sent. Validation runs on the server (schemas/auth.ts).
 */
import { StatusMessage } from "~/components/ui/status-message";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult, useSubmitting } from "~/lib/form";
import { describedBy, FieldError, FieldLabel, TextField } from "~/components/ui/form-field";
import { useHydrated } from "~/hooks/browser";
import { useShop } from "~/lib/shop";
import { Honeypot } from "~/components/ui/honeypot";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface AuthActionData {
  intent: "signin" | "signup" | "forgot" | "two-factor";
  result?: SubmissionResult<string[]>;
  signedIn?: boolean;
  to?: string;
  created?: boolean;
  sent?: boolean;
}

/** The hidden fields every auth form carries: its intent, and whether the page runs JavaScript. */
function Hidden({ intent, redirectTo }: { intent: string; redirectTo?: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {/* With JavaScript the page shows 'Bienvenue !' itself, so the action answers with data. */}
      {hydrated && <input type="hidden" name="js" value="1" />}
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
    </>
  );
}

function FormError({ errors }: { errors?: string[] }) {
  const { t } = useTranslator();
  if (!errors?.length) return null;
  return (
    <p className="rounded-soft border border-accent-2/40 bg-accent-2/5 p-3 text-sm text-accent-2" role="alert" data-testid="auth-error">
      {t(errors[0])}
    </p>
  );
}

function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  const { t } = useTranslator();
  return (
    <Button type="submit" variant="primary" className="w-full" disabled={sending} aria-busy={sending}>
      {sending ? t("auth.submitting") : label}
    </Button>
  );
}

/** A password input with a show/hide button (the button needs JavaScript, the field does not). */
export function PasswordField({
  field,
  label,
  autoComplete,
  hint,
}: {
  field: FieldMetadata<string>;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
}) {
  const { t } = useTranslator();
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const props = getInputProps(field, { type: "password", ariaAttributes: true });
  return (
    <div>
      <FieldLabel field={field} label={label} hint={hint} />
      <div className="relative">
        <input
          {...props}
          key={props.key}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          aria-describedby={describedBy(field, hint)}
          className="field pe-24"
        />
        {hydrated && (
          <button
            type="button"
            className="absolute inset-y-0 end-0 px-3 text-xs text-muted underline-offset-4 hover:underline focus-visible:outline-2"
            aria-pressed={visible}
            aria-controls={field.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t("auth.hidePassword") : t("auth.showPassword")}
          </button>
        )}
      </div>
      <FieldError field={field} />
    </div>
  );
}

function lastResultFor(actionData: AuthActionData | undefined, intent: AuthActionData["intent"]) {
  return actionData?.intent === intent ? actionData.result : undefined;
}

export function SignInForm({ actionData, redirectTo }: { actionData?: AuthActionData; redirectTo?: string }) {
  const { t } = useTranslator();
  const { href } = useShop();
  const sending = useSubmitting("signin");
  const [form, fields] = useForm<{ email: string; password: string }>({
    id: "sign-in",
    lastResult: lastResultFor(actionData, "signin"),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-labelledby="tab-signin">
      <Hidden intent="signin" redirectTo={redirectTo} />
      <FormError errors={form.errors} />
      <TextField field={fields.email} type="email" label={t("auth.email")} autoComplete="email" dir="ltr" />
      <PasswordField field={fields.password} label={t("auth.password")} autoComplete="current-password" />
      <SubmitButton sending={sending} label={t("auth.signInSubmit")} />
      <p className="text-center text-sm">
        <Link to={`${href("/auth")}?tab=forgot`} className="underline underline-offset-4 hover:text-accent">
          {t("auth.forgotPassword")}
        </Link>
      </p>
    </Form>
  );
}

export function SignUpForm({ actionData }: { actionData?: AuthActionData }) {
  const { t } = useTranslator();
  const sending = useSubmitting("signup");
  const [form, fields] = useForm<{ firstName: string; lastName: string; email: string; password: string }>({
    id: "sign-up",
    lastResult: lastResultFor(actionData, "signup"),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-labelledby="tab-signup">
      <Hidden intent="signup" />
      <Honeypot />
      <FormError errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.firstName} label={t("auth.firstName")} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t("auth.lastName")} autoComplete="family-name" />
      </div>
      <TextField field={fields.email} type="email" label={t("auth.email")} autoComplete="email" dir="ltr" />
      <PasswordField field={fields.password} label={t("auth.password")} autoComplete="new-password" hint={t("auth.passwordRules")} />
      <SubmitButton sending={sending} label={t("auth.signUpSubmit")} />
    </Form>
  );
}

export function ResetRequestForm({ actionData }: { actionData?: AuthActionData }) {
  const { t } = useTranslator();
  const { href } = useShop();
  const sending = useSubmitting("forgot");
  const [form, fields] = useForm<{ email: string }>({
    id: "reset-request",
    lastResult: lastResultFor(actionData, "forgot"),
    shouldValidate: "onSubmit",
  });
  return (
    <section aria-labelledby="reset-title" className="space-y-5">
      <h2 id="reset-title" className="text-2xl">{t("auth.resetTitle")}</h2>
      {actionData?.intent === "forgot" && actionData.sent ? (
        <StatusMessage testId="reset-sent">
          {t("auth.resetSent")}
        </StatusMessage>
      ) : (
        <>
          <p className="text-muted">{t("auth.resetText")}</p>
          <Form method="post" {...getFormProps(form)} className="space-y-5">
            <Hidden intent="forgot" />
            <FormError errors={form.errors} />
            <TextField field={fields.email} type="email" label={t("auth.email")} autoComplete="email" dir="ltr" />
            <SubmitButton sending={sending} label={t("auth.resetSubmit")} />
          </Form>
        </>
      )}
      <p className="text-center text-sm">
        <Link to={href("/auth")} className="underline underline-offset-4 hover:text-accent">{t("auth.backToSignIn")}</Link>
      </p>
    </section>
  );
}

export function TwoFactorForm({ actionData, method, redirectTo }: { actionData?: AuthActionData; method: "totp" | "backup"; redirectTo?: string }) {
  const { t } = useTranslator();
  const { href } = useShop();
  const sending = useSubmitting("two-factor");
  const [form, fields] = useForm<{ code: string }>({
    id: `two-factor-${method}`,
    lastResult: lastResultFor(actionData, "two-factor"),
    shouldValidate: "onSubmit",
  });
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), [method]);
  const props = getInputProps(fields.code, { type: "text", ariaAttributes: true });
  const other = new URLSearchParams({ step: "two-factor", ...(method === "totp" ? { method: "backup" } : {}), ...(redirectTo ? { redirectTo } : {}) });
  return (
    <section aria-labelledby="two-factor-title" className="space-y-5">
      <h2 id="two-factor-title" className="text-2xl">{t("auth.twoFactorTitle")}</h2>
      <p className="text-muted">{method === "totp" ? t("auth.twoFactorText") : t("auth.twoFactorBackupText")}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <Hidden intent="two-factor" redirectTo={redirectTo} />
        <input type="hidden" name="method" value={method} />
        <FormError errors={form.errors} />
        <div>
          <label htmlFor={fields.code.id} className="mb-1.5 block text-sm font-medium">
            {method === "totp" ? t("auth.code") : t("auth.backupCode")}
          </label>
          <input
            {...props}
            key={props.key}
            ref={codeInput}
            dir="ltr"
            className="field tracking-widest"
            autoComplete="one-time-code"
            inputMode={method === "totp" ? "numeric" : "text"}
            maxLength={method === "totp" ? 6 : 64}
          />
          <FieldError field={fields.code} />
        </div>
        <SubmitButton sending={sending} label={t("auth.verifyCode")} />
      </Form>
      <p className="text-center text-sm">
        <Link to={`${href("/auth")}?${other.toString()}`} className="underline underline-offset-4 hover:text-accent" replace>
          {method === "totp" ? t("auth.useBackupCode") : t("auth.useAuthenticator")}
        </Link>
      </p>
    </section>
  );
}
