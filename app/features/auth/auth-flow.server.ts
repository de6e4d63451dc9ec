/**
 * The account actions of the shop's forms, done by better-auth. Every call goes through
 * better-auth's own request handler (not its bare server API), so that the forms get exactly what
 * /api/auth/* gets: the same rate limits and counters in the database, the same checks and the
 * session cookies as Set-Cookie headers to pass on to the browser. The forms' cross-site check has
 * already run in the HTTP layer (server/http.ts) before any of this.
 */
import { getAuth, handleAuthRequest } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import type { Lang } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import type { ResetPasswordInput, SignInInput, SignUpInput, TwoFactorInput } from "~/schemas/auth";

export interface AuthCall<T = Record<string, unknown>> {
  status: number;
  ok: boolean;
  data: T | null;
  /** better-auth's error code, when it answered with one. */
  code: string | undefined;
  setCookies: string[];
}

/** The request headers better-auth needs from the visitor's request. */
const FORWARDED = ["cookie", "user-agent", "x-forwarded-for", "x-real-ip", "accept-language"];

export async function callAuth<T = Record<string, unknown>>(
  request: Request,
  path: string,
  body?: unknown,
  method: "POST" | "GET" = "POST",
): Promise<AuthCall<T>> {
  const base = env().publicUrl;
  const headers = new Headers({ Origin: new URL(base).origin });
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (method === "POST") headers.set("Content-Type", "application/json");
  const response = await handleAuthRequest(
    new Request(`${base}/api/auth${path}`, { method, headers, body: method === "POST" ? JSON.stringify(body ?? {}) : undefined }),
  );
  let data: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  const code = !response.ok && data && typeof data === "object" && "code" in data ? String((data as { code: unknown }).code) : undefined;
  return { status: response.status, ok: response.ok, data: response.ok ? (data as T) : null, code, setCookies: response.headers.getSetCookie() };
}

/** The dictionary key for a refusal from better-auth (docs/product/content-and-texts.md#txt-10: the server's message). */
export function authErrorKey(call: Pick<AuthCall, "status" | "code">): string {
  if (call.status === 429) return "validation.tooManyRequests";
  switch (call.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
    case "USER_NOT_FOUND":
      return "auth.invalidCredentials";
    case "EMAIL_NOT_VERIFIED":
      return "auth.emailNotVerified";
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "auth.emailTaken";
    case "INVALID_EMAIL":
      return "validation.emailInvalid";
    case "PASSWORD_TOO_SHORT":
      return "validation.passwordMin";
    case "PASSWORD_BREACHED":
      return "validation.passwordBreached";
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
      return "auth.resetInvalid";
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
    case "TOTP_NOT_ENABLED":
      return "auth.invalidCode";
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return "validation.tooManyRequests";
    case "INVALID_PASSWORD":
      return "profile.passwordInvalid";
    default:
      return "common.genericError";
  }
}

type Refused = { kind: "error"; key: string; status: number };

/**
 * A new password's refusal as the form shows it: a breached password (docs/product/accounts-and-auth.md#acc-3) at the
 * password field, any other refusal above the form; the password is never sent back.
 */
export function passwordRefusal(submission: { reply: (options: ReplyOptions) => SubmissionResult<string[]> }, key: string) {
  return key === "validation.passwordBreached"
    ? submission.reply({ fieldErrors: { password: [key] }, hideFields: ["password"] })
    : submission.reply({ formErrors: [key], hideFields: ["password"] });
}
type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] };

function refused(call: AuthCall): Refused {
  if (call.status >= 500) logger.error({ status: call.status, code: call.code }, "auth call failed");
  return { kind: "error", key: authErrorKey(call), status: call.status >= 500 ? 503 : call.status === 429 ? 429 : 400 };
}

/** Sign-up (docs/product/accounts-and-auth.md#acc-1): the verification e-mail goes out through the outbox (auth.server.ts). */
export async function signUp(
  request: Request,
  input: SignUpInput,
  lang: Lang,
): Promise<{ kind: "created"; userId: string } | Refused> {
  const call = await callAuth<{ user: { id: string } }>(request, "/sign-up/email", {
    email: input.email,
    password: input.password,
    name: `${input.firstName} ${input.lastName}`,
    lang,
  });
  if (!call.ok || !call.data) return refused(call);
  return { kind: "created", userId: call.data.user.id };
}

export type SignInResult =
  | { kind: "signed-in"; userId: string; setCookies: string[] }
  | { kind: "two-factor"; setCookies: string[] }
  | Refused;

export async function signIn(request: Request, input: Pick<SignInInput, "email" | "password">): Promise<SignInResult> {
  const call = await callAuth<{ user?: { id: string }; twoFactorRedirect?: boolean }>(request, "/sign-in/email", {
    email: input.email,
    password: input.password,
    rememberMe: true,
  });
  if (!call.ok || !call.data) return refused(call);
  if (call.data.twoFactorRedirect) return { kind: "two-factor", setCookies: call.setCookies };
  if (!call.data.user) return { kind: "error", key: "common.genericError", status: 503 };
  return { kind: "signed-in", userId: call.data.user.id, setCookies: call.setCookies };
}

/** The second step at sign-in, with the code of the authenticator app or a backup code. */
export async function verifyTwoFactor(request: Request, input: Pick<TwoFactorInput, "method" | "code">): Promise<SignInResult> {
  const path = input.method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const call = await callAuth<{ user?: { id: string } }>(request, path, { code: input.code, trustDevice: false });
  if (!call.ok || !call.data?.user) return refused(call);
  return { kind: "signed-in", userId: call.data.user.id, setCookies: call.setCookies };
}

/** Sends a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(request: Request, email: string): Promise<{ kind: "sent" } | Refused> {
  const call = await callAuth(request, "/request-password-reset", { email });
  if (call.status === 429) return refused(call);
  if (!call.ok) logger.warn({ status: call.status, code: call.code }, "password reset request refused");
  return { kind: "sent" };
}

export async function resetPassword(request: Request, input: ResetPasswordInput): Promise<{ kind: "done" } | Refused> {
  const call = await callAuth(request, "/reset-password", { token: input.token, newPassword: input.password });
  if (!call.ok) return refused(call);
  return { kind: "done" };
}

/** Verifies an e-mail from its link: true when the address is verified, false for a broken or expired link. */
export async function verifyEmailToken(request: Request, token: string): Promise<boolean> {
  // better-auth answers { status: true } once the address is verified (also for a second click),
  // and an error for a broken or expired token.
  const call = await callAuth<{ status?: boolean }>(request, `/verify-email?token=${encodeURIComponent(token)}`, undefined, "GET");
  return call.ok && call.data?.status === true;
}

/** Ends this device's session. docs/product/content-and-texts.md#txt-10: a refusal from the server still clears the local session. */
export async function signOut(request: Request): Promise<string[]> {
  const call = await callAuth(request, "/sign-out", {});
  if (call.ok) return call.setCookies;
  logger.warn({ status: call.status, code: call.code }, "sign-out refused; clearing the cookies anyway");
  const context = await (await getAuth()).$context;
  const cookies = context.authCookies;
  return [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken].map(
    (cookie) => `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${cookie.attributes.secure ? "; Secure" : ""}`,
  );
}

/** Ends every other session of the account (docs/product/accounts-and-auth.md#acc-5). */
export async function revokeOtherSessions(request: Request): Promise<{ kind: "done" } | Refused> {
  const call = await callAuth(request, "/revoke-other-sessions", {});
  return call.ok ? { kind: "done" } : refused(call);
}

/** Ends every session of the account, this one included; returns the cookies that clear it here. */
export async function revokeAllSessions(request: Request): Promise<{ kind: "done"; setCookies: string[] } | Refused> {
  const others = await revokeOtherSessions(request);
  if (others.kind === "error") return others;
  return { kind: "done", setCookies: await signOut(request) };
}

/** Starts two-factor set-up (password confirmed): the otpauth URI to scan and the backup codes. */
export async function startTwoFactorSetup(
  request: Request,
  password: string,
): Promise<{ kind: "started"; totpURI: string; secret: string; backupCodes: string[] } | Refused> {
  const call = await callAuth<{ totpURI: string; backupCodes: string[] }>(request, "/two-factor/enable", { password, method: "totp" });
  if (!call.ok || !call.data?.totpURI) return refused(call);
  const secret = new URL(call.data.totpURI).searchParams.get("secret") ?? "";
  return { kind: "started", totpURI: call.data.totpURI, secret, backupCodes: call.data.backupCodes };
}

/** Finishes set-up with a code from the app; two-factor is on from then. */
export async function confirmTwoFactorSetup(request: Request, code: string): Promise<{ kind: "enabled"; setCookies: string[] } | Refused> {
  const call = await callAuth(request, "/two-factor/verify-totp", { code });
  return call.ok ? { kind: "enabled", setCookies: call.setCookies } : refused(call);
}

export async function disableTwoFactor(request: Request, password: string): Promise<{ kind: "disabled"; setCookies: string[] } | Refused> {
  const call = await callAuth(request, "/two-factor/disable", { password });
  return call.ok ? { kind: "disabled", setCookies: call.setCookies } : refused(call);
}

/** Whether the signed-in account has two-factor on (for the Security section). */
export async function twoFactorEnabled(request: Request): Promise<boolean> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  return Boolean((session?.user as { twoFactorEnabled?: boolean | null } | undefined)?.twoFactorEnabled);
}
