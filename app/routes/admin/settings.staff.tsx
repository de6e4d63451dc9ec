/**
 * /admin/settings/staff (owner only, "staff:write"): the team, invitations by e-mail, roles,
 * removal (which ends the person's sessions), and the shop-wide two-factor requirement. Every write
 * goes through features/staff/staff-admin.server.ts, which records it in the audit log.
 */
import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { Route } from "./+types/settings.staff";
import { readFormData } from "~/server/form-data.server";
import { requireStaff, twoFactorRequired } from "~/server/permissions.server";
import { cookieHeaders } from "~/features/auth/sign-in.server";
import { fieldErrorTexts, messageTexts } from "~/features/admin/access-lang.server";
import { adminAccessMiddleware } from "~/features/admin/admin-context.server";
import { accessTranslator } from "~/features/admin/access-texts";
import { FormError, Notice } from "~/features/admin/components/access-frame";
import {
  changeStaffRole,
  inviteStaff,
  listInvitations,
  listStaff,
  removeStaff,
  revokeInvitation,
  setRequireTwoFactor,
} from "~/features/staff/staff-admin.server";
import { changeRoleSchema, inviteSchema, removeStaffSchema, requireTwoFactorSchema, revokeInvitationSchema } from "~/schemas/admin/access";
import { dirOf, INTL_LOCALES } from "~/lib/langs";
import { SHOP_TIME_ZONE } from "~/schemas/admin/list-query";
import { Button, buttonVariants } from "~/components/ui/button";

type ActionData = { intent: string; ok?: string; error?: string; errors?: Record<string, string>; userId?: string };

export const handle = { crumb: "access.staff.title" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${accessTranslator(loaderData?.lang ?? "fr")("access.staff.title")} | Administration` },
  { name: "robots", content: "noindex" },
];

/**
 * The team screen, like the access pages, lets `?lang=` choose its language (the claim's hand-over
 * links to it with one): its own middleware sets the context again, after the layout's, that way.
 */
export const middleware: Route.MiddlewareFunction[] = adminAccessMiddleware;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, setCookies, lang } = await requireStaff({ request, context }, "staff:write");
  const [members, invitations, required] = await Promise.all([listStaff(), listInvitations(), twoFactorRequired()]);
  return data(
    {
      lang,
      me: user.id,
      required,
      members: members.map((m) => ({ ...m, twoFactorEnabled: Boolean(m.twoFactorEnabled), createdAt: m.createdAt.toISOString() })),
      invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString(), createdAt: i.createdAt.toISOString() })),
    },
    { headers: cookieHeaders(setCookies) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, lang } = await requireStaff({ request, context }, "staff:write");
  const values = Object.fromEntries(await readFormData(request));
  const intent = String(values.intent ?? "");
  const actor = { id: user.id, email: user.email, name: user.name };
  const text = async (key: string, params?: Record<string, string>) => (key.startsWith("access.") ? accessTranslator(lang)(key, params) : (await messageTexts(lang, [key]))[0]);
  const refused = async (key: string, status = 400, extra: Partial<ActionData> = {}) => data<ActionData>({ intent, error: await text(key), ...extra }, { status });

  switch (intent) {
    case "invite": {
      const parsed = inviteSchema.safeParse(values);
      if (!parsed.success) return data<ActionData>({ intent, errors: await fieldErrorTexts(lang, parsed.error.issues) }, { status: 400 });
      const result = await inviteStaff(actor, parsed.data, lang);
      if (!result.ok) return data<ActionData>({ intent, errors: { email: await text(result.error) } }, { status: 409 });
      return data<ActionData>({ intent, ok: await text("access.staff.invited", { email: parsed.data.email }) });
    }
    case "role": {
      const parsed = changeRoleSchema.safeParse(values);
      if (!parsed.success) return refused("access.errors.roleInvalid");
      const result = await changeStaffRole(actor, parsed.data.userId, parsed.data.role);
      if (!result.ok) return refused(result.error, 409, { userId: parsed.data.userId });
      return data<ActionData>({ intent, ok: await text("access.staff.roleSaved"), userId: parsed.data.userId });
    }
    case "remove": {
      const parsed = removeStaffSchema.safeParse(values);
      if (!parsed.success) return refused("access.errors.invalidRequest");
      const result = await removeStaff(actor, parsed.data.userId);
      if (!result.ok) return refused(result.error, 409, { userId: parsed.data.userId });
      return data<ActionData>({ intent, ok: await text("access.staff.removed", { name: result.name }) });
    }
    case "revoke": {
      const parsed = revokeInvitationSchema.safeParse(values);
      if (!parsed.success) return refused("access.errors.invalidRequest");
      const result = await revokeInvitation(actor, parsed.data.invitationId);
      if (!result.ok) return refused(result.error, 409);
      return data<ActionData>({ intent, ok: await text("access.staff.revoked") });
    }
    case "require-two-factor": {
      const parsed = requireTwoFactorSchema.safeParse(values);
      if (!parsed.success) return refused("access.errors.invalidRequest");
      const result = await setRequireTwoFactor(actor, parsed.data.required === "on");
      if (!result.ok) return refused(result.error, 409);
      return data<ActionData>({ intent, ok: await text("access.staff.requireSaved") });
    }
    default:
      return refused("access.errors.invalidRequest");
  }
}

function RemoveButton({ name, userId, label, t }: { name: string; userId: string; label: string; t: ReturnType<typeof accessTranslator> }) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button type="button" variant="secondary" className="text-accent-2" data-testid={`remove-${userId}`}>{label}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/3 z-50 mx-auto max-w-md rounded-soft bg-surface p-6 shadow-xl" dir={dirOf(t.lang)}>
          <AlertDialog.Title className="text-lg font-semibold">{t("access.staff.removeTitle", { name })}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{t("access.staff.removeText")}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "secondary" })}>{t("access.staff.cancel")}</AlertDialog.Cancel>
            <Form method="post" onSubmit={() => setOpen(false)}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="userId" value={userId} />
              <Button type="submit" variant="primary" className="w-full" data-testid="confirm-remove">{t("access.staff.removeConfirm")}</Button>
            </Form>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export default function StaffSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, me, members, invitations, required } = loaderData;
  const answer = actionData as ActionData | undefined;
  const t = accessTranslator(lang);
  const sending = useNavigation().state === "submitting";
  // The shop's time zone, as everywhere in the back office: the server's render and the browser's agree.
  const date = new Intl.DateTimeFormat(INTL_LOCALES[lang], { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });
  const inviteAnswer = answer?.intent === "invite" ? answer : undefined;

  return (
    <div lang={lang} dir={dirOf(lang)} className="mx-auto max-w-4xl space-y-6 px-4 py-6 text-[15px] sm:px-6 sm:py-10">
      <header>
        <h1 className="font-display text-3xl sm:text-4xl">{t("access.staff.title")}</h1>
        <p className="mt-2 text-muted">{t("access.staff.intro")}</p>
      </header>
      <div aria-live="polite">
        {answer?.ok && <Notice testId="staff-ok">{answer.ok}</Notice>}
        {answer?.error && <FormError message={answer.error} />}
      </div>

      <section aria-labelledby="members-title" className="rounded-soft border border-lines bg-surface">
        <h2 id="members-title" className="border-b border-lines px-4 py-3 text-lg font-semibold sm:px-6">{t("access.staff.members")}</h2>
        <ul className="divide-y divide-lines">
          {members.map((member) => (
            <li key={member.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6" data-testid={`member-${member.email}`}>
              <div className="min-w-0">
                <p className="font-medium">
                  {member.name} {member.id === me && <span className="text-sm text-muted">({t("access.staff.you")})</span>}
                </p>
                <p className="truncate text-sm text-muted" dir="ltr">{member.email}</p>
                <p className="mt-1 text-xs text-muted">
                  {t("access.staff.twoFactor")} : {member.twoFactorEnabled ? t("access.staff.twoFactorOn") : t("access.staff.twoFactorOff")}
                </p>
              </div>
              {member.id === me ? (
                <p className="text-sm">{t(`access.role.${member.role}`)}</p>
              ) : (
                <div className="flex flex-wrap items-end gap-2">
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="userId" value={member.id} />
                    <label className="text-sm">
                      <span className="sr-only">{t("access.staff.role")} — {member.name}</span>
                      <select name="role" defaultValue={member.role} className="field min-h-11 py-2">
                        <option value="staff">{t("access.role.staff")}</option>
                        <option value="owner">{t("access.role.owner")}</option>
                      </select>
                    </label>
                    <Button type="submit" variant="secondary" disabled={sending}>{t("access.staff.saveRole")}</Button>
                  </Form>
                  <RemoveButton name={member.name} userId={member.id} label={t("access.staff.remove")} t={t} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="invite-title" className="rounded-soft border border-lines bg-surface p-4 sm:p-6">
          <h2 id="invite-title" className="text-lg font-semibold">{t("access.staff.inviteTitle")}</h2>
          <p className="mt-1 text-sm text-muted">{t("access.staff.inviteText")}</p>
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="invite" />
            <div>
              <label htmlFor="invite-email" className="mb-1.5 block text-sm font-medium">{t("access.staff.email")}</label>
              <input id="invite-email" name="email" type="email" dir="ltr" required autoComplete="off" className="field" aria-invalid={inviteAnswer?.errors?.email ? true : undefined} aria-describedby={inviteAnswer?.errors?.email ? "invite-email-error" : undefined} />
              {inviteAnswer?.errors?.email && <p id="invite-email-error" role="alert" className="mt-1.5 text-sm text-accent-2">{inviteAnswer.errors.email}</p>}
            </div>
            <div>
              <label htmlFor="invite-role" className="mb-1.5 block text-sm font-medium">{t("access.staff.role")}</label>
              <select id="invite-role" name="role" defaultValue="staff" className="field min-h-11">
                <option value="staff">{t("access.role.staff")}</option>
                <option value="owner">{t("access.role.owner")}</option>
              </select>
            </div>
            <Button type="submit" variant="primary" className="w-full" disabled={sending}>{t("access.staff.inviteSubmit")}</Button>
          </Form>
        </section>

        <section aria-labelledby="pending-title" className="rounded-soft border border-lines bg-surface p-4 sm:p-6">
          <h2 id="pending-title" className="text-lg font-semibold">{t("access.staff.pending")}</h2>
          {invitations.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t("access.staff.pendingEmpty")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-lines">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid={`invitation-${invitation.email}`}>
                  <div className="min-w-0">
                    <p className="truncate text-sm" dir="ltr">{invitation.email}</p>
                    <p className="text-xs text-muted">
                      {t(`access.role.${invitation.role}`)} · {t("access.staff.expires", { date: date.format(new Date(invitation.expiresAt)) })}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <Button type="submit" variant="secondary" className="text-sm" disabled={sending}>{t("access.staff.revoke")}</Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="require-title" className="rounded-soft border border-lines bg-surface p-4 sm:p-6">
        <h2 id="require-title" className="text-lg font-semibold">{t("access.staff.requireTitle")}</h2>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="require-two-factor" />
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="required" defaultChecked={required} className="size-5 accent-[var(--color-accent)]" aria-describedby="require-hint" />
            <span>{t("access.staff.requireLabel")}</span>
          </label>
          <p id="require-hint" className="text-sm text-muted">{t("access.staff.requireHint")}</p>
          <Button type="submit" variant="secondary" disabled={sending}>{t("access.staff.requireSave")}</Button>
        </Form>
      </section>
    </div>
  );
}
