/**
 * /admin/auth: the back office's door (docs/product/admin-back-office.md#adm-1, docs/product/accounts-and-auth.md#acc-12). Staff and owners sign in with
 * better-auth (the shop's accounts), then the TOTP step when they have it on. A customer's correct
 * password gets 403 and no session. Afterwards: back to `redirectTo`, or an owner without TOTP is
 * first offered to turn it on (/admin/security).
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth";
import { adminAccessMiddleware } from "~/features/admin/admin-context.server";
import { readFormData } from "~/server/form-data.server";
import { readSession } from "~/server/auth.server";
import { isStaffRole } from "~/lib/permissions";
import { signIn, verifyTwoFactor } from "~/features/auth/auth-flow.server";
import { cookieHeaders } from "~/features/auth/sign-in.server";
import { requestContext } from "~/server/request-context.server";
import { fieldErrorTexts, messageTexts } from "~/features/admin/access-lang.server";
import { accountAccess, adminDestination, endNewSession } from "~/features/admin/access.server";
import { accessTranslator } from "~/features/admin/access-texts";
import { AccessField, AccessFrame, FormError, Notice, Panel } from "~/features/admin/components/access-frame";
import { signInSchema, twoFactorSchema } from "~/schemas/admin/access";
import { Button } from "~/components/ui/button";

type ActionData = { errors?: Record<string, string>; formError?: string; forbidden?: boolean; email?: string };

/** The admin's request context, its language chosen by `?lang=` first (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminAccessMiddleware;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${accessTranslator(loaderData?.lang ?? "fr")("access.signIn.title")} | Maison Lumière` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = requestContext(context);
  const url = new URL(request.url);
  const redirectTo = adminDestination(url.searchParams.get("redirectTo") ?? "/admin");
  const session = await readSession(request);
  // Staff already signed in have nothing to do here.
  if (session.user && isStaffRole(session.user.role)) throw redirect(redirectTo, { headers: cookieHeaders(session.setCookies) });
  const step = url.searchParams.get("step") === "two-factor" ? "two-factor" : "signin";
  const notice = (["signedOut", "accepted", "claimed"] as const).find((flag) => url.searchParams.get(flag) === "1");
  return {
    lang,
    step,
    method: url.searchParams.get("method") === "backup" ? ("backup" as const) : ("totp" as const),
    redirectTo,
    notice,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = requestContext(context);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const values = Object.fromEntries(formData);

  // Signed in: a staff member goes on; a customer is refused, and the session just opened ends.
  const signedIn = async (userId: string, setCookies: string[], redirectTo: unknown) => {
    const access = await accountAccess(userId);
    if (!isStaffRole(access.role)) {
      const cleared = await endNewSession(request, setCookies);
      const [formError] = await messageTexts(lang, ["access.signIn.forbidden"]);
      return data<ActionData>({ formError, forbidden: true }, { status: 403, headers: cookieHeaders(cleared) });
    }
    const to = adminDestination(redirectTo);
    if (access.role === "owner" && !access.twoFactorEnabled) {
      throw redirect(`/admin/security?prompt=1&lang=${lang}&redirectTo=${encodeURIComponent(to)}`, { headers: cookieHeaders(setCookies) });
    }
    throw redirect(to, { headers: cookieHeaders(setCookies) });
  };

  if (intent === "signin") {
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) return data<ActionData>({ errors: await fieldErrorTexts(lang, parsed.error.issues), email: String(values.email ?? "") }, { status: 400 });
    const result = await signIn(request, parsed.data);
    if (result.kind === "error") {
      const [formError] = await messageTexts(lang, [result.key]);
      return data<ActionData>({ formError, email: parsed.data.email }, { status: result.status });
    }
    if (result.kind === "two-factor") {
      const next = new URLSearchParams({ step: "two-factor", lang, redirectTo: adminDestination(parsed.data.redirectTo) });
      throw redirect(`/admin/auth?${next.toString()}`, { headers: cookieHeaders(result.setCookies) });
    }
    return signedIn(result.userId, result.setCookies, parsed.data.redirectTo);
  }
  if (intent === "two-factor") {
    const parsed = twoFactorSchema.safeParse(values);
    if (!parsed.success) return data<ActionData>({ errors: await fieldErrorTexts(lang, parsed.error.issues) }, { status: 400 });
    const result = await verifyTwoFactor(request, parsed.data);
    if (result.kind !== "signed-in") {
      const [formError] = await messageTexts(lang, [result.kind === "error" ? result.key : "access.errors.generic"]);
      return data<ActionData>({ formError }, { status: result.kind === "error" ? result.status : 400 });
    }
    return signedIn(result.userId, result.setCookies, parsed.data.redirectTo);
  }
  const [formError] = await messageTexts(lang, ["access.errors.invalidRequest"]);
  return data<ActionData>({ formError }, { status: 400 });
}

export default function AdminAuth({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, step, method, redirectTo, notice } = loaderData;
  const answer = actionData as ActionData | undefined;
  const t = accessTranslator(lang);
  const sending = useNavigation().state === "submitting";
  const other = new URLSearchParams({ step: "two-factor", lang, redirectTo, ...(method === "totp" ? { method: "backup" } : {}) });

  if (step === "two-factor") {
    return (
      <AccessFrame lang={lang} title={t("access.twoFactor.title")} intro={<p>{method === "totp" ? t("access.twoFactor.text") : t("access.twoFactor.backupText")}</p>}>
        <Panel>
          <Form method="post" className="space-y-5" noValidate>
            <input type="hidden" name="intent" value="two-factor" />
            <input type="hidden" name="method" value={method} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormError message={answer?.formError} />
            <AccessField
              name="code"
              label={method === "totp" ? t("access.twoFactor.code") : t("access.twoFactor.backupCode")}
              autoComplete="one-time-code"
              inputMode={method === "totp" ? "numeric" : "text"}
              dir="ltr"
              error={answer?.errors?.code}
              autoFocus
            />
            <Button type="submit" variant="primary" className="w-full" disabled={sending} aria-busy={sending}>
              {t("access.twoFactor.submit")}
            </Button>
          </Form>
        </Panel>
        <p className="text-center text-sm">
          <Link to={`/admin/auth?${other.toString()}`} replace className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-accent">
            {method === "totp" ? t("access.twoFactor.useBackup") : t("access.twoFactor.useApp")}
          </Link>
        </p>
      </AccessFrame>
    );
  }

  return (
    <AccessFrame lang={lang} title={t("access.signIn.title")} intro={<p>{t("access.signIn.intro")}</p>}>
      {notice && !answer && <Notice testId={`notice-${notice}`}>{t(`access.signIn.${notice}`)}</Notice>}
      {answer?.forbidden && (
        <div className="rounded-soft border border-accent-2/40 bg-accent-2/5 p-4 text-sm" role="alert" data-testid="access-forbidden">
          <p className="font-semibold text-accent-2">{t("access.signIn.forbidden")}</p>
          <p className="mt-1">{t("access.signIn.forbiddenHint")}</p>
        </div>
      )}
      <Panel>
        <Form method="post" className="space-y-5" noValidate>
          <input type="hidden" name="intent" value="signin" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {!answer?.forbidden && <FormError message={answer?.formError} />}
          <AccessField name="email" type="email" label={t("access.signIn.email")} autoComplete="username" dir="ltr" defaultValue={answer?.email} error={answer?.errors?.email} />
          <AccessField name="password" type="password" label={t("access.signIn.password")} autoComplete="current-password" error={answer?.errors?.password} />
          <Button type="submit" variant="primary" className="w-full" disabled={sending} aria-busy={sending}>
            {sending ? t("access.signIn.submitting") : t("access.signIn.submit")}
          </Button>
        </Form>
      </Panel>
      <p className="text-center text-sm">
        <a href={`/${lang}/auth?tab=forgot`} className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-accent">
          {t("access.signIn.forgot")}
        </a>
      </p>
    </AccessFrame>
  );
}
