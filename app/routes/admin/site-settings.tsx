/**
 * /admin/site-settings (docs/product/admin-back-office.md#adm-28, docs/product/admin-back-office.md#adm-27): the brand and its tagline in
 * four languages, the contact e-mail, phone and address, the opening hours of each day (closed, or
 * opening and closing times, closing after opening), the owner's e-mail for notifications, and the
 * Tag Manager and Analytics ids, each checked against its format. One audited write of what changed
 * (settings-admin.server.ts); the contact page and the footer show the new values at once.
 */
import { useState } from "react";
import { useActionData, useNavigation } from "react-router";
import { ExternalLink } from "lucide-react";
import type { Route } from "./+types/site-settings";
import { requireStaff } from "~/server/permissions.server";
import { saveFormAction, type SaveAnswer } from "~/server/form-action.server";
import { getSiteSettingsForEdit, saveSiteSettings } from "~/features/content/settings-admin.server";
import { BRAND_MAX, CITY_MAX, EMAIL_MAX, HOURS_DAYS, REGION_MAX, STREET_MAX, TAGLINE_MAX, siteSettingsFormSchema, type HoursDay } from "~/schemas/admin/site-settings";
import { INTL_LOCALES, LANGS, type Lang } from "~/lib/langs";
import { dayName } from "~/lib/opening-hours";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { Panel } from "~/components/admin/shell/panel";
import { AdminForm } from "~/components/admin/form/admin-form";
import { FieldError, FieldNotes } from "~/components/admin/form/field-error";
import { TranslatedFields, type TranslatedValues } from "~/components/admin/form/translated-fields";
import { useAnswerToasts } from "~/components/admin/form/answer-toasts";
import { SaveButton } from "~/components/admin/form/save-button";
import { fieldMessages } from "~/components/admin/form/field-messages";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "settings:read");
  return { settings: await getSiteSettingsForEdit() };
}

type ActionData = SaveAnswer;

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff({ request, context }, "settings:write");
  return saveFormAction({ request, context }, {
    area: "siteSettings",
    schema: siteSettingsFormSchema,
    save: async (value) => (await saveSiteSettings(value, { id: user.id, email: user.email })).changed.length > 0,
    failure: "site settings not saved",
  });
}

export const handle: CrumbHandle = { crumb: "shell.nav.siteSettings" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "siteSettings.title");

type Editor = Route.ComponentProps["loaderData"]["settings"];
type Sent = Record<string, unknown> & { translations?: Partial<Record<Lang, { tagline?: unknown; streetAddress?: unknown; city?: unknown; region?: unknown }>>; hours?: Partial<Record<HoursDay, { open?: unknown; opens?: unknown; closes?: unknown }>> };

/** The form's values: what a failed save sent back (nothing typed is lost), else what is stored. */
function formValues(settings: Editor, result: SubmissionResult<string[]> | undefined): Omit<Editor, "updatedAt"> {
  const sent = result?.status !== "success" ? (result?.initialValue as Sent | null | undefined) : undefined;
  if (!sent) return settings;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    brandName: text(sent.brandName),
    taglines: Object.fromEntries(LANGS.map((lang) => [lang, text(sent.translations?.[lang]?.tagline)])) as Record<Lang, string>,
    contactEmail: text(sent.contactEmail),
    contactPhone: text(sent.contactPhone),
    address: Object.fromEntries(
      LANGS.map((lang) => {
        const sentLang = sent.translations?.[lang];
        return [lang, { streetAddress: text(sentLang?.streetAddress), city: text(sentLang?.city), region: text(sentLang?.region) }];
      }),
    ) as Editor["address"],
    postalCode: text(sent.postalCode),
    country: text(sent.country),
    ownerEmail: text(sent.ownerEmail),
    gtmId: text(sent.gtmId),
    googleAnalyticsId: text(sent.googleAnalyticsId),
    hours: Object.fromEntries(
      HOURS_DAYS.map((name) => {
        const day = sent.hours?.[name];
        return [name, { open: day?.open === "on", opens: text(day?.opens), closes: text(day?.closes) }];
      }),
    ) as Editor["hours"],
  };
}

export default function SiteSettingsScreen({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const { t } = useTranslator();
  const { can, date, lang } = useAdmin();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const writable = can("settings:write");
  const saving = navigation.state === "submitting";
  const errors = (answer?.result.error ?? {}) as Record<string, string[] | null | undefined>;
  const message = fieldMessages(errors, t);
  const values = formValues(settings, answer?.result);

  useAnswerToasts(answer, t("siteSettings.errors.check"));

  const taglines: TranslatedValues = Object.fromEntries(LANGS.map((code) => [code, { tagline: values.taglines[code] }]));
  // The address's words per language (a Hebrew page showed the French street, reordered): one
  // field per language, from the one list of languages; French is the fallback and is required.
  const addresses: TranslatedValues = Object.fromEntries(LANGS.map((code) => [code, values.address[code]]));
  const field = (name: keyof typeof values, label: string, options: { type?: string; maxLength?: number; hint?: string; ltr?: boolean; autoComplete?: string; className?: string } = {}) => (
    <TextInput
      name={name}
      label={label}
      value={String(values[name] ?? "")}
      error={message(name)}
      type={options.type}
      maxLength={options.maxLength}
      hint={options.hint}
      ltr={options.ltr}
      autoComplete={options.autoComplete}
      className={options.className}
    />
  );
  let countryName = values.country;
  try {
    countryName = new Intl.DisplayNames([INTL_LOCALES[lang]], { type: "region" }).of(values.country) ?? values.country;
  } catch {
    // A code Intl does not know: shown as typed.
  }

  return (
    <section aria-labelledby="site-settings-title" className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 id="site-settings-title" className="text-3xl lg:text-4xl">
            {t("siteSettings.title")}
          </h1>
          <p className="max-w-prose text-sm text-muted">{t("siteSettings.intro")}</p>
          <p className="text-sm text-muted">{t("siteSettings.updatedAt", { date: date(settings.updatedAt, "dateTime") })}</p>
        </div>
        <a
          href={`/${lang}/contact`}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: "surface", size: "sm", inline: true })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("siteSettings.viewContact")}
        </a>
      </header>

      <AdminForm method="post" noValidate saveLabel={t("siteSettings.save")} className="space-y-5">
        <fieldset disabled={!writable} className="min-w-0 space-y-5">
          <Panel id="site-brand" title={t("siteSettings.section.brand")}>
            <div className="space-y-5">
              {field("brandName", t("siteSettings.field.brandName"), { maxLength: BRAND_MAX, className: "max-w-md" })}
              <TranslatedFields fields={[{ name: "tagline", label: t("siteSettings.field.tagline"), kind: "input", maxLength: TAGLINE_MAX }]} values={taglines} errors={errors} />
            </div>
          </Panel>

          <Panel id="site-contact" title={t("siteSettings.section.contact")}>
            <div className="grid gap-5 sm:grid-cols-2">
              {field("contactEmail", t("siteSettings.field.contactEmail"), { type: "email", maxLength: EMAIL_MAX, ltr: true, autoComplete: "off", hint: t("siteSettings.field.contactEmailHint") })}
              {field("contactPhone", t("siteSettings.field.contactPhone"), { type: "tel", maxLength: 20, ltr: true, autoComplete: "off", hint: t("siteSettings.field.contactPhoneHint") })}
            </div>
          </Panel>

          <Panel id="site-address" title={t("siteSettings.section.address")}>
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <TranslatedFields
                  fields={[
                    { name: "streetAddress", label: t("siteSettings.field.streetAddress"), kind: "input", required: true, maxLength: STREET_MAX },
                    { name: "city", label: t("siteSettings.field.city"), kind: "input", required: true, maxLength: CITY_MAX },
                    { name: "region", label: t("siteSettings.field.region"), kind: "input", maxLength: REGION_MAX },
                  ]}
                  values={addresses}
                  errors={errors}
                />
              </div>
              {field("postalCode", t("siteSettings.field.postalCode"), { maxLength: 20, ltr: true })}
              {field("country", t("siteSettings.field.country"), { maxLength: 2, ltr: true, className: "max-w-24 uppercase", hint: t("siteSettings.field.countryHint", { name: countryName }) })}
            </div>
          </Panel>

          <Panel id="site-hours" title={t("siteSettings.section.hours")}>
            <p className="mb-3 text-sm text-muted">{t("siteSettings.hours.hint")}</p>
            <ul className="divide-y divide-lines">
              {HOURS_DAYS.map((name, index) => (
                <DayHours key={name} name={name} label={dayName(index, lang)} value={values.hours[name]} opensError={message(`hours.${name}.opens`)} closesError={message(`hours.${name}.closes`)} />
              ))}
            </ul>
          </Panel>

          <Panel id="site-notifications" title={t("siteSettings.section.notifications")}>
            {field("ownerEmail", t("siteSettings.field.ownerEmail"), { type: "email", maxLength: EMAIL_MAX, ltr: true, autoComplete: "off", hint: t("siteSettings.field.ownerEmailHint"), className: "max-w-md" })}
          </Panel>

          <Panel id="site-tracking" title={t("siteSettings.section.tracking")}>
            <div className="grid gap-5 sm:grid-cols-2">
              {field("gtmId", t("siteSettings.field.gtmId"), { ltr: true, maxLength: 40, autoComplete: "off", hint: t("siteSettings.field.gtmIdHint"), className: "font-mono uppercase" })}
              {field("googleAnalyticsId", t("siteSettings.field.gaId"), { ltr: true, maxLength: 40, autoComplete: "off", hint: t("siteSettings.field.gaIdHint"), className: "font-mono uppercase" })}
            </div>
          </Panel>
        </fieldset>

        {writable && (
          <SaveButton busy={saving} label={t("siteSettings.save")} busyLabel={t("siteSettings.saving")} />
        )}
      </AdminForm>
    </section>
  );
}

function TextInput({
  name,
  label,
  value,
  error,
  type = "text",
  maxLength,
  hint,
  ltr,
  autoComplete,
  className = "",
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: string;
  maxLength?: number;
  hint?: string;
  ltr?: boolean;
  autoComplete?: string;
  className?: string;
}) {
  const id = `site-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        dir={ltr ? "ltr" : "auto"}
        defaultValue={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        spellCheck={ltr ? false : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={`field ${ltr ? "text-start" : ""} ${className}`}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** One day: open or closed, and when open, its opening and closing times (24 h). */
function DayHours({ name, label, value, opensError, closesError }: { name: HoursDay; label: string; value: { open: boolean; opens: string; closes: string }; opensError?: string; closesError?: string }) {
  const { t } = useTranslator();
  const [open, setOpen] = useState(value.open);
  const id = `hours-${name}`;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-3 sm:grid-cols-[10rem_8rem_minmax(0,1fr)] sm:items-start" data-testid={id}>
      <p className="font-medium first-letter:uppercase sm:pt-2.5">{label}</p>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          name={`hours.${name}.open`}
          value="on"
          checked={open}
          onChange={(event) => setOpen(event.target.checked)}
          aria-label={t("siteSettings.hours.openLabel", { day: label })}
          className="size-5 accent-accent"
        />
        {open ? t("siteSettings.hours.open") : t("siteSettings.hours.closed")}
      </label>
      {open ? (
        <div className="col-span-2 grid grid-cols-2 gap-3 sm:col-span-1">
          <TimeInput id={`${id}-opens`} name={`hours.${name}.opens`} label={t("siteSettings.hours.opens")} srLabel={t("siteSettings.hours.opensLabel", { day: label })} value={value.opens} error={opensError} />
          <TimeInput id={`${id}-closes`} name={`hours.${name}.closes`} label={t("siteSettings.hours.closes")} srLabel={t("siteSettings.hours.closesLabel", { day: label })} value={value.closes} error={closesError} />
        </div>
      ) : (
        <span className="hidden sm:block" />
      )}
    </li>
  );
}

function TimeInput({ id, name, label, srLabel, value, error }: { id: string; name: string; label: string; srLabel: string; value: string; error?: string }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs text-muted">
        <span aria-hidden="true">{label}</span>
        <span className="sr-only">{srLabel}</span>
      </label>
      <input
        id={id}
        name={name}
        type="time"
        dir="ltr"
        step={60}
        defaultValue={value || (name.endsWith(".closes") ? "18:00" : "09:00")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field text-start tabular-nums"
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
