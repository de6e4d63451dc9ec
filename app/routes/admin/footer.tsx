/**
 * /admin/footer (docs/product/admin-back-office.md#adm-21): the shop's footer in one form. Its description in four
 * languages (a dictionary text the owner overrides), the social links (name and https address),
 * the link columns (a title and links, each labelled in four languages, going to a page of the shop
 * or an https address), and the site creator's credit. Columns, links and social links are added,
 * removed and reordered (drag or buttons). "Back to the original columns" puts docs/product/overview.md#shop-9 back.
 */
import { useRef, useState } from "react";
import { data, Form, useActionData, useNavigation, useSubmit } from "react-router";
import { ExternalLink } from "lucide-react";
import type { Route } from "./+types/footer";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { saveFormAction } from "~/server/form-action.server";
import { getFooterForEdit, resetFooterColumns, saveFooter } from "~/features/content/footer-admin.server";
import { overrideFieldError } from "~/features/content/homepage-admin.server";
import { StaticTranslationError } from "~/features/i18n/static-translations-admin.server";
import { FOOTER_LIMITS, footerFormSchema } from "~/schemas/admin/footer";
import { LANGS, type Lang } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import type { FooterColumn } from "../../../db/schema/content";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { DetailError } from "~/components/admin/shell/detail-not-found";
import { Panel } from "~/components/admin/shell/panel";
import { AdminForm, useSettledAnswer } from "~/components/admin/form/admin-form";
import { FieldError } from "~/components/admin/form/field-error";
import { LinkField } from "~/components/admin/form/link-field";
import { TranslatedFields, type TranslatedValues } from "~/components/admin/form/translated-fields";
import { TranslatedList, type TranslatedItem } from "~/components/admin/content/translated-list";
import { SocialLinksField } from "~/components/admin/content/social-links-field";
import { useAnswerToasts } from "~/components/admin/form/answer-toasts";
import { SaveButton } from "~/components/admin/form/save-button";
import { fieldMessages } from "~/components/admin/form/field-messages";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

const FORM_ID = "footer-form";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "content:write");
  return { footer: await getFooterForEdit() };
}

type ActionData = { intent: "save" | "resetColumns" | "invalid"; result?: SubmissionResult<string[]>; ok?: string; error?: string; savedAt?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "content:write");
  const form = await readFormData(request);
  const intent = String(form.get("intent") || "save");
  const actor = { id: user.id, email: user.email };
  if (intent === "resetColumns") {
    await resetFooterColumns(actor);
    return data<ActionData>({ intent, ok: t("footer.columnsReset"), savedAt: Date.now() });
  }
  if (intent !== "save") return data<ActionData>({ intent: "invalid", error: t("footer.errors.invalid") }, { status: 400 });
  return saveFormAction({ request, context }, {
    area: "footer",
    schema: footerFormSchema,
    form,
    answer: { intent },
    save: async (value) => (await saveFooter(value, actor)).changed > 0,
    refusal: (error) => (error instanceof StaticTranslationError ? { status: 400, fieldErrors: overrideFieldError(error, (_key, lang) => `description.${lang}.text`, t) } : undefined),
    failure: "footer save failed",
  });
}

export const handle: CrumbHandle = { crumb: "shell.nav.footer" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "footer.title");

type Raw = Record<string, unknown> | undefined;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const perLang = (source: Raw, field: string) => Object.fromEntries(LANGS.map((lang) => [lang, text((source?.[lang] as Raw)?.[field])])) as Partial<Record<Lang, string>>;
const list = (value: unknown) => (Array.isArray(value) ? (value as Raw[]) : []);

/** What a failed save sent, as the fields' values (nothing typed is lost). */
function sentValues(result: SubmissionResult<string[]> | undefined) {
  const sent = result?.initialValue as { description?: Raw; social?: unknown; columns?: unknown; creatorName?: unknown; creatorUrl?: unknown } | null | undefined;
  if (!sent || result?.status === "success") return null;
  return {
    description: perLang(sent.description, "text"),
    socialLinks: list(sent.social).map((link) => ({ name: text(link?.name), url: text(link?.url) })),
    columns: list(sent.columns).map(
      (column, index): FooterColumn => ({
        id: text(column?.id) || `column-${index + 1}`,
        title: perLang(column, "title"),
        links: list(column?.links).map((link) => ({ label: perLang(link, "label"), href: text(link?.href) })),
      }),
    ),
    creator: { name: text(sent.creatorName), url: text(sent.creatorUrl) || null },
  };
}

const asValues = (field: string, texts: Partial<Record<Lang, string>>): TranslatedValues => Object.fromEntries(LANGS.map((lang) => [lang, { [field]: texts[lang] ?? "" }]));

export default function FooterScreen({ loaderData }: Route.ComponentProps) {
  const { footer } = loaderData;
  const { t } = useTranslator();
  const { lang, number } = useAdmin();
  const answer = useActionData<ActionData>();
  // Putting the original columns back (a form of its own) starts this form again from what is stored, once loaded.
  const settled = useSettledAnswer<ActionData>();
  const navigation = useNavigation();
  const errors = (answer?.result?.error ?? {}) as Record<string, string[] | null | undefined>;
  const sent = answer?.intent === "save" ? sentValues(answer.result) : null;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "resetColumns";

  useAnswerToasts(answer, t("footer.errors.check"));

  const description = sent?.description ?? Object.fromEntries(LANGS.map((of) => [of, footer.description.override[of] ?? footer.description.dictionary[of] ?? ""]));
  const socialLinks = sent?.socialLinks ?? footer.socialLinks;
  const columns = sent?.columns ?? footer.columns;
  const creator = sent?.creator ?? footer.creator;
  const message = fieldMessages(errors, t);
  const flatErrors = Object.fromEntries(Object.keys(errors).map((key) => [key, message(key)]));
  const columnLabel = (position: number, item: TranslatedItem) => {
    const title = item.texts.fr?.title || item.texts[lang]?.title;
    return title ? t("footer.columns.named", { n: number(position), name: title }) : t("footer.columns.item", { n: number(position) });
  };
  const linkLabel = (position: number, item: TranslatedItem) => {
    const label = item.texts.fr?.label || item.texts[lang]?.label;
    return label ? t("footer.links.named", { n: number(position), name: label }) : t("footer.links.item", { n: number(position) });
  };

  return (
    <section aria-labelledby="footer-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="footer-title" className="text-3xl lg:text-4xl">
          {t("footer.title")}
        </h1>
        <a href={`/${lang}`} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "surface", size: "sm", inline: true })}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("footer.viewInShop")}
        </a>
      </div>
      <p className="text-sm text-muted">{t("footer.intro")}</p>

      <AdminForm id={FORM_ID} method="post" noValidate key={settled?.intent === "resetColumns" ? settled.savedAt : 0} saveLabel={t("footer.save")} className="space-y-5">
        <input type="hidden" name="intent" value="save" />
        <div className="rounded-soft border border-lines bg-surface p-4">
          <TranslatedFields
            namePrefix="description"
            legend={t("footer.description.title")}
            fields={[{ name: "text", label: t("footer.description.label"), kind: "textarea", rows: 4, maxLength: FOOTER_LIMITS.description, description: t("footer.description.hint") }]}
            values={asValues("text", description)}
            errors={errors}
          />
        </div>

        <Panel id="footer-social" title={t("footer.social.title")}>
          <p className="mb-3 text-xs text-muted">{t("footer.social.hint")}</p>
          <SocialLinksField links={socialLinks} errors={flatErrors} max={FOOTER_LIMITS.social} />
        </Panel>

        <Panel id="footer-columns" title={t("footer.columns.title")}>
          <div className="space-y-3">
            <p className="text-xs text-muted">{footer.defaultColumns ? t("footer.columns.defaultHint") : t("footer.columns.hint")}</p>
            <TranslatedList
              items={columns.map((column) => ({ hidden: { id: column.id }, texts: asValues("title", column.title), data: { links: column.links } }))}
              namePrefix="columns"
              fields={[{ name: "title", label: t("footer.columns.columnTitle"), kind: "input", required: true, maxLength: FOOTER_LIMITS.title }]}
              errors={errors}
              label={t("footer.columns.title")}
              itemLabel={columnLabel}
              addLabel={t("footer.columns.add")}
              emptyText={t("footer.columns.empty")}
              max={FOOTER_LIMITS.columns}
              extra={(prefix, item) => (
                <div className="space-y-2 border-s-2 border-lines ps-3">
                  <p className="text-sm font-medium">{t("footer.links.title")}</p>
                  <TranslatedList
                    items={((item.data?.links ?? []) as FooterColumn["links"]).map((link) => ({ texts: asValues("label", link.label), data: { href: link.href } }))}
                    namePrefix={`${prefix}.links`}
                    fields={[{ name: "label", label: t("footer.links.label"), kind: "input", required: true, maxLength: FOOTER_LIMITS.label }]}
                    errors={errors}
                    label={t("footer.links.title")}
                    itemLabel={linkLabel}
                    addLabel={t("footer.links.add")}
                    emptyText={t("footer.links.empty")}
                    max={FOOTER_LIMITS.links}
                    headingLevel={4}
                    extra={(linkPrefix, link) => <HrefField name={`${linkPrefix}.href`} defaultValue={String(link.data?.href ?? "")} error={message(`${linkPrefix}.href`)} />}
                  />
                </div>
              )}
            />
          </div>
        </Panel>

        <Panel id="footer-credit" title={t("footer.credit.title")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="footer-creator-name" className="mb-1 block text-sm font-medium">
                {t("footer.credit.name")}
              </label>
              <input
                id="footer-creator-name"
                name="creatorName"
                defaultValue={creator.name}
                maxLength={FOOTER_LIMITS.creator}
                dir="auto"
                aria-describedby={`footer-creator-hint${message("creatorName") ? " footer-creator-name-error" : ""}`}
                aria-invalid={message("creatorName") ? true : undefined}
                className="field"
              />
              <FieldError id="footer-creator-name-error" message={message("creatorName")} />
            </div>
            <div>
              <label htmlFor="footer-creator-url" className="mb-1 block text-sm font-medium">
                {t("footer.credit.url")}
              </label>
              <input
                id="footer-creator-url"
                name="creatorUrl"
                type="url"
                inputMode="url"
                dir="ltr"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="https://"
                defaultValue={creator.url ?? ""}
                aria-describedby={message("creatorUrl") ? "footer-creator-url-error" : undefined}
                aria-invalid={message("creatorUrl") ? true : undefined}
                className="field font-mono text-sm"
              />
              <FieldError id="footer-creator-url-error" message={message("creatorUrl")} />
            </div>
          </div>
          <p id="footer-creator-hint" className="mt-2 text-xs text-muted">
            {t("footer.credit.hint")}
          </p>
        </Panel>

        <SaveButton busy={saving} label={t("footer.save")} busyLabel={t("footer.saving")} />
      </AdminForm>

      {!footer.defaultColumns && <ResetColumns />}
    </section>
  );
}

/** A column link's address: a page of the shop (/shop) or an https address. */
function HrefField({ name, defaultValue, error }: { name: string; defaultValue: string; error?: string }) {
  const { t } = useTranslator();
  const id = name.replace(/[^a-zA-Z0-9]/g, "-");
  return <LinkField id={id} name={name} label={t("footer.links.href")} hint={t("footer.links.hrefHint")} error={error} inputMode="url" placeholder="/shop" defaultValue={defaultValue} />;
}

function ResetColumns() {
  const { t } = useTranslator();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="footer-reset-title" className="space-y-3 rounded-soft border border-lines bg-surface p-4">
      <h2 id="footer-reset-title" className="font-sans text-base font-semibold">
        {t("footer.columns.resetTitle")}
      </h2>
      <p className="text-sm text-muted">{t("footer.columns.resetText")}</p>
      <Form ref={form} method="post">
        <input type="hidden" name="intent" value="resetColumns" />
        <Button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
          variant="outline" size="md"
        >
          {t("footer.columns.reset")}
        </Button>
      </Form>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("footer.columns.resetConfirm")}
        lost={t("footer.columns.resetLost")}
        confirmLabel={t("footer.columns.reset")}
        onConfirm={() => {
          (document.getElementById(FORM_ID) as HTMLFormElement | null)?.reset();
          window.setTimeout(() => form.current && submit(form.current, { method: "post" }), 30);
        }}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} message="footer.errors.generic" backTo="/admin" backLabel="shell.nav.dashboard" />;
}

