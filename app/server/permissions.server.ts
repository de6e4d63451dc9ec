/**
 * The back office's one permission check (docs/product/admin-back-office.md#adm-1). Every admin loader and action calls
 * `requireStaff({ request, context }, permission)` itself: the admin layout's guard is a convenience, never the
 * defence, because React Router runs a child's loader and action without its layout's.
 *
 * - nobody signed in: a browser asking for a page is sent to /admin/auth (and back afterwards);
 *   anything else (a form post, a fetch) gets 401;
 * - a customer, or staff without the permission: 403;
 * - while the site setting requireOwnerTwoFactor is on, a staff member without TOTP is sent to set
 *   it up (/admin/security) before any admin screen, and any other request gets 403. Only the
 *   set-up page itself passes `{ allowWithoutTwoFactor: true }`.
 */
import { data, redirect } from "react-router";
import { can, isStaffRole, permissionsOf, type Permission, type StaffRole } from "~/lib/permissions";
import { currentSessionUser, readSession, type SessionUser } from "~/server/auth.server";
import { getSiteSettings } from "~/features/content/settings.server";
import { requestContext } from "~/server/request-context.server";
import type { Lang } from "~/lib/langs";
import type { Translator } from "~/lib/i18n";

type ContextReader = Parameters<typeof requestContext>[0];

export interface StaffUser extends SessionUser {
  role: StaffRole;
}

export interface StaffContext {
  user: StaffUser;
  permissions: Permission[];
  /** Set-Cookie headers of a session renewed while in use; the layout sends them. */
  setCookies: string[];
}

function wantsPage(request: Request) {
  return request.method === "GET" && (request.headers.get("accept") ?? "").includes("text/html");
}

/** Where a staff member sets up TOTP; reachable without it (see requireStaff). */
export const TWO_FACTOR_SETUP_PATH = "/admin/security";

/** Whether the shop requires TOTP of every staff member (the site setting requireOwnerTwoFactor). */
export async function twoFactorRequired(): Promise<boolean> {
  const settings = await getSiteSettings().catch(() => undefined);
  return Boolean(settings?.requireOwnerTwoFactor);
}

/** What requireStaff({ request, context }, …) gives: the staff member, and the request's language and translator. */
export interface StaffRequest extends StaffContext {
  lang: Lang;
  /** The admin's texts (its dictionaries over the shop's), in `lang`. */
  t: Translator;
}

type StaffOptions = { allowWithoutTwoFactor?: boolean };

/**
 * The permission check of one admin loader or action. Given the route's `{ request, context }`, it
 * also reads the language and the translator the admin's middleware resolved
 * (app/features/admin/admin-context.server.ts), after the check: a refused request never needs them.
 * Given the request alone (the routes not yet converted), it answers the staff member only.
 */
export async function requireStaff(args: { request: Request; context: ContextReader }, permission: Permission, options?: StaffOptions): Promise<StaffRequest>;
export async function requireStaff(request: Request, permission: Permission, options?: StaffOptions): Promise<StaffContext>;
export async function requireStaff(
  args: Request | { request: Request; context: ContextReader },
  permission: Permission,
  options: StaffOptions = {},
): Promise<StaffContext | StaffRequest> {
  if (args instanceof Request) return checkStaff(args, permission, options);
  const staff = await checkStaff(args.request, permission, options);
  const { lang, t } = requestContext(args.context);
  return { ...staff, lang, t };
}

async function checkStaff(request: Request, permission: Permission, options: StaffOptions): Promise<StaffContext> {
  const session = await readSession(request);
  const user = session.user;
  if (!user) {
    if (wantsPage(request)) {
      const url = new URL(request.url);
      throw redirect(`/admin/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
    }
    throw data({ error: "unauthenticated" }, { status: 401 });
  }
  if (!isStaffRole(user.role) || !can(user, permission)) {
    throw data({ error: "forbidden", permission }, { status: 403 });
  }
  if (!options.allowWithoutTwoFactor && !user.twoFactorEnabled && (await twoFactorRequired())) {
    if (wantsPage(request)) {
      const url = new URL(request.url);
      throw redirect(`${TWO_FACTOR_SETUP_PATH}?required=1&redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
    }
    throw data({ error: "two-factor-required" }, { status: 403 });
  }
  return { user: user as StaffUser, permissions: permissionsOf(user.role), setCookies: session.setCookies };
}

/**
 * Whether the request's session still belongs to staff with `permission`, read afresh: an event
 * stream checks it again before each message and at each heartbeat, so that a member removed,
 * signed out, or without the permission since the stream opened is told nothing more.
 */
export async function stillStaff(request: Request, permission: Permission): Promise<boolean> {
  const user = await currentSessionUser(request);
  if (!user || !isStaffRole(user.role) || !can(user, permission)) return false;
  return Boolean(user.twoFactorEnabled) || !(await twoFactorRequired());
}
