/**
 * "Prévenez-moi" (docs/product/catalogue.md#cat-17): on a sold-out product or variant, an e-mail, a consent box
 * and a button. A plain form posted to the product page's action (intent "back-in-stock"), so it
 * works without JavaScript: the chosen variant travels in a hidden field, and the page comes back
 * with the answer at the form. Validation runs on the server (docs/decisions/0006); this file loads
 * no validation code.
 */
import { Check } from "lucide-react";
import { Form, useLocation } from "react-router";
import { getFormProps, getInputProps, useForm, useSubmitting, type SubmissionResult } from "~/lib/form";
import { FieldError, TextField } from "~/components/ui/form-field";
import { Honeypot } from "~/components/ui/honeypot";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** The action's answer to this form; messages are dictionary keys. */
export interface BackInStockActionData {
  form: "back-in-stock";
  /** waiting: recorded (or already waiting, said the same way); refused: a message at the form. */
  status: "waiting" | "invalid" | "refused" | "error";
  result: SubmissionResult<string[]>;
}

export const BACK_IN_STOCK_INTENT = "back-in-stock";
const SECTION_ID = "back-in-stock";

export function BackInStockForm({ variantId, answer }: { variantId: string | null; answer?: BackInStockActionData }) {
  const { t } = useTranslator();
  const location = useLocation();
  const submitting = useSubmitting(BACK_IN_STOCK_INTENT);
  const [form, fields] = useForm<{ email: string; consent: string }>({
    id: "back-in-stock-form",
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
  });
  const waiting = answer?.status === "waiting";
  // A hidden field's message (the variant, the intent) is the form's: there is nothing to point at.
  const formErrors = [...(form.errors ?? []), ...(answer?.result.error?.variantId ?? []), ...(answer?.result.error?.intent ?? [])];
  const consentProps = getInputProps(fields.consent, { type: "checkbox", value: "on" });

  return (
    <section id={SECTION_ID} aria-labelledby="back-in-stock-title" className="scroll-mt-28 rounded-soft border border-lines bg-surface p-5 md:p-6" data-testid="back-in-stock">
      <h2 id="back-in-stock-title" className="font-display text-2xl">{t("backInStock.title")}</h2>
      {waiting ? (
        <p role="status" className="mt-3 flex items-start gap-2" data-testid="back-in-stock-waiting">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
          {t("backInStock.success")}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">{t("backInStock.intro")}</p>
          {/* Posted to this very page (the variant stays in its address), and back to this section:
              without JavaScript the answer would otherwise show with the page scrolled to its top. */}
          <Form method="post" action={`${location.pathname}${location.search}#${SECTION_ID}`} preventScrollReset {...getFormProps(form)} aria-busy={submitting || undefined} className="mt-4 space-y-4">
            <input type="hidden" name="intent" value={BACK_IN_STOCK_INTENT} />
            <input type="hidden" name="variantId" value={variantId ?? ""} />
            <Honeypot />
            <TextField field={fields.email} type="email" autoComplete="email" dir="ltr" label={t("backInStock.emailLabel")} disabled={submitting} />
            <div>
              <label htmlFor={consentProps.id} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm leading-relaxed">
                <input {...consentProps} key={consentProps.key} required disabled={submitting} className="mt-0.5 size-5 shrink-0 accent-accent" />
                <span>{t("backInStock.consent")}</span>
              </label>
              <FieldError field={fields.consent} />
            </div>
            {formErrors.length > 0 && (
              <p id={form.errorId} role="alert" className="text-sm text-accent-2">
                {t(formErrors[0])}
              </p>
            )}
            <Button type="submit" variant="primary" className="h-12 w-full sm:w-auto" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? t("backInStock.submitting") : t("backInStock.submit")}
            </Button>
            <p className="text-xs text-muted">{t("backInStock.note")}</p>
          </Form>
        </>
      )}
    </section>
  );
}
