/**
 * /admin/hero (docs/product/admin-back-office.md#adm-19): the home page's slides in the shop's order, each with its picture,
 * title, link, missing languages and whether it shows. The order changes by dragging a row by its
 * handle (pointer, touch or keyboard) or with the earlier/later buttons; a slide is shown or hidden
 * in one click. Creating, editing and deleting happen on /admin/hero/:id.
 */
import { useMemo } from "react";
import { isRouteErrorResponse, Link, useFetcher } from "react-router";
import { Eye, EyeOff, ImagePlus, Plus } from "lucide-react";
import type { Route } from "./+types/hero";
import { requireStaff } from "~/server/permissions.server";
import { orderedListAction, type OrderedListAnswer } from "~/features/admin/ordered-list-action.server";
import { HeroAdminError, listHeroSlidesAdmin, moveHeroSlide, setHeroSlideActive, setHeroSlideOrder } from "~/features/content/hero-admin.server";
import { heroActiveSchema, heroMoveSchema, heroOrderSchema } from "~/schemas/admin/hero";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { StatusCell } from "~/components/admin/data-table/cells";
import { MoveButtons, SortableList, SortableRow } from "~/components/admin/content/sortable-list";
import { imageUrl } from "~/components/ui/responsive-image";
import { toast } from "~/components/ui/toast";
import { useEachAnswer } from "~/hooks/browser";
import { useDeletedToast } from "~/components/admin/form/answer-toasts";
import { pendingOrder, useMoveFocus } from "~/components/admin/content/ordered-list";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "content:write");
  return { rows: await listHeroSlidesAdmin(lang) };
}

type ActionData = OrderedListAnswer;

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff({ request, context }, "content:write");
  return orderedListAction({ request, context }, user, {
    area: "hero",
    schemas: { move: heroMoveSchema, order: heroOrderSchema, active: heroActiveSchema },
    list: listHeroSlidesAdmin,
    nameOf: (row) => row.title,
    move: moveHeroSlide,
    setOrder: setHeroSlideOrder,
    setActive: setHeroSlideActive,
    refusal: (error) => (error instanceof HeroAdminError ? { code: error.code } : undefined),
    failure: "hero list action failed",
  });
}

export const handle: CrumbHandle = { crumb: "shell.nav.hero" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "hero.title");

export default function HeroSlides({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { can, number } = useAdmin();
  const fetcher = useFetcher<ActionData>({ key: "hero-list" });
  const writable = can("content:write");
  const rows = useMemo(() => pendingOrder(loaderData.rows, fetcher.formData), [loaderData.rows, fetcher.formData]);
  const activeCount = rows.filter((row) => row.isActive).length;

  useEachAnswer(fetcher.state === "idle" ? fetcher.data : undefined, (answer) => {
    if (answer.ok) toast.success(answer.ok);
    else if (answer.error) toast.error(answer.error);
  });

  // The editor's delete lands here.
  useDeletedToast(() => t("hero.deleted"));

  const moving = useMoveFocus("hero", rows, fetcher.state);

  const newSlide = (
    <Link to="/admin/hero/new" className={buttonVariants({ variant: "accent", size: "md", inline: true })}>
      <Plus aria-hidden="true" className="size-4" />
      {t("hero.new")}
    </Link>
  );

  return (
    <section aria-labelledby="hero-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="hero-title" className="text-3xl lg:text-4xl">
          {t("hero.title")}
        </h1>
        {writable && rows.length > 0 && newSlide}
      </div>
      <p className="text-sm text-muted">
        {t("hero.intro")} {rows.length > 0 && t("hero.activeCount", { count: number(activeCount) })} {writable && rows.length > 1 && t("hero.reorderHint")}
      </p>

      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-soft border border-dashed border-lines bg-surface px-6 py-12 text-center">
          <ImagePlus aria-hidden="true" className="size-8 text-muted" />
          <p className="max-w-sm">{t("hero.empty")}</p>
          {writable && newSlide}
        </div>
      ) : (
        <SortableList
          ids={rows.map((row) => row.id)}
          label={t("hero.listLabel")}
          nameOf={(id) => rows.find((row) => row.id === id)?.title ?? ""}
          onReorder={(ids) => fetcher.submit({ intent: "order", ids: ids.join(",") }, { method: "post" })}
          disabled={!writable}
          busy={fetcher.state !== "idle"}
        >
          {rows.map((row, index) => (
            <SortableRow key={row.id} id={row.id} handleLabel={t("hero.dragHandle", { name: row.title })}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
                  <span aria-hidden="true" className="w-5 shrink-0 text-center text-sm tabular-nums text-muted">
                    {number(index + 1)}
                  </span>
                  <img
                    src={imageUrl(row.imageUrl, 400, 0)}
                    alt=""
                    width={96}
                    height={40}
                    loading="lazy"
                    decoding="async"
                    className={`aspect-[12/5] w-24 shrink-0 rounded-soft border border-lines object-cover ${row.isActive ? "" : "opacity-60 grayscale"}`}
                  />
                  <div className="min-w-0">
                    <Link to={`/admin/hero/${row.id}`} aria-label={t("hero.editLabel", { name: row.title })} dir="auto" className="font-medium underline-offset-4 hover:underline">
                      {row.title}
                    </Link>
                    <p className="truncate text-xs text-muted">
                      <span className="sr-only">{t("hero.field.link")} </span>
                      <bdi dir="ltr">{row.ctaLink || "—"}</bdi>
                    </p>
                    {row.missing.length > 0 && <p className="text-xs text-accent-2">{t("hero.missing", { langs: row.missing.map((lang) => lang.toUpperCase()).join(", ") })}</p>}
                  </div>
                </div>
                <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
                  <StatusCell label={t(row.isActive ? "hero.status.active" : "hero.status.inactive")} tone={row.isActive ? "success" : "neutral"} />
                  {writable && (
                    <>
                      <MoveButtons
                        fetcher={fetcher}
                        value={row.id}
                        idPrefix="hero"
                        first={index === 0}
                        last={index === rows.length - 1}
                        label={(direction) => t(direction === "up" ? "hero.moveUp" : "hero.moveDown", { name: row.title })}
                        onMove={(direction) => moving(row.id, direction)}
                      />
                      <fetcher.Form method="post">
                        <input type="hidden" name="intent" value={row.isActive ? "deactivate" : "activate"} />
                        <input type="hidden" name="id" value={row.id} />
                        <Button
                          type="submit"
                          aria-label={t(row.isActive ? "hero.deactivateLabel" : "hero.activateLabel", { name: row.title })}
                          variant="surface" size="sm" className="inline-flex items-center gap-1.5 lg:min-h-9"
                        >
                          {row.isActive ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
                          {t(row.isActive ? "hero.deactivate" : "hero.activate")}
                        </Button>
                      </fetcher.Form>
                    </>
                  )}
                </div>
              </div>
            </SortableRow>
          ))}
        </SortableList>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
