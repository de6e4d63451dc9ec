/**
 * /admin/security: the signed-in staff member's two-factor set-up and sessions (docs/product/accounts-and-auth.md#acc-12).
 * Owners land here after signing in without TOTP (a prompt they may put off); while the site
 * setting requireOwnerTwoFactor is on, requireStaff sends anyone without TOTP here first, so this
 * page alone is allowed without it. Sign-out of this device, of the others, or of all.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/security";
import { adminAccessMiddleware } from "~/features/admin/admin-context.server";
import { readFormData } from "~/server/form-data.server";
import { requireStaff, twoFactorRequired } from "~/server/permissions.server";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  revokeAllSessions,
  revokeOtherSessions,
  signOut,
  startTwoFactorSetup,
} from "~/features/auth/auth-flow.server";
import { cookieHeaders } from "~/features/auth/sign-in.server";
import { echoedTwoFactorSetup, totpQrCode } from "~/features/auth/two-factor-qr.server";
import { messageTexts } from "~/features/admin/access-lang.server";
import { adminDestination } from "~/features/admin/access.server";
import { accessTranslator } from "~/features/admin/access-texts";
import { AccessField, AccessFrame, FormError, Notice, Panel } from "~/features/admin/components/access-frame";
import { Sentence } from "~/components/admin/shell/sentence";
import { passwordConfirmSchema, signOutSchema, totpCodeSchema } from "~/schemas/admin/access";
import { clearOfflineData } from "~/components/admin/offline/offline-data";
import { Button, buttonVariants } from "~/components/ui/button";

type Setup = { totpURI: string; secret: string; backupCodes: string[]; qrCode: string };
type ActionData = { intent: string; error?: string; setup?: Setup };

/** The admin's request context, its language chosen by `?lang=` first (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminAccessMiddleware;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${accessTranslator(loaderData?.lang ?? "fr")("access.security.title")} | Maison Lumière` },
  { name: "robots", content: "noindex" },
];

/** What the page says after two-factor was turned on or off (?done=). */
const DONE_KEYS = { enabled: "access.security.enabled", disabled: "access.security.disabled" } as const;
type Done = keyof typeof DONE_KEYS;

/**
 * Back on this page after turning two-factor on or off. Both give the session a new token
 * (better-auth), so the page is loaded again with it: answered in place, a form posted without
 * JavaScript would have its loader run with the old, ended session, and sign the person out.
 */
function afterTwoFactorChange(request: Request, lang: string, done: Done, setCookies: string[]): never {
  const search = new URLSearchParams({ done, lang });
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (redirectTo) search.set("redirectTo", adminDestination(redirectTo));
  throw redirect(`/admin/security?${search}`, { headers: cookieHeaders(setCookies) });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, setCookies, lang } = await requireStaff({ request, context }, "dashboard:read", { allowWithoutTwoFactor: true });
  const url = new URL(request.url);
  const required = await twoFactorRequired();
  const doneParam = url.searchParams.get("done");
  const doneKey = doneParam === "enabled" || doneParam === "disabled" ? DONE_KEYS[doneParam] : undefined;
  return data(
    {
      lang,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      required,
      prompt: url.searchParams.get("prompt") === "1",
      claimed: url.searchParams.get("claimed") === "1",
      othersDone: url.searchParams.get("othersDone") === "1",
      // Set after two-factor was turned on or off (the action's redirect).
      done: doneKey ? (await messageTexts(lang, [doneKey]))[0] : undefined,
      redirectTo: adminDestination(url.searchParams.get("redirectTo") ?? "/admin"),
    },
    { headers: cookieHeaders(setCookies) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = await requireStaff({ request, context }, "dashboard:read", { allowWithoutTwoFactor: true });
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const refuse = async (key: string, status: number, setup?: Setup) =>
    data<ActionData>({ intent, error: (await messageTexts(lang, [key]))[0], setup }, { status });

  switch (intent) {
    case "enable": {
      const parsed = passwordConfirmSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return refuse(parsed.error.issues[0].message, 400);
      const result = await startTwoFactorSetup(request, parsed.data.password);
      if (result.kind === "error") return refuse(result.key, result.status);
      return data<ActionData>({ intent, setup: { totpURI: result.totpURI, secret: result.secret, backupCodes: result.backupCodes, qrCode: await totpQrCode(result.totpURI) } });
    }
    case "confirm": {
      const setup = await echoedTwoFactorSetup(formData);
      const parsed = totpCodeSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return refuse("auth.invalidCode", 400, setup);
      const result = await confirmTwoFactorSetup(request, parsed.data.code);
      if (result.kind === "error") return refuse(result.key, result.status, setup);
      return afterTwoFactorChange(request, lang, "enabled", result.setCookies);
    }
    case "disable": {
      if (await twoFactorRequired()) return refuse("access.security.cannotDisable", 403);
      const parsed = passwordConfirmSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return refuse(parsed.error.issues[0].message, 400);
      const result = await disableTwoFactor(request, parsed.data.password);
      if (result.kind === "error") return refuse(result.key, result.status);
      return afterTwoFactorChange(request, lang, "disabled", result.setCookies);
    }
    case "signout": {
      const parsed = signOutSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) return refuse("access.errors.invalidRequest", 400);
      if (parsed.data.scope === "others") {
        const result = await revokeOtherSessions(request);
        if (result.kind === "error") return refuse(result.key, result.status);
        throw redirect(`/admin/security?othersDone=1&lang=${lang}`);
      }
      const setCookies = parsed.data.scope === "all" ? await revokeAllSessions(request).then((r) => (r.kind === "done" ? r.setCookies : [])) : await signOut(request);
      // Whatever better-auth answered, this device's cookies are cleared (signOut's own fallback).
      const cleared = setCookies.length > 0 ? setCookies : await signOut(request);
      throw redirect(`/admin/auth?signedOut=1&lang=${lang}`, { headers: cookieHeaders(cleared) });
    }
    default:
      return refuse("access.errors.invalidRequest", 400);
  }
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, required, prompt, claimed, othersDone, redirectTo } = loaderData;
  const { done } = loaderData;
  const answer = actionData as ActionData | undefined;
  const t = accessTranslator(lang);
  const sending = useNavigation().state === "submitting";
  const twoFactorOn = loaderData.twoFactorEnabled;
  const setup = answer?.setup;
  const sessionsError = answer?.intent === "signout" ? answer.error : undefined;
  const twoFactorError = answer && answer.intent !== "signout" ? answer.error : undefined;

  return (
    <AccessFrame lang={lang} title={t("access.security.title")}>
      {claimed && <Notice testId="claimed">{t("access.signIn.claimed")}</Notice>}
      {required && !twoFactorOn && (
        <p className="rounded-soft border border-accent-2/40 bg-accent-2/5 p-4 text-sm font-medium text-accent-2" role="alert" data-testid="two-factor-required">
          {t("access.security.required")}
        </p>
      )}
      {!required && prompt && !twoFactorOn && <Notice testId="two-factor-prompt">{t("access.security.prompt")}</Notice>}
      {done && <Notice testId="security-done">{done}</Notice>}
      {othersDone && <Notice testId="others-signed-out">{t("access.sessions.othersDone")}</Notice>}

      <Panel labelledBy="two-factor-title">
        <h2 id="two-factor-title" className="text-lg font-semibold">{t("access.twoFactor.title")}</h2>
        <p className="mt-1 text-sm text-muted" data-testid="two-factor-state">{twoFactorOn ? t("access.security.on") : t("access.security.off")}</p>
        <div className="mt-4 space-y-4">
          <FormError message={twoFactorError} />
          {!twoFactorOn && !setup && (
            <PasswordConfirmedForm intent="enable" intro={t("access.security.enableIntro")} passwordLabel={t("access.security.password")} submit={t("access.security.enable")} variant="primary" sending={sending} />
          )}
          {!twoFactorOn && setup && (
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="totpURI" value={setup.totpURI} />
              {setup.backupCodes.map((code) => <input key={code} type="hidden" name="backupCode" value={code} />)}
              <p className="text-sm">{t("access.security.scan")}</p>
              <img src={setup.qrCode} alt={t("access.security.qrAlt")} width={180} height={180} className="rounded-soft border border-lines bg-white" />
              <p className="text-sm">
                <Sentence text={t("access.security.secret")} values={{ secret: <code dir="ltr" className="break-all font-mono" data-testid="totp-secret">{setup.secret}</code> }} />
              </p>
              <div>
                <p className="text-sm">{t("access.security.backupCodes")}</p>
                <ul dir="ltr" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm tabular-nums">
                  {setup.backupCodes.map((code) => <li key={code}>{code}</li>)}
                </ul>
              </div>
              <AccessField name="code" label={t("access.security.confirmCode")} autoComplete="one-time-code" inputMode="numeric" dir="ltr" autoFocus />
              <Button type="submit" variant="primary" className="w-full sm:w-auto" disabled={sending}>{t("access.security.confirm")}</Button>
            </Form>
          )}
          {twoFactorOn && !required && (
            <PasswordConfirmedForm intent="disable" intro={t("access.security.disableIntro")} passwordLabel={t("access.security.password")} submit={t("access.security.disable")} variant="secondary" sending={sending} />
          )}
          {twoFactorOn && required && <p className="text-sm text-muted">{t("access.security.cannotDisable")}</p>}
        </div>
      </Panel>

      {(twoFactorOn || !required) && (
        <p>
          <Link to={redirectTo} className={buttonVariants({ variant: "primary", className: "w-full sm:w-auto" })} data-testid="security-continue">
            {twoFactorOn ? t("access.security.continue") : t("access.security.later")}
          </Link>
        </p>
      )}

      <Panel labelledBy="sessions-title">
        <h2 id="sessions-title" className="text-lg font-semibold">{t("access.sessions.title")}</h2>
        <p className="mt-1 text-sm text-muted">{t("access.sessions.text")}</p>
        <FormError message={sessionsError} />
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {(["this", "others", "all"] as const).map((scope) => (
            <Form
              method="post"
              key={scope}
              // Signing this device out forgets the back office kept on it for offline use
              // (docs/product/seo-and-install.md#seo-7); the post goes on at once, the deletion is local and quick.
              onSubmit={scope === "others" ? undefined : () => void clearOfflineData()}
            >
              <input type="hidden" name="intent" value="signout" />
              <input type="hidden" name="scope" value={scope} />
              <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={sending} data-testid={`signout-${scope}`}>
                {t(`access.sessions.${scope}`)}
              </Button>
            </Form>
          ))}
        </div>
      </Panel>
    </AccessFrame>
  );
}

/** Turning two-factor on or off: one intent, confirmed with the account's password. */
function PasswordConfirmedForm(props: { intent: "enable" | "disable"; intro: string; passwordLabel: string; submit: string; variant: "primary" | "secondary"; sending: boolean }) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={props.intent} />
      <p className="text-sm">{props.intro}</p>
      <AccessField name="password" type="password" label={props.passwordLabel} autoComplete="current-password" />
      <Button type="submit" variant={props.variant} className="w-full sm:w-auto" disabled={props.sending}>{props.submit}</Button>
    </Form>
  );
}
