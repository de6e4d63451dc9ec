/**
 * /admin/configuration (docs/product/admin-back-office.md#adm-29, docs/product/admin-back-office.md#adm-27): the currencies offered and the
 * default one (which must be offered; ILS always is), the exchange rates from ILS and the flat
 * shipping fee of each currency (docs/product/checkout-and-orders.md#ord-5), with the recent changes read from the audit log;
 * and the loyalty programme (docs/product/loyalty.md#loy-1): the levels' thresholds in € and the points per €.
 * Two forms, one action dispatching on `intent`. Orders keep the rate they were placed with.
 */

import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/configuration";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { saveFormAction } from "~/server/form-action.server";
import { configurationHistory, getCurrencySettingsForEdit, saveCurrencySettings } from "~/features/content/currency-admin.server";
import { configurationFormSchema } from "~/schemas/admin/configuration";
import { getLoyaltySettings, loyaltySettingsHistory, saveLoyaltySettings } from "~/features/loyalty/loyalty-settings-admin.server";
import { LOYALTY_SETTINGS_INTENT, PAID_LEVELS, POINTS_PER_EUR_MAX, loyaltySettingsSchema, type PaidLevel } from "~/schemas/admin/loyalty-settings";
import { convertFromBase, CURRENCIES, toDecimalString, type Currency } from "~/lib/money";
import { INTL_LOCALES } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { Panel } from "~/components/admin/shell/panel";
import { AdminForm, useSettledAnswer } from "~/components/admin/form/admin-form";
import { FieldError } from "~/components/admin/form/field-error";
import { AuditTrail } from "~/components/admin/audit/audit-trail";
import { useAnswerToasts } from "~/components/admin/form/answer-toasts";
import { SaveButton } from "~/components/admin/form/save-button";
import { fieldMessages } from "~/components/admin/form/field-messages";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { permissions } = await requireStaff({ request, context }, "settings:read");
  const [currencies, currencyHistory, loyalty, loyaltyHistory] = await Promise.all([getCurrencySettingsForEdit(), configurationHistory(10), getLoyaltySettings(), loyaltySettingsHistory(10)]);
  // One history for the screen: its currencies' changes and its loyalty settings', newest first.
  const history = [...currencyHistory, ...loyaltyHistory].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 10);
  return { currencies, loyalty, history, canReadAudit: permissions.includes("audit:read") };
}

type ActionData =
  | { intent: "currencies" | "loyalty"; result: SubmissionResult<string[]>; ok?: string; error?: string; savedAt?: number }
  | { intent: "invalid"; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "settings:write");
  const form = await readFormData(request);
  const intent = String(form.get("intent") || "currencies");
  const actor = { id: user.id, email: user.email };
  if (intent === LOYALTY_SETTINGS_INTENT) {
    return saveFormAction({ request, context }, {
      area: "configuration",
      schema: loyaltySettingsSchema,
      form,
      answer: { intent },
      save: async (value) => {
        const { changed, membersMoved } = await saveLoyaltySettings(value, actor);
        return !changed.length ? false : membersMoved ? t("configuration.loyalty.savedMoved", { count: membersMoved }) : t("configuration.loyalty.saved");
      },
      failure: "loyalty settings not saved",
    });
  }
  if (intent !== "currencies") return data<ActionData>({ intent: "invalid", error: t("configuration.errors.generic") }, { status: 400 });

  return saveFormAction({ request, context }, {
    area: "configuration",
    schema: configurationFormSchema,
    form,
    answer: { intent },
    save: async (value) => (await saveCurrencySettings(value, actor)).changed.length > 0,
    failure: "currency settings not saved",
  });
}

export const handle: CrumbHandle = { crumb: "shell.nav.configuration" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "configuration.title");

type Currencies = Route.ComponentProps["loaderData"]["currencies"];
type Sent = { supported?: Partial<Record<Currency, unknown>>; defaultCurrency?: unknown; rates?: Partial<Record<Currency, unknown>>; shipping?: Partial<Record<Currency, unknown>> };

/** The form's values as text: what a failed save sent back (nothing typed is lost), else what is stored. */
function currencyValues(stored: Currencies, result: SubmissionResult<string[]> | undefined) {
  const sent = result?.status !== "success" ? (result?.initialValue as Sent | null | undefined) : undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    defaultCurrency: sent ? text(sent.defaultCurrency) : stored.defaultCurrency,
    supported: CURRENCIES.filter((code) => code === "ILS" || (sent ? sent.supported?.[code] === "on" : stored.supported.includes(code))),
    rates: Object.fromEntries(CURRENCIES.map((code) => [code, sent ? text(sent.rates?.[code]) : stored.rates[code]])) as Record<Currency, string>,
    shipping: Object.fromEntries(CURRENCIES.map((code) => [code, sent ? text(sent.shipping?.[code]) : toDecimalString(stored.shippingMinor[code])])) as Record<Currency, string>,
  };
}

export default function ConfigurationScreen({ loaderData }: Route.ComponentProps) {
  const { currencies, loyalty, history, canReadAudit } = loaderData;
  const { t } = useTranslator();
  const { can } = useAdmin();
  const answer = useActionData<ActionData>();
  const writable = can("settings:write");

  useAnswerToasts(answer, t("configuration.errors.check"));

  return (
    <section aria-labelledby="configuration-title" className="space-y-5">
      <header className="space-y-1">
        <h1 id="configuration-title" className="text-3xl lg:text-4xl">
          {t("configuration.title")}
        </h1>
        <p className="max-w-prose text-sm text-muted">{t("configuration.intro")}</p>
      </header>

      <CurrenciesForm stored={currencies} answer={answer?.intent === "currencies" ? answer : undefined} writable={writable} />

      <LoyaltyForm stored={loyalty} answer={answer?.intent === "loyalty" ? answer : undefined} writable={writable} />

      <Panel
        id="configuration-history"
        title={t("configuration.history.title")}
        action={
          canReadAudit ? (
            <Link to="/admin/settings/audit?entity=currency_settings" className="inline-flex min-h-11 items-center text-sm underline-offset-4 hover:underline">
              {t("configuration.history.more")}
            </Link>
          ) : undefined
        }
      >
        <AuditTrail entries={history} emptyText={t("configuration.history.empty")} />
      </Panel>
    </section>
  );
}

function CurrenciesForm({ stored, answer, writable }: { stored: Currencies; answer?: Extract<ActionData, { result: unknown }>; writable: boolean }) {
  const { t } = useTranslator();
  const { money, lang } = useAdmin();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "currencies";
  const errors = (answer?.result.error ?? {}) as Record<string, string[] | null | undefined>;
  const message = fieldMessages(errors, t);
  const values = currencyValues(stored, answer?.result);
  const symbol = (code: Currency) =>
    new Intl.NumberFormat(INTL_LOCALES[lang], { style: "currency", currency: code, currencyDisplay: "narrowSymbol" }).formatToParts(0).find((part) => part.type === "currency")?.value ?? code;

  return (
    <Panel id="configuration-currencies" title={t("configuration.currencies.title")}>
      <p className="mb-4 max-w-prose text-sm text-muted">{t("configuration.currencies.hint")}</p>
      <AdminForm method="post" noValidate saveLabel={t("configuration.save")} className="space-y-4">
        <input type="hidden" name="intent" value="currencies" />
        <fieldset disabled={!writable} className="min-w-0">
          <legend className="sr-only">{t("configuration.currencies.title")}</legend>
          <ul className="grid gap-4 lg:grid-cols-3">
            {CURRENCIES.map((code) => {
              const name = t(`configuration.currency.${code}`);
              const base = code === "ILS";
              const id = `currency-${code}`;
              const rateError = message(`rates.${code}`);
              const shippingError = message(`shipping.${code}`);
              let example: string | null = null;
              try {
                if (!base && stored.rates[code]) example = t("configuration.example", { ils: money(18_900, "ILS"), converted: money(convertFromBase(18_900, stored.rates[code]), code) });
              } catch {
                example = null;
              }
              return (
                <li key={code} className="min-w-0 space-y-4 rounded-soft border border-lines p-4" data-testid={id}>
                  <h3 className="flex items-center justify-between gap-2 font-sans text-sm font-semibold">
                    <span>{name}</span>
                    <span aria-hidden="true" className="text-lg text-muted">
                      {symbol(code)}
                    </span>
                  </h3>
                  <div className="space-y-1">
                    {base ? (
                      <>
                        <input type="hidden" name="supported.ILS" value="on" />
                        <p className="text-sm text-muted">{t("configuration.field.baseCurrency")}</p>
                      </>
                    ) : (
                      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                        <input type="checkbox" name={`supported.${code}`} value="on" defaultChecked={values.supported.includes(code)} aria-label={t("configuration.field.supportedLabel", { currency: name })} className="size-5 accent-accent" />
                        {t("configuration.field.supported")}
                      </label>
                    )}
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                      <input
                        type="radio"
                        name="defaultCurrency"
                        value={code}
                        defaultChecked={values.defaultCurrency === code}
                        aria-label={t("configuration.field.defaultLabel", { currency: name })}
                        aria-describedby={message("defaultCurrency") ? "configuration-default-error" : "configuration-default-hint"}
                        className="size-5 accent-accent"
                      />
                      {t("configuration.field.default")}
                    </label>
                  </div>
                  {!base && (
                    <div>
                      <label htmlFor={`${id}-rate`} className="mb-1 block text-sm font-medium">
                        {t("configuration.field.rate")}
                        <span className="sr-only"> ({name})</span>
                      </label>
                      <div dir="ltr" className="flex items-stretch">
                        <span aria-hidden="true" className="inline-flex items-center rounded-s-soft border border-e-0 border-lines bg-background px-3 text-sm text-muted">
                          1 ₪ =
                        </span>
                        <input
                          id={`${id}-rate`}
                          name={`rates.${code}`}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          defaultValue={values.rates[code]}
                          aria-invalid={rateError ? true : undefined}
                          aria-describedby={`${id}-rate-hint${rateError ? ` ${id}-rate-error` : ""}`}
                          className="field min-w-0 flex-1 rounded-none tabular-nums"
                        />
                        <span aria-hidden="true" className="inline-flex items-center rounded-e-soft border border-s-0 border-lines bg-background px-3 text-sm text-muted">
                          {code}
                        </span>
                      </div>
                      <p id={`${id}-rate-hint`} className="mt-1 text-xs text-muted">
                        {t("configuration.field.rateHint", { code })}
                        {example && <span className="block tabular-nums">{example}</span>}
                      </p>
                      <FieldError id={`${id}-rate-error`} message={rateError} />
                    </div>
                  )}
                  <div>
                    <label htmlFor={`${id}-shipping`} className="mb-1 block text-sm font-medium">
                      {t("configuration.field.shipping")}
                      <span className="sr-only"> ({name})</span>
                    </label>
                    <div dir="ltr" className="flex items-stretch">
                      <span aria-hidden="true" className="inline-flex min-w-11 items-center justify-center rounded-s-soft border border-e-0 border-lines bg-background px-3 text-sm text-muted">
                        {symbol(code)}
                      </span>
                      <input
                        id={`${id}-shipping`}
                        name={`shipping.${code}`}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        defaultValue={values.shipping[code]}
                        aria-invalid={shippingError ? true : undefined}
                        aria-describedby={`${id}-shipping-hint${shippingError ? ` ${id}-shipping-error` : ""}`}
                        className="field min-w-0 flex-1 rounded-s-none tabular-nums"
                      />
                    </div>
                    <p id={`${id}-shipping-hint`} className="mt-1 text-xs text-muted">
                      {t("configuration.field.shippingHint")}
                    </p>
                    <FieldError id={`${id}-shipping-error`} message={shippingError} />
                  </div>
                </li>
              );
            })}
          </ul>
          <p id="configuration-default-hint" className="mt-3 text-xs text-muted">
            {t("configuration.field.default")} — {t("configuration.field.defaultHint")}
          </p>
          <FieldError id="configuration-default-error" message={message("defaultCurrency")} />
        </fieldset>
        {writable && (
          <SaveButton busy={saving} label={t("configuration.save")} busyLabel={t("configuration.saving")} />
        )}
      </AdminForm>
    </Panel>
  );
}

type Loyalty = Route.ComponentProps["loaderData"]["loyalty"];

/** The loyalty programme (docs/product/loyalty.md#loy-1): each level's threshold in €, bronze fixed at 0, and the points per €. */
function LoyaltyForm({ stored, answer, writable }: { stored: Loyalty; answer?: Extract<ActionData, { result: unknown }>; writable: boolean }) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === LOYALTY_SETTINGS_INTENT;
  // A save starts the form again from what is stored, once the page has loaded it.
  const settled = useSettledAnswer<ActionData>();
  const errors = (answer?.result.error ?? {}) as Record<string, string[] | null | undefined>;
  const message = fieldMessages(errors, t);
  const sent = answer?.result.status !== "success" ? (answer?.result.initialValue as { thresholds?: Partial<Record<PaidLevel, unknown>>; pointsPerEur?: unknown } | null | undefined) : undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  // Whole euros show without decimals ("200"), others with them ("199.90").
  const euros = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : toDecimalString(minor));
  const thresholdValue = (level: PaidLevel) => (sent ? text(sent.thresholds?.[level]) : euros(stored.thresholds[level]));
  const pointsValue = sent ? text(sent.pointsPerEur) : String(stored.pointsPerEur);

  return (
    <Panel id="configuration-loyalty" title={t("configuration.loyalty.title")}>
      <p className="mb-4 max-w-prose text-sm text-muted">{t("configuration.loyalty.hint")}</p>
      {/* A plain form: a screen has one unsaved-changes guard (React Router keeps one blocker), the currencies'. */}
      <Form key={settled && "savedAt" in settled ? (settled.savedAt ?? 0) : 0} method="post" noValidate className="space-y-5">
        <input type="hidden" name="intent" value={LOYALTY_SETTINGS_INTENT} />
        <fieldset disabled={!writable} className="min-w-0 space-y-5">
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium">{t("configuration.loyalty.levels")}</legend>
            <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
              <li className="rounded-soft border border-lines p-3">
                <p className="text-sm font-semibold">{t("configuration.loyalty.level.bronze")}</p>
                <p className="mt-2 text-sm text-muted">{t("configuration.loyalty.bronzeFixed")}</p>
              </li>
              {PAID_LEVELS.map((level) => {
                const id = `loyalty-${level}`;
                const error = message(`thresholds.${level}`);
                return (
                  <li key={level} className="rounded-soft border border-lines p-3">
                    <label htmlFor={id} className="block text-sm font-semibold">
                      {t(`configuration.loyalty.level.${level}`)}
                    </label>
                    <p className="mb-1 text-xs text-muted" aria-hidden="true">
                      {t("configuration.loyalty.from")}
                    </p>
                    <div dir="ltr" className="flex items-stretch">
                      <input
                        id={id}
                        name={`thresholds.${level}`}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        defaultValue={thresholdValue(level)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        className="field min-w-0 flex-1 rounded-e-none tabular-nums"
                      />
                      <span aria-hidden="true" className="inline-flex items-center rounded-e-soft border border-s-0 border-lines bg-background px-3 text-sm text-muted">
                        €
                      </span>
                    </div>
                    <FieldError id={`${id}-error`} message={error} />
                  </li>
                );
              })}
            </ol>
          </fieldset>
          <div>
            <label htmlFor="loyalty-points" className="mb-1 block text-sm font-medium">
              {t("configuration.loyalty.points")}
            </label>
            <input
              id="loyalty-points"
              name="pointsPerEur"
              type="number"
              inputMode="numeric"
              min={0}
              max={POINTS_PER_EUR_MAX}
              step={1}
              dir="ltr"
              defaultValue={pointsValue}
              aria-invalid={message("pointsPerEur") ? true : undefined}
              aria-describedby={`loyalty-points-hint${message("pointsPerEur") ? " loyalty-points-error" : ""}`}
              className="field w-28 text-center tabular-nums"
            />
            <p id="loyalty-points-hint" className="mt-1 text-xs text-muted">
              {t("configuration.loyalty.pointsHint", { example: number(Math.floor((4250 * stored.pointsPerEur) / 100)) })}
            </p>
            <FieldError id="loyalty-points-error" message={message("pointsPerEur")} />
          </div>
        </fieldset>
        {writable && (
          <SaveButton busy={saving} variant="secondary" label={t("configuration.loyalty.save")} busyLabel={t("configuration.saving")} />
        )}
      </Form>
    </Panel>
  );
}
