/**
 * The checkout form (docs/product/checkout-and-orders.md#ord-1 and docs/product/checkout-and-orders.md#ord-2): personal information, delivery address, payment on delivery
 * (cash or card) and the confirm button, which reads 'Traitement...' while the order is placed.
 * It is a plain POST form: it works without JavaScript, and the server's messages are shown under
 * their fields (aria-invalid, aria-describedby) and above the button.
 */
import { useEachAnswer } from "~/hooks/browser";
import { Form, Link } from "react-router";
import { getFormProps, getInputProps, useForm, type SubmissionResult, useSubmitting } from "~/lib/form";
import { TextField } from "~/components/ui/form-field";
import { Honeypot } from "~/components/ui/honeypot";
import { toast } from "~/components/ui/toast";
import { KEEP_CLEAR } from "~/components/layout/keep-clear";
import { Money } from "~/components/ui/money";
import type { Currency } from "~/lib/money";
import { useShop } from "~/lib/shop";
import type { CheckoutField } from "~/schemas/checkout";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export type CheckoutDefaults = Partial<Record<CheckoutField, string>>;

export interface CheckoutActionData {
  result: SubmissionResult<string[]>;
  checkoutKey?: string;
  /** The failure was ours, not the customer's input. */
  unexpected?: boolean;
}

export function CheckoutForm({
  checkoutKey,
  defaults,
  actionData,
  total,
  children,
}: {
  checkoutKey: string;
  defaults: CheckoutDefaults;
  actionData: CheckoutActionData | undefined;
  /**
   * The order's total, shown beside the confirm button below the `lg` breakpoint: there the
   * summary comes after the form, and the total the shopper confirms was below the button.
   */
  total?: { minor: number; currency?: Currency };
  children?: React.ReactNode;
}) {
  const { t } = useTranslator();
  const { href } = useShop();
  const submitting = useSubmitting();
  const [form, fields] = useForm<Record<CheckoutField, string>>({
    id: "checkout",
    lastResult: actionData?.result,
    defaultValue: { paymentMethod: "cash", ...defaults },
    // The action validates with the shared zod schema (schemas/checkout.ts); the browser does
    // not load the validation library.
    shouldValidate: "onSubmit",
  });

  // docs/product/checkout-and-orders.md#ord-4: a failure is announced as a notification too.
  useEachAnswer(actionData, (actionData) => {
    const formError = actionData.result.error?.[""]?.[0];
    if (actionData.unexpected || formError) {
      toast.error(t("toast.orderError"), formError && t(formError) !== t("toast.orderError") ? { description: t(formError) } : undefined);
    }
  });

  const formErrors = form.errors ?? [];
  const key = actionData?.checkoutKey ?? checkoutKey;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-12" data-testid="checkout-form">
      <input type="hidden" name="checkoutKey" value={key} />
      <Honeypot />
      <fieldset className="space-y-5">
        <legend className="mb-6 font-display text-3xl">{t("checkout.personalInfo")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.firstName} label={t("checkout.firstName")} autoComplete="given-name" />
          <TextField field={fields.lastName} label={t("checkout.lastName")} autoComplete="family-name" />
          <TextField field={fields.email} type="email" label={t("checkout.email")} autoComplete="email" dir="ltr" />
          <TextField field={fields.phone} type="tel" label={t("checkout.phone")} autoComplete="tel" dir="ltr" />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-6 font-display text-3xl">{t("checkout.deliveryAddress")}</legend>
        <TextField field={fields.address} label={t("checkout.address")} autoComplete="street-address" />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField field={fields.city} label={t("checkout.city")} autoComplete="address-level2" />
          <TextField field={fields.postalCode} label={t("checkout.postalCode")} autoComplete="postal-code" dir="ltr" />
          <TextField field={fields.country} label={t("checkout.country")} autoComplete="country-name" />
        </div>
      </fieldset>

      <fieldset aria-describedby="payment-note">
        <legend className="mb-3 font-display text-3xl">{t("checkout.payment")}</legend>
        <p className="text-sm font-medium">{t("checkout.paymentOnDelivery")}</p>
        <p id="payment-note" className="mt-1 text-sm text-muted">{t("checkout.paymentNote")}</p>
        <div className="mt-5 grid gap-3 sm:grid-cols-2" role="radiogroup" aria-label={t("checkout.paymentMethod")}>
          {(["cash", "card"] as const).map((method) => {
            const { key: radioKey, ...props } = getInputProps(fields.paymentMethod, { type: "radio", value: method });
            return (
              <label key={radioKey ?? method} className="flex cursor-pointer items-center gap-3 rounded-soft border border-lines bg-surface px-4 py-4 has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
                <input {...props} className="h-4 w-4 accent-[var(--color-accent,#b7793a)]" />
                <span>{t(method === "cash" ? "checkout.paymentCash" : "checkout.paymentCard")}</span>
              </label>
            );
          })}
        </div>
        {fields.paymentMethod.errors?.length ? (
          <p id={fields.paymentMethod.errorId} className="mt-1.5 text-sm text-accent-2" role="alert">{t(fields.paymentMethod.errors[0])}</p>
        ) : null}
      </fieldset>

      {children}

      {formErrors.length > 0 && (
        <p id={form.errorId} role="alert" className="rounded-soft border border-accent-2/40 bg-accent-2/5 px-4 py-3 text-accent-2" data-testid="checkout-error" {...KEEP_CLEAR}>
          {t(formErrors[0])}
        </p>
      )}
      <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between" {...KEEP_CLEAR}>
        <Link to={href("/cart")} className="text-sm underline underline-offset-4">{t("checkout.backToCart")}</Link>
        <div className="flex items-center gap-4">
          {total && (
            <p className="shrink-0 leading-tight lg:hidden" data-testid="checkout-total">
              <span className="block text-xs text-muted">{t("cart.total")}</span>
              <Money minor={total.minor} currency={total.currency} className="text-lg font-medium whitespace-nowrap" />
            </p>
          )}
          <Button type="submit" variant="primary" className="min-w-0 flex-1 px-5 sm:min-w-60 sm:flex-none" disabled={submitting} aria-busy={submitting}>
            {submitting ? t("checkout.processing") : t("checkout.submit")}
          </Button>
        </div>
      </div>
    </Form>
  );
}
