/**
 * The Security part of the Profil tab: sign out the other devices, or all of them (docs/product/accounts-and-auth.md#acc-5;
 * signing out of this device is the tab's one 'Se déconnecter' button, not repeated here), and TOTP two-factor sign-in: set-up (password, then a QR code to scan, with the
 * link and the key as fallbacks, then a code to turn it on), backup codes shown once, and turning it off with
 * the password. Every form posts to the Profil tab's action and works without JavaScript.
 */
import { useSubmitting } from "~/lib/form";
import { useEachAnswer } from "~/hooks/browser";
import { type ReactNode } from "react";
import { Form, Link } from "react-router";
import { toast } from "~/components/ui/toast";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface TwoFactorSetup {
  totpURI: string;
  secret: string;
  backupCodes: string[];
  /** The otpauth URI as a QR code (a data: SVG drawn on the server). */
  qrCode: string;
}

export type SecurityActionData =
  | { intent: "signout-others"; done?: boolean; error?: string }
  | { intent: "signout-all"; error?: string }
  | { intent: "2fa-start"; setup?: TwoFactorSetup; error?: string }
  | { intent: "2fa-confirm"; enabled?: boolean; backupCodes?: string[]; setup?: TwoFactorSetup; error?: string }
  | { intent: "2fa-disable"; disabled?: boolean; error?: string };

function Submit({ intent, children, variant = "secondary" }: { intent: string; children: ReactNode; variant?: "primary" | "secondary" }) {
  const { t } = useTranslator();
  const sending = useSubmitting(intent);
  return (
    <button type="submit" name="intent" value={intent} className={buttonVariants({ variant, className: "w-full" })} disabled={sending} aria-busy={sending}>
      {sending ? t("auth.submitting") : children}
    </button>
  );
}

function ErrorText({ answer, intent }: { answer?: SecurityActionData; intent: SecurityActionData["intent"] }) {
  const { t } = useTranslator();
  if (answer?.intent !== intent || !answer.error) return null;
  return (
    <p className="text-sm text-accent-2" role="alert" data-testid={`error-${intent}`}>
      {t(answer.error)}
    </p>
  );
}

function PasswordConfirm({ id }: { id: string }) {
  const { t } = useTranslator();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">{t("profile.passwordConfirm")}</label>
      <input id={id} name="password" type="password" autoComplete="current-password" required maxLength={128} dir="ltr" className="field" />
    </div>
  );
}

/** The secret in groups of four, easier to type into an app. */
function grouped(secret: string) {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

export function SecuritySection({ twoFactor, answer }: { twoFactor: boolean; answer?: SecurityActionData }) {
  const { t } = useTranslator();
  useEachAnswer(answer, (answer) => {
    if (answer.error) toast.error(t(answer.error));
    else if (answer.intent === "signout-others" && answer.done) toast.success(t("profile.othersSignedOut"));
    else if (answer.intent === "2fa-confirm" && answer.enabled) toast.success(t("profile.twoFactorEnabled"));
    else if (answer.intent === "2fa-disable" && answer.disabled) toast.success(t("profile.twoFactorDisabled"));
  });

  const setup = (answer?.intent === "2fa-start" || answer?.intent === "2fa-confirm") && !twoFactor ? answer.setup : undefined;
  const freshCodes = answer?.intent === "2fa-confirm" && answer.enabled ? answer.backupCodes ?? [] : [];

  return (
    <section aria-labelledby="security-title" className="space-y-10 rounded-soft bg-surface p-6 sm:p-8">
      <h2 id="security-title" className="text-3xl">{t("profile.security")}</h2>

      <section aria-labelledby="sessions-title" className="space-y-4">
        <h3 id="sessions-title" className="text-xl">{t("profile.sessions")}</h3>
        <p className="text-sm text-muted">{t("profile.sessionsText")}</p>
        {answer?.intent === "signout-others" && answer.done && (
          <p role="status" className="text-sm" data-testid="others-signed-out">{t("profile.othersSignedOut")}</p>
        )}
        <ErrorText answer={answer} intent="signout-others" />
        <ErrorText answer={answer} intent="signout-all" />
        <Form method="post" className="space-y-3" data-testid="sessions">
          <Submit intent="signout-others">{t("profile.logoutOthers")}</Submit>
          <Submit intent="signout-all">{t("profile.logoutAll")}</Submit>
        </Form>
      </section>

      <section aria-labelledby="two-factor-title" className="space-y-4" data-testid="two-factor">
        <h3 id="two-factor-title" className="text-xl">{t("profile.twoFactor")}</h3>
        <p className="text-sm" role="status" data-testid="two-factor-state">
          {twoFactor ? t("profile.twoFactorOn") : t("profile.twoFactorOff")}
        </p>

        {freshCodes.length > 0 && (
          <div className="space-y-3 rounded-soft border border-lines p-4" data-testid="backup-codes">
            <h4 className="font-medium">{t("profile.backupCodes")}</h4>
            <p className="text-sm text-muted">{t("profile.backupCodesText")}</p>
            <ul className="grid grid-cols-2 gap-2 font-mono text-sm" dir="ltr">
              {freshCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <Link to="." replace className={buttonVariants({ variant: "secondary", className: "w-full" })}>{t("profile.backupCodesDone")}</Link>
          </div>
        )}

        {twoFactor ? (
          <Form method="post" className="space-y-3">
            <ErrorText answer={answer} intent="2fa-disable" />
            <PasswordConfirm id="two-factor-disable-password" />
            <Submit intent="2fa-disable">{t("profile.twoFactorDisable")}</Submit>
          </Form>
        ) : setup ? (
          <div className="space-y-4" data-testid="two-factor-setup">
            <p className="text-sm">{t("profile.twoFactorScan")}</p>
            <img
              src={setup.qrCode}
              alt={t("profile.twoFactorQrAlt")}
              width={192}
              height={192}
              className="size-48 rounded-soft bg-white p-2"
              data-testid="totp-qr"
            />
            <p className="text-sm">
              <a href={setup.totpURI} className="underline underline-offset-4 hover:text-accent" data-testid="totp-uri">
                {t("profile.twoFactorLink")}
              </a>
            </p>
            <p className="text-sm text-muted">{t("profile.twoFactorManual")}</p>
            <p className="break-all rounded-soft bg-background p-3 font-mono text-sm tracking-wider" dir="ltr" data-testid="totp-secret" data-secret={setup.secret}>
              {grouped(setup.secret)}
            </p>
            <Form method="post" className="space-y-3">
              <input type="hidden" name="totpURI" value={setup.totpURI} />
              {setup.backupCodes.map((code) => (
                <input key={code} type="hidden" name="backupCode" value={code} />
              ))}
              <ErrorText answer={answer} intent="2fa-confirm" />
              <div>
                <label htmlFor="two-factor-code" className="mb-1.5 block text-sm font-medium">{t("auth.code")}</label>
                <input
                  id="two-factor-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                  dir="ltr"
                  className="field tracking-widest"
                />
              </div>
              <Submit intent="2fa-confirm" variant="primary">{t("auth.verifyCode")}</Submit>
              <Link to="." replace className="block text-center text-sm underline underline-offset-4">
                {t("profile.twoFactorCancel")}
              </Link>
            </Form>
          </div>
        ) : (
          <Form method="post" className="space-y-3">
            <ErrorText answer={answer} intent="2fa-start" />
            <PasswordConfirm id="two-factor-enable-password" />
            <Submit intent="2fa-start" variant="primary">{t("profile.twoFactorEnable")}</Submit>
          </Form>
        )}
      </section>
    </section>
  );
}
