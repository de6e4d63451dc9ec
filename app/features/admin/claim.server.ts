/**
 * Claiming the shop (docs/product/accounts-and-auth.md#acc-12): /admin/claim-admin works only while the shop has no owner,
 * with the one-time setup code printed at the first start (setup.server.ts). It makes a new owner
 * account, or promotes the signed-in one, and then refuses forever.
 *
 * Race-safety: the claim marks admin_setup used with one conditional UPDATE (still unused, and the
 * code's hash matches). On PostgreSQL a second claim's UPDATE waits for the first's transaction and
 * then finds the row used: it changes nothing, so two simultaneous claims give exactly one owner.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "~/server/db.server";
import { hashPassword } from "~/server/password.server";
import { recordAudit } from "~/features/audit/audit.server";
import { account, adminSetup, user } from "../../../db/schema";
import { hashSetupCode } from "./setup.server";
import type { ClaimNewAccountInput } from "~/schemas/admin/access";
import type { Lang } from "~/lib/langs";

/** Whether /admin/claim-admin still works: the code is unused and nobody is owner. */
export async function claimOpen(): Promise<boolean> {
  const [setup] = await db().select({ usedAt: adminSetup.usedAt }).from(adminSetup).where(eq(adminSetup.id, 1));
  if (!setup || setup.usedAt) return false;
  const [owner] = await db().select({ id: user.id }).from(user).where(eq(user.role, "owner")).limit(1);
  return !owner;
}

export type ClaimResult =
  | { kind: "claimed"; userId: string; email: string }
  | { kind: "invalid-code" }
  | { kind: "closed" }
  | { kind: "email-taken" };

/** Thrown inside the transaction to roll the setup code's use back. */
class ClaimRefused extends Error {
  constructor(readonly result: Exclude<ClaimResult, { kind: "claimed" }>) {
    super(result.kind);
  }
}

async function useSetupCode(tx: Tx, code: string) {
  const used = await tx
    .update(adminSetup)
    .set({ usedAt: new Date() })
    .where(and(eq(adminSetup.id, 1), isNull(adminSetup.usedAt), eq(adminSetup.codeHash, hashSetupCode(code))))
    .returning({ id: adminSetup.id });
  if (used.length > 0) return;
  const [setup] = await tx.select({ usedAt: adminSetup.usedAt }).from(adminSetup).where(eq(adminSetup.id, 1));
  throw new ClaimRefused(setup && !setup.usedAt ? { kind: "invalid-code" } : { kind: "closed" });
}

async function refuseIfOwned(tx: Tx) {
  const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.role, "owner")).limit(1);
  if (owner) throw new ClaimRefused({ kind: "closed" });
}

async function inTransaction(work: (tx: Tx) => Promise<ClaimResult>): Promise<ClaimResult> {
  try {
    return await db().transaction(work);
  } catch (error) {
    if (error instanceof ClaimRefused) return error.result;
    throw error;
  }
}

/** The signed-in account becomes the owner. */
export async function claimForSignedIn(code: string, actor: { id: string; email: string }): Promise<ClaimResult> {
  return inTransaction(async (tx) => {
    await useSetupCode(tx, code);
    await refuseIfOwned(tx);
    const [before] = await tx.select({ role: user.role }).from(user).where(eq(user.id, actor.id)).for("update");
    if (!before) throw new ClaimRefused({ kind: "closed" });
    await tx.update(user).set({ role: "owner", updatedAt: new Date() }).where(eq(user.id, actor.id));
    await recordAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: "shop.claim", entity: "user", entityId: actor.id, before, after: { role: "owner" } });
    return { kind: "claimed", userId: actor.id, email: actor.email };
  });
}

/**
 * A new owner account, verified (holding the setup code proves as much as a mailed link), with its
 * password hashed as better-auth hashes it (the same function, password.server.ts).
 */
export async function claimWithNewAccount(input: ClaimNewAccountInput, lang: Lang): Promise<ClaimResult> {
  const email = input.email.toLowerCase();
  // Hashing is slow (scrypt): done before the transaction, so that no lock waits on it.
  const passwordHash = await hashPassword(input.password);
  return inTransaction(async (tx) => {
    await useSetupCode(tx, input.code);
    await refuseIfOwned(tx);
    const [taken] = await tx.select({ id: user.id }).from(user).where(eq(sql`lower(${user.email})`, email)).limit(1);
    if (taken) throw new ClaimRefused({ kind: "email-taken" });
    const userId = randomUUID();
    await tx.insert(user).values({ id: userId, name: input.name, email, emailVerified: true, role: "owner", lang });
    await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    await recordAudit(tx, { actorId: userId, actorEmail: email, action: "shop.claim", entity: "user", entityId: userId, before: null, after: { role: "owner", email } });
    return { kind: "claimed", userId, email };
  });
}
