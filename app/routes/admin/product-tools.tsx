import { useEffect, useId } from "react";
import { data, Form, isRouteErrorResponse, useNavigation } from "react-router";
import { Download } from "lucide-react";
import type { Route } from "./+types/product-tools";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { can, type Permission } from "~/lib/permissions";
import { SWATCH_NAMES } from "~/lib/swatches";
import {
  applyStocktake,
  planStocktake,
  runImport,
  toolsOverview,
  type CsvIssue,
  type ImportGroup,
  type ImportReport,
  type ImportStatus,
  type StocktakeReport,
} from "~/features/catalog/product-tools-admin.server";
import { productToolsSchema, PRODUCT_TOOLS_INTENTS, type ProductToolsIntent } from "~/schemas/admin/product-tools";
import { PRODUCT_BADGES } from "~/schemas/admin/products";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { ChangeArrow } from "~/components/admin/shell/sentence";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { StatusCell, type StatusTone } from "~/components/admin/data-table/cells";
import { FieldError } from "~/components/admin/form/field-error";
import { toast } from "~/components/ui/toast";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * The product tools (docs/product/admin-back-office.md#adm-18, docs/product/admin-back-office.md#adm-18), phone first: the catalogue's CSV
 * export, its import (a dry run first, then one transaction), and a bulk stocktake. Each form posts
 * an intent; a preview answers with what would happen and the file itself (base64, so that not a
 * byte of it changes on the way), which the "Appliquer" form posts back without a new upload.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "products:read");
  return toolsOverview(lang);
}

const INTENT_PERMISSIONS: Record<ProductToolsIntent, Permission> = {
  "import-preview": "products:write",
  "import-apply": "products:write",
  "stocktake-preview": "stock:write",
  "stocktake-apply": "stock:write",
};

export type ActionData = {
  intent: string;
  ok?: string;
  error?: string;
  /** The field a bad post is about ("text" for the file). */
  field?: string;
  importReport?: ImportReport;
  stocktakeReport?: StocktakeReport;
  /** The file as the preview read it, for the apply step. */
  payload?: string;
};

/** The posted file: the preview's carried payload, else an uploaded file, else the pasted text. */
async function textOf(form: FormData, apply: boolean): Promise<string> {
  if (apply) {
    const payload = form.get("payload");
    return typeof payload === "string" ? Buffer.from(payload, "base64").toString("utf8") : "";
  }
  const file = form.get("file");
  if (file instanceof File && file.size > 0) return file.text();
  const text = form.get("text");
  return typeof text === "string" ? text : "";
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  // Each intent checks its own permission; an unknown one still needs a staff member who may write products.
  const { user, t } = await requireStaff({ request, context }, INTENT_PERMISSIONS[intent as ProductToolsIntent] ?? "products:write");
  const apply = intent.endsWith("-apply");
  const parsed = productToolsSchema.safeParse({ intent, text: await textOf(form, apply) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data<ActionData>({ intent, error: t(issue?.message ?? "productTools.errors.intent"), field: String(issue?.path[0] ?? "text") }, { status: 400 });
  }
  const { text } = parsed.data;
  const actor = { id: user.id, email: user.email };
  const payload = Buffer.from(text, "utf8").toString("base64");
  try {
    if (parsed.data.intent === "import-preview" || parsed.data.intent === "import-apply") {
      const report = await runImport(text, actor, { apply, canChangePrices: can(user, "prices:write") });
      if (!apply) return data<ActionData>({ intent, importReport: report, payload });
      if (!report.applied) return data<ActionData>({ intent, importReport: report, payload, error: t("productTools.import.notApplied") }, { status: 422 });
      return data<ActionData>({ intent, importReport: report, ok: t("productTools.import.applied", { created: report.counts.created, updated: report.counts.updated }) });
    }
    if (!apply) return data<ActionData>({ intent, stocktakeReport: await planStocktake(text, t.lang), payload });
    const report = await applyStocktake(text, t.lang, actor, t("productTools.stocktake.note"));
    if (!report.applied) return data<ActionData>({ intent, stocktakeReport: report, payload, error: t("productTools.stocktake.notApplied") }, { status: 422 });
    return data<ActionData>({ intent, stocktakeReport: report, ok: t("productTools.stocktake.applied", { count: report.changing }) });
  } catch (error) {
    logger.error({ err: error, intent }, "product tools failed");
    return data<ActionData>({ intent, error: t("productTools.errors.generic") }, { status: 500 });
  }
}

export const handle: CrumbHandle = { crumb: "shell.nav.productTools" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "productTools.title");

const panel = "space-y-3 rounded-soft border border-lines bg-surface p-4";
const primaryButton = buttonVariants({ variant: "accent", size: "md", inline: true, className: "justify-center" });
const secondaryButton = buttonVariants({ variant: "strong", size: "md", inline: true, className: "justify-center disabled:opacity-60" });

export default function ProductTools({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, products } = loaderData;
  const answer = actionData as ActionData | undefined;
  const { t } = useTranslator();
  const { can: may, number } = useAdmin();

  useEffect(() => {
    if (answer?.ok) toast.success(answer.ok);
    else if (answer?.error && answer.field === undefined) toast.error(answer.error);
  }, [answer]);

  const forImport = answer?.intent.startsWith("import-") ? answer : undefined;
  const forStocktake = answer?.intent.startsWith("stocktake-") ? answer : undefined;

  return (
    <section aria-labelledby="tools-title" className="space-y-5">
      <div>
        <h1 id="tools-title" className="text-3xl lg:text-4xl">{t("productTools.title")}</h1>
        <p className="mt-1 text-sm text-muted">{t("productTools.intro")}</p>
      </div>

      <section aria-labelledby="export-title" className={panel}>
        <h2 id="export-title" className="font-sans text-lg font-semibold">{t("productTools.export.title")}</h2>
        <p className="text-sm">{t("productTools.export.text", { count: number(products) })}</p>
        <a href="/admin/product-tools/export.csv" download className={secondaryButton}>
          <Download aria-hidden="true" className="size-4" />
          {t("productTools.export.download")}
        </a>
        <details className="rounded-soft border border-lines">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium">{t("productTools.format.title")}</summary>
          <dl className="space-y-2 border-t border-lines px-3 py-3 text-sm">
            <FormatItem columns="product_sku" text={t("productTools.format.productSku")} />
            <FormatItem columns="variant_sku" text={t("productTools.format.variantSku")} />
            <FormatItem columns="category" text={t("productTools.format.category", { slugs: categories.map((category) => category.slug).join(", ") })} />
            <FormatItem columns="status" text={t("productTools.format.status")} />
            <FormatItem columns="price, price_adjustment" text={t("productTools.format.prices")} />
            <FormatItem columns="stock" text={t("productTools.format.stock")} />
            <FormatItem columns="variant_active" text={t("productTools.format.active")} />
            <FormatItem columns="variant_weight_g, variant_dimensions_cm, variant_burn_hours" text={t("productTools.format.facts")} />
            <FormatItem columns="badges" text={t("productTools.format.badges", { badges: PRODUCT_BADGES.join(", ") })} />
            <FormatItem columns="name_fr … seo_description_ru" text={t("productTools.format.texts")} />
            <FormatItem columns="size_*, color_*, color_swatch, scent_variant_*" text={t("productTools.format.options", { swatches: SWATCH_NAMES.join(", ") })} />
            <FormatItem columns="image_urls, image_alt_*" text={t("productTools.format.images")} />
          </dl>
          <div className="space-y-2 border-t border-lines px-3 py-3 text-sm">
            <p>{t("productTools.format.keep")}</p>
            <p>{t("productTools.format.encoding")}</p>
          </div>
        </details>
      </section>

      {may("products:write") && (
        <section aria-labelledby="import-title" className={panel}>
          <h2 id="import-title" className="font-sans text-lg font-semibold">{t("productTools.import.title")}</h2>
          <p className="text-sm text-muted">{t("productTools.import.text")}</p>
          <UploadForm
            intent="import-preview"
            fileLabel={t("productTools.import.file")}
            textLabel={t("productTools.import.paste")}
            submitLabel={t("productTools.import.check")}
            error={forImport?.field ? forImport.error : undefined}
          />
          {forImport?.importReport && <ImportPreview report={forImport.importReport} payload={forImport.payload} />}
        </section>
      )}

      {may("stock:write") && (
        <section aria-labelledby="stocktake-title" className={panel}>
          <h2 id="stocktake-title" className="font-sans text-lg font-semibold">{t("productTools.stocktake.title")}</h2>
          <p className="text-sm text-muted">{t("productTools.stocktake.text")}</p>
          <UploadForm
            intent="stocktake-preview"
            textFirst
            fileLabel={t("productTools.stocktake.file")}
            textLabel={t("productTools.stocktake.lines")}
            placeholder={"BOUGIE-AMBRE-S;12\nBOUGIE-AMBRE-L;4"}
            submitLabel={t("productTools.stocktake.check")}
            error={forStocktake?.field ? forStocktake.error : undefined}
          />
          {forStocktake?.stocktakeReport && <StocktakePreview report={forStocktake.stocktakeReport} payload={forStocktake.payload} />}
        </section>
      )}
    </section>
  );
}

function FormatItem({ columns, text }: { columns: string; text: string }) {
  return (
    <div>
      <dt>
        <code dir="ltr" className="rounded bg-background px-1 text-xs">{columns}</code>
      </dt>
      <dd className="mt-0.5 text-muted">{text}</dd>
    </div>
  );
}

/** A file to choose or text to paste, posted (multipart) for a preview. */
function UploadForm({
  intent,
  fileLabel,
  textLabel,
  submitLabel,
  placeholder,
  textFirst = false,
  error,
}: {
  intent: (typeof PRODUCT_TOOLS_INTENTS)[number];
  fileLabel: string;
  textLabel: string;
  submitLabel: string;
  placeholder?: string;
  textFirst?: boolean;
  error?: string;
}) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const file = (
    <div>
      <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium">{fileLabel}</label>
      <input id={`${id}-file`} name="file" type="file" accept=".csv,.txt,text/csv,text/plain" aria-describedby={`${id}-error`} className="block w-full min-h-11 text-sm file:me-3 file:min-h-11 file:rounded-soft file:border file:border-lines file:bg-background file:px-3" />
    </div>
  );
  const text = (
    <div>
      <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium">{textLabel}</label>
      <textarea id={`${id}-text`} name="text" rows={textFirst ? 6 : 3} dir="ltr" spellCheck={false} placeholder={placeholder} aria-describedby={`${id}-error`} aria-invalid={error ? true : undefined} className="field font-mono text-sm" />
    </div>
  );
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {textFirst ? text : file}
      {textFirst ? file : text}
      <FieldError id={`${id}-error`} message={error} />
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={secondaryButton}>
        {submitLabel}
      </button>
    </Form>
  );
}

/** The "Appliquer" form: the previewed file goes back as it was read. */
function ApplyForm({ intent, payload, label, disabled }: { intent: ProductToolsIntent; payload: string; label: string; disabled: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" encType="multipart/form-data">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="payload" value={payload} />
      <button type="submit" disabled={disabled || busy} aria-busy={busy || undefined} className={`${primaryButton} w-full sm:w-auto`}>
        {label}
      </button>
    </Form>
  );
}

const STATUS_TONE: Record<ImportStatus, StatusTone> = { created: "success", updated: "info", unchanged: "neutral", refused: "danger" };
const STATUS_ORDER: ImportStatus[] = ["refused", "created", "updated", "unchanged"];

function IssueList({ issues }: { issues: CsvIssue[] }) {
  const { t } = useTranslator();
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-accent-2">
      {issues.map((issue, index) => (
        <li key={index}>
          {issue.line !== undefined && <span className="font-medium">{t("productTools.line", { line: issue.line })}</span>}
          {issue.column && (
            <>
              {" · "}
              <code dir="ltr" className="text-xs">{issue.column}</code>
            </>
          )}
          {issue.line !== undefined || issue.column ? t("productTools.issueSeparator") : ""}
          {t(issue.message, issue.params)}
        </li>
      ))}
    </ul>
  );
}

function ImportPreview({ report, payload }: { report: ImportReport; payload?: string }) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const changing = report.counts.created + report.counts.updated;
  const refused = report.fileIssues.length > 0 || report.counts.refused > 0;
  const shown = [...report.groups].filter((group) => group.status !== "unchanged").sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status));
  const unchanged = report.groups.filter((group) => group.status === "unchanged");
  return (
    <section aria-labelledby="import-preview-title" className="space-y-3 border-t border-lines pt-3">
      <h3 id="import-preview-title" className="font-sans text-base font-semibold">
        {t(report.applied ? "productTools.import.appliedTitle" : "productTools.import.previewTitle")}
      </h3>
      {report.fileIssues.length > 0 ? (
        <div role="alert">
          <p className="text-sm font-medium">{t("productTools.import.fileRefused")}</p>
          <IssueList issues={report.fileIssues} />
        </div>
      ) : (
        <p role="status" className="text-sm font-medium">
          {t("productTools.import.counts", {
            created: number(report.counts.created),
            updated: number(report.counts.updated),
            unchanged: number(report.counts.unchanged),
            refused: number(report.counts.refused),
          })}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="divide-y divide-lines rounded-soft border border-lines">
          {shown.map((group, index) => (
            <GroupRow key={`${group.sku}-${index}`} group={group} />
          ))}
        </ul>
      )}
      {unchanged.length > 0 && (
        <details className="rounded-soft border border-lines">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm">{t("productTools.import.unchangedList", { count: number(unchanged.length) })}</summary>
          <ul className="divide-y divide-lines border-t border-lines">
            {unchanged.map((group) => (
              <GroupRow key={group.sku} group={group} />
            ))}
          </ul>
        </details>
      )}
      {!report.applied && payload && report.fileIssues.length === 0 && (
        <div className="space-y-2">
          {refused ? (
            <p className="text-sm text-accent-2">{t("productTools.import.blocked")}</p>
          ) : changing === 0 ? (
            <p className="text-sm text-muted">{t("productTools.import.nothing")}</p>
          ) : null}
          {changing > 0 && <ApplyForm intent="import-apply" payload={payload} label={`${t("productTools.import.apply")} (${number(changing)})`} disabled={refused} />}
        </div>
      )}
    </section>
  );
}

function GroupRow({ group }: { group: ImportGroup }) {
  const { t } = useTranslator();
  const [from, to] = group.lines;
  return (
    <li className="space-y-1 px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StatusCell label={t(`productTools.status.${group.status}`)} tone={STATUS_TONE[group.status]} />
        <span className="font-medium">{group.name || "—"}</span>
        {group.sku && <bdi dir="ltr" className="text-xs text-muted">{group.sku}</bdi>}
        <span className="text-xs text-muted">{from === to ? t("productTools.line", { line: from }) : t("productTools.import.lines", { from, to })}</span>
      </div>
      {group.status === "updated" && group.changes.length > 0 && (
        <p className="text-xs text-muted">{t("productTools.import.changes", { list: group.changes.map((change) => t(`productTools.change.${change}`)).join(", ") })}</p>
      )}
      {group.issues.length > 0 && <IssueList issues={group.issues} />}
    </li>
  );
}

function StocktakePreview({ report, payload }: { report: StocktakeReport; payload?: string }) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const refused = report.fileIssues.length > 0 || report.refused > 0;
  return (
    <section aria-labelledby="stocktake-preview-title" className="space-y-3 border-t border-lines pt-3">
      <h3 id="stocktake-preview-title" className="font-sans text-base font-semibold">
        {t(report.applied ? "productTools.stocktake.appliedTitle" : "productTools.stocktake.previewTitle")}
      </h3>
      {report.fileIssues.length > 0 ? (
        <div role="alert">
          <IssueList issues={report.fileIssues} />
        </div>
      ) : (
        <p role="status" className="text-sm font-medium">
          {report.applied
            ? t("productTools.stocktake.corrected", { count: number(report.changing) })
            : t("productTools.stocktake.summary", { changing: number(report.changing), refused: number(report.refused) })}
        </p>
      )}
      {report.lines.length > 0 && (
        <ul className="divide-y divide-lines rounded-soft border border-lines">
          {report.lines.map((line) => {
            const difference = line.counted !== null && line.current !== undefined ? line.counted - line.current : null;
            return (
              <li key={line.line} className="grid gap-1 px-3 py-2 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
                <span>
                  <span className="text-xs text-muted">{t("productTools.line", { line: line.line })}</span>{" "}
                  <bdi dir="ltr" className="font-medium">{line.sku || "—"}</bdi>
                  {line.name && (
                    <span className="block">
                      {line.name}
                      {line.variantLabel && <span className="text-muted"> · {line.variantLabel}</span>}
                    </span>
                  )}
                  {line.issues.length > 0 && <IssueList issues={line.issues.map(({ message, params }) => ({ message, params }))} />}
                </span>
                {line.issues.length === 0 && line.current !== undefined && line.counted !== null && (
                  <span className="sm:text-end">
                    <span className="tabular-nums">
                      <bdi dir="ltr">{number(line.current)}</bdi> <ChangeArrow />{" "}
                      <strong>
                        <bdi dir="ltr">{number(line.counted)}</bdi>
                      </strong>
                    </span>{" "}
                    {difference ? (
                      <bdi dir="ltr" className={`text-xs tabular-nums ${difference < 0 ? "text-accent-2" : "text-[#1e5630]"}`}>
                        ({difference > 0 ? `+${number(difference)}` : number(difference)})
                      </bdi>
                    ) : (
                      <span className="text-xs text-muted">({t("productTools.stocktake.same")})</span>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!report.applied && payload && report.fileIssues.length === 0 && (
        <div className="space-y-2">
          {refused ? (
            <p className="text-sm text-accent-2">{t("productTools.stocktake.blocked")}</p>
          ) : report.changing === 0 ? (
            <p className="text-sm text-muted">{t("productTools.stocktake.nothing")}</p>
          ) : null}
          {report.changing > 0 && <ApplyForm intent="stocktake-apply" payload={payload} label={`${t("productTools.stocktake.apply")} (${number(report.changing)})`} disabled={refused} />}
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
