/**
 * Newsletter sign-up (docs/product/mail.md#mail-4): idle → submitting ('Inscription...', input disabled)
 * → subscribed (a thank-you panel replaces the form). Works as a plain form without JavaScript;
 * with it, a fetcher keeps the visitor on the page and a toast confirms.
 */
import { useEachAnswer } from "~/hooks/browser";
import { useFetcher } from "react-router";
import { useForm, getFormProps, type SubmissionResult } from "~/lib/form";
import { toast } from "~/components/ui/toast";
import { useShop } from "~/lib/shop";
import type { NewsletterInput } from "~/schemas/newsletter";
import { TextField } from "~/components/ui/form-field";
import { Honeypot } from "~/components/ui/honeypot";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export interface NewsletterActionData {
  form: "newsletter";
  status: "subscribed" | "invalid" | "duplicate" | "error";
  result: SubmissionResult<string[]>;
}

/** `title` and `text` replace the dictionary's when a landing page's newsletter block has its own. */
export function NewsletterForm({ serverResult, title, text }: { serverResult?: NewsletterActionData; title?: string; text?: string }) {
  const { t } = useTranslator();
  const { lang } = useShop();
  const fetcher = useFetcher<NewsletterActionData>({ key: "newsletter" });
  const outcome = fetcher.data ?? serverResult;
  const [form, fields] = useForm<NewsletterInput>({
    id: "newsletter-form",
    lastResult: outcome?.result,
    // Validation runs on the server with the shared zod schema (schemas/newsletter.ts); the
    // browser does not load the validation library, and the answer comes back in one round trip.
    shouldValidate: "onSubmit",
  });
  const submitting = fetcher.state !== "idle";
  const subscribed = outcome?.status === "subscribed";

  useEachAnswer(fetcher.state === "idle" ? fetcher.data : undefined, (answer) => {
    if (answer.status === "subscribed") toast.success(t("newsletter.success"));
    else if (answer.status === "duplicate") toast.info(t("newsletter.duplicate"));
    else if (answer.status === "error") toast.error(t("common.error"), { description: t("newsletter.error") });
  });

  return (
    <section id="newsletter" className="bg-accent-soft/60" aria-labelledby="newsletter-title">
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h2 id="newsletter-title" className="text-4xl md:text-5xl">{title || t("newsletter.title")}</h2>
        {subscribed ? (
          <div className="mx-auto mt-8 max-w-md rounded-soft bg-surface p-8" role="status" data-testid="newsletter-thanks">
            <p className="font-display text-2xl">{t("newsletter.thanksTitle")}</p>
            <p className="mt-3 text-muted">{t("newsletter.thanksText")}</p>
          </div>
        ) : (
          <>
            <p className="mx-auto mt-4 max-w-prose text-muted">{text || t("newsletter.text")}</p>
            <fetcher.Form method="post" action={`/${lang}?index`} {...getFormProps(form)} className="mx-auto mt-8 max-w-md text-start">
              <input type="hidden" name="form" value="newsletter" />
              <Honeypot />
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <TextField
                  field={fields.email}
                  type="email"
                  autoComplete="email"
                  dir="ltr"
                  label={t("newsletter.emailLabel")}
                  disabled={submitting}
                  className="flex-1"
                />
                <Button type="submit" variant="primary" className="sm:mt-7" disabled={submitting}>
                  {submitting ? t("newsletter.submitting") : t("newsletter.submit")}
                </Button>
              </div>
              {form.errors?.length ? (
                <p id={form.errorId} className="mt-3 text-sm text-accent-2" role="alert">
                  {t(form.errors[0])}
                </p>
              ) : null}
              <p className="mt-4 text-xs text-muted">{t("newsletter.consent")}</p>
            </fetcher.Form>
          </>
        )}
      </div>
    </section>
  );
}
