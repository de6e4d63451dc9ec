/**
 * The one-time admin setup code (docs/product/accounts-and-auth.md#acc-12): made at the very first start, printed once, kept
 * only as a hash. /admin/claim-admin will need it while the shop has no owner.
 */
import { createHash, randomInt } from "node:crypto";
import type { Database } from "~/server/db.server";
import { adminSetup } from "../../../db/schema";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I to misread

export function hashSetupCode(code: string) {
  return createHash("sha256").update(code.trim().toUpperCase()).digest("hex");
}

export function newSetupCode() {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4, 8).join("")}-${chars.slice(8).join("")}`;
}

/** Returns the new code on the very first start, and undefined on every later one. */
export async function ensureAdminSetupCode(db: Database): Promise<string | undefined> {
  const code = newSetupCode();
  const inserted = await db
    .insert(adminSetup)
    .values({ id: 1, codeHash: hashSetupCode(code) })
    .onConflictDoNothing()
    .returning({ id: adminSetup.id });
  return inserted.length > 0 ? code : undefined;
}
