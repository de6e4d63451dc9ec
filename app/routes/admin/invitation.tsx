/**
 * /admin/invitation/:token: the link of a staff invitation (features/staff/staff-admin.server.ts).
 * The invitee chooses a name and a password and joins the team, then signs in at /admin/auth.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/invitation";
import { adminAccessMiddleware } from "~/features/admin/admin-context.server";
import { readFormData } from "~/server/form-data.server";
import { isBreachedPassword } from "~/server/password.server";
import { requestContext } from "~/server/request-context.server";
import { fieldErrorTexts } from "~/features/admin/access-lang.server";
import { accessTranslator } from "~/features/admin/access-texts";
import { acceptInvitation, findInvitation } from "~/features/staff/staff-admin.server";
import { AccessField, AccessFrame, Panel } from "~/features/admin/components/access-frame";
import { acceptInvitationSchema } from "~/schemas/admin/access";
import { Button, buttonVariants } from "~/components/ui/button";

type ActionData = { errors?: Record<string, string>; name?: string };

/** The admin's request context, its language chosen by `?lang=` first (admin-context.server.ts). */
export const middleware: Route.MiddlewareFunction[] = adminAccessMiddleware;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${accessTranslator(loaderData?.lang ?? "fr")("access.invitation.title")} | Maison Lumière` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { lang } = requestContext(context);
  const invitation = await findInvitation(params.token);
  if (!invitation) return data({ lang, invitation: null }, { status: 404 });
  return { lang, invitation: { email: invitation.email, existing: invitation.existingName !== undefined, name: invitation.existingName ?? "" } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = requestContext(context);
  const values = Object.fromEntries(await readFormData(request));
  const parsed = acceptInvitationSchema.safeParse(values);
  if (!parsed.success) {
    return data<ActionData>({ errors: await fieldErrorTexts(lang, parsed.error.issues), name: typeof values.name === "string" ? values.name : undefined }, { status: 400 });
  }
  // docs/product/accounts-and-auth.md#acc-3: the password is stored here, not through better-auth's hook.
  if (isBreachedPassword(parsed.data.password)) {
    return data<ActionData>({ errors: await fieldErrorTexts(lang, [{ path: ["password"], message: "validation.passwordBreached" }]), name: parsed.data.name }, { status: 400 });
  }
  const result = await acceptInvitation(params.token, parsed.data);
  // An invitation used or expired meanwhile: the page says so (its loader runs again).
  if (!result.ok) throw redirect(`/admin/invitation/${encodeURIComponent(params.token)}?lang=${lang}`);
  throw redirect(`/admin/auth?accepted=1&lang=${lang}`);
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, invitation } = loaderData;
  const answer = actionData as ActionData | undefined;
  const t = accessTranslator(lang);
  const sending = useNavigation().state === "submitting";
  if (!invitation) {
    return (
      <AccessFrame lang={lang} title={t("access.invitation.invalidTitle")} intro={<p data-testid="invitation-invalid">{t("access.invitation.invalidText")}</p>}>
        <p>
          <Link to={`/admin/auth?lang=${lang}`} className={buttonVariants({ variant: "secondary" })}>{t("access.claim.signInLink")}</Link>
        </p>
      </AccessFrame>
    );
  }
  return (
    <AccessFrame
      lang={lang}
      title={t("access.invitation.title")}
      intro={<p>{t("access.invitation.intro", { email: invitation.email })}</p>}
    >
      {invitation.existing && <p className="rounded-soft bg-accent-soft p-4 text-sm">{t("access.invitation.existing")}</p>}
      <Panel>
        <Form method="post" className="space-y-5" noValidate>
          <AccessField name="name" label={t("access.invitation.name")} autoComplete="name" defaultValue={answer?.name ?? invitation.name} error={answer?.errors?.name} />
          <AccessField name="password" type="password" label={t("access.invitation.password")} hint={t("access.claim.passwordHint")} autoComplete="new-password" error={answer?.errors?.password} />
          <Button type="submit" variant="primary" className="w-full" disabled={sending} aria-busy={sending}>{t("access.invitation.submit")}</Button>
        </Form>
      </Panel>
    </AccessFrame>
  );
}
