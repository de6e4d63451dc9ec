/**
 * /admin/seo (docs/product/admin-back-office.md#adm-31): every product, static page and landing page with its search title
 * and description in the four languages, each language marked complete or to complete; filtered by
 * kind and by a language that lacks a text, searched by name. Each opens the SEO dialog (the
 * product editor's fields, counters and search-result preview). Above, the shop's default social
 * image, which every storefront page without its own image shares.
 */
import { useMemo, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/seo";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { listSeoEntries, saveDefaultSocialImage, saveSeo, SeoAdminError, type SeoEntry, type SeoListQuery } from "~/features/content/seo-admin.server";
import { readSiteSettings } from "~/features/content/settings-admin.server";
import { ProductEditorError } from "~/features/catalog/product-editor-admin.server";
import { parseListQuery } from "~/schemas/admin/list-query";
import { SEO_KINDS, seoListSpec, seoSaveSchema, socialImageSchema } from "~/schemas/admin/seo";
import { LANGS } from "~/lib/langs";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { Panel } from "~/components/admin/shell/panel";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { TextCell } from "~/components/admin/data-table/cells";
import { MediaField } from "~/components/admin/media/media-field";
import { SeoEditDialog, type SeoSaveAnswer } from "~/components/admin/seo/seo-edit-dialog";
import { toast } from "~/components/ui/toast";
import { useEachAnswer } from "~/hooks/browser";
import { Button } from "~/components/ui/button";
import { formAction, refusedBodyMessage } from "~/server/form-action.server";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "seo:write");
  const query = parseListQuery(seoListSpec, new URL(request.url).searchParams) as SeoListQuery;
  const [{ rows, total }, settings] = await Promise.all([listSeoEntries(query, lang), readSiteSettings()]);
  return { query, rows, total, defaultSocialImage: settings?.defaultSocialImage ?? null };
}

type ActionData = SeoSaveAnswer & { intent?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "seo:write");
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const actor = { id: user.id, email: user.email };
  const translated = (errors: Record<string, string[] | null> | undefined) =>
    Object.fromEntries(Object.entries(errors ?? {}).map(([name, messages]) => [name, messages?.map((message) => t(message)) ?? null]));

  if (intent === "socialImage") {
    const parsed = socialImageSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return data<ActionData>({ intent, error: t("seo.errors.image"), errors: { defaultSocialImage: [t("seo.errors.image")] } }, { status: 400 });
    const changed = await saveDefaultSocialImage(parsed.data.defaultSocialImage, actor);
    return data<ActionData>({ intent, ok: t(changed ? "seo.social.saved" : "seo.unchanged") });
  }
  if (intent !== "save") return data<ActionData>({ intent, error: t("seo.errors.invalid") }, { status: 400 });
  return formAction({ request, context }, {
    schema: seoSaveSchema,
    form,
    answer: { intent },
    invalid: (submission) => ({ error: refusedBodyMessage(submission, t) ?? t("seo.errors.check"), errors: translated("error" in submission ? (submission.error as Record<string, string[] | null>) : undefined) }),
    submit: async (value) => {
      try {
        const changed = await saveSeo(value, actor);
        return data<ActionData>({ intent, ok: t(changed ? "seo.saved" : "seo.unchanged") });
      } catch (error) {
        if (error instanceof SeoAdminError) {
          const message = t(`seo.errors.${error.code}`);
          return data<ActionData>({ intent, error: message, errors: error.field ? { [error.field]: [message] } : undefined }, { status: error.code === "not_found" ? 404 : 400 });
        }
        if (error instanceof ProductEditorError) return data<ActionData>({ intent, error: t("seo.errors.not_found") }, { status: 404 });
        logger.error({ err: error }, "seo save failed");
        return data<ActionData>({ intent, error: t("seo.errors.generic") }, { status: 500 });
      }
    },
  });
}

export const handle: CrumbHandle = { crumb: "shell.nav.seo" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "seo.title");

export default function Seo({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, defaultSocialImage } = loaderData;
  const { t } = useTranslator();
  const [editing, setEditing] = useState<SeoEntry | null>(null);

  const columns = useMemo<AdminColumn<SeoEntry>[]>(
    () => [
      {
        id: "name",
        header: t("seo.col.name"),
        sort: "name",
        primary: true,
        cell: (row) => (
          <span className="inline-flex min-w-0 flex-col">
            <Link to={row.editHref} dir="auto" className="font-medium underline-offset-4 hover:underline">
              {row.name}
            </Link>
            <bdi dir="ltr" className="truncate font-mono text-xs text-muted">
              {row.path}
            </bdi>
          </span>
        ),
      },
      { id: "kind", header: t("seo.col.kind"), cell: (row) => <TextCell>{t(`seo.kind.${row.kind}`)}</TextCell> },
      {
        id: "languages",
        header: t("seo.col.languages"),
        cell: (row) => (
          <ul className="flex flex-wrap gap-1" aria-label={t("seo.col.languages")}>
            {LANGS.map((lang) => {
              const missing = row.missing.includes(lang);
              return (
                <li
                  key={lang}
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${missing ? "bg-[#fbefd9] text-[#6e4612]" : "bg-[#e4f1e6] text-[#1e5630]"}`}
                  title={t(missing ? "seo.lang.missing" : "seo.lang.ok", { lang: lang.toUpperCase() })}
                >
                  <span aria-hidden="true" dir="ltr">
                    {lang.toUpperCase()} {missing ? "!" : "✓"}
                  </span>
                  <span className="sr-only">{t(missing ? "seo.lang.missing" : "seo.lang.ok", { lang: lang.toUpperCase() })}</span>
                </li>
              );
            })}
          </ul>
        ),
      },
      {
        id: "action",
        header: t("seo.col.action"),
        align: "end",
        cell: (row) => (
          <Button
            type="button"
            onClick={() => setEditing(row)}
            aria-haspopup="dialog"
            aria-label={t("seo.editLabel", { name: row.name })}
            variant="surface" size="sm" className="inline-flex items-center"
          >
            {t("seo.edit")}
          </Button>
        ),
      },
    ],
    [t],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [
      { name: "kind", label: t("seo.filter.kind"), options: SEO_KINDS.map((kind) => ({ value: kind, label: t(`seo.kind.${kind}`) })) },
      { name: "missing", label: t("seo.filter.missing"), options: LANGS.map((lang) => ({ value: lang, label: lang.toUpperCase() })) },
    ],
    [t],
  );

  return (
    <section aria-labelledby="seo-title" className="space-y-5">
      <h1 id="seo-title" className="text-3xl lg:text-4xl">
        {t("seo.title")}
      </h1>
      <p className="max-w-prose text-sm text-muted">{t("seo.intro")}</p>
      <SocialImage current={defaultSocialImage} />
      <DataTable
        caption={t("seo.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => `${row.kind}-${row.id}`}
        rowLabel={(row) => row.name}
        searchPlaceholder={t("seo.searchPlaceholder")}
        filters={filters}
        emptyText={t("seo.empty")}
      />
      <SeoEditDialog entry={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

function SocialImage({ current }: { current: string | null }) {
  const { t } = useTranslator();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "socialImage";
  useEachAnswer(answer?.intent === "socialImage" ? answer : undefined, (reply) => {
    if (reply.ok) toast.success(reply.ok);
    else if (reply.error) toast.error(reply.error);
  });
  return (
    <Panel id="seo-social" title={t("seo.social.title")}>
      <Form method="post" className="space-y-3" preventScrollReset>
        <input type="hidden" name="intent" value="socialImage" />
        <MediaField
          name="defaultSocialImage"
          label={t("seo.social.title")}
          description={t("seo.social.hint")}
          defaultValue={current}
          error={answer?.intent === "socialImage" ? answer.errors?.defaultSocialImage?.[0] ?? undefined : undefined}
          aspect={630 / 1200}
        />
        <Button type="submit" disabled={saving} aria-busy={saving || undefined} variant="accent" size="md">
          {saving ? t("seo.dialog.saving") : t("seo.social.save")}
        </Button>
      </Form>
    </Panel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
