import { useMemo } from "react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { Plus } from "lucide-react";
import type { Route } from "./+types/products";
import { requireStaff } from "~/server/permissions.server";
import { logger } from "~/server/logger.server";
import {
  bulkChangeProducts,
  categoryChoices,
  changeOf,
  listProducts,
  ProductAdminError,
  productListSpec,
  type ProductListQuery,
  type ProductRow,
} from "~/features/catalog/products-admin.server";
import { PRODUCT_BADGES, productBulkSchema, STOCK_LEVELS } from "~/schemas/admin/products";
import { parseListQuery } from "~/schemas/admin/list-query";
import { readFormData } from "~/server/form-data.server";
import { PRODUCT_STATUSES } from "../../../db/schema/catalog";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { Sentence } from "~/components/admin/shell/sentence";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTable, DataTableError, type AdminColumn, type AdminFilter, type BulkAction } from "~/components/admin/data-table/data-table";
import { DateCell, ImageCell, StatusCell, TextCell, type StatusTone } from "~/components/admin/data-table/cells";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * The products list (docs/product/admin-back-office.md#adm-13): the shared table with the catalogue's columns, filters and
 * bulk archive or activate. Names and categories are in the admin's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "products:read");
  const query = parseListQuery(productListSpec, new URL(request.url).searchParams) as ProductListQuery;
  const [{ rows, total }, categories] = await Promise.all([listProducts(query, lang), categoryChoices(lang)]);
  return { query, rows, total, categories };
}

/**
 * Bulk archive, activate, category or badge: each product changes on its own, and a refused one is
 * named with its reason. "prices" writes nothing: it opens the price change's preview for the
 * selection (products.prices.tsx), and needs the owner's prices:write.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { user, t } = await requireStaff({ request, context }, form.get("intent") === "prices" ? "prices:write" : "products:write");
  const parsed = productBulkSchema.safeParse({ intent: form.get("intent"), ids: form.getAll("ids"), value: form.get("value") ?? undefined });
  if (!parsed.success) return data({ error: t(parsed.error.issues[0]?.message ?? "products.errors.invalid"), results: [] }, { status: 400 });
  if (parsed.data.intent === "prices") {
    const selection = new URLSearchParams();
    for (const id of parsed.data.ids) selection.append("ids", id);
    return redirect(`/admin/products/prices?${selection}`);
  }
  const reasonOf = (error: unknown) => {
    if (error instanceof ProductAdminError) return t(`products.errors.${error.code}`);
    logger.error({ err: error }, "product bulk action failed");
    return t("products.errors.generic");
  };
  try {
    return { results: await bulkChangeProducts(parsed.data.ids, changeOf(parsed.data), { id: user.id, email: user.email }, reasonOf) };
  } catch (error) {
    // Refused as a whole (a category that no longer exists).
    if (error instanceof ProductAdminError) return data({ error: reasonOf(error), results: [] }, { status: 400 });
    throw error;
  }
}

export const handle: CrumbHandle = { crumb: "shell.nav.products" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "products.title");

const STATUS_TONE: Record<ProductRow["status"], StatusTone> = { draft: "info", active: "success", archived: "neutral" };
const STOCK_TONE: Record<ProductRow["stockLevel"], StatusTone> = { inStock: "success", low: "warning", soldOut: "danger" };

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, categories } = loaderData;
  const { t } = useTranslator();
  const { can, money, number } = useAdmin();

  const columns = useMemo<AdminColumn<ProductRow>[]>(
    () => [
      {
        id: "name",
        header: t("products.col.product"),
        sort: "name",
        primary: true,
        // The main image beside the name: the image is decoration, the name says it.
        cell: (row) => (
          <span className="flex items-center gap-3">
            <ImageCell src={row.imageUrl} alt="" />
            <span className="flex flex-col">
              <Link to={`/admin/products/${row.id}`} className="font-medium underline-offset-4 hover:underline">
                {row.name}
              </Link>
              <span className="text-xs font-normal text-muted">
                <Sentence text={t("products.sku")} values={{ sku: row.sku }} ltr />
              </span>
            </span>
          </span>
        ),
      },
      { id: "category", header: t("products.col.category"), cell: (row) => <TextCell>{row.categoryName}</TextCell> },
      {
        id: "price",
        header: t("products.col.price"),
        sort: "price",
        align: "end",
        cell: (row) => (
          <bdi dir="ltr" className="tabular-nums">
            {row.hasVariants ? t("products.fromPrice", { price: money(row.fromPriceMinor, "ILS") }) : money(row.fromPriceMinor, "ILS")}
          </bdi>
        ),
      },
      {
        id: "stock",
        header: t("products.col.stock"),
        sort: "stock",
        // The number opens the quick stock editor for those who may adjust it.
        cell: (row) => {
          const amount = (
            <bdi dir="ltr" className="tabular-nums" title={row.hasVariants ? t("products.stock.variants", { count: number(row.stock) }) : undefined}>
              {number(row.stock)}
            </bdi>
          );
          return (
            <span className="inline-flex flex-wrap items-center gap-2">
              {can("stock:write") ? (
                <Link to={`/admin/products/${row.id}/stock`} aria-label={t("stock.editor.open", { name: row.name })} className={buttonVariants({ variant: "outline", size: "icon", className: "px-2 md:min-h-8" })}>
                  {amount}
                </Link>
              ) : (
                amount
              )}
              {row.stockLevel !== "inStock" && <StatusCell label={t(`products.stock.${row.stockLevel}`)} tone={STOCK_TONE[row.stockLevel]} />}
            </span>
          );
        },
      },
      { id: "status", header: t("products.col.status"), cell: (row) => <StatusCell label={t(`products.status.${row.status}`)} tone={STATUS_TONE[row.status]} /> },
      {
        id: "badges",
        header: t("products.col.badges"),
        cell: (row) =>
          row.badges.length ? (
            <span className="flex flex-wrap gap-1">
              {row.badges.map((badge) => (
                <span key={badge} className="rounded-full border border-lines px-2 py-0.5 text-xs">
                  {t(`products.badge.${badge}`)}
                </span>
              ))}
            </span>
          ) : (
            <TextCell muted>—</TextCell>
          ),
      },
      { id: "createdAt", header: t("products.col.createdAt"), sort: "createdAt", cell: (row) => <DateCell value={row.createdAt} /> },
    ],
    [t, can, money, number],
  );
  const badgeOptions = useMemo(() => PRODUCT_BADGES.map((badge) => ({ value: badge, label: t(`products.badge.${badge}`) })), [t]);
  const filters = useMemo<AdminFilter[]>(
    () => [
      { name: "status", label: t("products.filter.status"), options: PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`products.status.${status}`) })) },
      { name: "category", label: t("products.filter.category"), options: categories.map((category) => ({ value: category.id, label: category.name })) },
      { name: "badge", label: t("products.filter.badge"), options: badgeOptions },
      { name: "stock", label: t("products.filter.stock"), options: STOCK_LEVELS.map((level) => ({ value: level, label: t(`products.stock.${level}`) })) },
    ],
    [t, categories, badgeOptions],
  );
  const bulkActions = useMemo<BulkAction[]>(
    () => [
      ...(can("products:write")
        ? [
            { intent: "activate", label: t("products.bulk.activate") },
            {
              intent: "set-category",
              label: t("products.bulk.setCategory"),
              choice: { label: t("products.bulk.chooseCategory"), options: categories.map((category) => ({ value: category.id, label: category.name })) },
            },
            { intent: "badge-on", label: t("products.bulk.badgeOn"), choice: { label: t("products.bulk.chooseBadgeOn"), options: badgeOptions } },
            { intent: "badge-off", label: t("products.bulk.badgeOff"), choice: { label: t("products.bulk.chooseBadgeOff"), options: badgeOptions } },
          ]
        : []),
      // Opens the preview page (the action redirects there): nothing changes before it is applied.
      ...(can("prices:write") ? [{ intent: "prices", label: t("products.bulk.prices") }] : []),
      ...(can("products:write") ? [{ intent: "archive", label: t("products.bulk.archive"), lost: (count: number) => t("products.bulk.archiveLost", { count: number(count) }) }] : []),
    ],
    [t, can, number, categories, badgeOptions],
  );

  return (
    <section aria-labelledby="products-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="products-title" className="text-3xl lg:text-4xl">{t("products.title")}</h1>
        {can("products:write") && (
          <Link to="/admin/products/new" className={buttonVariants({ variant: "accent", size: "md", inline: true })}>
            <Plus aria-hidden="true" className="size-4" />
            {t("productEditor.add")}
          </Link>
        )}
      </div>
      <DataTable
        caption={t("products.title")}
        rows={rows}
        total={total}
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
        searchPlaceholder={t("products.searchPlaceholder")}
        filters={filters}
        emptyText={t("products.empty")}
        bulkActions={bulkActions}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
