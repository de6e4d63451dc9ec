import { data, Form, useActionData } from "react-router";
import { StatusMessage } from "~/components/ui/status-message";
import { useEachAnswer } from "~/hooks/browser";
import { useForm, getFormProps, useSubmitting } from "~/lib/form";
import { formAction } from "~/server/form-action.server";
import { toast } from "~/components/ui/toast";
import type { Route } from "./+types/contact";
import { StaticPage } from "~/components/content/static-page";
import { Markdown } from "~/components/content/markdown";
import { ContactText } from "~/components/layout/contact-text";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { loadStaticPage } from "~/features/content/page-route.server";
import { receiveContactMessage } from "~/features/contact/contact.server";
import { contactSchema, type ContactInput } from "~/schemas/contact";
import { requestContext } from "~/server/request-context.server";
import { pageMeta } from "~/lib/seo";
import { faqLd } from "~/lib/structured-data";
import { addStructuredData, shopStructuredData } from "~/features/content/structured-data.server";
import { getSiteSettings } from "~/features/content/settings.server";
import { contactSectionLines } from "~/lib/opening-hours";
import { logger } from "~/server/logger.server";
import { limitClient, retryHeaders } from "~/server/rate-limit.server";
import { Honeypot } from "~/components/ui/honeypot";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  const { lang, t } = requestContext(context);
  const [page, site] = await Promise.all([loadStaticPage("contact", lang), getSiteSettings()]);
  // The address, phone, e-mail and hours are the site settings' (admin/site-settings), in the page's language.
  const settingsLines = site ? contactSectionLines(site, page.lang, t) : null;
  addStructuredData(context, await shopStructuredData(page.lang));
  return { ...page, settingsLines };
}

/** The contact form (docs/product/content-and-texts.md#txt-12): stored and delivered through the outbox (docs/product/mail.md#mail-5). */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction({ request, context }, {
    schema: contactSchema,
    answer: { sent: false },
    // A body refused for its shape (submission.server.ts) counts against the limit; a typo does not.
    invalid: async (submission) => {
      if (submission.refused) await limitClient(request, "/shop/contact");
    },
    submit: async (value, { submission, lang }) => {
      // Messages per client address (rate-limit.server.ts): nothing is stored past the limit.
      const limit = await limitClient(request, "/shop/contact");
      if (!limit.allowed) {
        return data({ result: submission.reply({ formErrors: ["validation.tooManyMessages"] }), sent: false }, { status: 429, headers: retryHeaders(limit) });
      }
      try {
        await receiveContactMessage(value, lang);
      } catch (error) {
        logger.error({ err: error }, "contact message could not be stored");
        return data({ result: submission.reply({ formErrors: ["common.genericError"] }), sent: false }, { status: 503 });
      }
      return { result: submission.reply({ resetForm: true }), sent: true };
    },
  });
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) => [
  ...pageMeta({ matches, location, title: page?.content.title ?? "meta.contact", description: page?.content.metaDescription }),
  ...(page?.content.faq?.length ? [{ "script:ld+json": faqLd(page.content.faq) }] : []),
];

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { content, settingsLines } = loaderData;
  const sections = content.sections.map((section) =>
    settingsLines && (section.id === "details" || section.id === "hours") ? { ...section, body: settingsLines[section.id], plain: true } : section,
  );
  return (
    <StaticPage content={{ ...content, sections: [] }}>
      {/* On a large screen the form and the details card reach out of the text column: the card
          takes the width of its lines (times, phone and e-mail stay whole), up to 24rem. */}
      <div className="grid gap-14 lg:-mx-32 lg:grid-cols-[minmax(0,1fr)_fit-content(24rem)]">
        <ContactForm />
        <aside className="space-y-10 rounded-soft bg-surface p-8" aria-label={content.title}>
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-2xl">{section.heading}</h2>
              {/* Lines of contact details (the settings', or plain words) stay whole and linked;
                  anything written with Markdown is drawn as the owner wrote it (sanitised on the server). */}
              {section.plain ? (
                <div className="mt-3 space-y-1.5 text-ink/85">
                  {section.body.map((line, index) => (
                    <p key={index}>
                      <ContactText text={line} />
                    </p>
                  ))}
                </div>
              ) : (
                <Markdown html={section.html} className="mt-3 text-ink/85" />
              )}
            </section>
          ))}
        </aside>
      </div>
      {content.faq && content.faq.length > 0 && <Faq entries={content.faq} />}
    </StaticPage>
  );
}

function ContactForm() {
  const { t } = useTranslator();
  const actionData = useActionData<typeof action>();
  const sending = useSubmitting();
  const [form, fields] = useForm<ContactInput>({
    id: "contact",
    lastResult: actionData?.result,
    // The action validates with the shared zod schema (schemas/contact.ts); the browser does not
    // load the validation library.
    shouldValidate: "onSubmit",
  });
  useEachAnswer(actionData, (answer) => {
    // A refusal is shown once, where it belongs: a field's message at its field, the form's own
    // (too many messages, our failure) above its button, both announced (role="alert"). A stack
    // of toasts repeating them said each twice.
    if (answer.sent) toast.success(t("toast.contactSent"));
  });

  return (
    <section aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-3xl">{t("contact.formTitle")}</h2>
      {actionData?.sent && (
        <StatusMessage testId="contact-sent" className="mt-4">
          {t("toast.contactSent")}
        </StatusMessage>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.name} label={t("contact.name")} autoComplete="name" />
          <TextField field={fields.email} type="email" label={t("contact.email")} autoComplete="email" dir="ltr" />
        </div>
        <TextField field={fields.subject} label={t("contact.subject")} />
        <TextAreaField field={fields.message} label={t("contact.message")} rows={7} />
        <Honeypot />
        {form.errors?.length ? (
          <p className="text-sm text-accent-2" role="alert">{t(form.errors[0])}</p>
        ) : null}
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? t("contact.sending") : t("contact.submit")}
        </Button>
      </Form>
    </section>
  );
}

function Faq({ entries }: { entries: { question: string; html: string }[] }) {
  const { t } = useTranslator();
  return (
    <section className="mt-20" aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-3xl">{t("contact.faqTitle")}</h2>
      <div className="mt-6 divide-y divide-lines border-y border-lines">
        {entries.map((entry) => (
          <details key={entry.question} className="group py-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-display text-xl">
              {entry.question}
              <span aria-hidden="true" className="text-accent transition-transform group-open:rotate-45">+</span>
            </summary>
            <Markdown html={entry.html} className="mt-3 leading-relaxed text-ink/85" />
          </details>
        ))}
      </div>
    </section>
  );
}
