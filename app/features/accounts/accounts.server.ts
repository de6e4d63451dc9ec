/**
 * Accounts (the better-auth `user` table, made and changed by app/server/auth.server.ts): the reads
 * and the one field other domains need, so that they do not reach into that table themselves
 * (docs/product/admin-back-office.md#adm-1, "One owner per table").
 */
import { eq, inArray } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { account, session, twoFactor, user } from "../../../db/schema";

export interface AccountSummary {
  id: string;
  name: string;
  email: string;
  /** customer, staff or owner (db/schema/auth.ts USER_ROLES). */
  role: string | null;
}

/** Who these accounts are (name and e-mail), for logs that say who did what. Unknown ids are absent. */
export async function accountSummaries(userIds: string[]): Promise<Map<string, AccountSummary>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db().select({ id: user.id, name: user.name, email: user.email, role: user.role }).from(user).where(inArray(user.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** One account's name and e-mail, or null. */
export async function accountSummary(userId: string): Promise<AccountSummary | null> {
  return (await accountSummaries([userId])).get(userId) ?? null;
}

/** The account's display name (kept in step with the profile's first and last names). */
export async function setAccountName(userId: string, name: string) {
  await db().update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** The account's e-mail, only when it is verified (guest orders are matched on it). */
export async function verifiedEmailOf(userId: string): Promise<string | null> {
  const [row] = await db().select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, userId));
  return row?.verified ? row.email : null;
}

/** True when the account exists. */
export async function accountExists(userId: string): Promise<boolean> {
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.id, userId));
  return Boolean(row);
}

/** The e-mail an erased account is left with: unique, and at a domain that can never receive mail. */
export function erasedEmailOf(userId: string) {
  return `erased-${userId}@erased.invalid`;
}

/**
 * Erasure (docs/product/admin-back-office.md#adm-5): the account keeps its id (its orders and ledger point to it) but
 * loses its name and e-mail, and can no longer sign in: its passwords, sessions and two-factor
 * secrets are deleted, and its e-mail becomes an address nobody receives (so no reset link either).
 * Returns what it had, for the audit row. In the caller's transaction.
 */
export async function anonymiseAccount(tx: Tx, userId: string): Promise<{ name: string; email: string; sessionsEnded: number } | null> {
  const [before] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId)).for("update");
  if (!before) return null;
  await tx
    .update(user)
    .set({ name: "", email: erasedEmailOf(userId), emailVerified: false, image: null, twoFactorEnabled: false, updatedAt: new Date() })
    .where(eq(user.id, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return { ...before, sessionsEnded: ended.length };
}

/** One customer's account fields for the back office's customer page. */
export async function accountDetail(userId: string) {
  const [row] = await db()
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, role: user.role, lang: user.lang, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}
