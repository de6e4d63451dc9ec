import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, redirect, useFetcher } from "react-router";
import { Mail, MailOpen, Send } from "lucide-react";
import type { Route } from "./+types/messages.$messageId";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { getMessage, MessageRefused, openMessage, replyToMessage, setMessageRead } from "~/features/contact/messages-admin.server";
import { messageState, MESSAGE_STATE_TONES } from "~/components/admin/inbox/message-state";
import { formFields, messageReplySchema, REPLY_MAX_LENGTH } from "~/schemas/admin/inbox";
import { can } from "~/lib/permissions";
import { LANG_NAMES, isLang } from "~/lib/langs";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DateCell, StatusCell } from "~/components/admin/data-table/cells";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { MissingRecord } from "~/components/admin/shell/missing-record";
import { RecordHeader } from "~/components/admin/shell/record-header";
import { UnsavedChangesDialog, useDirtyForm, useUnsavedChangesGuard } from "~/components/admin/form/admin-form";
import { toast } from "~/components/ui/toast";
import { MAIL_STATUS_TONES } from "~/components/admin/inbox/mail-labels";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** One contact message (docs/product/admin-back-office.md#adm-7): opening it marks it read; the reply goes through the outbox. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireStaff({ request, context }, "messages:read");
  const message = await getMessage(params.messageId);
  if (!message) throw data({ error: "not-found" }, { status: 404 });
  // Whoever may only read the inbox leaves it as it is.
  if (!message.readAt && can(user, "messages:write")) {
    await openMessage(user, message.id);
    message.readAt = new Date();
  }
  return { message };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "messages:write");
  const fields = formFields(await readFormData(request));
  try {
    if (fields.intent === "unread") {
      await setMessageRead(user, params.messageId, false);
      // Back to the inbox: staying here would open, and so read, the message again.
      return redirect("/admin/messages");
    }
    if (fields.intent === "reply") {
      const parsed = messageReplySchema.safeParse(fields);
      if (!parsed.success) return data({ ok: false as const, error: t(parsed.error.issues[0]?.message ?? "inbox.errors.invalidRequest") }, { status: 400 });
      const { mailId } = await replyToMessage(user, params.messageId, parsed.data.body);
      return { ok: true as const, message: t("messages.reply.sent"), mailId };
    }
  } catch (error) {
    if (error instanceof MessageRefused) return data({ ok: false as const, error: t(`messages.refused.${error.code}`) }, { status: error.code === "notFound" ? 404 : 409 });
    throw error;
  }
  return data({ ok: false as const, error: t("inbox.errors.invalidRequest") }, { status: 400 });
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.messages", to: "/admin/messages" },
  crumb: (loaderData) => (loaderData as { message?: { subject: string } } | undefined)?.message?.subject || "—",
};

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "messages.title");

export default function MessagePage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  const { t } = useTranslator();
  const { can: allowed } = useAdmin();
  const state = messageState(message);
  const replyLang = isLang(message.lang) ? LANG_NAMES[message.lang] : LANG_NAMES.fr;

  return (
    <article aria-labelledby="message-title" className="mx-auto max-w-3xl space-y-5">
      <RecordHeader
        backTo="/admin/messages"
        backLabel={t("messages.back")}
        titleId="message-title"
        title={message.subject}
        status={<StatusCell label={t(`messages.state.${state}`)} tone={MESSAGE_STATE_TONES[state]} />}
        facts={[
          [
            t("messages.col.from"),
            <span key="from">
              <span dir="auto">{message.name}</span>{" "}
              <a href={`mailto:${message.email}`} className="break-all underline-offset-4 hover:underline">
                <bdi dir="ltr">&lt;{message.email}&gt;</bdi>
              </a>
            </span>,
          ],
          [t("messages.col.createdAt"), <DateCell key="created" value={message.createdAt} withTime />],
          [t("messages.col.lang"), replyLang],
        ]}
      />

      <div dir="auto" lang={message.lang} className="whitespace-pre-wrap break-words rounded-soft border border-lines bg-surface p-4 leading-relaxed sm:p-6">
        {message.message}
      </div>

      {allowed("messages:write") && <MarkUnread />}

      <section aria-labelledby="replies-title" className="space-y-3">
        <h2 id="replies-title" className="text-xl">{t("messages.replies")}</h2>
        {message.replies.length === 0 ? (
          <p className="text-sm text-muted">{t("messages.noReplies")}</p>
        ) : (
          <ol className="space-y-3">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-soft border border-lines bg-background/60 p-4">
                <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
                  <span>
                    {reply.authorName} · <DateCell value={reply.createdAt} withTime />
                  </span>
                  {reply.mailStatus && (
                    <span className="inline-flex items-center gap-2">
                      <StatusCell label={t(`mail.status.${reply.mailStatus}`)} tone={MAIL_STATUS_TONES[reply.mailStatus]} />
                      {reply.mailId && allowed("mail:read") && (
                        <Link to={`/admin/mail/${reply.mailId}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
                          {t("messages.viewMail")}
                        </Link>
                      )}
                    </span>
                  )}
                </div>
                <p dir="auto" className="whitespace-pre-wrap break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      {allowed("messages:write") && <ReplyForm replyLang={replyLang} />}
    </article>
  );
}

function MarkUnread() {
  const { t } = useTranslator();
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      <button type="submit" name="intent" value="unread" className="inline-flex min-h-11 items-center gap-2 rounded-soft border border-lines px-4 text-sm hover:bg-surface" disabled={fetcher.state !== "idle"}>
        <Mail aria-hidden="true" className="size-4" />
        {t("messages.markUnread")}
      </button>
    </fetcher.Form>
  );
}

function ReplyForm({ replyLang }: { replyLang: string }) {
  const { t } = useTranslator();
  const fetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  const { ref, dirty, check, reset } = useDirtyForm();
  const blocker = useUnsavedChangesGuard(dirty && fetcher.state === "idle");
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      ref.current?.reset();
      reset();
      toast.success(fetcher.data.message ?? "");
    }
  }, [fetcher.state, fetcher.data, ref, reset]);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  const sending = fetcher.state !== "idle";
  return (
    <section aria-labelledby="reply-title" className="space-y-3 rounded-soft border border-lines bg-surface p-4 sm:p-6">
      <h2 id="reply-title" className="flex items-center gap-2 text-xl">
        <MailOpen aria-hidden="true" className="size-5" />
        {t("messages.reply.title")}
      </h2>
      <fetcher.Form method="post" ref={ref} onInput={check} onChange={check} className="space-y-3">
        <input type="hidden" name="intent" value="reply" />
        <label className="block">
          <span className="mb-1 block text-sm font-medium">{t("messages.reply.label")}</span>
          <textarea
            name="body"
            required
            minLength={2}
            maxLength={REPLY_MAX_LENGTH}
            rows={7}
            dir="auto"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "reply-hint reply-error" : "reply-hint"}
            className="field min-h-40 w-full leading-relaxed"
          />
        </label>
        <p id="reply-hint" className="text-sm text-muted">{t("messages.reply.hint", { lang: replyLang })}</p>
        {error && (
          <p id="reply-error" role="alert" className="text-sm text-[#7a2817]">
            {error}
          </p>
        )}
        <Button type="submit" disabled={sending} variant="accent" size="lg" inline>
          <Send aria-hidden="true" className="size-4" />
          {t("messages.reply.send")}
        </Button>
      </fetcher.Form>
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslator();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <MissingRecord text={t("messages.notFound")} backTo="/admin/messages" backLabel={t("messages.back")} />;
  }
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
