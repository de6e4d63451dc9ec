/**
 * /admin/claim-admin (docs/product/accounts-and-auth.md#acc-12): while the shop has no owner, the setup code printed at the
 * first start makes the signed-in account, or a new one, the owner. After that the page answers 404
 * with a plain explanation, forever (features/admin/claim.server.ts).
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/claim-admin";
import { adminAccessMiddleware } from "~/features/admin/admin-context.server";
import { readFormData } from "~/server/form-data.server";
import { readSession } from "~/server/auth.server";
import { isBreachedPassword } from "~/server/password.server";
import { limitClient, retryHeaders } from "~/server/rate-limit.server";
import { signIn } from "~/features/auth/auth-flow.server";
import { cookieHeaders } from "~/features/auth/sign-in.server";
import { requestContext } from "~/server/request-context.server";
import { fieldErrorTexts, messageTexts } from "~/features/admin/access-lang.server";
import { accessTranslator } from "~/features/admin/access-texts";
import { claimForSignedIn, claimOpen, claimWithNewAccount, type ClaimResult } from "~/features/admin/claim.server";
import { AccessField, AccessFrame, FormError, Panel } from "~/features/admin/components/access-frame";
import { claimNewAccountSchema, claimSignedInSchema } from "~/schemas/admin/access";
import { Button, buttonVariants } from "~/components/ui/button";

type ActionData = { errors?: Record<string, string>; formError?: string; values?: { name?: string; email?: string } };

/** The admin's request context, its language chosen by `?lang=` first (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminAccessMiddleware;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${accessTranslator(loaderData?.lang ?? "fr")("access.claim.title")} | Maison Lumière` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = requestContext(context);
  if (!(await claimOpen())) return data({ lang, open: false as const, signedInEmail: undefined }, { status: 404 });
  const { user } = await readSession(request);
  return { lang, open: true as const, signedInEmail: user?.email };
}

const REFUSALS: Record<Exclude<ClaimResult["kind"], "claimed">, { field?: "code" | "email"; key: string; status: number }> = {
  "invalid-code": { field: "code", key: "access.errors.codeInvalid", status: 400 },
  "email-taken": { field: "email", key: "access.errors.emailTaken", status: 409 },
  closed: { key: "access.claim.closedTitle", status: 404 },
};

export async function action({ request, context }: Route.ActionArgs) {
  const { lang } = requestContext(context);
  // Setup codes tried per client address (rate-limit.server.ts), before anything is checked: each
  // attempt costs a hash.
  const limit = await limitClient(request, "/shop/claim-admin");
  if (!limit.allowed) {
    const [text] = await messageTexts(lang, ["validation.tooManyRequests"]);
    return data<ActionData>({ formError: text }, { status: 429, headers: retryHeaders(limit) });
  }
  const formData = await readFormData(request);
  const values = Object.fromEntries(formData);
  const echo = { name: typeof values.name === "string" ? values.name : undefined, email: typeof values.email === "string" ? values.email : undefined };
  const { user } = await readSession(request);

  let result: ClaimResult;
  let password: string | undefined;
  if (user) {
    const parsed = claimSignedInSchema.safeParse(values);
    if (!parsed.success) return data<ActionData>({ errors: await fieldErrorTexts(lang, parsed.error.issues) }, { status: 400 });
    result = await claimForSignedIn(parsed.data.code, user);
  } else {
    const parsed = claimNewAccountSchema.safeParse(values);
    if (!parsed.success) return data<ActionData>({ errors: await fieldErrorTexts(lang, parsed.error.issues), values: echo }, { status: 400 });
    // docs/product/accounts-and-auth.md#acc-3: the password is stored here, not through better-auth's hook.
    if (isBreachedPassword(parsed.data.password)) {
      return data<ActionData>({ errors: { password: (await messageTexts(lang, ["validation.passwordBreached"]))[0] }, values: echo }, { status: 400 });
    }
    password = parsed.data.password;
    result = await claimWithNewAccount(parsed.data, lang);
  }
  if (result.kind !== "claimed") {
    const refusal = REFUSALS[result.kind];
    const [text] = await messageTexts(lang, [refusal.key]);
    return data<ActionData>(refusal.field ? { errors: { [refusal.field]: text }, values: echo } : { formError: text }, { status: refusal.status });
  }
  // The owner is in: straight on to turning TOTP on (docs/product/accounts-and-auth.md#acc-12), signed in when the account is new.
  const next = `/admin/security?prompt=1&claimed=1&lang=${lang}`;
  if (!password) throw redirect(next);
  const signedIn = await signIn(request, { email: result.email, password });
  if (signedIn.kind !== "signed-in") throw redirect(`/admin/auth?claimed=1&lang=${lang}`);
  throw redirect(next, { headers: cookieHeaders(signedIn.setCookies) });
}

export default function ClaimAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, open, signedInEmail } = loaderData;
  const answer = actionData as ActionData | undefined;
  const t = accessTranslator(lang);
  const sending = useNavigation().state === "submitting";

  if (!open) {
    return (
      <AccessFrame lang={lang} title={t("access.claim.closedTitle")} intro={<p data-testid="claim-closed">{t("access.claim.closedText")}</p>}>
        <p>
          <Link to={`/admin/auth?lang=${lang}`} className={buttonVariants({ variant: "primary" })}>{t("access.claim.signInLink")}</Link>
        </p>
      </AccessFrame>
    );
  }

  return (
    <AccessFrame lang={lang} title={t("access.claim.title")} intro={<p>{t("access.claim.intro")}</p>}>
      <Panel>
        <Form method="post" className="space-y-5" noValidate>
          <FormError message={answer?.formError} />
          <AccessField
            name="code"
            label={t("access.claim.code")}
            hint={t("access.claim.codeHint")}
            autoComplete="off"
            dir="ltr"
            error={answer?.errors?.code}
          />
          {signedInEmail ? (
            <p className="rounded-soft bg-accent-soft p-3 text-sm" data-testid="claim-signed-in">
              {t("access.claim.signedInAs", { email: signedInEmail })}
            </p>
          ) : (
            <fieldset className="space-y-5">
              <legend className="mb-3 text-sm font-semibold">{t("access.claim.newAccount")}</legend>
              <AccessField name="name" label={t("access.claim.name")} autoComplete="name" defaultValue={answer?.values?.name} error={answer?.errors?.name} />
              <AccessField name="email" type="email" label={t("access.claim.email")} autoComplete="username" dir="ltr" defaultValue={answer?.values?.email} error={answer?.errors?.email} />
              <AccessField name="password" type="password" label={t("access.claim.password")} hint={t("access.claim.passwordHint")} autoComplete="new-password" error={answer?.errors?.password} />
            </fieldset>
          )}
          <Button type="submit" variant="primary" className="w-full" disabled={sending} aria-busy={sending}>
            {sending ? t("access.claim.submitting") : t("access.claim.submit")}
          </Button>
        </Form>
      </Panel>
    </AccessFrame>
  );
}
