/**
 * /admin/content (docs/product/admin-back-office.md#adm-23, docs/product/admin-back-office.md#adm-22): the shop's other texts, those that are
 * neither a page, nor the home page, nor the footer, in groups by where shoppers read them (the
 * product page, the cart and the order, sign-ups and consents, pages not found). Each group opens
 * in place (?group=<id>) with its texts in four languages, starting as the dictionary's; what the
 * owner writes overrides them, emptying a field gives the dictionary's back. A `{placeholder}` the
 * shop fills in (a count, an e-mail) must stay: a text that loses it is refused at its field.
 */

import { data, isRouteErrorResponse, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { Pencil, X } from "lucide-react";
import type { Route } from "./+types/content";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { changedCount, overrideFieldError, textsForEdit, type HomepageText } from "~/features/content/homepage-admin.server";
import { placeholdersOf, saveOverrides, StaticTranslationError } from "~/features/i18n/static-translations-admin.server";
import { CONTENT_GROUP_KEYS, CONTENT_GROUPS, CONTENT_TEXT_MAX, contentField, contentGroupSchema } from "~/schemas/admin/content";
import { LANGS, type Lang } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { AdminForm } from "~/components/admin/form/admin-form";
import { TranslatedFields, type TranslatedValues } from "~/components/admin/form/translated-fields";
import { useAnswerToasts } from "~/components/admin/form/answer-toasts";
import { SaveButton } from "~/components/admin/form/save-button";
import { buttonVariants } from "~/components/ui/button";
import { formAction, refusedBodyMessage } from "~/server/form-action.server";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "content:write");
  const texts = await textsForEdit(CONTENT_GROUP_KEYS.flatMap((group) => [...CONTENT_GROUPS[group]]));
  const groups = CONTENT_GROUP_KEYS.map((group) => {
    const own = texts.filter((text) => (CONTENT_GROUPS[group] as readonly string[]).includes(text.key));
    return { id: group, texts: own, changed: changedCount(own), placeholders: Object.fromEntries(own.map((text) => [text.key, placeholdersOf(text.dictionary.fr ?? "")])) };
  });
  return { groups };
}

/** `texts`: the group's texts as stored after a save, which the form starts again from. */
type ActionData = { group: string; result?: SubmissionResult<string[]>; ok?: string; error?: string; savedAt?: number; texts?: HomepageText[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff({ request, context }, "content:write");
  const form = await readFormData(request);
  const group = String(form.get("group") ?? "");
  return formAction({ request, context }, {
    schema: contentGroupSchema,
    form,
    answer: { group },
    invalid: (submission, t) => ({ error: refusedBodyMessage(submission, t) }),
    submit: async (value, { submission, t }) => {
      try {
        const { changed } = await saveOverrides(value.changes, { id: user.id, email: user.email }, { action: "content.texts" });
        const texts = await textsForEdit(CONTENT_GROUPS[value.group]);
        return data<ActionData>({ group, result: submission.reply(), ok: t(changed ? "contentTexts.saved" : "contentTexts.unchanged"), savedAt: Date.now(), texts });
      } catch (error) {
        if (error instanceof StaticTranslationError) {
          const fieldErrors = overrideFieldError(error, (key, lang) => `texts.${lang}.${contentField(key)}`, t);
          return data<ActionData>({ group, result: submission.reply({ fieldErrors }) }, { status: 400 });
        }
        logger.error({ err: error }, "content texts save failed");
        return data<ActionData>({ group, result: submission.reply(), error: t("contentTexts.errors.generic") }, { status: 500 });
      }
    },
  });
}

export const handle: CrumbHandle = { crumb: "shell.nav.content" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "contentTexts.title");

export default function ContentTexts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const [search] = useSearchParams();
  const open = search.get("group");
  const button = buttonVariants({ variant: "surface", size: "sm", className: "inline-flex items-center gap-1.5 lg:min-h-9" });

  return (
    <section aria-labelledby="content-title" className="space-y-4">
      <h1 id="content-title" className="text-3xl lg:text-4xl">
        {t("contentTexts.title")}
      </h1>
      <p className="text-sm text-muted">
        {t("contentTexts.intro")}{" "}
        <Link to="/admin/homepage" className="underline underline-offset-4 hover:text-ink">
          {t("contentTexts.homepageLink")}
        </Link>{" "}
        ·{" "}
        <Link to="/admin/footer" className="underline underline-offset-4 hover:text-ink">
          {t("contentTexts.footerLink")}
        </Link>
      </p>
      <ul className="space-y-2" aria-label={t("contentTexts.groups")}>
        {loaderData.groups.map((group) => {
          const name = t(`contentTexts.group.${group.id}`);
          const editing = open === group.id;
          return (
            <li key={group.id} className="rounded-soft border border-lines bg-surface p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <h2 id={`group-${group.id}-name`} className="font-sans text-base font-medium">
                    {name}
                  </h2>
                  <p className="text-xs text-muted">{t(`contentTexts.groupHint.${group.id}`)}</p>
                  <p className="mt-1 text-xs text-muted">
                    {t("contentTexts.count", { count: number(group.texts.length) })}
                    {group.changed > 0 && ` · ${t("contentTexts.changedCount", { count: number(group.changed) })}`}
                  </p>
                </div>
                <Link
                  to={editing ? "?" : `?group=${group.id}`}
                  preventScrollReset
                  replace
                  aria-expanded={editing}
                  aria-label={t(editing ? "contentTexts.closeLabel" : "contentTexts.editLabel", { name })}
                  className={button}
                >
                  {editing ? <X aria-hidden="true" className="size-4" /> : <Pencil aria-hidden="true" className="size-4" />}
                  {t(editing ? "contentTexts.close" : "contentTexts.edit")}
                </Link>
              </div>
              {editing && <GroupEditor group={group} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type Group = { id: string; texts: HomepageText[]; placeholders: Record<string, string[]> };

function GroupEditor({ group }: { group: Group }) {
  const { t } = useTranslator();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const own = answer?.group === group.id ? answer : undefined;
  const errors = (own?.result?.error ?? {}) as Record<string, string[] | null | undefined>;
  const saving = navigation.state === "submitting" && navigation.formData?.get("group") === group.id;

  useAnswerToasts(own, t("contentTexts.errors.check"));

  // After a failed save, what was typed; else the owner's texts, or the dictionary's (the default).
  const sent = own?.result?.status !== "success" ? (own?.result?.initialValue as { texts?: Partial<Record<Lang, Record<string, unknown>>> } | undefined)?.texts : undefined;
  const stored = own?.texts ?? group.texts;
  const values: TranslatedValues = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      Object.fromEntries(
        stored.map((text) => {
          const field = contentField(text.key);
          const typed = sent?.[lang]?.[field];
          return [field, typeof typed === "string" ? typed : (text.override[lang] ?? text.dictionary[lang] ?? "")];
        }),
      ),
    ]),
  );

  return (
    <div className="mt-4 border-t border-lines pt-4">
      <AdminForm method="post" noValidate key={group.id} aria-labelledby={`group-${group.id}-name`} className="space-y-4">
        <input type="hidden" name="intent" value="group" />
        <input type="hidden" name="group" value={group.id} />
        <TranslatedFields
          namePrefix="texts"
          legend={t("contentTexts.texts")}
          fields={group.texts.map((text) => {
            const placeholders = group.placeholders[text.key] ?? [];
            return {
              name: contentField(text.key),
              label: t(`contentTexts.key.${text.key}`),
              kind: (text.dictionary.fr ?? "").length > 70 ? "textarea" : "input",
              rows: 3,
              maxLength: CONTENT_TEXT_MAX,
              description: placeholders.length ? t("contentTexts.keepPlaceholders", { placeholders: placeholders.map((name) => `{${name}}`).join(" ") }) : undefined,
            } as const;
          })}
          values={values}
          errors={errors}
        />
        <p className="text-xs text-muted">{t("contentTexts.defaultsHint")}</p>
        <SaveButton busy={saving} label={t("contentTexts.save")} busyLabel={t("contentTexts.saving")} />
      </AdminForm>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}

