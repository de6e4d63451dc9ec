/**
 * What a staff member refused a screen reads, inside the shell (its navigation stays): which role
 * the screen is for, and that theirs does not give access. requireStaff's 403 carries the permission
 * that was missing; a permission only the owner's role holds makes it "the owner's screen".
 */
import { isRouteErrorResponse, Link } from "react-router";
import { ROLE_PERMISSIONS, type Permission } from "~/lib/permissions";
import { useAdmin } from "./admin-context";
import { buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** The permission a 403 from requireStaff names, if the error is one. */
export function refusedPermission(error: unknown): Permission | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 403) return undefined;
  const permission = (error.data as { permission?: unknown } | null)?.permission;
  return typeof permission === "string" && (ROLE_PERMISSIONS.owner as readonly string[]).includes(permission) ? (permission as Permission) : undefined;
}

export function Forbidden({ error }: { error: unknown }) {
  const { t } = useTranslator();
  const { user, can } = useAdmin();
  const permission = refusedPermission(error);
  // The owner's role holds every permission: a screen refused to another role for one it lacks is the owner's.
  const ownerOnly = user.role !== "owner" && permission !== undefined && !can(permission);
  return (
    <section role="alert" aria-labelledby="forbidden-title" className="mx-auto flex max-w-xl flex-col items-center rounded-soft border border-lines bg-surface px-4 py-10 text-center lg:py-14">
      <p className="font-display text-6xl text-accent" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className="mt-3 text-2xl lg:text-3xl">
        {t(ownerOnly ? "shell.forbidden.title" : "shell.forbidden.titleRole")}
      </h1>
      <p className="mt-3">{ownerOnly ? t("shell.forbidden.ownerOnly", { role: t(`shell.role.${user.role}`) }) : t("shell.table.forbidden")}</p>
      {ownerOnly && <p className="mt-2 text-sm text-muted">{t("shell.forbidden.hint")}</p>}
      <Link to="/admin" className={buttonVariants({ variant: "primary", className: "mt-6" })}>
        {t("shell.notFound.link")}
      </Link>
    </section>
  );
}
