import { useEffect, useMemo, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Copy, ExternalLink, Eye, EyeOff, Package, Trash2 } from "lucide-react";
import type { Route } from "./+types/products.$id";
import { requireStaff } from "~/server/permissions.server";
import { formAction, refusedBodyMessage } from "~/server/form-action.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { can } from "~/lib/permissions";
import { listAudit } from "~/features/audit/audit.server";
import { categoryChoices } from "~/features/catalog/products-admin.server";
import {
  deleteProduct,
  duplicateProduct,
  newProductValues,
  productForEditor,
  ProductEditorError,
  saveProduct,
} from "~/features/catalog/product-editor-admin.server";
import { PRODUCT_LIMITS, PRODUCT_LONG_TEXTS, PRODUCT_TEXT_FIELDS, productFormSchema } from "~/schemas/admin/product-form";
import { PRODUCT_BADGES } from "~/schemas/admin/products";
import { PRODUCT_STATUSES } from "../../../db/schema/catalog";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { Sentence } from "~/components/admin/shell/sentence";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DetailError } from "~/components/admin/shell/detail-not-found";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { AdminForm } from "~/components/admin/form/admin-form";
import { FieldError } from "~/components/admin/form/field-error";
import { TranslatedFields, type TranslatedField } from "~/components/admin/form/translated-fields";
import { MoneyInput } from "~/components/admin/form/money-input";
import { Panel } from "~/components/admin/shell/panel";
import { AuditTrail } from "~/components/admin/audit/audit-trail";
import { ProductImages } from "~/components/admin/products/product-images";
import { VariantEditor } from "~/components/admin/products/variant-editor";
import { SeoDialog } from "~/components/admin/products/seo-dialog";
import { StatusCell } from "~/components/admin/data-table/cells";
import { toast } from "~/components/ui/toast";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * The product editor (docs/product/admin-back-office.md#adm-14): /admin/products/new creates, /admin/products/<id> edits,
 * with one form and one action. Texts in four languages side by side, price, category, badges,
 * status, photos, variants, stock and SEO are saved together, in one transaction, by the catalogue
 * service (product-editor-admin.server.ts). The page also duplicates and deletes (a product that was
 * ordered can only be archived), and says what keeps the product out of the shop.
 */
const NEW = "new";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, lang, t } = await requireStaff({ request, context }, "products:read");
  const categories = await categoryChoices(lang);
  if (params.id === NEW) {
    const values = newProductValues(categories[0]?.id ?? "");
    return { mode: "create" as const, id: null, crumb: t("productEditor.crumbNew"), categories, values, variantIds: [], orderedVariantIds: [], ordered: false, problems: [], audit: null };
  }
  const product = await productForEditor(params.id);
  if (!product) throw data({ error: "not-found" }, { status: 404 });
  const audit = can(user, "audit:read") ? (await listAudit({ entity: "product", entityId: params.id, pageSize: 20 })).rows : null;
  // The crumb names the product in the admin's language, French filling a gap.
  const crumb = product.values.translations[lang].name || product.values.translations.fr.name;
  return { mode: "edit" as const, ...product, crumb, categories, audit };
}

type FieldErrors = Record<string, string[] | null>;
type ActionData = { ok?: string; error?: string; errors?: FieldErrors };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "products:write");
  const form = await readFormData(request);
  const intent = form.get("intent") ?? "save";
  const actor = { id: user.id, email: user.email };
  const refusal = (error: unknown) => {
    if (error instanceof ProductEditorError) {
      const message = t(`productEditor.errors.${error.code}`, error.detail);
      const status = error.code === "not_found" ? 404 : 409;
      return data<ActionData>({ error: message, errors: error.field ? { [error.field]: [message] } : undefined }, { status });
    }
    logger.error({ err: error }, "product editor action failed");
    return data<ActionData>({ error: t("productEditor.errors.generic") }, { status: 500 });
  };

  if (intent === "duplicate" || intent === "delete") {
    if (params.id === NEW) return data<ActionData>({ error: t("productEditor.errors.invalid") }, { status: 400 });
    try {
      if (intent === "duplicate") {
        const copy = await duplicateProduct(params.id, actor);
        return redirect(`/admin/products/${copy}?done=duplicated`);
      }
      await deleteProduct(params.id, actor);
      return redirect("/admin/products?done=deleted");
    } catch (error) {
      return refusal(error);
    }
  }
  if (intent !== "save") return data<ActionData>({ error: t("productEditor.errors.invalid") }, { status: 400 });

  return formAction({ request, context }, {
    schema: productFormSchema,
    form,
    invalid: (submission) => {
      const refused = refusedBodyMessage(submission, t);
      if (refused) return { error: refused };
      const errors = Object.fromEntries(Object.entries(("error" in submission && submission.error) || {}).map(([name, messages]) => [name, messages?.map((message) => t(message)) ?? null]));
      return { error: t("productEditor.errorsBelow"), errors };
    },
    submit: async (input) => {
      const id = params.id === NEW ? null : params.id;
      // Prices are the owner's (permission "prices:write"): someone without it may edit the rest.
      if (!can(user, "prices:write")) {
        const stored = id ? await productForEditor(id) : null;
        const storedPrices = stored ? [stored.values.price, ...(stored.values.variants ?? []).map((variant) => `${variant.sku}:${variant.priceAdjustment}`)].join("|") : null;
        const wanted = [(input.price / 100).toFixed(2), ...input.variants.map((variant) => `${variant.sku}:${(variant.priceAdjustment / 100).toFixed(2)}`)].join("|");
        if (storedPrices !== wanted) return data<ActionData>({ error: t("productEditor.errors.prices") }, { status: 403 });
      }
      try {
        const result = await saveProduct(id, input, actor);
        if (result.created) return redirect(`/admin/products/${result.id}?done=created`);
        return data<ActionData>({ ok: t(result.changed ? "productEditor.saved" : "productEditor.unchanged") });
      } catch (error) {
        return refusal(error);
      }
    },
  });
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.products", to: "/admin/products" },
  crumb: (loaderData) => (loaderData as { crumb?: string } | undefined)?.crumb || "—",
};

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => adminTitle(matches, loaded?.mode === "create" ? "productEditor.newTitle" : "products.title");

const STATUS_TONE = { draft: "info", active: "success", archived: "neutral" } as const;

export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, id, categories, values, orderedVariantIds, ordered, problems, audit } = loaderData;
  const { t } = useTranslator();
  const { can: allowed, lang } = useAdmin();
  const answer = actionData as ActionData | undefined;
  const errors = answer?.errors ?? {};
  const navigation = useNavigation();
  const [deleting, setDeleting] = useState(false);
  const editable = allowed("products:write");

  // What the last save (or the redirect after a create, a duplicate) says, once, as a toast.
  useEffect(() => {
    if (answer?.ok) toast.success(answer.ok);
    else if (answer?.error) toast.error(answer.error);
  }, [answer]);
  useEffect(() => {
    const done = new URLSearchParams(window.location.search).get("done");
    if (done === "created") toast.success(t("productEditor.created"));
    if (done === "duplicated") toast.success(t("productEditor.duplicated"));
    if (done) window.history.replaceState(null, "", window.location.pathname);
  }, [id, t]);

  const textFields = useMemo<TranslatedField[]>(
    () =>
      PRODUCT_TEXT_FIELDS.map((name) => ({
        name,
        label: t(`productEditor.text.${name}`),
        kind: PRODUCT_LONG_TEXTS.includes(name) ? "textarea" : "input",
        required: name === "name",
        maxLength: name === "name" ? PRODUCT_LIMITS.name : PRODUCT_LONG_TEXTS.includes(name) ? PRODUCT_LIMITS.longText : PRODUCT_LIMITS.shortText,
      })),
    [t],
  );
  const error = (name: string) => errors[name]?.[0] ?? undefined;
  const title = mode === "create" ? t("productEditor.newTitle") : loaderData.crumb || values.sku;
  // Keyed on the saved version to the millisecond: String() of a Date stops at the second, so a
  // second save within the same second left the form, and its "unsaved changes" bar, as they were.
  const formKey = `${id ?? NEW}:${loaderData.mode === "edit" ? new Date(loaderData.updatedAt).getTime() : ""}`;

  if (mode === "create" && categories.length === 0) {
    return (
      <section className="space-y-4">
        <h1 className="text-3xl">{title}</h1>
        <p role="status" className="rounded-soft border border-lines bg-surface p-4">
          {t("productEditor.noCategory")}{" "}
          <Link to="/admin/categories/new" className="underline underline-offset-4">
            {t("shell.nav.categories")}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="product-title" className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="product-title" dir="auto" className="text-3xl lg:text-4xl">
            {title}
          </h1>
          {mode === "edit" && (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <StatusCell label={t(`products.status.${values.status}`)} tone={STATUS_TONE[values.status]} />
              <span>
                <Sentence text={t("products.sku")} values={{ sku: values.sku }} ltr />
              </span>
            </p>
          )}
        </div>
        {mode === "edit" && id && (
          <div className="flex flex-wrap gap-2">
            {values.status === "active" && (
              <a href={`/${lang}/product/${id}`} target="_blank" rel="noreferrer" className={buttonVariants({ variant: "outline", size: "sm", inline: true })}>
                <ExternalLink aria-hidden="true" className="size-4" />
                {t("productEditor.viewInShop")}
              </a>
            )}
            {allowed("stock:write") && (
              <Link to={`/admin/products/${id}/stock`} className={buttonVariants({ variant: "outline", size: "sm", inline: true })}>
                <Package aria-hidden="true" className="size-4" />
                {t("productEditor.stockLink")}
              </Link>
            )}
            {editable && (
              <Form method="post">
                <Button type="submit" name="intent" value="duplicate" disabled={navigation.state !== "idle"} variant="outline" size="sm" inline>
                  <Copy aria-hidden="true" className="size-4" />
                  {t("productEditor.duplicate")}
                </Button>
              </Form>
            )}
            {editable && !ordered && (
              <ConfirmDialog
                open={deleting}
                onOpenChange={setDeleting}
                title={t("productEditor.deleteTitle")}
                lost={t("productEditor.deleteLost")}
                confirmLabel={t("productEditor.delete")}
                onConfirm={() => {
                  const form = document.getElementById("product-delete-form") as HTMLFormElement | null;
                  form?.requestSubmit();
                }}
              >
                <Button type="button" variant="outline" size="sm" inline className="text-accent-2">
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("productEditor.delete")}
                </Button>
              </ConfirmDialog>
            )}
            <Form method="post" id="product-delete-form" hidden>
              <input type="hidden" name="intent" value="delete" />
            </Form>
          </div>
        )}
      </header>

      {mode === "edit" && <Visibility problems={problems} />}
      {mode === "edit" && ordered && <p className="text-sm text-muted">{t("productEditor.orderedHint")}</p>}

      <AdminForm key={formKey} method="post" id="product-form" noValidate className="space-y-5" saveLabel={mode === "create" ? t("productEditor.create") : undefined}>
        <input type="hidden" name="intent" value="save" />
        {answer?.error && answer.errors && (
          <p role="alert" className="rounded-soft border border-accent-2/40 bg-accent-2/5 px-4 py-3 text-sm text-accent-2">
            {answer.error}
          </p>
        )}

        <Panel id="product-general" title={t("productEditor.section.general")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="product-sku" className="mb-1 block text-sm font-medium">{t("productEditor.field.sku")}</label>
              <input id="product-sku" name="sku" defaultValue={values.sku} required maxLength={PRODUCT_LIMITS.sku} dir="ltr" autoCapitalize="characters" spellCheck={false} className="field" aria-describedby="product-sku-hint product-sku-error" aria-invalid={error("sku") ? true : undefined} />
              <p id="product-sku-hint" className="mt-1 text-xs text-muted">{t("productEditor.field.skuHint")}</p>
              <FieldError id="product-sku-error" message={error("sku")} />
            </div>
            <div>
              <label htmlFor="product-category" className="mb-1 block text-sm font-medium">{t("productEditor.field.category")}</label>
              <select id="product-category" name="categoryId" defaultValue={values.categoryId} className="field" aria-describedby="product-category-error" aria-invalid={error("categoryId") ? true : undefined}>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>{category.name}</option>
                ))}
              </select>
              <FieldError id="product-category-error" message={error("categoryId")} />
            </div>
            <div>
              <MoneyInput id="product-price" name="price" label={t("productEditor.field.price")} defaultValue={values.price} hint={t("productEditor.field.priceHint")} error={error("price")} required />
            </div>
            <fieldset>
              <legend className="mb-1 text-sm font-medium">{t("productEditor.field.status")}</legend>
              <div className="space-y-2">
                {PRODUCT_STATUSES.map((status) => (
                  <label key={status} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-soft border border-lines px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-background">
                    <input type="radio" name="status" value={status} defaultChecked={values.status === status} className="mt-1 accent-accent" />
                    <span>
                      <span className="font-medium">{t(`products.status.${status}`)}</span>
                      <span className="block text-xs text-muted">{t(`productEditor.statusHint.${status}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          <fieldset className="mt-4">
            <legend className="mb-1 text-sm font-medium">{t("productEditor.field.badges")}</legend>
            <div className="flex flex-wrap gap-2">
              {PRODUCT_BADGES.map((badge) => (
                <label key={badge} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-lines px-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-background">
                  <input type="checkbox" name={badge} value="on" defaultChecked={Boolean(values[badge])} className="accent-accent" />
                  {t(`products.badge.${badge}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </Panel>

        <Panel id="product-texts" title={t("productEditor.section.texts")}>
          <TranslatedFields fields={textFields} values={values.translations} errors={errors} />
          <SeoDialog translations={values.translations} productId={id} errors={errors} />
        </Panel>

        <Panel id="product-images" title={t("productEditor.section.images")}>
          <ProductImages initial={values.images ?? []} errors={errors} />
        </Panel>

        <Panel id="product-variants" title={t("productEditor.section.variants")}>
          <VariantEditor initialAxes={values.axes} initialVariants={values.variants ?? []} productSku={values.sku} orderedVariantIds={orderedVariantIds} errors={errors} />
        </Panel>

        <Panel id="product-stock" title={t("productEditor.section.stock")}>
          <StockField stock={values.stock ?? 0} stockLoaded={mode === "edit" ? values.stockLoaded : undefined} hasVariants={(values.variants ?? []).length > 0} error={error("stock")} />
        </Panel>
      </AdminForm>

      {audit && (
        <Panel id="product-audit" title={t("audit.title")}>
          <AuditTrail entries={audit} />
        </Panel>
      )}
    </section>
  );
}

/** "Why isn't it visible?": what keeps the product out of the shop, or that it is there. */
function Visibility({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslator();
  // Sold out is no reason to be hidden: the shop lists it, marked sold out.
  if (problems.every((problem) => problem === "noStock")) {
    return (
      <p className="inline-flex flex-wrap items-center gap-2 rounded-soft border border-lines bg-surface px-3 py-2 text-sm" data-testid="product-visibility">
        <Eye aria-hidden="true" className="size-4 text-[#1e5630]" />
        {t("productEditor.visibility.visible")}
        {problems.length > 0 && <span className="text-muted">{t("productEditor.visibility.noStock")}</span>}
      </p>
    );
  }
  return (
    <section aria-labelledby="visibility-title" className="rounded-soft border border-accent/40 bg-accent-soft/40 p-4" data-testid="product-visibility">
      <h2 id="visibility-title" className="flex items-center gap-2 font-sans text-base font-semibold">
        <EyeOff aria-hidden="true" className="size-4" />
        {t("productEditor.visibility.title")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-sm">
        {problems.map((problem) => (
          <li key={problem}>{t(`productEditor.visibility.${problem}`)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The product's own stock: typed for a product without variants, the variants' sum otherwise. */
function StockField({ stock, stockLoaded, hasVariants, error }: { stock: number; stockLoaded?: number; hasVariants: boolean; error?: string }) {
  const { t } = useTranslator();
  return (
    <div className="max-w-xs">
      {stockLoaded !== undefined && <input type="hidden" name="stockLoaded" value={stockLoaded} />}
      <label htmlFor="product-stock" className="mb-1 block text-sm font-medium">{t("productEditor.field.stock")}</label>
      <input id="product-stock" name="stock" type="text" inputMode="numeric" defaultValue={stock} dir="ltr" className="field tabular-nums" readOnly={hasVariants} aria-describedby="product-stock-hint product-stock-error" aria-invalid={error ? true : undefined} />
      <p id="product-stock-hint" className="mt-1 text-xs text-muted">{hasVariants ? t("productEditor.field.stockVariants") : t("productEditor.field.stockHint")}</p>
      <FieldError id="product-stock-error" message={error} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} message="productEditor.notFound" backTo="/admin/products" backLabel="shell.nav.products" />;
}
