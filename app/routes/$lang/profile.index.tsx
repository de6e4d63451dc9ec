import { useEffect } from "react";
import { StatusMessage } from "~/components/ui/status-message";
import { useEachAnswer } from "~/hooks/browser";
import { data, Form, redirect } from "react-router";
import { getFormProps, useForm, type SubmissionResult, replyMessages, useSubmitting } from "~/lib/form";
import { formAction } from "~/server/form-action.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/profile.index";
import { TextField } from "~/components/ui/form-field";
import { toast } from "~/components/ui/toast";
import { SecuritySection, type SecurityActionData } from "~/components/account/security-section";
import { requestContext, requireCustomer } from "~/server/request-context.server";
import { getProfile, updateProfile } from "~/features/profile/profile.server";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  revokeAllSessions,
  revokeOtherSessions,
  signOut,
  startTwoFactorSetup,
  twoFactorEnabled,
} from "~/features/auth/auth-flow.server";
import { cookieHeaders } from "~/features/auth/sign-in.server";
import { echoedTwoFactorSetup as echoedSetup, totpQrCode } from "~/features/auth/two-factor-qr.server";
import { profileSchema, type ProfileInput } from "~/schemas/profile";
import { passwordConfirmSchema, totpCodeSchema } from "~/schemas/auth";
import { logger } from "~/server/logger.server";
import { forgetVisitedPages } from "~/sw/visited-pages";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** The signed-in customer; a guest signs in and comes back to this tab (not to a form's post). */
function requireUser(args: { request: Request; context: Route.LoaderArgs["context"] }) {
  return requireCustomer(args, `/${requestContext(args.context).lang}/profile`).user;
}

/** The Profil tab (docs/product/overview.md#shop-14 Account): the profile form, sign-out and the Security section. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser({ request, context });
  try {
    const [profile, twoFactor] = await Promise.all([getProfile(user.id), twoFactorEnabled(request)]);
    return { profile, twoFactor, loadError: false };
  } catch (error) {
    logger.error({ err: error }, "profile could not be loaded");
    return { profile: null, twoFactor: false, loadError: true };
  }
}

export type ProfileActionData =
  | { intent: "save"; result: SubmissionResult<string[]>; saved?: boolean; failed?: boolean }
  | SecurityActionData;

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = requestContext(context);
  const user = requireUser({ request, context });
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const signedOutPage = `/${lang}/auth?signedOut=1`;

  switch (intent) {
    case "save":
      return formAction({ request, context }, {
        schema: profileSchema,
        form: formData,
        answer: { intent },
        submit: async (value, { submission }) => {
          try {
            await updateProfile(user.id, value);
          } catch (error) {
            logger.error({ err: error }, "profile could not be saved");
            return data<ProfileActionData>({ intent, result: submission.reply(), failed: true }, { status: 503 });
          }
          return data<ProfileActionData>({ intent, result: submission.reply(), saved: true });
        },
      });
    case "signout":
      throw redirect(signedOutPage, { headers: cookieHeaders(await signOut(request)) });
    case "signout-all": {
      const result = await revokeAllSessions(request);
      if (result.kind === "error") return data<ProfileActionData>({ intent, error: result.key }, { status: result.status });
      throw redirect(signedOutPage, { headers: cookieHeaders(result.setCookies) });
    }
    case "signout-others": {
      const result = await revokeOtherSessions(request);
      if (result.kind === "error") return data<ProfileActionData>({ intent, error: result.key }, { status: result.status });
      return data<ProfileActionData>({ intent, done: true });
    }
    // The security forms answer a key in `error` (security-section.tsx reads it, not `result`).
    case "2fa-start":
      return formAction({ request, context }, {
        schema: passwordConfirmSchema,
        form: formData,
        answer: { intent, error: "validation.passwordRequired" },
        submit: async (value) => {
          const result = await startTwoFactorSetup(request, value.password);
          if (result.kind === "error") return data<ProfileActionData>({ intent, error: result.key }, { status: result.status });
          const qrCode = await totpQrCode(result.totpURI);
          return data<ProfileActionData>({ intent, setup: { totpURI: result.totpURI, secret: result.secret, backupCodes: result.backupCodes, qrCode } });
        },
      });
    case "2fa-confirm": {
      // The set-up being confirmed comes back with the form, only to show it again after a wrong code.
      const setup = await echoedSetup(formData);
      return formAction({ request, context }, {
        schema: totpCodeSchema,
        form: formData,
        answer: { intent, error: "auth.invalidCode", setup },
        submit: async (value) => {
          const result = await confirmTwoFactorSetup(request, value.code);
          if (result.kind === "error") return data<ProfileActionData>({ intent, error: result.key, setup }, { status: result.status });
          return data<ProfileActionData>({ intent, enabled: true, backupCodes: setup?.backupCodes ?? [] }, { headers: cookieHeaders(result.setCookies) });
        },
      });
    }
    case "2fa-disable":
      return formAction({ request, context }, {
        schema: passwordConfirmSchema,
        form: formData,
        answer: { intent, error: "validation.passwordRequired" },
        submit: async (value) => {
          const result = await disableTwoFactor(request, value.password);
          if (result.kind === "error") return data<ProfileActionData>({ intent, error: result.key }, { status: result.status });
          return data<ProfileActionData>({ intent, disabled: true }, { headers: cookieHeaders(result.setCookies) });
        },
      });
    default:
      return data({ intent: "save" as const, result: { status: "error" as const, error: { "": ["validation.invalidRequest"] } } }, { status: 400 });
  }
}

export default function ProfileTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const answer = actionData as ProfileActionData | undefined;
  useEffect(() => {
    if (loaderData.loadError) toast.error(t("toast.profileLoadError"));
  }, [loaderData.loadError, t]);
  useEachAnswer(answer?.intent === "save" ? answer : undefined, (answer) => {
    if (answer.saved) toast.success(t("toast.profileSaved"));
    else if (answer.failed) toast.error(t("toast.profileSaveError"));
    else {
      // docs/product/content-and-texts.md#txt-10: each validation message as its own toast.
      const messages = replyMessages(answer.result);
      if (messages.length === 0) toast.error(t("toast.profileSaveError"));
      for (const message of messages) toast.error(t(message));
    }
  });

  return (
    <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
      {loaderData.profile ? (
        <ProfileForm profile={loaderData.profile} answer={answer?.intent === "save" ? answer : undefined} />
      ) : (
        <p role="alert" className="text-accent-2">{t("toast.profileLoadError")}</p>
      )}
      <div className="space-y-10">
        <Form method="post" onSubmit={() => void forgetVisitedPages()}>
          <input type="hidden" name="intent" value="signout" />
          <SignOutButton />
        </Form>
        <SecuritySection twoFactor={loaderData.twoFactor} answer={answer && answer.intent !== "save" ? answer : undefined} />
      </div>
    </div>
  );
}

function SignOutButton() {
  const { t } = useTranslator();
  const sending = useSubmitting("signout");
  return (
    <Button type="submit" variant="secondary" className="w-full" disabled={sending} aria-busy={sending} data-testid="logout">
      {sending ? t("auth.submitting") : t("profile.logout")}
    </Button>
  );
}

type ProfileFields = Record<keyof ProfileInput, string>;

function ProfileForm({
  profile,
  answer,
}: {
  profile: Record<keyof ProfileInput, string | null>;
  answer?: Extract<ProfileActionData, { intent: "save" }>;
}) {
  const { t } = useTranslator();
  const sending = useSubmitting("save");
  const [form, fields] = useForm<ProfileFields>({
    id: "profile",
    lastResult: answer?.result,
    defaultValue: Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, value ?? ""])),
    shouldValidate: "onSubmit",
  });
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title" className="text-3xl">{t("profile.personalInfo")}</h2>
      {answer?.saved && (
        <StatusMessage testId="profile-saved" className="mt-4">
          {t("toast.profileSaved")}
        </StatusMessage>
      )}
      {answer?.failed && (
        <p className="mt-4 text-accent-2" role="alert">{t("toast.profileSaveError")}</p>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="save" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.firstName} label={t("profile.firstName")} autoComplete="given-name" />
          <TextField field={fields.lastName} label={t("profile.lastName")} autoComplete="family-name" />
        </div>
        <TextField field={fields.phone} type="tel" label={t("profile.phone")} autoComplete="tel" dir="ltr" />
        <TextField field={fields.address} label={t("profile.address")} autoComplete="street-address" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.city} label={t("profile.city")} autoComplete="address-level2" />
          <TextField field={fields.postalCode} label={t("profile.postalCode")} autoComplete="postal-code" />
        </div>
        <TextField field={fields.country} label={t("profile.country")} autoComplete="country-name" />
        <Button type="submit" variant="primary" disabled={sending} aria-busy={sending}>
          {sending ? t("auth.submitting") : t("profile.save")}
        </Button>
      </Form>
    </section>
  );
}
