/**
 * /admin/categories (docs/product/admin-back-office.md#adm-17): the categories in the shop's order (the order of the shop's
 * chips), each with its image, name, address, product count, missing languages and visibility.
 * The order changes with the up and down buttons (the keyboard's way, and a page without
 * JavaScript's), or by dragging a row by its handle; a category is shown or hidden in one click
 * (hiding one that has products asks first). Editing, creating and deleting happen on
 * /admin/categories/:id.
 */
import { useMemo, useState, type FormEvent } from "react";
import { isRouteErrorResponse, Link, useFetcher, type FetcherWithComponents } from "react-router";
import { Eye, EyeOff, Plus } from "lucide-react";
import type { Route } from "./+types/categories";
import { requireStaff } from "~/server/permissions.server";
import { orderedListAction, type OrderedListAnswer } from "~/features/admin/ordered-list-action.server";
import {
  CategoryAdminError,
  listCategoriesAdmin,
  moveCategory,
  setCategoryActive,
  setCategoryOrder,
  type CategoryListRow,
} from "~/features/catalog/categories-admin.server";
import { categoryActiveSchema, categoryMoveSchema, categoryOrderSchema } from "~/schemas/admin/categories";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { ImageCell, StatusCell } from "~/components/admin/data-table/cells";
import { toast } from "~/components/ui/toast";
import { useEachAnswer } from "~/hooks/browser";
import { useDeletedToast } from "~/components/admin/form/answer-toasts";
import { pendingOrder, useMoveFocus } from "~/components/admin/content/ordered-list";
import { MoveButtons, SortableList, SortableRow } from "~/components/admin/content/sortable-list";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "products:read");
  return { rows: await listCategoriesAdmin(lang) };
}

type ActionData = OrderedListAnswer;

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff({ request, context }, "products:write");
  return orderedListAction({ request, context }, user, {
    area: "categories",
    schemas: {
      move: categoryMoveSchema,
      order: categoryOrderSchema,
      active: categoryActiveSchema,
    },
    list: listCategoriesAdmin,
    nameOf: (row) => row.name,
    move: moveCategory,
    setOrder: setCategoryOrder,
    setActive: setCategoryActive,
    refusal: (error) => (error instanceof CategoryAdminError ? { code: error.code, values: { count: error.details.count ?? 0 } } : undefined),
    failure: "category list action failed",
  });
}

export const handle: CrumbHandle = { crumb: "shell.nav.categories" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "categories.title");

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { can, number } = useAdmin();
  const fetcher = useFetcher<ActionData>({ key: "categories-list" });
  const writable = can("products:write");
  const rows = useMemo(() => pendingOrder(loaderData.rows, fetcher.formData), [loaderData.rows, fetcher.formData]);
  const [hiding, setHiding] = useState<CategoryListRow | null>(null);

  useEachAnswer(fetcher.state === "idle" ? fetcher.data : undefined, (answer) => {
    if (answer.ok) toast.success(answer.ok);
    else if (answer.error) toast.error(answer.error);
  });

  // The editor's delete lands here, saying how many products it moved.
  useDeletedToast((deleted) => {
    const moved = Number(deleted) || 0;
    return moved > 0 ? t("categories.deletedMoved", { count: number(moved) }) : t("categories.deleted");
  });

  const moving = useMoveFocus("move", rows, fetcher.state);

  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: "post" });

  return (
    <section aria-labelledby="categories-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="categories-title" className="text-3xl lg:text-4xl">
          {t("categories.title")}
        </h1>
        {writable && (
          <Link
            to="/admin/categories/new"
            className={buttonVariants({ variant: "accent", size: "md", inline: true })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("categories.new")}
          </Link>
        )}
      </div>
      <p className="text-sm text-muted">
        {t("categories.intro")} {writable && rows.length > 1 && t("categories.reorderHint")}
      </p>

      {rows.length === 0 ? (
        <div className="rounded-soft border border-lines bg-surface px-4 py-10 text-center">
          <p>{t("categories.empty")}</p>
          {writable && (
            <Link
              to="/admin/categories/new"
              className={buttonVariants({ variant: "outline", size: "md", inline: true, className: "mt-4" })}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t("categories.new")}
            </Link>
          )}
        </div>
      ) : (
        // The shared list of the content screens (drag by the handle, or pick it up with Space and
        // move it with the arrows); the up and down buttons stay, the way without JavaScript.
        <SortableList
          ids={rows.map((row) => row.id)}
          label={t("categories.listLabel")}
          nameOf={(id) => rows.find((row) => row.id === id)?.name ?? ""}
          onReorder={(ids) => submit({ intent: "order", ids: ids.join(",") })}
          disabled={!writable}
          busy={fetcher.state !== "idle"}
        >
          {rows.map((row, index) => (
            <CategoryItem
              key={row.id}
              row={row}
              position={index + 1}
              first={index === 0}
              last={index === rows.length - 1}
              writable={writable}
              fetcher={fetcher}
              onMove={(direction) => moving(row.id, direction)}
              onToggle={(event) => {
                // Hiding a category hides its products too: with some, ask first.
                if (row.isActive && row.productCount > 0) {
                  event.preventDefault();
                  setHiding(row);
                }
              }}
            />
          ))}
        </SortableList>
      )}

      <ConfirmDialog
        open={hiding !== null}
        onOpenChange={(open) => !open && setHiding(null)}
        title={t("categories.deactivateTitle", { name: hiding?.name ?? "" })}
        lost={t("categories.deactivateLost", {
          name: hiding?.name ?? "",
          count: number(hiding?.productCount ?? 0),
        })}
        confirmLabel={t("categories.deactivate")}
        onConfirm={() => hiding && submit({ intent: "deactivate", id: hiding.id })}
      />
    </section>
  );
}

function CategoryItem({
  row,
  position,
  first,
  last,
  writable,
  onMove,
  onToggle,
  fetcher,
}: {
  row: CategoryListRow;
  position: number;
  first: boolean;
  last: boolean;
  writable: boolean;
  /** Called as the move's form is sent (the fetcher sends it). */
  onMove: (direction: "up" | "down") => void;
  /** Called as the visibility form is sent; it may stop it to ask first. */
  onToggle: (event: FormEvent<HTMLFormElement>) => void;
  fetcher: FetcherWithComponents<ActionData>;
}) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const facts = (
    <>
      <span className="text-sm text-muted">{t("categories.productCount", { count: number(row.productCount) })}</span>
      <StatusCell label={t(row.isActive ? "categories.status.active" : "categories.status.inactive")} tone={row.isActive ? "success" : "neutral"} />
    </>
  );
  return (
    <SortableRow id={row.id} handleLabel={t("categories.dragHandle", { name: row.name })} className="items-center">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
          <span aria-hidden="true" className="w-5 shrink-0 text-center text-sm tabular-nums text-muted">
            {number(position)}
          </span>
          <ImageCell src={row.imageUrl} alt="" />
          <div className="min-w-0">
            <Link
              to={`/admin/categories/${row.id}`}
              aria-label={t("categories.editLabel", { name: row.name })}
              className="font-medium underline-offset-4 hover:underline"
            >
              {row.name}
            </Link>
            <p className="truncate text-xs text-muted">
              <span className="sr-only">{t("categories.slug")} </span>
              <bdi dir="ltr">/category/{row.slug}</bdi>
            </p>
            {row.missing.length > 0 && (
              <p className="text-xs text-accent-2">
                {t("categories.missing", {
                  langs: row.missing.map((lang) => lang.toUpperCase()).join(", "),
                })}
              </p>
            )}
            {/* On a phone the facts sit under the name, leaving the row below to the buttons. */}
            <div className="mt-1 flex flex-wrap items-center gap-2 lg:hidden">{facts}</div>
          </div>
        </div>
        <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
          <div className="hidden items-center gap-2 lg:flex">{facts}</div>
          {writable && (
            <>
              <MoveButtons
                fetcher={fetcher}
                value={row.id}
                idPrefix="move"
                first={first}
                last={last}
                label={(direction) => t(direction === "up" ? "categories.moveUp" : "categories.moveDown", { name: row.name })}
                onMove={onMove}
              />
              <fetcher.Form method="post" onSubmit={onToggle}>
                <input type="hidden" name="intent" value={row.isActive ? "deactivate" : "activate"} />
                <input type="hidden" name="id" value={row.id} />
                <Button
                  type="submit"
                  aria-label={t(row.isActive ? "categories.deactivateLabel" : "categories.activateLabel", { name: row.name })}
                  variant="surface" size="sm" className="inline-flex items-center gap-1.5 lg:min-h-9"
                >
                  {row.isActive ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
                  {t(row.isActive ? "categories.deactivate" : "categories.activate")}
                </Button>
              </fetcher.Form>
            </>
          )}
        </div>
      </div>
    </SortableRow>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
