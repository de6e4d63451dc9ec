import { useEffect, type ReactNode } from "react";
import { data, isRouteErrorResponse, useFetcher } from "react-router";
import { RotateCw } from "lucide-react";
import type { Route } from "./+types/mail.$mailId";
import { requireStaff } from "~/server/permissions.server";
import { getMail, retryMail, RetryRefused } from "~/features/mail/outbox-admin.server";
import { LANG_NAMES, isLang } from "~/lib/langs";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DateCell, NumberCell, StatusCell } from "~/components/admin/data-table/cells";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { MissingRecord } from "~/components/admin/shell/missing-record";
import { RecordHeader } from "~/components/admin/shell/record-header";
import { MAIL_STATUS_TONES, useMailKindLabel } from "~/components/admin/inbox/mail-labels";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * One mail of the outbox (docs/product/admin-back-office.md#adm-7): its details, the rendered mail, and retry when it failed.
 * A mail with a personal link (sign-in, reset, verification, invitation) shows no body (getMail).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "mail:read");
  const mail = await getMail(params.mailId);
  if (!mail) throw data({ error: "not-found" }, { status: 404 });
  return { mail };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "mail:write");
  try {
    await retryMail(user, params.mailId);
    return { ok: true as const, message: t("mail.retried") };
  } catch (error) {
    if (error instanceof RetryRefused) return data({ ok: false as const, message: t(`mail.refused.${error.code}`) }, { status: error.code === "notFound" ? 404 : 409 });
    throw error;
  }
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.mail", to: "/admin/mail" },
  crumb: (loaderData) => (loaderData as { mail?: { subject: string } } | undefined)?.mail?.subject || "—",
};

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "mail.title");

/**
 * The mail's HTML in a sandboxed frame: no scripts, no forms, no access to the admin's page or
 * cookies (an empty `sandbox` gives the frame an opaque origin), whatever the HTML holds.
 */
function MailPreview({ html, title }: { html: string; title: string }) {
  return <iframe title={title} sandbox="" srcDoc={html} referrerPolicy="no-referrer" className="h-[32rem] w-full rounded-soft border border-lines bg-white" />;
}

export default function MailPage({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  const { t } = useTranslator();
  const { can } = useAdmin();
  const kindLabel = useMailKindLabel();

  return (
    <article aria-labelledby="mail-subject" className="mx-auto max-w-3xl space-y-5">
      <RecordHeader
        backTo="/admin/mail"
        backLabel={t("mail.back")}
        titleId="mail-subject"
        title={mail.subject}
        status={<StatusCell label={t(`mail.status.${mail.status}`)} tone={MAIL_STATUS_TONES[mail.status]} />}
        facts={[
          [t("mail.col.to"), <bdi key="to" dir="ltr" className="break-all">{mail.toAddress}</bdi>],
          [t("mail.col.kind"), kindLabel(mail.kind)],
          [t("mail.lang"), isLang(mail.lang) ? LANG_NAMES[mail.lang] : mail.lang],
          [t("mail.col.createdAt"), <DateCell key="created" value={mail.createdAt} withTime />],
          ...(mail.sentAt ? [[t("mail.sentAt"), <DateCell key="sent" value={mail.sentAt} withTime />] as [string, ReactNode]] : []),
          [t("mail.col.attempts"), <NumberCell key="attempts" value={mail.attempts} />],
          // When the worker will try again on its own.
          ...((mail.status === "failed" || mail.status === "pending") && mail.attempts > 0 ? [[t("mail.nextAttempt"), <DateCell key="next" value={mail.nextAttemptAt} withTime />] as [string, ReactNode]] : []),
        ]}
      />
      <div className="space-y-3">
        {mail.lastError && (
          <div role="status" className="rounded-soft border border-[#b4553a]/40 bg-[#f8e3de] px-4 py-3 text-sm text-[#7a2817]">
            <p className="font-medium">{t("mail.lastError")}</p>
            <p dir="ltr" className="mt-1 break-words font-mono text-xs">{mail.lastError}</p>
          </div>
        )}
        {mail.status === "failed" && can("mail:write") && <RetryButton />}
      </div>

      {mail.body ? (
        <>
          <section aria-labelledby="preview-title" className="space-y-2">
            <h2 id="preview-title" className="text-xl">{t("mail.preview")}</h2>
            <MailPreview html={mail.body.html} title={t("mail.preview")} />
          </section>

          <details className="rounded-soft border border-lines bg-surface">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-medium">{t("mail.textVersion")}</summary>
            <pre dir="auto" tabIndex={0} className="overflow-x-auto whitespace-pre-wrap break-words border-t border-lines p-4 text-sm">{mail.body.text}</pre>
          </details>
        </>
      ) : (
        // A sign-in, reset, verification or invitation link is for its recipient alone (getMail).
        <p data-testid="mail-personal-link" className="rounded-soft border border-lines bg-surface px-4 py-3 text-sm">{t("mail.personalLink")}</p>
      )}
    </article>
  );
}

function RetryButton() {
  const { t } = useTranslator();
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    (fetcher.data.ok ? toast.success : toast.error)(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post">
      <Button type="submit" disabled={fetcher.state !== "idle"} variant="accent" size="lg" inline>
        <RotateCw aria-hidden="true" className="size-4" />
        {t("mail.retry")}
      </Button>
    </fetcher.Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <MissingRecord text={t("mail.notFound")} backTo="/admin/mail" backLabel={t("mail.back")} />;
  }
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
