/**
 * Customer profiles (docs/product/accounts-and-auth.md#acc-8 profiles, docs/product/security-rules.md#sec-1): each customer reads and changes only their own row,
 * chosen by the session's user id, never by anything the browser sends.
 */
import { eq } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { profiles } from "../../../db/schema";
import { accountExists, setAccountName } from "~/features/accounts/accounts.server";
import type { ProfileValues } from "~/schemas/profile";

export type ProfileView = ProfileValues;

const EMPTY: ProfileView = { firstName: null, lastName: null, phone: null, address: null, city: null, postalCode: null, country: null };

/** The seven fields a customer sees, without the row's keys and dates. */
function toView(row: typeof profiles.$inferSelect): ProfileView {
  const { firstName, lastName, phone, address, city, postalCode, country } = row;
  return { firstName, lastName, phone, address, city, postalCode, country };
}

/** The caller's profile; empty fields when they have never saved one. */
export async function getProfile(userId: string): Promise<ProfileView> {
  const [row] = await db().select().from(profiles).where(eq(profiles.userId, userId));
  return row ? toView(row) : { ...EMPTY };
}

/** Saves the seven fields of the caller's own row (created on first save). */
export async function updateProfile(userId: string, values: ProfileValues): Promise<ProfileView> {
  const [row] = await db()
    .insert(profiles)
    .values({ userId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  // The account's display name follows the profile's names when both are given.
  if (values.firstName && values.lastName) {
    await setAccountName(userId, `${values.firstName} ${values.lastName}`);
  }
  return toView(row);
}

/**
 * The names given at sign-up become the new account's profile. Only for a user that really exists
 * (a sign-up with a known address answers with a made-up user, docs/product/differences.md-style anti-enumeration),
 * and never over a profile the customer already has.
 */
export async function createProfileAtSignUp(userId: string, names: { firstName: string; lastName: string }) {
  if (!(await accountExists(userId))) return false;
  const inserted = await db()
    .insert(profiles)
    .values({ userId, firstName: names.firstName, lastName: names.lastName })
    .onConflictDoNothing()
    .returning({ userId: profiles.userId });
  return inserted.length > 0;
}

/** The profile with when it was erased (null while it was not), for the back office. */
export async function getProfileRecord(userId: string): Promise<ProfileView & { erasedAt: Date | null }> {
  const [row] = await db().select().from(profiles).where(eq(profiles.userId, userId));
  return row ? { ...toView(row), erasedAt: row.erasedAt } : { ...EMPTY, erasedAt: null };
}

/** Empties the seven fields and marks the profile erased, in the caller's transaction. Returns what it held. */
export async function eraseProfile(tx: Tx, userId: string): Promise<ProfileView> {
  const [before] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for("update");
  const now = new Date();
  await tx
    .insert(profiles)
    .values({ userId, ...EMPTY, erasedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...EMPTY, erasedAt: now, updatedAt: now } });
  return before ? toView(before) : { ...EMPTY };
}
