/**
 * The team (docs/product/admin-back-office.md#adm-2): the owner invites staff by e-mail (a link through the outbox),
 * changes their role and removes them; removing someone ends their sessions at once. Every write
 * records an audit row in its own transaction. Also the shop-wide two-factor requirement.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { env } from "~/server/env.server";
import { escapeHtml, mailHtml, queueMail } from "~/server/mail.server";
import { hashPassword } from "~/server/password.server";
import { announceChange } from "~/server/live.server";
import { recordAudit } from "~/features/audit/audit.server";
import { SiteSettingsMissingError, updateSiteSettings } from "~/features/content/settings-admin.server";
import { accessTranslator } from "~/features/admin/access-texts";
import { DEFAULT_LANG, isLang, isRtl, type Lang } from "~/lib/langs";
import type { StaffRole } from "~/lib/permissions";
import { account, pushSubscriptions, session, staffInvitations, user } from "../../../db/schema";
import type { AcceptInvitationInput, InviteInput } from "~/schemas/admin/access";

const BRAND = "Maison Lumière";
export const INVITATION_DAYS = 7;

export interface Actor {
  id: string;
  email: string;
  name?: string;
}

export type StaffError = "access.errors.self" | "access.errors.lastOwner" | "access.errors.notFound" | "access.errors.alreadyStaff";
export type StaffResult<T = object> = ({ ok: true } & T) | { ok: false; error: StaffError };

/** Thrown inside a transaction to roll it back with a message for the page. */
class Refused extends Error {
  constructor(readonly error: StaffError) {
    super(error);
  }
}

async function inTransaction<T extends object>(work: (tx: Tx) => Promise<T>): Promise<StaffResult<T>> {
  try {
    return { ok: true, ...(await db().transaction(work)) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.error };
    throw error;
  }
}

export function hashInvitationToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** The team: owners first, then staff, by name. */
export async function listStaff() {
  return db()
    .select({ id: user.id, name: user.name, email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled, createdAt: user.createdAt })
    .from(user)
    .where(inArray(user.role, ["owner", "staff"]))
    .orderBy(desc(user.role), asc(user.name));
}

/** Invitations not yet accepted and not expired, newest first. */
export async function listInvitations() {
  return db()
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt, createdAt: staffInvitations.createdAt })
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, new Date())))
    .orderBy(desc(staffInvitations.createdAt));
}

export function invitationLink(token: string, lang: Lang) {
  return `${env().publicUrl}/admin/invitation/${encodeURIComponent(token)}?lang=${lang}`;
}

async function queueInvitationMail(tx: Tx, to: string, token: string, lang: Lang, inviter: string) {
  const t = accessTranslator(lang);
  const url = invitationLink(token, lang);
  const intro = t("access.mail.inviteText", { inviter, brand: BRAND });
  const action = t("access.mail.inviteAction");
  const ignore = t("access.mail.ignore");
  const button = `<p style="margin:8px 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#2b2623;color:#f7f3ee;padding:12px 24px;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#6b6159;word-break:break-all">${escapeHtml(url)}</p>`;
  const html = mailHtml(t("access.mail.inviteTitle"), [intro])
    .replace("</div></body></html>", `${button}<p style="margin:0 0 16px">${escapeHtml(ignore)}</p></div></body></html>`)
    .replace("<html>", `<html lang="${lang}"${isRtl(lang) ? ' dir="rtl"' : ""}>`);
  await queueMail({ kind: "staff-invitation", to, subject: t("access.mail.inviteSubject", { brand: BRAND }), text: [intro, url, ignore].join("\n\n"), html, lang }, tx);
}

/**
 * Invites an address: a new link replaces an open one. Someone already on the team is refused. The
 * token is returned for tests; the page only says the mail went out.
 */
export async function inviteStaff(actor: Actor, input: InviteInput, lang: Lang): Promise<StaffResult<{ token: string; invitationId: string }>> {
  const email = input.email.toLowerCase();
  const token = randomBytes(32).toString("base64url");
  return inTransaction(async (tx) => {
    const [existing] = await tx.select({ role: user.role }).from(user).where(eq(sql`lower(${user.email})`, email)).limit(1);
    if (existing && (existing.role === "staff" || existing.role === "owner")) throw new Refused("access.errors.alreadyStaff");
    await tx.delete(staffInvitations).where(and(eq(sql`lower(${staffInvitations.email})`, email), isNull(staffInvitations.acceptedAt)));
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({ email, role: input.role, tokenHash: hashInvitationToken(token), invitedBy: actor.id, lang, expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000) })
      .returning({ id: staffInvitations.id });
    await queueInvitationMail(tx, email, token, lang, actor.name || actor.email);
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "staff.invite", entity: "staff_invitation", entityId: invitation.id, after: { email, role: input.role } });
    return { token, invitationId: invitation.id };
  });
}

export async function revokeInvitation(actor: Actor, invitationId: string): Promise<StaffResult> {
  return inTransaction(async (tx) => {
    const [removed] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.acceptedAt)))
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!removed) throw new Refused("access.errors.notFound");
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "staff.invite.revoke", entity: "staff_invitation", entityId: invitationId, before: removed });
    return {};
  });
}

/** An open invitation by its token, and whether its address already has an account. */
export async function findInvitation(token: string) {
  if (!token || token.length > 200) return undefined;
  const [invitation] = await db()
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, lang: staffInvitations.lang })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashInvitationToken(token)), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, new Date())));
  if (!invitation) return undefined;
  const [existing] = await db().select({ id: user.id, name: user.name }).from(user).where(eq(sql`lower(${user.email})`, invitation.email.toLowerCase())).limit(1);
  return { ...invitation, lang: isLang(invitation.lang) ? invitation.lang : ("fr" as Lang), existingName: existing?.name };
}

/**
 * Accepts an invitation: the invitee chooses a password and joins the team. The link proves control
 * of the address as a password-reset link does, so an existing account (a customer's) gets the new
 * password and the role, and its other sessions end, as after a reset.
 */
export async function acceptInvitation(token: string, input: AcceptInvitationInput): Promise<{ ok: true; email: string } | { ok: false }> {
  const passwordHash = await hashPassword(input.password);
  return db().transaction(async (tx) => {
    // One conditional UPDATE: a link used twice at once joins once.
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(staffInvitations.tokenHash, hashInvitationToken(token)), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, new Date())))
      .returning();
    if (!invitation) return { ok: false as const };
    const email = invitation.email.toLowerCase();
    const role: StaffRole = invitation.role;
    const [existing] = await tx.select().from(user).where(eq(sql`lower(${user.email})`, email)).for("update");
    let userId: string;
    let before: unknown = null;
    if (existing) {
      userId = existing.id;
      before = { role: existing.role };
      // Never lowers a role the account gained meanwhile.
      const newRole = existing.role === "owner" ? "owner" : role;
      await tx.update(user).set({ role: newRole, emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
      const [credential] = await tx.select({ id: account.id }).from(account).where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
      if (credential) await tx.update(account).set({ password: passwordHash, updatedAt: new Date() }).where(eq(account.id, credential.id));
      else await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
      await tx.delete(session).where(eq(session.userId, userId));
    } else {
      userId = randomUUID();
      await tx.insert(user).values({ id: userId, name: input.name, email, emailVerified: true, role, lang: invitation.lang });
      await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    }
    await recordAudit(tx, { actorId: userId, actorEmail: email, action: "staff.join", entity: "user", entityId: userId, before, after: { role, email } });
    return { ok: true as const, email };
  });
}

async function lockStaff(tx: Tx, userId: string) {
  const [target] = await tx.select({ id: user.id, role: user.role, email: user.email, name: user.name }).from(user).where(eq(user.id, userId)).for("update");
  if (!target || (target.role !== "staff" && target.role !== "owner")) throw new Refused("access.errors.notFound");
  return target;
}

/** Refuses leaving the shop without an owner (the owners' rows are locked while counting). */
async function keepAnOwner(tx: Tx, leaving: string) {
  const owners = await tx.select({ id: user.id }).from(user).where(eq(user.role, "owner")).for("update");
  if (owners.filter((o) => o.id !== leaving).length === 0) throw new Refused("access.errors.lastOwner");
}

export async function changeStaffRole(actor: Actor, userId: string, role: StaffRole): Promise<StaffResult> {
  if (userId === actor.id) return { ok: false, error: "access.errors.self" };
  return inTransaction(async (tx) => {
    const target = await lockStaff(tx, userId);
    if (target.role === role) return {};
    if (target.role === "owner") await keepAnOwner(tx, userId);
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "staff.role", entity: "user", entityId: userId, before: { role: target.role }, after: { role } });
    return {};
  });
}

/**
 * Removes someone from the team: their account is a customer's again, every session ends now, and
 * their devices stop getting the new-order pushes (number, total, the customer's first name).
 */
export async function removeStaff(actor: Actor, userId: string): Promise<StaffResult<{ name: string }>> {
  if (userId === actor.id) return { ok: false, error: "access.errors.self" };
  return inTransaction(async (tx) => {
    const target = await lockStaff(tx, userId);
    if (target.role === "owner") await keepAnOwner(tx, userId);
    await tx.update(user).set({ role: "customer", updatedAt: new Date() }).where(eq(user.id, userId));
    const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "staff.remove",
      entity: "user",
      entityId: userId,
      before: { role: target.role, email: target.email },
      after: { role: "customer", sessionsEnded: ended.length },
    });
    return { name: target.name };
  });
}

/** Keeps the back-office language a staff member chose (the admin's language switch) on their account. */
export async function rememberAdminLang(userId: string, lang: Lang) {
  await db().update(user).set({ adminLang: lang }).where(eq(user.id, userId));
}

/**
 * The language of the shop's mails to the staff member or owner at `email` (a new order): the
 * back-office language they chose, else the shop's default. An address that is nobody on the team
 * gets the default too.
 */
export async function staffMailLang(email: string): Promise<Lang> {
  const [row] = await db()
    .select({ adminLang: user.adminLang })
    .from(user)
    .where(and(eq(sql`lower(${user.email})`, email.toLowerCase()), inArray(user.role, ["owner", "staff"])))
    .limit(1);
  return isLang(row?.adminLang) ? row.adminLang : DEFAULT_LANG;
}

/** The site setting that makes TOTP required for every staff member. */
export async function setRequireTwoFactor(actor: Actor, required: boolean): Promise<StaffResult> {
  const result = await inTransaction(async (tx) => {
    // The settings row is the content domain's: its service writes it with the audit row; the
    // site_settings trigger announces the change (LISTEN/NOTIFY), so every copy re-reads it.
    try {
      await updateSiteSettings({ requireOwnerTwoFactor: required }, actor, { action: "settings.requireTwoFactor", tx });
    } catch (error) {
      if (error instanceof SiteSettingsMissingError) throw new Refused("access.errors.notFound");
      throw error;
    }
    return {};
  });
  // This copy drops its cached settings at once; the others hear the trigger's NOTIFY.
  if (result.ok) announceChange("site_settings");
  return result;
}
