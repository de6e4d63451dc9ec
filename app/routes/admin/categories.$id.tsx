/**
 * /admin/categories/:id (docs/product/admin-back-office.md#adm-17): one category's editor, and /admin/categories/new, which
 * creates one with the same form and the same action. Names and descriptions in the four languages
 * (tabs on a phone, columns on a desktop, each in its own direction), the address (slug), the image
 * from the media library and the visibility in the shop. Below, the delete: refused while the
 * category has products, with the offer to move them to another category first (one transaction).
 */
import { useRef, useState } from "react";
import { data, Form, Link, useActionData, useNavigation, useSubmit } from "react-router";
import { ArrowLeft, ArrowRight, ExternalLink, Package } from "lucide-react";
import type { Route } from "./+types/categories.$id";
import { requireStaff } from "~/server/permissions.server";
import { editorAction } from "~/server/form-action.server";
import { CategoryAdminError, deleteCategory, getCategoryForEdit, moveTargets, saveCategory } from "~/features/catalog/categories-admin.server";
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_SLUG_MAX,
  categoryDeleteSchema,
  categoryFormSchema,
} from "~/schemas/admin/categories";
import { LANGS, type Lang } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { DetailError } from "~/components/admin/shell/detail-not-found";
import { AdminForm } from "~/components/admin/form/admin-form";
import { FieldError } from "~/components/admin/form/field-error";
import { LinkField } from "~/components/admin/form/link-field";
import { TranslatedFields, type TranslatedValues } from "~/components/admin/form/translated-fields";
import { MediaField } from "~/components/admin/media/media-field";
import { ImageCell, StatusCell } from "~/components/admin/data-table/cells";
import { useAnswerToasts, useCreatedToast } from "~/components/admin/form/answer-toasts";
import { fieldMessages } from "~/components/admin/form/field-messages";
import { SaveButton } from "~/components/admin/form/save-button";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, t } = await requireStaff({ request, context }, "products:read");
  if (params.id === "new") {
    return { category: null, targets: [], title: t("categories.editor.newTitle") };
  }
  const category = await getCategoryForEdit(params.id ?? "", lang);
  if (!category) throw data({ error: "not-found" }, { status: 404 });
  return { category, targets: await moveTargets(category.id, lang), title: category.name };
}

type ActionData =
  | { intent: "save"; result: SubmissionResult<string[]>; ok?: string; error?: string; savedAt?: number }
  | { intent: "delete"; error?: string; errors?: { moveTo?: string } }
  | { intent: "invalid"; error: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff({ request, context }, "products:write");
  return editorAction({ request, context }, user, params.id, {
    area: "categories",
    list: "/admin/categories",
    schema: categoryFormSchema,
    save: saveCategory,
    // The delete answers in its own section: a refusal about the products' new category shows at that field.
    remove: async (id, form, actor, t) => {
      const parsed = categoryDeleteSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return data<ActionData>({ intent: "delete", errors: { moveTo: t(parsed.error.issues[0]?.message ?? "categories.errors.invalid") } }, { status: 400 });
      try {
        const { moved } = await deleteCategory(id, { moveTo: parsed.data.moveTo }, actor);
        return moved;
      } catch (error) {
        if (!(error instanceof CategoryAdminError)) throw error;
        const message = t(`categories.errors.${error.code}`, { count: error.details.count ?? 0 });
        if (error.code === "move_target") return data<ActionData>({ intent: "delete", errors: { moveTo: message } }, { status: 400 });
        return data<ActionData>({ intent: "delete", error: message }, { status: error.code === "not_found" ? 404 : 409 });
      }
    },
    refused: (error) => {
      if (!(error instanceof CategoryAdminError)) return undefined;
      // The message names the slug, so it is sent in words rather than as a key.
      if (error.code === "slug_taken") return { code: error.code, field: "slug", values: { slug: error.details.slug ?? "" } };
      return error.code === "not_found" ? { code: error.code } : undefined;
    },
    failure: "category save failed",
  });
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.categories", to: "/admin/categories" },
  crumb: (loaderData) => (loaderData as { title?: string } | undefined)?.title ?? "—",
};

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "categories.title");

/** What the form sent, as the fields' values, when a failed save comes back (so nothing typed is lost, with or without JavaScript). */
function sentValues(result: SubmissionResult<string[]> | undefined) {
  const sent = result?.initialValue as { slug?: unknown; imageUrl?: unknown; isActive?: unknown; translations?: Partial<Record<Lang, Record<string, unknown>>> } | null | undefined;
  if (!sent || result?.status === "success") return null;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const translations: TranslatedValues = Object.fromEntries(LANGS.map((lang) => [lang, { name: text(sent.translations?.[lang]?.name), description: text(sent.translations?.[lang]?.description) }]));
  return { slug: text(sent.slug), imageUrl: text(sent.imageUrl) || null, isActive: Boolean(sent.isActive), translations };
}

export default function CategoryEditor({ loaderData }: Route.ComponentProps) {
  const { category, targets, title } = loaderData;
  const { t } = useTranslator();
  const { can, lang, dir, number } = useAdmin();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const writable = can("products:write");
  const saveAnswer = answer?.intent === "save" ? answer : undefined;
  const errors = (saveAnswer?.result.error ?? {}) as Record<string, string[] | null | undefined>;
  const sent = sentValues(saveAnswer?.result);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;

  // A refused delete speaks in its own dialog, not as a toast.
  useAnswerToasts(answer?.intent === "delete" ? undefined : answer, t("categories.errors.check"));

  // A new category arrives here once created: say so once, then clean the address.
  useCreatedToast(t("categories.created"));

  const values: TranslatedValues = sent?.translations ?? category?.translations ?? {};
  const slug = sent ? sent.slug : (category?.slug ?? "");
  const imageUrl = sent ? sent.imageUrl : (category?.imageUrl ?? null);
  const isActive = sent ? sent.isActive : (category?.isActive ?? true);
  const message = fieldMessages(errors, t);

  return (
    <section aria-labelledby="category-title" className="space-y-5">
      <Link to="/admin/categories" className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-ink">
        <Back aria-hidden="true" className="size-4" />
        {t("categories.editor.back")}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {category?.imageUrl && <ImageCell src={category.imageUrl} alt="" />}
          <h1 id="category-title" dir="auto" className="text-3xl lg:text-4xl">
            {title}
          </h1>
          {category && <StatusCell label={t(category.isActive ? "categories.status.active" : "categories.status.inactive")} tone={category.isActive ? "success" : "neutral"} />}
        </div>
        {category && (
          <div className="flex flex-wrap gap-2">
            {category.isActive && (
              <a
                href={`/${lang}/category/${category.slug}`}
                target="_blank"
                rel="noreferrer"
                className={buttonVariants({ variant: "surface", size: "sm", inline: true })}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t("categories.editor.viewInShop")}
              </a>
            )}
            <Link
              to={`/admin/products?category=${category.id}`}
              className={buttonVariants({ variant: "surface", size: "sm", inline: true })}
            >
              <Package aria-hidden="true" className="size-4" />
              {t("categories.editor.products", { count: number(category.productCount) })}
            </Link>
          </div>
        )}
      </header>

      <AdminForm
        id="category-form"
        method="post"
        noValidate
        // A save starts the form again from what was stored (a slug made from the name shows up).
        key={category?.id ?? "new"}
        saveLabel={category ? t("categories.editor.save") : t("categories.editor.create")}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value="save" />
        <fieldset disabled={!writable} className="min-w-0 space-y-5">
          <div className="rounded-soft border border-lines bg-surface p-4">
            <TranslatedFields
              legend={t("categories.editor.texts")}
              fields={[
                { name: "name", label: t("categories.field.name"), kind: "input", required: true, maxLength: CATEGORY_NAME_MAX },
                { name: "description", label: t("categories.field.description"), kind: "textarea", maxLength: CATEGORY_DESCRIPTION_MAX, rows: 5 },
              ]}
              values={values}
              errors={errors}
            />
          </div>

          <div className="space-y-5 rounded-soft border border-lines bg-surface p-4">
            <h2 className="font-sans text-base font-semibold">{t("categories.editor.settings")}</h2>
            <LinkField
              id="category-slug"
              name="slug"
              label={t("categories.field.slug")}
              hint={t("categories.field.slugHint")}
              error={message("slug")}
              maxLength={CATEGORY_SLUG_MAX}
              defaultValue={slug}
            />
            <MediaField name="imageUrl" label={t("categories.field.image")} description={t("categories.field.imageHint")} defaultValue={imageUrl} error={message("imageUrl")} aspect={5 / 12} />
            <div>
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
                <input type="checkbox" name="isActive" value="on" defaultChecked={isActive} aria-describedby="category-active-hint" className="size-5 accent-accent" />
                {t("categories.field.active")}
              </label>
              <p id="category-active-hint" className="text-xs text-muted">
                {t("categories.field.activeHint")}
              </p>
            </div>
          </div>
        </fieldset>

        {writable && (
          <SaveButton busy={saving} label={category ? t("categories.editor.save") : t("categories.editor.create")} busyLabel={t("categories.editor.saving")} />
        )}
      </AdminForm>

      {category && writable && <DeleteCategory category={category} targets={targets} answer={answer?.intent === "delete" ? answer : undefined} />}
    </section>
  );
}

/** The delete, or the move of the products then the delete, each asked once in the shell's dialog. */
function DeleteCategory({
  category,
  targets,
  answer,
}: {
  category: { id: string; name: string; productCount: number };
  targets: { id: string; name: string; isActive: boolean }[];
  answer?: { error?: string; errors?: { moveTo?: string } };
}) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const [target, setTarget] = useState("");
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const hasProducts = category.productCount > 0;
  const targetName = targets.find((candidate) => candidate.id === target)?.name ?? "";
  const count = number(category.productCount);

  return (
    <section aria-labelledby="category-delete-title" className="space-y-3 rounded-soft border border-accent-2/30 bg-surface p-4">
      <h2 id="category-delete-title" className="font-sans text-base font-semibold">
        {t("categories.delete.title")}
      </h2>
      {answer?.error && (
        <p role="alert" className="rounded-soft border border-accent-2/40 bg-accent-2/5 px-3 py-2 text-sm text-accent-2">
          {answer.error}
        </p>
      )}
      {hasProducts && targets.length === 0 ? (
        <p className="text-sm">
          {t("categories.delete.hasProducts", { count })} {t("categories.delete.noTarget")}
        </p>
      ) : (
        <Form ref={form} method="post" noValidate className="space-y-3">
          <input type="hidden" name="intent" value="delete" />
          <p className="text-sm">{hasProducts ? t("categories.delete.hasProducts", { count }) : t("categories.delete.empty")}</p>
          {hasProducts && (
            <div>
              <label htmlFor="category-move-to" className="mb-1 block text-sm font-medium">
                {t("categories.delete.moveTo")}
              </label>
              <select
                id="category-move-to"
                name="moveTo"
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                aria-invalid={answer?.errors?.moveTo ? true : undefined}
                aria-describedby={answer?.errors?.moveTo ? "category-move-to-error" : undefined}
                className="field max-w-md"
              >
                <option value="">{t("categories.delete.choose")}</option>
                {targets.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.isActive ? candidate.name : t("categories.delete.inactiveTarget", { name: candidate.name })}
                  </option>
                ))}
              </select>
              <FieldError id="category-move-to-error" message={answer?.errors?.moveTo} />
            </div>
          )}
          <Button
            type="submit"
            disabled={deleting}
            aria-busy={deleting || undefined}
            onClick={(event) => {
              // With a target chosen (or nothing to move) ask first; without one the server says what is missing.
              if (hasProducts && !target) return;
              event.preventDefault();
              setAsking(true);
            }}
            variant="danger" size="md" className="font-medium disabled:opacity-60"
          >
            {deleting ? t("categories.delete.deleting") : hasProducts ? t("categories.delete.moveAndDelete") : t("categories.delete.button")}
          </Button>
        </Form>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("categories.delete.confirmTitle", { name: category.name })}
        lost={hasProducts ? t("categories.delete.moveLost", { name: category.name, count, target: targetName }) : t("categories.delete.lost", { name: category.name })}
        confirmLabel={hasProducts ? t("categories.delete.moveAndDelete") : t("categories.delete.button")}
        onConfirm={() => {
          // What the editor above holds goes with the category: its unsaved-changes guard must not stop the way out.
          (document.getElementById("category-form") as HTMLFormElement | null)?.reset();
          window.setTimeout(() => form.current && submit(form.current, { method: "post" }), 30);
        }}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} message="categories.notFound" backTo="/admin/categories" backLabel="categories.editor.back" />;
}
