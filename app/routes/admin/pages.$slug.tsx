/**
 * /admin/pages/:slug (docs/product/admin-back-office.md#adm-22): one static page's editor. Its title, meta description and
 * intro, then its sections (a heading and a body in Markdown) that the owner adds, removes and
 * reorders, and for the contact page its questions and answers, all in four languages side by side
 * (tabs on a phone). Draft or published: a draft answers "page not found" to shoppers and leaves
 * the sitemap. The preview is the shop's own page, rendered and sanitised by the server from what
 * the form holds now (the same action, intent "preview"), in the language chosen.
 */
import { useState } from "react";
import { data, Link, useActionData, useFetcher, useNavigation } from "react-router";
import { ArrowLeft, ArrowRight, ExternalLink, RefreshCw } from "lucide-react";
import type { Route } from "./+types/pages.$slug";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { formAction, saveFormAction } from "~/server/form-action.server";
import { getPageForEdit, previewPage, savePage, type PageEditor } from "~/features/content/pages-admin.server";
import type { RenderedPage } from "~/features/content/content.server";
import { isPageSlug, PAGE_LIMITS, pageFormSchema, pagePreviewSchema, type FaqInput, type PageTextsInput, type SectionInput } from "~/schemas/admin/pages";
import { isLang, LANGS, type Lang } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DetailError } from "~/components/admin/shell/detail-not-found";
import { Panel } from "~/components/admin/shell/panel";
import { AdminForm } from "~/components/admin/form/admin-form";
import { FieldError } from "~/components/admin/form/field-error";
import { TranslatedFields } from "~/components/admin/form/translated-fields";
import { StatusCell } from "~/components/admin/data-table/cells";
import { TranslatedList } from "~/components/admin/content/translated-list";
import { PagePreview } from "~/components/admin/content/page-preview";
import { PreviewLanguages } from "~/components/admin/content/preview-frame";
import { useAnswerToasts } from "~/components/admin/form/answer-toasts";
import { SaveButton } from "~/components/admin/form/save-button";
import { fieldMessages } from "~/components/admin/form/field-messages";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

const FORM_ID = "page-form";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "content:write");
  const slug = params.slug ?? "";
  if (!isPageSlug(slug)) throw data({ error: "not-found" }, { status: 404 });
  const page = await getPageForEdit(slug);
  return { page, title: page.texts[lang].title || page.texts.fr.title || slug };
}

type ActionData =
  | { intent: "save"; result: SubmissionResult<string[]>; ok?: string; error?: string; savedAt?: number }
  | { intent: "preview"; page: RenderedPage | null; lang: Lang; error?: string }
  | { intent: "invalid"; error: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, t, lang: adminLanguage } = await requireStaff({ request, context }, "content:write");
  const slug = params.slug ?? "";
  if (!isPageSlug(slug)) return data<ActionData>({ intent: "invalid", error: t("pages.notFound") }, { status: 404 });
  const form = await readFormData(request);
  const intent = String(form.get("intent") || "save");

  if (intent === "preview") {
    const lang = String(form.get("previewLang") ?? "");
    const previewLang: Lang = isLang(lang) ? lang : adminLanguage;
    return formAction({ request, context }, {
      schema: pagePreviewSchema,
      form,
      answer: { intent, page: null, lang: previewLang },
      invalid: () => ({ error: t("pages.preview.invalid") }),
      submit: async (value) => data<ActionData>({ intent, page: previewPage(value, previewLang), lang: previewLang }),
    });
  }
  if (intent !== "save") return data<ActionData>({ intent: "invalid", error: t("pages.errors.invalid") }, { status: 400 });

  return saveFormAction({ request, context }, {
    area: "pages",
    schema: pageFormSchema,
    form,
    answer: { intent },
    save: async (value) => (await savePage(slug, value, { id: user.id, email: user.email })).changed,
    failure: "page save failed",
  });
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.pages", to: "/admin/pages" },
  crumb: (loaderData) => (loaderData as { title?: string } | undefined)?.title ?? "—",
};

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "pages.title");

type Sent = Pick<PageEditor, "texts" | "sections" | "faq"> & { isPublished: boolean };

/** What a failed save sent, as the fields' values (nothing typed is lost). */
function sentValues(result: SubmissionResult<string[]> | undefined): Sent | null {
  type Raw = Record<string, unknown> | undefined;
  const sent = result?.initialValue as { status?: unknown; page?: Partial<Record<Lang, Raw>>; sections?: Raw[]; faq?: Raw[] } | null | undefined;
  if (!sent || result?.status === "success") return null;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const perLang = <K extends string>(source: Raw | Partial<Record<Lang, Raw>>, fields: K[]) =>
    Object.fromEntries(LANGS.map((lang) => [lang, Object.fromEntries(fields.map((field) => [field, text(((source as Record<string, Raw> | undefined)?.[lang] as Raw)?.[field])]))])) as Record<Lang, Record<K, string>>;
  return {
    isPublished: sent.status === "published",
    texts: perLang(sent.page, ["title", "metaDescription", "intro"]) as PageTextsInput,
    sections: (Array.isArray(sent.sections) ? sent.sections : []).map((section) => ({ id: text(section?.id), texts: perLang(section, ["heading", "body"]) }) as SectionInput),
    faq: (Array.isArray(sent.faq) ? sent.faq : []).map((entry) => ({ texts: perLang(entry, ["question", "answer"]) }) as FaqInput),
  };
}

export default function PageEditorRoute({ loaderData }: Route.ComponentProps) {
  const { page, title } = loaderData;
  const { t } = useTranslator();
  const { lang, dir, number } = useAdmin();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const saveAnswer = answer?.intent === "save" ? answer : undefined;
  const errors = (saveAnswer?.result.error ?? {}) as Record<string, string[] | null | undefined>;
  const sent = sentValues(saveAnswer?.result);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "preview";
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;

  useAnswerToasts(answer?.intent === "preview" ? undefined : answer, t("pages.errors.check"));

  const values = sent ?? page;
  const isPublished = sent ? sent.isPublished : page.isPublished;
  const message = fieldMessages(errors, t);
  const sectionLabel = (position: number, item: { texts: Partial<Record<Lang, Record<string, string | null | undefined> | null | undefined>> }) => {
    const heading = item.texts.fr?.heading || item.texts[lang]?.heading;
    return heading ? t("pages.section.named", { n: number(position), name: heading }) : t("pages.section.title", { n: number(position) });
  };
  const faqLabel = (position: number, item: { texts: Partial<Record<Lang, Record<string, string | null | undefined> | null | undefined>> }) => {
    const question = item.texts.fr?.question || item.texts[lang]?.question;
    return question ? t("pages.faq.named", { n: number(position), name: question }) : t("pages.faq.title", { n: number(position) });
  };
  const tabs = "inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-soft border px-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-background has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent sm:flex-none";

  return (
    <section aria-labelledby="page-editor-title" className="space-y-5">
      <Link to="/admin/pages" className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-ink">
        <Back aria-hidden="true" className="size-4" />
        {t("pages.editor.back")}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 id="page-editor-title" dir="auto" className="text-3xl lg:text-4xl">
            {title}
          </h1>
          <StatusCell label={t(page.isPublished ? "pages.status.published" : "pages.status.draft")} tone={page.isPublished ? "success" : "warning"} />
        </div>
        {page.isPublished && (
          <a
            href={`/${lang}/${page.slug}`}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ variant: "surface", size: "sm", inline: true })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t("pages.editor.viewInShop")}
          </a>
        )}
      </header>

      <AdminForm id={FORM_ID} method="post" noValidate key={page.slug} saveLabel={t("pages.editor.save")} className="space-y-5">
        <input type="hidden" name="intent" value="save" />
        <Panel id="page-status" title={t("pages.editor.status")}>
          <fieldset aria-describedby="page-status-hint" className="space-y-2">
            <legend className="sr-only">{t("pages.editor.status")}</legend>
            <div className="flex flex-wrap gap-2">
              <label className={`${tabs} border-lines bg-surface`}>
                <input type="radio" name="status" value="draft" defaultChecked={!isPublished} className="sr-only" />
                {t("pages.status.draft")}
              </label>
              <label className={`${tabs} border-lines bg-surface`}>
                <input type="radio" name="status" value="published" defaultChecked={isPublished} className="sr-only" />
                {t("pages.status.published")}
              </label>
            </div>
            <p id="page-status-hint" className="text-xs text-muted">
              {t("pages.editor.statusHint")}
            </p>
            <FieldError id="page-status-error" message={message("status")} />
          </fieldset>
        </Panel>

        <div className="rounded-soft border border-lines bg-surface p-4">
          <TranslatedFields
            namePrefix="page"
            legend={t("pages.editor.header")}
            fields={[
              { name: "title", label: t("pages.field.title"), kind: "input", required: true, maxLength: PAGE_LIMITS.title },
              { name: "metaDescription", label: t("pages.field.metaDescription"), kind: "textarea", rows: 3, maxLength: PAGE_LIMITS.metaDescription, description: t("pages.field.metaHint"), required: true },
              { name: "intro", label: t("pages.field.intro"), kind: "textarea", rows: 3, maxLength: PAGE_LIMITS.intro },
            ]}
            values={values.texts}
            errors={errors}
          />
        </div>

        <Panel id="page-sections" title={t("pages.editor.sections")}>
          <div className="space-y-3">
            <p className="text-xs text-muted">{t("pages.editor.markdownHint")}</p>
            {page.slug === "contact" && <p className="text-xs text-muted">{t("pages.editor.contactHint")}</p>}
            {page.slug === "install" && <p className="text-xs text-muted">{t("pages.editor.installHint")}</p>}
            <FieldError id="page-sections-error" message={message("sections")} />
            <TranslatedList
              items={values.sections.map((section) => ({ hidden: { id: section.id }, texts: section.texts }))}
              namePrefix="sections"
              fields={[
                { name: "heading", label: t("pages.field.heading"), kind: "input", required: true, maxLength: PAGE_LIMITS.heading },
                { name: "body", label: t("pages.field.body"), kind: "textarea", required: true, rows: 8, maxLength: PAGE_LIMITS.body },
              ]}
              errors={errors}
              label={t("pages.editor.sections")}
              itemLabel={sectionLabel}
              addLabel={t("pages.section.add")}
              emptyText={t("pages.section.empty")}
              max={PAGE_LIMITS.sections}
            />
          </div>
        </Panel>

        {page.hasFaq && (
          <Panel id="page-faq" title={t("pages.editor.faq")}>
            <TranslatedList
              items={values.faq.map((entry) => ({ texts: entry.texts }))}
              namePrefix="faq"
              fields={[
                { name: "question", label: t("pages.field.question"), kind: "input", required: true, maxLength: PAGE_LIMITS.question },
                { name: "answer", label: t("pages.field.answer"), kind: "textarea", required: true, rows: 4, maxLength: PAGE_LIMITS.answer },
              ]}
              errors={errors}
              label={t("pages.editor.faq")}
              itemLabel={faqLabel}
              addLabel={t("pages.faq.add")}
              emptyText={t("pages.faq.empty")}
              max={PAGE_LIMITS.faq}
            />
          </Panel>
        )}

        <SaveButton busy={saving} label={t("pages.editor.save")} busyLabel={t("pages.editor.saving")} />
      </AdminForm>

      <PreviewPanel answer={answer?.intent === "preview" ? answer : undefined} />
    </section>
  );
}

/**
 * The preview: what the form holds now, sent to the action (intent "preview") by a fetcher, and
 * drawn as the shop draws the page, in the language chosen.
 */
function PreviewPanel({ answer }: { answer?: Extract<ActionData, { intent: "preview" }> }) {
  const { t } = useTranslator();
  const { lang: adminLanguage } = useAdmin();
  const fetcher = useFetcher<ActionData>({ key: "page-preview" });
  const [lang, setLang] = useState<Lang>(adminLanguage);
  const shown = (fetcher.data?.intent === "preview" ? fetcher.data : undefined) ?? answer;
  const loading = fetcher.state !== "idle";

  const refresh = (previewLang: Lang) => {
    const form = document.getElementById(FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    const body = new FormData(form);
    body.set("intent", "preview");
    body.set("previewLang", previewLang);
    fetcher.submit(body, { method: "post" });
  };

  return (
    <Panel id="page-preview" title={t("pages.preview.title")}>
      <div className="space-y-4">
        <PreviewLanguages
          value={lang}
          onChange={(next) => {
            setLang(next);
            if (shown) refresh(next);
          }}
          label={t("pages.preview.language")}
          name="page-preview-lang"
        />
        <Button
          type="button"
          onClick={() => refresh(lang)}
          disabled={loading}
          aria-busy={loading || undefined}
          variant="surface" size="md" inline className="disabled:opacity-60"
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${loading ? "animate-spin motion-reduce:animate-none" : ""}`} />
          {loading ? t("pages.preview.loading") : shown ? t("pages.preview.refresh") : t("pages.preview.show")}
        </Button>
        <div aria-live="polite" aria-busy={loading || undefined}>
          {shown?.error && <p className="text-sm text-accent-2">{shown.error}</p>}
          {shown?.page && <PagePreview page={shown.page} lang={shown.lang} faqTitle={t("pages.preview.faqTitle")} />}
        </div>
      </div>
    </Panel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} message="pages.notFound" backTo="/admin/pages" backLabel="pages.editor.back" />;
}
