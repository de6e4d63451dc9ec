import { useEffect, useRef } from "react";
import { StatusMessage } from "~/components/ui/status-message";
import { replyMessages } from "~/lib/form";
import { useEachAnswer } from "~/hooks/browser";
import { data, redirect, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { formAction } from "~/server/form-action.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/auth";
import { AuthTabs } from "~/components/auth/auth-tabs";
import { ResetRequestForm, SignInForm, SignUpForm, TwoFactorForm, type AuthActionData } from "~/components/auth/auth-forms";
import { toast } from "~/components/ui/toast";
import { requestContext } from "~/server/request-context.server";
import { passwordRefusal, requestPasswordReset, signIn, signUp, verifyEmailToken, verifyTwoFactor } from "~/features/auth/auth-flow.server";
import { cookieHeaders } from "~/features/auth/sign-in.server";
import { flashCookieHeader } from "~/features/auth/flash.server";
import { createProfileAtSignUp } from "~/features/profile/profile.server";
import { resetRequestSchema, signInSchema, signUpSchema, twoFactorSchema } from "~/schemas/auth";
import { safeReturnPath } from "~/server/redirect.server";
import { logger } from "~/server/logger.server";
import type { Lang } from "~/lib/langs";
import { pageMeta } from "~/lib/seo";
import { useTranslator } from "~/lib/request-context";

type View = "signin" | "signup" | "forgot" | "two-factor";

/** The page's heading and document title follow the view: the 'S'inscrire' tab is not headed 'Connexion'. */
const VIEW_TITLES: Record<View, string> = {
  signin: "auth.title",
  signup: "auth.signUpTitle",
  forgot: "auth.title",
  "two-factor": "auth.twoFactorTitle",
};

/** Where to go once signed in: a same-site path under this language, else the shop's home. */
function destination(lang: Lang, value: unknown) {
  const path = safeReturnPath(value, `/${lang}`);
  return path.startsWith("/auth") || path.startsWith(`/${lang}/auth`) ? `/${lang}` : path;
}

/** Sign in / sign up (docs/product/accounts-and-auth.md#acc-1 Auth): the tab is in the URL so that it works without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, visitor } = requestContext(context);
  const url = new URL(request.url);
  const verifyToken = url.searchParams.get("verifyToken");
  const redirectTo = url.searchParams.get("redirectTo") ?? undefined;
  let verified: boolean | null = null;
  if (verifyToken) {
    verified = verifyToken.length <= 2000 ? await verifyEmailToken(request, verifyToken) : false;
  } else {
    // Someone already signed in has nothing to do here.
    if (visitor.user && url.searchParams.get("signedOut") !== "1") throw redirect(destination(lang, redirectTo ?? `/${lang}/profile`));
  }
  const step = url.searchParams.get("step");
  const tab = url.searchParams.get("tab");
  const view: View = step === "two-factor" ? "two-factor" : tab === "signup" ? "signup" : tab === "forgot" ? "forgot" : "signin";
  return {
    view,
    method: url.searchParams.get("method") === "backup" ? ("backup" as const) : ("totp" as const),
    verified,
    signedOut: url.searchParams.get("signedOut") === "1",
    redirectTo: redirectTo ? destination(lang, redirectTo) : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = requestContext(context);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const withJs = formData.get("js") === "1";

  const signedIn = async (setCookies: string[], redirectTo: unknown, intentName: AuthActionData["intent"]) => {
    // The guest cart merged in better-auth's hook (sign-in.server.ts); its cookie-clearing header is
    // among better-auth's.
    const headers = cookieHeaders(setCookies);
    const to = destination(lang, redirectTo);
    // Without JavaScript the browser follows the redirect and the next page says 'Bienvenue !'
    // (flash.server.ts); with it, this page shows the toast, then moves on.
    if (!withJs) {
      headers.append("Set-Cookie", await flashCookieHeader("welcome"));
      throw redirect(to, { headers });
    }
    return data<AuthActionData>({ intent: intentName, signedIn: true, to }, { headers });
  };

  switch (intent) {
    case "signin":
      return formAction({ request, context }, {
        schema: signInSchema,
        form: formData,
        answer: { intent },
        reply: { hideFields: ["password"] },
        submit: async (value, { submission }) => {
          const result = await signIn(request, value);
          if (result.kind === "error") {
            return data<AuthActionData>(
              { intent, result: submission.reply({ formErrors: [result.key], hideFields: ["password"] }) },
              { status: result.status },
            );
          }
          if (result.kind === "two-factor") {
            const next = new URLSearchParams({ step: "two-factor" });
            if (value.redirectTo) next.set("redirectTo", destination(lang, value.redirectTo));
            const headers = new Headers();
            for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
            throw redirect(`/${lang}/auth?${next.toString()}`, { headers });
          }
          return signedIn(result.setCookies, value.redirectTo, intent);
        },
      });
    case "two-factor":
      return formAction({ request, context }, {
        schema: twoFactorSchema,
        form: formData,
        answer: { intent },
        submit: async (value, { submission }) => {
          const result = await verifyTwoFactor(request, value);
          if (result.kind === "error") {
            return data<AuthActionData>({ intent, result: submission.reply({ formErrors: [result.key], hideFields: ["code"] }) }, { status: result.status });
          }
          if (result.kind !== "signed-in") return data<AuthActionData>({ intent, result: submission.reply({ formErrors: ["common.genericError"] }) }, { status: 400 });
          return signedIn(result.setCookies, value.redirectTo, intent);
        },
      });
    case "signup":
      return formAction({ request, context }, {
        schema: signUpSchema,
        form: formData,
        answer: { intent },
        reply: { hideFields: ["password"] },
        submit: async (value, { submission }) => {
          const result = await signUp(request, value, lang);
          if (result.kind === "error") {
            return data<AuthActionData>({ intent, result: passwordRefusal(submission, result.key) }, { status: result.status });
          }
          try {
            await createProfileAtSignUp(result.userId, value);
          } catch (error) {
            logger.error({ err: error }, "profile could not be created at sign-up");
          }
          return data<AuthActionData>({ intent, created: true, result: submission.reply({ resetForm: true }) });
        },
      });
    case "forgot":
      return formAction({ request, context }, {
        schema: resetRequestSchema,
        form: formData,
        answer: { intent },
        submit: async (value, { submission }) => {
          const result = await requestPasswordReset(request, value.email);
          if (result.kind === "error") {
            return data<AuthActionData>({ intent, result: submission.reply({ formErrors: [result.key] }) }, { status: result.status });
          }
          return data<AuthActionData>({ intent, sent: true, result: submission.reply({ resetForm: true }) });
        },
      });
    default:
      return data({ intent: "signin" as const, result: { status: "error" as const, error: { "": ["validation.invalidRequest"] } } }, { status: 400 });
  }
}

/** After signing in with JavaScript the page moves on by itself: no need to reload this one. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as AuthActionData | undefined)?.signedIn) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta({ matches, location, title: VIEW_TITLES[loaderData?.view ?? "signin"], noindex: true });

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const result = actionData as AuthActionData | undefined;
  const { view, method, verified, signedOut, redirectTo } = loaderData;

  // One toast per answer or arrival (docs/product/content-and-texts.md#txt-10).
  useEachAnswer(result, (result) => {
    if (result.signedIn && result.to) {
      toast.success(t("toast.welcome"));
      navigate(result.to, { replace: true });
    } else if (result.created) {
      toast.success(t("toast.signUpSuccess"));
    } else {
      // Validation failures: the first message also as a toast (docs/product/content-and-texts.md#txt-10).
      const [first] = replyMessages(result.result);
      if (first) toast.error(t(first));
    }
  });
  const arrival = useRef(false);
  useEffect(() => {
    if (arrival.current) return;
    arrival.current = true;
    if (signedOut) toast.success(t("toast.signedOut"));
    // 'E-mail vérifié' is the page's own status message below, shown once: no toast besides it.
  }, [signedOut, t]);

  const signInPanel = view === "signin" || view === "signup";
  return (
    <div className="mx-auto max-w-md px-6 py-16 md:py-24">
      <h1 className="text-center text-5xl">{t(VIEW_TITLES[view])}</h1>
      <div className="mt-8 space-y-3" aria-live="polite">
        {signedOut && (
          <StatusMessage testId="signed-out">
            {t("toast.signedOut")}. {t("auth.signedOutText")}
          </StatusMessage>
        )}
        {verified === true && (
          <StatusMessage testId="email-verified">
            {t("auth.verified")}
          </StatusMessage>
        )}
        {verified === false && (
          <p className="rounded-soft border border-accent-2/40 p-4 text-accent-2" role="alert" data-testid="verify-failed">
            {t("auth.verifyFailed")}
          </p>
        )}
        {result?.created && (
          <StatusMessage testId="sign-up-success">
            <strong className="block">{t("toast.signUpSuccess")}</strong>
            {t("auth.signUpSentText")}
          </StatusMessage>
        )}
      </div>
      <div className="mt-8">
        {signInPanel && (
          <AuthTabs current={view === "signup" ? "signup" : "signin"} search={searchParams}>
            {view === "signup" ? <SignUpForm actionData={result} /> : <SignInForm actionData={result} redirectTo={redirectTo} />}
          </AuthTabs>
        )}
        {view === "forgot" && <ResetRequestForm actionData={result} />}
        {view === "two-factor" && <TwoFactorForm actionData={result} method={method} redirectTo={redirectTo} />}
      </div>
    </div>
  );
}
