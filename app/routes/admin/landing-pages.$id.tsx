/**
 * /admin/landing-pages/:id (docs/product/admin-back-office.md#adm-22): one landing page's editor, and
 * /admin/landing-pages/new, which creates one with the same form and the same action. The address
 * (slug), draft or published, the title and SEO texts in four languages, the social image, and the
 * blocks (hero, rich text, product grid, image with text, newsletter): added, removed, reordered,
 * each with its texts in the four languages. A preview link opens the page in the shop, drafts
 * included for the staff. Below, the delete.
 */
import { useMemo } from "react";
import { data, Link, useActionData, useNavigation } from "react-router";
import { ArrowLeft, ArrowRight, ExternalLink } from "lucide-react";
import type { Route } from "./+types/landing-pages.$id";
import { requireStaff } from "~/server/permissions.server";
import { editorAction, type EditorAnswer } from "~/server/form-action.server";
import {
  deleteLandingPage,
  getLandingPageForEdit,
  gridCategoryOptions,
  gridProductOptions,
  LandingPageAdminError,
  saveLandingPage,
} from "~/features/content/landing-pages-admin.server";
import { LANDING_BLOCK_TYPES, LANDING_LIMITS, landingPageFormSchema, type LandingBlockType } from "~/schemas/admin/landing-pages";
import { LANGS, type Lang } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";

import { DetailError } from "~/components/admin/shell/detail-not-found";
import { AdminForm } from "~/components/admin/form/admin-form";
import { FieldError } from "~/components/admin/form/field-error";
import { TranslatedFields, type TranslatedValues } from "~/components/admin/form/translated-fields";
import { MediaField } from "~/components/admin/media/media-field";
import { StatusCell } from "~/components/admin/data-table/cells";
import { BlocksEditor, type EditorBlock } from "~/components/admin/landing/blocks-editor";
import { useAnswerToasts, useCreatedToast } from "~/components/admin/form/answer-toasts";
import { fieldMessages } from "~/components/admin/form/field-messages";
import { DeleteSection } from "~/components/admin/form/delete-section";
import { SaveButton } from "~/components/admin/form/save-button";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";


export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, t } = await requireStaff({ request, context }, "content:write");
  const [categories, products] = await Promise.all([gridCategoryOptions(lang), gridProductOptions(lang)]);
  const options = { categories, products };
  if (params.id === "new") {
    return { page: null, options, title: t("landingPages.editor.newTitle") };
  }
  const page = await getLandingPageForEdit(params.id ?? "", lang);
  if (!page) throw data({ error: "not-found" }, { status: 404 });
  return { page, options, title: page.title };
}

type ActionData = EditorAnswer;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff({ request, context }, "content:write");
  return editorAction({ request, context }, user, params.id, {
    area: "landingPages",
    list: "/admin/landing-pages",
    schema: landingPageFormSchema,
    save: saveLandingPage,
    remove: (id, _form, actor) => deleteLandingPage(id, actor).then(() => 1),
    refused: (error) => (error instanceof LandingPageAdminError ? { code: error.code, field: error.details.field, values: { slug: error.details.slug ?? "" } } : undefined),
    failure: "landing page save failed",
  });
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.landingPages", to: "/admin/landing-pages" },
  crumb: (loaderData) => (loaderData as { title?: string } | undefined)?.title ?? "—",
};

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "landingPages.title");

type Sent = { slug: string; status: string; socialImageUrl: string | null; translations: TranslatedValues; blocks: EditorBlock[] };

/** What a failed save sent, as the fields' values (nothing typed is lost). */
function sentValues(result: SubmissionResult<string[]> | undefined): Sent | null {
  const sent = result?.initialValue as Record<string, unknown> | null | undefined;
  if (!sent || result?.status === "success") return null;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const translations = (sent.translations ?? {}) as TranslatedValues;
  const rawBlocks = Array.isArray(sent.blocks) ? (sent.blocks as Record<string, unknown>[]) : [];
  const blocks = rawBlocks
    .filter((raw) => raw && (LANDING_BLOCK_TYPES as readonly string[]).includes(text(raw.type)))
    .map(
      (raw) =>
        ({
          ...raw,
          id: text(raw.id) || `b${Math.random().toString(36).slice(2, 10)}`,
          type: raw.type as LandingBlockType,
          imageUrl: text(raw.imageUrl) || null,
          productIds: text(raw.productIds).split(",").filter(Boolean),
          limit: Number(raw.limit) || undefined,
        }) as EditorBlock,
    );
  return { slug: text(sent.slug), status: text(sent.status) || "draft", socialImageUrl: text(sent.socialImageUrl) || null, translations, blocks };
}

export default function LandingPageEditor({ loaderData }: Route.ComponentProps) {
  const { page, options, title } = loaderData;
  const { t } = useTranslator();
  const { lang, dir } = useAdmin();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const saveAnswer = answer?.intent === "save" ? answer : undefined;
  const errors = (saveAnswer?.result.error ?? {}) as Record<string, string[] | null | undefined>;
  const sent = sentValues(saveAnswer?.result);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;

  useAnswerToasts(answer, t("landingPages.errors.check"));

  useCreatedToast(t("landingPages.created"));

  const values: TranslatedValues = sent?.translations ?? page?.translations ?? {};
  const slug = sent ? sent.slug : (page?.slug ?? "");
  const status = sent ? sent.status : (page?.status ?? "draft");
  const socialImageUrl = sent ? sent.socialImageUrl : (page?.socialImageUrl ?? null);
  const blocks = useMemo<EditorBlock[]>(() => sent?.blocks ?? ((page?.blocks ?? []) as EditorBlock[]), [sent?.blocks, page?.blocks]);
  const message = fieldMessages(errors, t);
  const previewLang: Lang = LANGS.includes(lang) ? lang : "fr";

  return (
    <section aria-labelledby="landing-title" className="space-y-5">
      <Link to="/admin/landing-pages" className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-ink">
        <Back aria-hidden="true" className="size-4" />
        {t("landingPages.editor.back")}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 id="landing-title" dir="auto" className="text-3xl lg:text-4xl">
            {title}
          </h1>
          {page && <StatusCell label={t(`landingPages.status.${page.status}`)} tone={page.status === "published" ? "success" : "neutral"} />}
        </div>
        {page && (
          <a
            href={`/${previewLang}/p/${page.slug}${page.status === "published" ? "" : "?preview=1"}`}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ variant: "surface", size: "sm", inline: true })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {page.status === "published" ? t("landingPages.editor.view") : t("landingPages.editor.preview")}
          </a>
        )}
      </header>

      <AdminForm
        id="landing-form"
        method="post"
        noValidate
        key={page?.id ?? "new"}
        saveLabel={page ? t("landingPages.editor.save") : t("landingPages.editor.create")}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value="save" />
        <div className="space-y-5 rounded-soft border border-lines bg-surface p-4">
          <h2 className="font-sans text-base font-semibold">{t("landingPages.editor.settings")}</h2>
          <div>
            <label htmlFor="landing-slug" className="mb-1 block text-sm font-medium">
              {t("landingPages.field.slug")}
            </label>
            <div className="flex max-w-md items-center gap-1" dir="ltr">
              <span className="shrink-0 font-mono text-sm text-muted">/{previewLang}/p/</span>
              <input
                id="landing-slug"
                name="slug"
                type="text"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                required
                maxLength={LANDING_LIMITS.slug}
                defaultValue={slug}
                aria-describedby={`landing-slug-hint${message("slug") ? " landing-slug-error" : ""}`}
                aria-invalid={message("slug") ? true : undefined}
                className="field min-w-0 flex-1 font-mono text-sm"
              />
            </div>
            <p id="landing-slug-hint" className="mt-1 text-xs text-muted">
              {t("landingPages.field.slugHint")}
            </p>
            <FieldError id="landing-slug-error" message={message("slug")} />
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t("landingPages.field.status")}</legend>
            <div className="flex flex-wrap gap-2">
              {(["draft", "published"] as const).map((value) => (
                <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-soft border border-lines px-3 text-sm has-[:checked]:border-ink">
                  <input type="radio" name="status" value={value} defaultChecked={status === value} className="accent-accent" />
                  {t(`landingPages.status.${value}`)}
                </label>
              ))}
            </div>
            <p className="mt-1 text-xs text-muted">{t("landingPages.field.statusHint")}</p>
            <FieldError id="landing-status-error" message={message("status")} />
          </fieldset>
          <MediaField name="socialImageUrl" label={t("landingPages.field.socialImage")} description={t("landingPages.field.socialImageHint")} defaultValue={socialImageUrl} error={message("socialImageUrl")} aspect={630 / 1200} />
        </div>

        <div className="rounded-soft border border-lines bg-surface p-4">
          <TranslatedFields
            legend={t("landingPages.editor.texts")}
            fields={[
              { name: "title", label: t("landingPages.field.title"), kind: "input", required: true, maxLength: LANDING_LIMITS.title },
              { name: "seoTitle", label: t("landingPages.field.seoTitle"), kind: "input", maxLength: LANDING_LIMITS.seoTitle, description: t("landingPages.field.seoTitleHint") },
              { name: "seoDescription", label: t("landingPages.field.seoDescription"), kind: "textarea", maxLength: LANDING_LIMITS.seoDescription, rows: 3 },
            ]}
            values={values}
            errors={errors}
          />
        </div>

        <BlocksEditor initial={blocks} errors={errors} options={options} />

        <SaveButton busy={saving} label={page ? t("landingPages.editor.save") : t("landingPages.editor.create")} busyLabel={t("landingPages.editor.saving")} />
      </AdminForm>

      {page && <DeleteSection area="landingPages" name={page.title} editorFormId="landing-form" />}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} message="landingPages.notFound" backTo="/admin/landing-pages" backLabel="landingPages.editor.back" />;
}
