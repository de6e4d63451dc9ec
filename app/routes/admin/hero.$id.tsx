/**
 * /admin/hero/:id (docs/product/admin-back-office.md#adm-19): one slide's editor, and /admin/hero/new, which creates one
 * with the same form and the same action. The picture from the media library, the title, subtitle
 * and button text in four languages (tabs on a phone, columns on a desktop), the button's link, and
 * whether the slide shows; beside them a preview at a phone's and a desktop's width that follows
 * what is typed. Below, the delete, asked once.
 */
import { data, Link, useActionData, useNavigation } from "react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import type { Route } from "./+types/hero.$id";
import { requireStaff } from "~/server/permissions.server";
import { editorAction, type EditorAnswer } from "~/server/form-action.server";
import { deleteHeroSlide, getHeroSlideForEdit, HeroAdminError, saveHeroSlide } from "~/features/content/hero-admin.server";
import { HERO_CTA_MAX, HERO_SUBTITLE_MAX, HERO_TITLE_MAX, heroFormSchema } from "~/schemas/admin/hero";
import { LINK_MAX } from "~/schemas/admin/fields";
import { LANGS, type Lang } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";

import { DetailError } from "~/components/admin/shell/detail-not-found";
import { Panel } from "~/components/admin/shell/panel";
import { AdminForm } from "~/components/admin/form/admin-form";
import { LinkField } from "~/components/admin/form/link-field";
import { TranslatedFields } from "~/components/admin/form/translated-fields";
import { MediaField } from "~/components/admin/media/media-field";
import { StatusCell } from "~/components/admin/data-table/cells";
import { HeroPreview } from "~/components/admin/content/hero-preview";
import { useAnswerToasts, useCreatedToast } from "~/components/admin/form/answer-toasts";
import { fieldMessages } from "~/components/admin/form/field-messages";
import { DeleteSection } from "~/components/admin/form/delete-section";
import { SaveButton } from "~/components/admin/form/save-button";
import { useTranslator } from "~/lib/request-context";

const FORM_ID = "hero-form";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, t } = await requireStaff({ request, context }, "content:write");
  if (params.id === "new") {
    return { slide: null, title: t("hero.editor.newTitle") };
  }
  const slide = await getHeroSlideForEdit(params.id ?? "", lang);
  if (!slide) throw data({ error: "not-found" }, { status: 404 });
  return { slide, title: slide.title };
}

type ActionData = EditorAnswer;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff({ request, context }, "content:write");
  return editorAction({ request, context }, user, params.id, {
    area: "hero",
    list: "/admin/hero",
    schema: heroFormSchema,
    save: saveHeroSlide,
    remove: (id, _form, actor) => deleteHeroSlide(id, actor).then(() => 1),
    refused: (error) => (error instanceof HeroAdminError ? { code: error.code } : undefined),
    failure: "hero slide save failed",
  });
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.hero", to: "/admin/hero" },
  crumb: (loaderData) => (loaderData as { title?: string } | undefined)?.title ?? "—",
};

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "hero.title");

type Texts = { title: string; subtitle: string; ctaText: string };

/** What a failed save sent, as the fields' values (nothing typed is lost, with or without JavaScript). */
function sentValues(result: SubmissionResult<string[]> | undefined) {
  const sent = result?.initialValue as { imageUrl?: unknown; ctaLink?: unknown; isActive?: unknown; translations?: Partial<Record<Lang, Record<string, unknown>>> } | null | undefined;
  if (!sent || result?.status === "success") return null;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const translations = Object.fromEntries(
    LANGS.map((lang) => [lang, { title: text(sent.translations?.[lang]?.title), subtitle: text(sent.translations?.[lang]?.subtitle), ctaText: text(sent.translations?.[lang]?.ctaText) }]),
  ) as Record<Lang, Texts>;
  return { imageUrl: text(sent.imageUrl), ctaLink: text(sent.ctaLink), isActive: Boolean(sent.isActive), translations };
}

export default function HeroEditor({ loaderData }: Route.ComponentProps) {
  const { slide, title } = loaderData;
  const { t } = useTranslator();
  const { can, dir } = useAdmin();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const writable = can("content:write");
  const saveAnswer = answer?.intent === "save" ? answer : undefined;
  const errors = (saveAnswer?.result.error ?? {}) as Record<string, string[] | null | undefined>;
  const sent = sentValues(saveAnswer?.result);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;

  useAnswerToasts(answer, t("hero.errors.check"));

  useCreatedToast(t("hero.created"));

  const translations = sent?.translations ?? slide?.translations ?? {};
  const imageUrl = sent ? sent.imageUrl : (slide?.imageUrl ?? "");
  const ctaLink = sent ? sent.ctaLink : (slide?.ctaLink ?? "/shop");
  const isActive = sent ? sent.isActive : (slide?.isActive ?? true);
  const message = fieldMessages(errors, t);
  const saveLabel = slide ? t("hero.editor.save") : t("hero.editor.create");

  return (
    <section aria-labelledby="hero-editor-title" className="space-y-5">
      <Link to="/admin/hero" className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-ink">
        <Back aria-hidden="true" className="size-4" />
        {t("hero.editor.back")}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="hero-editor-title" dir="auto" className="text-3xl lg:text-4xl">
          {title}
        </h1>
        {slide && <StatusCell label={t(slide.isActive ? "hero.status.active" : "hero.status.inactive")} tone={slide.isActive ? "success" : "neutral"} />}
      </header>

      <AdminForm id={FORM_ID} method="post" noValidate key={slide?.id ?? "new"} saveLabel={saveLabel} className="space-y-5">
        <input type="hidden" name="intent" value="save" />
        <fieldset disabled={!writable} className="min-w-0 space-y-5">
          <Panel id="hero-image" title={t("hero.editor.image")}>
            <MediaField name="imageUrl" label={t("hero.field.image")} description={t("hero.field.imageHint")} defaultValue={imageUrl || null} error={message("imageUrl")} aspect={5 / 12} />
          </Panel>

          <div className="rounded-soft border border-lines bg-surface p-4">
            <TranslatedFields
              legend={t("hero.editor.texts")}
              fields={[
                { name: "title", label: t("hero.field.title"), kind: "input", required: true, maxLength: HERO_TITLE_MAX },
                { name: "subtitle", label: t("hero.field.subtitle"), kind: "textarea", maxLength: HERO_SUBTITLE_MAX, rows: 3 },
                { name: "ctaText", label: t("hero.field.ctaText"), kind: "input", maxLength: HERO_CTA_MAX, description: t("hero.field.ctaTextHint") },
              ]}
              values={translations}
              errors={errors}
            />
          </div>

          <Panel id="hero-settings" title={t("hero.editor.settings")}>
            <div className="space-y-5">
              <LinkField
                id="hero-link"
                name="ctaLink"
                label={t("hero.field.link")}
                hint={t("hero.field.linkHint")}
                error={message("ctaLink")}
                inputMode="url"
                maxLength={LINK_MAX}
                defaultValue={ctaLink}
              />
              <div>
                <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
                  <input type="checkbox" name="isActive" value="on" defaultChecked={isActive} aria-describedby="hero-active-hint" className="size-5 accent-accent" />
                  {t("hero.field.active")}
                </label>
                <p id="hero-active-hint" className="text-xs text-muted">
                  {t("hero.field.activeHint")}
                </p>
              </div>
            </div>
          </Panel>

          <Panel id="hero-preview" title={t("hero.preview.title")}>
            <HeroPreview formId={FORM_ID} initial={{ imageUrl, translations }} />
          </Panel>
        </fieldset>

        {writable && (
          <SaveButton busy={saving} label={saveLabel} busyLabel={t("hero.editor.saving")} />
        )}
      </AdminForm>

      {slide && writable && <DeleteSection area="hero" name={slide.title} editorFormId={FORM_ID} />}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} message="hero.notFound" backTo="/admin/hero" backLabel="hero.editor.back" />;
}
