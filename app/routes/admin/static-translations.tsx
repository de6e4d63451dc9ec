/**
 * /admin/static-translations (docs/product/admin-back-office.md#adm-25): every text of the shop's dictionaries, with each
 * language's dictionary text and the owner's override. Search by key or by text, "missing" and
 * "changed" tabs (narrowed to one language with the filter), paged on the server: the URL is the
 * state (?edit=<key> opens a key's editor above the list). The editor shows the four languages side
 * by side (Hebrew right to left); a save that loses a {placeholder} is refused at its field, and each
 * language, or the whole key, goes back to the dictionary after a confirmation. Saved texts reach
 * every open page at once (the `texts` live event).
 */
import { useEffect, useMemo } from "react";
import { data, isRouteErrorResponse, Link, useActionData, useLocation } from "react-router";
import { useSettledAnswer } from "~/components/admin/form/admin-form";
import { textPlaceKey } from "~/components/admin/texts/text-place";
import type { Route } from "./+types/static-translations";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { listStaticTexts, saveOverrides, StaticTranslationError, staticTextForEdit, type StaticTextRow } from "~/features/i18n/static-translations-admin.server";
import { staticTextsFormSchema, staticTextsListSpec, staticTextsResetSchema } from "~/schemas/admin/static-translations";
import { parseListQuery } from "~/schemas/admin/list-query";
import { LANG_NAMES, LANGS } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter } from "~/components/admin/data-table/data-table";
import { FilterTabs } from "~/components/admin/data-table/filter-tabs";
import { TextStates } from "~/components/admin/texts/text-states";
import { StaticTextEditor } from "~/components/admin/texts/static-text-editor";
import { toast } from "~/components/ui/toast";
import { formAction, refusedBodyMessage } from "~/server/form-action.server";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "translations:write");
  const params = new URL(request.url).searchParams;
  const query = parseListQuery(staticTextsListSpec, params);
  const list = await listStaticTexts(query);
  const editKey = params.get("edit")?.slice(0, 200) ?? null;
  const editing = editKey ? await staticTextForEdit(editKey) : null;
  return { query, ...list, editKey, editing };
}

export type StaticTextsAnswer =
  | { intent: "save"; result: SubmissionResult<string[]>; ok?: string; error?: string; savedAt?: number }
  | { intent: "reset"; ok?: string; error?: string; savedAt?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "translations:write");
  const form = await readFormData(request);
  const actor = { id: user.id, email: user.email };
  const intent = String(form.get("intent") || "save");

  if (intent.startsWith("reset")) {
    // "reset" (the whole key) or "reset:<lang>"; a page without JavaScript posts the button's value.
    const lang = intent.split(":")[1] ?? form.get("lang") ?? "";
    const parsed = staticTextsResetSchema.safeParse({ key: form.get("key"), lang: lang === "all" ? "" : lang });
    if (!parsed.success) return data<StaticTextsAnswer>({ intent: "reset", error: t("staticTranslations.errors.invalid") }, { status: 400 });
    const langs = parsed.data.lang ? [parsed.data.lang] : [...LANGS];
    try {
      const { changed } = await saveOverrides(
        langs.map((one) => ({ key: parsed.data.key, lang: one, text: null })),
        actor,
        { action: "texts.reset" },
      );
      return data<StaticTextsAnswer>({ intent: "reset", ok: t(changed ? "staticTranslations.reset.done" : "staticTranslations.reset.nothing"), savedAt: Date.now() });
    } catch (error) {
      if (error instanceof StaticTranslationError) return data<StaticTextsAnswer>({ intent: "reset", error: t("staticTranslations.errors.unknownKey") }, { status: 404 });
      throw error;
    }
  }

  return formAction({ request, context }, {
    schema: staticTextsFormSchema,
    form,
    answer: { intent: "save" as const },
    invalid: (submission) => ({ error: refusedBodyMessage(submission, t) }),
    submit: async ({ key, texts }, { submission }) => {
      try {
        const { changed } = await saveOverrides(
          LANGS.map((lang) => ({ key, lang, text: texts[lang] })),
          actor,
        );
        return data<StaticTextsAnswer>({ intent: "save", result: submission.reply(), ok: t(changed ? "staticTranslations.saved" : "staticTranslations.unchanged"), savedAt: Date.now() });
      } catch (error) {
        if (error instanceof StaticTranslationError) {
          const field = `texts.${error.lang}`;
          const message =
            error.code === "placeholder_missing"
              ? t("staticTranslations.errors.placeholder", { placeholders: error.missing.join(", "), lang: LANG_NAMES[error.lang] })
              : error.code === "too_long"
                ? t("staticTranslations.errors.tooLong")
                : t("staticTranslations.errors.unknownKey");
          return data<StaticTextsAnswer>(
            { intent: "save", result: submission.reply({ fieldErrors: { [field]: [message] } }), error: message },
            { status: error.code === "unknown_key" ? 404 : 400 },
          );
        }
        logger.error({ err: error }, "static translation save failed");
        return data<StaticTextsAnswer>({ intent: "save", result: submission.reply(), error: t("staticTranslations.errors.generic") }, { status: 500 });
      }
    },
  });
}

export const handle: CrumbHandle = { crumb: "shell.nav.staticTranslations" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "staticTranslations.title");

/** The same list with `edit` set to `key` (or removed), keeping its search, filters and page. */
function editHref(search: string, key: string | null) {
  const params = new URLSearchParams(search);
  if (key) params.set("edit", key);
  else params.delete("edit");
  const query = params.toString();
  return query ? `?${query}` : "?";
}

export default function StaticTranslations({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, counts, editKey, editing } = loaderData;
  const { t } = useTranslator();
  const { lang } = useAdmin();
  const { search } = useLocation();
  const answer = useActionData<StaticTextsAnswer>();
  const settled = useSettledAnswer<StaticTextsAnswer>();

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.ok);
    else if (answer.error) toast.error(answer.error);
  }, [answer]);

  const columns = useMemo<AdminColumn<StaticTextRow>[]>(
    () => [
      {
        id: "key",
        // Where the text appears, in the admin's words; its technical key under it, small.
        header: t("staticTranslations.col.where"),
        sort: "key",
        primary: true,
        cell: (row) => (
          <span className="flex min-w-0 flex-col">
            <Link
              to={editHref(search, row.key)}
              preventScrollReset={false}
              aria-label={t("staticTranslations.editKey", { key: row.key })}
              className="inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline md:min-h-0"
            >
              {t(textPlaceKey(row.key))}
            </Link>
            <bdi dir="ltr" title={t("staticTranslations.key", { key: row.key })} className="break-all font-mono text-xs text-muted">
              {row.key}
            </bdi>
          </span>
        ),
      },
      {
        id: "text",
        header: t("staticTranslations.col.text", { lang: LANG_NAMES[lang] }),
        cell: (row) => {
          const text = row.overrides[lang] ?? row.dictionary[lang];
          return text ? (
            <span dir="auto" lang={lang} className="line-clamp-2 text-sm">
              {text}
            </span>
          ) : (
            <span className="text-sm text-muted">{t("staticTranslations.noText")}</span>
          );
        },
      },
      { id: "state", header: t("staticTranslations.col.state"), cell: (row) => <TextStates row={row} /> },
    ],
    [t, lang, search],
  );
  const filters = useMemo<AdminFilter[]>(
    () => [{ name: "lang", label: t("staticTranslations.filter.lang"), options: LANGS.map((one) => ({ value: one, label: LANG_NAMES[one] })) }],
    [t],
  );

  return (
    <section aria-labelledby="static-texts-title" className="space-y-4">
      <header className="space-y-1">
        <h1 id="static-texts-title" className="text-3xl lg:text-4xl">
          {t("staticTranslations.title")}
        </h1>
        <p className="max-w-2xl text-sm text-muted">{t("staticTranslations.intro")}</p>
      </header>

      {editKey && !editing && (
        <p role="alert" className="rounded-soft border border-accent-2/40 bg-accent-2/5 px-3 py-2 text-sm text-accent-2">
          {t("staticTranslations.errors.unknownKey")}{" "}
          <Link to={editHref(search, null)} className="underline">
            {t("staticTranslations.editor.close")}
          </Link>
        </p>
      )}
      {editing && (
        <StaticTextEditor
          // A save or a reset starts the fields again from what is stored.
          // (the texts are loaded after the action's answer: the key follows the answer once they are).
          key={`${editing.key}-${settled?.savedAt ?? 0}-${JSON.stringify(editing.overrides)}`}
          text={editing}
          answer={answer}
          closeHref={editHref(search, null)}
        />
      )}

      <FilterTabs
        query={query}
        name="state"
        label={t("staticTranslations.filter.state")}
        tabs={[
          { label: t("staticTranslations.state.all"), count: counts.all },
          { value: "missing", label: t("staticTranslations.state.missing"), count: counts.missing },
          { value: "overridden", label: t("staticTranslations.state.overridden"), count: counts.overridden },
        ]}
      />
      <DataTable
        caption={t("staticTranslations.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.key}
        rowLabel={(row) => row.key}
        searchPlaceholder={t("staticTranslations.searchPlaceholder")}
        filters={filters}
        keptFilters={["state"]}
        emptyText={t(query.q || query.filters.state ? "staticTranslations.emptySearch" : "staticTranslations.empty")}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
