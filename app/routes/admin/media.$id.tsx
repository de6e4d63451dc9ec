import { useEffect } from "react";
import { data, Link, redirect, useNavigation, useSubmit } from "react-router";
import { Panel } from "~/components/admin/shell/panel";
import { ExternalLink, Trash2 } from "lucide-react";
import type { Route } from "./+types/media.$id";
import { requireStaff } from "~/server/permissions.server";
import { logger } from "~/server/logger.server";
import { readFormData } from "~/server/form-data.server";
import { deleteMedia, MediaAdminError, mediaDetail } from "~/features/media/media-admin.server";
import { mediaDeleteSchema, type MediaUserKind } from "~/schemas/admin/media";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { NAV } from "~/components/admin/shell/nav";
import { DetailError } from "~/components/admin/shell/detail-not-found";
import { imageUrl } from "~/components/ui/responsive-image";
import { formatBytes } from "~/components/admin/media/format";
import { toast } from "~/components/ui/toast";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/**
 * One image of the library (docs/product/admin-back-office.md#adm-16): the picture, its size, weight, format and who added
 * it, the list of what uses it (each a link to its editor), and the delete, refused while anything
 * uses it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireStaff({ request, context }, "products:read");
  const detail = await mediaDetail(params.id, lang);
  if (!detail) throw data({ error: "not-found" }, { status: 404 });
  return detail;
}

type ActionData = { error?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "products:write");
  const form = await readFormData(request);
  const parsed = mediaDeleteSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<ActionData>({ error: t(parsed.error.issues[0]?.message ?? "media.errors.invalid") }, { status: 400 });
  try {
    const { originalName } = await deleteMedia(params.id, { id: user.id, email: user.email }, t.lang);
    return redirect(`/admin/media?deleted=${encodeURIComponent(originalName)}`);
  } catch (error) {
    if (error instanceof MediaAdminError) {
      const users = error.users.map((item) => `${t(`media.kind.${item.kind}`)} ${t("shell.quoted", { text: item.name })}`).join(", ");
      return data<ActionData>({ error: t(`media.errors.${error.code}`, { users }) }, { status: error.code === "not_found" ? 404 : 409 });
    }
    logger.error({ err: error }, "media delete failed");
    return data<ActionData>({ error: t("media.errors.generic") }, { status: 500 });
  }
}

export const handle: CrumbHandle = {
  parent: { crumb: "shell.nav.media", to: "/admin/media" },
  crumb: (loaderData) => (loaderData as { originalName?: string } | undefined)?.originalName ?? "—",
};

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "media.detail.crumb");

/** The users whose editor is built: a hero slide's and a page's screens are not yet (nav.ts `ready`). */
const EDITOR_OF: Record<MediaUserKind, string> = { product: "products", category: "categories", heroSlide: "hero", page: "pages" };
const hasEditor = (kind: MediaUserKind) => NAV.some((entry) => entry.id === EDITOR_OF[kind] && entry.ready);

export default function MediaPage({ loaderData, actionData }: Route.ComponentProps) {
  const image = loaderData;
  const { t } = useTranslator();
  const { can, number, date } = useAdmin();
  const submit = useSubmit();
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const answer = actionData as ActionData | undefined;
  useEffect(() => {
    if (answer?.error) toast.error(answer.error);
  }, [answer]);
  const inUse = image.users.length > 0;

  return (
    <article aria-labelledby="media-detail-title" className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="media-detail-title" className="break-words text-2xl lg:text-3xl">
            <bdi>{image.originalName}</bdi>
          </h1>
          {image.demo && <p className="mt-1 text-sm text-muted">{t("media.detail.system")}</p>}
        </div>
        <Link to="/admin/media" className={buttonVariants({ variant: "outline", size: "sm", className: "inline-flex items-center" })}>
          {t("media.detail.back")}
        </Link>
      </header>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="self-start overflow-hidden rounded-soft border border-lines bg-surface">
          {/* Its own shape, reserved before it loads; at most 70 % of the screen's height. */}
          <img
            src={imageUrl(image.url, 800, 0)}
            alt=""
            width={image.width}
            height={image.height}
            decoding="async"
            style={{ aspectRatio: `${image.width} / ${image.height}` }}
            className="block h-auto max-h-[70vh] w-full object-contain"
          />
        </figure>

        <div className="space-y-4">
          <section aria-labelledby="media-facts" className="rounded-soft border border-lines bg-surface p-4">
            <h2 id="media-facts" className="sr-only">{t("media.detail.crumb")}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{t("media.detail.size")}</dt>
              <dd>
                <bdi dir="ltr" className="tabular-nums">{t("media.dimensions", { width: number(image.width), height: number(image.height) })}</bdi>
              </dd>
              <dt className="text-muted">{t("media.detail.bytes")}</dt>
              <dd>
                <bdi dir="ltr" className="tabular-nums">{formatBytes(image.bytes, { t, number })}</bdi>
              </dd>
              <dt className="text-muted">{t("media.detail.type")}</dt>
              <dd>
                <bdi dir="ltr">{image.contentType.replace("image/", "").toUpperCase()}</bdi>
              </dd>
              <dt className="text-muted">{t("media.detail.uploaded")}</dt>
              <dd>
                <time dateTime={new Date(image.createdAt).toISOString()}>{date(image.createdAt, "dateTime")}</time>
              </dd>
              <dt className="text-muted">{t("media.detail.uploadedBy")}</dt>
              <dd className="min-w-0 break-words">
                {image.uploadedBy ? (
                  <>
                    {image.uploadedBy.name}
                    <bdi dir="ltr" className="block break-all text-xs text-muted">{image.uploadedBy.email}</bdi>
                  </>
                ) : image.demo ? (
                  t("media.detail.system")
                ) : (
                  t("media.detail.unknownUser")
                )}
              </dd>
              <dt className="text-muted">{t("media.detail.address")}</dt>
              <dd className="min-w-0">
                <code dir="ltr" className="block break-all text-xs">{image.url}</code>
              </dd>
            </dl>
            <a href={image.url} target="_blank" rel="noreferrer" className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm underline underline-offset-4">
              <ExternalLink aria-hidden="true" className="size-4" />
              {t("media.detail.original")}
            </a>
          </section>

          <Panel id="media-used-by" title={t("media.detail.usedBy")} flush>
            {inUse ? (
              <ul className="divide-y divide-lines">
                {image.users.map((item) => {
                  const content = (
                    <>
                      <span className="font-medium">{item.name || "—"}</span>
                      <span className="text-xs text-muted">{t(`media.kind.${item.kind}`)}</span>
                    </>
                  );
                  const row = "flex min-h-11 flex-wrap items-baseline justify-between gap-x-3 px-4 py-2 text-sm";
                  return (
                    <li key={`${item.kind}-${item.id}`}>
                      {hasEditor(item.kind) ? (
                        <Link to={item.link} className={`${row} hover:bg-background`}>
                          {content}
                        </Link>
                      ) : (
                        <p className={row}>{content}</p>
                      )}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="px-4 py-3 text-sm text-muted">{t("media.detail.unused")}</p>
            )}
          </Panel>

          {can("products:write") && (
            <section aria-label={t("media.delete.button")} className="space-y-2">
              <ConfirmDialog
                title={t("media.delete.title")}
                lost={t("media.delete.lost", { name: image.originalName })}
                confirmLabel={t("media.delete.button")}
                onConfirm={() => submit({ intent: "delete" }, { method: "post" })}
              >
                <button
                  type="button"
                  disabled={inUse || deleting}
                  aria-describedby={inUse ? "media-in-use" : undefined}
                  className="inline-flex min-h-11 items-center gap-2 rounded-soft border border-accent-2/60 px-3 text-sm text-accent-2 hover:bg-accent-2/5 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("media.delete.button")}
                </button>
              </ConfirmDialog>
              {inUse && (
                <p id="media-in-use" className="text-sm text-muted">
                  {t("media.delete.inUse")}
                </p>
              )}
              {answer?.error && (
                <p role="alert" className="text-sm text-accent-2">
                  {answer.error}
                </p>
              )}
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} message="media.detail.notFound" backTo="/admin/media" backLabel="media.detail.back" />;
}
