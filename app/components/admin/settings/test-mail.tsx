/**
 * The test mail (docs/product/admin-back-office.md#adm-27, docs/product/performance-and-operations.md#ops-6): where it goes, the button that sends it
 * (posting intent TEST_MAIL_INTENT to the screen's own action, which calls sendTestMailAs), and a
 * link to the mail once queued. The settings and diagnostics screens both show it.
 */
import { Form, Link } from "react-router";
import { Mail } from "lucide-react";
import { TEST_MAIL_INTENT } from "~/schemas/admin/settings";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { Ltr } from "~/components/ui/ltr";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export function TestMail({ ownerEmail, busy, mailId }: { ownerEmail: string; busy: boolean; mailId?: string }) {
  const { t } = useTranslator();
  const { can } = useAdmin();
  return (
    <>
      {ownerEmail ? (
        <p>{withLtr(t("settings.mail.testTo", { email: "\u0000" }), ownerEmail)}</p>
      ) : (
        <p>
          {t("settings.mail.noOwner")}{" "}
          <Link to="/admin/site-settings" className="underline underline-offset-4">
            {t("settings.mail.ownerLink")}
          </Link>
        </p>
      )}
      {can("mail:write") && ownerEmail && (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value={TEST_MAIL_INTENT} />
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} variant="surface" size="md" inline className="font-medium disabled:opacity-60">
            <Mail aria-hidden="true" className="size-4" />
            {busy ? t("settings.mail.sending") : t("settings.mail.send")}
          </Button>
          {mailId && can("mail:read") && (
            <Link to={`/admin/mail/${mailId}`} className="inline-flex min-h-11 items-center underline underline-offset-4" data-testid="settings-test-mail-link">
              {t("settings.mail.open")}
            </Link>
          )}
        </Form>
      )}
    </>
  );
}

/**
 * A sentence with a value (a host, an e-mail) that must stay whole and left to right in Hebrew
 * (docs/product/look.md#look-6): the translation is made with a marker where the value goes, then cut around it.
 */
export function withLtr(sentence: string, value: string, className = "") {
  return sentence.split("\u0000").flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <Ltr key={index} className={`inline-block max-w-full [overflow-wrap:anywhere] ${className}`}>
            {value}
          </Ltr>,
          part,
        ],
  );
}
